import type Database from 'better-sqlite3'
import { endedScan, liveScan, type ScanKind, type ScanResult } from '../../domain/records.js'
import type { ScanView } from '../../domain/scans/scan-analyzer.js'
import { Batcher } from '../sql/batcher.js'
import type { SyncSqlSession } from '../sql/sql-engine.js'
import { hourOf, liveCondition } from '../sql-lifecycle.js'
import { CODE_COLUMNS, type CodeRow } from '../sql-rows.js'
import { SqlWebhookOutbox } from '../webhooks/sql-webhook-outbox.js'
import type { SqliteAccess } from './sqlite-access.js'
import type { SqliteEngine } from './sqlite-engine.js'
import { SqliteScanEvents } from './sqlite-scan-events.js'
import { SqliteViewWriter } from './sqlite-scan-analytics.js'

type Args = { id: string; now: number; host: string | null }

/**
 * A code is served on its own host only (issue #42): `@host` is the custom domain the scan was
 * asked on, NULL for the site's own. Asked on another host, no statement below finds the code, so
 * the scan counts nothing (no view, bot or fallback hit) and `#gone` answers it missing.
 */
const ON_ITS_HOST = 'domain IS @host'

/** What decides a code's limit (scanLimitCounts): its views or its lifetime unique views. */
interface LimitState {
  views: number
  max_scans: number | null
  scan_limit_counts: string
  unique_views: number
}

/** What max_scans is compared with (domain/scans/scan-rule.ts, limitCount). */
const limitCount = (row: LimitState) => (row.scan_limit_counts === 'uniqueViews' ? row.unique_views : row.views)

interface CodeState extends LimitState {
  target_url: string
  fallback_url: string | null
  domain: string | null
  live: number
}

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

/** Most scans one transaction takes; a longer queue is committed in several. */
const MAX_BATCH = 512

