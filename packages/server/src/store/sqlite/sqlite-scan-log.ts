import type Database from 'better-sqlite3'
import { DEFAULT_ROUTE } from '../../domain/webhooks/scan-events.js'
import { hourOf } from '../sql-lifecycle.js'
import { type Counts, CountsByCode, ROLL_UP_CODES, type Roll, startRoll } from './sqlite-scan-counts.js'

/**
 * The scan log (issue #46, ADR 0034): a scan batch appends its counts here, in its own commit,
 * and a roll-up adds them to the codes' counters, the hourly buckets and the event tallies
 * behind it. A batch's rows share the log's rightmost page, where every scan used to dirty three
 * or four pages of its own (its code's row and `views` index leaf, its hour's bucket, its tally).
 * A roll-up takes every code counted since the last one (a "roll"), in order of short id, a
 * chunk of ROLL_UP_CODES per turn: each code is written once however often it was scanned, next
 * to the code written before it. scan_log_progress says how far a roll got, so a crash between
 * its chunks neither loses nor repeats a count.
 */
export const SQLITE_SCAN_LOG_MIGRATION = `
  -- Counts committed by scan batches and not yet rolled up (sqlite-scan-log.ts): every read but
  -- the scan's own rolls them up first, and a restart rolls up what a crash left.
  CREATE TABLE scan_log (
    seq INTEGER PRIMARY KEY,
    short_id TEXT NOT NULL,
    at INTEGER NOT NULL,
    route TEXT NOT NULL,
    views INTEGER NOT NULL,
    unique_views INTEGER NOT NULL,
    bot_hits INTEGER NOT NULL,
    fallback_hits INTEGER NOT NULL
  ) STRICT;
  -- The roll under way: the rows up to upto_seq of the codes up to done_through (in short-id
  -- order) are counted already; done_through NULL: none.
  CREATE TABLE scan_log_progress (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    upto_seq INTEGER NOT NULL,
    done_through TEXT
  ) STRICT;
  INSERT INTO scan_log_progress (id, upto_seq, done_through) VALUES (1, 0, NULL);
`

interface Entry extends Counts {
  shortId: string
  at: number
  route: string
}

interface LogRow {
  seq: number
  short_id: string
  at: number
  route: string
  views: number
  unique_views: number
  bot_hits: number
  fallback_hits: number
}

/**
 * Told what a roll-up moved from the log into the codes' rows, once its transaction committed,
 * and when one failed (what it moved is then unknown): sqlite-code-states.ts keeps its
 * remembered counters with it.
 */
export interface RollUpListener {
  rolledUp(shortId: string, counts: Counts): void
  failed(): void
}

/** The values of a log row an INSERT gives (`seq` is the rowid). */
const VALUES_PER_ROW = 7
/** Most log rows one INSERT appends. */
const ROWS_PER_INSERT = 64

/**
 * Engine-specific hot path: the scan log on SQLite. Within a scan batch (sqlite-scans.ts):
 * `begin`, `add` for each code, route and instant counted, `flush` in the transaction, then
 * `committed` after its COMMIT. What is committed and not rolled up is also kept in memory
 * (`pending`), so a batch decides limits and milestones on the exact count: SQLite has one
 * writer, and when another connection has written (PRAGMA data_version), the batch settles the
 * whole log first and counts on the stored rows alone.
 */
export class SqliteScanLog {
  readonly #db: Database.Database
  readonly #scanStats: boolean
  readonly #inserts = new Map<number, Database.Statement<unknown[]>>()
  readonly #sql
  /** Committed since the roll under way began. */
  #next = new CountsByCode()
  /** The roll under way: its codes, and how many of them are rolled up. */
  #roll: Roll | undefined
  /** Rows a crash or another process left (counted at start): settled before the first read. */
  #unknown: boolean
  #entries = new Map<string, Entry>()
  #added = new CountsByCode()
  #lastSeq = 0
  /** The batch began by settling the log: what was pending no longer counts. */
  #settled = false
  #dataVersion: unknown
  /** The data_version the batch began with, kept when it commits. */
  #batchVersion: unknown

  readonly #listener: RollUpListener | undefined

