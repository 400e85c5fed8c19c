import type Database from 'better-sqlite3'
import type { ApiKeyRepository } from '../../domain/api-key-repository.js'
import type { ApiKeyRecord } from '../../domain/records.js'
import { KEY_COLUMNS, KEY_INSERT_COLUMNS, type KeyRow, type KeyValues, keyFromRow, keyValues } from '../sql-rows.js'
import type { SqliteAccess } from './sqlite-access.js'

export class SqliteApiKeyRepository implements ApiKeyRepository {
  readonly #db: Database.Database
  readonly #insert
  readonly #byHash
  readonly #touch
  readonly #revoke
  readonly #access: SqliteAccess

  constructor(db: Database.Database, access: SqliteAccess) {
    this.#db = db
    this.#access = access
    this.#insert = db.prepare<KeyValues>(`INSERT INTO api_keys (${KEY_INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
    this.#byHash = db.prepare<[string], KeyRow>(
      `SELECT ${KEY_COLUMNS} FROM api_keys WHERE hash = ? AND revoked_at IS NULL`,
    )
    this.#touch = db.prepare<[number, string]>('UPDATE api_keys SET last_used_at = ? WHERE id = ?')
    this.#revoke = db.prepare<{ now: number; id: string; accountId: string | null }>(
      'UPDATE api_keys SET revoked_at = @now WHERE id = @id AND revoked_at IS NULL AND (@accountId IS NULL OR account_id = @accountId)',
    )
  }

  create(key: ApiKeyRecord) {
    return this.#access.run(() => {
      this.#insert.run(...keyValues(key))
    })
  }

  findActiveByHash(hash: string) {
    return this.#access.run(() => {
      const row = this.#byHash.get(hash)
      return row ? keyFromRow(row) : null
    })
  }

  touch(id: string, now: number) {
    return this.#access.run(() => {
      this.#touch.run(now, id)
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
    return this.#access.run(() => this.#revoke.run({ now, id, accountId: accountId ?? null }).changes === 1)
  }
}
