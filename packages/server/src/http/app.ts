import { auditListHandler } from './audit/audit-handlers.js'
import { installAuditTrail } from './audit-trail.js'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { OPERATIONS, type OperationId, type RequestPart, requestChecker, type Scope } from '@dynqr/contract'
import cors from '@fastify/cors'
import type { Tracer } from '@opentelemetry/api'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { ASSET_NOT_FOUND_MESSAGE } from '../domain/branding/asset-service.js'
import { STYLE_NOT_FOUND_MESSAGE } from '../domain/branding/style-service.js'
import { DOMAIN_NOT_FOUND_MESSAGE } from '../domain/domains/domain-service.js'
import { DomainError, NOT_FOUND_MESSAGE } from '../domain/domain-error.js'
import type { IdempotencyRepository } from '../domain/idempotency-repository.js'
import type { ImageRenderer } from '../domain/images/image-renderer.js'
import type { PrintService } from '../domain/print/print-service.js'
import { KEY_NOT_FOUND_MESSAGE } from '../domain/keys/api-keys.js'
import type { RateLimitCounters } from '../domain/rate-limit-counters.js'
import type { SingleSignOn } from '../domain/people/single-sign-on.js'
import type { Services } from '../domain/services.js'
import type { EventHub } from '../domain/webhooks/event-stream.js'
import type { WebhookService } from '../domain/webhooks/webhook-service.js'
import { type AccessLogWriter, LOG_REDACT } from '../logging.js'
import type { Metrics } from '../metrics/metrics.js'
import { AccessLogController } from './access-log.js'
import { statsHandlers } from './analytics/stats-handlers.js'
import { authenticate, type Credentials } from './authenticate.js'
import { ASSET_BODY_LIMIT, assetHandlers, installAssetBodies } from './branding/asset-handlers.js'
import { brandHandlers } from './branding/brand-handlers.js'
import { styleHandlers } from './branding/style-handlers.js'
import { clientAddressOf, fastifyTrustProxy } from './client-address.js'
import { bulkChangeHandlers } from './codes/bulk-change-handlers.js'
import { qrCodeHandlers } from './codes/qr-code-handlers.js'
import { serverWithFastPath, shortLinkFastPath } from './codes/short-link-fast-path.js'
import { installCustomRoots } from './codes/domain-hosts.js'
import { installPasswordForms, siteHandlers } from './codes/site-handlers.js'
import { domainHandlers } from './domains/domain-handlers.js'
import { printHandlers } from './print/print-handlers.js'
import { BODY_LIMIT, BULK_BODY_LIMIT, installErrorHandlers } from './error-reply.js'
import type { Handler } from './handler.js'
import { IDEMPOTENT_OPERATIONS, idempotencyHooks } from './idempotency.js'
import { keyHandlers } from './keys/key-handlers.js'
import { installMetrics } from './metrics-routes.js'
import { oidcHandlers } from './people/oidc-handlers.js'
import { peoplePageHandlers } from './people/page-handlers.js'
import { peopleHandlers } from './people/people-handlers.js'
import { RateLimits } from './rate-limits.js'
import { frameworkErrorReply, installRequestEdges } from './request-edges.js'
import { requestIdFor } from './request-ids.js'
import { installSecurityHeaders, SECURITY_HEADERS } from './security-headers.js'
import { type ServerTimeouts, serverTimeoutOptions } from './server-timeouts.js'
import { SessionCookie } from './session-cookie.js'
import { staticRoutes } from './static-routes.js'
import { installTracing } from './tracing-hooks.js'
import { eventStreamHandlers } from './webhooks/event-stream-handler.js'
import { webhookHandlers } from './webhooks/webhook-handlers.js'

/**
 * What the app calls, built and owned by the composition root (program.ts): the domain's
 * services over the store, the store's two ports the HTTP edge uses itself, and the image renderer.
 * The app starts and stops none of them.
 */
export interface AppServices extends Services {
  webhooks: WebhookService
  images: ImageRenderer
  /** Print runs (issue #45). */
  print: PrintService
  idempotency: IdempotencyRepository
  rateLimits: RateLimitCounters
  /** Sign-in with OpenID Connect; null when OIDC_ISSUER is unset. */
  singleSignOn: SingleSignOn | null
  /** The account event streams of GET /events (issue #44). */
  eventHub: EventHub
}

