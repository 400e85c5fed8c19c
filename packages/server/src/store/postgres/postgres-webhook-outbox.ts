import { newEventId, type WebhookEventType } from '../../domain/webhook-events.js'

/**
 * The transactional outbox on PostgreSQL: wraps a statement that changes qr_codes and returns
 * the changed row (`RETURNING` the code columns) so that the same statement — one atomic
 * step, no extra round trip — also writes one delivery per subscribed endpoint, all with the
 * same event id (the stable `webhook-id`). The statement's own result is unchanged.
 *
 * `next` is the number of the first of two parameters it adds: the event id and the time;
 * pass `eventValues(at)` after the statement's own values. `onlyIf` is a condition on the row
 * `changed` that the event needs (an update records one only when a value changed).
 */
export function recordEvent(statement: string, type: WebhookEventType, next: number, onlyIf = 'TRUE'): string {
  return `WITH changed AS (${statement}),
    recorded AS (
      INSERT INTO webhook_deliveries (event_id, endpoint_id, type, payload, created_at, next_attempt_at)
      SELECT $${next}::text, e.id, '${type}', row_to_json(changed)::text, $${next + 1}::bigint, $${next + 1}::bigint
      FROM changed JOIN webhook_endpoints e ON e.account_id = changed.account_id
      WHERE e.disabled_at IS NULL AND '${type}' = ANY (e.events) AND (${onlyIf})
    )
    SELECT * FROM changed`
}

/** The two parameters `recordEvent` adds: a new event id and the event's time. */
export const eventValues = (at: number): [string, number] => [newEventId(), at]

/**
 * `recordEvent` for a statement that may change several codes: each code's event gets its own id,
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
