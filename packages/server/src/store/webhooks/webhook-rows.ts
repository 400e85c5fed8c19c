import type { WebhookDeliveryStatus, WebhookEventType } from '@dynqr/contract'
import type {
  DueDelivery,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
} from '../../domain/webhooks/webhook-repository.js'
import { DATA_EVENT_TYPES } from '../../domain/webhooks/scan-events.js'
import type { EventSubject } from '../../domain/webhooks/webhook-events.js'
import { type CodeRow, codeFromRow } from '../sql-rows.js'

/** Rows ⇄ records of the webhook tables, for both SQL engines. */
export interface EndpointRow {
  id: string
  account_id: string
  url: string
  /** A JSON array in SQLite, a text[] in PostgreSQL. */
  events: string | string[]
  description: string | null
  secret: string
  created_at: number
  disabled_at: number | null
}

export const ENDPOINT_COLUMNS = 'id, account_id, url, events, description, secret, created_at, disabled_at'

export const endpointFromRow = (row: EndpointRow): WebhookEndpointRecord => ({
  id: row.id,
  accountId: row.account_id,
  url: row.url,
  events: (typeof row.events === 'string' ? JSON.parse(row.events) : row.events) as WebhookEventType[],
  description: row.description,
  secret: row.secret,
  createdAt: row.created_at,
  disabledAt: row.disabled_at,
})

export interface DeliveryRow {
  event_id: string
  type: string
  created_at: number
  status: string
  attempts: number
  last_status: number | null
  last_error: string | null
  next_attempt_at: number | null
}

export const DELIVERY_COLUMNS = 'event_id, type, created_at, status, attempts, last_status, last_error, next_attempt_at'

export const deliveryFromRow = (row: DeliveryRow): WebhookDeliveryRecord => ({
  eventId: row.event_id,
  type: row.type as WebhookEventType,
  createdAt: row.created_at,
  status: row.status as WebhookDeliveryStatus,
  attempts: row.attempts,
  lastStatus: row.last_status,
  lastError: row.last_error,
  nextAttemptAt: row.next_attempt_at,
})

/** What an outbox payload holds: a code's row (the code events), or the event's own data (DATA_EVENT_TYPES). */
export const subjectOf = (type: string, payload: string): EventSubject =>
  DATA_EVENT_TYPES.has(type)
    ? { data: JSON.parse(payload) as object }
    : { code: codeFromRow(JSON.parse(payload) as CodeRow) }

export interface DueRow {
  event_id: string
  endpoint_id: string
  type: string
  created_at: number
  attempts: number
  /** The code's qr_codes row (CodeRow) as JSON, as it was right after the change; the data itself for DATA_EVENT_TYPES. */
  payload: string
  url: string
  secret: string
  account_id: string
}

export const dueFromRow = (row: DueRow): DueDelivery => ({
  eventId: row.event_id,
  endpointId: row.endpoint_id,
  type: row.type as WebhookEventType,
  createdAt: row.created_at,
  attempts: row.attempts,
  accountId: row.account_id,
  ...subjectOf(row.type, row.payload),
  url: row.url,
  secret: row.secret,
})
