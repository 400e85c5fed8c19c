/**
 * The dynqr server process, once server.ts has checked the Node (`npm start`, `node dist/server.js`):
 * loads `.env` files, reads the configuration, starts the server. A failure to start is one line
 * on stderr, never a stack trace: exit 2 for a bad configuration, 1 for anything else.
 */
import { loadConfig } from './config.js'
import { loadEnvFiles } from './env-file.js'
import { describeStartFailure } from './start-errors.js'
import { startServer } from './start-server.js'

let database: string | undefined
let port: number | undefined
try {
  loadEnvFiles()
  const config = loadConfig()
  database = config.database.kind
  port = config.port
  await startServer(config)
} catch (error) {
  const failure = describeStartFailure(error, { database, port })
  process.stderr.write(`dynqr: failed to start: ${failure.message}\n`)
  process.exit(failure.exitCode)
}
