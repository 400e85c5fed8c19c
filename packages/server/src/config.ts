import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { ConfigError } from './config-error.js'
import { DEFAULT_AUDIT_RETENTION_DAYS } from './domain/audit/audit-log.js'
import { DEFAULT_MAX_ASSETS_PER_ACCOUNT, MAX_ASSETS_PER_ACCOUNT_LIMIT } from './domain/branding/asset-service.js'
import { DEFAULT_MAX_STYLES_PER_ACCOUNT } from './domain/branding/style-service.js'
import { DEFAULT_MAX_CODES_PER_ACCOUNT } from './domain/codes/account-code-cap.js'
import { SCAN_FAILURE_MODES, type ScanFailureMode } from './domain/codes/short-link-service.js'
import { DEFAULT_MAX_DOMAINS_PER_ACCOUNT } from './domain/domains/domain-service.js'
import { DEFAULT_GUARD_DRAWS_PER_REQUEST, MIN_GUARD_DRAWS_PER_REQUEST } from './domain/images/scan-guard.js'
import { DEFAULT_MAX_KEYS_PER_ACCOUNT } from './domain/keys/api-keys.js'
import { DEFAULT_MAX_MEMBERS_PER_ACCOUNT } from './domain/people/invitation-service.js'
import { DEFAULT_SESSION_IDLE_HOURS, DEFAULT_SESSION_MAX_DAYS } from './domain/people/session-service.js'
import { DEVELOPMENT_VISITOR_KEY_SECRET, MIN_VISITOR_KEY_SECRET_CHARS } from './domain/scans/visitor-keys.js'
import { DEFAULT_STREAMS_PER_ACCOUNT } from './domain/webhooks/event-stream.js'
import { DEFAULT_SCAN_EVENT_INTERVAL_MS } from './domain/webhooks/scan-events.js'
import { DEFAULT_MAX_WEBHOOKS_PER_ACCOUNT } from './domain/webhooks/webhook-service.js'
import { type TargetCheckSettings, targetCheckSettings } from './health/target-check-config.js'
import { DEFAULT_IMAGE_CACHE_MB, DEFAULT_IMAGE_MEGAPIXELS_PER_MINUTE } from './images/create-image-renderer.js'
import { DEFAULT_IMAGE_QUEUE_PER_ACCOUNT } from './images/fair-queue.js'
import { LARGEST_IMAGE_MEGAPIXELS } from './images/pixel-budget.js'
import { DEFAULT_IMAGE_WORKERS } from './images/png-pool.js'
import { mailSettings } from './mail/mail-config.js'
import type { MailSettings } from './mail/smtp-invitation-mailer.js'
import { type OidcSettings, oidcSettings } from './oidc/oidc-config.js'
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './webhooks/dispatcher.js'

export type StoreUrl = { kind: 'sqlite'; file: string } | { kind: 'memory' } | { kind: 'postgres'; url: string }

