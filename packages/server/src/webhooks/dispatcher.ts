import type { QrCode } from '@dynqr/contract'
import type { QrCodeRecord } from '../domain/records.js'
import { DEFAULT_SCAN_EVENT_INTERVAL_MS } from '../domain/webhooks/scan-events.js'
import { eventBody } from '../domain/webhooks/webhook-events.js'
import type { AttemptOutcome, DueDelivery, WebhookRepository } from '../domain/webhooks/webhook-repository.js'
import { postWebhook } from './post-webhook.js'
import { signWebhook } from './signature.js'

export interface WebhookSettings {
  /** Pause between looks at the outbox when it had nothing due (WEBHOOK_POLL_MS). */
  pollMs: number
  /** Longest one attempt may take, connect to answer (WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number
  /** First retry delay; doubled per attempt, with jitter (WEBHOOK_RETRY_BASE_MS). */
  retryBaseMs: number
  /** Longest delay between two attempts (WEBHOOK_RETRY_MAX_MS). */
  retryMaxMs: number
  /** How long after the event attempts go on (WEBHOOK_RETRY_WINDOW_MS, 24 h). */
  retryWindowMs: number
  /** An endpoint failing this long is disabled (WEBHOOK_DISABLE_AFTER_MS, 24 h). */
  disableAfterMs: number
  /** Allow loopback and private addresses (WEBHOOK_ALLOW_PRIVATE; development and tests). */
  allowPrivate: boolean
  /** Delivered and failed deliveries are kept this long after their event (WEBHOOK_RETENTION_MS, 7 days). */
  retentionMs: number
  /** A code gets one qrcode.scanned event per this long at most (SCAN_EVENT_INTERVAL, in seconds; 60 s). */
  scanEventIntervalMs?: number
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  pollMs: 1_000,
  timeoutMs: 10_000,
  retryBaseMs: 5_000,
  retryMaxMs: 3_600_000,
  retryWindowMs: 86_400_000,
  disableAfterMs: 86_400_000,
  allowPrivate: false,
  retentionMs: 7 * 86_400_000,
  scanEventIntervalMs: DEFAULT_SCAN_EVENT_INTERVAL_MS,
}

export interface DispatcherOptions {
  repository: WebhookRepository
  /** The API shape of a code: the event's `data`. */
  present: (code: QrCodeRecord) => QrCode
  settings: WebhookSettings
  now?: () => number
  random?: () => number
  onError?: (error: unknown) => void
  /**
   * Each round first announces the expiries that have passed (qrcode.deactivated), so an
   * expiry is sent even if the code is never scanned again.
   */
  announceExpiries?: (now: number) => Promise<number>
  /**
   * Each round also turns the scans tallied since each code's last report into qrcode.scanned
   * events (WebhookRepository.reportScans, SCAN_EVENT_INTERVAL), so they enter the outbox (and
   * the event stream) even for codes never changed again.
   */
  reportScans?: (now: number) => Promise<number>
  /** Runs with the pruning of old deliveries, at most once a minute: the event stream's log. */
  pruneAlso?: (now: number) => Promise<unknown>
}

/** Attempts in flight at once in this instance, across all endpoints. */
const MAX_IN_FLIGHT = 32
/**
 * Attempts in flight at once per endpoint (in this instance): a receiver that never answers
 * holds at most this many of the slots, for at most WEBHOOK_TIMEOUT_MS each, and delays only its
 * own deliveries.
 */
export const ENDPOINT_CONCURRENCY = 2
/**
 * Attempts in flight at once per account (in this instance): 20 endpoints × 2 would otherwise be
 * every slot, and one tenant's tarpits would starve every other tenant's deliveries (review #7).
 */
export const MAX_ACCOUNT_IN_FLIGHT = MAX_IN_FLIGHT / 4
/** Scans are reported at most this often: a round can come every few ms while deliveries are due. */
const REPORT_EVERY_MS = 250
/** Pruning old deliveries runs at most this often. */
const PRUNE_EVERY_MS = 60_000
const MAX_RESPONSE_BYTES = 64 * 1024

/** Adds `by` to a count of attempts in flight, forgetting it at zero. */
function count(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by
  if (next > 0) counts.set(key, next)
  else counts.delete(key)
}

/**
 * The delay before the attempt after `attempts` failed ones: exponential, capped, with jitter
 * (a random point in its upper half) so endpoints coming back are not hit by every retry at once.
 */
export function retryDelay(attempts: number, settings: WebhookSettings, random: () => number): number {
  const exponential = Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.min(attempts - 1, 30))
  return Math.round(exponential / 2 + (exponential / 2) * random())
}

/**
 * Delivers the outbox: claims due deliveries (one instance at a time per delivery, by lease),
 * POSTs each signed, and records every attempt. Runs in the server process; `stop` lets the
 * attempts in flight finish.
 *
 * Attempts are not awaited as a batch: each runs on its own, and a claim is made whenever a slot
 * frees. Claims are fair (WebhookRepository.claimDue): round-robin across accounts, one delivery
 * per endpoint per claim, none for an endpoint with ENDPOINT_CONCURRENCY attempts in flight, none
 * for an account with MAX_ACCOUNT_IN_FLIGHT, and a freed slot goes to the account with the fewest
 * attempts in flight rather than to the oldest backlog. A tarpit endpoint therefore holds two
 * slots, an account's twenty tarpits eight, and every other account's deliveries go on.
 */
