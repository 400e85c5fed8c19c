import { STATS_DIMENSIONS } from '@dynqr/contract'
import type Database from 'better-sqlite3'
import type { ScanView } from '../../domain/scans/scan-analyzer.js'
import type { ScanDimensions } from '../../domain/scans/scan-dimensions.js'
import { CountedVisits } from '../analytics/counted-visits.js'
import { EVENT_COLUMNS } from '../analytics/scan-analytics-sql.js'

/** Most events one INSERT appends (10 values each, far below SQLite's 32,766 parameters). */
const EVENTS_PER_INSERT = 64
/** Where a pending event row's counts and dimensions are (EVENT_COLUMNS' order). */
const VIEWS = EVENT_COLUMNS.indexOf('views')
const UNIQUE_VIEWS = EVENT_COLUMNS.indexOf('unique_views')
const FIRST_DIMENSION = EVENT_COLUMNS.length - STATS_DIMENSIONS.length

/**
 * Engine-specific hot path (the scan batch's, measured in docs/performance.md, "Scan analytics"):
 * the write side of scan analytics on SQLite, run inside the scan batch's transaction
 * (sqlite-scans.ts): the visitor's key decides uniqueness (INSERT OR IGNORE into the day's
 * visitors), and the views are appended to scan_events when the batch ends (`flush`), a
 * multi-row INSERT for up to EVENTS_PER_INSERT rows. Views of one code at one instant with the
 * same dimensions, counted one after another (the batch counts a code's scans of one instant
 * together), are one row: its `views` and `unique_views` count them. A visit already counted
 * (CountedVisits) needs no INSERT.
 */
export class SqliteViewWriter {
  readonly #db: Database.Database
  readonly #visitor
  /** INSERT statements of 1 … EVENTS_PER_INSERT rows, prepared on first use. */
  readonly #inserts = new Map<number, Database.Statement<unknown[]>>()
  /** The batch's events not yet appended, as their columns' values in a row. */
  #pending: (string | number | null)[] = []
  readonly #visits = new CountedVisits()

  constructor(db: Database.Database) {
    this.#db = db
    this.#visitor = db.prepare<[number, string, Buffer]>(
      'INSERT OR IGNORE INTO scan_visitors (day, short_id, visitor) VALUES (?, ?, ?)',
    )
  }

  /** A new batch: forgets what an earlier one, committed or rolled back, left. */
  begin(): void {
    this.#pending = []
    this.#visits.begin()
  }

  /** The batch's transaction committed: its visits are counted for good. */
  committed(): void {
    this.#visits.committed()
  }

  /**
   * Records one view (appended at `flush`) with the route that sent it (issue #43; `null`:
   * unknown); 1 when it is the visitor's first view of the code that day, else 0.
   */
  record(shortId: string, now: number, view: ScanView, route: string | null = null): 0 | 1 {
    let unique: 0 | 1 = 0
    if (!this.#visits.has(view, shortId)) {
      this.#visits.note(view, shortId)
      unique = this.#visitor.run(view.day, shortId, view.visitor).changes > 0 ? 1 : 0
    }
    const values = this.#pending
    const last = values.length - EVENT_COLUMNS.length
    if (last >= 0 && this.#continuesRun(last, shortId, now, view.dimensions, route)) {
      ;(values[last + VIEWS] as number) += 1
      ;(values[last + UNIQUE_VIEWS] as number) += unique
      return unique
    }
    const { country, device, os, browser, referrer, language } = view.dimensions
    values.push(shortId, now, 1, unique, country, device, os, browser, referrer, language, route)
    return unique
  }

  /** Whether a view continues the run of the last event row: same code, instant and dimensions. */
  #continuesRun(last: number, shortId: string, now: number, dimensions: ScanDimensions, route: string | null): boolean {
    const values = this.#pending
    if (values[last] !== shortId || values[last + 1] !== now) return false
    for (const [index, dimension] of STATS_DIMENSIONS.entries()) {
      const value = dimension === 'route' ? route : dimensions[dimension]
      if (values[last + FIRST_DIMENSION + index] !== value) return false
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