export interface Config {
  port: number
  host: string
  /** `{site_url}`, without a trailing slash. */
  publicUrl: string
  database: StoreUrl
  nodeEnv: 'development' | 'production' | 'test'
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /** Origins allowed to call the API from browsers; `['*']` allows any. Empty: none. */
  corsOrigins: string[]
  /** API requests an account may make per minute, all its keys together; 0 turns rate limiting off. */
  rateLimitPerMinute: number
  /** Requests failing authentication one client address may make per minute; 0: no limit. */
  failedAuthPerMinute: number
  /** Proxies trusted for the client address (X-Forwarded-For): false, true, a hop count or addresses. */
  trustProxy: boolean | number | string[]
  /** PostgreSQL only: connections in this instance's pool. */
  databasePoolSize: number
  /** PostgreSQL only: longest a statement may run, in ms. */
  databaseStatementTimeoutMs: number
  /** SQLite only: longest a request waits for another process's write lock, in ms, before a 503. */
  databaseLockTimeoutMs: number
  /** Longest a client may take to send a whole request (headers and body), in ms. */
  requestTimeoutMs: number
  /** Longest a client may take to send a request's headers, in ms; at most requestTimeoutMs. */
  headersTimeoutMs: number
  /** How long an idle keep-alive connection stays open, in ms. */
  keepAliveTimeoutMs: number
  /** On SIGTERM/SIGINT, how long requests in flight may take to finish before they are cut off, in ms. */
  shutdownTimeoutMs: number
  /** Worker threads that rasterise PNG. */
  imageWorkers: number
  /** MiB of rendered PNG kept for repeat requests; 0 turns the cache off. */
  imageCacheMb: number
  /** PNG megapixels one account may have rendered per minute; 0 turns the budget off. */
  imageMegapixelsPerMinute: number
  /** Image tasks one account may have waiting and running on the workers (IMAGE_QUEUE_PER_ACCOUNT). */
  imageQueuePerAccount: number
  /** Draws the scan guard may make for one request (SCAN_GUARD_DRAWS_PER_REQUEST). */
  scanGuardDrawsPerRequest: number
  /** Style templates one account may hold (MAX_STYLES_PER_ACCOUNT). */
  maxStylesPerAccount: number
  /** Webhook delivery: timeouts, retries, the SSRF guard's switch (WEBHOOK_*). */
  webhooks: WebhookSettings
  /** Destination health checks (issue #44, health/target-check-config.ts). */
  targetChecks: TargetCheckSettings
  /** Days hourly scan buckets are kept before being rolled up into days; 0 keeps them forever. */
  statsHourlyRetentionDays: number
  /** GEOIP_DATABASE: an MMDB country database's path, `off`, or undefined for the one that ships. */
  geoipDatabase: string | undefined
  /** Days raw scan events are kept (their roll-ups stay); 0 keeps them forever. */
  scanEventRetentionDays: number
  /** Days the audit log keeps an entry (AUDIT_RETENTION_DAYS); 0 keeps them forever. */
  auditRetentionDays: number
  /** VISITOR_KEY_SECRET: the visitor keys' pepper, never stored in the database; null: the public development one. */
  visitorKeySecret: string | null
  /** When set, GET /metrics needs `Authorization: Bearer <token>`; null serves it to anyone. */
  metricsToken: string | null
  /** A short link whose scan cannot be counted: `closed` answers 503, `open` redirects codes without maxScans. */
  scanFailureMode: ScanFailureMode
  /** Live API keys one account may hold (MAX_KEYS_PER_ACCOUNT). */
  maxKeysPerAccount: number
  /** Live QR codes one account may hold (MAX_CODES_PER_ACCOUNT). */
  maxCodesPerAccount: number
  /** Webhook endpoints one account may register (MAX_WEBHOOKS_PER_ACCOUNT). */
  maxWebhooksPerAccount: number
  /** Event streams (GET /events) one account may hold open at once per instance (MAX_EVENT_STREAMS_PER_ACCOUNT). */
  maxEventStreamsPerAccount: number
  /** Uploaded images one account may hold (MAX_ASSETS_PER_ACCOUNT), at most 1,000 (the list's maxItems). */
  maxAssetsPerAccount: number
  /** Invitation e-mail (SMTP_URL, MAIL_FROM); null: invitations are links to copy. */
  mail: MailSettings | null
  /** Sign-in with OpenID Connect (OIDC_*); null: email and password only. */
  oidc: OidcSettings | null
  /** Sessions (issue #41): SESSION_IDLE_HOURS without use end one, SESSION_MAX_DAYS after sign-in at the latest. */
  sessionIdleHours: number
  sessionMaxDays: number
  /** Members and pending invitations one account may hold (MAX_MEMBERS_PER_ACCOUNT). */
  maxMembersPerAccount: number
  /** Custom domains one account may hold (MAX_DOMAINS_PER_ACCOUNT). */
  maxDomainsPerAccount: number
  /** DNS_SERVERS: the resolvers custom domains' TXT records are asked of (`ip` or `ip:port`); empty: the system's. */
  dnsServers: string[]
}

