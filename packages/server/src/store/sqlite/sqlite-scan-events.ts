import type Database from 'better-sqlite3'
import { milestonesBetween } from '../../domain/webhooks/scan-events.js'
import type { SyncSqlSession } from '../sql/sql-engine.js'
import { type DataEvent, SqlWebhookOutbox } from '../webhooks/sql-webhook-outbox.js'

/**
 * What a scan batch adds for events as they happen (issue #44), kept apart from the scan path
 * itself: a qrcode.milestone for each round number of views reached, inside the batch's
 * transaction, so it commits with the views or not at all. The views, unique views and bot hits
 * of qrcode.scanned reach scan_tallies through the scan log's roll-up (sqlite-scan-log.ts), and
 * become events later (store/webhooks/sql-scan-reports.ts).
 */
export class SqliteScanEvents {
  readonly #account: Database.Statement<[string], { account_id: string }>
  readonly #session: SyncSqlSession
  readonly #outbox = new SqlWebhookOutbox('sqlite')
  #milestones: { shortId: string; views: number; at: number }[] = []

  constructor(db: Database.Database, session: SyncSqlSession) {
    this.#session = session
    this.#account = db.prepare('SELECT account_id FROM qr_codes WHERE short_id = ?')
  }

  /** A batch begins: no milestone reached yet. */
  begin(): void {
    this.#milestones = []
  }

  /** `views` views of `shortId` counted at `now`; the code had `viewsBefore`. */
  counted(shortId: string, now: number, views: number, viewsBefore: number): void {
    for (const milestone of milestonesBetween(viewsBefore, viewsBefore + views)) {
      this.#milestones.push({ shortId, views: milestone, at: now })
    }
  }

  /** Writes the batch's milestones, inside its transaction. */
  flush(): void {
    for (const { shortId, views, at } of this.#milestones) {
      const row = this.#account.get(shortId)
      if (!row) continue
      const event: DataEvent = { accountId: row.account_id, data: { shortId, views } }
      this.#outbox.recordDataNow(this.#session, 'qrcode.milestone', [event], at)
    }
    this.begin()
  }
}
