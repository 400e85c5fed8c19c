import type pg from 'pg'
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
import {
  EXPIRY_SWEEP_LIMIT,
  LIVE_BUT_FOR_EXPIRY,
  listFilters,
  UPDATE_PARAMS,
  updateParams,
  updateStatement,
} from '../sql-lifecycle.js'
import {
  CODE_COLUMN_KINDS,
  CODE_COLUMN_NAMES,
  CODE_COLUMNS,
  type CodeRow,
  codeFromRow,
  codeToRow,
  SORT_COLUMNS,
} from '../sql-rows.js'
import { PostgresCreates } from './postgres-creates.js'
import { keepAnswer } from './postgres-idempotency-repository.js'
import { PostgresScans } from './postgres-scans.js'
import { inTransaction } from './postgres-transaction.js'
import { eventValues, recordEvent, recordEventPerCode } from './postgres-webhook-outbox.js'

const BULK_BATCH = 5_000
const ARRAY_TYPES = { text: 'text[]', integer: 'bigint[]' } as const

/** `$1, $2, …` for the columns of qr_codes, each cast as the column's array type for unnest. */
const INSERT_PLACEHOLDERS = CODE_COLUMN_NAMES.map((_, i) => `$${i + 1}`).join(', ')
const UNNEST_PLACEHOLDERS = CODE_COLUMN_NAMES.map((name, i) => `$${i + 1}::${ARRAY_TYPES[CODE_COLUMN_KINDS[name]]}`)

const UPDATE_SQL = updateStatement(
  (name) => {
    const index = UPDATE_PARAMS.findIndex(([param]) => param === name)
    return `$${index + 1}::${UPDATE_PARAMS[index]?.[1]}`
  },
  'IS DISTINCT FROM',
  CODE_COLUMNS,
)

/** The update of one code, its qrcode.updated recorded in the same statement when something changed. */
function codeUpdate(accountId: string, shortId: string, changes: QrCodeChanges, now: number) {
  const params = updateParams(accountId, shortId, changes, now)
  return {
    name: 'qr-update',
    text: recordEvent(UPDATE_SQL, 'qrcode.updated', UPDATE_PARAMS.length + 1, 'changed.updated_at = $3::bigint'),
    values: [...UPDATE_PARAMS.map(([name]) => params[name]), ...eventValues(now)],
  }
}

export class PostgresQrCodeRepository implements QrCodeRepository {
  readonly #pool: pg.Pool
  readonly #scans: PostgresScans
  readonly #creates: PostgresCreates

  /**
   * `scanPool`: the pipelined connections of the scan batches (open-postgres-store.ts);
   * `answerWithinMs`: how long a scan or create batch may go unanswered before it fails (503).
   */
  constructor(pool: pg.Pool, scanPool: pg.Pool = pool, answerWithinMs?: number) {
    this.#pool = pool
    this.#scans = new PostgresScans(pool, scanPool, answerWithinMs)
    this.#creates = new PostgresCreates(pool, (record) => this.#insert(pool, record), answerWithinMs)
  }

  async create(record: QrCodeRecord, answer?: KeptAnswer) {
    // Group-committed with the other creates of the moment (postgres-creates.ts).
    if (!answer) return (await this.#creates.create(record)) ? 'created' : 'taken'
    // The idempotent answer commits with the code (issue 27): a retry finds one or neither.
    return inTransaction(this.#pool, async (client) => {
      if (!(await this.#insert(client, record))) return 'taken' as const
      await keepAnswer(client, answer)
      return 'created' as const
    })
  }

  /** Inserts the code with its qrcode.created event; false when its id is taken. */
  async #insert(db: pg.Pool | pg.PoolClient, record: QrCodeRecord): Promise<boolean> {
    const row = codeToRow(record)
    const result = await db.query({
      name: 'qr-insert',
      text: recordEvent(
        `INSERT INTO qr_codes (${CODE_COLUMNS}) VALUES (${INSERT_PLACEHOLDERS}) ON CONFLICT (short_id) DO NOTHING RETURNING ${CODE_COLUMNS}`,
        'qrcode.created',
        CODE_COLUMN_NAMES.length + 1,
      ),
      values: [...CODE_COLUMN_NAMES.map((name) => row[name]), ...eventValues(record.createdAt)],
    })
    return result.rowCount === 1
  }

  createAll(items: readonly NewCode[], answer?: (shortIds: (string | null)[]) => KeptAnswer) {
    return inTransaction(this.#pool, async (client) => {
      const shortIds: (string | null)[] = []
      for (const { record, shortIds: ids } of items) {
        let created: string | null = null
        for (const shortId of ids) {
          if (await this.#insert(client, { ...record, shortId })) {
            created = shortId
            break
          }
        }
        shortIds.push(created)
      }
      if (answer) await keepAnswer(client, answer(shortIds))
      return shortIds
    })
  }

