import type { WebhookDeliveryStatus } from '@dynqr/contract'
import type { QrCodeRecord } from '../../domain/records.js'
import { newEventId, type WebhookEventType } from '../../domain/webhook-events.js'
import type {
  AttemptOutcome,
  ClaimFairness,
  DueDelivery,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookRepository,
} from '../../domain/webhook-repository.js'

interface StoredEndpoint extends WebhookEndpointRecord {
  failingSince: number | null
}

interface StoredDelivery extends WebhookDeliveryRecord {
  endpointId: string
  code: QrCodeRecord
}

/** Webhook endpoints and the outbox in this process only; the QR code repository records events here. */
export class MemoryWebhookRepository implements WebhookRepository {
  readonly #endpoints = new Map<string, StoredEndpoint>()
  readonly #deliveries: StoredDelivery[] = []

  /** The outbox: one delivery per subscribed endpoint, all with one event id. Synchronous, like the change. */
  recordEvent(type: WebhookEventType, code: QrCodeRecord, at: number): void {
    const eventId = newEventId()
    for (const endpoint of this.#endpoints.values()) {
      if (endpoint.accountId !== code.accountId || endpoint.disabledAt !== null || !endpoint.events.includes(type)) {
        continue
      }
      this.#deliveries.push({
        eventId,
        endpointId: endpoint.id,
        type,
        createdAt: at,
        status: 'pending',
        attempts: 0,
        lastStatus: null,
        lastError: null,
        nextAttemptAt: at,
        code: structuredClone(code),
      })
    }
  }

  async prune(before: number) {
    const kept = this.#deliveries.filter((d) => d.status === 'pending' || d.createdAt >= before)
    const removed = this.#deliveries.length - kept.length
    this.#deliveries.splice(0, this.#deliveries.length, ...kept)
    return removed
  }

  async create(endpoint: WebhookEndpointRecord) {
    this.#endpoints.set(endpoint.id, { ...structuredClone(endpoint), failingSince: null })
  }

  async list(accountId: string) {
    return [...this.#endpoints.values()]
      .filter((e) => e.accountId === accountId)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
      .map(({ failingSince: _failing, ...endpoint }) => structuredClone(endpoint))
  }

  async delete(accountId: string, id: string) {
    if (this.#endpoints.get(id)?.accountId !== accountId) return false
    this.#endpoints.delete(id)
    for (let i = this.#deliveries.length - 1; i >= 0; i -= 1) {
      if (this.#deliveries[i]?.endpointId === id) this.#deliveries.splice(i, 1)
    }
    return true
  }

  async deliveries(accountId: string, id: string, limit: number) {
    if (this.#endpoints.get(id)?.accountId !== accountId) return null
    return this.#deliveries
      .filter((d) => d.endpointId === id)
      .reverse()
      .slice(0, limit)
      .map(({ endpointId: _endpoint, code: _code, ...delivery }) => ({ ...delivery }))
  }

  async claimDue(now: number, limit: number, leaseMs: number, fairness: ClaimFairness = {}): Promise<DueDelivery[]> {
    const skip = new Set(fairness.skipEndpoints)
    const pending = this.#deliveries
      .filter((d) => d.status === 'pending' && d.nextAttemptAt !== null && d.nextAttemptAt <= now)
      .filter((d) => !skip.has(d.endpointId) && this.#endpoints.has(d.endpointId))
      .sort((a, b) => (a.nextAttemptAt ?? 0) - (b.nextAttemptAt ?? 0))
    // Ranked per endpoint (oldest first), then round-robin per account (webhook-repository.ts).
    const endpointRank = new Map<string, number>()
    const ranked = pending.flatMap((d) => {
      const rank = (endpointRank.get(d.endpointId) ?? 0) + 1
      endpointRank.set(d.endpointId, rank)
      return rank <= (fairness.perEndpoint ?? limit) ? [{ d, rank }] : []
    })
    const accountRank = new Map<string, number>()
    const fair = ranked
      .sort((a, b) => a.rank - b.rank || (a.d.nextAttemptAt ?? 0) - (b.d.nextAttemptAt ?? 0))
      .map(({ d }) => {
        const account = this.#endpoints.get(d.endpointId)?.accountId ?? ''
        // An account's turns start after its attempts in flight.
        const rank = (accountRank.get(account) ?? fairness.inFlight?.[account] ?? 0) + 1
        accountRank.set(account, rank)
        return { d, rank }
      })
      .filter(({ rank }) => rank <= (fairness.perAccount ?? Number.POSITIVE_INFINITY))
    const due = fair
      .sort((a, b) => a.rank - b.rank || (a.d.nextAttemptAt ?? 0) - (b.d.nextAttemptAt ?? 0))
      .slice(0, limit)
      .map(({ d }) => d)
    return due.flatMap((d) => {
      const endpoint = this.#endpoints.get(d.endpointId)
      if (!endpoint) return []
      d.nextAttemptAt = now + leaseMs
      const { eventId, endpointId, type, createdAt, attempts, code } = d
      return [
        { eventId, endpointId, type, createdAt, attempts, code: structuredClone(code), ...endpointTarget(endpoint) },
      ]
    })
  }

  async recordAttempt(outcome: AttemptOutcome) {
    const delivery = this.#deliveries.find(
      (d) => d.eventId === outcome.eventId && d.endpointId === outcome.endpointId && d.status === 'pending',
    )
    if (delivery) {
      delivery.attempts += 1
      delivery.lastStatus = outcome.status
      delivery.lastError = outcome.error
      delivery.status = settled(outcome)
      delivery.nextAttemptAt = outcome.delivered ? null : outcome.nextAttemptAt
    }
    const endpoint = this.#endpoints.get(outcome.endpointId)
    if (!endpoint) return
    if (outcome.delivered) {
      endpoint.failingSince = null
      return
    }
    endpoint.failingSince ??= outcome.at
    if (endpoint.disabledAt === null && outcome.at - endpoint.failingSince >= outcome.disableAfterMs) {
      endpoint.disabledAt = outcome.at
      for (const d of this.#deliveries) {
        if (d.endpointId === endpoint.id && d.status === 'pending') {
          d.status = 'failed'
          d.nextAttemptAt = null
        }
      }
    }
  }
}

const endpointTarget = (endpoint: WebhookEndpointRecord) => ({ url: endpoint.url, secret: endpoint.secret })

const settled = (outcome: AttemptOutcome): WebhookDeliveryStatus =>
  outcome.delivered ? 'delivered' : outcome.nextAttemptAt === null ? 'failed' : 'pending'
