import type pg from 'pg'
import type { ApiKeyRepository } from '../../domain/api-key-repository.js'
import type { KeptAnswer } from '../../domain/idempotency-repository.js'
import type { ApiKeyRecord } from '../../domain/records.js'
import { KEY_COLUMNS, KEY_INSERT_COLUMNS, type KeyRow, keyFromRow, keyValues } from '../sql-rows.js'
import { Coalesced } from './postgres-coalesced.js'
import { keepAnswer } from './postgres-idempotency-repository.js'
import { inTransaction } from './postgres-transaction.js'

/**
 * Keys are not remembered: every request's key is looked up, so a key revoked on any instance
 * fails on its next request everywhere. The lookups that arrive while the previous one is in
 * flight are answered by one statement (issue #32; sent after each of them arrived, so it sees
 * every revocation committed before them).
 */
export class PostgresApiKeyRepository implements ApiKeyRepository {
  readonly #pool: pg.Pool
  readonly #lookups: Coalesced<string, ApiKeyRecord | null>

  /** `answerWithinMs`: how long a lookup may wait for its statement before it fails (503). */
  constructor(pool: pg.Pool, answerWithinMs: number) {
    this.#pool = pool
    this.#lookups = new Coalesced((hashes) => this.#findMany(hashes), answerWithinMs)
  }

  async create(key: ApiKeyRecord, answer?: KeptAnswer) {
    const insert = `INSERT INTO api_keys (${KEY_INSERT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`
    if (!answer) {
      await this.#pool.query(insert, [...keyValues(key)])
      return
    }
    // The key and its idempotent answer in one commit.
    await inTransaction(this.#pool, async (client) => {
      await client.query(insert, [...keyValues(key)])
      await keepAnswer(client, answer)
    })
  }

  findActiveByHash(hash: string) {
    return this.#lookups.ask(hash)
  }

  async #findMany(hashes: string[]): Promise<(ApiKeyRecord | null)[]> {
    const { rows } = await this.#pool.query<KeyRow>({
      name: 'keys-by-hash',
      text: `SELECT ${KEY_COLUMNS} FROM api_keys WHERE hash = ANY($1::text[]) AND revoked_at IS NULL`,
      values: [[...new Set(hashes)]],
    })
    const found = new Map(rows.map((row) => [row.hash, row]))
    return hashes.map((hash) => {
      const row = found.get(hash)
      return row ? keyFromRow(row) : null
    })
  }

  async touch(id: string, now: number) {
    await this.#pool.query({
      name: 'key-touch',
      text: 'UPDATE api_keys SET last_used_at = $2 WHERE id = $1',
      values: [id, now],
    })
  }

  async list(accountId?: string) {
    const { rows } = await this.#pool.query<KeyRow>(
      `SELECT ${KEY_COLUMNS} FROM api_keys WHERE $1::text IS NULL OR account_id = $1 ORDER BY created_at DESC, id DESC`,
      [accountId ?? null],
    )
    return rows.map(keyFromRow)
  }

  async revoke(id: string, now: number, accountId?: string) {
    const result = await this.#pool.query(
      'UPDATE api_keys SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL AND ($3::text IS NULL OR account_id = $3)',
      [id, now, accountId ?? null],
    )
    return result.rowCount === 1
  }
}
