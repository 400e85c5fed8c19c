import { randomUUID } from 'node:crypto'
import type { WebhookEventType } from '@dynqr/contract'

/** A new event id: the stable `webhook-id` every attempt of the event carries. */
export const newEventId = (): string => `evt_${randomUUID().replaceAll('-', '')}`

/**
 * Whether an update produced a `qrcode.updated` event: only when a stored value changed, which
 * is exactly when the repository moved `updatedAt` to `now`.
 */
export const updateChanged = (updatedAt: number, now: number): boolean => updatedAt === now

export type { WebhookEventType }