export interface AppOptions {
  services: AppServices
  /** `{site_url}`, without a trailing slash. */
  publicUrl: string
  corsOrigins?: string[]
  /** Log level for structured (pino) logs, written synchronously to stdout; off when neither this nor `logger` is given. */
  logLevel?: string
  /**
   * The process's logger (logging.ts: buffered, asynchronous); wins over `logLevel`. At `info`
   * every request gets one access line (logging.ts, AccessLine).
   */
  logger?: FastifyBaseLogger
  /** The access line formatted by hand into `logger`'s destination (logging.ts); through `logger` when missing. */
  accessLog?: AccessLogWriter
  now?: () => number
  /** How long an unanswered Idempotency-Key claim keeps retries out (renewed while it runs); 60 s when missing (tests). */
  idempotencyLeaseMs?: number
  /** API requests one account may make per minute, all its keys together; 0 or missing: no limit (RateLimits). */
  rateLimitPerMinute?: number
  /** Requests failing authentication one client address may make per minute; 0 or missing: no limit. */
  failedAuthPerMinute?: number
  /**
   * Which proxies to trust for the client address (`X-Forwarded-For`): true (one hop), a hop
   * count, or addresses/CIDRs; the right-most untrusted hop is the client (client-address.ts).
   * Off when missing.
   */
  trustProxy?: boolean | number | string[]
  /** Where the edit page's built assets are (edit-page.js, edit-page.css). */
  assetsDir?: string
  /** A self-contained HTML API reference to serve at /docs (built by `npm run build`). */
  apiReferenceFile?: string
  /** Request, header and keep-alive timeouts of the listening server; Fastify's defaults when missing. */
  timeouts?: ServerTimeouts
  /** Prometheus metrics, served at /metrics; none when not given. */
  metrics?: Metrics
  /** When set, /metrics needs `Authorization: Bearer <token>`. */
  metricsToken?: string | null
  /** When true (production), /metrics without `metricsToken` is not served: 404. */
  metricsTokenRequired?: boolean
  /** OpenTelemetry: a server span per request when given (tracing is off by default). */
  tracer?: Tracer
  /**
   * Short links answered from node:http ahead of Fastify's router (short-link-fast-path.ts); on
   * by default, off when tracing. Turn it off when hooks added to the returned app must see
   * short links too.
   */
  shortLinkFastPath?: boolean
}

const API_BASE_PATH = '/api/v1'
/** The operations whose body may be as large as a bulk one (1 MiB). */
const BULK_BODY_OPERATIONS: ReadonlySet<string> = new Set(['bulkCreateQrCodes', 'bulkUpdateQrCodes'])

const urlOf = (operationId: OperationId) => OPERATIONS.find((o) => o.operationId === operationId)?.url ?? ''
/** The route pattern of short links: their redirects count as scans, and the fast path answers them. */
const SHORT_LINK_ROUTE = urlOf('followShortLink')

/** Answers a short link straight from node:http, or says it is not one (`false`). */
type ShortLinkServer = (req: IncomingMessage, res: ServerResponse) => boolean

