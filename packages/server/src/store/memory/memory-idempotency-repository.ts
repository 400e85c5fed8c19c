import type { ClaimTimes, IdempotencyRepository, KeptAnswer, Reservation } from '../../domain/idempotency-repository.js'

interface Entry {
  requestHash: string
  createdAt: number
  leaseUntil: number
  answer: { status: number; body: string; location: string | null } | null
}

export class MemoryIdempotencyRepository implements IdempotencyRepository {
  readonly #entries = new Map<string, Entry>()

  async reserve(accountId: string, key: string, requestHash: string, times: ClaimTimes): Promise<Reservation> {
    const id = `${accountId} ${key}`
    const entry = this.#entries.get(id)
    if (!entry || entry.createdAt < times.expiredBefore) {
      this.#entries.set(id, { requestHash, createdAt: times.now, leaseUntil: times.leaseUntil, answer: null })
      return { state: 'new' }
    }
    if (entry.requestHash !== requestHash) return { state: 'mismatch' }
    if (entry.answer) return { state: 'replay', ...entry.answer }
    if (entry.leaseUntil > times.now) return { state: 'in-flight' }
    entry.leaseUntil = times.leaseUntil
    return { state: 'new' }
  }

  async complete(accountId: string, key: string, status: number, body: string, location: string | null) {
    this.keep({ accountId, key, status, body, location })
  }

  /** Keeps a create's answer synchronously, as part of the create (the memory store's "commit"). */
  keep({ accountId, key, status, body, location }: KeptAnswer) {
    const entry = this.#entries.get(`${accountId} ${key}`)
    if (entry) entry.answer = { status, body, location }
  }

  async renew(accountId: string, key: string, leaseUntil: number) {
    const entry = this.#entries.get(`${accountId} ${key}`)
    if (entry && !entry.answer) entry.leaseUntil = leaseUntil
  }

  async release(accountId: string, key: string) {
    // A claim with an answer (kept by a create that committed) is not given up.
    const id = `${accountId} ${key}`
    if (!this.#entries.get(id)?.answer) this.#entries.delete(id)
  }
}
