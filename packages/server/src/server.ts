/**
 * The dynqr server process: reads the configuration, opens the store, listens, and shuts down
 * gracefully. In development, an empty database gets a first account and key, printed once.
 */
import { fileURLToPath } from 'node:url'
import { type Config, ConfigError, loadConfig } from './config.js'
import { ApiKeyService } from './domain/api-keys.js'
import { buildApp } from './http/app.js'
import { openStore } from './store/open-store.js'
import type { Store } from './store/repository.js'

async function bootstrapFirstKey(config: Config, store: Store): Promise<void> {
  if (config.nodeEnv !== 'development' || (await store.accounts.count()) > 0) return
  const { key } = await new ApiKeyService(store).issueKey('default', 'first key')
  // Straight to the terminal, never to the logs: the key is shown this once.
  process.stdout.write(`
  dynqr: a first account ("default") and API key were created. Keep the key; it is shown only once.

    DYNQR_KEY=${key}

  Try it:
    curl -s -X POST ${config.publicUrl}/api/v1/qrcode \\
      -H "Authorization: Bearer ${key}" -H "Content-Type: application/json" \\
      -d '{"targetUrl": "https://example.com"}'

  More keys: npx dynqr keys create --account default --name laptop

`)
}

async function main(): Promise<void> {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`dynqr: configuration error: ${error.message}\n`)
      process.exit(2)
    }
    throw error
  }
  const store = await openStore(config.database, {
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  })
  await bootstrapFirstKey(config, store)
  const app = await buildApp({
    store,
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    logLevel: config.logLevel,
    rateLimitPerMinute: config.rateLimitPerMinute,
    apiReferenceFile: fileURLToPath(new URL('./api-reference.html', import.meta.url)),
    assetsDir: fileURLToPath(new URL('./assets', import.meta.url)),
    images: {
      workers: config.imageWorkers,
      cacheBytes: config.imageCacheMb * 1024 * 1024,
      megapixelsPerMinute: config.imageMegapixelsPerMinute,
    },
  })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    try {
      await app.close()
      await store.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  const where = config.database.kind === 'sqlite' ? config.database.file : config.database.kind
  app.log.info({ publicUrl: config.publicUrl, store: where }, 'dynqr is serving')
}

main().catch((error: unknown) => {
  process.stderr.write(`dynqr: failed to start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
