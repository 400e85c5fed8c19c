import type Database from 'better-sqlite3'
import { zeroScanCounts } from '../../domain/codes/qr-code-stats.js'
import { endedScan, liveScan, type ScanKind, type ScanResult } from '../../domain/records.js'
import type { ScanView } from '../../domain/scans/scan-analyzer.js'
import { Batcher } from '../sql/batcher.js'
import type { SyncSqlSession } from '../sql/sql-engine.js'
import { hasExpired, isOnItsHost } from '../../domain/scans/scan-rule.js'
import { CODE_COLUMNS, type CodeRow } from '../sql-rows.js'
import { SqlWebhookOutbox } from '../webhooks/sql-webhook-outbox.js'
import type { SqliteAccess } from './sqlite-access.js'
import { mayChangeCodes, RememberedCodeStates } from './sqlite-code-states.js'
import type { SqliteEngine } from './sqlite-engine.js'
import { SqliteViewWriter } from './sqlite-scan-analytics.js'
import { SqliteScanEvents } from './sqlite-scan-events.js'
import { SqliteScanLog } from './sqlite-scan-log.js'

/** What decides a code's limit (scanLimitCounts): its views or its lifetime unique views. */
interface LimitState {
  views: number
  max_scans: number | null
  scan_limit_counts: string
  unique_views: number
}

/** What max_scans is compared with (domain/scans/scan-rule.ts, limitCount). */
const limitCount = (row: LimitState) => (row.scan_limit_counts === 'uniqueViews' ? row.unique_views : row.views)

interface Scan {
  shortId: string
  kind: ScanKind
  now: number
  /** A person's scan, classified (scan analytics); recorded if the scan is a view. */
  view: ScanView | undefined
  /** The custom domain it was asked on; null: the site's own host. */
  host: string | null
  /** The route the short link chose (issue #43), recorded with the view; `null` when not decided. */
  route: string | null
}

/** How often a store rolls up what its scan log holds (sqlite-scan-log.ts), busy or quiet. */
const ROLL_UP_MS = 1_000
/** Codes counted that begin a roll-up before the tick. */
const ROLL_START_CODES = 16_384

/** Most scans one transaction takes; a longer queue is committed in several. */
const MAX_BATCH = 512

/**
 * The statements of the scan path, prepared once: reads only, the counts go to the scan log (a
 * code's state is read by RememberedCodeStates).
 */
function prepareScanStatements(db: Database.Database) {
  return {
    /** Whether the id was ever used: a deleted code's tombstone. */
    tombstone: db.prepare<[string], { one: number }>(
      'SELECT 1 AS one FROM qr_codes WHERE short_id = ? AND deleted_at IS NOT NULL',
    ),
    /** The whole row, for qrcode.deactivated. */
    codeRow: db.prepare<[string], CodeRow>(`SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id = ?`),
  }
}

/** A batch's scans by code, instant and host, in order of first arrival, each group in arrival order. */
function groupByCodeAndInstant(batch: Scan[]): Scan[][] {
  const groups = new Map<string, Scan[]>()
  for (const scan of batch) {
    const key = `${scan.now} ${scan.shortId} ${scan.host}`
    const group = groups.get(key)
    if (group) group.push(scan)
    else groups.set(key, [scan])
  }
  return [...groups.values()]
}

/**
 * Engine-specific hot path (issue #39): the redirect's scan, on better-sqlite3's synchronous
 * statements rather than the seam, measured the program's hottest write (docs/performance.md,
 * "One transaction per scan": group commit ≈ 41 % of a scan before it; the view decided and
 * counted by one `UPDATE … RETURNING`), batched by the one Batcher (store/sql/batcher.ts).
 *
 * The scan path of SQLite, group-committed. Each scan decides view or fallback with a
 * conditional UPDATE, counts it and adds it to its hour's bucket; SQLite has one writer, so the
 * limit is exact, and the bucket commits with the counter, so they never disagree.
 *
 * The scans that arrive in one turn of the event loop are queued and run in order in ONE
 * transaction when the turn ends (`setImmediate`); each scan gets its own result, and every
 * promise is settled only after COMMIT returned: a redirect is never sent for a view that is
 * not committed. A commit costs as much as the updates it carries, so sharing one among the
 * scans of a turn halves the cost of a scan under load (docs/performance.md). A failed
 * transaction rejects every scan of its batch (none of them was counted).
 */
