import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { WriteFailures } from '../../domain/readiness.js'
import type { Store } from '../../domain/store.js'
import { SqlQrCodeRepository } from '../codes/sql-qr-code-repository.js'
import { MemoryRateLimitCounters } from '../memory-rate-limit-counters.js'
import { sqlRepositories } from '../sql-repositories.js'
import { SqliteAccess } from './sqlite-access.js'
import { SqliteEngine } from './sqlite-engine.js'
import { SQLITE_MIGRATIONS } from './sqlite-migrations.js'
import { SqliteScans } from './sqlite-scans.js'
import { SAFETY_NET_CHECKPOINT_PAGES, startWalCheckpointer, WAL_SIZE_LIMIT_BYTES } from './wal-checkpointer.js'

function migrate(db: Database.Database): void {
  // The version is read inside the write transaction: a process that migrated while this one
  // waited for the lock (the CLI beside the server) has moved it, and nothing is applied twice.
  db.transaction(() => {
    const applied = db.pragma('user_version', { simple: true }) as number
    if (applied > SQLITE_MIGRATIONS.length) {
      throw new Error(
        `The database is at schema version ${applied}, newer than this dynqr (${SQLITE_MIGRATIONS.length})`,
      )
    }
    for (const [index, sql] of SQLITE_MIGRATIONS.entries()) {
      if (index < applied) continue
      db.exec(sql)
      db.pragma(`user_version = ${index + 1}`)
    }
  }).immediate()
}

export interface SqliteOptions {
  /**
   * How long a request waits, without blocking the event loop, for a write lock that another
   * process holds before it is answered 503; default 5 s.
   */
  lockTimeoutMs?: number
  /**
   * WAL checkpoints on a worker thread (wal-checkpointer.ts), the default; `false` leaves them to
   * SQLite inside commits, as a second process (the CLI) does.
   */
  checkpointOnWorker?: boolean
  /** Hourly scan buckets (the stats); `false` only to measure what they cost (`npm run bench`). */
  scanStats?: boolean
  /** How long a write that could not commit (a full disk) keeps /readyz at 503; 10 s (readiness.ts). */
  writeFailureWindowMs?: number
}

/**
 * Opens (creating if needed) an SQLite database and brings its schema up to date.
 *
 * WAL with `synchronous = NORMAL`: every statement is committed to the WAL before it returns,
 * so a crash of the process loses nothing; only a power loss may lose the last transactions.
 */
export function openSqliteStore(file: string, options: SqliteOptions = {}): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const lockTimeoutMs = options.lockTimeoutMs ?? 5_000
  const db = new Database(file)
  // Opening may wait inside SQLite for a lock (nothing is served yet); serving never does.
  db.pragma(`busy_timeout = ${lockTimeoutMs}`)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  // SQLite's own lower() folds only ASCII; titles are often in other scripts (sql-code-lists.ts).
  db.function('dynqr_lower', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : null,
  )
  migrate(db)
  db.pragma('busy_timeout = 0')
  const checkpointer =
    file === ':memory:' || options.checkpointOnWorker === false ? undefined : startWalCheckpointer(file)
  if (checkpointer) {
    db.pragma(`wal_autocheckpoint = ${SAFETY_NET_CHECKPOINT_PAGES}`)
    db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`)
  }
  const access = new SqliteAccess(lockTimeoutMs, new WriteFailures(options.writeFailureWindowMs))
  const engine = new SqliteEngine(db, access)
  // Readiness means "can commit": a one-row write, so a full disk or a stuck lock shows, and no
  // real write failed to commit lately (the probe's row may fit where theirs do not).
  const probe = db.prepare<[number]>('UPDATE store_probe SET probed_at = ? WHERE id = 1')
  // The codes with SQLite's hot path, the scan batch.
  const scans = new SqliteScans(db, access, engine, options.scanStats)
  const qrCodes = new SqlQrCodeRepository(engine, { scans })
  return {
    kind: 'sqlite',
    ...sqlRepositories(engine, qrCodes),
    rateLimits: new MemoryRateLimitCounters(),
    ping: async () => {
      await access.run(() => {
        probe.run(Date.now())
      })
      access.failures.check()
    },
    close: async () => {
      await scans.close()
      await checkpointer?.stop()
      db.close()
    },
  }
}
