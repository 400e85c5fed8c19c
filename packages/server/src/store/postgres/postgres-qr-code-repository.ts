import type pg from 'pg'
import type { QrCodeRepository } from '../../domain/qr-code-repository.js'
import type { ListQuery, QrCodeChanges, QrCodeRecord, ScanKind, ScanResult } from '../../domain/records.js'
import { optionsToJson } from '../options-json.js'
import {
  CODE_COLUMN_KINDS,
  CODE_COLUMN_NAMES,
  CODE_COLUMNS,
  type CodeRow,
  codeFromRow,
  codeToRow,
  SORT_COLUMNS,
} from '../sql-rows.js'
import { eventValues, recordEvent } from './postgres-webhook-outbox.js'

const BULK_BATCH = 5_000
const ARRAY_TYPES = { text: 'text[]', integer: 'bigint[]' } as const

/** `$1, $2, …` for the columns of qr_codes, each cast as the column's array type for unnest. */
const INSERT_PLACEHOLDERS = CODE_COLUMN_NAMES.map((_, i) => `$${i + 1}`).join(', ')
const UNNEST_PLACEHOLDERS = CODE_COLUMN_NAMES.map((name, i) => `$${i + 1}::${ARRAY_TYPES[CODE_COLUMN_KINDS[name]]}`)

export class PostgresQrCodeRepository implements QrCodeRepository {
  readonly #pool: pg.Pool

  constructor(pool: pg.Pool) {
    this.#pool = pool
  }

