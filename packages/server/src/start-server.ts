/**
 * Starting the dynqr server: open the store, bootstrap a first key in development, build the app,
 * listen, and shut down gracefully. In development, an empty database gets a first account and
 * key, printed once to stderr; stdout carries only JSON log lines.
 */
import { fileURLToPath } from 'node:url'
import type { Config } from './config.js'
import { ApiKeyService } from './domain/api-keys.js'
import type { Store } from './domain/store.js'
import { installGracefulShutdown } from './graceful-shutdown.js'
import { buildApp } from './http/app.js'
import { logClientTimeouts } from './http/server-timeouts.js'
import { instrumentStore } from './metrics/instrument-store.js'
import { createMetrics } from './metrics/metrics.js'
import { openStore } from './store/open-store.js'
import { tracingFromEnv } from './tracing/tracing.js'

async function bootstrapFirstKey(config: Config, store: Store): Promise<void> {
  if (config.nodeEnv !== 'development' || (await store.accounts.count()) > 0) return
  const { key } = await new ApiKeyService(store).issueKey('default', { name: 'first key' })
  // To the terminal, never into the logs: stdout is the JSON log stream a collector reads.
  process.stderr.write(`
  dynqr: a first account ("default") and API key were created. Keep the key; it is shown only once.

    DYNQR_API_KEY=${key}

  Try it:
    curl -s -X POST ${config.publicUrl}/api/v1/qrcode \\
      -H "Authorization: Bearer ${key}" -H "Content-Type: application/json" \\
      -d '{"targetUrl": "https://example.com"}'

  More keys: ${config.publicUrl}/keys (sign in with this key), or npx dynqr keys create --account default --name laptop

`)
}

/**
 * Opens the store, builds the app and listens; resolves once the server is listening. SIGTERM and
 * SIGINT stop it gracefully and exit the process. Used by `dist/server.js` and `dynqr serve`.
 */
export async function startServer(config: Config): Promise<void> {
  // The store opens before the app (and its logger) exists; its pool errors reach the log after.
  let logPoolError = (error: Error): void => {
    process.stderr.write(`dynqr: PostgreSQL connection lost: ${error.message}\n`)
  }
  const metrics = createMetrics()
  const tracing = tracingFromEnv(process.env)
  const opened = await openStore(config.database, {
    onPoolError: (error) => logPoolError(error),
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    lockTimeoutMs: config.databaseLockTimeoutMs,
  })
  const store = instrumentStore(opened, metrics)
  await bootstrapFirstKey(config, store)
  const app = await buildApp({
    store,
    metrics,
    metricsToken: config.metricsToken,
    metricsTokenRequired: config.nodeEnv === 'production',
    maxKeysPerAccount: config.maxKeysPerAccount,
    maxWebhooksPerAccount: config.maxWebhooksPerAccount,
    tracer: tracing?.tracer,
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    logLevel: config.logLevel,
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
    webhooks: config.webhooks,
    images: {
      workers: config.imageWorkers,
      cacheBytes: config.imageCacheMb * 1024 * 1024,
      megapixelsPerMinute: config.imageMegapixelsPerMinute,
    },
  })
  logPoolError = (error) => app.log.error({ err: error }, 'PostgreSQL connection lost; the pool reconnects')

  logClientTimeouts(app)
  installGracefulShutdown(app, {
    timeoutMs: config.shutdownTimeoutMs,
    afterClose: async () => {
      await store.close()
      await tracing?.shutdown()
    },
    exit: (code) => process.exit(code),
  })

  await app.listen({ port: config.port, host: config.host })
  const where = config.database.kind === 'sqlite' ? config.database.file : config.database.kind
  app.log.info({ publicUrl: config.publicUrl, store: where }, 'dynqr is serving')
}
