/**
 * The composition root: the one place that builds dynqr's parts and stops them. It opens the
 * store, builds the domain's services over it, the PNG worker pool, the webhook dispatcher and the
 * scan-bucket retention timer, hands the ready services to the HTTP app (http/app.ts), and owns
 * their shutdown, in order. Everything that runs dynqr goes through here: the process
 * (start-server.ts, `dynqr serve`), the stateful mock, the benchmark's target and the tests; the
 * command-line tool's other commands take their services from openServices.
 */
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { Config, ServicesConfig } from './config.js'
import { startScanAnalyticsUpkeep } from './domain/analytics/scan-analytics-upkeep.js'
import { startStatsRetention } from './domain/analytics/stats-retention.js'
import { DEFAULT_AUDIT_RETENTION_DAYS, startAuditRetention } from './domain/audit/audit-log.js'
import type { ScanFailureMode } from './domain/codes/short-link-service.js'
import { ScanGuard } from './domain/images/scan-guard.js'
import { PrintService } from './domain/print/print-service.js'
import { createServices, type Services, type ServicesOptions } from './domain/services.js'
import type { Store } from './domain/store.js'
import { WebhookService } from './domain/webhooks/webhook-service.js'
import { countryLookup } from './geoip/country-database.js'
import { closeSilentConnectionsOnClose } from './graceful-shutdown.js'
import { startTargetChecks, type TargetCheckSettings } from './health/target-checker.js'
import { type AppOptions, buildApp } from './http/app.js'
import { createImageRenderer, type ImageOptions } from './images/create-image-renderer.js'
import { PRINT_WRITERS } from './images/print-writers.js'
import { UploadPool, type UploadPoolOptions } from './images/upload-pool.js'
import { openLogs } from './logging.js'
import { type MailSettings, SmtpInvitationMailer } from './mail/smtp-invitation-mailer.js'
import { instrumentStore } from './metrics/instrument-store.js'
import { createMetrics } from './metrics/metrics.js'
import type { OidcSettings } from './oidc/oidc-config.js'
import { OpenIdConnect } from './oidc/openid-connect.js'
import { openStore } from './store/open-store.js'
import { type Tracing, tracingFromEnv } from './tracing/tracing.js'
import { webhookUrlProblem } from './webhooks/address-guard.js'
import { composeEvents, type EventStreamOptions } from './webhooks/compose-events.js'
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './webhooks/dispatcher.js'
import { newWebhookSecret } from './webhooks/signature.js'

/** The app's settings, and the parts composeApp builds instead of being given them. */
export interface ProgramOptions extends Omit<AppOptions, 'services'> {
  /** An open store; the caller closes it after the app (openProgram does, for the process). */
  store: Store
  /** PNG worker threads, cache and per-key render budget; on with defaults when not given. */
  images?: ImageOptions
  /**
   * Webhook delivery: when given, the dispatcher runs while the app is ready (started on
   * ready, stopped on close). Without it events still enter the outbox but are not sent.
   */
  webhooks?: WebhookSettings
  /** Destination health (issue #44): the checker runs with the server's timers when given. */
  targetChecks?: TargetCheckSettings
  /** Live API keys one account may hold (MAX_KEYS_PER_ACCOUNT); 100 when missing. */
  maxKeysPerAccount?: number
  /** Assets one account may hold (MAX_ASSETS_PER_ACCOUNT); 200 when missing. */
  maxAssetsPerAccount?: number
  /** The upload workers (images/upload-pool.ts): how many and each upload's time limit. */
  uploads?: UploadPoolOptions
  /** Live QR codes one account may hold (MAX_CODES_PER_ACCOUNT); 100,000 when missing. */
  maxCodesPerAccount?: number
  /** Webhook endpoints one account may register (MAX_WEBHOOKS_PER_ACCOUNT); 20 when missing. */
  maxWebhooksPerAccount?: number
  /** Style templates one account may hold (MAX_STYLES_PER_ACCOUNT); 200 when missing. */
  maxStylesPerAccount?: number
  /** GET /events: streams per account (MAX_EVENT_STREAMS_PER_ACCOUNT), how often they read the log. */
  eventStreams?: EventStreamOptions
  /** Custom domains one account may hold (MAX_DOMAINS_PER_ACCOUNT); 20 when missing. */
  maxDomainsPerAccount?: number
  /** DNS_SERVERS: the resolvers custom domains' TXT records are asked of; the system's when missing. */
  dnsServers?: readonly string[]
  /** How often the verified domains are checked for changes made by other instances; 2 s when missing. */
  domainsPollMs?: number
  /** Draws the scan guard may make for one request (SCAN_GUARD_DRAWS_PER_REQUEST); 200 when missing. */
  scanGuardDrawsPerRequest?: number
  /** A short link whose scan the store cannot count: `closed` (default) answers 503; `open` (SCAN_FAILURE_MODE). */
  scanFailureMode?: ScanFailureMode
  /** Days hourly scan buckets are kept before they are rolled up into days; no roll-up when missing or 0. */
  statsHourlyRetentionDays?: number
  /** GEOIP_DATABASE: a country database's path, `off`, or undefined for the one that ships. */
  geoipDatabase?: string
  /** Days raw scan events are kept; 0 or missing keeps them. */
  scanEventRetentionDays?: number
  /** Days the audit log keeps an entry; 365 when missing, 0 keeps them forever. */
  auditRetentionDays?: number
  /** `false` counts views without analytics: only `npm run bench`, to measure what analytics cost. */
  scanAnalytics?: boolean
  /** VISITOR_KEY_SECRET: the visitor keys' pepper; the public development one when missing. */
  visitorKeySecret?: string
  /** Sessions, members and invitations (issue #41): SESSION_IDLE_HOURS, SESSION_MAX_DAYS, MAX_MEMBERS_PER_ACCOUNT, the invitation mailer. */
  people?: ServicesOptions['people']
  /** Sign-in with OpenID Connect (OIDC_*); off when missing. */
  oidc?: OidcSettings
  /** Invitation e-mail (SMTP_URL, MAIL_FROM), unless `people` brings a mailer; links to copy when neither. */
  mail?: MailSettings
}

