import type { AccountRepository } from '../../domain/account-repository.js'
import type { AccountRecord } from '../../domain/records.js'

export class MemoryAccountRepository implements AccountRepository {
  readonly #accounts = new Map<string, AccountRecord>()

  async create(account: AccountRecord) {
    if ([...this.#accounts.values()].some((a) => a.name === account.name)) {
      throw new Error(`An account named ${account.name} exists`)
    }
    this.#accounts.set(account.id, { ...account })
    return { ...account }
  }

  async findByName(name: string) {
    const found = [...this.#accounts.values()].find((a) => a.name === name)
    return found ? { ...found } : null
  }

  async list() {
    return [...this.#accounts.values()].map((a) => ({ ...a })).sort((a, b) => a.createdAt - b.createdAt)
  }

  async count() {
    return this.#accounts.size
  }
}
