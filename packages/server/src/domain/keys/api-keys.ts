import { hash, randomBytes } from 'node:crypto'
import { SCOPES, type Scope, SHORT_ID_ALPHABET } from '@dynqr/contract'
import { DomainError } from '../domain-error.js'
import type { KeptAnswer } from '../idempotency-repository.js'
import type { AccountRecord, ApiKeyRecord } from '../records.js'
import type { Store } from '../store.js'
import { KeyUseRecorder } from './key-use-recorder.js'
import { grants, scopesWithinRole } from './role-scopes.js'

export { grants }

export const API_KEY_PREFIX = 'dqr_'
const KEY_RANDOM_LENGTH = 40
/** How many characters after `dqr_` a key's listed prefix shows. */
const PREFIX_LENGTH = 8
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

/** SHA-256 of a key in hex, as stored; the one-shot `hash` costs half of a `createHash` object. */
export const hashKey = (key: string): string => hash('sha256', key, 'hex')

/** A new key as shown once to its owner, with the record the store keeps (hash only). */
export interface IssuedKey {
  key: string
  record: ApiKeyRecord
}

/** Who makes a request: an API key, or a person signed in on the pages (issue #41). */
export interface Principal {
  accountId: string
  /** `null` when a signed-in person asks through the pages. */
  keyId: string | null
  /** The session's person, or the member who created the key; `null` for keys of the command line and older keys. */
  userId: string | null
  /** The SHA-256 of the session cookie, for cookie-authenticated requests. */
  sessionId?: string
  scopes: readonly Scope[]
}

/** What a new key is: a label, what it may do and until when. */
export interface KeySpec {
  name?: string | null
  /** Default `["qrcodes:write"]`; the first key of an account always holds every scope. */
  scopes?: readonly Scope[]
  /** Milliseconds since the epoch; must be in the future. */
  expiresAt?: number | null
  /** The member creating it through the API: the key holds at most their current role. */
  createdByUserId?: string | null
}

/** Every scope: the first key of an account, and keys made with `dynqr keys create --admin`. */
export const ADMIN_SCOPES: readonly Scope[] = SCOPES
export const DEFAULT_SCOPES: readonly Scope[] = ['qrcodes:write']
export const KEY_NOT_FOUND_MESSAGE = 'API key not found'
/** Live keys one account may hold unless configured otherwise (MAX_KEYS_PER_ACCOUNT). */
export const DEFAULT_MAX_KEYS_PER_ACCOUNT = 100

/** Scopes in the contract's order, each once. */
const normaliseScopes = (scopes: readonly Scope[]): Scope[] => SCOPES.filter((scope) => scopes.includes(scope))

/** Accounts and their API keys. */
export class ApiKeyService {
  readonly #store: Store
  readonly #now: () => number
  readonly #uses: KeyUseRecorder
  readonly #maxKeys: number

