import type {
  AttemptOutcome,
  ClaimFairness,
  WebhookEndpointRecord,
  WebhookRepository,
} from '../../domain/webhooks/webhook-repository.js'
import { join, list, raw, type Sql, sql } from '../sql/sql.js'
import type { EngineName, SqlEngine } from '../sql/sql-engine.js'
import { SqlScanReports } from './sql-scan-reports.js'
import {
  DELIVERY_COLUMNS,
  type DeliveryRow,
  type DueRow,
  deliveryFromRow,
  dueFromRow,
  ENDPOINT_COLUMNS,
  type EndpointRow,
  endpointFromRow,
} from './webhook-rows.js'

/** An endpoint's events as its column keeps them: a JSON array on SQLite, a text[] on PostgreSQL. */
const eventsValue = (engine: EngineName, events: readonly string[]): Sql =>
  engine === 'sqlite'
    ? sql`${JSON.stringify(events)}`
    : sql`ARRAY(SELECT jsonb_array_elements_text(CAST(${JSON.stringify(events)} AS jsonb)))`

/** A delivery's order of arrival: SQLite's rowid, PostgreSQL's seq. */
const arrival = (engine: EngineName) => raw(engine === 'sqlite' ? 'rowid' : 'seq')

/** The attempts an account has in flight, from a JSON object of counts by account. */
const inFlightOf = (engine: EngineName, counts: string, account: Sql): Sql =>
  engine === 'sqlite'
    ? sql`COALESCE((SELECT value FROM json_each(${counts}) WHERE key = ${account}), 0)`
    : sql`COALESCE((CAST(${counts} AS jsonb) ->> ${account})::bigint, 0)`

/**
 * Webhook endpoints and their deliveries, on SQLite and PostgreSQL alike. The outbox rows are
 * written in the change's own transaction by the code repository; this reads, claims and records.
 */
export class SqlWebhookRepository implements WebhookRepository {
  readonly #engine: SqlEngine
  readonly #scanReports: SqlScanReports

  constructor(engine: SqlEngine) {
    this.#engine = engine
    this.#scanReports = new SqlScanReports(engine)
  }

  reportScans(now: number, intervalMs: number) {
    return this.#scanReports.report(now, intervalMs)
  }

