import { type AccountStatsDimension, STATS_DIMENSIONS, type StatsDimension } from '@dynqr/contract'
import type Database from 'better-sqlite3'
import type {
  BreakdownRow,
  ScanAnalyticsRepository,
  StatsRead,
  StatsScope,
} from '../../domain/scan-analytics-repository.js'
import type { ScanView } from '../../domain/scan-analyzer.js'
import type { ScanDimensions } from '../../domain/scan-dimensions.js'
import type { SaltStore } from '../../domain/visitor-keys.js'
import {
  accountBucketsSql,
  type BreakdownSqlRow,
  breakdownFromRow,
  breakdownSql,
  type Dialect,
  EVENT_COLUMNS,
  pruneDayValuesSql,
  rollUpDimensionDaysSql,
  rollUpEventsSql,
  rollUpLimitSql,
  scopeValue,
  topCodesSql,
} from '../sql-analytics.js'
import { type BucketRow, bucketFromRow } from '../sql-rows.js'
import type { SqliteAccess } from './sqlite-access.js'

type BreakdownParams = { scope: string; dimension: string; from: number; to: number }

const SQLITE: Dialect = { p: (name) => `@${name}`, sum: (expression) => `sum(${expression})` }

/** Most events one INSERT appends (10 values each, far below SQLite's 32,766 parameters). */
const EVENTS_PER_INSERT = 64
/** Where a pending event row's counts and dimensions are (EVENT_COLUMNS' order). */
const VIEWS = EVENT_COLUMNS.indexOf('views')
const UNIQUE_VIEWS = EVENT_COLUMNS.indexOf('unique_views')
const FIRST_DIMENSION = EVENT_COLUMNS.length - STATS_DIMENSIONS.length

/**
 * The write side of scan analytics on SQLite, run inside the scan batch's transaction
 * (sqlite-scans.ts): the visitor's key decides uniqueness (INSERT OR IGNORE into the day's
 * visitors), and the views are appended to scan_events when the batch ends (`flush`), a
 * multi-row INSERT for up to EVENTS_PER_INSERT rows. Views of one code at one instant with the
 * same dimensions, counted one after another (the batch counts a code's scans of one instant
 * together), are one row: its `views` and `unique_views` count them.
 *
 * A visit already counted needs no INSERT: the row is there, the view is not unique — what the
 * INSERT would have said, without its statement. The scan analyzer hands out the same view
 * object for a person's views of a code that day, so the writer knows by identity the views it
 * inserted in this batch (a hot code's person reloading) and those that committed batches
 * counted (`committed`; a weak map, so it holds no view the analyzer has let go). A visitor row
 * is never deleted during its day (retention forgets past days only), so a visit once committed
 * stays counted, for this process and any other. A view object it does not know (another day's,
 * one the analyzer forgot, a test's) is inserted: the INSERT OR IGNORE decides.
 */
export class SqliteViewWriter {
  readonly #db: Database.Database
  readonly #visitor
  /** INSERT statements of 1 … EVENTS_PER_INSERT rows, prepared on first use. */
  readonly #inserts = new Map<number, Database.Statement<unknown[]>>()
  /** The batch's events not yet appended, as their columns' values in a row. */
  #pending: (string | number | null)[] = []
  /** The batch's views whose visit it inserted (not yet committed), with their code. */
  readonly #inserted = new Map<ScanView, string>()
  /** Views whose visit committed batches counted, with their code. */
  readonly #counted = new WeakMap<ScanView, string>()

