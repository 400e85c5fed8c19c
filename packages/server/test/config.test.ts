import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/index.js'

describe('loadConfig', () => {
  it('has defaults that run a production server on SQLite', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      nodeEnv: 'production',
      logLevel: 'info',
      corsOrigins: [],
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      shutdownTimeoutMs: 10_000,
    })
    expect(config.database).toEqual({ kind: 'sqlite', file: expect.stringMatching(/data\/dynqr\.db$/) })
    // Unset: the public development pepper is used (and a production start warns).
    expect(config.visitorKeySecret).toBeNull()
  })

  it('renders images on workers, with a 32 MiB cache and 200 megapixels per key per minute, by default', () => {
    const config = loadConfig({})
    expect(config.imageWorkers).toBeGreaterThanOrEqual(1)
    expect(config).toMatchObject({ imageCacheMb: 32, imageMegapixelsPerMinute: 200 })
    expect(loadConfig({ IMAGE_CACHE_MB: '0', IMAGE_RENDER_MEGAPIXELS_PER_MINUTE: '0' })).toMatchObject({
      imageCacheMb: 0,
      imageMegapixelsPerMinute: 0,
    })
  })

  it('keeps the audit log 365 days by default; 0 keeps it forever', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(365)
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '0' }).auditRetentionDays).toBe(0)
  })

  it('keeps hourly scan buckets 90 days by default; 0 keeps them forever', () => {
    expect(loadConfig({}).statsHourlyRetentionDays).toBe(90)
    expect(loadConfig({ STATS_HOURLY_RETENTION_DAYS: '0' }).statsHourlyRetentionDays).toBe(0)
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://qr.example/',
      DATABASE_URL: 'memory:',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: 'https://app.example, http://localhost:5173',
      RATE_LIMIT_PER_MINUTE: '600',
      DATABASE_POOL_SIZE: '20',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      DATABASE_LOCK_TIMEOUT_MS: '1500',
      REQUEST_TIMEOUT_MS: '20000',
      HEADERS_TIMEOUT_MS: '5000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      SHUTDOWN_TIMEOUT_MS: '25000',
      IMAGE_WORKERS: '3',
      IMAGE_CACHE_MB: '64',
      IMAGE_RENDER_MEGAPIXELS_PER_MINUTE: '500',
      WEBHOOK_POLL_MS: '250',
      WEBHOOK_TIMEOUT_MS: '5000',
      WEBHOOK_RETRY_BASE_MS: '1000',
      WEBHOOK_RETRY_MAX_MS: '600000',
      WEBHOOK_RETRY_WINDOW_MS: '43200000',
      WEBHOOK_DISABLE_AFTER_MS: '86400000',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      STATS_HOURLY_RETENTION_DAYS: '30',
      GEOIP_DATABASE: '/var/lib/dynqr/GeoLite2-Country.mmdb',
      SCAN_EVENT_RETENTION_DAYS: '7',
      AUDIT_RETENTION_DAYS: '90',
      VISITOR_KEY_SECRET: '3f9c2a7d1e8b4c6a0f5d9e2b7c1a4f8e',
      METRICS_TOKEN: 'scrape-me',
      SCAN_FAILURE_MODE: 'open',
      MAX_KEYS_PER_ACCOUNT: '10',
      MAX_CODES_PER_ACCOUNT: '500',
      MAX_WEBHOOKS_PER_ACCOUNT: '5',
      SCAN_EVENT_INTERVAL: '30',
      MAX_EVENT_STREAMS_PER_ACCOUNT: '3',
      MAX_DOMAINS_PER_ACCOUNT: '3',
      DNS_SERVERS: '10.0.0.2, 127.0.0.1:5353,[::1]:53',
      MAX_ASSETS_PER_ACCOUNT: '50',
      SESSION_IDLE_HOURS: '12',
      SESSION_MAX_DAYS: '7',
      MAX_MEMBERS_PER_ACCOUNT: '25',
      AUTH_FAILURES_PER_MINUTE: '10',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'qr@example.com',
      OIDC_ISSUER: 'https://id.example',
      OIDC_CLIENT_ID: 'dynqr',
      OIDC_CLIENT_SECRET: 'a-secret',
      TARGET_CHECK_INTERVAL: '3600',
      TARGET_CHECK_POLL_MS: '1000',
    })
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://qr.example',
      database: { kind: 'memory' },
      nodeEnv: 'production',
      logLevel: 'warn',
      corsOrigins: ['https://app.example', 'http://localhost:5173'],
      rateLimitPerMinute: 600,
      failedAuthPerMinute: 10,
      trustProxy: ['10.0.0.0/8', 'loopback'],
      databasePoolSize: 20,
      databaseStatementTimeoutMs: 2000,
      databaseLockTimeoutMs: 1500,
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 5_000,
      keepAliveTimeoutMs: 65_000,
      shutdownTimeoutMs: 25_000,
      imageWorkers: 3,
      imageCacheMb: 64,
      imageMegapixelsPerMinute: 500,
      imageQueuePerAccount: 32,
      scanGuardDrawsPerRequest: 200,
      maxStylesPerAccount: 200,
      webhooks: {
        pollMs: 250,
        timeoutMs: 5_000,
        retryBaseMs: 1_000,
        retryMaxMs: 600_000,
        retryWindowMs: 43_200_000,
        disableAfterMs: 86_400_000,
        allowPrivate: true,
        retentionMs: 604_800_000,
        scanEventIntervalMs: 30_000,
      },
      targetChecks: {
        intervalMs: 3_600_000,
        pollMs: 1_000,
        timeoutMs: 10_000,
        allowPrivate: true,
        ownPort: 8080,
        concurrency: 8,
      },
      statsHourlyRetentionDays: 30,
      geoipDatabase: '/var/lib/dynqr/GeoLite2-Country.mmdb',
      scanEventRetentionDays: 7,
      auditRetentionDays: 90,
      visitorKeySecret: '3f9c2a7d1e8b4c6a0f5d9e2b7c1a4f8e',
      metricsToken: 'scrape-me',
      scanFailureMode: 'open',
      maxKeysPerAccount: 10,
      maxCodesPerAccount: 500,
      maxWebhooksPerAccount: 5,
      maxEventStreamsPerAccount: 3,
      maxAssetsPerAccount: 50,
      mail: { smtpUrl: 'smtp://mail.example:587', from: 'qr@example.com' },
      oidc: expect.objectContaining({ issuer: 'https://id.example', clientId: 'dynqr', clientSecret: 'a-secret' }),
      sessionIdleHours: 12,
      sessionMaxDays: 7,
      maxMembersPerAccount: 25,
      maxDomainsPerAccount: 3,
      dnsServers: ['10.0.0.2', '127.0.0.1:5353', '[::1]:53'],
    })
  })

  it('takes DNS_SERVERS as IP addresses with optional ports, the system’s resolvers when unset', () => {
    expect(loadConfig({}).dnsServers).toEqual([])
    expect(loadConfig({}).maxDomainsPerAccount).toBe(20)
    expect(() => loadConfig({ DNS_SERVERS: 'dns.example.com' })).toThrow(/DNS_SERVERS/)
    expect(() => loadConfig({ DNS_SERVERS: '10.0.0.2,nope:53' })).toThrow(/DNS_SERVERS/)
  })

  it('limits API requests per key and failed authentications per address by default, trusting no proxy', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      rateLimitPerMinute: 1_200,
      failedAuthPerMinute: 30,
      trustProxy: false,
      maxKeysPerAccount: 100,
      maxCodesPerAccount: 100_000,
      maxWebhooksPerAccount: 20,
      maxAssetsPerAccount: 200,
      sessionIdleHours: 168,
      sessionMaxDays: 30,
      maxMembersPerAccount: 100,
    })
    // At most 1,000 assets: an account's list stays within the contract's AssetList maxItems.
    expect(() => loadConfig({ MAX_ASSETS_PER_ACCOUNT: '1001' })).toThrow(/MAX_ASSETS_PER_ACCOUNT/)
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be true, false, a hop count/)
  })

  it('refuses a production server others can reach without PUBLIC_URL, so no link points at 0.0.0.0', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/PUBLIC_URL must be set in production when HOST is "0.0.0.0"/)
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://qr.example' }).publicUrl).toBe('https://qr.example')
    expect(loadConfig({ HOST: '0.0.0.0', NODE_ENV: 'development' }).publicUrl).toBe('http://0.0.0.0:3000')
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000')
    expect(loadConfig({}).metricsToken).toBeNull()
  })

  it('keeps the default header timeout within a shorter request timeout', () => {
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '4000' })).toMatchObject({
      requestTimeoutMs: 4_000,
      headersTimeoutMs: 4_000,
    })
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'qr.example' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://qr.example' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://qr.example/links' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres:db' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'sqlite:' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ CORS_ORIGINS: 'app.example' }, 'CORS_ORIGINS'],
    [{ RATE_LIMIT_PER_MINUTE: '-1' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '5s' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS'],
    [{ HEADERS_TIMEOUT_MS: '40000' }, 'HEADERS_TIMEOUT_MS'],
    [{ REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '3000' }, 'HEADERS_TIMEOUT_MS'],
    [{ KEEP_ALIVE_TIMEOUT_MS: '1m' }, 'KEEP_ALIVE_TIMEOUT_MS'],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, 'SHUTDOWN_TIMEOUT_MS'],
    [{ SHUTDOWN_TIMEOUT: '10' }, 'SHUTDOWN_TIMEOUT'],
    [{ TARGET_CHECK_INTERVAL: '6h' }, 'TARGET_CHECK_INTERVAL'],
    [{ TARGET_CHECK_INTERVAL: '3600', TARGET_CHECK_INTERVAL_MS: '3600000' }, 'TARGET_CHECK_INTERVAL'],
    [{ REQUEST_TIMEOUT: '30s' }, 'REQUEST_TIMEOUT'],
    [{ IMAGE_WORKERS: '0' }, 'IMAGE_WORKERS'],
    [{ IMAGE_CACHE_MB: 'lots' }, 'IMAGE_CACHE_MB'],
    [{ IMAGE_RENDER_MEGAPIXELS_PER_MINUTE: '16' }, 'IMAGE_RENDER_MEGAPIXELS_PER_MINUTE'],
    [{ WEBHOOK_ALLOW_PRIVATE: 'yes' }, 'WEBHOOK_ALLOW_PRIVATE'],
    [{ WEBHOOK_TIMEOUT_MS: '10s' }, 'WEBHOOK_TIMEOUT_MS'],
    [{ STATS_HOURLY_RETENTION_DAYS: '7d' }, 'STATS_HOURLY_RETENTION_DAYS'],
    [{ SCAN_EVENT_RETENTION_DAYS: '-1' }, 'SCAN_EVENT_RETENTION_DAYS'],
    [{ VISITOR_KEY_SECRET: 'too-short' }, 'VISITOR_KEY_SECRET'],
    [{ VISITOR_KEY_SECRET: ' 3f9c2a7d1e8b4c6a0f5d9e2b7c1a4f8e ' }, 'VISITOR_KEY_SECRET'],
    [{ VISITOR_KEY_SECRET: 'dynqr-development-visitor-key-secret-not-for-production' }, 'VISITOR_KEY_SECRET'],
  ])('stops on %o, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(new RegExp(`^${variable} `))
  })
})