export { ConfigError } from './config-error.js' // its own file: mail/ and oidc/ throw it too

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
const NODE_ENVS = ['development', 'production', 'test'] as const

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 1_200
export const DEFAULT_AUTH_FAILURES_PER_MINUTE = 30

/**
 * DNS_SERVERS: a comma-separated list of resolvers, each an IP address with an optional port
 * (`10.0.0.2`, `127.0.0.1:5353`, `[::1]:53`), as node:dns's `setServers` takes them.
 */
function dnsServers(raw: string | undefined): string[] {
  const servers = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const server of servers) {
    const address = server.startsWith('[') ? server.slice(1, server.indexOf(']')) : server.replace(/:\d+$/, '')
    if (isIP(address) === 0) {
      throw new ConfigError('DNS_SERVERS', `must list IP addresses with optional ports, not "${server}"`)
    }
  }
  return servers
}

/** TRUST_PROXY: unset or `false`, `true`, a hop count, or a comma-separated list of addresses/CIDRs. */
function trustProxy(raw: string | undefined): boolean | number | string[] {
  if (raw === undefined || raw === '' || raw === 'false') return false
  if (raw === 'true') return true
  if (/^\d+$/.test(raw)) return Number(raw)
  const list = raw.split(',').map((part) => part.trim())
  if (list.some((part) => !/^[0-9A-Fa-f:.]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/.test(part))) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be true, false, a hop count or a comma-separated list of addresses, not ${JSON.stringify(raw)}`,
    )
  }
  return list
}

/** MAX_CODES_PER_ACCOUNT: read by the server and by the CLI, whose import creates codes too. */
export const maxCodesPerAccount = (env: NodeJS.ProcessEnv): number =>
  integer(env, 'MAX_CODES_PER_ACCOUNT', DEFAULT_MAX_CODES_PER_ACCOUNT, 1, 1_000_000_000)

/** MAX_KEYS_PER_ACCOUNT: read by the server and by the CLI, which creates keys too. */
export const maxKeysPerAccount = (env: NodeJS.ProcessEnv): number =>
  integer(env, 'MAX_KEYS_PER_ACCOUNT', DEFAULT_MAX_KEYS_PER_ACCOUNT, 1, 1_000_000)

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}, not "${raw}"`)
  }
  return value
}

/**
 * Durations are milliseconds with the unit in the name. A unit-less name (PRODUCT.md speaks of
 * SHUTDOWN_TIMEOUT) would otherwise be ignored without a word, so it stops the start instead.
 */
