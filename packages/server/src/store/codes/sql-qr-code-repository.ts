import type {
  ChangeOutcome,
  CodeChange,
  NewCode,
  Precondition,
  QrCodeRepository,
} from '../../domain/codes/qr-code-repository.js'
import type { KeptAnswer } from '../../domain/idempotency-repository.js'
import type {
  ListFilters,
  ListPosition,
  ListQuery,
  QrCodeChanges,
  QrCodeRecord,
  ScanBucket,
  ScanKind,
} from '../../domain/records.js'
import type { ScanView } from '../../domain/scans/scan-analyzer.js'
import { isLiveButForExpiry } from '../../domain/scans/scan-rule.js'
import { updateChanged } from '../../domain/webhooks/webhook-events.js'
import { rollUpDimensionDays } from '../analytics/sql-scan-analytics.js'
import { keepAnswer } from '../sql/kept-answers.js'
import { join, list, raw, Sql, sql } from '../sql/sql.js'
import type { SqlEngine, SqlSession } from '../sql/sql-engine.js'
import { EXPIRY_SWEEP_LIMIT, LIVE_BUT_FOR_EXPIRY, rollUpStatements, updateSql } from '../sql-lifecycle.js'
import {
  type BucketRow,
  bucketFromRow,
  CODE_COLUMN_NAMES,
  CODE_COLUMNS,
  type CodeRow,
  codeFromRow,
  codeToRow,
} from '../sql-rows.js'
import { SqlWebhookOutbox } from '../webhooks/sql-webhook-outbox.js'
import { RememberedRoutings, ROUTING_FIELDS, routingChangedSql } from './remembered-routings.js'
import { SqlCodeLists } from './sql-code-lists.js'
import type { GroupedCreates, QrCodeHotPaths, ScanPath } from './hot-paths.js'

const COLUMNS = raw(CODE_COLUMNS)
/** Codes one INSERT of a bulk load writes (a parameter per column each). */
const BULK_CHUNK = 500

/** A stable key for pg_advisory_xact_lock: "dynqr-rollup", apart from the migration lock. */
const ROLL_UP_LOCK = 0x64717275

/** One text for every insert of a code: the engines' statement caches find it by its hash, kept. */
const INSERT_CODE = `INSERT INTO qr_codes (${CODE_COLUMNS}) VALUES (${CODE_COLUMN_NAMES.map(() => '?').join(', ')})
  ON CONFLICT (short_id) DO NOTHING RETURNING ${CODE_COLUMNS}`

const insertCode = (record: QrCodeRecord) => {
  const row = codeToRow(record)
  return new Sql(
    INSERT_CODE,
    CODE_COLUMN_NAMES.map((name) => row[name]),
  )
}

/**
 * The QR codes on either SQL engine (issue #39): one transaction per change, its webhook events
 * (the outbox, issue #20) and its idempotent answer (issue 27) committed with it or not at all.
 * SQLite group-commits the transactions of one turn (sqlite-engine.ts); PostgreSQL locks a change's
 * row (FOR UPDATE) while its precondition is checked, and a bulk change's rows in short_id order
 * first, as the scan batches lock them, so two bulks never deadlock. Scans and PostgreSQL's grouped
 * creates are engine-specific hot paths (`QrCodeHotPaths`).
 */
export class SqlQrCodeRepository implements QrCodeRepository {
  readonly #engine: SqlEngine
  readonly #scans: ScanPath
  readonly #creates: GroupedCreates | undefined
  readonly #events: SqlWebhookOutbox
  readonly #lists: SqlCodeLists
  readonly #routings: RememberedRoutings
  readonly #forUpdate

  constructor(engine: SqlEngine, hot: QrCodeHotPaths) {
    this.#engine = engine
    this.#scans = hot.scans
    this.#creates = hot.creates?.((record) => this.insertAlone(record))
    this.#events = new SqlWebhookOutbox(engine.name)
    this.#lists = new SqlCodeLists(engine)
    this.#routings = new RememberedRoutings(engine)
    this.#forUpdate = raw(engine.name === 'postgres' ? 'FOR UPDATE' : '')
  }