  constructor(db: Database.Database) {
    this.#db = db
    this.#visitor = db.prepare<[number, string, Buffer]>(
      'INSERT OR IGNORE INTO scan_visitors (day, short_id, visitor) VALUES (?, ?, ?)',
    )
  }

  /** A new batch: forgets what an earlier one, committed or rolled back, left. */
  begin(): void {
    this.#pending = []
    this.#inserted.clear()
  }

  /** The batch's transaction committed: its visits are counted for good. */
  committed(): void {
    for (const [view, shortId] of this.#inserted) this.#counted.set(view, shortId)
    this.#inserted.clear()
  }

  /** Records one view (appended at `flush`); 1 when it is the visitor's first view of the code that day, else 0. */
  record(shortId: string, now: number, view: ScanView): 0 | 1 {
    let unique: 0 | 1 = 0
    if (this.#inserted.get(view) !== shortId && this.#counted.get(view) !== shortId) {
      this.#inserted.set(view, shortId)
      unique = this.#visitor.run(view.day, shortId, view.visitor).changes > 0 ? 1 : 0
    }
    const values = this.#pending
    const last = values.length - EVENT_COLUMNS.length
    if (last >= 0 && this.#continuesRun(last, shortId, now, view.dimensions)) {
      ;(values[last + VIEWS] as number) += 1
      ;(values[last + UNIQUE_VIEWS] as number) += unique
      return unique
    }
    const { country, device, os, browser, referrer, language } = view.dimensions
    values.push(shortId, now, 1, unique, country, device, os, browser, referrer, language)
    return unique
  }

  /** Whether a view continues the run of the last event row: same code, instant and dimensions. */
  #continuesRun(last: number, shortId: string, now: number, dimensions: ScanDimensions): boolean {
    const values = this.#pending
    if (values[last] !== shortId || values[last + 1] !== now) return false
    for (const [index, dimension] of STATS_DIMENSIONS.entries()) {
      if (values[last + FIRST_DIMENSION + index] !== dimensions[dimension]) return false
    }
    return true
  }

  /** Appends the batch's views to scan_events, in the batch's transaction. */
  flush(): void {
    const values = this.#pending
    const width = EVENT_COLUMNS.length
    for (let start = 0; start < values.length; start += width * EVENTS_PER_INSERT) {
      const chunk = values.slice(start, start + width * EVENTS_PER_INSERT)
      this.#insertOf(chunk.length / width).run(chunk)
    }
    this.#pending = []
  }

  #insertOf(rows: number): Database.Statement<unknown[]> {
    let statement = this.#inserts.get(rows)
    if (!statement) {
      const row = `(${EVENT_COLUMNS.map(() => '?').join(', ')})`
      statement = this.#db.prepare<unknown[]>(
        `INSERT INTO scan_events (${EVENT_COLUMNS.join(', ')}) VALUES ${Array(rows).fill(row).join(', ')}`,
      )
      this.#inserts.set(rows, statement)
    }
    return statement
  }
}

/**
 * The read side and upkeep of scan analytics on SQLite. The day's salt is kept in scan_salts, so
 * that a restart within the day keeps the visitors' keys (a visitor is not unique twice that day);
 * it is overwritten and deleted once the day is over.
 */
export class SqliteScanAnalytics implements ScanAnalyticsRepository, SaltStore {
  readonly #db: Database.Database
  readonly #access: SqliteAccess
  readonly #accountBuckets
  readonly #codeBuckets
  readonly #topCodes
  readonly #rollUpEvents: () => number
  readonly #prune: (today: number, cutoff: number | null) => void
  /** Breakdown statements, prepared on first use per scope kind and dimension. */
  readonly #breakdowns = new Map<string, Database.Statement<BreakdownParams, BreakdownSqlRow>>()

  readonly #daySalt: (day: number, candidate: Buffer) => Buffer

