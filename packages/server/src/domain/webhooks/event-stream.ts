import type { QrCode } from '@dynqr/contract'
import type { QrCodeRecord } from '../records.js'
import type { EventLogRepository, EventPosition, LoggedEvent } from './event-log.js'
import { eventBody } from './webhook-events.js'

/** Streams one account may hold open at once in this instance, unless configured (MAX_EVENT_STREAMS_PER_ACCOUNT). */
export const DEFAULT_STREAMS_PER_ACCOUNT = 5
/** How far back `Last-Event-ID` resumes, and how long an account's events are logged after its last stream. */
export const EVENT_LOG_RETENTION_MS = 86_400_000
/** How often the log is read for new events. */
const DEFAULT_POLL_MS = 500
/** Events one read takes at most; a longer backlog is read again straight away. */
const PAGE = 200
/** While a stream is open its account's mark is renewed this often (it lasts EVENT_LOG_RETENTION_MS). */
const RENEW_EVERY_MS = 3_600_000

/** One event as a stream sends it: its id, type and body (the webhook's JSON). */
export interface StreamedEvent {
  id: string
  type: string
  body: string
}

/** What a stream's owner (the HTTP handler) is told. */
export interface StreamListener {
  events(events: StreamedEvent[]): void
  /** The hub ends the stream (shutdown); no more calls follow. Resolves once the stream's connection is closed. */
  end(): Promise<void>
}

/** An open stream: `resumed` false when `Last-Event-ID` was unknown and it started at the present. */
export interface EventStream {
  resumed: boolean
  close(): void
}

export interface EventHubOptions {
  log: EventLogRepository
  present: (code: QrCodeRecord) => QrCode
  maxPerAccount?: number
  pollMs?: number
  now?: () => number
  onError?: (error: unknown) => void
}

interface Subscription {
  accountId: string
  position: EventPosition
  listener: StreamListener
}

/**
 * The event streams of this instance (`GET /events`, issue #44), read from the event log that
 * the outbox writes in every change's own transaction — so a stream carries exactly what
 * committed, on PostgreSQL what every instance committed (ADR 0033). One timer reads the log for
 * all streams (each from its own position, so a stream resuming from `Last-Event-ID` catches up
 * without holding the others back) and hands each its events in order.
 */
export class EventHub {
  readonly #options: EventHubOptions
  readonly #now: () => number
  readonly #subscriptions = new Set<Subscription>()
  readonly #renewedAt = new Map<string, number>()
  #timer: NodeJS.Timeout | undefined
  #reading: Promise<void> | undefined
  #stopped = false

  constructor(options: EventHubOptions) {
    this.#options = options
    this.#now = options.now ?? Date.now
  }

  get maxPerAccount(): number {
    return this.#options.maxPerAccount ?? DEFAULT_STREAMS_PER_ACCOUNT
  }

  /** Streams the account has open in this instance. */
  openCount(accountId: string): number {
    let open = 0
    for (const subscription of this.#subscriptions) if (subscription.accountId === accountId) open += 1
    return open
  }

  /**
   * Opens a stream of the account's events after `lastEventId` (or after the present), or null
   * when the account already holds `maxPerAccount` streams here or the hub is stopping.
   */
  async open(
    accountId: string,
    lastEventId: string | undefined,
    listener: StreamListener,
  ): Promise<EventStream | null> {
    if (this.#stopped || this.openCount(accountId) >= this.maxPerAccount) return null
    const { log } = this.#options
    // Marked first: from its commit on, the account's events are logged, so none after the head is missed.
    await this.#renew(accountId, true)
    const resumeAt = lastEventId === undefined ? null : await log.positionOf(accountId, lastEventId)
    const position = resumeAt ?? (await log.head())
    if (this.#stopped || this.openCount(accountId) >= this.maxPerAccount) return null
    const subscription: Subscription = { accountId, position, listener }
    this.#subscriptions.add(subscription)
    this.#schedule(0)
    return {
      resumed: lastEventId === undefined || resumeAt !== null,
      close: () => {
        if (!this.#subscriptions.delete(subscription)) return
        // The account's events stay logged for a day after its last stream, for Last-Event-ID.
        this.#renew(accountId, true).catch((error: unknown) => this.#options.onError?.(error))
      },
    }
  }

  /** Ends every stream (their listeners' `end`) and stops reading: graceful shutdown. */
  async stop(): Promise<void> {
    this.#stopped = true
    clearTimeout(this.#timer)
    await this.#reading
    const open = [...this.#subscriptions]
    this.#subscriptions.clear()
    await Promise.all(open.map((subscription) => subscription.listener.end()))
  }

  async #renew(accountId: string, now: boolean): Promise<void> {
    const at = this.#now()
    if (!now && at - (this.#renewedAt.get(accountId) ?? 0) < RENEW_EVERY_MS) return
    this.#renewedAt.set(accountId, at)
    await this.#options.log.keepLogging(accountId, at + EVENT_LOG_RETENTION_MS)
  }

  #schedule(delayMs: number): void {
    if (this.#stopped || this.#subscriptions.size === 0 || (this.#timer && delayMs > 0)) return
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      if (this.#reading) return this.#schedule(this.#options.pollMs ?? DEFAULT_POLL_MS)
      this.#reading = this.#readAll()
        .then((more) => this.#schedule(more ? 0 : (this.#options.pollMs ?? DEFAULT_POLL_MS)))
        .catch((error: unknown) => {
          this.#options.onError?.(error)
          this.#schedule(this.#options.pollMs ?? DEFAULT_POLL_MS)
        })
        .finally(() => {
          this.#reading = undefined
        })
    }, delayMs)
    this.#timer.unref()
  }

  /** One read for every stream; whether any had a full page (more to read at once). */
  async #readAll(): Promise<boolean> {
    let more = false
    for (const subscription of [...this.#subscriptions]) {
      if (this.#stopped) return false
      await this.#renew(subscription.accountId, false)
      const events = await this.#options.log.after(subscription.accountId, subscription.position, PAGE)
      if (events.length === PAGE) more = true
      const last = events.at(-1)
      if (!last || !this.#subscriptions.has(subscription)) continue
      subscription.position = last.position
      subscription.listener.events(events.map((event) => this.#streamed(event)))
    }
    return more
  }

  #streamed(event: LoggedEvent): StreamedEvent {
    return { id: event.eventId, type: event.type, body: JSON.stringify(eventBody(event, this.#options.present)) }
  }
}