function refuseUnitlessDurations(env: NodeJS.ProcessEnv, names: readonly string[]): void {
  for (const name of names) {
    if (env[name] !== undefined) {
      throw new ConfigError(name, `is not read: durations are in milliseconds; set ${name}_MS instead`)
    }
  }
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, not "${raw}"`)
  }
  return raw as T
}

function imageBudget(env: NodeJS.ProcessEnv): number {
  const name = 'IMAGE_RENDER_MEGAPIXELS_PER_MINUTE'
  const value = integer(env, name, DEFAULT_IMAGE_MEGAPIXELS_PER_MINUTE, 0, 1_000_000)
  if (value > 0 && value < LARGEST_IMAGE_MEGAPIXELS) {
    throw new ConfigError(
      name,
      `must be 0 (no limit) or at least ${LARGEST_IMAGE_MEGAPIXELS}, so one 4096 px PNG fits, not "${value}"`,
    )
  }
  return value
}

const DAY_MS = 86_400_000

function webhookSettings(env: NodeJS.ProcessEnv): WebhookSettings {
  const defaults = DEFAULT_WEBHOOK_SETTINGS
  return {
    pollMs: integer(env, 'WEBHOOK_POLL_MS', defaults.pollMs, 10, 600_000),
    timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', defaults.timeoutMs, 100, 120_000),
    retryBaseMs: integer(env, 'WEBHOOK_RETRY_BASE_MS', defaults.retryBaseMs, 1, DAY_MS),
    retryMaxMs: integer(env, 'WEBHOOK_RETRY_MAX_MS', defaults.retryMaxMs, 1, DAY_MS),
    retryWindowMs: integer(env, 'WEBHOOK_RETRY_WINDOW_MS', defaults.retryWindowMs, 1, 30 * DAY_MS),
    disableAfterMs: integer(env, 'WEBHOOK_DISABLE_AFTER_MS', defaults.disableAfterMs, 1, 30 * DAY_MS),
    allowPrivate: oneOf(env, 'WEBHOOK_ALLOW_PRIVATE', ['true', 'false'], 'false') === 'true',
    retentionMs: integer(env, 'WEBHOOK_RETENTION_MS', defaults.retentionMs, DAY_MS, 365 * DAY_MS),
    scanEventIntervalMs: integer(env, 'SCAN_EVENT_INTERVAL', DEFAULT_SCAN_EVENT_INTERVAL_MS / 1000, 1, 86_400) * 1000,
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/

/**
 * A production server others can reach must know its public address: otherwise every printed
 * short link and edit link would point at http://0.0.0.0:3000 or a private host. On a loopback
 * interface the default (http://127.0.0.1:PORT) is right, so a local trial needs nothing.
 */
function requirePublicUrlWhenExposed(env: NodeJS.ProcessEnv, host: string): void {
  const production = (env.NODE_ENV || 'production') === 'production'
  if (production && !env.PUBLIC_URL && !LOOPBACK.test(host)) {
    throw new ConfigError(
      'PUBLIC_URL',
      `must be set in production when HOST is "${host}": short links would point at http://${host}:…; set it to your public origin, e.g. https://qr.example`,
    )
  }
}

/** VISITOR_KEY_SECRET: unset, or at least MIN_VISITOR_KEY_SECRET_CHARS characters without surrounding spaces. */
function visitorKeySecret(env: NodeJS.ProcessEnv): string | null {
  const raw = env.VISITOR_KEY_SECRET
  if (raw === undefined || raw === '') return null
  if (raw.trim() !== raw || raw.length < MIN_VISITOR_KEY_SECRET_CHARS) {
    throw new ConfigError(
      'VISITOR_KEY_SECRET',
      `must be at least ${MIN_VISITOR_KEY_SECRET_CHARS} characters with no surrounding spaces (e.g. the output of openssl rand -hex 32)`,
    )
  }
  if (raw === DEVELOPMENT_VISITOR_KEY_SECRET) {
    throw new ConfigError('VISITOR_KEY_SECRET', 'must not be the public development value: make a secret of your own')
  }
  return raw
}

export function parseDatabaseUrl(raw: string, cwd = process.cwd()): StoreUrl {
  if (raw === 'memory:' || raw === 'memory://') return { kind: 'memory' }
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '')
    if (file === '') throw new ConfigError('DATABASE_URL', 'needs a file after sqlite:, as in sqlite:./data/dynqr.db')
    return { kind: 'sqlite', file: file === ':memory:' ? file : resolve(cwd, file) }
  }
  if (/^postgres(ql)?:\/\//.test(raw)) return { kind: 'postgres', url: raw }
  throw new ConfigError('DATABASE_URL', `must be sqlite:<path>, memory: or postgres://…, not "${raw}"`)
}