  async createMany(records: readonly QrCodeRecord[]) {
    await inTransaction(this.#pool, async (client) => {
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
    })
  }

  async findById(accountId: string, shortId: string) {
    const { rows } = await this.#pool.query<CodeRow>({
      name: 'qr-find',
      text: `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id = $1 AND account_id = $2 AND deleted_at IS NULL`,
      values: [shortId, accountId],
    })
    return rows[0] ? codeFromRow(rows[0]) : null
  }

  async countLive(accountId: string) {
    // An index-only count over qr_codes_by_created (partial: live codes only).
    const { rows } = await this.#pool.query<{ total: number }>({
      name: 'qr-count-live',
      text: 'SELECT count(*)::int AS total FROM qr_codes WHERE account_id = $1 AND deleted_at IS NULL',
      values: [accountId],
    })
    return rows[0]?.total ?? 0
  }

  async findLive(shortId: string) {
    const { rows } = await this.#pool.query<CodeRow>({
      name: 'qr-find-live',
      text: `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id = $1 AND deleted_at IS NULL`,
      values: [shortId],
    })
    return rows[0] ? codeFromRow(rows[0]) : null
  }

  async update(accountId: string, shortId: string, changes: QrCodeChanges, now: number, expected?: Precondition) {
    if (changes.active !== false && !expected) {
      const { rows } = await this.#pool.query<CodeRow>(codeUpdate(accountId, shortId, changes, now))
      return rows[0] ? codeFromRow(rows[0]) : null
    }
    return inTransaction(this.#pool, (client) =>
      this.#updateLocked(client, accountId, { shortId, changes, expected }, now),
    )
  }

  updateAll(
    accountId: string,
    items: readonly CodeChange[],
    now: number,
    answer?: (outcomes: ChangeOutcome[]) => KeptAnswer,
  ) {
    // One transaction: a failure at any item (or of the commit) changes none of them.
    return inTransaction(this.#pool, async (client) => {
      await this.#lockInOrder(
        client,
        accountId,
        items.map((item) => item.shortId),
      )
      const outcomes: ChangeOutcome[] = []
      for (const item of items) outcomes.push(await this.#updateLocked(client, accountId, item, now))
      if (answer) await keepAnswer(client, answer(outcomes))
      return outcomes
    })
  }

  /**
   * One change inside the caller's transaction. The state before, locked until the change
   * commits, says whether If-Match holds and whether switching it off deactivates it.
   */
  async #updateLocked(
    client: pg.PoolClient,
    accountId: string,
    { shortId, changes, expected }: CodeChange,
    now: number,
  ): Promise<ChangeOutcome> {
    const before = await this.#locked(client, accountId, shortId)
    if (before && expected && !expected(codeFromRow(before))) return 'stale'
    const row = (await client.query<CodeRow>(codeUpdate(accountId, shortId, changes, now))).rows[0]
    if (row && before?.active === 1 && row.active === 0) {
      await client.query({
        name: 'qr-deactivated',
        text: recordEvent(`SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id = $1`, 'qrcode.deactivated', 2),
        values: [shortId, ...eventValues(now)],
      })
    }
    return row ? codeFromRow(row) : null
  }

  async announceExpiries(now: number) {
    // Each expiry once, with any number of instances: rows another instance is marking are
    // skipped, and the mark is re-checked after the lock.
    const { rowCount } = await this.#pool.query({
      name: 'qr-expiry-sweep',
      text: recordEventPerCode(
        `UPDATE qr_codes SET expiry_announced_at = $1::bigint WHERE short_id IN (
           SELECT short_id FROM qr_codes
           WHERE expires_at IS NOT NULL AND expires_at <= $1::bigint AND expiry_announced_at IS NULL AND deleted_at IS NULL
           ORDER BY expires_at LIMIT ${EXPIRY_SWEEP_LIMIT} FOR UPDATE SKIP LOCKED
         ) AND expiry_announced_at IS NULL RETURNING ${CODE_COLUMNS}`,
        'qrcode.deactivated',
        2,
        LIVE_BUT_FOR_EXPIRY,
      ),
      values: [now, ...eventValues(now)],
    })
    return rowCount ?? 0
  }

  /**
   * A bulk change's rows locked first, in short_id order as the scan batches lock them: two bulks
   * naming the same codes in other orders then wait for each other instead of deadlocking.
   */
  async #lockInOrder(client: pg.PoolClient, accountId: string, shortIds: readonly string[]): Promise<void> {
    await client.query({
      name: 'qr-lock-in-order',
      text: 'SELECT 1 FROM qr_codes WHERE short_id = ANY($1::text[]) AND account_id = $2 ORDER BY short_id FOR UPDATE',
      values: [[...shortIds], accountId],
    })
  }

  /** The live code's row, locked until the transaction ends. */
  async #locked(client: pg.PoolClient, accountId: string, shortId: string): Promise<CodeRow | undefined> {
    const { rows } = await client.query<CodeRow>({
      name: 'qr-for-update',
      text: `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id = $1 AND account_id = $2 AND deleted_at IS NULL FOR UPDATE`,
      values: [shortId, accountId],
    })
    return rows[0]
  }

  async delete(accountId: string, shortId: string, now: number, expected?: Precondition) {
    if (expected) {
      return inTransaction(this.#pool, async (client) => {
        const before = await this.#locked(client, accountId, shortId)
        if (before && !expected(codeFromRow(before))) return 'stale' as const
        return this.#delete(client, accountId, shortId, now)
      })
    }
    return this.#delete(this.#pool, accountId, shortId, now)
  }

  deleteAll(accountId: string, shortIds: readonly string[], now: number, answer?: (deleted: boolean[]) => KeptAnswer) {
    return inTransaction(this.#pool, async (client) => {
      await this.#lockInOrder(client, accountId, shortIds)
      const deleted: boolean[] = []
      for (const shortId of shortIds) deleted.push(await this.#delete(client, accountId, shortId, now))
      if (answer) await keepAnswer(client, answer(deleted))
      return deleted
    })
  }

  async #delete(db: pg.Pool | pg.PoolClient, accountId: string, shortId: string, now: number) {
    const result = await db.query({
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
    // Filter values follow the fixed parameters: $4… in the page query, $2… in the count.
    const filtersAfter = (fixed: number) =>
      listFilters(
        query,
        (index) => `$${index + fixed}`,
        (column, needle) => `strpos(lower(${column}), ${needle}::text) > 0`,
      )
    const { conditions, values } = filtersAfter(3)
    const where = `account_id = $1 AND deleted_at IS NULL ${conditions}`
    const filters = `${query.q === undefined ? '' : 'q'}${query.active === undefined ? '' : 'a'}`
    // One statement, so the page and the total come from the same snapshot.
    const { rows } = await this.#pool.query<CodeRow & { total: number }>({
      name: `qr-list-${query.sort}-${query.order}-${filters}`,
      text: `SELECT ${CODE_COLUMNS}, (SELECT count(*) FROM qr_codes WHERE ${where}) AS total
             FROM qr_codes WHERE ${where}
             ORDER BY ${column} ${direction}, short_id ${direction}
             LIMIT $2 OFFSET $3`,
      values: [accountId, query.limit, query.offset, ...values],
    })
    if (rows.length > 0) return { items: rows.map(codeFromRow), total: rows[0]?.total ?? 0 }
    const { rows: counted } = await this.#pool.query<{ total: number }>({
      name: `qr-count-${filters}`,
      text: `SELECT count(*) AS total FROM qr_codes WHERE account_id = $1 AND deleted_at IS NULL ${filtersAfter(1).conditions}`,
      values: [accountId, ...values],
    })
    return { items: [], total: counted[0]?.total ?? 0 }
  }

  async listAfter(accountId: string, filters: ListFilters, after: ListPosition | null, limit: number) {
    // Filter values follow the fixed parameters $1…$4.
    const { conditions, values } = listFilters(
      filters,
      (index) => `$${index + 4}`,
      (column, needle) => `strpos(lower(${column}), ${needle}::text) > 0`,
    )
    const from = after ?? { createdAt: -1, shortId: '' }
    // A seek in qr_codes_by_created (account_id, created_at, short_id) from where the walk stands.
    const { rows } = await this.#pool.query<CodeRow>({
      name: `qr-walk-${filters.q === undefined ? '' : 'q'}${filters.active === undefined ? '' : 'a'}`,
      text: `SELECT ${CODE_COLUMNS} FROM qr_codes
             WHERE account_id = $1 AND deleted_at IS NULL ${conditions} AND (created_at, short_id) > ($2, $3)
             ORDER BY created_at, short_id LIMIT $4`,
      values: [accountId, from.createdAt, from.shortId, limit, ...values],
    })
    return rows.map(codeFromRow)
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
