/**
 * Starts a real PostgreSQL for the test projects that open PostgreSQL stores (store, api,
 * process: vitest.config.ts), unless TEST_DATABASE_URL names one. Each suite then works in its own
 * schema. The projects of one run share one server: Vitest runs every project's global setup in
 * its one main process, where the server is kept until the last project lets go of it.
 */
import type { TestProject } from 'vitest/node'
import { type RunningPostgres, startEmbeddedPostgres } from '../../../scripts/test-support/embedded-postgres.js'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

interface Shared {
  postgres: Promise<RunningPostgres>
  users: number
}

const KEY = Symbol.for('dynqr.test.embeddedPostgres')
const shared = globalThis as typeof globalThis & { [KEY]?: Shared }

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL
  if (given) {
    project.provide('postgresUrl', given)
    return
  }
  const entry = shared[KEY] ?? {
    postgres: startEmbeddedPostgres(['-c', 'max_connections=300', '-c', 'fsync=off']),
    users: 0,
  }
  shared[KEY] = entry
  entry.users += 1
  const postgres = await entry.postgres
  project.provide('postgresUrl', postgres.url)
  return async () => {
    entry.users -= 1
    if (entry.users > 0) return
    delete shared[KEY]
    await postgres.stop()
  }
}