  async create(record: QrCodeRecord, answer?: KeptAnswer) {
    const grouped = this.#creates
    if (!answer && grouped) return (await grouped.create(record)) ? 'created' : 'taken'
    return this.#engine.transaction(async (tx) => {
      if (!(await this.insertOne(tx, record))) return 'taken' as const
      if (answer) await keepAnswer(tx, answer)
      return 'created' as const
    })
  }

  /** Inserts the code with its qrcode.created event; false when its id is taken. */
  async insertOne(tx: SqlSession, record: QrCodeRecord): Promise<boolean> {
    this.#forget(record.accountId)
    const rows = await this.#events.change(tx, insertCode(record), { type: 'qrcode.created', at: record.createdAt })
    return rows.length === 1
  }

  /** A create decided alone (not grouped): one statement on PostgreSQL, a transaction on SQLite. */
  insertAlone(record: QrCodeRecord): Promise<boolean> {
    return this.#alone((session) => this.insertOne(session, record))
  }

  /**
   * `work` — one statement with its events (SqlWebhookOutbox.change) — atomic: on PostgreSQL
   * that statement alone is (the outbox's hot path), on SQLite it needs a transaction.
   */
  #alone<T>(work: (session: SqlSession) => Promise<T>): Promise<T> {
    return this.#engine.name === 'postgres' ? work(this.#engine) : this.#engine.transaction(work)
  }

  createAll(items: readonly NewCode[], answer?: (shortIds: (string | null)[]) => KeptAnswer) {
    return this.#engine.transaction(async (tx) => {
      const shortIds: (string | null)[] = []
      for (const { record, shortIds: ids } of items) {
        let created: string | null = null
        for (const shortId of ids) {
          if (await this.insertOne(tx, { ...record, shortId })) {
            created = shortId
            break
          }
        }
        shortIds.push(created)
      }
      if (answer) await keepAnswer(tx, answer(shortIds))
      return shortIds
    })
  }

  async createMany(records: readonly QrCodeRecord[]) {
    await this.#engine.transaction(async (tx) => {
      for (let start = 0; start < records.length; start += BULK_CHUNK) {
        const chunk = records.slice(start, start + BULK_CHUNK)
        for (const record of chunk) this.#forget(record.accountId)
        const rows = chunk.map((record) => {
          const row = codeToRow(record)
          return sql`(${join(CODE_COLUMN_NAMES.map((name) => row[name]))})`
        })
        const inserted = await tx.run(
          sql`INSERT INTO qr_codes (${COLUMNS}) VALUES ${join(rows)} ON CONFLICT (short_id) DO NOTHING`,
        )
        if (inserted !== chunk.length) throw new Error('A bulk-loaded shortId is taken')
      }
    })
  }

  async findById(accountId: string, shortId: string) {
    const row = await this.#engine.get<CodeRow>(
      sql`SELECT ${COLUMNS} FROM qr_codes WHERE short_id = ${shortId} AND account_id = ${accountId} AND deleted_at IS NULL`,
    )
    return row ? codeFromRow(row) : null
  }

  async countLive(accountId: string) {
    // SQLite: the per-account counter its triggers keep; PostgreSQL: an index-only count over
    // qr_codes_by_created (partial: live codes only).
    const row = await this.#engine.get<{ total: number }>(
      this.#engine.name === 'sqlite'
        ? sql`SELECT live AS total FROM account_code_counts WHERE account_id = ${accountId}`
        : sql`SELECT count(*) AS total FROM qr_codes WHERE account_id = ${accountId} AND deleted_at IS NULL`,
    )
    return Number(row?.total ?? 0)
  }

  async findLive(shortId: string) {
    const row = await this.#engine.get<CodeRow>(
      sql`SELECT ${COLUMNS} FROM qr_codes WHERE short_id = ${shortId} AND deleted_at IS NULL`,
    )
    return row ? codeFromRow(row) : null
  }

  update(accountId: string, shortId: string, changes: QrCodeChanges, now: number, expected?: Precondition) {
    const change = { shortId, changes, expected }
    // Nothing to read first: the change and its event are one atomic step.
    if (!expected && changes.active !== false)
      return this.#alone((session) => this.#updateOne(session, accountId, change, now))
    return this.#engine.transaction((tx) => this.#updateOne(tx, accountId, change, now))
  }

  updateAll(
    accountId: string,
    items: readonly CodeChange[],
    now: number,
    answer?: (outcomes: ChangeOutcome[]) => KeptAnswer,
  ) {
    // One transaction: a failure at any item (or of the commit) changes none of them.
    return this.#engine.transaction(async (tx) => {
      await this.#lockInOrder(
        tx,
        accountId,
        items.map((item) => item.shortId),
      )
      const outcomes: ChangeOutcome[] = []
      for (const item of items) outcomes.push(await this.#updateOne(tx, accountId, item, now))
      if (answer) await keepAnswer(tx, answer(outcomes))
      return outcomes
    })
  }

  /**
   * One change inside the caller's transaction. The state before (locked on PostgreSQL until the
   * change commits; SQLite has one writer) says whether If-Match holds and whether switching it
   * off deactivates it.
   */
  async #updateOne(
    tx: SqlSession,
    accountId: string,
    { shortId, changes, expected }: CodeChange,
    now: number,
  ): Promise<ChangeOutcome> {
    const before = expected || changes.active === false ? await this.#current(tx, accountId, shortId) : undefined
    if (before && expected && !expected(codeFromRow(before))) return 'stale'
    this.#forget(accountId, shortId)
    // qrcode.updated only when a stored value changed (updated_at moved).
    const when = {
      sql: sql`changed.updated_at = CAST(${now} AS BIGINT)`,
      test: (row: CodeRow) => updateChanged(row.updated_at, now),
    }
    const [row] = await this.#events.change(tx, updateSql(accountId, shortId, changes, now), {
      type: 'qrcode.updated',
      at: now,
      when,
    })
    if (!row) return null
    // Other PostgreSQL instances forget the routings they remember (SQLite: data_version tells).
    if (this.#engine.name === 'postgres' && ROUTING_FIELDS.some((field) => changes[field] !== undefined)) {
      await tx.run(routingChangedSql)
    }
    // Switched off by its owner: qrcode.deactivated too (not when it already was off).
    if (before?.active === 1 && row.active === 0) await this.#events.record(tx, 'qrcode.deactivated', [row], now)
    return codeFromRow(row)
  }

  delete(accountId: string, shortId: string, now: number, expected?: Precondition) {
    if (!expected) return this.#alone((session) => this.#deleteOne(session, accountId, shortId, now))
    return this.#engine.transaction(async (tx) => {
      if (expected) {
        const before = await this.#current(tx, accountId, shortId)
        if (before && !expected(codeFromRow(before))) return 'stale' as const
      }
      return this.#deleteOne(tx, accountId, shortId, now)
    })
  }

  deleteAll(accountId: string, shortIds: readonly string[], now: number, answer?: (deleted: boolean[]) => KeptAnswer) {
    return this.#engine.transaction(async (tx) => {
      await this.#lockInOrder(tx, accountId, shortIds)
      const deleted: boolean[] = []
      for (const shortId of shortIds) deleted.push(await this.#deleteOne(tx, accountId, shortId, now))
      if (answer) await keepAnswer(tx, answer(deleted))
      return deleted
    })
  }

  async #deleteOne(tx: SqlSession, accountId: string, shortId: string, now: number): Promise<boolean> {
    this.#forget(accountId, shortId)
    const rows = await this.#events.change(
      tx,
      sql`UPDATE qr_codes SET deleted_at = ${now}
        WHERE short_id = ${shortId} AND account_id = ${accountId} AND deleted_at IS NULL RETURNING ${COLUMNS}`,
      { type: 'qrcode.deleted', at: now },
    )
    return rows.length === 1
  }

  /** The live code's row, locked until the transaction ends on PostgreSQL. */
  #current(tx: SqlSession, accountId: string, shortId: string): Promise<CodeRow | undefined> {
    return tx.get<CodeRow>(
      sql`SELECT ${COLUMNS} FROM qr_codes WHERE short_id = ${shortId} AND account_id = ${accountId}
        AND deleted_at IS NULL ${this.#forUpdate}`,
    )
  }

  /**
   * A bulk change's rows locked first on PostgreSQL, in short_id order as the scan batches lock
   * them: two bulks naming the same codes in other orders then wait for each other instead of
   * deadlocking. SQLite's single writer needs none.
   */
  async #lockInOrder(tx: SqlSession, accountId: string, shortIds: readonly string[]): Promise<void> {
    if (this.#engine.name !== 'postgres') return
    await tx.all(
      sql`SELECT 1 FROM qr_codes WHERE short_id IN ${list(shortIds)} AND account_id = ${accountId}
        ORDER BY short_id FOR UPDATE`,
    )
  }

  /**
   * A style template's options (as stored when the statement runs, so concurrent changes end on
   * the last) in up to `limit` live codes of the account that use it and differ, each changed code
   * announced (qrcode.updated); how many changed. Inside the chunk's transaction
   * (sql-style-repository.ts), so the codes and their events commit together.
   */
  async applyStyle(session: SqlSession, accountId: string, styleId: string, now: number, limit: number) {
    const options = sql`(SELECT options FROM styles WHERE id = ${styleId} AND account_id = ${accountId})`
    const rows = await this.#events.change(
      session,
      sql`UPDATE qr_codes SET options = ${options}, updated_at = ${now} WHERE short_id IN (
          SELECT short_id FROM qr_codes
          WHERE style_id = ${styleId} AND account_id = ${accountId} AND deleted_at IS NULL
            AND ${options} IS NOT NULL AND options IS DISTINCT FROM ${options} LIMIT ${limit})
        RETURNING ${COLUMNS}`,
      { type: 'qrcode.updated', at: now },
    )
    if (rows.length > 0) this.#forget(accountId)
    return rows.length
  }

  /**
   * Marks the expiries that passed, each once (with any number of instances: rows another
   * instance is marking are skipped on PostgreSQL, and the mark is re-checked after the lock), and
   * announces those of codes otherwise live.
   */
  announceExpiries(now: number) {
    const skipLocked = raw(this.#engine.name === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '')
    // Announced only for a code that was otherwise live.
    const when = { sql: raw(LIVE_BUT_FOR_EXPIRY), test: (row: CodeRow) => isLiveButForExpiry(codeFromRow(row)) }
    return this.#alone(async (session) => {
      const rows = await this.#events.change(
        session,
        sql`UPDATE qr_codes SET expiry_announced_at = ${now} WHERE short_id IN (
            SELECT short_id FROM qr_codes
            WHERE expires_at IS NOT NULL AND expires_at <= ${now} AND expiry_announced_at IS NULL AND deleted_at IS NULL
            ORDER BY expires_at LIMIT ${EXPIRY_SWEEP_LIMIT} ${skipLocked}
          ) AND expiry_announced_at IS NULL RETURNING ${COLUMNS}`,
        { type: 'qrcode.deactivated', at: now, when },
      )
      return rows.length
    })
  }

  list(accountId: string, query: ListQuery) {
    return this.#lists.list(accountId, query)
  }

  listAfter(accountId: string, filters: ListFilters, after: ListPosition | null, limit: number) {
    return this.#lists.listAfter(accountId, filters, after, limit)
  }

  /**
   * The account's lists may have changed: their remembered page starts are not used again; and
   * `changed`'s remembered routing, when that code's routing may have changed. A code created or
   * a template's options applied changes no routing remembered (docs/performance.md, "a code's
   * first scan no longer rolls the whole scan log up").
   */
  #forget(accountId: string, changed?: string): void {
    this.#lists.forgetAccount(accountId)
    if (changed !== undefined) this.#routings.forget(changed)
  }

  recordScan(
    shortId: string,
    kind: ScanKind,
    now: number,
    view?: ScanView,
    host: string | null = null,
    route?: string,
  ) {
    return this.#scans.record(shortId, kind, now, view, host, route ?? null)
  }

  routingOf(shortId: string) {
    return this.#routings.routingOf(shortId)
  }

  async scanBuckets(shortId: string, from: number, to: number): Promise<ScanBucket[]> {
    const rows = await this.#engine.all<BucketRow>(
      sql`SELECT start, views, unique_views, bot_hits, fallback_hits FROM scan_buckets
        WHERE short_id = ${shortId} AND start >= ${from} AND start < ${to} ORDER BY start`,
    )
    return rows.map(bucketFromRow)
  }

  /** Retention: the hourly buckets (and their dimensions) before `before` merged into days, in one transaction. */
  rollUpBuckets(before: number): Promise<void> {
    return this.#engine.transaction(async (tx) => {
      // One roll-up at a time across PostgreSQL instances: two at once would both merge the same hours.
      if (this.#engine.name === 'postgres') await tx.run(sql`SELECT pg_advisory_xact_lock(${ROLL_UP_LOCK})`)
      for (const text of rollUpStatements('CAST(? AS BIGINT)')) await tx.run(new Sql(text, [before]))
      await rollUpDimensionDays(tx, this.#engine.name, before)
    })
  }
}
