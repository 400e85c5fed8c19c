import type pg from 'pg'
import type { StyleRecord, StyleRepository } from '../../domain/style-repository.js'
import { optionsToJson } from '../options-json.js'
import { CODE_COLUMNS } from '../sql-rows.js'
import { STYLE_COLUMNS, type StyleRow, styleFromRow, styleToRow } from '../style-rows.js'
import { inTransaction } from './postgres-transaction.js'
import { eventValues, recordEventPerCode } from './postgres-webhook-outbox.js'

/** The template's options as stored when the statement runs: concurrent changes end on the last. */
const TEMPLATE_OPTIONS = '(SELECT options FROM styles WHERE id = $2 AND account_id = $3)'

/**
 * One chunk: up to $4 codes that use the template and differ take its options, each announced
 * (qrcode.updated) in the same statement.
 */
const APPLY_CHUNK = recordEventPerCode(
  `UPDATE qr_codes SET options = ${TEMPLATE_OPTIONS}, updated_at = $1::bigint
   WHERE short_id IN (
     SELECT short_id FROM qr_codes
     WHERE style_id = $2 AND account_id = $3 AND deleted_at IS NULL
       AND options IS DISTINCT FROM ${TEMPLATE_OPTIONS}
     LIMIT $4::int)
   RETURNING ${CODE_COLUMNS}`,
  'qrcode.updated',
  5,
)

/**
 * Style templates on PostgreSQL. A replace writes the template; its codes' copies follow a
 * chunk per transaction (`applyChunk`), so no transaction holds the locks of every code.
 */
export class PostgresStyleRepository implements StyleRepository {
  readonly #pool: pg.Pool

  constructor(pool: pg.Pool) {
    this.#pool = pool
  }

  /** Inserted only below the cap; the account's creates take turns on a transaction lock to count. */
  async create(style: StyleRecord, max = 2 ** 31 - 1) {
    const row = styleToRow(style)
    return inTransaction(this.#pool, async (client): Promise<'created' | 'limit-reached'> => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('dynqr-styles:' || $1))", [row.account_id])
      const { rowCount } = await client.query(
        `INSERT INTO styles (${STYLE_COLUMNS}) SELECT $1, $2, $3, $4, $5::bigint, $6::bigint
         WHERE (SELECT count(*) FROM styles WHERE account_id = $2) < $7`,
        [row.id, row.account_id, row.name, row.options, row.created_at, row.updated_at, max],
      )
      return rowCount === 1 ? 'created' : 'limit-reached'
    })
  }

  async list(accountId: string, limit: number, offset: number) {
    const { rows } = await this.#pool.query<StyleRow & { total: string }>(
      `SELECT ${STYLE_COLUMNS}, count(*) OVER () AS total FROM styles WHERE account_id = $1
       ORDER BY created_at, id LIMIT $2 OFFSET $3`,
      [accountId, limit, offset],
    )
    if (rows.length > 0 || offset === 0) return { items: rows.map(styleFromRow), total: Number(rows[0]?.total ?? 0) }
    // A page past the end still says how many there are.
    const counted = await this.#pool.query<{ total: string }>(
      'SELECT count(*) AS total FROM styles WHERE account_id = $1',
      [accountId],
    )
    return { items: [], total: Number(counted.rows[0]?.total ?? 0) }
  }

  async find(accountId: string, id: string) {
    const { rows } = await this.#pool.query<StyleRow>(
      `SELECT ${STYLE_COLUMNS} FROM styles WHERE id = $1 AND account_id = $2`,
      [id, accountId],
    )
    return rows[0] ? styleFromRow(rows[0]) : null
  }

  async replace(accountId: string, id: string, changes: Pick<StyleRecord, 'name' | 'options'>, now: number) {
    const { rows } = await this.#pool.query<StyleRow>(
      `UPDATE styles SET name = $1, options = $2, updated_at = $3 WHERE id = $4 AND account_id = $5
       RETURNING ${STYLE_COLUMNS}`,
      [changes.name, optionsToJson(changes.options), now, id, accountId],
    )
    return rows[0] ? styleFromRow(rows[0]) : null
  }

  /** One statement per chunk (its own transaction): the codes and their events commit together. */
  async applyChunk(accountId: string, id: string, now: number, limit: number) {
    const { rowCount } = await this.#pool.query(APPLY_CHUNK, [now, id, accountId, limit, ...eventValues(now)])
    return rowCount ?? 0
  }

  async attachedShortIds(accountId: string, id: string, limit: number) {
    const { rows } = await this.#pool.query<{ short_id: string }>(
      'SELECT short_id FROM qr_codes WHERE style_id = $1 AND account_id = $2 AND deleted_at IS NULL LIMIT $3',
      [id, accountId, limit],
    )
    return rows.map((row) => row.short_id)
  }

  /** One statement: found, used by a live code, deleted — no window between the check and the delete. */
  async delete(accountId: string, id: string) {
    const { rows } = await this.#pool.query<{ found: boolean; deleted: boolean }>(
      `WITH target AS (SELECT id FROM styles WHERE id = $1 AND account_id = $2 FOR UPDATE),
         used AS (SELECT 1 FROM qr_codes WHERE style_id = $1 AND account_id = $2 AND deleted_at IS NULL LIMIT 1),
         gone AS (DELETE FROM styles WHERE id IN (SELECT id FROM target) AND NOT EXISTS (SELECT 1 FROM used) RETURNING id)
       SELECT EXISTS (SELECT 1 FROM target) AS found, EXISTS (SELECT 1 FROM gone) AS deleted`,
      [id, accountId],
    )
    const row = rows[0]
    return !row?.found ? 'missing' : row.deleted ? 'deleted' : 'in-use'
  }
}
