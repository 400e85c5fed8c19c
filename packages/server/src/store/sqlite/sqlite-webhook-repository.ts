import type Database from 'better-sqlite3'
import type {
  AttemptOutcome,
  ClaimFairness,
  WebhookEndpointRecord,
  WebhookRepository,
} from '../../domain/webhook-repository.js'
import {
  DELIVERY_COLUMNS,
  type DeliveryRow,
  type DueRow,
  deliveryFromRow,
  dueFromRow,
  ENDPOINT_COLUMNS,
  type EndpointRow,
  endpointFromRow,
} from '../webhook-rows.js'
import type { SqliteAccess } from './sqlite-access.js'

export class SqliteWebhookRepository implements WebhookRepository {
  readonly #db: Database.Database
  readonly #access: SqliteAccess
  readonly #insert
  readonly #list
  readonly #owned
  readonly #delete
  readonly #deliveries
  readonly #due
  readonly #lease
  readonly #attempt
  readonly #endpointOutcome
  readonly #failDisabled
  readonly #prune

  constructor(db: Database.Database, access: SqliteAccess) {
    this.#db = db
    this.#access = access
    this.#insert = db.prepare(
      `INSERT INTO webhook_endpoints (${ENDPOINT_COLUMNS}) VALUES (@id, @account_id, @url, @events, @description, @secret, @created_at, @disabled_at)`,
    )
    this.#list = db.prepare<[string], EndpointRow>(
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE account_id = ? ORDER BY created_at DESC, id DESC`,
    )
    this.#owned = db.prepare<[string, string], { one: number }>(
      'SELECT 1 AS one FROM webhook_endpoints WHERE id = ? AND account_id = ?',
    )
    this.#delete = db.prepare<[string, string]>('DELETE FROM webhook_endpoints WHERE id = ? AND account_id = ?')
    this.#deliveries = db.prepare<[string, number], DeliveryRow>(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE endpoint_id = ?
       ORDER BY created_at DESC, rowid DESC LIMIT ?`,
    )
    this.#prune = db.prepare<[number]>("DELETE FROM webhook_deliveries WHERE status <> 'pending' AND created_at < ?")
    // Ranked per endpoint (oldest first), then round-robin per account (webhook-repository.ts).
    // An account's turns start after its attempts in flight (a JSON object of counts).
    this.#due = db.prepare<[number, string, string, number, number, number], DueRow>(
      `WITH ranked AS (
         SELECT d.rowid AS id, d.next_attempt_at, e.account_id,
           row_number() OVER (PARTITION BY d.endpoint_id ORDER BY d.next_attempt_at, d.rowid) AS endpoint_rank
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
         WHERE d.status = 'pending' AND d.next_attempt_at <= ?
           AND d.endpoint_id NOT IN (SELECT value FROM json_each(?))
       ), fair AS (
         SELECT id, next_attempt_at,
           row_number() OVER (PARTITION BY account_id ORDER BY endpoint_rank, next_attempt_at)
             + COALESCE((SELECT value FROM json_each(?) WHERE key = account_id), 0) AS account_rank
         FROM ranked WHERE endpoint_rank <= ?
       )
       SELECT d.event_id, d.endpoint_id, d.type, d.created_at, d.attempts, d.payload, e.url, e.secret
       FROM fair f JOIN webhook_deliveries d ON d.rowid = f.id JOIN webhook_endpoints e ON e.id = d.endpoint_id
       WHERE f.account_rank <= ?
       ORDER BY f.account_rank, f.next_attempt_at LIMIT ?`,
    )
    this.#lease = db.prepare<[number, string, string]>(
      'UPDATE webhook_deliveries SET next_attempt_at = ? WHERE event_id = ? AND endpoint_id = ?',
    )
    this.#attempt = db.prepare(
      `UPDATE webhook_deliveries SET attempts = attempts + 1, last_status = @status, last_error = @error,
         status = CASE WHEN @delivered = 1 THEN 'delivered' WHEN @next IS NULL THEN 'failed' ELSE 'pending' END,
         next_attempt_at = CASE WHEN @delivered = 1 THEN NULL ELSE @next END
       WHERE event_id = @eventId AND endpoint_id = @endpointId AND status = 'pending'`,
    )
    // Failing since the first failure after the last success; disabled once that is long enough.
    this.#endpointOutcome = db.prepare(
      `UPDATE webhook_endpoints SET
         disabled_at = CASE WHEN @delivered = 0 AND disabled_at IS NULL
           AND @at - COALESCE(failing_since, @at) >= @disableAfter THEN @at ELSE disabled_at END,
         failing_since = CASE WHEN @delivered = 1 THEN NULL ELSE COALESCE(failing_since, @at) END
       WHERE id = @endpointId`,
    )
    this.#failDisabled = db.prepare<[string]>(
      `UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL
       WHERE endpoint_id = ? AND status = 'pending'
         AND EXISTS (SELECT 1 FROM webhook_endpoints WHERE id = endpoint_id AND disabled_at IS NOT NULL)`,
    )
  }

  create(endpoint: WebhookEndpointRecord) {
    return this.#access.run(() => {
      this.#insert.run({
        id: endpoint.id,
        account_id: endpoint.accountId,
        url: endpoint.url,
        events: JSON.stringify(endpoint.events),
        description: endpoint.description,
        secret: endpoint.secret,
        created_at: endpoint.createdAt,
        disabled_at: endpoint.disabledAt,
      })
    })
  }

  list(accountId: string) {
    return this.#access.run(() => this.#list.all(accountId).map(endpointFromRow))
  }

  delete(accountId: string, id: string) {
    return this.#access.run(() => this.#delete.run(id, accountId).changes === 1)
  }

  deliveries(accountId: string, id: string, limit: number) {
    const read = this.#db.transaction(() =>
      this.#owned.get(id, accountId) ? this.#deliveries.all(id, limit).map(deliveryFromRow) : null,
    )
    return this.#access.run(() => read())
  }

  claimDue(now: number, limit: number, leaseMs: number, fairness: ClaimFairness = {}) {
    const skip = JSON.stringify(fairness.skipEndpoints ?? [])
    // IMMEDIATE: the write lock is taken before reading, so two processes never claim one row.
    const claim = this.#db.transaction(() => {
      const inFlight = JSON.stringify(fairness.inFlight ?? {})
      const perAccount = fairness.perAccount ?? Number.MAX_SAFE_INTEGER
      const rows = this.#due.all(now, skip, inFlight, fairness.perEndpoint ?? limit, perAccount, limit)
      for (const row of rows) this.#lease.run(now + leaseMs, row.event_id, row.endpoint_id)
      return rows.map(dueFromRow)
    })
    return this.#access.run(() => claim.immediate())
  }

  prune(before: number) {
    return this.#access.run(() => this.#prune.run(before).changes)
  }

  recordAttempt(outcome: AttemptOutcome) {
    const args = {
      eventId: outcome.eventId,
      endpointId: outcome.endpointId,
      status: outcome.status,
      error: outcome.error,
      delivered: outcome.delivered ? 1 : 0,
      next: outcome.nextAttemptAt,
      at: outcome.at,
      disableAfter: outcome.disableAfterMs,
    }
    const record = this.#db.transaction(() => {
      this.#attempt.run(args)
      this.#endpointOutcome.run(args)
      this.#failDisabled.run(outcome.endpointId)
    })
    return this.#access.run(() => record.immediate())
  }
}
