import type Database from 'better-sqlite3'
import type { QrCodeRepository } from '../../domain/qr-code-repository.js'
import type { ListQuery, QrCodeChanges, QrCodeRecord, ScanKind, ScanResult } from '../../domain/records.js'
import { updateChanged } from '../../domain/webhook-events.js'
import { optionsToJson } from '../options-json.js'
import { CODE_COLUMN_NAMES, CODE_COLUMNS, type CodeRow, codeFromRow, codeToRow, SORT_COLUMNS } from '../sql-rows.js'

import type { SqliteAccess } from './sqlite-access.js'
import { SqliteWebhookOutbox } from './sqlite-webhook-outbox.js'

type Page = Database.Statement<[string, number, number], CodeRow>

export class SqliteQrCodeRepository implements QrCodeRepository {
  readonly #insert
  readonly #find
  readonly #update
  readonly #delete
  readonly #count
  readonly #pages = new Map<string, Page>()
  readonly #scanView
  readonly #scanBot
  readonly #tombstone
  readonly #db: Database.Database
  readonly #access: SqliteAccess
  readonly #events: SqliteWebhookOutbox

  constructor(db: Database.Database, access: SqliteAccess) {
    this.#db = db
    this.#access = access
    this.#events = new SqliteWebhookOutbox(db)
    this.#insert = db.prepare<CodeRow>(
      `INSERT INTO qr_codes (${CODE_COLUMNS}) VALUES (${CODE_COLUMN_NAMES.map((name) => `@${name}`).join(', ')})
       ON CONFLICT (short_id) DO NOTHING`,
    )
    this.#find = db.prepare<[string, string], CodeRow>(
      `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id = ? AND account_id = ? AND deleted_at IS NULL`,
    )
    // COALESCE keeps what the request did not carry; updated_at moves only on a real change.
    this.#update = db.prepare<
      { id: string; account: string; target: string | null; options: string | null; now: number },
      CodeRow
    >(
      `UPDATE qr_codes SET
         target_url = COALESCE(@target, target_url),
         options = COALESCE(@options, options),
         updated_at = CASE
           WHEN COALESCE(@target, target_url) IS NOT target_url OR COALESCE(@options, options) IS NOT options
           THEN @now ELSE updated_at END
       WHERE short_id = @id AND account_id = @account AND deleted_at IS NULL
       RETURNING ${CODE_COLUMNS}`,
    )
    this.#delete = db.prepare<[number, string, string], CodeRow>(
      `UPDATE qr_codes SET deleted_at = ? WHERE short_id = ? AND account_id = ? AND deleted_at IS NULL
       RETURNING ${CODE_COLUMNS}`,
    )
    this.#count = db.prepare<[string], { total: number }>(
      'SELECT live AS total FROM account_code_counts WHERE account_id = ?',
    )
    this.#scanView = db.prepare<[string], { target_url: string }>(
      'UPDATE qr_codes SET views = views + 1 WHERE short_id = ? AND deleted_at IS NULL RETURNING target_url',
    )
    this.#scanBot = db.prepare<[string], { target_url: string }>(
      'UPDATE qr_codes SET bot_hits = bot_hits + 1 WHERE short_id = ? AND deleted_at IS NULL RETURNING target_url',
    )
    this.#tombstone = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM qr_codes WHERE short_id = ?')
  }

  create(record: QrCodeRecord) {
    // The webhook event commits with the code or not at all (the outbox, issue #20).
    const create = this.#db.transaction(() => {
      if (!this.#insertOne(record)) return 'taken' as const
      this.#events.recordEvent('qrcode.created', codeToRow(record), record.createdAt)
      return 'created' as const
    })
    return this.#access.run(() => create.immediate())
  }

  #insertOne(record: QrCodeRecord): boolean {
    return this.#insert.run(codeToRow(record)).changes === 1
  }

  createMany(records: readonly QrCodeRecord[]) {
    const insertAll = this.#db.transaction(() => {
      for (const record of records) {
        if (!this.#insertOne(record)) throw new Error(`shortId ${record.shortId} is taken`)
      }
    })
    return this.#access.run(() => insertAll())
  }

  findById(accountId: string, shortId: string) {
    return this.#access.run(() => {
      const row = this.#find.get(shortId, accountId)
      return row ? codeFromRow(row) : null
    })
  }

  update(accountId: string, shortId: string, changes: QrCodeChanges, now: number) {
    const args = {
      id: shortId,
      account: accountId,
      target: changes.targetUrl ?? null,
      options: changes.options ? optionsToJson(changes.options) : null,
      now,
    }
    // .all(), not .get(): see SqliteAccess on commits that fail inside sqlite3_reset.
    const update = this.#db.transaction(() => {
      const row = this.#update.all(args)[0]
      if (row && updateChanged(row.updated_at, now)) this.#events.recordEvent('qrcode.updated', row, now)
      return row ? codeFromRow(row) : null
    })
    return this.#access.run(() => update.immediate())
  }

  delete(accountId: string, shortId: string, now: number) {
    const remove = this.#db.transaction(() => {
      const row = this.#delete.all(now, shortId, accountId)[0]
      if (row) this.#events.recordEvent('qrcode.deleted', row, now)
      return row !== undefined
    })
    return this.#access.run(() => remove.immediate())
  }

  list(accountId: string, query: ListQuery) {
    if (query.q !== undefined) return this.#search(accountId, query, query.q)
    const page = this.#page(query)
    const read = this.#db.transaction(() => ({
      items: page.all(accountId, query.limit, query.offset).map(codeFromRow),
      total: this.#count.get(accountId)?.total ?? 0,
    }))
    return this.#access.run(() => read())
  }

  /**
   * A page of the codes whose target or id contains `q`, ignoring case (instr, not LIKE, so `%`
   * and `_` are plain characters). It reads every live code of the account: a search is a
   * person's query on the dashboard, not a hot path.
   */
  #search(accountId: string, query: ListQuery, q: string) {
    const direction = query.order === 'asc' ? 'ASC' : 'DESC'
    const where = `account_id = @accountId AND deleted_at IS NULL
      AND (instr(lower(target_url), lower(@q)) > 0 OR instr(lower(short_id), lower(@q)) > 0)`
    const read = this.#db.transaction(() => ({
      items: this.#db
        .prepare<{ accountId: string; q: string; limit: number; offset: number }, CodeRow>(
          `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE ${where}
           ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, short_id ${direction} LIMIT @limit OFFSET @offset`,
        )
        .all({ accountId, q, limit: query.limit, offset: query.offset })
        .map(codeFromRow),
      total:
        this.#db
          .prepare<{ accountId: string; q: string }, { total: number }>(
            `SELECT count(*) AS total FROM qr_codes WHERE ${where}`,
          )
          .get({ accountId, q })?.total ?? 0,
    }))
    return this.#access.run(() => read())
  }

  /** The page statement of one order, prepared on first use. */
  #page(query: ListQuery): Page {
    const key = `${query.sort} ${query.order}`
    let page = this.#pages.get(key)
    if (!page) {
      const direction = query.order === 'asc' ? 'ASC' : 'DESC'
      const order = `ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, short_id ${direction}`
      // The page's ids come from the covering index alone; only the rows shown are read.
      page = this.#db.prepare<[string, number, number], CodeRow>(
        `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id IN (
           SELECT short_id FROM qr_codes WHERE account_id = ? AND deleted_at IS NULL ${order} LIMIT ? OFFSET ?
         ) ${order}`,
      )
      this.#pages.set(key, page)
    }
    return page
  }

  recordScan(shortId: string, kind: ScanKind): Promise<ScanResult> {
    const scan = kind === 'view' ? this.#scanView : this.#scanBot
    return this.#access.run(() => {
      // .all(), not .get(): the view must be committed before the 302 is sent (SqliteAccess).
      const row = scan.all(shortId)[0]
      if (row) return { state: 'live', targetUrl: row.target_url }
      return this.#tombstone.get(shortId) ? { state: 'deleted' } : { state: 'missing' }
    })
  }
}
