import type { KeptAnswer } from '../../domain/idempotency-repository.js'
import type { ApiKeyRepository } from '../../domain/keys/api-key-repository.js'
import type { ApiKeyRecord } from '../../domain/records.js'
import { Batcher } from '../sql/batcher.js'
import { keepAnswer } from '../sql/kept-answers.js'
import { Remembered } from '../sql/remembered.js'
import { join, type Raw, raw, type Sql, sql } from '../sql/sql.js'
import type { EngineName, SqlEngine } from '../sql/sql-engine.js'
import { KEY_COLUMNS, KEY_INSERT_COLUMNS, type KeyRow, keyFromRow, keyValues } from '../sql-rows.js'

/** Whether `column` is one of a JSON array's texts (one statement text for any length). */
const amongTexts = (engine: EngineName, column: Raw, json: string): Sql =>
  engine === 'sqlite'
    ? sql`${column} IN (SELECT value FROM json_each(${json}))`
    : sql`${column} = ANY(ARRAY(SELECT jsonb_array_elements_text(CAST(${json} AS jsonb))))`

/** Most lookups one coalesced statement answers; more wait for the next. */
const MAX_LOOKUPS = 500

/** Live keys remembered; more are forgotten all at once (a flood of keys cannot grow memory). */
const REMEMBERED_KEYS = 1_000

export interface ApiKeyLookups {
  /**
   * Lookups that arrive while the previous one is in flight answered by one statement (issue
   * #32), each waiting at most `answerWithinMs` (then 503). Pays where a lookup is a round trip
   * (PostgreSQL); SQLite answers each at once.
   */
  coalescedWithinMs?: number
}

/**
 * API keys, on SQLite and PostgreSQL alike. A key revoked by any process or instance fails on its
 * very next request: a key is looked up for every request, unless it is remembered and the engine
 * tells nothing was committed since (`SqlEngine.dataVersion`: SQLite's `PRAGMA data_version`
 * costs ≈ 3 µs against ≈ 13 µs for the SELECT, a repository lookup ≈ 17 µs against ≈ 50 µs on a
 * loaded 2-core machine, docs/performance.md, "Get"); the repository forgets them after each of
 * its own key writes. Unknown hashes are never remembered. A coalesced lookup is sent after each
 * of its requests arrived, so it sees every revocation committed before them.
 */
export class SqlApiKeyRepository implements ApiKeyRepository {
  readonly #engine: SqlEngine
  readonly #lookups: Batcher<string, ApiKeyRecord | null> | undefined
  readonly #remembered: Remembered<ApiKeyRecord> | undefined

  constructor(engine: SqlEngine, lookups: ApiKeyLookups = {}) {
    this.#engine = engine
    this.#remembered = engine.dataVersion && new Remembered(engine.dataVersion, REMEMBERED_KEYS)
    const within = lookups.coalescedWithinMs
    this.#lookups =
      within === undefined
        ? undefined
        : new Batcher({
            run: (hashes) => this.#findMany(hashes),
            maxBatch: MAX_LOOKUPS,
            oneInFlight: true,
            answerWithinMs: within,
          })
  }

  async create(key: ApiKeyRecord, answer?: KeptAnswer) {
    const insert = sql`INSERT INTO api_keys (${raw(KEY_INSERT_COLUMNS)}) VALUES (${join(keyValues(key))})`
    if (!answer) await this.#engine.run(insert)
    else {
      // The key and its idempotent answer in one commit.
      await this.#engine.transaction(async (tx) => {
        await tx.run(insert)
        await keepAnswer(tx, answer)
      })
    }
    this.#remembered?.clear()
  }

  async findActiveByHash(hash: string) {
    this.#remembered?.check()
    const known = this.#remembered?.get(hash)
    if (known) return { ...known }
    if (this.#lookups) return this.#lookups.submit(hash)
    const row = await this.#engine.get<KeyRow>(
      sql`SELECT ${raw(KEY_COLUMNS)} FROM api_keys WHERE hash = ${hash} AND revoked_at IS NULL`,
    )
    if (!row) return null
    const record = keyFromRow(row)
    this.#remembered?.set(hash, record)
    return { ...record }
  }

  async #findMany(hashes: string[]): Promise<(ApiKeyRecord | null)[]> {
    const wanted = amongTexts(this.#engine.name, raw('hash'), JSON.stringify([...new Set(hashes)]))
    const rows = await this.#engine.all<KeyRow>(
      sql`SELECT ${raw(KEY_COLUMNS)} FROM api_keys WHERE ${wanted} AND revoked_at IS NULL`,
    )
    const found = new Map(rows.map((row) => [row.hash, row]))
    return hashes.map((hash) => {
      const row = found.get(hash)
      return row ? keyFromRow(row) : null
    })
  }

  async touch(id: string, now: number) {
    await this.#engine.run(sql`UPDATE api_keys SET last_used_at = ${now} WHERE id = ${id}`)
    this.#remembered?.clear()
  }

  async list(accountId?: string) {
    const where = accountId === undefined ? raw('') : sql`WHERE account_id = ${accountId}`
    const rows = await this.#engine.all<KeyRow>(
      sql`SELECT ${raw(KEY_COLUMNS)} FROM api_keys ${where} ORDER BY created_at DESC, id DESC`,
    )
    return rows.map(keyFromRow)
  }

  async revoke(id: string, now: number, accountId?: string) {
    const owned = accountId === undefined ? raw('') : sql`AND account_id = ${accountId}`
    const changed = await this.#engine.run(
      sql`UPDATE api_keys SET revoked_at = ${now} WHERE id = ${id} AND revoked_at IS NULL ${owned}`,
    )
    this.#remembered?.clear()
    return changed === 1
  }
}
