import type Database from 'better-sqlite3'
import type { ApiKeyRecord } from '../../domain/records.js'
import type { RememberedKeys } from '../keys/sql-api-key-repository.js'

/** Live keys remembered; more are forgotten all at once (a flood of keys cannot grow memory). */
const REMEMBERED_KEYS = 1_000

/**
 * Engine-specific hot path: SQLite's live keys remembered by hash, so authenticating a request
 * usually costs one `PRAGMA data_version` instead of a lookup — measured ≈ 3 µs against ≈ 13 µs
 * for the SELECT, and a repository lookup of ≈ 17 µs against ≈ 50 µs, on a loaded 2-core machine
 * (docs/performance.md, "Get"). Forgotten whenever `data_version` says another connection committed
 * anything — the CLI revoking a key from another process included — and by the repository after
 * each key write of this connection, so a revoked key fails on its very next request. Unknown
 * hashes are never remembered.
 */
export class SqliteRememberedKeys implements RememberedKeys {
  readonly #dataVersion: Database.Statement<[], unknown>
  readonly #keys = new Map<string, ApiKeyRecord>()
  #seenVersion: unknown

  constructor(db: Database.Database) {
    this.#dataVersion = db.prepare<[], unknown>('PRAGMA data_version').pluck()
  }

  recall(hash: string): ApiKeyRecord | undefined {
    const version = this.#dataVersion.get()
    if (version !== this.#seenVersion) {
      this.#keys.clear()
      this.#seenVersion = version
    }
    return this.#keys.get(hash)
  }

  remember(record: ApiKeyRecord): void {
    if (this.#keys.size >= REMEMBERED_KEYS) this.#keys.clear()
    this.#keys.set(record.hash, record)
  }

  forget(): void {
    this.#keys.clear()
  }
}