  async create(record: QrCodeRecord) {
    const row = codeToRow(record)
    const result = await this.#pool.query({
      name: 'qr-insert',
      text: recordEvent(
        `INSERT INTO qr_codes (${CODE_COLUMNS}) VALUES (${INSERT_PLACEHOLDERS}) ON CONFLICT (short_id) DO NOTHING RETURNING ${CODE_COLUMNS}`,
        'qrcode.created',
        CODE_COLUMN_NAMES.length + 1,
      ),
      values: [...CODE_COLUMN_NAMES.map((name) => row[name]), ...eventValues(record.createdAt)],
    })
    return result.rowCount === 1 ? 'created' : 'taken'
  }

  async createMany(records: readonly QrCodeRecord[]) {
    const client = await this.#pool.connect()
    try {
      await client.query('BEGIN')
      for (let start = 0; start < records.length; start += BULK_BATCH) {
        const rows = records.slice(start, start + BULK_BATCH).map(codeToRow)
        const result = await client.query(
          `INSERT INTO qr_codes (${CODE_COLUMNS})
           SELECT * FROM unnest(${UNNEST_PLACEHOLDERS.join(', ')})
           ON CONFLICT (short_id) DO NOTHING`,
          CODE_COLUMN_NAMES.map((name) => rows.map((row) => row[name])),
        )
        if (result.rowCount !== rows.length) throw new Error('A bulk-loaded shortId is taken')
      }
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    } finally {
      client.release()
    }
  }

  async findById(accountId: string, shortId: string) {
    const { rows } = await this.#pool.query<CodeRow>({
      name: 'qr-find',
      text: `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id = $1 AND account_id = $2 AND deleted_at IS NULL`,
      values: [shortId, accountId],
    })
    return rows[0] ? codeFromRow(rows[0]) : null
  }

  async update(accountId: string, shortId: string, changes: QrCodeChanges, now: number) {
    const { rows } = await this.#pool.query<CodeRow>({
      name: 'qr-update',
      // COALESCE keeps what the request did not carry; updated_at moves only on a real change.
      text: recordEvent(
        `UPDATE qr_codes SET
           target_url = COALESCE($3::text, target_url),
           options = COALESCE($4::text, options),
           updated_at = CASE
             WHEN COALESCE($3::text, target_url) IS DISTINCT FROM target_url
               OR COALESCE($4::text, options) IS DISTINCT FROM options
             THEN $5::bigint ELSE updated_at END
         WHERE short_id = $1 AND account_id = $2 AND deleted_at IS NULL
         RETURNING ${CODE_COLUMNS}`,
        'qrcode.updated',
        6,
        'changed.updated_at = $5::bigint',
      ),
      values: [
        shortId,
        accountId,
        changes.targetUrl ?? null,
        changes.options ? optionsToJson(changes.options) : null,
        now,
        ...eventValues(now),
      ],
    })
    return rows[0] ? codeFromRow(rows[0]) : null
  }

  async delete(accountId: string, shortId: string, now: number) {
    const result = await this.#pool.query({
      name: 'qr-delete',
      text: recordEvent(
        `UPDATE qr_codes SET deleted_at = $3 WHERE short_id = $1 AND account_id = $2 AND deleted_at IS NULL RETURNING ${CODE_COLUMNS}`,
        'qrcode.deleted',
        4,
      ),
      values: [shortId, accountId, now, ...eventValues(now)],
    })
    return result.rowCount === 1
  }

  async list(accountId: string, query: ListQuery) {
    const direction = query.order === 'asc' ? 'ASC' : 'DESC'
    const column = SORT_COLUMNS[query.sort]
    if (query.q !== undefined) {
      // strpos, not LIKE: `%` and `_` in the search are plain characters.
      const where = `account_id = $1 AND deleted_at IS NULL
        AND (strpos(lower(target_url), lower($2)) > 0 OR strpos(lower(short_id), lower($2)) > 0)`
      const { rows } = await this.#pool.query<CodeRow & { total: number }>({
        name: `qr-search-${query.sort}-${query.order}`,
        text: `SELECT ${CODE_COLUMNS}, count(*) OVER () AS total FROM qr_codes WHERE ${where}
               ORDER BY ${column} ${direction}, short_id ${direction} LIMIT $3 OFFSET $4`,
        values: [accountId, query.q, query.limit, query.offset],
      })
      if (rows.length > 0 || query.offset === 0) return { items: rows.map(codeFromRow), total: rows[0]?.total ?? 0 }
      const { rows: counted } = await this.#pool.query<{ total: number }>(
        `SELECT count(*) AS total FROM qr_codes WHERE ${where}`,
        [accountId, query.q],
      )
      return { items: [], total: counted[0]?.total ?? 0 }
    }
    // One statement, so the page and the total come from the same snapshot.
    const { rows } = await this.#pool.query<CodeRow & { total: number }>({
      name: `qr-list-${query.sort}-${query.order}`,
      text: `SELECT ${CODE_COLUMNS}, (SELECT count(*) FROM qr_codes WHERE account_id = $1 AND deleted_at IS NULL) AS total
             FROM qr_codes WHERE account_id = $1 AND deleted_at IS NULL
             ORDER BY ${column} ${direction}, short_id ${direction}
             LIMIT $2 OFFSET $3`,
      values: [accountId, query.limit, query.offset],
    })
    if (rows.length > 0) return { items: rows.map(codeFromRow), total: rows[0]?.total ?? 0 }
    const { rows: counted } = await this.#pool.query<{ total: number }>({
      name: 'qr-count',
      text: 'SELECT count(*) AS total FROM qr_codes WHERE account_id = $1 AND deleted_at IS NULL',
      values: [accountId],
    })
    return { items: [], total: counted[0]?.total ?? 0 }
  }

  async recordScan(shortId: string, kind: ScanKind): Promise<ScanResult> {
    const column = kind === 'view' ? 'views' : 'bot_hits'
    const { rows } = await this.#pool.query<{ target_url: string }>({
      name: `qr-scan-${kind}`,
      text: `UPDATE qr_codes SET ${column} = ${column} + 1 WHERE short_id = $1 AND deleted_at IS NULL RETURNING target_url`,
      values: [shortId],
    })
    if (rows[0]) return { state: 'live', targetUrl: rows[0].target_url }
    const { rowCount } = await this.#pool.query({
      name: 'qr-tombstone',
      text: 'SELECT 1 FROM qr_codes WHERE short_id = $1',
      values: [shortId],
    })
    return rowCount === 1 ? { state: 'deleted' } : { state: 'missing' }
  }
}