/**
 * Builds the dynqr app: every operation of openapi.yaml, routed, validated and serialised
 * from the generated contract, over services it is given (program.ts builds them). No `listen`
 * here; start-server.ts owns the process.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Short links skip Fastify's router once the routes exist (short-link-fast-path.ts).
  let serveShortLink: ShortLinkServer = () => false
  const app = createFastify(options, (req, res) => serveShortLink(req, res))
  const reserved = reservedPaths(app)
  installAuditTrail(app, options.services.audit)
  const edges = installEdges(app, options)
  // Traced requests take the Fastify route, where the tracing hooks are.
  if (!options.tracer && options.shortLinkFastPath !== false) {
    serveShortLink = shortLinkFastPath({
      shortLinks: options.services.shortLinks,
      verified: options.services.verifiedDomains,
      route: SHORT_LINK_ROUTE,
      reserved,
      isClosing: edges.isClosing,
      log: app.log,
      ...(options.logger && options.accessLog && { accessLog: options.accessLog }),
      metrics: options.metrics,
      headers: SECURITY_HEADERS,
      clientAddress: clientAddressOf(options.trustProxy),
      brands: options.services.brands,
    })
  }
  // Bodies are JSON only: anything else is a 415, not parsed as text.
  app.removeContentTypeParser(['text/plain'])
  installAssetBodies(app, urlOf('uploadAsset'))
  installPasswordForms(app, urlOf('unlockShortLink'))
  installCustomRoots(app, options.services.verifiedDomains)
  if (options.corsOrigins && options.corsOrigins.length > 0) await app.register(cors, corsOptions(options.corsOrigins))
  routeOperations(app, options)
  await app.register(staticRoutes, {
    assetsDir: options.assetsDir,
    apiReferenceFile: options.apiReferenceFile,
    publicUrl: options.publicUrl,
  })
  return app
}

/** The Fastify instance: its logger, request ids, limits and timeouts, on a server with the short links' fast path. */
function createFastify(options: AppOptions, serveShortLink: ShortLinkServer) {
  return Fastify({
    serverFactory: (handler, resolved) =>
      serverWithFastPath(handler, resolved as unknown as Parameters<typeof serverWithFastPath>[1], serveShortLink),
    ...(options.logger
      ? { loggerInstance: options.logger }
      : { logger: options.logLevel === undefined ? false : { level: options.logLevel, redact: LOG_REDACT } }),
    // One access line per request, not Fastify's pair of lines (access-log.ts).
    logController: new AccessLogController(options.logger ? options.accessLog : undefined),
    bodyLimit: BODY_LIMIT,
    requestIdHeader: false,
    genReqId: (req) => requestIdFor(req.headers['x-request-id']),
    // Requests arriving while the app closes get the contract's 503 (request-edges.ts). No
    // forceCloseConnections: requests in flight finish (server.ts bounds how long); only idle
    // connections are closed.
    return503OnClosing: false,
    // The right-most untrusted hop (client-address.ts).
    trustProxy: fastifyTrustProxy(options.trustProxy),
    frameworkErrors: frameworkErrorReply,
    ...(options.timeouts && serverTimeoutOptions(options.timeouts)),
  })
}

/** Single-segment paths of other routes (/docs, /keys, /metrics…), filled as routes are added: never short links. */
function reservedPaths(app: FastifyInstance): Set<string> {
  const reserved = new Set<string>()
  app.addHook('onRoute', (route) => {
    const url = route.url ?? ''
    if (url.lastIndexOf('/') === 0 && !url.includes(':') && !url.includes('*')) reserved.add(url)
  })
  return reserved
}

/** What every request passes through: its id, the security headers, errors, closing, tracing and metrics. */
function installEdges(app: FastifyInstance, options: AppOptions): { isClosing: () => boolean } {
  // Callback hooks, not async ones: no promise per request on every route.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })
  installSecurityHeaders(app)
  installErrorHandlers(app)
  const edges = installRequestEdges(app)
  if (options.tracer) installTracing(app, options.tracer)
  if (options.metrics) {
    const { metrics, metricsToken: token, metricsTokenRequired: tokenRequired } = options
    installMetrics(app, { metrics, token, tokenRequired, shortLinkRoute: SHORT_LINK_ROUTE })
  }
  return edges
}

/** CORS for the browsers of `origins` (`*`: any): the contract's methods and headers. */
function corsOptions(origins: string[]) {
  return {
    origin: origins.includes('*') ? '*' : origins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-Request-Id',
      'Prefer',
      'traceparent',
      'tracestate',
      'Idempotency-Key',
      'If-Match',
    ],
    exposedHeaders: [
      'X-Request-Id',
      'Retry-After',
      'Location',
      'WWW-Authenticate',
      'ETag',
      'RateLimit',
      'RateLimit-Policy',
      'Idempotent-Replayed',
    ],
    maxAge: 600,
  }
}