/** PUBLIC_URL, checked: `{site_url}` without a trailing slash; `http://HOST:PORT` when unset. */
function publicUrlOf(env: NodeJS.ProcessEnv, host: string, port: number): string {
  const rawPublicUrl = env.PUBLIC_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  let publicUrl: URL
  try {
    publicUrl = new URL(rawPublicUrl)
  } catch {
    throw new ConfigError('PUBLIC_URL', `must be an absolute http(s) URL, not "${rawPublicUrl}"`)
  }
  if (!/^https?:$/.test(publicUrl.protocol) || publicUrl.search || publicUrl.hash || publicUrl.username) {
    throw new ConfigError(
      'PUBLIC_URL',
      `must be a plain http(s) URL with no query, fragment or user, not "${rawPublicUrl}"`,
    )
  }
  if (publicUrl.pathname !== '/') {
    throw new ConfigError('PUBLIC_URL', 'must have no path: short links are served at the root of their host')
  }
  return publicUrl.origin
}

/** DATABASE_URL when unset: a SQLite file under the working directory. */
export const DEFAULT_DATABASE_URL = 'sqlite:./data/dynqr.db'

/** What the command-line tool's services read (program.ts, openServices): the store, the public URL and the caps. */
export type ServicesConfig = Pick<Config, 'database' | 'publicUrl' | 'maxKeysPerAccount' | 'maxCodesPerAccount'>

/**
 * The configuration of the command-line tool's commands (keys, accounts, import, export, migrate):
 * the server's rules and defaults for what they use, without the checks only serving needs (a
 * production HOST without PUBLIC_URL may still migrate or create keys).
 */
export function loadServicesConfig(env: NodeJS.ProcessEnv = process.env): ServicesConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535)
  return {
    database: parseDatabaseUrl(env.DATABASE_URL || DEFAULT_DATABASE_URL),
    publicUrl: publicUrlOf(env, env.HOST || '127.0.0.1', port),
    maxKeysPerAccount: maxKeysPerAccount(env),
    maxCodesPerAccount: maxCodesPerAccount(env),
  }
}

