import type Database from 'better-sqlite3'
import type { ApiKeyRepository } from '../../domain/api-key-repository.js'
import type { KeptAnswer } from '../../domain/idempotency-repository.js'
import type { ApiKeyRecord } from '../../domain/records.js'
import { KEY_COLUMNS, KEY_INSERT_COLUMNS, type KeyRow, type KeyValues, keyFromRow, keyValues } from '../sql-rows.js'
import type { SqliteAccess } from './sqlite-access.js'
import { answerKeeper } from './sqlite-idempotency-repository.js'

/** Live keys remembered; more are forgotten all at once (a flood of keys cannot grow memory). */
const CACHED_KEYS = 1_000

/**
 * API keys of SQLite. Live keys are remembered by hash, so authenticating a request usually
 * costs one `PRAGMA data_version` instead of a lookup (docs/performance.md). The memory is
 * forgotten whenever this connection writes a key (create, revoke, last use) and whenever
 * `data_version` says another connection committed anything — the CLI revoking a key from another
 * process included — so a revoked key fails on its very next request, as before. Unknown hashes
 * are never remembered.
 */
export class SqliteApiKeyRepository implements ApiKeyRepository {
  readonly #db: Database.Database
  readonly #dataVersion
  readonly #cache = new Map<string, ApiKeyRecord>()
  #seenVersion: unknown
  readonly #insert
  readonly #insertWithAnswer
  readonly #byHash
  readonly #touch
  readonly #revoke
  readonly #access: SqliteAccess

  constructor(db: Database.Database, access: SqliteAccess) {
    this.#db = db
    this.#access = access
    this.#insert = db.prepare<KeyValues>(`INSERT INTO api_keys (${KEY_INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
    const keep = answerKeeper(db)
    // The key and its idempotent answer in one commit.
    this.#insertWithAnswer = db.transaction((key: ApiKeyRecord, answer: KeptAnswer | undefined) => {
      this.#insert.run(...keyValues(key))
      if (answer) keep(answer)
    })
    this.#byHash = db.prepare<[string], KeyRow>(
      `SELECT ${KEY_COLUMNS} FROM api_keys WHERE hash = ? AND revoked_at IS NULL`,
    )
    this.#dataVersion = db.prepare('PRAGMA data_version').pluck()
    this.#touch = db.prepare<[number, string]>('UPDATE api_keys SET last_used_at = ? WHERE id = ?')
    this.#revoke = db.prepare<{ now: number; id: string; accountId: string | null }>(
      'UPDATE api_keys SET revoked_at = @now WHERE id = @id AND revoked_at IS NULL AND (@accountId IS NULL OR account_id = @accountId)',
    )
  }

  create(key: ApiKeyRecord, answer?: KeptAnswer) {
    return this.#access.run(() => {
      this.#insertWithAnswer.immediate(key, answer)
      this.#cache.clear()
    })
  }

  findActiveByHash(hash: string) {
    return this.#access.run(() => {
      const version = this.#dataVersion.get()
      if (version !== this.#seenVersion) {
        this.#cache.clear()
        this.#seenVersion = version
      }
      const cached = this.#cache.get(hash)
      if (cached) return { ...cached }
      const row = this.#byHash.get(hash)
      if (!row) return null
      const record = keyFromRow(row)
      if (this.#cache.size >= CACHED_KEYS) this.#cache.clear()
      this.#cache.set(hash, record)
      return { ...record }
    })
  }

  touch(id: string, now: number) {
    return this.#access.run(() => {
      this.#touch.run(now, id)
      this.#cache.clear()
    })
  }

  list(accountId?: string) {
    const where = accountId === undefined ? '' : 'WHERE account_id = @accountId'
    return this.#access.run(() =>
      this.#db
        .prepare<{ accountId?: string }, KeyRow>(
          `SELECT ${KEY_COLUMNS} FROM api_keys ${where} ORDER BY created_at DESC, id DESC`,
        )
        .all(accountId === undefined ? {} : { accountId })
        .map(keyFromRow),
    )
  }

  revoke(id: string, now: number, accountId?: string) {
    return this.#access.run(() => {
      const revoked = this.#revoke.run({ now, id, accountId: accountId ?? null }).changes === 1
      this.#cache.clear()
      return revoked
    })
  }
}
