import type Database from 'better-sqlite3'
import type { ApiKeyRepository } from '../../domain/api-key-repository.js'
import type { ApiKeyRecord } from '../../domain/records.js'
import { KEY_COLUMNS, type KeyRow, keyFromRow } from '../sql-rows.js'
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
    this.#insert = db.prepare<[string, string, string | null, string, string, number]>(
      'INSERT INTO api_keys (id, account_id, name, prefix, hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    this.#byHash = db.prepare<[string], KeyRow>(
      `SELECT ${KEY_COLUMNS} FROM api_keys WHERE hash = ? AND revoked_at IS NULL`,
    )
    this.#touch = db.prepare<[number, string]>('UPDATE api_keys SET last_used_at = ? WHERE id = ?')
    this.#revoke = db.prepare<[number, string]>(
      'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
    )
  }

  create(key: ApiKeyRecord) {
    return this.#access.run(() => {
      this.#insert.run(key.id, key.accountId, key.name, key.prefix, key.hash, key.createdAt)
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
        .prepare<{ accountId?: string }, KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys ${where} ORDER BY created_at, id`)
        .all(accountId === undefined ? {} : { accountId })
        .map(keyFromRow),
    )
  }

  revoke(id: string, now: number) {
    return this.#access.run(() => this.#revoke.run(now, id).changes === 1)
  }
}