/** Reads and checks the configuration once, at boot. Throws ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535)
  const host = env.HOST || '127.0.0.1'
  requirePublicUrlWhenExposed(env, host)
  const publicUrl = publicUrlOf(env, host, port)
  const corsRaw = env.CORS_ORIGINS ?? ''
  const corsOrigins = corsRaw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  for (const origin of corsOrigins) {
    if (origin !== '*' && !/^https?:\/\/[^/]+$/.test(origin)) {
      throw new ConfigError(
        'CORS_ORIGINS',
        `must be * or a comma-separated list of origins like https://app.example, not "${origin}"`,
      )
    }
  }
  refuseUnitlessDurations(env, ['REQUEST_TIMEOUT', 'HEADERS_TIMEOUT', 'KEEP_ALIVE_TIMEOUT', 'SHUTDOWN_TIMEOUT'])
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000)
  const headersTimeoutMs = integer(env, 'HEADERS_TIMEOUT_MS', Math.min(10_000, requestTimeoutMs), 100, 3_600_000)
  if (headersTimeoutMs > requestTimeoutMs) {
    // node:http refuses this combination: the headers are part of the request.
    throw new ConfigError(
      'HEADERS_TIMEOUT_MS',
      `must not be longer than REQUEST_TIMEOUT_MS (${requestTimeoutMs}), not "${headersTimeoutMs}"`,
    )
  }
  return {
    port,
    host,
    publicUrl,
    database: parseDatabaseUrl(env.DATABASE_URL || DEFAULT_DATABASE_URL),
    // Unset means production: only an explicit development start prints a key.
    nodeEnv: oneOf(env, 'NODE_ENV', NODE_ENVS, 'production'),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    corsOrigins,
    // On by default (PRODUCT.md): 1,200 a minute per account is 20 a second, far above any UI.
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_LIMIT_PER_MINUTE, 0, 1_000_000_000),
    failedAuthPerMinute: integer(env, 'AUTH_FAILURES_PER_MINUTE', DEFAULT_AUTH_FAILURES_PER_MINUTE, 0, 1_000_000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 1_000),
    databaseStatementTimeoutMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 5_000, 100, 600_000),
    databaseLockTimeoutMs: integer(env, 'DATABASE_LOCK_TIMEOUT_MS', 5_000, 0, 600_000),
    requestTimeoutMs,
    headersTimeoutMs,
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 100, 3_600_000),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    imageWorkers: integer(env, 'IMAGE_WORKERS', DEFAULT_IMAGE_WORKERS, 1, 256),
    imageCacheMb: integer(env, 'IMAGE_CACHE_MB', DEFAULT_IMAGE_CACHE_MB, 0, 65_536),
    imageMegapixelsPerMinute: imageBudget(env),
    imageQueuePerAccount: integer(env, 'IMAGE_QUEUE_PER_ACCOUNT', DEFAULT_IMAGE_QUEUE_PER_ACCOUNT, 1, 100_000),
    scanGuardDrawsPerRequest: integer(
      env,
      'SCAN_GUARD_DRAWS_PER_REQUEST',
      DEFAULT_GUARD_DRAWS_PER_REQUEST,
      MIN_GUARD_DRAWS_PER_REQUEST,
      100_000,
    ),
    maxStylesPerAccount: integer(env, 'MAX_STYLES_PER_ACCOUNT', DEFAULT_MAX_STYLES_PER_ACCOUNT, 1, 1_000_000),
    webhooks: webhookSettings(env),
    targetChecks: targetCheckSettings(env, webhookSettings(env).allowPrivate, port, integer),
    statsHourlyRetentionDays: integer(env, 'STATS_HOURLY_RETENTION_DAYS', 90, 0, 36_500),
    geoipDatabase: env.GEOIP_DATABASE || undefined,
    scanEventRetentionDays: integer(env, 'SCAN_EVENT_RETENTION_DAYS', 30, 0, 36_500),
    auditRetentionDays: integer(env, 'AUDIT_RETENTION_DAYS', DEFAULT_AUDIT_RETENTION_DAYS, 0, 36_500),
    visitorKeySecret: visitorKeySecret(env),
    metricsToken: env.METRICS_TOKEN || null,
    scanFailureMode: oneOf(env, 'SCAN_FAILURE_MODE', SCAN_FAILURE_MODES, 'closed'),
    maxKeysPerAccount: maxKeysPerAccount(env),
    maxCodesPerAccount: maxCodesPerAccount(env),
    sessionIdleHours: integer(env, 'SESSION_IDLE_HOURS', DEFAULT_SESSION_IDLE_HOURS, 1, 87_600),
    sessionMaxDays: integer(env, 'SESSION_MAX_DAYS', DEFAULT_SESSION_MAX_DAYS, 1, 3_650),
    maxMembersPerAccount: integer(env, 'MAX_MEMBERS_PER_ACCOUNT', DEFAULT_MAX_MEMBERS_PER_ACCOUNT, 1, 10_000),
    maxWebhooksPerAccount: integer(env, 'MAX_WEBHOOKS_PER_ACCOUNT', DEFAULT_MAX_WEBHOOKS_PER_ACCOUNT, 1, 1_000_000),
    maxEventStreamsPerAccount: integer(env, 'MAX_EVENT_STREAMS_PER_ACCOUNT', DEFAULT_STREAMS_PER_ACCOUNT, 1, 10_000),
    maxDomainsPerAccount: integer(env, 'MAX_DOMAINS_PER_ACCOUNT', DEFAULT_MAX_DOMAINS_PER_ACCOUNT, 1, 1_000),
    dnsServers: dnsServers(env.DNS_SERVERS),
    maxAssetsPerAccount: integer(
      env,
      'MAX_ASSETS_PER_ACCOUNT',
      DEFAULT_MAX_ASSETS_PER_ACCOUNT,
      1,
      MAX_ASSETS_PER_ACCOUNT_LIMIT,
    ),
    mail: mailSettings(env),
    oidc: oidcSettings(env),
  }
}
