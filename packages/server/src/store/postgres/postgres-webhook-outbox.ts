import { newEventId, type WebhookEventType } from '../../domain/webhooks/webhook-events.js'

/**
 * Engine-specific hot path (issue #32): the outbox of PostgreSQL's grouped creates
 * (postgres-creates.ts), written into their one INSERT statement so that a batch of creates is one
 * round trip; every other change records its events through store/webhooks/sql-webhook-outbox.ts.
 */

/** The two parameters `recordEventPerCode` adds: a new event id and the event's time. */
export const eventValues = (at: number): [string, number] => [newEventId(), at]

/**
 * Wraps a statement that changes codes and returns their rows (`RETURNING` the code columns) so
 * that the same statement — one atomic step, no extra round trip — also writes one delivery per
 * subscribed endpoint of each code's account. Each code's event gets its own id,
 * `evt_` + md5 of the salt parameter `$next` and the code's id (one id for all of that event's
 * endpoints, as the stable `webhook-id` needs). `$next + 1` is the event's time. Pass
 * `eventValues(at)` after the statement's own values.
 */
export function recordEventPerCode(statement: string, type: WebhookEventType, next: number, onlyIf = 'TRUE'): string {
  return `WITH changed AS (${statement}),
    recorded AS (
      INSERT INTO webhook_deliveries (event_id, endpoint_id, type, payload, created_at, next_attempt_at)
      SELECT 'evt_' || md5($${next}::text || changed.short_id), e.id, '${type}', row_to_json(changed)::text,
        $${next + 1}::bigint, $${next + 1}::bigint
      FROM changed JOIN webhook_endpoints e ON e.account_id = changed.account_id
      WHERE e.disabled_at IS NULL AND '${type}' = ANY (e.events) AND (${onlyIf})
    )
    SELECT * FROM changed`
}
