import type pg from 'pg'
import { POSTGRES_MIGRATIONS, type PostgresMigration } from './postgres-migrations.js'

/** A stable key for pg_advisory_lock: "dynqr-migrate" as a 31-bit number. */
export const MIGRATION_LOCK = 0x64717232

export interface MigrationRunOptions {
  /**
   * lock_timeout of every lock the migration takes, the advisory lock's included: a step that
   * cannot take its locks in time gives its place in the lock queue back (so requests behind it
   * are not held), says what it waits for, and is tried again.
   */
  lockTimeoutMs: number
  /** Told what the migration waits for, each time it waits. */
  log: (message: string) => void
  /** The migrations to apply; POSTGRES_MIGRATIONS unless a test says otherwise. */
  migrations?: readonly PostgresMigration[]
}

/** SQLSTATE lock_not_available: lock_timeout fired. */
const LOCK_NOT_AVAILABLE = '55P03'
/** Longest pause between two tries of a step that could not take its locks. */
const MAX_PAUSE_MS = 5_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Applies the migrations not yet applied, on `client` (a connection of its own, without the pool's
 * query_timeout: a migration over a large table or a wait for another instance's may outlast any
 * request). Its session has no statement_timeout, but a short lock_timeout (issue #38, review
 * finding 12): a migration step queued for a lock on a busy table (ACCESS EXCLUSIVE for an ALTER
 * TABLE) holds every request that comes after it in the queue, so it waits at most
 * `lockTimeoutMs` at a time, logs whose transaction holds what it needs, pauses (requests go
 * through), and tries again — until it gets in, however long that takes. Instances starting
 * together wait on the advisory lock the same way: the first applies the migrations, the others
 * log whom they wait for and then find none to apply.
 */
export async function runMigrations(client: pg.ClientBase, options: MigrationRunOptions): Promise<void> {
  const migrations = options.migrations ?? POSTGRES_MIGRATIONS
  await client.query(`SET statement_timeout = 0; SET lock_timeout = ${Math.max(1, Math.round(options.lockTimeoutMs))}`)
  try {
    // Nothing queues behind the advisory lock but other instances' starts: no pause between tries.
    await retryingLocks(
      client,
      'the migration lock (another instance is migrating)',
      options,
      () => migrationLock(client, options.lockTimeoutMs),
      false,
    )
    try {
      await applyMigrations(client, migrations, options)
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    }
  } finally {
    await client.query('RESET statement_timeout; RESET lock_timeout').catch(() => {})
  }
}

/**
 * The migration lock, asked for with pg_try_advisory_lock every 50 ms for up to `timeoutMs`, then
 * refused as lock_timeout refuses. Not a blocking pg_advisory_lock: a session waiting in one holds
 * a snapshot, which a CREATE INDEX CONCURRENTLY step of the instance migrating waits for, and the
 * two deadlock (40P01). Between tries this session is idle, holding nothing anyone waits for.
 */
async function migrationLock(client: pg.ClientBase, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [MIGRATION_LOCK])
    if (rows[0]?.got) return
    if (Date.now() >= until) {
      throw Object.assign(new Error('The migration lock is held'), { code: LOCK_NOT_AVAILABLE })
    }
    await sleep(Math.min(50, timeoutMs))
  }
}

async function applyMigrations(
  client: pg.ClientBase,
  migrations: readonly PostgresMigration[],
  options: MigrationRunOptions,
): Promise<void> {
  await retryingLocks(client, 'the schema_migrations table', options, () =>
    client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    ),
  )
  const { rows } = await client.query<{ version: number }>(
    'SELECT coalesce(max(version), 0) AS version FROM schema_migrations',
  )
  const applied = rows[0]?.version ?? 0
  if (applied > migrations.length) {
    throw new Error(`The database is at schema version ${applied}, newer than this dynqr (${migrations.length})`)
  }
  for (const [index, migration] of migrations.entries()) {
    if (index < applied) continue
    const version = index + 1
    const record = () => client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version])
    if (typeof migration === 'string') {
      await retryingLocks(client, `migration ${version}`, options, () =>
        inOneTransaction(client, async () => {
          await client.query(migration)
          await record()
        }),
      )
      continue
    }
    // Steps that cannot share a transaction (CREATE INDEX CONCURRENTLY, VALIDATE CONSTRAINT after
    // NOT VALID, a backfill in batches): each commits alone, so each must be safe to run again.
    for (const [n, step] of migration.steps.entries()) {
      const what = `migration ${version}, step ${n + 1}`
      if (typeof step === 'string') await retryingLocks(client, what, options, () => client.query(step))
      else {
        // A backfill: one batch per commit until a batch changes no row, each holding its row
        // locks for one batch only.
        for (;;) {
          const { rowCount } = await retryingLocks(client, what, options, () => client.query(step.repeat))
          if (!rowCount) break
        }
      }
    }
    await record()
  }
}

async function inOneTransaction(client: pg.ClientBase, work: () => Promise<void>): Promise<void> {
  await client.query('BEGIN')
  try {
    await work()
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  }
}

/**
 * `attempt` until it is not refused by lock_timeout, logging each wait and, when `pause`, pausing
 * longer each time (so that the requests queued behind its lock request go through meanwhile).
 */
async function retryingLocks<T>(
  client: pg.ClientBase,
  what: string,
  options: MigrationRunOptions,
  attempt: () => Promise<T>,
  pause = true,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt()
    } catch (error) {
      if ((error as { code?: unknown }).code !== LOCK_NOT_AVAILABLE) throw error
      const pauseMs = pause ? Math.min(MAX_PAUSE_MS, options.lockTimeoutMs * 2 ** Math.min(tries, 12)) : 0
      const holders = await lockHolders(client).catch(() => 'sessions that could not be listed')
      options.log(
        `PostgreSQL migration: ${what} waited ${options.lockTimeoutMs} ms for a lock held by ${holders} (try ${tries}); trying again in ${pauseMs} ms`,
      )
      if (pauseMs > 0) await sleep(pauseMs)
    }
  }
}

/**
 * The other sessions holding locks on this schema's tables or the migration lock, oldest
 * transaction first: what a migration step waits for.
 */
async function lockHolders(client: pg.ClientBase): Promise<string> {
  const { rows } = await client.query<{
    pid: number
    state: string | null
    seconds: number | null
    held: string
    query: string | null
  }>(
    `SELECT a.pid, a.state, extract(epoch FROM now() - a.xact_start)::int AS seconds,
       string_agg(DISTINCT CASE WHEN l.locktype = 'advisory' THEN 'the migration lock' ELSE c.relname END, ', ') AS held,
       left(a.query, 80) AS query
     FROM pg_locks l
     JOIN pg_stat_activity a ON a.pid = l.pid
     LEFT JOIN pg_class c ON c.oid = l.relation
     WHERE l.granted AND l.pid <> pg_backend_pid() AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND ((l.locktype = 'relation' AND c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p'))
         OR (l.locktype = 'advisory' AND l.objid::bigint = $1))
     GROUP BY a.pid, a.state, a.xact_start, a.query
     ORDER BY a.xact_start NULLS LAST
     LIMIT 3`,
    [MIGRATION_LOCK],
  )
  if (rows.length === 0) return 'a session that has since let go'
  return rows
    .map(
      (row) =>
        `pid ${row.pid} (${row.state ?? 'unknown state'}${row.seconds === null ? '' : `, in a transaction for ${row.seconds} s`}, holding ${row.held}; last statement: ${JSON.stringify(row.query ?? '')})`,
    )
    .join(', ')
}