  constructor(
    store: Store,
    now: () => number = Date.now,
    onUseWriteError?: (error: unknown) => void,
    maxKeysPerAccount = DEFAULT_MAX_KEYS_PER_ACCOUNT,
  ) {
    this.#store = store
    this.#now = now
    this.#uses = new KeyUseRecorder(store.apiKeys, onUseWriteError)
    this.#maxKeys = maxKeysPerAccount
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

  /**
   * Issues a key for the named account (the command-line tool, the first key in development),
   * creating the account when it does not exist yet. A new account's first key holds every scope.
   */
  async issueKey(accountName: string, spec: KeySpec = {}): Promise<IssuedKey & { account: AccountRecord }> {
    const existing = await this.#store.accounts.findByName(accountName)
    const account = existing ?? (await this.createAccount(accountName))
    const first = existing === null || (await this.#store.apiKeys.list(account.id)).length === 0
    const issued = await this.#issue(account.id, first ? { ...spec, scopes: ADMIN_SCOPES } : spec)
    return { ...issued, account }
  }

  /**
   * A key made through the API by a key holding `keys:manage`, for the same account. `answer`,
   * when given, makes the answer kept for the request's `Idempotency-Key` from the key's record
   * (never from its secret), kept in the same commit as the key. `heldBy`: the scopes of the key
   * asking; it may only hand out scopes it holds itself (review #18: otherwise `keys:manage`
   * would be every scope), else `403` naming the first it lacks. Missing: no such limit (tests).
   */
  createKey(
    accountId: string,
    spec: KeySpec,
    answer?: (record: ApiKeyRecord) => KeptAnswer,
    heldBy?: readonly Scope[],
  ): Promise<IssuedKey> {
    const lacking = heldBy && (spec.scopes ?? DEFAULT_SCOPES).find((scope) => !grants(heldBy, scope))
    if (lacking) return Promise.reject(new DomainError('FORBIDDEN', `This API key lacks the scope ${lacking}`))
    return this.#issue(accountId, spec, answer)
  }

  /** The account's keys, newest first, revoked and expired ones included, with every use noted so far. */
  async listKeys(accountId: string): Promise<ApiKeyRecord[]> {
    await this.#uses.flush()
    return this.#store.apiKeys.list(accountId)
  }

  async #issue(accountId: string, spec: KeySpec, answer?: (record: ApiKeyRecord) => KeptAnswer): Promise<IssuedKey> {
    const now = this.#now()
    const expiresAt = spec.expiresAt ?? null
    if (expiresAt !== null && !(expiresAt > now)) {
      throw DomainError.invalidField('expiresAt', 'expiresAt must be in the future')
    }
    await this.#refuseOverCap(accountId, now)
    const key = `${API_KEY_PREFIX}${randomBase62(KEY_RANDOM_LENGTH)}`
    const record: ApiKeyRecord = {
      id: `key_${randomBase62(12)}`,
      accountId,
      name: spec.name ?? null,
      prefix: key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + PREFIX_LENGTH),
      scopes: normaliseScopes(spec.scopes ?? DEFAULT_SCOPES),
      hash: hashKey(key),
      createdAt: now,
      lastUsedAt: null,
      expiresAt,
      revokedAt: null,
      createdByUserId: spec.createdByUserId ?? null,
    }
    await this.#store.apiKeys.create(record, answer?.(record))
    return { key, record }
  }

  /**
   * Keys per account are capped (PRODUCT.md "Security and abuse": quotas are per account, so
   * minting keys must not be free). Revoked and expired keys do not count. Two creations racing
   * at the cap may both pass: a soft cap, which is all it needs to be.
   */
  async #refuseOverCap(accountId: string, now: number): Promise<void> {
    const live = (await this.#store.apiKeys.list(accountId)).filter(
      (key) => key.revokedAt === null && (key.expiresAt === null || key.expiresAt > now),
    )
    if (live.length >= this.#maxKeys) {
      throw new DomainError(
        'LIMIT_REACHED',
        `This account has ${live.length} live API keys, the most it may hold (MAX_KEYS_PER_ACCOUNT is ${this.#maxKeys}); revoke one first`,
      )
    }
  }

  /** The account and key behind a bearer key, or `null` when it is malformed, unknown, revoked or expired. */
  async authenticate(key: string): Promise<Principal | null> {
    if (!KEY_FORMAT.test(key)) return null
    const record = await this.#store.apiKeys.findActiveByHash(hashKey(key))
    if (!record) return null
    const now = this.#now()
    if (record.expiresAt !== null && now >= record.expiresAt) return null
    const creator = record.createdByUserId ?? null
    // A member's key holds no more than the member's current role, and nothing once they left.
    const member = creator === null ? null : await this.#store.members.find(record.accountId, creator)
    if (creator !== null && member === null) return null
    if (record.lastUsedAt === null || now - record.lastUsedAt >= TOUCH_INTERVAL_MS) {
      this.#uses.record(record.id, now)
    }
    const scopes = member ? scopesWithinRole(record.scopes, member.role) : record.scopes
    return { accountId: record.accountId, keyId: record.id, userId: creator, scopes }
  }

  /** Writes the key uses noted but not yet stored (on shutdown, and in tests). */
  flushKeyUses(): Promise<void> {
    return this.#uses.flush()
  }

  /**
   * Revokes a live key; with `accountId`, only one of that account's (another account's key is
   * answered as unknown). The key fails on its very next request: a store that remembers keys
   * forgets them on any revocation (SqliteApiKeyRepository).
   */
  async revoke(keyId: string, accountId?: string): Promise<void> {
    if (!(await this.#store.apiKeys.revoke(keyId, this.#now(), accountId))) {
      throw new DomainError(
        'NOT_FOUND',
        accountId === undefined ? `No active API key has the id ${keyId}` : KEY_NOT_FOUND_MESSAGE,
      )
    }
  }
}
