import type Database from 'better-sqlite3'
import type { Counts } from './sqlite-scan-counts.js'

/**
 * What a scan batch reads of a code (sqlite-scans.ts): its counters as stored, what decides its
 * limit, where it sends a scan, and its lifecycle. Whether it is running at a scan's instant, and
 * whether it is asked on its own host, are decided from these in memory.
 */
export interface CodeState {
  views: number
  unique_views: number
  max_scans: number | null
  scan_limit_counts: string
  target_url: string
  fallback_url: string | null
  domain: string | null
  active: number
  expires_at: number | null
}

/** Codes whose state is remembered; past this many, all are forgotten at once (≈ 1 MB at most, URLs aside). */
const REMEMBERED_STATES = 4_096

/**
 * Whether a statement that writes may change a code's row: whether it names qr_codes. No trigger
 * and no foreign-key action of the schema writes qr_codes, so a statement that does not name it
 * leaves every row as it was (`open-sqlite-store.test.ts` holds the schema to that).
 */
export const mayChangeCodes = (text: string): boolean => /\bqr_codes\b/.test(text)

/**
 * The live codes' states as the scan batches read them, remembered between batches (issue #46):
 * reading a code's row costs a scan ≈ 3 µs, which is most of what a scan spread over many codes
 * costs the store beyond a hot one's (docs/performance.md). A remembered state is kept exactly as
 * the stored row is:
 * - **Changes**: every statement of this connection that writes and names qr_codes
 *   (`mayChangeCodes`) forgets them all (`forgetAll`, from SqliteEngine's `onWrite`), and so do
 *   another connection's commit (the scan log's `data_version` check at each batch) and a batch
 *   or roll-up that failed. A write to another table keeps them: the health checks taking in a
 *   new file's 10,000 targets wrote ≈ 200 rows a second, which forgot them all.
 * - **Counters**: the scan log's roll-up adds what it moved from the log into a row
 *   (`rolledUp`) once its transaction committed, so a state's counters plus the log's pending
 *   counts stay the code's exact count, as the row's would.
 * A code that is not there (missing, deleted) is not remembered: the batch reads it each time.
 */
export class RememberedCodeStates {
  readonly #read: Database.Statement<[string], CodeState>
  readonly #states = new Map<string, CodeState>()

  constructor(db: Database.Database) {
    this.#read = db.prepare<[string], CodeState>(
      `SELECT views, unique_views, max_scans, scan_limit_counts, target_url, fallback_url, domain, active, expires_at
       FROM qr_codes WHERE short_id = ? AND deleted_at IS NULL`,
    )
  }

  /** The live (not deleted) code's state, remembered or read now; undefined when there is none. */
  get(shortId: string): CodeState | undefined {
    const known = this.#states.get(shortId)
    if (known !== undefined) return known
    const state = this.#read.get(shortId)
    if (state === undefined) return undefined
    if (this.#states.size >= REMEMBERED_STATES) this.#states.clear()
    this.#states.set(shortId, state)
    return state
  }

  /** The roll-up moved `counts` of `shortId` from the log into its row, and committed. */
  rolledUp(shortId: string, counts: Counts): void {
    const state = this.#states.get(shortId)
    if (state === undefined) return
    state.views += counts.views
    state.unique_views += counts.uniqueViews
  }

  forgetAll(): void {
    this.#states.clear()
  }
}
