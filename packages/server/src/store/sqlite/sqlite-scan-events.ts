import type Database from 'better-sqlite3'
import { DEFAULT_ROUTE, milestonesBetween } from '../../domain/webhooks/scan-events.js'
import type { SyncSqlSession } from '../sql/sql-engine.js'
import { type DataEvent, SqlWebhookOutbox } from '../webhooks/sql-webhook-outbox.js'

/** One code's scans in a batch, not yet reported in a qrcode.scanned event. */
interface Tally {
  since: number
  views: number
  uniques: number
  bots: number
}

/**
 * What a scan batch adds for events as they happen (issue #44), kept apart from the scan path
 * itself: each code's views, unique views and bot hits added to its row of scan_tallies (one
 * write per code per batch), and a qrcode.milestone for each round number of views reached —
 * both inside the batch's transaction, so they commit with the views or not at all. The tallies
 * become qrcode.scanned events later (store/webhooks/sql-scan-reports.ts).
 */
export class SqliteScanEvents {
  readonly #tally: Database.Statement<[string, string, number, number, number, number]>
  readonly #account: Database.Statement<[string], { account_id: string }>
  readonly #session: SyncSqlSession
  readonly #outbox = new SqlWebhookOutbox('sqlite')
  /** By code, then by route. */
  #tallies = new Map<string, Map<string, Tally>>()
  #milestones: { shortId: string; views: number; at: number }[] = []

  constructor(db: Database.Database, session: SyncSqlSession) {
    this.#session = session
    this.#tally = db.prepare(
      `INSERT INTO scan_tallies (short_id, route, views, unique_views, bot_hits, since) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (short_id, route) DO UPDATE SET views = views + excluded.views,
         unique_views = unique_views + excluded.unique_views, bot_hits = bot_hits + excluded.bot_hits`,
    )
    this.#account = db.prepare('SELECT account_id FROM qr_codes WHERE short_id = ?')
  }

  /** A batch begins: nothing tallied yet. */
  begin(): void {
    this.#tallies = new Map()
    this.#milestones = []
  }

  /**
   * Scans of `shortId` sent by `route` (null: not decided, the default route), counted at `now`:
   * `views` of them views (the code had `viewsBefore`), `bots` bot hits.
   */
  counted(
    shortId: string,
    route: string | null,
    now: number,
    views: number,
    uniques: number,
    bots: number,
    viewsBefore = 0,
  ): void {
    if (views === 0 && bots === 0) return
    let routes = this.#tallies.get(shortId)
    if (!routes) {
      routes = new Map()
      this.#tallies.set(shortId, routes)
    }
    const tally = routes.get(route ?? DEFAULT_ROUTE)
    if (tally) {
      tally.views += views
      tally.uniques += uniques
      tally.bots += bots
    } else routes.set(route ?? DEFAULT_ROUTE, { since: now, views, uniques, bots })
    for (const milestone of milestonesBetween(viewsBefore, viewsBefore + views)) {
      this.#milestones.push({ shortId, views: milestone, at: now })
    }
  }

  /** Writes the batch's tallies and milestones, inside its transaction. */
  flush(): void {
    for (const [shortId, routes] of this.#tallies) {
      for (const [route, { since, views, uniques, bots }] of routes) {
        this.#tally.run(shortId, route, views, uniques, bots, since)
      }
    }
    for (const { shortId, views, at } of this.#milestones) {
      const row = this.#account.get(shortId)
      if (!row) continue
      const event: DataEvent = { accountId: row.account_id, data: { shortId, views } }
      this.#outbox.recordDataNow(this.#session, 'qrcode.milestone', [event], at)
    }
    this.begin()
  }
}
