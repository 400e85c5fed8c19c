import { createHash, randomBytes } from 'node:crypto'
import { SHORT_ID_ALPHABET } from '@dynqr/contract'
import { DomainError } from './domain-error.js'
import { KeyUseRecorder } from './key-use-recorder.js'
import type { AccountRecord, ApiKeyRecord } from './records.js'
import type { Store } from './store.js'

export const API_KEY_PREFIX = 'dqr_'
const KEY_RANDOM_LENGTH = 40
const KEY_FORMAT = /^dqr_[0-9A-Za-z]{32,128}$/
/** A key's last use is written at most this often, so a busy key does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000

/** `length` characters of base62 from a cryptographic source, without modulo bias. */
export function randomBase62(length: number): string {
  let out = ''
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += SHORT_ID_ALPHABET[byte % 62]
    }
  }
  return out
}

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex')

/** A new key as shown once to its owner, with the record the store keeps (hash only). */
export interface IssuedKey {
  key: string
  record: ApiKeyRecord
}

export interface Principal {
  accountId: string
  keyId: string
}

/** Accounts and their API keys. */
export class ApiKeyService {
  readonly #store: Store
  readonly #now: () => number
  readonly #uses: KeyUseRecorder

  constructor(store: Store, now: () => number = Date.now, onUseWriteError?: (error: unknown) => void) {
    this.#store = store
    this.#now = now
    this.#uses = new KeyUseRecorder(store.apiKeys, onUseWriteError)
  }

  async createAccount(name: string): Promise<AccountRecord> {
    if (!/^[\w.@-]{1,64}$/.test(name)) {
      throw DomainError.invalidField('account', 'An account name is 1–64 characters of letters, digits, _ . @ -')
    }
    if (await this.#store.accounts.findByName(name)) {
      throw new DomainError('CONFLICT', `An account named "${name}" already exists`)
    }
    return this.#store.accounts.create({ id: `acc_${randomBase62(12)}`, name, createdAt: this.#now() })
  }

  /** Issues a key for the named account, creating the account when it does not exist yet. */
  async issueKey(accountName: string, label: string | null = null): Promise<IssuedKey & { account: AccountRecord }> {
    const account = (await this.#store.accounts.findByName(accountName)) ?? (await this.createAccount(accountName))
    const key = `${API_KEY_PREFIX}${randomBase62(KEY_RANDOM_LENGTH)}`
    const record: ApiKeyRecord = {
      id: `key_${randomBase62(12)}`,
      accountId: account.id,
      name: label,
      prefix: key.slice(0, API_KEY_PREFIX.length + 6),
      hash: hashKey(key),
      createdAt: this.#now(),
      lastUsedAt: null,
      revokedAt: null,
    }
    await this.#store.apiKeys.create(record)
    return { key, record, account }
  }

  /** The account and key behind a bearer key, or `null` when it is malformed, unknown or revoked. */
  async authenticate(key: string): Promise<Principal | null> {
    if (!KEY_FORMAT.test(key)) return null
    const record = await this.#store.apiKeys.findActiveByHash(hashKey(key))
    if (!record) return null
    const now = this.#now()
    if (record.lastUsedAt === null || now - record.lastUsedAt >= TOUCH_INTERVAL_MS) {
      this.#uses.record(record.id, now)
    }
    return { accountId: record.accountId, keyId: record.id }
  }

  /** Writes the key uses noted but not yet stored (on shutdown, and in tests). */
  flushKeyUses(): Promise<void> {
    return this.#uses.flush()
  }

  async revoke(keyId: string): Promise<void> {
    if (!(await this.#store.apiKeys.revoke(keyId, this.#now()))) {
      throw new DomainError('NOT_FOUND', `No active API key has the id ${keyId}`)
    }
  }
}