export class WebhookDispatcher {
  readonly #options: DispatcherOptions
  readonly #now: () => number
  readonly #random: () => number
  #timer: NodeJS.Timeout | undefined
  #running: Promise<void> | undefined
  /** A slot freed while a claim was running: claim again straight after it. */
  #again = false
  #stopped = true
  #prunedAt = Number.NEGATIVE_INFINITY
  #reportedAt = Number.NEGATIVE_INFINITY
  /** Attempts in flight, and how many per endpoint. */
  readonly #attempts = new Set<Promise<void>>()
  readonly #perEndpoint = new Map<string, number>()
  readonly #perAccount = new Map<string, number>()

  constructor(options: DispatcherOptions) {
    this.#options = options
    this.#now = options.now ?? Date.now
    this.#random = options.random ?? Math.random
  }

  /** A claim outlives the attempt it covers; a dispatcher that dies leaves it to another after this. */
  get leaseMs(): number {
    return this.#options.settings.timeoutMs * 2 + 1_000
  }

  start(): void {
    if (!this.#stopped) return
    this.#stopped = false
    this.#schedule(0)
  }

  async stop(): Promise<void> {
    this.#stopped = true
    clearTimeout(this.#timer)
    await this.#running
    await Promise.all(this.#attempts)
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      this.#running = this.claimOnce()
        .then((claimed) => this.#schedule(claimed > 0 || this.#again ? 0 : this.#options.settings.pollMs))
        .catch((error: unknown) => {
          this.#options.onError?.(error)
          this.#schedule(this.#options.settings.pollMs)
        })
        .finally(() => {
          this.#running = undefined
        })
    }, delayMs)
    this.#timer.unref()
  }

  /** A slot freed: claim now rather than at the next poll. */
  #wake(): void {
    if (this.#stopped) return
    if (this.#running) this.#again = true
    else this.#schedule(0)
  }

  /**
   * One claim: announces passed expiries, prunes now and then, claims what is due for the free
   * slots and starts those attempts (not awaited); the number claimed.
   */
  async claimOnce(): Promise<number> {
    this.#again = false
    const { repository, settings } = this.#options
    const now = this.#now()
    await this.#options.announceExpiries?.(now)
    if (now - this.#reportedAt >= REPORT_EVERY_MS) {
      this.#reportedAt = now
      await this.#options.reportScans?.(now)
    }
    if (now - this.#prunedAt >= PRUNE_EVERY_MS) {
      this.#prunedAt = now
      await repository.prune(now - settings.retentionMs)
      await this.#options.pruneAlso?.(now)
    }
    const free = MAX_IN_FLIGHT - this.#attempts.size
    if (free <= 0) return 0
    const busy = [...this.#perEndpoint].filter(([, n]) => n >= ENDPOINT_CONCURRENCY).map(([id]) => id)
    const due = await repository.claimDue(this.#now(), free, this.leaseMs, {
      perEndpoint: 1,
      skipEndpoints: busy,
      inFlight: Object.fromEntries(this.#perAccount),
      perAccount: MAX_ACCOUNT_IN_FLIGHT,
    })
    for (const delivery of due) this.#launch(delivery)
    return due.length
  }

  #launch(delivery: DueDelivery): void {
    const endpoint = delivery.endpointId
    const account = delivery.accountId
    count(this.#perEndpoint, endpoint, 1)
    count(this.#perAccount, account, 1)
    const attempt: Promise<void> = this.#attempt(delivery)
      .catch((error: unknown) => this.#options.onError?.(error))
      .finally(() => {
        this.#attempts.delete(attempt)
        count(this.#perEndpoint, endpoint, -1)
        count(this.#perAccount, account, -1)
        this.#wake()
      })
    this.#attempts.add(attempt)
  }

  async #attempt(delivery: DueDelivery): Promise<void> {
    const { settings } = this.#options
    const body = JSON.stringify(eventBody(delivery, this.#options.present))
    const timestamp = Math.floor(this.#now() / 1000)
    const headers = {
      'user-agent': 'dynqr-webhooks/1',
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(delivery.secret, delivery.eventId, timestamp, body),
    }
    const result = await postWebhook(delivery.url, headers, body, {
      timeoutMs: settings.timeoutMs,
      allowPrivate: settings.allowPrivate,
      maxResponseBytes: MAX_RESPONSE_BYTES,
    })
    const at = this.#now()
    const delivered = result.error === null
    const giveUpAt = delivery.createdAt + settings.retryWindowMs
    const next = at + retryDelay(delivery.attempts + 1, settings, this.#random)
    const outcome: AttemptOutcome = {
      eventId: delivery.eventId,
      endpointId: delivery.endpointId,
      at,
      status: result.status,
      error: result.error,
      delivered,
      // The last attempt is made when the window closes; after it, the delivery is given up.
      nextAttemptAt: delivered || at >= giveUpAt ? null : Math.min(next, giveUpAt),
      disableAfterMs: settings.disableAfterMs,
    }
    await this.#options.repository.recordAttempt(outcome)
  }
}
