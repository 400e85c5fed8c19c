import type pg from 'pg'
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
import { inTransaction } from './postgres-transaction.js'

export class PostgresWebhookRepository implements WebhookRepository {
  readonly #pool: pg.Pool

  constructor(pool: pg.Pool) {
    this.#pool = pool
  }

  async create(endpoint: WebhookEndpointRecord) {
    await this.#pool.query(
      `INSERT INTO webhook_endpoints (${ENDPOINT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        endpoint.id,
        endpoint.accountId,
        endpoint.url,
        endpoint.events,
        endpoint.description,
        endpoint.secret,
        endpoint.createdAt,
        endpoint.disabledAt,
      ],
    )
  }

  async list(accountId: string) {
    const { rows } = await this.#pool.query<EndpointRow>(
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE account_id = $1 ORDER BY created_at DESC, id DESC`,
      [accountId],
    )
    return rows.map(endpointFromRow)
  }

  async delete(accountId: string, id: string) {
    const result = await this.#pool.query('DELETE FROM webhook_endpoints WHERE id = $1 AND account_id = $2', [
      id,
      accountId,
    ])
    return result.rowCount === 1
  }

  async deliveries(accountId: string, id: string, limit: number) {
    const owned = await this.#pool.query('SELECT 1 FROM webhook_endpoints WHERE id = $1 AND account_id = $2', [
      id,
      accountId,
    ])
    if (owned.rowCount !== 1) return null
    const { rows } = await this.#pool.query<DeliveryRow>(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE endpoint_id = $1
       ORDER BY created_at DESC, seq DESC LIMIT $2`,
      [id, limit],
    )
    return rows.map(deliveryFromRow)
  }

  async claimDue(now: number, limit: number, leaseMs: number, fairness: ClaimFairness = {}) {
    // Ranked per endpoint (oldest first), then round-robin per account (webhook-repository.ts).
    // SKIP LOCKED: instances claiming at the same moment take different rows, never wait on
    // each other; the lease (next_attempt_at moved ahead) keeps a claimed row theirs after commit.
    const { rows } = await this.#pool.query<DueRow>(
      `WITH ranked AS (
         SELECT d.event_id, d.endpoint_id, d.next_attempt_at, e.account_id,
           row_number() OVER (PARTITION BY d.endpoint_id ORDER BY d.next_attempt_at, d.seq) AS endpoint_rank
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
         WHERE d.status = 'pending' AND d.next_attempt_at <= $1 AND d.endpoint_id <> ALL($4::text[])
       ), fair AS (
         SELECT event_id, endpoint_id, next_attempt_at,
           row_number() OVER (PARTITION BY account_id ORDER BY endpoint_rank, next_attempt_at)
             + COALESCE(($6::jsonb ->> account_id)::bigint, 0) AS account_rank
         FROM ranked WHERE endpoint_rank <= $5
       ), due AS (
         SELECT d.event_id, d.endpoint_id FROM webhook_deliveries d
         JOIN fair f ON f.event_id = d.event_id AND f.endpoint_id = d.endpoint_id
         WHERE d.status = 'pending' AND d.next_attempt_at <= $1 AND f.account_rank <= $7
         ORDER BY f.account_rank, f.next_attempt_at LIMIT $2
         FOR UPDATE OF d SKIP LOCKED
       )
       UPDATE webhook_deliveries d SET next_attempt_at = $1::bigint + $3::bigint
       FROM due, webhook_endpoints e
       WHERE d.event_id = due.event_id AND d.endpoint_id = due.endpoint_id AND e.id = d.endpoint_id
       RETURNING d.event_id, d.endpoint_id, d.type, d.created_at, d.attempts, d.payload, e.url, e.secret`,
      [
        now,
        limit,
        leaseMs,
        [...(fairness.skipEndpoints ?? [])],
        fairness.perEndpoint ?? limit,
        // An account's turns start after its attempts in flight.
        JSON.stringify(fairness.inFlight ?? {}),
        fairness.perAccount ?? Number.MAX_SAFE_INTEGER,
      ],
    )
    return rows.map(dueFromRow)
  }

  async prune(before: number) {
    const { rowCount } = await this.#pool.query({
      name: 'webhook-prune',
      text: "DELETE FROM webhook_deliveries WHERE status <> 'pending' AND created_at < $1",
      values: [before],
    })
    return rowCount ?? 0
  }

  async recordAttempt(outcome: AttemptOutcome) {
    await inTransaction(this.#pool, async (client) => {
      await client.query(
        `UPDATE webhook_deliveries SET attempts = attempts + 1, last_status = $3, last_error = $4,
           status = CASE WHEN $5::boolean THEN 'delivered' WHEN $6::bigint IS NULL THEN 'failed' ELSE 'pending' END,
           next_attempt_at = CASE WHEN $5::boolean THEN NULL ELSE $6::bigint END
         WHERE event_id = $1 AND endpoint_id = $2 AND status = 'pending'`,
        [outcome.eventId, outcome.endpointId, outcome.status, outcome.error, outcome.delivered, outcome.nextAttemptAt],
      )
      // Failing since the first failure after the last success; disabled once that is long enough.
      const { rows } = await client.query<{ disabled: boolean }>(
        `UPDATE webhook_endpoints SET
           disabled_at = CASE WHEN NOT $2::boolean AND disabled_at IS NULL
             AND $3::bigint - COALESCE(failing_since, $3::bigint) >= $4::bigint THEN $3::bigint ELSE disabled_at END,
           failing_since = CASE WHEN $2::boolean THEN NULL ELSE COALESCE(failing_since, $3::bigint) END
         WHERE id = $1 RETURNING disabled_at IS NOT NULL AS disabled`,
        [outcome.endpointId, outcome.delivered, outcome.at, outcome.disableAfterMs],
      )
      if (rows[0]?.disabled) {
        await client.query(
          `UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL
           WHERE endpoint_id = $1 AND status = 'pending'`,
          [outcome.endpointId],
        )
      }
    })
  }
}