/** The timers of the store's upkeep and the custom domains' poll, started; the function stops them all. */
function startTimers(
  store: Store,
  services: Services,
  options: Pick<
    ProgramOptions,
    'now' | 'statsHourlyRetentionDays' | 'scanEventRetentionDays' | 'auditRetentionDays' | 'targetChecks'
  > & {
    warn: (message: string) => (error: unknown) => void
  },
): () => Promise<void> {
  const { now, warn } = options
  const stopRetention = startStatsRetention(store.qrCodes, {
    hourlyRetentionDays: options.statsHourlyRetentionDays ?? 0,
    now,
    onError: warn('could not roll up hourly scan buckets; retrying in an hour'),
  })
  const stopUpkeep = startScanAnalyticsUpkeep(store.scanAnalytics, {
    eventRetentionDays: options.scanEventRetentionDays ?? 0,
    now,
    onError: warn('scan analytics upkeep failed; retrying'),
  })
  const stopAuditRetention = startAuditRetention(services.audit, {
    retentionDays: options.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS,
    onError: warn('could not prune the audit log; retrying in an hour'),
  })
  const stopChecks = startTargetChecks(store, services.failingTargets, options, warn('target checks failed; retrying'))
  return async () => {
    await stopChecks()
    services.verifiedDomains.stop()
    await stopRetention()
    await stopUpkeep()
    await stopAuditRetention()
  }
}

/**
 * The app over a ready store, with every part it needs built here. `app.close()` stops them
 * after the server has stopped and its requests have finished, in this order: the retention
 * timer, the webhook dispatcher (attempts in flight finish), the PNG pool, the last batch of key
 * uses. The store stays open: its owner closes it after the app.
 */
