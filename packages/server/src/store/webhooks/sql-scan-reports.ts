import type { ScanReport } from '../../domain/webhooks/scan-events.js'
import { join, raw, sql } from '../sql/sql.js'
import type { SqlEngine } from '../sql/sql-engine.js'
import { type DataEvent, SqlWebhookOutbox } from './sql-webhook-outbox.js'

/** Codes one report turns into events at most; the rest wait for the next round. */
const CODES_PER_ROUND = 500

interface TallyRow {
  short_id: string
  route: string
  views: number | string
  unique_views: number | string
  bot_hits: number | string
  since: number | string
  account_id: string
}

/** One code's report: its event's data, and the counts taken off each of its rows. */
interface Report {
  accountId: string
  data: ScanReport & { since: string }
  rows: TallyRow[]
}

/** The due tallies grouped per code into qrcode.scanned's data. */
function reportsOf(rows: readonly TallyRow[]): Report[] {
  const reports = new Map<string, Report & { sinceMs: number }>()
  for (const row of rows) {
    const views = Number(row.views)
    let report = reports.get(row.short_id)
    if (!report) {
      report = {
        accountId: row.account_id,
        data: { shortId: row.short_id, views: 0, uniqueViews: 0, botHits: 0, byRoute: {}, since: '' },
        rows: [],
        sinceMs: Number(row.since),
      }
      reports.set(row.short_id, report)
    }
    report.data.views += views
    report.data.uniqueViews += Number(row.unique_views)
    report.data.botHits += Number(row.bot_hits)
    if (views > 0) report.data.byRoute[row.route] = (report.data.byRoute[row.route] ?? 0) + views
    report.sinceMs = Math.min(report.sinceMs, Number(row.since))
    report.rows.push(row)
  }
  return [...reports.values()]
    .filter((report) => report.data.views > 0 || report.data.botHits > 0)
    .map(({ sinceMs, ...report }) => ({ ...report, data: { ...report.data, since: new Date(sinceMs).toISOString() } }))
}

/**
 * qrcode.scanned (issue #44): turns the scans tallied since each code's last report
 * (scan_tallies, added to in the scan batches' own commits) into events, at most one per code
 * per interval, in ONE transaction that also takes the reported counts off the tallies — so a
 * view is reported exactly once, whatever crashes: before the commit nothing was reported and the
 * tally still holds it; after, the event is in the outbox and the tally no longer holds it.
 *
 * On PostgreSQL several instances report at once: the rows are locked (SKIP LOCKED: a row a scan
 * batch or another instance holds waits for the next round), re-read as committed, and checked
 * again (`reported_at`), so no two instances report the same counts.
 */
export class SqlScanReports {
  readonly #engine: SqlEngine
  readonly #outbox: SqlWebhookOutbox

  constructor(engine: SqlEngine) {
    this.#engine = engine
    this.#outbox = new SqlWebhookOutbox(engine.name)
  }

  /** Reports every code whose last report is at least `intervalMs` old and that was scanned since; the number of events. */
  async report(now: number, intervalMs: number): Promise<number> {
    const cutoff = now - intervalMs
    const lock = raw(this.#engine.name === 'postgres' ? 'FOR UPDATE OF t SKIP LOCKED' : '')
    // A read first: most rounds find nothing due, and need no transaction (no write lock on SQLite).
    if (!(await this.#engine.get(sql`SELECT 1 AS one FROM scan_tallies WHERE reported_at <= ${cutoff} LIMIT 1`)))
      return 0
    return this.#engine.transaction(async (tx) => {
      const rows = await tx.all<TallyRow>(
        sql`SELECT t.short_id, t.route, t.views, t.unique_views, t.bot_hits, t.since, q.account_id
          FROM scan_tallies t JOIN qr_codes q ON q.short_id = t.short_id
          WHERE t.reported_at <= ${cutoff} AND t.short_id IN (
            SELECT short_id FROM scan_tallies GROUP BY short_id
            HAVING max(reported_at) <= ${cutoff} AND sum(views + bot_hits) > 0 LIMIT ${CODES_PER_ROUND})
          ${lock}`,
      )
      const reports = reportsOf(rows)
      if (reports.length > 0) {
        const events: DataEvent[] = reports.map(({ accountId, data }) => ({ accountId, data }))
        await this.#outbox.recordData(tx, 'qrcode.scanned', events, now)
        const taken = reports.flatMap((report) =>
          report.rows.map(
            (row) =>
              sql`(${row.short_id}, ${row.route}, CAST(${Number(row.views)} AS BIGINT), CAST(${Number(row.unique_views)} AS BIGINT), CAST(${Number(row.bot_hits)} AS BIGINT))`,
          ),
        )
        await tx.run(sql`UPDATE scan_tallies SET views = scan_tallies.views - v.column3,
            unique_views = scan_tallies.unique_views - v.column4, bot_hits = scan_tallies.bot_hits - v.column5,
            since = ${now}, reported_at = ${now}
          FROM (VALUES ${join(taken)}) AS v WHERE scan_tallies.short_id = v.column1 AND scan_tallies.route = v.column2`)
      }
      // Rows with nothing left whose code's interval has passed: the next scan starts afresh.
      await tx.run(sql`DELETE FROM scan_tallies WHERE views = 0 AND bot_hits = 0 AND reported_at <= ${cutoff}`)
      return reports.length
    })
  }
}
