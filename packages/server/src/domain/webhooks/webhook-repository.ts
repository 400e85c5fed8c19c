import type { WebhookDeliveryStatus, WebhookEventType } from '@dynqr/contract'
import type { QrCodeRecord } from '../records.js'

/** A registered endpoint as the store keeps it. Times are milliseconds since the epoch. */
export interface WebhookEndpointRecord {
  id: string
  accountId: string
  url: string
  events: WebhookEventType[]
  description: string | null
  /** `whsec_` + base64 of the key bytes. */
  secret: string
  createdAt: number
  /** Set when the endpoint has failed for the whole disable window. */
  disabledAt: number | null
}

/** One event's delivery to one endpoint, as the deliveries list shows it. */
export interface WebhookDeliveryRecord {
  eventId: string
  type: WebhookEventType
  createdAt: number
  status: WebhookDeliveryStatus
  attempts: number
  lastStatus: number | null
  lastError: string | null
  nextAttemptAt: number | null
}

/** A delivery the dispatcher has claimed: everything needed to send it. */
export interface DueDelivery {
  eventId: string
  endpointId: string
  /** The endpoint's account. */
  accountId: string
  type: WebhookEventType
  createdAt: number
  attempts: number
  /** The code as it was right after the change; undefined for the events whose data is their own. */
  code?: QrCodeRecord
  /** The data of qrcode.scanned and qrcode.milestone (DATA_EVENT_TYPES), as sent. */
  data?: object
  url: string
  secret: string
}

/** How a claim shares itself out (WebhookRepository.claimDue). */
export interface ClaimFairness {
  /** Deliveries claimed per endpoint at most; unlimited when missing. */
  perEndpoint?: number
  /** Endpoints none of whose deliveries are claimed. */
  skipEndpoints?: readonly string[]
  /** Attempts already in flight per account (the caller's); an account's claims queue behind them. */
  inFlight?: Readonly<Record<string, number>>
  /** Attempts one account may have in flight, `inFlight` included; unlimited when missing. */
  perAccount?: number
}

/** What one attempt came to. */
export interface AttemptOutcome {
  eventId: string
  endpointId: string
  at: number
  /** The HTTP status that came back; null when none did. */
  status: number | null
  error: string | null
  delivered: boolean
  /** When to try again; null gives up (the retry window has passed). */
  nextAttemptAt: number | null
  /** An endpoint failing for this long (ms) is disabled and its pending deliveries failed. */
  disableAfterMs: number
}

/**
 * Webhook endpoints and the outbox of their deliveries. The outbox rows themselves are written
 * by the QR code repository, in the same transaction as the change (recordEvent in each
 * engine): this port only reads them, claims them and records attempts.
 */
export interface WebhookRepository {
  create(endpoint: WebhookEndpointRecord): Promise<void>
  /** The account's endpoints, newest first. */
  list(accountId: string): Promise<WebhookEndpointRecord[]>
  /** Removes the endpoint and its deliveries; `false` when the account has no such endpoint. */
  delete(accountId: string, id: string): Promise<boolean>
  /** The endpoint's latest deliveries, latest first; null when the account has no such endpoint. */
  deliveries(accountId: string, id: string, limit: number): Promise<WebhookDeliveryRecord[] | null>
  /**
   * Claims up to `limit` pending deliveries due at `now` by moving their next attempt to
   * `now + leaseMs`, so no other dispatcher (another instance) takes them meanwhile, and a
   * dispatcher that dies mid-delivery leaves them to be retried once the lease ends.
   *
   * Fair: at most `perEndpoint` per endpoint (oldest due first), taken round-robin across
   * accounts (each account's first, then each one's second…), so a backlog of one account never
   * fills a claim; endpoints in `skipEndpoints` (the caller's busy ones) are left alone. An
   * account's turn counts its attempts already in flight (`inFlight`): a freed slot goes to the
   * account with the fewest, not to the oldest backlog, and none past `perAccount` (review #7).
   */
  claimDue(now: number, limit: number, leaseMs: number, fairness?: ClaimFairness): Promise<DueDelivery[]>
  recordAttempt(outcome: AttemptOutcome): Promise<void>
  /** Removes delivered and failed deliveries of events created before `before`; the number removed. */
  prune(before: number): Promise<number>
  /**
   * qrcode.scanned (issue #44): turns the scans tallied since each code's last report into one
   * event per code whose last report is at least `intervalMs` old, taking them off the tallies in
   * the same transaction; the number of events.
   */
  reportScans(now: number, intervalMs: number): Promise<number>
}
