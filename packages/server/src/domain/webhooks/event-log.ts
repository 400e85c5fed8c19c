import type { EventSubject, WebhookEventType } from './webhook-events.js'

/**
 * Where an event stands in the log: opaque, ordered; a stream asks for what comes after it.
 * (On PostgreSQL the writing transaction and a sequence number, on SQLite the sequence alone.)
 */
export type EventPosition = string

/** One event of an account as the log keeps it (GET /events). */
export interface LoggedEvent extends EventSubject {
  position: EventPosition
  eventId: string
  type: WebhookEventType
  createdAt: number
}

/**
 * The log of the accounts' events that `GET /events` reads (issue #44). The outbox writes it in
 * the transaction of each change (store/webhooks/sql-webhook-outbox.ts), for the accounts that
 * had a stream open within the last 24 hours; this port marks those accounts, reads, and prunes.
 */
export interface EventLogRepository {
  /** Marks the account as streaming until `until`: its events are logged until then. */
  keepLogging(accountId: string, until: number): Promise<void>
  /** The position of the present: a stream that starts now reads what comes after it. */
  head(): Promise<EventPosition>
  /** Where the account's event `eventId` stands; null when the log no longer has it (or never had). */
  positionOf(accountId: string, eventId: string): Promise<EventPosition | null>
  /**
   * The account's events after `position`, oldest first, at most `limit`, and only once every
   * transaction that could still write an earlier one has ended (so none is ever skipped).
   */
  after(accountId: string, position: EventPosition, limit: number): Promise<LoggedEvent[]>
  /** Removes the events created before `before` and the streaming marks that ended before `now`; the number of events removed. */
  prune(before: number, now: number): Promise<number>
}