/** Every operation's handler, by operationId: each feature's thin handlers over its service. */
function operationHandlers(
  services: AppServices,
  apiBase: string,
  credentials: Required<Credentials>,
): Partial<Record<OperationId, Handler>> {
  const { keys, codes, shortLinks, readiness, webhooks, images } = services
  return {
    ...peopleHandlers(services.people, credentials),
    ...qrCodeHandlers(codes, apiBase, images),
    ...bulkChangeHandlers(codes),
    ...keyHandlers(keys),
    ...siteHandlers(shortLinks, services.verifiedDomains, services.brands),
    ...domainHandlers(services.domains, services.verifiedDomains),
    ...printHandlers(services.print),
    ...brandHandlers(services.brands),
    ...peoplePageHandlers(services.singleSignOn?.name),
    ...webhookHandlers(webhooks),
    ...eventStreamHandlers(services.eventHub),
    ...statsHandlers(services.scanStats),
    ...assetHandlers(services.assets, apiBase),
    ...styleHandlers(services.styles, apiBase),
    ...oidcHandlers({ singleSignOn: services.singleSignOn, users: services.people.users, cookie: credentials.cookie }),
    listAuditEvents: auditListHandler(services.audit),
    getHealth: async () => ({ status: 'ok' }),
    getReadiness: async (_request, reply) => {
      const state = await readiness()
      return state.status === 'ok' ? state : reply.code(503).send(state)
    },
  }
}

/** What a path parameter that cannot name anything answers: the 404 of the thing the path is about. */
function notFoundMessageOf(path: string): string {
  if (path.startsWith('/keys/')) return KEY_NOT_FOUND_MESSAGE
  if (path.startsWith('/assets/')) return ASSET_NOT_FOUND_MESSAGE
  if (path.startsWith('/styles/')) return STYLE_NOT_FOUND_MESSAGE
  if (path.startsWith('/domains/')) return DOMAIN_NOT_FOUND_MESSAGE
  return NOT_FOUND_MESSAGE
}

type Operation = (typeof OPERATIONS)[number]

/**
 * Requests are checked by the validators generated from the contract, not by Fastify's Ajv
 * (whose defaults would strip unknown fields instead of refusing them).
 */
function contractValidator(operation: Operation) {
  const notFoundMessage = notFoundMessageOf(operation.path)
  return ({ httpPart }: { httpPart?: string }) => {
    const part = httpPart as RequestPart
    const check = requestChecker(operation.operationId, part)
    return (data: unknown) => {
      const problems = check(data)
      if (problems.length === 0) return { value: data }
      // A path parameter names a code or a key: one that cannot exist is unknown (404), as
      // every operation on one documents, not a 400 that getQrCode does not.
      if (part === 'params') return { error: new DomainError('NOT_FOUND', notFoundMessage) }
      const first = problems[0]?.message ?? 'The request is invalid'
      return { error: new DomainError('INVALID_REQUEST', first, problems) }
    }
  }
}

/** Routes every operation of the contract to its handler, behind authentication, limits and idempotency. */
function routeOperations(app: FastifyInstance, options: AppOptions): void {
  const { services } = options
  const now = options.now ?? Date.now
  const limits = new RateLimits(
    services.rateLimits,
    { perAccountPerMinute: options.rateLimitPerMinute ?? 0, failedAuthPerMinute: options.failedAuthPerMinute ?? 0 },
    now,
  )
  const credentials: Required<Credentials> = {
    keys: services.keys,
    sessions: services.people.sessions,
    cookie: new SessionCookie(options.publicUrl),
    siteOrigin: new URL(options.publicUrl).origin,
  }
  const handlers = operationHandlers(services, `${options.publicUrl}${API_BASE_PATH}`, credentials)
  for (const operation of OPERATIONS) {
    const handler = handlers[operation.operationId as OperationId]
    if (!handler) throw new Error(`openapi.yaml has ${operation.operationId}, which the server does not implement`)
    app.route({
      method: operation.method as 'GET',
      url: operation.url,
      schema: { ...operation.request, response: operation.responses },
      validatorCompiler: contractValidator(operation),
      ...(operation.authenticated && {
        onRequest: [authenticate(credentials, operation.scopes as Scope[], limits), limits.perAccount],
      }),
      ...(BULK_BODY_OPERATIONS.has(operation.operationId) && { bodyLimit: BULK_BODY_LIMIT }),
      ...(operation.operationId === 'uploadAsset' && { bodyLimit: ASSET_BODY_LIMIT }),
      ...(IDEMPOTENT_OPERATIONS.has(operation.operationId) &&
        idempotencyHooks(operation.operationId, services.idempotency, now, options.idempotencyLeaseMs)),
      handler,
    })
  }
}