export class SqliteScans {
  readonly #sql: ReturnType<typeof prepareScanStatements>
  /** The view that reaches maxScans deactivates the code: qrcode.deactivated, in the same commit. */
  readonly #events = new SqlWebhookOutbox('sqlite')
  readonly #now: SyncSqlSession
  readonly #scans: Batcher<Scan, ScanResult>
  readonly #views: SqliteViewWriter
  /** qrcode.milestone, in the batch's commit (issue #44). */
  readonly #scanEvents: SqliteScanEvents
  /** The counts, appended in the batch's commit and rolled up behind it (issue #46). */
  readonly #log: SqliteScanLog
  /** The codes' rows as the batches read them, kept between batches (sqlite-code-states.ts). */
  readonly #states: RememberedCodeStates
  readonly #access: SqliteAccess
  readonly #rollUps: NodeJS.Timeout
  #rollUpQueued = false

  /** `scanStats: false` skips the hourly buckets; only `npm run bench` does, to measure their cost. */
  constructor(db: Database.Database, access: SqliteAccess, engine: SqliteEngine, scanStats = true) {
    this.#now = engine.now
    this.#access = access
    this.#sql = prepareScanStatements(db)
    this.#views = new SqliteViewWriter(db)
    this.#scanEvents = new SqliteScanEvents(db, engine.now)
    const states = new RememberedCodeStates(db)
    this.#states = states
    // A write of the connection that names qr_codes may change a code; the roll-up moves counts into the rows.
    engine.onWrite((text) => {
      if (mayChangeCodes(text)) states.forgetAll()
    })
    this.#log = new SqliteScanLog(db, scanStats, {
      rolledUp: (shortId, counts) => states.rolledUp(shortId, counts),
      failed: () => states.forgetAll(),
    })
    // Every other operation reads what the scans counted: the log is rolled up before it.
    access.beforeEachOperation(() => this.#log.settle())
    const recordBatch = db.transaction((batch: Scan[]) => this.#recordBatch(batch)).immediate
    this.#scans = new Batcher({
      maxBatch: MAX_BATCH,
      run: (batch) =>
        access.runScanBatch(() => {
          let results: ScanResult[]
          try {
            results = recordBatch(batch)
          } catch (error) {
            // Rolled back, perhaps with a settle of the log in it: what was read since is not kept.
            states.forgetAll()
            throw error
          }
          this.#views.committed()
          this.#log.committed()
          if (this.#log.rolling || this.#log.codesWaiting >= ROLL_START_CODES) this.#queueRollUp()
          return results
        }),
    })
    // A quiet store rolls up what waits within ROLL_UP_MS.
    this.#rollUps = setInterval(() => this.#queueRollUp(), ROLL_UP_MS)
    this.#rollUps.unref()
  }

  record(
    shortId: string,
    kind: ScanKind,
    now: number,
    view: ScanView | undefined,
    host: string | null,
    route: string | null = null,
  ): Promise<ScanResult> {
    return this.#scans.submit({ shortId, kind, now, view, host, route })
  }

  /** Stops the background roll-ups and rolls up what waits. */
  async close(): Promise<void> {
    clearInterval(this.#rollUps)
    await this.#access.run(() => {})
  }

  /**
   * One chunk of a roll-up on a turn of its own, between scan batches (a few milliseconds, so no
   * redirect waits long behind it); the chunks of a roll follow one another, and a new roll
   * begins when enough codes wait or at the next tick.
   */
  #queueRollUp(): void {
    if (this.#rollUpQueued || !this.#log.waiting) return
    this.#rollUpQueued = true
    setImmediate(() => {
      this.#rollUpQueued = false
      this.#access
        .runScanBatch(() => this.#log.rollUp())
        .then(
          () => {
            if (this.#log.rolling || this.#log.codesWaiting >= ROLL_START_CODES) this.#queueRollUp()
          },
          // The next read or tick tries again; the rows stay in the log meanwhile.
          () => {},
        )
    })
  }

  /** One batch, inside its transaction. Scans of one code at one instant are counted together. */
  #recordBatch(batch: Scan[]): ScanResult[] {
    const results = new Map<Scan, ScanResult>()
    this.#views.begin()
    this.#scanEvents.begin()
    // Another connection has written: any code may have changed under what is remembered.
    if (this.#log.begin()) this.#states.forgetAll()
    for (const group of groupByCodeAndInstant(batch)) this.#recordGroup(group, results)
    this.#views.flush()
    this.#scanEvents.flush()
    this.#log.flush()
    return batch.map((scan) => results.get(scan) as ScanResult)
  }

  /**
   * Scans of one code at one instant, decided from one read and counted in the scan log. Each
   * scan, a bot's too, goes where a person's would at its place in the queue (scan-rule.ts): a
   * person's scan is a view while the code is below its limit, counted in what scanLimitCounts
   * says (the row's count and what the log holds for it); the others are fallback hits.
   */
  #recordGroup(scans: Scan[], results: Map<Scan, ScanResult>): void {
    const { shortId, now, host } = scans[0] as Scan
    const row = this.#states.get(shortId)
    // A code is served on its own host only (issue #42): asked on another host it counts nothing
    // (no view, bot or fallback hit), and `#gone` answers it missing.
    if (!row || !isOnItsHost(row, host)) {
      const gone = this.#gone(shortId)
      for (const scan of scans) results.set(scan, gone)
      return
    }
    const target: ScanResult = liveScan(row.target_url, row.domain)
    const ended: ScanResult = endedScan(row.fallback_url, row.domain)
    // Its lifecycle but its limit, which is decided on the row's counts and the log's pending ones.
    const running = row.active === 1 && !hasExpired({ expiresAt: row.expires_at }, now)
    const beyond = this.#log.pending(shortId)
    const counted = { ...row, views: row.views + beyond.views, unique_views: row.unique_views + beyond.uniqueViews }
    const before = limitCount(counted)
    for (const scan of scans) {
      const live = running && (row.max_scans === null || limitCount(counted) < row.max_scans)
      const counts = zeroScanCounts()
      if (scan.kind === 'bot') counts.botHits = 1
      else if (!live) counts.fallbackHits = 1
      else {
        counts.views = 1
        counts.uniqueViews = scan.view ? this.#views.record(shortId, now, scan.view, scan.route) : 0
        this.#scanEvents.counted(shortId, now, 1, counted.views)
        counted.views += 1
        counted.unique_views += counts.uniqueViews
      }
      this.#log.add(shortId, scan.route, now, counts)
      results.set(scan, live ? target : ended)
    }
    if (before < limitCount(counted) && limitCount(counted) === row.max_scans) this.#announceExhausted(shortId, now)
  }

  /** qrcode.deactivated with the code as it is now: its row and what the log holds for it. */
  #announceExhausted(shortId: string, now: number): void {
    const row = this.#sql.codeRow.get(shortId)
    if (!row) return
    const beyond = this.#log.pending(shortId)
    const code = {
      ...row,
      views: row.views + beyond.views,
      unique_views: row.unique_views + beyond.uniqueViews,
      bot_hits: row.bot_hits + beyond.botHits,
      fallback_hits: row.fallback_hits + beyond.fallbackHits,
    }
    this.#events.recordNow(this.#now, 'qrcode.deactivated', [code], now)
  }

  /** A scan of a code that is not there: deleted (its tombstone is) or missing (or on another host). */
  #gone(shortId: string): ScanResult {
    return this.#sql.tombstone.all(shortId).length > 0 ? { state: 'deleted' } : { state: 'missing' }
  }
}
