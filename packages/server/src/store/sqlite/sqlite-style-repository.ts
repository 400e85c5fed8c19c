import type Database from 'better-sqlite3'
import type { StyleRecord, StyleRepository } from '../../domain/style-repository.js'
import { optionsToJson } from '../options-json.js'
import { STYLE_COLUMNS, type StyleRow, styleFromRow, styleToRow } from '../style-rows.js'
import type { SqliteAccess } from './sqlite-access.js'
import type { SqliteQrCodeRepository } from './sqlite-qr-code-repository.js'
import type { SqliteWriteBatch } from './sqlite-write-batch.js'

/**
 * Style templates on SQLite. A replace writes the template; its codes' copies follow a chunk per
 * write (`applyChunk`), so scans and other writes commit between chunks on the single writer.
 */
export class SqliteStyleRepository implements StyleRepository {
  readonly #access: SqliteAccess
  readonly #writes: SqliteWriteBatch
  readonly #codes: Pick<SqliteQrCodeRepository, 'applyStyle'>
  readonly #insert
  readonly #page
  readonly #count
  readonly #find
  readonly #replace
  readonly #used
  readonly #delete
  readonly #attached

  constructor(
    db: Database.Database,
    access: SqliteAccess,
    writes: SqliteWriteBatch,
    codes: Pick<SqliteQrCodeRepository, 'applyStyle'>,
  ) {
    this.#access = access
    this.#writes = writes
    this.#codes = codes
    this.#insert = db.prepare<StyleRow>(
      `INSERT INTO styles (${STYLE_COLUMNS}) VALUES (@id, @account_id, @name, @options, @created_at, @updated_at)`,
    )
    this.#page = db.prepare<[string, number, number], StyleRow>(
      `SELECT ${STYLE_COLUMNS} FROM styles WHERE account_id = ? ORDER BY created_at, id LIMIT ? OFFSET ?`,
    )
    this.#count = db.prepare<[string], { total: number }>('SELECT count(*) AS total FROM styles WHERE account_id = ?')
    this.#find = db.prepare<[string, string], StyleRow>(
      `SELECT ${STYLE_COLUMNS} FROM styles WHERE id = ? AND account_id = ?`,
    )
    this.#replace = db.prepare<[string, string, number, string, string], StyleRow>(
      `UPDATE styles SET name = ?, options = ?, updated_at = ? WHERE id = ? AND account_id = ? RETURNING ${STYLE_COLUMNS}`,
    )
    this.#used = db.prepare<[string, string], { one: number }>(
      'SELECT 1 AS one FROM qr_codes WHERE style_id = ? AND account_id = ? AND deleted_at IS NULL LIMIT 1',
    )
    this.#delete = db.prepare<[string, string]>('DELETE FROM styles WHERE id = ? AND account_id = ?')
    this.#attached = db.prepare<[string, string, number], { short_id: string }>(
      'SELECT short_id FROM qr_codes WHERE style_id = ? AND account_id = ? AND deleted_at IS NULL LIMIT ?',
    )
  }

  /** The count and the insert in one write of the single writer: no two creates pass the cap together. */
  create(style: StyleRecord, max = Number.POSITIVE_INFINITY) {
    return this.#writes.run((): 'created' | 'limit-reached' => {
      if ((this.#count.get(style.accountId)?.total ?? 0) >= max) return 'limit-reached'
      this.#insert.run(styleToRow(style))
      return 'created'
    })
  }

  list(accountId: string, limit: number, offset: number) {
    return this.#access.run(() => ({
      items: this.#page.all(accountId, limit, offset).map(styleFromRow),
      total: this.#count.get(accountId)?.total ?? 0,
    }))
  }

  find(accountId: string, id: string) {
    return this.#access.run(() => {
      const row = this.#find.get(id, accountId)
      return row ? styleFromRow(row) : null
    })
  }

  replace(accountId: string, id: string, changes: Pick<StyleRecord, 'name' | 'options'>, now: number) {
    const options = optionsToJson(changes.options)
    // .all(), not .get(): see SqliteAccess on commits that fail inside sqlite3_reset.
    return this.#writes.run(() => {
      const row = this.#replace.all(changes.name, options, now, id, accountId)[0]
      return row ? styleFromRow(row) : null
    })
  }

  /** One chunk, in a write of its own: the template's options as stored when the write runs. */
  applyChunk(accountId: string, id: string, now: number, limit: number) {
    return this.#writes.run(() => {
      const style = this.#find.get(id, accountId)
      return style ? this.#codes.applyStyle(accountId, id, style.options, now, limit) : 0
    })
  }

  attachedShortIds(accountId: string, id: string, limit: number) {
    return this.#access.run(() => this.#attached.all(id, accountId, limit).map((row) => row.short_id))
  }

  delete(accountId: string, id: string) {
    return this.#writes.run((): 'deleted' | 'in-use' | 'missing' => {
      if (!this.#find.get(id, accountId)) return 'missing'
      if (this.#used.get(id, accountId)) return 'in-use'
      this.#delete.run(id, accountId)
      return 'deleted'
    })
  }
}