  constructor(db: Database.Database, access: SqliteAccess) {
    this.#db = db
    this.#access = access
    this.#accountBuckets = db.prepare<{ scope: string; from: number; to: number }, BucketRow>(accountBucketsSql(SQLITE))
    this.#codeBuckets = db.prepare<{ scope: string; from: number; to: number }, BucketRow>(
      'SELECT start, views, unique_views, bot_hits, fallback_hits FROM scan_buckets WHERE short_id = @scope AND start >= @from AND start < @to ORDER BY start',
    )
    this.#topCodes = db.prepare<{ scope: string; from: number; to: number }, BreakdownSqlRow>(topCodesSql(SQLITE))
    const mark = db.prepare<[], { last_id: number }>('SELECT last_id FROM scan_rollup_mark')
    const limit = db.prepare<{ last: number }, { upto: number | null }>(rollUpLimitSql(SQLITE))
    const rollUps = rollUpEventsSql(SQLITE).map((sql) => db.prepare<{ last: number; upto: number }>(sql))
    const setMark = db.prepare<[number]>('UPDATE scan_rollup_mark SET last_id = ?')
    this.#rollUpEvents = db.transaction(() => {
      const last = mark.get()?.last_id ?? 0
      const upto = limit.get({ last })?.upto
      if (upto === null || upto === undefined) return 0
      for (const statement of rollUps) statement.run({ last, upto })
      setMark.run(upto)
      return upto - last
    }).immediate
    // A past day's salt is overwritten before its row is deleted, so its bytes do not stay behind
    // in the page as a deleted row's would.
    const forgetSalts = [
      db.prepare<[number]>('UPDATE scan_salts SET salt = zeroblob(length(salt)) WHERE day < ?'),
      db.prepare<[number]>('DELETE FROM scan_salts WHERE day < ?'),
    ]
    const keepSalt = db.prepare<[number, Buffer]>('INSERT OR IGNORE INTO scan_salts (day, salt) VALUES (?, ?)')
    const saltOf = db.prepare<[number], { salt: Buffer }>('SELECT salt FROM scan_salts WHERE day = ?')
    this.#daySalt = db.transaction((day: number, candidate: Buffer) => {
      for (const statement of forgetSalts) statement.run(day)
      keepSalt.run(day, candidate)
      return saltOf.get(day)?.salt ?? candidate
    }).immediate
    const forgetVisitors = db.prepare<[number]>('DELETE FROM scan_visitors WHERE day < ?')
    const forgetEvents = db.prepare<[number]>(
      'DELETE FROM scan_events WHERE at < ? AND id <= (SELECT last_id FROM scan_rollup_mark)',
    )
    const forgetDayValues = db.prepare<{ before: number }>(pruneDayValuesSql(SQLITE))
    this.#prune = db.transaction((today: number, cutoff: number | null) => {
      forgetVisitors.run(today)
      for (const statement of forgetSalts) statement.run(today)
      if (cutoff !== null) forgetEvents.run(cutoff)
      forgetDayValues.run({ before: today - 86_400_000 })
    }).immediate
  }

  /** The day's salt: the one kept in scan_salts, else `candidate`, kept from now on. */
  daySalt(day: number, candidate: Buffer): Promise<Buffer> {
    return this.#access.run(() => this.#daySalt(day, candidate))
  }

  /** One synchronous run: no scan can commit between the two reads. */
  read(scope: StatsScope, from: number, to: number, groupBy?: AccountStatsDimension): Promise<StatsRead> {
    const range = { scope: scopeValue(scope), from, to }
    return this.#access.run(() => ({
      buckets: ('shortId' in scope ? this.#codeBuckets : this.#accountBuckets).all(range).map(bucketFromRow),
      breakdown:
        groupBy === undefined
          ? null
          : groupBy === 'shortId'
            ? 'accountId' in scope
              ? this.#topCodes.all(range).map(breakdownFromRow)
              : null
            : this.#breakdown(scope, groupBy, from, to),
    }))
  }

  #breakdown(scope: StatsScope, dimension: StatsDimension, from: number, to: number): BreakdownRow[] {
    const key = `${'shortId' in scope ? 'code' : 'account'} ${dimension}`
    let statement = this.#breakdowns.get(key)
    if (!statement) {
      statement = this.#db.prepare<BreakdownParams, BreakdownSqlRow>(breakdownSql(SQLITE, scope, dimension))
      this.#breakdowns.set(key, statement)
    }
    return statement.all({ scope: scopeValue(scope), dimension, from, to }).map(breakdownFromRow)
  }

  rollUpEvents(): Promise<number> {
    return this.#access.run(() => this.#rollUpEvents())
  }

  prune(now: number, eventRetentionDays: number): Promise<void> {
    const today = now - (now % 86_400_000)
    const cutoff = eventRetentionDays > 0 ? today - eventRetentionDays * 86_400_000 : null
    return this.#access.run(() => this.#prune(today, cutoff))
  }
}

/** Retention's day roll-up of the dimension buckets, as SQLite statements (run in the bucket roll-up's transaction). */
export const dimensionDayStatements = (db: Database.Database): Database.Statement<{ before: number }>[] =>
  rollUpDimensionDaysSql(SQLITE).map((sql) => db.prepare<{ before: number }>(sql))
