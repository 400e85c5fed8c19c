import type Database from 'better-sqlite3'
import type { KeptAnswer } from '../../domain/idempotency-repository.js'
import type {
  ChangeOutcome,
  CodeChange,
  NewCode,
  Precondition,
  QrCodeRepository,
} from '../../domain/qr-code-repository.js'
import type {
  ListFilters,
  ListPosition,
  ListQuery,
  QrCodeChanges,
  QrCodeRecord,
  ScanKind,
  ScanResult,
} from '../../domain/records.js'
import type { ScanView } from '../../domain/scan-analyzer.js'
import { isLiveButForExpiry } from '../../domain/scan-rule.js'
import { updateChanged } from '../../domain/webhook-events.js'
import { EXPIRY_SWEEP_LIMIT, listFilters, type UpdateParams, updateParams, updateStatement } from '../sql-lifecycle.js'
import { CODE_COLUMN_NAMES, CODE_COLUMNS, type CodeRow, codeFromRow, codeToRow, SORT_COLUMNS } from '../sql-rows.js'
import type { SqliteAccess } from './sqlite-access.js'
import { answerKeeper } from './sqlite-idempotency-repository.js'
import { type PageCursor, PageCursors } from './sqlite-page-cursors.js'
import { SqliteScans } from './sqlite-scans.js'
import { SqliteWebhookOutbox } from './sqlite-webhook-outbox.js'
import type { SqliteWriteBatch } from './sqlite-write-batch.js'

type Page = Database.Statement<unknown[], CodeRow>
type Count = Database.Statement<unknown[], { total: number }>
interface PageStatements {
  page: Page
  /** The page after a remembered position. */
  after: Page
  count: Count | null
}

/** lower() as JavaScript folds case, for the list's `q`. */
const UNICODE_LOWER = 'dynqr_lower'

const cursorOf = (row: CodeRow, sort: ListQuery['sort']): PageCursor => ({
  sortValue: sort === 'updatedAt' ? row.updated_at : row.created_at,
  shortId: row.short_id,
})

export class SqliteQrCodeRepository implements QrCodeRepository {
  readonly #insert
  readonly #find
  readonly #findLive
  readonly #update
  readonly #delete
  readonly #count
  readonly #pages = new Map<string, PageStatements>()
  readonly #walks = new Map<string, Page>()
  readonly #cursors = new PageCursors()
  readonly #dataVersion
  readonly #activeNow
  readonly #expired
  #seenVersion: unknown
  readonly #scans: SqliteScans
  readonly #db: Database.Database
  readonly #access: SqliteAccess
  readonly #events: SqliteWebhookOutbox
  readonly #writes: SqliteWriteBatch
  readonly #keepAnswer: (answer: KeptAnswer) => void
  readonly #applyStyle