/** The statements of the scan path, prepared once. `scanStats: false` makes the bucket upsert a no-op. */
function prepareScanStatements(db: Database.Database, scanStats: boolean) {
  const bucket = db.prepare<[string, number, number, number, number, number]>(
    `INSERT INTO scan_buckets (short_id, start, views, unique_views, bot_hits, fallback_hits) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (short_id, start) DO UPDATE SET views = views + excluded.views,
       unique_views = unique_views + excluded.unique_views, bot_hits = bot_hits + excluded.bot_hits, fallback_hits = fallback_hits + excluded.fallback_hits`,
  )
  return {
    /** A person's scan of a live code: a view. No row back: the code is not live (or not there). */
    view: db.prepare<Args, LimitState & { target_url: string; domain: string | null }>(
      `UPDATE qr_codes SET views = views + 1
       WHERE short_id = @id AND deleted_at IS NULL AND ${ON_ITS_HOST} AND ${liveCondition('@now')}
       RETURNING target_url, views, max_scans, scan_limit_counts, unique_views, domain`,
    ),
    /** A view that is its visitor's first of the code that day: the lifetime unique views. */
    uniqueView: db.prepare<[string]>('UPDATE qr_codes SET unique_views = unique_views + 1 WHERE short_id = ?'),
    /** A person's scan of a code that is not live: a fallback hit. */
    fallback: db.prepare<Args, { fallback_url: string | null; domain: string | null }>(
      `UPDATE qr_codes SET fallback_hits = fallback_hits + 1
       WHERE short_id = @id AND deleted_at IS NULL AND ${ON_ITS_HOST} RETURNING fallback_url, domain`,
    ),
    /** A bot's scan: a bot hit, sent where a person would be. */
    bot: db.prepare<Args, { target_url: string; fallback_url: string | null; live: number; domain: string | null }>(
      `UPDATE qr_codes SET bot_hits = bot_hits + 1 WHERE short_id = @id AND deleted_at IS NULL AND ${ON_ITS_HOST}
       RETURNING target_url, fallback_url, ${liveCondition('@now')} AS live, domain`,
    ),
    /** Adds scans to the bucket of their hour. */
    bucket: scanStats ? bucket : { run: () => undefined },
    /** Whether the id was ever used: a deleted code's tombstone. */
    tombstone: db.prepare<[string], { one: number }>(
      'SELECT 1 AS one FROM qr_codes WHERE short_id = ? AND deleted_at IS NOT NULL',
    ),
    /** A code as several scans at one instant find it. */
    state: db.prepare<Args, CodeState>(
      `SELECT views, max_scans, scan_limit_counts, unique_views, target_url, fallback_url, domain, ${liveCondition('@now')} AS live
       FROM qr_codes WHERE short_id = @id AND deleted_at IS NULL AND ${ON_ITS_HOST}`,
    ),
    /** Those scans' counts, in one write. */
    counters: db.prepare<{ id: string; views: number; uniques: number; fallbacks: number; bots: number }>(
      `UPDATE qr_codes SET views = views + @views, unique_views = unique_views + @uniques,
         fallback_hits = fallback_hits + @fallbacks, bot_hits = bot_hits + @bots WHERE short_id = @id`,
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
  /** qrcode.scanned's tallies and qrcode.milestone, in the batch's commit (issue #44). */
  readonly #scanEvents: SqliteScanEvents

  /** `scanStats: false` skips the hourly buckets; only `npm run bench` does, to measure their cost. */
  constructor(db: Database.Database, access: SqliteAccess, engine: SqliteEngine, scanStats = true) {
    this.#now = engine.now
    this.#sql = prepareScanStatements(db, scanStats)
    this.#views = new SqliteViewWriter(db)
    this.#scanEvents = new SqliteScanEvents(db, engine.now)
    const recordBatch = db.transaction((batch: Scan[]) => this.#recordBatch(batch)).immediate
    this.#scans = new Batcher({
      maxBatch: MAX_BATCH,
      run: (batch) =>
        access.run(() => {
          const results = recordBatch(batch)
          this.#views.committed()
          return results
        }),
    })
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

  /** One batch, inside its transaction. Scans of one code at one instant are coalesced (a hot code's batch is one write). */
  #recordBatch(batch: Scan[]): ScanResult[] {
    const results = new Map<Scan, ScanResult>()
    this.#views.begin()
    this.#scanEvents.begin()
    for (const group of groupByCodeAndInstant(batch)) {
      const [only] = group
      if (group.length === 1 && only) results.set(only, this.#recordOne(only))
      else this.#recordMany(group, results)
    }
    this.#views.flush()
    this.#scanEvents.flush()
    return batch.map((scan) => results.get(scan) as ScanResult)
  }

  // .all(), not .get(): the scan must be committed before the redirect is sent (SqliteAccess).
  #recordOne({ shortId, kind, now, view: described, host, route }: Scan): ScanResult {
    const args = { id: shortId, now, host }
    const hour = hourOf(now)
    const { bot, view, fallback, bucket } = this.#sql
    if (kind === 'bot') {
      const row = bot.all(args)[0]
      if (row) {
        bucket.run(shortId, hour, 0, 0, 1, 0)
        this.#scanEvents.counted(shortId, route, now, 0, 0, 1)
        return row.live === 1 ? liveScan(row.target_url, row.domain) : endedScan(row.fallback_url, row.domain)
      }
    } else {
      const live = view.all(args)[0]
      if (live) {
        const unique = described ? this.#views.record(shortId, now, described, route) : 0
        if (unique === 1) this.#sql.uniqueView.run(shortId)
        bucket.run(shortId, hour, 1, unique, 0, 0)
        this.#scanEvents.counted(shortId, route, now, 1, unique, 0, live.views - 1)
        const counted = live.scan_limit_counts === 'uniqueViews' ? unique : 1
        if (counted === 1 && limitCount({ ...live, unique_views: live.unique_views + unique }) === live.max_scans) {
          this.#announceExhausted(shortId, now)
        }
        return liveScan(live.target_url, live.domain)
      }
      const ended = fallback.all(args)[0]
      if (ended) {
        bucket.run(shortId, hour, 0, 0, 0, 1)
        return endedScan(ended.fallback_url, ended.domain)
      }
    }
    return this.#gone(shortId)
  }

  /** Several scans of one code at one instant, counted with one read and one write. */
  #recordMany(scans: Scan[], results: Map<Scan, ScanResult>): void {
    const { shortId, now, host } = scans[0] as Scan
    const row = this.#sql.state.get({ id: shortId, now, host })
    if (!row) {
      const gone = this.#gone(shortId)
      for (const scan of scans) results.set(scan, gone)
      return
    }
    const target: ScanResult = liveScan(row.target_url, row.domain)
    const ended: ScanResult = endedScan(row.fallback_url, row.domain)
    // Each scan, a bot's too, goes where a person's would at its place in the queue
    // (scan-rule.ts): a person's scan is a view while the code is below its limit, counted in
    // what scanLimitCounts says; the others are fallback hits.
    const counted = { ...row }
    let fallbacks = 0
    let bots = 0
    let viewsBefore = row.views
    for (const scan of scans) {
      const live = row.live === 1 && (row.max_scans === null || limitCount(counted) < row.max_scans)
      if (scan.kind === 'bot') {
        bots += 1
        this.#scanEvents.counted(shortId, scan.route, now, 0, 0, 1)
      } else if (!live) fallbacks += 1
      else {
        counted.views += 1
        const unique = scan.view ? this.#views.record(shortId, now, scan.view, scan.route) : 0
        counted.unique_views += unique
        this.#scanEvents.counted(shortId, scan.route, now, 1, unique, 0, viewsBefore)
        viewsBefore += 1
      }
      results.set(scan, live ? target : ended)
    }
    const views = counted.views - row.views
    const uniques = counted.unique_views - row.unique_views
    this.#sql.counters.run({ id: shortId, views, uniques, fallbacks, bots })
    if (limitCount(row) < limitCount(counted) && limitCount(counted) === row.max_scans) {
      this.#announceExhausted(shortId, now)
    }
    this.#sql.bucket.run(shortId, hourOf(now), views, uniques, bots, fallbacks)
  }

  #announceExhausted(shortId: string, now: number): void {
    const row = this.#sql.codeRow.get(shortId)
    if (row) this.#events.recordNow(this.#now, 'qrcode.deactivated', [row], now)
  }

  /** A scan of a code that is not there: deleted (its tombstone is) or missing (or on another host). */
  #gone(shortId: string): ScanResult {
    return this.#sql.tombstone.all(shortId).length > 0 ? { state: 'deleted' } : { state: 'missing' }
  }
}