export async function composeApp(options: ProgramOptions): Promise<FastifyInstance> {
  const {
    store,
    publicUrl,
    now,
    images: imageOptions,
    webhooks: webhookSettings,
    targetChecks,
    geoipDatabase,
    scanEventRetentionDays,
    auditRetentionDays,
    scanAnalytics,
    visitorKeySecret,
    oidc,
    mail,
    ...appOptions
  } = options
  // The services report to the app's log, which exists once the app does.
  let app: FastifyInstance | undefined
  const warn = (message: string) => (error: unknown) => app?.log.warn({ err: error }, message)

  const images = createImageRenderer(imageOptions)
  // The scan guard decodes on the image workers, off the event loop; print runs use it too.
  const scanGuard = new ScanGuard(images, options.scanGuardDrawsPerRequest)
  // Uploads are read on their own workers, with a time and memory limit (issue #38).
  const uploads = new UploadPool(options.uploads)
  const mailer = mail && new SmtpInvitationMailer(mail)
  const services = createServices(store, {
    siteUrl: publicUrl,
    now,
    onKeyUseWriteError: warn('could not record API key uses; retrying'),
    countryOf: scanAnalytics === false ? null : countryLookup(geoipDatabase),
    visitorKeySecret,
    scanFailureMode: options.scanFailureMode,
    maxKeysPerAccount: options.maxKeysPerAccount,
    assetReader: uploads,
    maxAssetsPerAccount: options.maxAssetsPerAccount,
    maxCodesPerAccount: options.maxCodesPerAccount,
    onUncountedScan: (shortId, error) =>
      app?.log.warn({ err: (error as Error).cause ?? error, shortId }, 'scan redirected uncounted: store unavailable'),
    scanGuard,
    maxStylesPerAccount: options.maxStylesPerAccount,
    maxDomainsPerAccount: options.maxDomainsPerAccount,
    dnsServers: options.dnsServers,
    domainsPollMs: options.domainsPollMs,
    onDomainsPollError: warn('could not check the custom domains for changes; retrying'),
    loopbackTargets: (webhookSettings ?? DEFAULT_WEBHOOK_SETTINGS).allowPrivate,
    people: {
      ...(mailer && { invitationMailer: mailer }),
      onMailError: warn('could not e-mail an invitation; its link is shown to copy'),
      ...options.people,
    },
  })
  const singleSignOn = oidc ? new OpenIdConnect(oidc, { siteUrl: publicUrl, ...(now && { now }) }) : null
  const settings = webhookSettings ?? DEFAULT_WEBHOOK_SETTINGS
  const webhooks = new WebhookService(store.webhooks, {
    urlProblem: (url) => webhookUrlProblem(url, settings.allowPrivate),
    newSecret: newWebhookSecret,
    now,
    maxEndpointsPerAccount: options.maxWebhooksPerAccount,
  })
  const { dispatcher, eventHub } = composeEvents(store, webhookSettings, {
    ...options.eventStreams,
    present: (code) => services.codes.present(code),
    now,
    warn,
  })
  const stopTimers = startTimers(store, services, {
    now,
    statsHourlyRetentionDays: options.statsHourlyRetentionDays,
    scanEventRetentionDays,
    auditRetentionDays,
    targetChecks,
    warn,
  })

  try {
    // The verified domains are in memory before the first request (/tls/allowed, short links).
    await services.verifiedDomains.start()
    app = await buildApp({
      ...appOptions,
      publicUrl,
      ...(now && { now }),
      services: {
        ...services,
        webhooks,
        images,
        print: new PrintService(services.codes, images, PRINT_WRITERS, scanGuard),
        idempotency: store.idempotency,
        rateLimits: store.rateLimits,
        singleSignOn,
        eventHub,
      },
    })
  } catch (error) {
    await stopTimers()
    await images.close()
    await uploads.close()
    mailer?.close()
    throw error
  }
  if (dispatcher) app.addHook('onReady', async () => dispatcher.start())
  // Streams, and connections on which no request ever comes, never end on their own: closed first.
  app.addHook('preClose', async () => eventHub.stop())
  closeSilentConnectionsOnClose(app)
  // Fastify runs onClose hooks once the server is closed and its requests are done.
  app.addHook('onClose', async () => {
    await stopTimers()
    await dispatcher?.stop()
    await images.close()
    await uploads.close()
    mailer?.close()
    // Key uses are written in batches off the request path; the last batch before the store closes.
    await services.keys.flushKeyUses()
  })
  return app
}

/** The whole program of one process, built from its configuration. */
export interface Program {
  app: FastifyInstance
  store: Store
  /** Everything, in order: the app (and the parts composeApp built), then the store, then tracing. */
  close: () => Promise<void>
  /** What close does after the app (store, tracing), for a caller that closes the app itself (graceful-shutdown.ts). */
  closeAfterApp: () => Promise<void>
  /** Writes the log's buffered lines (logging.ts); the process awaits it before it exits. */
  flushLogs: () => Promise<void>
}

/**
 * Opens the store the configuration names (migrated), with metrics and, when the environment
 * asks for it, tracing, and composes the app over it. Does not listen.
 */
