import type { AccountRepository } from '../domain/account-repository.js'
import type { ApiKeyRepository } from '../domain/api-key-repository.js'
import type { QrCodeRepository } from '../domain/qr-code-repository.js'
import type {
  AccountRecord,
  ApiKeyRecord,
  ListPage,
  ListQuery,
  QrCodeChanges,
  QrCodeRecord,
  ScanKind,
  ScanResult,
} from '../domain/records.js'
import type { Store } from '../domain/store.js'
import { compareForList, optionsToJson } from './compare.js'

interface StoredCode extends QrCodeRecord {
  deleted: boolean
}

const copy = (record: StoredCode): QrCodeRecord => {
  const { deleted: _deleted, ...rest } = record
  return structuredClone(rest)
}

class MemoryQrCodes implements QrCodeRepository {
  readonly #codes = new Map<string, StoredCode>()

  async create(record: QrCodeRecord): Promise<'created' | 'taken'> {
    if (this.#codes.has(record.shortId)) return 'taken'
    this.#codes.set(record.shortId, { ...structuredClone(record), deleted: false })
    return 'created'
  }

  async createMany(records: readonly QrCodeRecord[]): Promise<void> {
    for (const record of records) {
      if ((await this.create(record)) === 'taken') throw new Error(`shortId ${record.shortId} is taken`)
    }
  }

  #live(accountId: string, shortId: string): StoredCode | undefined {
    const code = this.#codes.get(shortId)
    return code && !code.deleted && code.accountId === accountId ? code : undefined
  }

  async findById(accountId: string, shortId: string): Promise<QrCodeRecord | null> {
    const code = this.#live(accountId, shortId)
    return code ? copy(code) : null
  }

  async update(accountId: string, shortId: string, changes: QrCodeChanges, now: number) {
    const code = this.#live(accountId, shortId)
    if (!code) return null
    const targetUrl = changes.targetUrl ?? code.targetUrl
    const options = changes.options ?? code.options
    if (targetUrl !== code.targetUrl || optionsToJson(options) !== optionsToJson(code.options)) {
      code.targetUrl = targetUrl
      code.options = structuredClone(options)
      code.updatedAt = now
    }
    return copy(code)
  }

  async delete(accountId: string, shortId: string): Promise<boolean> {
    const code = this.#live(accountId, shortId)
    if (!code) return false
    code.deleted = true
    return true
  }

  async list(accountId: string, query: ListQuery): Promise<ListPage> {
    const mine = [...this.#codes.values()].filter((c) => c.accountId === accountId && !c.deleted)
    mine.sort(compareForList(query))
    return { items: mine.slice(query.offset, query.offset + query.limit).map(copy), total: mine.length }
  }

  async recordScan(shortId: string, kind: ScanKind): Promise<ScanResult> {
    const code = this.#codes.get(shortId)
    if (!code) return { state: 'missing' }
    if (code.deleted) return { state: 'deleted' }
    if (kind === 'view') code.views += 1
    else code.botHits += 1
    return { state: 'live', targetUrl: code.targetUrl }
  }
}

class MemoryAccounts implements AccountRepository {
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

class MemoryApiKeys implements ApiKeyRepository {
  readonly #keys = new Map<string, ApiKeyRecord>()

  async create(key: ApiKeyRecord) {
    this.#keys.set(key.id, { ...key })
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
      .sort((a, b) => a.createdAt - b.createdAt)
  }

  async revoke(id: string, now: number) {
    const key = this.#keys.get(id)
    if (!key || key.revokedAt !== null) return false
    key.revokedAt = now
    return true
  }
}

/** A store that lives in this process only: for tests and demos. */
export function createMemoryStore(): Store {
  return {
    kind: 'memory',
    qrCodes: new MemoryQrCodes(),
    accounts: new MemoryAccounts(),
    apiKeys: new MemoryApiKeys(),
    ping: async () => {},
    close: async () => {},
  }
}