  constructor(db: Database.Database, access: SqliteAccess, writes: SqliteWriteBatch, scanStats = true) {
    this.#db = db
    this.#access = access
    // SQLite's own lower() folds only ASCII; titles are often in other scripts.
    db.function(UNICODE_LOWER, { deterministic: true }, (text: unknown) =>
      typeof text === 'string' ? text.toLowerCase() : null,
    )
    this.#writes = writes
    this.#events = new SqliteWebhookOutbox(db)
    this.#keepAnswer = answerKeeper(db)
    this.#insert = db.prepare<CodeRow>(
      `INSERT INTO qr_codes (${CODE_COLUMNS}) VALUES (${CODE_COLUMN_NAMES.map((name) => `@${name}`).join(', ')})
       ON CONFLICT (short_id) DO NOTHING`,
    )
    this.#find = db.prepare<[string, string], CodeRow>(
      `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id = ? AND account_id = ? AND deleted_at IS NULL`,
    )
    this.#findLive = db.prepare<[string], CodeRow>(
      `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id = ? AND deleted_at IS NULL`,
    )
    this.#update = db.prepare<UpdateParams, CodeRow>(updateStatement((name) => `@${name}`, 'IS NOT', CODE_COLUMNS))
    this.#delete = db.prepare<[number, string, string], CodeRow>(
      `UPDATE qr_codes SET deleted_at = ? WHERE short_id = ? AND account_id = ? AND deleted_at IS NULL
       RETURNING ${CODE_COLUMNS}`,
    )
    this.#dataVersion = db.prepare('PRAGMA data_version').pluck()
    this.#applyStyle = db.prepare<[string, number, string, string, string, number], CodeRow>(
      `UPDATE qr_codes SET options = ?, updated_at = ? WHERE short_id IN (
         SELECT short_id FROM qr_codes
         WHERE style_id = ? AND account_id = ? AND deleted_at IS NULL AND options IS NOT ? LIMIT ?)
       RETURNING ${CODE_COLUMNS}`,
    )
    this.#activeNow = db.prepare<[string, string], { active: number }>(
      'SELECT active FROM qr_codes WHERE short_id = ? AND account_id = ? AND deleted_at IS NULL',
    )
    // Each expiry once: marked as announced in the commit that records its event.
    this.#expired = db.prepare<[number, number, number], CodeRow>(
      `UPDATE qr_codes SET expiry_announced_at = ? WHERE short_id IN (
         SELECT short_id FROM qr_codes
         WHERE expires_at IS NOT NULL AND expires_at <= ? AND expiry_announced_at IS NULL AND deleted_at IS NULL
         ORDER BY expires_at LIMIT ?
       ) RETURNING ${CODE_COLUMNS}`,
    )
    this.#count = db.prepare<[string], { total: number }>(
      'SELECT live AS total FROM account_code_counts WHERE account_id = ?',
    )
    this.#scans = new SqliteScans(db, access, scanStats)
  }

  create(record: QrCodeRecord, answer?: KeptAnswer) {
    // The webhook event (the outbox, issue #20) and the idempotent answer (issue 27) commit with
    // the code or not at all.
    return this.#writes.run(() => {
      this.#cursors.forgetAccount(record.accountId)
      if (!this.#insertOne(record)) return 'taken' as const
      this.#events.recordEvent('qrcode.created', codeToRow(record), record.createdAt)
      if (answer) this.#keepAnswer(answer)
      return 'created' as const
    })
  }

  createAll(items: readonly NewCode[], answer?: (shortIds: (string | null)[]) => KeptAnswer) {
    // One write of the group commit, in its own savepoint: whatever throws rolls all of it back.
    return this.#writes.run(() => {
      const shortIds = items.map(({ record, shortIds: ids }) => {
        this.#cursors.forgetAccount(record.accountId)
        for (const shortId of ids) {
          const stored = { ...record, shortId }
          if (!this.#insertOne(stored)) continue
          this.#events.recordEvent('qrcode.created', codeToRow(stored), record.createdAt)
          return shortId
        }
        return null
      })
      if (answer) this.#keepAnswer(answer(shortIds))
      return shortIds
    })
  }

  #insertOne(record: QrCodeRecord): boolean {
    return this.#insert.run(codeToRow(record)).changes === 1
  }

  createMany(records: readonly QrCodeRecord[]) {
    const insertAll = this.#db.transaction(() => {
      for (const record of records) {
        this.#cursors.forgetAccount(record.accountId)
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

  countLive(accountId: string) {
    // The per-account counter the triggers keep (sqlite-migrations.ts, account_code_counts).
    return this.#access.run(() => this.#count.get(accountId)?.total ?? 0)
  }

  findLive(shortId: string) {
    return this.#access.run(() => {
      const row = this.#findLive.get(shortId)
      return row ? codeFromRow(row) : null
    })
  }

  update(accountId: string, shortId: string, changes: QrCodeChanges, now: number, expected?: Precondition) {
    return this.#writes.run(() => this.#updateOne(accountId, { shortId, changes, expected }, now))
  }

  updateAll(
    accountId: string,
    items: readonly CodeChange[],
    now: number,
    answer?: (outcomes: ChangeOutcome[]) => KeptAnswer,
  ) {
    // One write of the group commit, in its own savepoint: whatever throws rolls all of it back.
    return this.#writes.run(() => {
      const outcomes = items.map((item) => this.#updateOne(accountId, item, now))
      if (answer) this.#keepAnswer(answer(outcomes))
      return outcomes
    })
  }

  /** One change inside the caller's write (single writer: the precondition sees what it changes). */
  #updateOne(accountId: string, { shortId, changes, expected }: CodeChange, now: number): ChangeOutcome {
    if (this.#stale(accountId, shortId, expected)) return 'stale'
    this.#cursors.forgetAccount(accountId)
    const was = changes.active === false ? this.#activeNow.get(shortId, accountId) : undefined
    // .all(), not .get(): see SqliteAccess on commits that fail inside sqlite3_reset.
    const row = this.#update.all(updateParams(accountId, shortId, changes, now))[0]
    if (row && updateChanged(row.updated_at, now)) this.#events.recordEvent('qrcode.updated', row, now)
    // Switched off by its owner: qrcode.deactivated too (not when it already was off).
    if (row && was?.active === 1 && row.active === 0) this.#events.recordEvent('qrcode.deactivated', row, now)
    return row ? codeFromRow(row) : null
  }

  delete(accountId: string, shortId: string, now: number, expected?: Precondition) {
    return this.#writes.run(() => {
      if (this.#stale(accountId, shortId, expected)) return 'stale' as const
      return this.#deleteOne(accountId, shortId, now)
    })
  }

  deleteAll(accountId: string, shortIds: readonly string[], now: number, answer?: (deleted: boolean[]) => KeptAnswer) {
    return this.#writes.run(() => {
      const deleted = shortIds.map((shortId) => this.#deleteOne(accountId, shortId, now))
      if (answer) this.#keepAnswer(answer(deleted))
      return deleted
    })
  }

  #deleteOne(accountId: string, shortId: string, now: number): boolean {
    this.#cursors.forgetAccount(accountId)
    const row = this.#delete.all(now, shortId, accountId)[0]
    if (row) this.#events.recordEvent('qrcode.deleted', row, now)
    return row !== undefined
  }

  /**
   * A style template's options (canonical JSON) in up to `limit` live codes of the account that
   * use it and differ, each changed code announced (qrcode.updated); how many changed.
   * Synchronous: called inside one chunk's write (sqlite-style-repository.ts), so the codes and
   * their events commit together.
   */
  applyStyle(accountId: string, styleId: string, options: string, now: number, limit: number): number {
    const rows = this.#applyStyle.all(options, now, styleId, accountId, options, limit)
    if (rows.length > 0) this.#cursors.forgetAccount(accountId)
    for (const row of rows) this.#events.recordEvent('qrcode.updated', row, now)
    return rows.length
  }

  /** Whether the code exists and fails `expected`; inside the write's transaction (single writer). */
  #stale(accountId: string, shortId: string, expected: Precondition | undefined): boolean {
    if (!expected) return false
    const current = this.#find.get(shortId, accountId)
    return current !== undefined && !expected(codeFromRow(current))
  }

  announceExpiries(now: number) {
    return this.#writes.run(() => {
      const rows = this.#expired.all(now, now, EXPIRY_SWEEP_LIMIT)
      for (const row of rows) {
        if (isLiveButForExpiry(codeFromRow(row))) {
          this.#events.recordEvent('qrcode.deactivated', row, now)
        }
      }
      return rows.length
    })
  }

  list(accountId: string, query: ListQuery) {
    const { conditions, values } = listFilters(
      query,
      () => '?',
      (column, needle) => `instr(${UNICODE_LOWER}(${column}), ${needle}) > 0`,
    )
    const statements = this.#page(query, conditions)
    const read = this.#db.transaction(() => ({
      items: this.#pageRows(accountId, query, `${conditions} ${JSON.stringify(values)}`, values, statements).map(
        codeFromRow,
      ),
      total: (statements.count ?? this.#count).get(accountId, ...values)?.total ?? 0,
    }))
    return this.#access.run(() => read())
  }

  listAfter(accountId: string, filters: ListFilters, after: ListPosition | null, limit: number) {
    const { conditions, values } = listFilters(
      filters,
      () => '?',
      (column, needle) => `instr(${UNICODE_LOWER}(${column}), ${needle}) > 0`,
    )
    let walk = this.#walks.get(conditions)
    if (!walk) {
      // A seek in qr_codes_by_created (account_id, created_at, short_id) from where the walk stands.
      walk = this.#db.prepare<unknown[], CodeRow>(
        `SELECT ${CODE_COLUMNS} FROM qr_codes
         WHERE account_id = ? AND deleted_at IS NULL ${conditions} AND (created_at, short_id) > (?, ?)
         ORDER BY created_at, short_id LIMIT ?`,
      )
      this.#walks.set(conditions, walk)
    }
    const statement = walk
    const from = after ?? { createdAt: -1, shortId: '' }
    return this.#access.run(() =>
      statement.all(accountId, ...values, from.createdAt, from.shortId, limit).map(codeFromRow),
    )
  }

  /** A page's rows: a seek from where it starts when that is remembered (PageCursors). */
  #pageRows(accountId: string, query: ListQuery, filters: string, values: unknown[], statements: PageStatements) {
    const { page, after } = statements
    if (query.sort === 'views') return page.all(accountId, ...values, query.limit, query.offset)
    const version = this.#dataVersion.get()
    if (version !== this.#seenVersion) {
      this.#cursors.forgetAll()
      this.#seenVersion = version
    }
    const list = `${query.sort} ${query.order} ${filters}`
    const key = this.#cursors.key(accountId, list, query.offset)
    const cursor = this.#cursors.get(key)
    let rows: CodeRow[]
    if (cursor) rows = after.all(accountId, ...values, cursor.sortValue, cursor.shortId, query.limit)
    else if (query.offset === 0) rows = page.all(accountId, ...values, query.limit, 0)
    else {
      // One row more, the one before the page: where it starts, for the next time.
      rows = page.all(accountId, ...values, query.limit + 1, query.offset - 1)
      const before = rows.shift()
      if (before) this.#cursors.remember(key, cursorOf(before, query.sort))
    }
    const last = rows.at(-1)
    if (last && rows.length === query.limit) {
      this.#cursors.remember(this.#cursors.key(accountId, list, query.offset + query.limit), cursorOf(last, query.sort))
    }
    return rows
  }

  /** The page (and, with filters, count) statements of one order and filter set, prepared on first use. */
  #page(query: ListQuery, conditions: string) {
    const key = `${query.sort} ${query.order} ${conditions}`
    let prepared = this.#pages.get(key)
    if (!prepared) {
      const direction = query.order === 'asc' ? 'ASC' : 'DESC'
      const column = SORT_COLUMNS[query.sort]
      const order = `ORDER BY ${column} ${direction}, short_id ${direction}`
      const where = `account_id = ? AND deleted_at IS NULL ${conditions}`
      // The page's ids come from the covering index alone; only the rows shown are read.
      prepared = {
        page: this.#db.prepare<unknown[], CodeRow>(
          `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id IN (
             SELECT short_id FROM qr_codes WHERE ${where} ${order} LIMIT ? OFFSET ?
           ) ${order}`,
        ),
        after: this.#db.prepare<unknown[], CodeRow>(
          `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id IN (
             SELECT short_id FROM qr_codes
             WHERE ${where} AND (${column}, short_id) ${direction === 'ASC' ? '>' : '<'} (?, ?) ${order} LIMIT ?
           ) ${order}`,
        ),
        // Without filters the total is the per-account counter kept by triggers.
        count:
          conditions === ''
            ? null
            : this.#db.prepare<unknown[], { total: number }>(`SELECT count(*) AS total FROM qr_codes WHERE ${where}`),
      }
      this.#pages.set(key, prepared)
    }
    return prepared
  }

  recordScan(shortId: string, kind: ScanKind, now: number, view?: ScanView): Promise<ScanResult> {
    return this.#scans.record(shortId, kind, now, view)
  }

  scanBuckets(shortId: string, from: number, to: number) {
    return this.#scans.buckets(shortId, from, to)
  }

  rollUpBuckets(before: number) {
    return this.#scans.rollUp(before)
  }
}
