import type Database from 'better-sqlite3'
import type { ScanBucket, ScanKind, ScanResult } from '../../domain/records.js'
import { hourOf, liveCondition, rollUpStatements } from '../sql-lifecycle.js'
import { type BucketRow, bucketFromRow, CODE_COLUMNS, type CodeRow } from '../sql-rows.js'
import type { SqliteAccess } from './sqlite-access.js'
import { SqliteWebhookOutbox } from './sqlite-webhook-outbox.js'
import { GroupCommit, type Outcome } from './sqlite-write-batch.js'

type Args = { id: string; now: number }

interface CodeState {
  views: number
  max_scans: number | null
  target_url: string
  fallback_url: string | null
  live: number
}

interface Scan {
  shortId: string
  kind: ScanKind
  now: number
}

/** Most scans one transaction takes; a longer queue is committed in several. */
const MAX_BATCH = 512

/**
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
  readonly #scans: GroupCommit<Scan>
  readonly #buckets
  readonly #rollUp: (before: number) => void
  readonly #access: SqliteAccess

  /** `scanStats: false` skips the hourly buckets; only `npm run bench` does, to measure their cost. */
  constructor(db: Database.Database, access: SqliteAccess, scanStats = true) {
    this.#access = access
    const view = db.prepare<Args, { target_url: string; views: number; max_scans: number | null }>(
      `UPDATE qr_codes SET views = views + 1
       WHERE short_id = @id AND deleted_at IS NULL AND ${liveCondition('@now')} RETURNING target_url, views, max_scans`,
    )
    // The view that reaches maxScans deactivates the code: qrcode.deactivated, in the same commit.
    const events = new SqliteWebhookOutbox(db)
    const codeRow = db.prepare<[string], CodeRow>(`SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id = ?`)
    const announceExhausted = (shortId: string, now: number) => {
      const row = codeRow.get(shortId)
      if (row) events.recordEvent('qrcode.deactivated', row, now)
    }
    const fallback = db.prepare<Args, { fallback_url: string | null }>(
      `UPDATE qr_codes SET fallback_hits = fallback_hits + 1
       WHERE short_id = @id AND deleted_at IS NULL RETURNING fallback_url`,
    )
    const bot = db.prepare<Args, { target_url: string; fallback_url: string | null; live: number }>(
      `UPDATE qr_codes SET bot_hits = bot_hits + 1 WHERE short_id = @id AND deleted_at IS NULL
       RETURNING target_url, fallback_url, ${liveCondition('@now')} AS live`,
    )
    const buckets = db.prepare<[string, number, number, number, number]>(
      `INSERT INTO scan_buckets (short_id, start, views, bot_hits, fallback_hits) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (short_id, start) DO UPDATE SET views = views + excluded.views,
         bot_hits = bot_hits + excluded.bot_hits, fallback_hits = fallback_hits + excluded.fallback_hits`,
    )
    const bucket = scanStats ? buckets : { run: () => undefined }
    const tombstone = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM qr_codes WHERE short_id = ?')
    // .all(), not .get(): the scan must be committed before the redirect is sent (SqliteAccess).
    const recordOne = (shortId: string, kind: ScanKind, now: number): ScanResult => {
      const args = { id: shortId, now }
      const hour = hourOf(now)
      if (kind === 'bot') {
        const row = bot.all(args)[0]
        if (row) {
          bucket.run(shortId, hour, 0, 1, 0)
          return row.live === 1
            ? { state: 'live', targetUrl: row.target_url }
            : { state: 'ended', fallbackUrl: row.fallback_url }
        }
      } else {
        const live = view.all(args)[0]
        if (live) {
          bucket.run(shortId, hour, 1, 0, 0)
          if (live.views === live.max_scans) announceExhausted(shortId, now)
          return { state: 'live', targetUrl: live.target_url }
        }
        const ended = fallback.all(args)[0]
        if (ended) {
          bucket.run(shortId, hour, 0, 0, 1)
          return { state: 'ended', fallbackUrl: ended.fallback_url }
        }
      }
      return tombstone.all(shortId).length > 0 ? { state: 'deleted' } : { state: 'missing' }
    }
    const state = db.prepare<Args, CodeState>(
      `SELECT views, max_scans, target_url, fallback_url, ${liveCondition('@now')} AS live
       FROM qr_codes WHERE short_id = @id AND deleted_at IS NULL`,
    )
    const counters = db.prepare<{ id: string; views: number; fallbacks: number; bots: number }>(
      `UPDATE qr_codes SET views = views + @views, fallback_hits = fallback_hits + @fallbacks,
         bot_hits = bot_hits + @bots WHERE short_id = @id`,
    )
    /** Several scans of one code at one instant, counted with one read and one write. */
    const recordMany = (scans: Scan[], results: Map<Scan, ScanResult>) => {
      const first = scans[0] as Scan
      const row = state.get({ id: first.shortId, now: first.now })
      if (!row) {
        const gone: ScanResult = tombstone.all(first.shortId).length > 0 ? { state: 'deleted' } : { state: 'missing' }
        for (const scan of scans) results.set(scan, gone)
        return
      }
      const people = scans.filter((scan) => scan.kind === 'view').length
      const bots = scans.length - people
      // As many person scans as the limit still allows are views, in arrival order; the others
      // are fallback hits: what one conditional UPDATE per scan would have decided.
      const views = row.live !== 1 ? 0 : row.max_scans === null ? people : Math.min(people, row.max_scans - row.views)
      counters.run({ id: first.shortId, views, fallbacks: people - views, bots })
      bucket.run(first.shortId, hourOf(first.now), views, bots, people - views)
      if (views > 0 && row.views + views === row.max_scans) announceExhausted(first.shortId, first.now)
      const liveAfter = row.live === 1 && (row.max_scans === null || row.views + views < row.max_scans)
      const target: ScanResult = { state: 'live', targetUrl: row.target_url }
      const ended: ScanResult = { state: 'ended', fallbackUrl: row.fallback_url }
      let granted = views
      for (const scan of scans) {
        if (scan.kind === 'bot') results.set(scan, liveAfter ? target : ended)
        else results.set(scan, granted-- > 0 ? target : ended)
      }
    }
    const recordBatch = db.transaction((batch: Scan[]): Outcome[] => {
      // Scans of one code at one instant are coalesced (a hot code's batch is one write).
      const groups = new Map<string, Scan[]>()
      for (const scan of batch) {
        const key = `${scan.now} ${scan.shortId}`
        const group = groups.get(key)
        if (group) group.push(scan)
        else groups.set(key, [scan])
      }
      const results = new Map<Scan, ScanResult>()
      for (const group of groups.values()) {
        const [only] = group
        if (group.length === 1 && only) results.set(only, recordOne(only.shortId, only.kind, only.now))
        else recordMany(group, results)
      }
      return batch.map((scan) => ({ value: results.get(scan) }))
    }).immediate
    this.#scans = new GroupCommit(access, MAX_BATCH, recordBatch)
    this.#buckets = db.prepare<[string, number, number], BucketRow>(
      'SELECT start, views, bot_hits, fallback_hits FROM scan_buckets WHERE short_id = ? AND start >= ? AND start < ? ORDER BY start',
    )
    const [merge, prune] = rollUpStatements('?').map((sql) => db.prepare<[number]>(sql))
    this.#rollUp = db.transaction((before: number) => {
      merge?.run(before)
      prune?.run(before)
    })
  }

  record(shortId: string, kind: ScanKind, now: number): Promise<ScanResult> {
    return this.#scans.submit({ shortId, kind, now }) as Promise<ScanResult>
  }

  buckets(shortId: string, from: number, to: number): Promise<ScanBucket[]> {
    return this.#access.run(() => this.#buckets.all(shortId, from, to).map(bucketFromRow))
  }

  rollUp(before: number): Promise<void> {
    return this.#access.run(() => this.#rollUp(before))
  }
}
