import type { QrCode } from '@dynqr/contract'
import type { QrCodeRecord } from '../domain/records.js'
import type { AttemptOutcome, DueDelivery, WebhookRepository } from '../domain/webhook-repository.js'
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
}

const BATCH = 32
/** Pruning old deliveries runs at most this often. */
const PRUNE_EVERY_MS = 60_000
const MAX_RESPONSE_BYTES = 64 * 1024

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
 */
export class WebhookDispatcher {
  readonly #options: DispatcherOptions
  readonly #now: () => number
  readonly #random: () => number
  #timer: NodeJS.Timeout | undefined
  #running: Promise<void> | undefined
  #stopped = true
  #prunedAt = Number.NEGATIVE_INFINITY

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
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return
    this.#timer = setTimeout(() => {
      this.#running = this.runOnce()
        .then((claimed) => this.#schedule(claimed === BATCH ? 0 : this.#options.settings.pollMs))
        .catch((error: unknown) => {
          this.#options.onError?.(error)
          this.#schedule(this.#options.settings.pollMs)
        })
    }, delayMs)
    this.#timer.unref()
  }

  /** One round: claims what is due and attempts it; the number claimed. */
  async runOnce(): Promise<number> {
    const { repository, settings } = this.#options
    const now = this.#now()
    await this.#options.announceExpiries?.(now)
    if (now - this.#prunedAt >= PRUNE_EVERY_MS) {
      this.#prunedAt = now
      await repository.prune(now - settings.retentionMs)
    }
    const due = await repository.claimDue(this.#now(), BATCH, this.leaseMs)
    await Promise.all(due.map((delivery) => this.#attempt(delivery)))
    return due.length
  }

  async #attempt(delivery: DueDelivery): Promise<void> {
    const { settings } = this.#options
    const body = JSON.stringify({
      id: delivery.eventId,
      type: delivery.type,
      createdAt: new Date(delivery.createdAt).toISOString(),
      data: this.#options.present(delivery.code),
    })
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