describe('loadConfig: invitation e-mail and OpenID Connect', () => {
  const oidc = {
    OIDC_ISSUER: 'https://id.example.com',
    OIDC_CLIENT_ID: 'dynqr',
    OIDC_CLIENT_SECRET: 'a-secret',
  }

  it('sends no e-mail and offers no OpenID Connect when unset', () => {
    expect(loadConfig({})).toMatchObject({ mail: null, oidc: null })
  })

  it('reads SMTP_URL and MAIL_FROM together', () => {
    const env = {
      SMTP_URL: 'smtps://qr%40example.com:p%40ss@mail.example.com:465',
      MAIL_FROM: 'dynqr <qr@example.com>',
    }
    expect(loadConfig(env).mail).toEqual({ smtpUrl: env.SMTP_URL, from: 'dynqr <qr@example.com>' })
  })

  it.each([
    [
      'a scheme other than smtp',
      { SMTP_URL: 'https://user:hunter2@mail.example.com', MAIL_FROM: 'qr@example.com' },
      'SMTP_URL',
    ],
    ['no sender', { SMTP_URL: 'smtp://user:hunter2@mail.example.com:587' }, 'MAIL_FROM must be set'],
    ['a sender that is no address', { SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'dynqr' }, 'MAIL_FROM must be'],
    ['a sender without a server', { MAIL_FROM: 'qr@example.com' }, 'MAIL_FROM is set but SMTP_URL is not'],
  ])('refuses %s, never echoing the password', (_, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
    expect(() => loadConfig(env)).not.toThrow(/hunter2/)
  })

  it('reads the OIDC_* variables, with "single sign-on", no domains and viewers by default', () => {
    expect(loadConfig(oidc).oidc).toEqual({
      issuer: 'https://id.example.com',
      clientId: 'dynqr',
      clientSecret: 'a-secret',
      name: 'single sign-on',
      allowedDomains: [],
      account: null,
      defaultRole: 'viewer',
    })
    const full = {
      ...oidc,
      OIDC_NAME: 'Example ID',
      OIDC_ALLOWED_DOMAINS: 'Example.com, example.org',
      OIDC_ACCOUNT: 'Marketing',
      OIDC_DEFAULT_ROLE: 'editor',
    }
    expect(loadConfig(full).oidc).toMatchObject({
      name: 'Example ID',
      allowedDomains: ['example.com', 'example.org'],
      account: 'Marketing',
      defaultRole: 'editor',
    })
    // A provider on the same machine may speak plain HTTP.
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.issuer).toBe('http://127.0.0.1:4000')
  })

  it.each([
    ['a client without an issuer', { OIDC_CLIENT_ID: 'dynqr' }, 'OIDC_CLIENT_ID is set but OIDC_ISSUER is not'],
    ['an issuer without a client id', { ...oidc, OIDC_CLIENT_ID: '' }, 'OIDC_CLIENT_ID must be set'],
    ['an issuer without a secret', { ...oidc, OIDC_CLIENT_SECRET: '' }, 'OIDC_CLIENT_SECRET must be set'],
    [
      'plain HTTP to another host',
      { ...oidc, OIDC_ISSUER: 'http://id.example.com' },
      'OIDC_ISSUER must be an https URL',
    ],
    ['an issuer that is no URL', { ...oidc, OIDC_ISSUER: 'id.example.com' }, 'OIDC_ISSUER must be'],
    ['a domain with an @', { ...oidc, OIDC_ALLOWED_DOMAINS: '@example.com' }, 'OIDC_ALLOWED_DOMAINS must be'],
    [
      'owners by domain',
      { ...oidc, OIDC_DEFAULT_ROLE: 'owner' },
      'OIDC_DEFAULT_ROLE must be one of admin, editor, viewer',
    ],
  ])('refuses %s', (_, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
})
