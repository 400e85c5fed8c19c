import type { ListFilters, ListPosition, ListQuery, QrCodeRecord } from '../../domain/records.js'
import { raw, Sql, sql } from '../sql/sql.js'
import type { EngineName, SqlEngine } from '../sql/sql-engine.js'
import { listFilters } from '../sql-lifecycle.js'
import { CODE_COLUMNS, type CodeRow, codeFromRow, SORT_COLUMNS } from '../sql-rows.js'
import { type PageCursor, PageCursors } from './page-cursors.js'

const COLUMNS = raw(CODE_COLUMNS)

/**
 * Whether `column`, lower-cased as JavaScript does (Unicode, not only ASCII), contains the
 * lower-cased needle: SQLite's own lower() folds only ASCII, so it calls dynqr_lower
 * (open-sqlite-store.ts); PostgreSQL's lower() folds Unicode.
 */
const contains = (engine: EngineName) =>
  engine === 'postgres'
    ? (column: string, needle: string) => `strpos(lower(${column}), ${needle}::text) > 0`
    : (column: string, needle: string) => `instr(dynqr_lower(${column}), ${needle}) > 0`

const cursorOf = (row: CodeRow, sort: ListQuery['sort']): PageCursor => ({
  sortValue: sort === 'updatedAt' ? row.updated_at : row.created_at,
  shortId: row.short_id,
})

/**
 * The account's live codes the filters let through, as a condition; `key` names the filters with
 * their values, `filtered` whether there are any.
 */
function whereOf(engine: EngineName, accountId: string, filters: ListFilters) {
  const { conditions, values } = listFilters(filters, () => '?', contains(engine), accountId)
  return {
    where: new Sql(`account_id = ? AND deleted_at IS NULL ${conditions}`, [accountId, ...values]),
    key: `${conditions} ${JSON.stringify(values)}`,
    filtered: conditions !== '',
  }
}

/**
 * The lists of codes on either SQL engine: a page in any order with its total, and the keyset
 * walk of exports. A page's ids come from the list's covering index alone; only the rows shown
 * are read. Where the engine tells other connections' commits (SQLite), a page whose start is remembered is a seek from there.
 */
export class SqlCodeLists {
  readonly #engine: SqlEngine
  readonly #cursors: PageCursors | undefined

  constructor(engine: SqlEngine) {
    this.#engine = engine
    this.#cursors = engine.dataVersion && new PageCursors(engine.dataVersion)
  }

  /** The account's lists may have changed: their remembered page starts are not used again. */
  forgetAccount(accountId: string): void {
    this.#cursors?.forgetAccount(accountId)
  }

  async list(accountId: string, query: ListQuery) {
    const { where, key, filtered } = whereOf(this.#engine.name, accountId, query)
    // Without filters on SQLite the total is the per-account counter its triggers keep.
    const count =
      !filtered && this.#engine.name === 'sqlite'
        ? sql`SELECT live FROM account_code_counts WHERE account_id = ${accountId}`
        : sql`SELECT count(*) FROM qr_codes WHERE ${where}`
    const rows = await this.#pageRows(accountId, query, where, count, key)
    if (rows.length > 0) return { items: rows.map(codeFromRow), total: Number(rows[0]?.total ?? 0) }
    const counted = await this.#engine.get<{ total: number }>(sql`SELECT (${count}) AS total`)
    return { items: [], total: Number(counted?.total ?? 0) }
  }

  /** A page's rows with the total (one statement: one snapshot); a seek when its start is remembered. */
  async #pageRows(accountId: string, query: ListQuery, where: Sql, count: Sql, filters: string) {
    const direction = raw(query.order === 'asc' ? 'ASC' : 'DESC')
    const column = raw(SORT_COLUMNS[query.sort])
    const order = sql`ORDER BY ${column} ${direction}, short_id ${direction}`
    const page = (ids: Sql) =>
      this.#engine.all<CodeRow & { total: number }>(
        sql`SELECT ${COLUMNS}, (${count}) AS total FROM qr_codes WHERE short_id IN (${ids}) ${order}`,
      )
    const offsetPage = (limit: number, offset: number) =>
      page(sql`SELECT short_id FROM qr_codes WHERE ${where} ${order} LIMIT ${limit} OFFSET ${offset}`)
    const cursors = this.#cursors
    if (!cursors || query.sort === 'views') return offsetPage(query.limit, query.offset)
    cursors.check()
    const list = `${query.sort} ${query.order} ${filters}`
    const key = cursors.key(accountId, list, query.offset)
    const cursor = cursors.get(key)
    let rows: (CodeRow & { total: number })[]
    if (cursor) {
      const past = raw(query.order === 'asc' ? '>' : '<')
      rows = await page(
        sql`SELECT short_id FROM qr_codes WHERE ${where} AND (${column}, short_id) ${past} (${cursor.sortValue}, ${cursor.shortId})
          ${order} LIMIT ${query.limit}`,
      )
    } else if (query.offset === 0) rows = await offsetPage(query.limit, 0)
    else {
      // One row more, the one before the page: where it starts, for the next time.
      rows = await offsetPage(query.limit + 1, query.offset - 1)
      const before = rows.shift()
      if (before) cursors.remember(key, cursorOf(before, query.sort))
    }
    const last = rows.at(-1)
    if (last && rows.length === query.limit) {
      cursors.remember(cursors.key(accountId, list, query.offset + query.limit), cursorOf(last, query.sort))
    }
    return rows
  }

  /** A seek in qr_codes_by_created (account_id, created_at, short_id) from where the walk stands. */
  async listAfter(
    accountId: string,
    filters: ListFilters,
    after: ListPosition | null,
    limit: number,
  ): Promise<QrCodeRecord[]> {
    const { where } = whereOf(this.#engine.name, accountId, filters)
    const from = after ?? { createdAt: -1, shortId: '' }
    const rows = await this.#engine.all<CodeRow>(
      sql`SELECT ${COLUMNS} FROM qr_codes WHERE ${where}
        AND (created_at, short_id) > (${from.createdAt}, ${from.shortId}) ORDER BY created_at, short_id LIMIT ${limit}`,
    )
    return rows.map(codeFromRow)
  }
}
