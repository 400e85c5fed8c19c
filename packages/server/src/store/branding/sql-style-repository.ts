import type { StyleRecord, StyleRepository } from '../../domain/branding/style-repository.js'
import { optionsToJson } from '../options-json.js'
import { raw, sql } from '../sql/sql.js'
import type { SqlEngine, SqlSession } from '../sql/sql-engine.js'
import { STYLE_COLUMNS, type StyleRow, styleFromRow, styleToRow } from '../style-rows.js'

const COLUMNS = raw(STYLE_COLUMNS)

/** What applies a template's options to its codes: the QR code repository (sql-qr-code-repository.ts). */
export interface StyleApplier {
  applyStyle(tx: SqlSession, accountId: string, styleId: string, now: number, limit: number): Promise<number>
}

/**
 * Style templates on either SQL engine. A replace writes the template; its codes' copies follow a
 * chunk per transaction (`applyChunk`), so no transaction holds the writer (SQLite) or the locks
 * of every code (PostgreSQL), and scans and other writes commit between chunks.
 */
export class SqlStyleRepository implements StyleRepository {
  readonly #engine: SqlEngine
  readonly #codes: StyleApplier

  constructor(engine: SqlEngine, codes: StyleApplier) {
    this.#engine = engine
    this.#codes = codes
  }

  /**
   * Inserted only below the cap, the count and the insert in one transaction: SQLite's single
   * writer serialises the account's creates, PostgreSQL's take turns on a transaction lock.
   */
  create(style: StyleRecord, max = 2 ** 31 - 1) {
    const row = styleToRow(style)
    return this.#engine.transaction(async (tx): Promise<'created' | 'limit-reached'> => {
      if (this.#engine.name === 'postgres') {
        await tx.get(sql`SELECT pg_advisory_xact_lock(hashtext(${`dynqr-styles:${row.account_id}`}))`)
      }
      const inserted = await tx.run(
        sql`INSERT INTO styles (${COLUMNS}) SELECT ${row.id}, ${row.account_id}, ${row.name}, ${row.options},
          CAST(${row.created_at} AS BIGINT), CAST(${row.updated_at} AS BIGINT)
          WHERE (SELECT count(*) FROM styles WHERE account_id = ${row.account_id}) < ${max}`,
      )
      return inserted === 1 ? 'created' : 'limit-reached'
    })
  }

  /** The page and the total in one statement: one snapshot. */
  async list(accountId: string, limit: number, offset: number) {
    const count = sql`SELECT count(*) FROM styles WHERE account_id = ${accountId}`
    const rows = await this.#engine.all<StyleRow & { total: number }>(
      sql`SELECT ${COLUMNS}, (${count}) AS total FROM styles WHERE account_id = ${accountId}
        ORDER BY created_at, id LIMIT ${limit} OFFSET ${offset}`,
    )
    if (rows.length > 0 || offset === 0) return { items: rows.map(styleFromRow), total: Number(rows[0]?.total ?? 0) }
    // A page past the end still says how many there are.
    const counted = await this.#engine.get<{ total: number }>(
      sql`SELECT count(*) AS total FROM styles WHERE account_id = ${accountId}`,
    )
    return { items: [], total: Number(counted?.total ?? 0) }
  }

  async find(accountId: string, id: string) {
    const row = await this.#engine.get<StyleRow>(
      sql`SELECT ${COLUMNS} FROM styles WHERE id = ${id} AND account_id = ${accountId}`,
    )
    return row ? styleFromRow(row) : null
  }

  async replace(accountId: string, id: string, changes: Pick<StyleRecord, 'name' | 'options'>, now: number) {
    const row = await this.#engine.get<StyleRow>(
      sql`UPDATE styles SET name = ${changes.name}, options = ${optionsToJson(changes.options)}, updated_at = ${now}
        WHERE id = ${id} AND account_id = ${accountId} RETURNING ${COLUMNS}`,
    )
    return row ? styleFromRow(row) : null
  }

  /** One chunk, in a transaction of its own: the codes and their events commit together. */
  applyChunk(accountId: string, id: string, now: number, limit: number) {
    return this.#engine.transaction((tx) => this.#codes.applyStyle(tx, accountId, id, now, limit))
  }

  async attachedShortIds(accountId: string, id: string, limit: number) {
    const rows = await this.#engine.all<{ short_id: string }>(
      sql`SELECT short_id FROM qr_codes WHERE style_id = ${id} AND account_id = ${accountId} AND deleted_at IS NULL
        LIMIT ${limit}`,
    )
    return rows.map((row) => row.short_id)
  }

  /** Found, used by a live code, deleted: in one transaction, the template's row locked on PostgreSQL. */
  delete(accountId: string, id: string) {
    const lock = raw(this.#engine.name === 'postgres' ? 'FOR UPDATE' : '')
    return this.#engine.transaction(async (tx): Promise<'deleted' | 'in-use' | 'missing'> => {
      if (!(await tx.get(sql`SELECT id FROM styles WHERE id = ${id} AND account_id = ${accountId} ${lock}`))) {
        return 'missing'
      }
      const used = await tx.get(
        sql`SELECT 1 AS one FROM qr_codes WHERE style_id = ${id} AND account_id = ${accountId} AND deleted_at IS NULL
          LIMIT 1`,
      )
      if (used) return 'in-use'
      await tx.run(sql`DELETE FROM styles WHERE id = ${id} AND account_id = ${accountId}`)
      return 'deleted'
    })
  }
}