  async create(endpoint: WebhookEndpointRecord) {
    await this.#engine.run(
      sql`INSERT INTO webhook_endpoints (${raw(ENDPOINT_COLUMNS)}) VALUES (${join([
        endpoint.id,
        endpoint.accountId,
        endpoint.url,
        eventsValue(this.#engine.name, endpoint.events),
        endpoint.description,
        endpoint.secret,
        endpoint.createdAt,
        endpoint.disabledAt,
      ])})`,
    )
  }

  async list(accountId: string) {
    const rows = await this.#engine.all<EndpointRow>(
      sql`SELECT ${raw(ENDPOINT_COLUMNS)} FROM webhook_endpoints WHERE account_id = ${accountId}
        ORDER BY created_at DESC, id DESC`,
    )
    return rows.map(endpointFromRow)
  }

  async delete(accountId: string, id: string) {
    return (
      (await this.#engine.run(sql`DELETE FROM webhook_endpoints WHERE id = ${id} AND account_id = ${accountId}`)) === 1
    )
  }

  async deliveries(accountId: string, id: string, limit: number) {
    const owned = await this.#engine.get(
      sql`SELECT 1 AS one FROM webhook_endpoints WHERE id = ${id} AND account_id = ${accountId}`,
    )
    if (!owned) return null
    const rows = await this.#engine.all<DeliveryRow>(
      sql`SELECT ${raw(DELIVERY_COLUMNS)} FROM webhook_deliveries WHERE endpoint_id = ${id}
        ORDER BY created_at DESC, ${arrival(this.#engine.name)} DESC LIMIT ${limit}`,
    )
    return rows.map(deliveryFromRow)
  }

  /**
   * Ranked per endpoint (oldest first), then round-robin per account (webhook-repository.ts); an
   * account's turns start after its attempts in flight. The rows are leased in the claim's
   * transaction. SQLite's transaction takes the write lock before reading, so two processes never
   * claim one row; PostgreSQL's SKIP LOCKED lets instances claiming at once take different rows
   * without waiting on each other.
   */
  async claimDue(now: number, limit: number, leaseMs: number, fairness: ClaimFairness = {}) {
    const engine = this.#engine.name
    const skip = fairness.skipEndpoints ?? []
    const inFlight = JSON.stringify(fairness.inFlight ?? {})
    const due = sql`WITH ranked AS (
        SELECT d.event_id, d.endpoint_id, d.next_attempt_at, e.account_id,
          row_number() OVER (PARTITION BY d.endpoint_id ORDER BY d.next_attempt_at, d.${arrival(engine)}) AS endpoint_rank
        FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.status = 'pending' AND d.next_attempt_at <= ${now}
          AND ${skip.length === 0 ? raw('true') : sql`d.endpoint_id NOT IN ${list(skip)}`}
      ), fair AS (
        SELECT event_id, endpoint_id, next_attempt_at,
          row_number() OVER (PARTITION BY account_id ORDER BY endpoint_rank, next_attempt_at)
            + ${inFlightOf(engine, inFlight, sql`account_id`)} AS account_rank
        FROM ranked WHERE endpoint_rank <= ${fairness.perEndpoint ?? limit}
      )
      SELECT d.event_id, d.endpoint_id, d.type, d.created_at, d.attempts, d.payload, e.url, e.secret, e.account_id
      FROM fair f JOIN webhook_deliveries d ON d.event_id = f.event_id AND d.endpoint_id = f.endpoint_id
        JOIN webhook_endpoints e ON e.id = d.endpoint_id
      WHERE d.status = 'pending' AND d.next_attempt_at <= ${now}
        AND f.account_rank <= ${fairness.perAccount ?? Number.MAX_SAFE_INTEGER}
      ORDER BY f.account_rank, f.next_attempt_at LIMIT ${limit}
      ${raw(engine === 'postgres' ? 'FOR UPDATE OF d SKIP LOCKED' : '')}`
    return this.#engine.transaction(async (tx) => {
      const rows = await tx.all<DueRow>(due)
      if (rows.length > 0) {
        const claimed = rows.map((row) => sql`(${row.event_id}, ${row.endpoint_id})`)
        await tx.run(sql`UPDATE webhook_deliveries SET next_attempt_at = ${now + leaseMs}
          WHERE (event_id, endpoint_id) IN (VALUES ${join(claimed)})`)
      }
      return rows.map(dueFromRow)
    })
  }

  async prune(before: number) {
    return this.#engine.run(sql`DELETE FROM webhook_deliveries WHERE status <> 'pending' AND created_at < ${before}`)
  }

  /**
   * The attempt counted; the endpoint failing since the first failure after its last success,
   * disabled once that is long enough — and then its pending deliveries failed.
   */
  async recordAttempt(outcome: AttemptOutcome) {
    const { eventId, endpointId, status, error, delivered, at, disableAfterMs } = outcome
    const next = sql`CAST(${outcome.nextAttemptAt} AS BIGINT)`
    const when = sql`CAST(${at} AS BIGINT)`
    await this.#engine.transaction(async (tx) => {
      await tx.run(sql`UPDATE webhook_deliveries SET attempts = attempts + 1, last_status = ${status},
          last_error = ${error},
          status = CASE WHEN ${delivered} THEN 'delivered' WHEN ${next} IS NULL THEN 'failed' ELSE 'pending' END,
          next_attempt_at = CASE WHEN ${delivered} THEN NULL ELSE ${next} END
        WHERE event_id = ${eventId} AND endpoint_id = ${endpointId} AND status = 'pending'`)
      const endpoint = await tx.get<{ disabled: boolean | number }>(sql`UPDATE webhook_endpoints SET
          disabled_at = CASE WHEN NOT ${delivered} AND disabled_at IS NULL
            AND ${when} - COALESCE(failing_since, ${when}) >= ${disableAfterMs} THEN ${when} ELSE disabled_at END,
          failing_since = CASE WHEN ${delivered} THEN NULL ELSE COALESCE(failing_since, ${when}) END
        WHERE id = ${endpointId} RETURNING disabled_at IS NOT NULL AS disabled`)
      if (!endpoint?.disabled) return
      await tx.run(sql`UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL
        WHERE endpoint_id = ${endpointId} AND status = 'pending'`)
    })
  }
}
