import type { ApiKeyRepository } from '../../domain/api-key-repository.js'
import type { KeptAnswer } from '../../domain/idempotency-repository.js'
import type { ApiKeyRecord } from '../../domain/records.js'

export class MemoryApiKeyRepository implements ApiKeyRepository {
  readonly #keys = new Map<string, ApiKeyRecord>()
  readonly #answers: { keep(answer: KeptAnswer): void } | undefined

  constructor(answers?: { keep(answer: KeptAnswer): void }) {
    this.#answers = answers
  }

  async create(key: ApiKeyRecord, answer?: KeptAnswer) {
    this.#keys.set(key.id, { ...key })
    if (answer) this.#answers?.keep(answer)
  }

  async findActiveByHash(hash: string) {
    for (const key of this.#keys.values()) if (key.hash === hash && key.revokedAt === null) return { ...key }
    return null
  }

  async touch(id: string, now: number) {
    const key = this.#keys.get(id)
    if (key) key.lastUsedAt = now
  }

  async list(accountId?: string) {
    return [...this.#keys.values()]
      .filter((k) => accountId === undefined || k.accountId === accountId)
      .map((k) => ({ ...k }))
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
  }

  async revoke(id: string, now: number, accountId?: string) {
    const key = this.#keys.get(id)
    if (!key || key.revokedAt !== null || (accountId !== undefined && key.accountId !== accountId)) return false
    key.revokedAt = now
    return true
  }
}
