import pg from 'pg'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { openPostgresStore } from '../../../src/index.js'

/** open-postgres-store.ts's advisory lock key ("dynqr-migrate"). */
const MIGRATION_LOCK = 0x64717232
/** Far below how long the migration in the way takes: the pool's timeout must not bound it. */
const STATEMENT_TIMEOUT_MS = 200
const MIGRATION_MS = 1_500

/**
 * Instances starting at once beside a migration that outlasts the pool's statement_timeout
 * (issue 27, item 7): every one waits for it and comes up.
 */
describe('PostgreSQL migrations beside a long migration', () => {
  let admin: pg.Client
  let url: string
  let database: string

  beforeEach(async () => {
    // A database of its own: the advisory lock is per database.
    admin = new pg.Client({ connectionString: inject('postgresUrl') })
    await admin.connect()
    database = `dynqr_migrate_${process.pid}_${Date.now()}`
    await admin.query(`CREATE DATABASE ${database}`)
    const parsed = new URL(inject('postgresUrl'))
    parsed.pathname = `/${database}`
    url = parsed.href
  })

  afterEach(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin.end()
  })

  const openTwo = () =>
    Promise.allSettled([0, 1].map(() => openPostgresStore(url, { statementTimeoutMs: STATEMENT_TIMEOUT_MS })))

  const expectBothUp = async (opened: PromiseSettledResult<Awaited<ReturnType<typeof openPostgresStore>>>[]) => {
    const reasons = opened.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))
    expect(reasons).toEqual([])
    for (const result of opened) {
      if (result.status !== 'fulfilled') continue
      await result.value.ping()
      // The pool's own timeout still holds for requests once migrated.
      await expect(result.value.accounts.count()).resolves.toBe(0)
      await result.value.close()
    }
  }

  it('waits for another instance that holds the migration lock longer than statement_timeout', async () => {
    const other = new pg.Client({ connectionString: url })
    await other.connect()
    await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    const opened = openTwo()
    await new Promise((resolve) => setTimeout(resolve, MIGRATION_MS))
    await other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
    await other.end()
    await expectBothUp(await opened)
  })

  it('lets a migration step run longer than statement_timeout', async () => {
    // A statement of the migration held up (as one over a large table would be) for MIGRATION_MS.
    const other = new pg.Client({ connectionString: url })
    await other.connect()
    await other.query(
      'CREATE TABLE schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    await other.query('BEGIN')
    await other.query('LOCK TABLE schema_migrations IN ACCESS EXCLUSIVE MODE')
    const opened = openTwo()
    await new Promise((resolve) => setTimeout(resolve, MIGRATION_MS))
    await other.query('COMMIT')
    await other.end()
    await expectBothUp(await opened)
  })
})