export async function openProgram(config: Config, env: NodeJS.ProcessEnv = process.env): Promise<Program> {
  // The store opens before the app (and its logger) exists; its pool errors reach the log after.
  let logPoolError = (error: Error): void => {
    process.stderr.write(`dynqr: PostgreSQL connection lost: ${error.message}\n`)
  }
  const logs = openLogs(config.logLevel)
  const metrics = createMetrics()
  const tracing: Tracing | undefined = tracingFromEnv(env)
  const opened = await openStore(config.database, {
    onPoolError: (error) => logPoolError(error),
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    lockTimeoutMs: config.databaseLockTimeoutMs,
  })
  const store = instrumentStore(opened, metrics)
  let app: FastifyInstance
  try {
    app = await composeApp({
      store,
      metrics,
      metricsToken: config.metricsToken,
      metricsTokenRequired: config.nodeEnv === 'production',
      tracer: tracing?.tracer,
      publicUrl: config.publicUrl,
      corsOrigins: config.corsOrigins,
      logger: logs.logger,
      accessLog: logs.access,
      rateLimitPerMinute: config.rateLimitPerMinute,
      failedAuthPerMinute: config.failedAuthPerMinute,
      trustProxy: config.trustProxy,
      apiReferenceFile: fileURLToPath(new URL('./api-reference.html', import.meta.url)),
      assetsDir: fileURLToPath(new URL('./assets', import.meta.url)),
      timeouts: {
        requestMs: config.requestTimeoutMs,
        headersMs: config.headersTimeoutMs,
        keepAliveMs: config.keepAliveTimeoutMs,
      },
      statsHourlyRetentionDays: config.statsHourlyRetentionDays,
      geoipDatabase: config.geoipDatabase,
      scanEventRetentionDays: config.scanEventRetentionDays,
      auditRetentionDays: config.auditRetentionDays,
      ...(config.visitorKeySecret !== null && { visitorKeySecret: config.visitorKeySecret }),
      ...(config.oidc && { oidc: config.oidc }),
      ...(config.mail && { mail: config.mail }),
      scanFailureMode: config.scanFailureMode,
      maxKeysPerAccount: config.maxKeysPerAccount,
      maxAssetsPerAccount: config.maxAssetsPerAccount,
      maxCodesPerAccount: config.maxCodesPerAccount,
      maxWebhooksPerAccount: config.maxWebhooksPerAccount,
      eventStreams: { maxPerAccount: config.maxEventStreamsPerAccount },
      maxStylesPerAccount: config.maxStylesPerAccount,
      maxDomainsPerAccount: config.maxDomainsPerAccount,
      dnsServers: config.dnsServers,
      people: {
        sessionIdleHours: config.sessionIdleHours,
        sessionMaxDays: config.sessionMaxDays,
        maxMembersPerAccount: config.maxMembersPerAccount,
      },
      scanGuardDrawsPerRequest: config.scanGuardDrawsPerRequest,
      webhooks: config.webhooks,
      targetChecks: config.targetChecks,
      images: {
        workers: config.imageWorkers,
        cacheBytes: config.imageCacheMb * 1024 * 1024,
        megapixelsPerMinute: config.imageMegapixelsPerMinute,
        queuePerAccount: config.imageQueuePerAccount,
      },
    })
  } catch (error) {
    await store.close()
    await tracing?.shutdown()
    throw error
  }
  logPoolError = (error) => app.log.error({ err: error }, 'PostgreSQL connection lost; the pool reconnects')
  const closeAfterApp = async () => {
    await store.close()
    await tracing?.shutdown()
  }
  return {
    app,
    store,
    closeAfterApp,
    flushLogs: logs.flush,
    close: async () => {
      await app.close()
      await closeAfterApp()
    },
  }
}

/** The domain's services over an open store, without the app: what the command-line tool's commands use. */
export interface OpenServices {
  store: Store
  services: Services
  /** Writes what the services hold back (key uses), then closes the store. */
  close: () => Promise<void>
}

const noUploads = async (): Promise<never> => {
  throw new Error('The command-line tool reads no uploads')
}

/**
 * Opens (and migrates) the store the configuration names and builds the domain's services over it
 * with the server's defaults and caps, for `dynqr keys`, `accounts`, `import`, `export` and
 * `migrate`: no app, no image workers, no dispatcher, no timers.
 */
export async function openServices(config: ServicesConfig): Promise<OpenServices> {
  const store = await openStore(config.database)
  const services = createServices(store, {
    siteUrl: config.publicUrl,
    maxKeysPerAccount: config.maxKeysPerAccount,
    maxCodesPerAccount: config.maxCodesPerAccount,
    assetReader: { read: noUploads, fit: noUploads },
    countryOf: null,
  })
  return {
    store,
    services,
    close: async () => {
      await services.keys.flushKeyUses()
      await store.close()
    },
  }
}
