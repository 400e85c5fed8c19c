import type pg from 'pg'
import type { StyleRecord, StyleRepository } from '../../domain/style-repository.js'
import { optionsToJson } from '../options-json.js'
import { CODE_COLUMNS } from '../sql-rows.js'
import { STYLE_COLUMNS, type StyleRow, styleFromRow, styleToRow } from '../style-rows.js'
import { inTransaction } from './postgres-transaction.js'
import { eventValues, recordEventPerCode } from './postgres-webhook-outbox.js'

/** The codes that use a template take its new options, each announced (qrcode.updated). */
const APPLY_STYLE = recordEventPerCode(
  `UPDATE qr_codes SET options = $1, updated_at = $2::bigint
   WHERE style_id = $3 AND account_id = $4 AND deleted_at IS NULL AND options IS DISTINCT FROM $1
   RETURNING ${CODE_COLUMNS}`,
  'qrcode.updated',
  5,
)

/** Style templates on PostgreSQL; a replace rewrites the codes' copies in the same transaction. */
export class PostgresStyleRepository implements StyleRepository {
  readonly #pool: pg.Pool

  constructor(pool: pg.Pool) {
    this.#pool = pool
  }

  async create(style: StyleRecord) {
    const row = styleToRow(style)
    await this.#pool.query(`INSERT INTO styles (${STYLE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`, [
      row.id,
      row.account_id,
      row.name,
      row.options,
      row.created_at,
      row.updated_at,
    ])
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

  /** The template's row lock orders concurrent replaces; the codes follow in the same commit. */
  replace(accountId: string, id: string, changes: Pick<StyleRecord, 'name' | 'options'>, now: number) {
    const options = optionsToJson(changes.options)
    return inTransaction(this.#pool, async (client) => {
      const { rows } = await client.query<StyleRow>(
        `UPDATE styles SET name = $1, options = $2, updated_at = $3 WHERE id = $4 AND account_id = $5
         RETURNING ${STYLE_COLUMNS}`,
        [changes.name, options, now, id, accountId],
      )
      if (!rows[0]) return null
      await client.query(APPLY_STYLE, [options, now, id, accountId, ...eventValues(now)])
      return styleFromRow(rows[0])
    })
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
