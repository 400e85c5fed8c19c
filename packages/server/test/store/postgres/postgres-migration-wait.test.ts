import pg from 'pg'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { openPostgresStore } from '../../../src/index.js'
import { runMigrations } from '../../../src/store/postgres/postgres-migration-runner.js'
import { POSTGRES_MIGRATIONS } from '../../../src/store/postgres/postgres-migrations.js'

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

  it('says whom it waits for on the migration lock', async () => {
    const other = new pg.Client({ connectionString: url })
    await other.connect()
    await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    const { rows } = await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    const logged: string[] = []
    const opened = openPostgresStore(url, { migrationLockTimeoutMs: 50, onMigrationWait: (line) => logged.push(line) })
    await expect.poll(() => logged.join('\n')).toMatch(new RegExp(`migration lock.*pid ${rows[0]?.pid} `))
    await other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
    await other.end()
    await (await opened).close()
  })
})

/**
 * Issue #38 (review finding 12): a migration that needs a lock on a busy table while old
 * instances serve. It takes its locks with a lock_timeout, so that requests queued behind its lock
 * request are not held; it logs whose transaction it waits for, tries again, and gets through
 * once that transaction ends.
 */
describe('a PostgreSQL migration of a table another transaction holds', () => {
  let admin: pg.Client
  let url: string
  let database: string

  beforeEach(async () => {
    admin = new pg.Client({ connectionString: inject('postgresUrl') })
    await admin.connect()
    database = `dynqr_locked_${process.pid}_${Date.now()}`
    await admin.query(`CREATE DATABASE ${database}`)
    const parsed = new URL(inject('postgresUrl'))
    parsed.pathname = `/${database}`
    url = parsed.href
  })

  afterEach(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin.end()
  })

  it('logs the transaction it waits for, lets readers of the table through meanwhile, and applies once it ends', async () => {
    // A database one release behind: every migration applied but the last that alters qr_codes.
    const last = POSTGRES_MIGRATIONS.findLastIndex((m) => typeof m === 'string' && /ALTER TABLE qr_codes/.test(m))
    const setup = new pg.Client({ connectionString: url })
    await setup.connect()
    await runMigrations(setup, { lockTimeoutMs: 1_000, log: () => {}, migrations: POSTGRES_MIGRATIONS.slice(0, last) })
    await setup.end()

    // An old instance's long transaction that has read qr_codes.
    const holder = new pg.Client({ connectionString: url })
    await holder.connect()
    const { rows } = await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    await holder.query('BEGIN')
    await holder.query('SELECT count(*) FROM qr_codes')

    const logged: string[] = []
    let opened = false
    const opening = openPostgresStore(url, {
      migrationLockTimeoutMs: 50,
      onMigrationWait: (line) => logged.push(line),
    }).finally(() => {
      opened = true
    })
    await expect
      .poll(() => logged.join('\n'))
      .toMatch(new RegExp(`migration ${last + 1} .*pid ${rows[0]?.pid} .*qr_codes`))
    // Another old instance's read of the table is not queued behind the migration for good.
    const reader = new pg.Client({ connectionString: url, statement_timeout: 3_000 })
    await reader.connect()
    await expect(reader.query('SELECT count(*)::int AS n FROM qr_codes')).resolves.toMatchObject({ rows: [{ n: 0 }] })
    await reader.end()
    expect(opened).toBe(false)

    await holder.query('COMMIT')
    await holder.end()
    const store = await opening
    const check = new pg.Client({ connectionString: url })
    await check.connect()
    const { rows: versions } = await check.query<{ version: number }>(
      'SELECT max(version) AS version FROM schema_migrations',
    )
    expect(versions[0]?.version).toBe(POSTGRES_MIGRATIONS.length)
    await check.end()
    await store.close()
  })

  it('runs a migration of steps each in its own commit: CREATE INDEX CONCURRENTLY, VALIDATE, a batched backfill', async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    const migrations = [
      ...POSTGRES_MIGRATIONS,
      'CREATE TABLE scratch (id integer PRIMARY KEY, done boolean NOT NULL DEFAULT false); INSERT INTO scratch (id) SELECT generate_series(1, 25)',
      {
        steps: [
          'DROP INDEX CONCURRENTLY IF EXISTS scratch_by_done',
          'CREATE INDEX CONCURRENTLY scratch_by_done ON scratch (done)',
          'ALTER TABLE scratch ADD CONSTRAINT scratch_positive CHECK (id > 0) NOT VALID',
          'ALTER TABLE scratch VALIDATE CONSTRAINT scratch_positive',
          { repeat: 'UPDATE scratch SET done = true WHERE id IN (SELECT id FROM scratch WHERE NOT done LIMIT 10)' },
        ],
      },
    ]
    await runMigrations(client, { lockTimeoutMs: 1_000, log: () => {}, migrations })
    const { rows } = await client.query(
      `SELECT (SELECT count(*)::int FROM scratch WHERE NOT done) AS left,
        (SELECT indisvalid FROM pg_index WHERE indexrelid = 'scratch_by_done'::regclass) AS indexed,
        (SELECT convalidated FROM pg_constraint WHERE conname = 'scratch_positive') AS validated,
        (SELECT max(version) FROM schema_migrations) AS version`,
    )
    expect(rows[0]).toEqual({ left: 0, indexed: true, validated: true, version: migrations.length })
    await client.end()
  })

  it('builds an index CONCURRENTLY while other instances wait for the migration lock, without a deadlock', async () => {
    const migrations = [
      ...POSTGRES_MIGRATIONS,
      'CREATE TABLE scratch (id integer PRIMARY KEY, done boolean NOT NULL DEFAULT false); INSERT INTO scratch (id) SELECT generate_series(1, 25)',
      { steps: ['CREATE INDEX CONCURRENTLY IF NOT EXISTS scratch_by_done ON scratch (done)'] },
    ]
    const clients = await Promise.all(
      [0, 1, 2].map(async () => {
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        return client
      }),
    )
    // A waiter blocked in pg_advisory_lock held a snapshot that the index build waited for: 40P01.
    const started = await Promise.allSettled(
      clients.map((client) => runMigrations(client, { lockTimeoutMs: 2_000, log: () => {}, migrations })),
    )
    expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])
    const { rows } = await (clients[0] as pg.Client).query(
      `SELECT (SELECT indisvalid FROM pg_index WHERE indexrelid = 'scratch_by_done'::regclass) AS indexed`,
    )
    expect(rows[0]).toEqual({ indexed: true })
    await Promise.all(clients.map((client) => client.end()))
  })
})
