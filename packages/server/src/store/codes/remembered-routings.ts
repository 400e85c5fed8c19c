import { hasRouting, type Routing } from '../../domain/scans/routing.js'
import { Remembered } from '../sql/remembered.js'
import type { SqlEngine } from '../sql/sql-engine.js'
import { sql } from '../sql/sql.js'

/** Codes whose routing is remembered; past this many, all are forgotten at once. */
const REMEMBERED_ROUTINGS = 100_000
/**
 * Where the engine cannot tell other connections' commits (PostgreSQL: other instances), the
 * version of routing_changes is read at most this often, by a scan, without waiting for it: a
 * change made on another instance holds within about that (a few scans late at most).
 */
const POLL_MS = 1_000

/** The routing fields of a change: one of them moves routing_changes (PostgreSQL). */
export const ROUTING_FIELDS = ['rules', 'variants', 'passwordHash', 'forwardQuery', 'utm'] as const

interface RoutingRow {
  rules: string
  variants: string
  password_hash: string | null
  forward_query: number
  utm: string | null
}

/**
 * A code's routing (issue #43) as the short link needs it before the scan is counted: the
 * password decides whether it is counted at all, the rules and variants the route recorded with
 * the view. Remembered per code (`null`: none, the common case), so a code without routing costs
 * the hot redirect no query once its first scan read it; forgotten when this process changes or
 * deletes the code (`forget`), when another connection commits (SQLite's data_version) or, on PostgreSQL,
 * when routing_changes' version moved (another instance changed a routing: `routingChangedSql`). A code
 * that is not there is not remembered (it may be created).
 */
export class RememberedRoutings {
  readonly #engine: SqlEngine
  readonly #remembered: Remembered<Routing | null>
  /** PostgreSQL: routing_changes.version as last read, and when it was asked for. */
  #version: unknown = null
  #polledAt = 0

  constructor(engine: SqlEngine) {
    this.#engine = engine
    this.#remembered = new Remembered(engine.dataVersion ?? (() => this.#polledVersion()), REMEMBERED_ROUTINGS)
  }

  /** The last version read; a new read is started (not awaited) once POLL_MS have passed. */
  #polledVersion(): unknown {
    const now = Date.now()
    if (now - this.#polledAt >= POLL_MS) {
      this.#polledAt = now
      this.#engine
        .get<{ version: string | number }>(sql`SELECT version FROM routing_changes WHERE id = 1`)
        .then((row) => {
          this.#version = row === undefined ? null : String(row.version)
        })
        // A failed read leaves the version: the next poll tries again, scans go on.
        .catch(() => {})
    }
    return this.#version
  }

  routingOf(shortId: string): Routing | null | Promise<Routing | null> {
    this.#remembered.checkThisTurn()
    const known = this.#remembered.get(shortId)
    if (known !== undefined) return known
    // No scan changes these columns: read without rolling SQLite's scan log up first.
    return this.#engine
      .getUncounted<RoutingRow>(
        sql`SELECT rules, variants, password_hash, forward_query, utm FROM qr_codes
          WHERE short_id = ${shortId} AND deleted_at IS NULL`,
      )
      .then((row) => {
        if (!row) return null
        const routing: Routing = {
          rules: JSON.parse(row.rules),
          variants: JSON.parse(row.variants),
          passwordHash: row.password_hash,
          forwardQuery: Number(row.forward_query) === 1,
          utm: row.utm === null ? null : JSON.parse(row.utm),
        }
        const value = hasRouting(routing) ? routing : null
        this.#remembered.set(shortId, value)
        return value
      })
  }

  /**
   * A code changed here: its routing is not used again (every code's, without `shortId`). A
   * code created needs none: a code that was not there is never remembered.
   */
  forget(shortId?: string): void {
    if (shortId === undefined) this.#remembered.clear()
    else this.#remembered.delete(shortId)
  }
}

/** PostgreSQL: the statement a change of routing fields runs in its transaction, so other instances forget theirs. */
export const routingChangedSql = sql`UPDATE routing_changes SET version = version + 1 WHERE id = 1`