  constructor(db: Database.Database, scanStats: boolean, listener?: RollUpListener) {
    this.#db = db
    this.#scanStats = scanStats
    this.#listener = listener
    this.#sql = {
      dataVersion: db.prepare('PRAGMA data_version').pluck(),
      any: db.prepare('SELECT EXISTS (SELECT 1 FROM scan_log)').pluck(),
      all: db.prepare<[], LogRow>('SELECT * FROM scan_log ORDER BY seq'),
      progress: db.prepare<[], { upto_seq: number; done_through: string | null }>(
        'SELECT upto_seq, done_through FROM scan_log_progress WHERE id = 1',
      ),
      setProgress: db.prepare<[number, string | null]>(
        'UPDATE scan_log_progress SET upto_seq = ?, done_through = ? WHERE id = 1',
      ),
      remove: db.prepare<[number]>('DELETE FROM scan_log WHERE seq <= ?'),
      counters: db.prepare<[number, number, number, number, string]>(
        `UPDATE qr_codes SET views = views + ?, unique_views = unique_views + ?, bot_hits = bot_hits + ?,
           fallback_hits = fallback_hits + ? WHERE short_id = ?`,
      ),
      bucket: db.prepare<[string, number, number, number, number, number]>(
        `INSERT INTO scan_buckets (short_id, start, views, unique_views, bot_hits, fallback_hits) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (short_id, start) DO UPDATE SET views = views + excluded.views,
           unique_views = unique_views + excluded.unique_views, bot_hits = bot_hits + excluded.bot_hits,
           fallback_hits = fallback_hits + excluded.fallback_hits`,
      ),
      tally: db.prepare<[string, string, number, number, number, number]>(
        `INSERT INTO scan_tallies (short_id, route, views, unique_views, bot_hits, since) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (short_id, route) DO UPDATE SET views = views + excluded.views,
           unique_views = unique_views + excluded.unique_views, bot_hits = bot_hits + excluded.bot_hits`,
      ),
    }
    this.#unknown = this.#sql.any.get() === 1
    this.#dataVersion = this.#sql.dataVersion.get()
  }

  /** Whether counts wait to be rolled up. */
  get waiting(): boolean {
    return this.#unknown || this.#roll !== undefined || this.#next.size > 0
  }

  /** Whether a roll-up is under way (its next chunk is due). */
  get rolling(): boolean {
    return this.#roll !== undefined || this.#unknown
  }

  /** Codes counted since the roll under way began. */
  get codesWaiting(): number {
    return this.#next.size
  }

  /**
   * A batch begins, inside its transaction. When another connection has written since the last
   * batch, it may have rolled the log up under what is kept in memory: it is all settled now,
   * and `begin` answers true (what the batch remembers of the codes is stale too).
   */
  begin(): boolean {
    this.#entries = new Map()
    this.#added = new CountsByCode()
    this.#settled = false
    const version = this.#sql.dataVersion.get()
    this.#batchVersion = version
    if (version !== this.#dataVersion) {
      this.#settleNow()
      this.#settled = true
    }
    return this.#settled
  }

  /** What `shortId` has counted beyond its row: committed and not rolled up, and this batch's. */
  pending(shortId: string): Counts {
    const counts = this.#added.of(shortId)
    if (!this.#settled) {
      this.#next.addInto(counts, shortId)
      this.#roll?.addRemainingInto(counts, shortId)
    }
    return counts
  }

  /** Counts of `shortId` at `now` by `route` (null: the default), for the batch. */
  add(shortId: string, route: string | null, now: number, counts: Counts): void {
    if (counts.views + counts.botHits + counts.fallbackHits === 0) return
    const routeName = route ?? DEFAULT_ROUTE
    const key = `${shortId}\n${routeName}\n${hourOf(now)}`
    const entry = this.#entries.get(key)
    if (entry) {
      entry.views += counts.views
      entry.uniqueViews += counts.uniqueViews
      entry.botHits += counts.botHits
      entry.fallbackHits += counts.fallbackHits
    } else this.#entries.set(key, { shortId, route: routeName, at: now, ...counts })
    this.#added.add(shortId, hourOf(now), routeName, now, counts)
  }

  /** Appends the batch's rows, in its transaction. */
  flush(): void {
    const values: (string | number)[] = []
    for (const { shortId, at, route, views, uniqueViews, botHits, fallbackHits } of this.#entries.values()) {
      values.push(shortId, at, route, views, uniqueViews, botHits, fallbackHits)
    }
    for (let start = 0; start < values.length; start += VALUES_PER_ROW * ROWS_PER_INSERT) {
      const chunk = values.slice(start, start + VALUES_PER_ROW * ROWS_PER_INSERT)
      this.#lastSeq = Number(this.#insertOf(chunk.length / VALUES_PER_ROW).run(chunk).lastInsertRowid)
    }
  }

  /** The batch committed: its counts are pending until rolled up. */
  committed(): void {
    this.#dataVersion = this.#batchVersion
    if (this.#settled) {
      this.#next = new CountsByCode()
      this.#roll = undefined
      this.#unknown = false
    }
    this.#next.merge(this.#added)
    if (this.#entries.size > 0) this.#next.lastSeq = this.#lastSeq
    this.#entries = new Map()
    this.#added = new CountsByCode()
    this.#settled = false
  }

  /**
   * One chunk of the roll under way, or of a new one over what was committed since the last, in
   * a transaction of its own; false when nothing waits.
   */
  rollUp(): boolean {
    if (this.#unknown) {
      this.settle()
      return true
    }
    if (!this.#roll) {
      if (this.#next.size === 0) return false
      this.#roll = startRoll(this.#next)
      this.#next = new CountsByCode()
    }
    const roll = this.#roll
    const codes = roll.codes.slice(roll.done, roll.done + ROLL_UP_CODES)
    const last = roll.done + codes.length >= roll.codes.length
    this.#committing(() =>
      this.#db
        .transaction(() => {
          for (const shortId of codes) this.#apply(shortId, roll.counts)
          if (last) {
            this.#sql.remove.run(roll.counts.lastSeq)
            this.#sql.setProgress.run(0, null)
          } else this.#sql.setProgress.run(roll.counts.lastSeq, codes.at(-1) as string)
        })
        .immediate(),
    )
    this.#rolledUp(codes, roll.counts)
    roll.done += codes.length
    if (last) this.#roll = undefined
    return true
  }

  /**
   * Rolls the whole log up now, from its rows (and how far the roll under way got): every read
   * but the scan's own comes after it (SqliteAccess), and so does the first after a restart.
   */
  settle(): void {
    if (!this.waiting) return
    const applied = this.#committing(() => this.#db.transaction(() => this.#settleNow()).immediate())
    this.#rolledUp(applied.codes(), applied)
    this.#next = new CountsByCode()
    this.#roll = undefined
    this.#unknown = false
  }

  /** A roll-up's transaction; the listener is told when it failed. */
  #committing<T>(transaction: () => T): T {
    try {
      return transaction()
    } catch (error) {
      this.#listener?.failed()
      throw error
    }
  }

  /** Tells the listener what a committed roll-up moved into the rows of `codes`. */
  #rolledUp(codes: Iterable<string>, counts: CountsByCode): void {
    if (!this.#listener) return
    for (const shortId of codes) {
      const code = counts.get(shortId)
      if (code) this.#listener.rolledUp(shortId, code.total)
    }
  }

  /** `settle`'s work, in the transaction open; what it moved into the rows. */
  #settleNow(): CountsByCode {
    const progress = this.#sql.progress.get() ?? { upto_seq: 0, done_through: null }
    const counts = new CountsByCode()
    let last = 0
    for (const row of this.#sql.all.iterate()) {
      last = row.seq
      const done = progress.done_through
      if (row.seq <= progress.upto_seq && done !== null && row.short_id <= done) continue
      counts.add(row.short_id, hourOf(row.at), row.route, row.at, {
        views: row.views,
        uniqueViews: row.unique_views,
        botHits: row.bot_hits,
        fallbackHits: row.fallback_hits,
      })
    }
    for (const shortId of counts.codes()) this.#apply(shortId, counts)
    if (last > 0) this.#sql.remove.run(last)
    this.#sql.setProgress.run(0, null)
    return counts
  }

  /** Adds one code's counts to its row, its hours' buckets and its routes' tallies. */
  #apply(shortId: string, counts: CountsByCode): void {
    const code = counts.get(shortId)
    if (!code) return
    const { views, uniqueViews, botHits, fallbackHits } = code.total
    this.#sql.counters.run(views, uniqueViews, botHits, fallbackHits, shortId)
    if (this.#scanStats) {
      for (const [hour, c] of code.hours)
        this.#sql.bucket.run(shortId, hour, c.views, c.uniqueViews, c.botHits, c.fallbackHits)
    }
    for (const [route, c] of code.routes) {
      if (c.views + c.botHits > 0) this.#sql.tally.run(shortId, route, c.views, c.uniqueViews, c.botHits, c.since)
    }
  }

  #insertOf(rows: number): Database.Statement<unknown[]> {
    let statement = this.#inserts.get(rows)
    if (!statement) {
      const row = '(?, ?, ?, ?, ?, ?, ?)'
      statement = this.#db.prepare<unknown[]>(
        `INSERT INTO scan_log (short_id, at, route, views, unique_views, bot_hits, fallback_hits) VALUES ${Array(rows).fill(row).join(', ')}`,
      )
      this.#inserts.set(rows, statement)
    }
    return statement
  }
}
