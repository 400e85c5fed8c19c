import { randomUUID } from 'node:crypto'
import type { QrCode, WebhookEventType } from '@dynqr/contract'
import type { QrCodeRecord } from '../records.js'

/** A new event id: the stable `webhook-id` every attempt of the event carries. */
export const newEventId = (): string => `evt_${randomUUID().replaceAll('-', '')}`

/**
 * Whether an update produced a `qrcode.updated` event: only when a stored value changed, which
 * is exactly when the repository moved `updatedAt` to `now`.
 */
export const updateChanged = (updatedAt: number, now: number): boolean => updatedAt === now

/** What an event is about: the code as it was right after the change, or (DATA_EVENT_TYPES) its own data. */
export interface EventSubject {
  code?: QrCodeRecord
  data?: object
}

/** The body of an event, as a webhook endpoint receives it and as `GET /events` carries it. */
export const eventBody = (
  event: { eventId: string; type: WebhookEventType; createdAt: number } & EventSubject,
  present: (code: QrCodeRecord) => QrCode,
) => ({
  id: event.eventId,
  type: event.type,
  createdAt: new Date(event.createdAt).toISOString(),
  data: event.code ? present(event.code) : event.data,
})

export type { WebhookEventType }
