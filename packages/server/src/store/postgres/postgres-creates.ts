import type { QrCodeRecord } from '../../domain/records.js'
import { type BatchState, Batcher, DEFAULT_ANSWER_WITHIN_MS, Failed } from '../sql/batcher.js'
import { Sql, sql } from '../sql/sql.js'
import type { SqlEngine } from '../sql/sql-engine.js'
import { CODE_COLUMN_KINDS, CODE_COLUMN_NAMES, CODE_COLUMNS, codeToRow } from '../sql-rows.js'
import { SqlWebhookOutbox } from '../webhooks/sql-webhook-outbox.js'
import { isPostgresUnavailable } from './postgres-errors.js'

const ARRAY_TYPES = { text: 'text[]', integer: 'bigint[]' } as const
const UNNEST = CODE_COLUMN_NAMES.map((name) => `CAST(? AS ${ARRAY_TYPES[CODE_COLUMN_KINDS[name]]})`).join(', ')

/**
 * Many codes inserted by one statement, one array of values per column; returns the rows it
 * inserted. An id already in use (or a tombstone) is skipped, as one insert's ON CONFLICT does.
 * The shared outbox (SqlWebhookOutbox.change) adds each code's qrcode.created event to it.
 */
const INSERT_MANY = `INSERT INTO qr_codes (${CODE_COLUMNS}) SELECT * FROM unnest(${UNNEST})
  ON CONFLICT (short_id) DO NOTHING RETURNING ${CODE_COLUMNS}`

/** What became of one code of a batch: inserted (true) or its id taken (false), or its own failure. */
type Outcome = boolean | Failed

/** Most codes one statement inserts; more wait for the next. */
const MAX_BATCH = 200

/**
 * Engine-specific hot path (issue #39): a batch of creates is one INSERT with its outbox (one
 * round trip and one commit for all of them; PostgreSQL creates 0.49× → 1.18× of SQLite's in
 * docs/performance.md); every other write of codes is store/codes/sql-qr-code-repository.ts.
 *
 * Creates group-committed on PostgreSQL (issue #32), as scans are (postgres-scans.ts): the
 * creates that arrive while the previous batch commits are inserted together by one statement —
 * one round trip and one commit for all of them instead of one each — and each is answered after
 * that commit. Each code keeps its own outcome: inserted, or its id taken. Two creates of one id
 * in a batch are not decided by one statement (which of them won would be unknown): the later
 * waits for the next batch. When the statement fails, each of its codes is inserted on its own,
 * so one failing code fails alone. Creates that keep an idempotent answer do not come here: they
 * commit with their answer in their own transaction.
 *
 * A failure that leaves the commit unknown (the connection dropped after the statement was sent)
 * is not retried blindly (issue #38, review finding 14): the codes are looked up first, and one
 * stored with its account and instant is this create's own — answered as inserted, never as its
 * id taken (a 409, or a second code under a new generated id). When the lookup fails too, the
 * batch fails as unavailable (503). A batch unanswered within `answerWithinMs` fails as
 * unavailable, and the next one goes (store/sql/batcher.ts).
 */
export class PostgresCreates {
  readonly #engine: SqlEngine
  readonly #events = new SqlWebhookOutbox('postgres')
  readonly #insertOne: (record: QrCodeRecord) => Promise<boolean>
  readonly #creates: Batcher<QrCodeRecord, boolean>

  constructor(
    engine: SqlEngine,
    insertOne: (record: QrCodeRecord) => Promise<boolean>,
    answerWithinMs = DEFAULT_ANSWER_WITHIN_MS,
  ) {
    this.#engine = engine
    this.#insertOne = insertOne
    this.#creates = new Batcher({
      run: (records, batch) => this.#decide(records, batch),
      maxBatch: MAX_BATCH,
      oneInFlight: true,
      answerWithinMs,
      keyOf: (record) => record.shortId,
    })
  }

  /** True when the code was inserted, false when its id is taken. */
  create(record: QrCodeRecord): Promise<boolean> {
    return this.#creates.submit(record)
  }

  /** Once its callers were answered 503 (`batch.givenUp`), a late batch inserts nothing more on its own. */
  async #decide(records: QrCodeRecord[], batch: BatchState): Promise<Outcome[]> {
    const [only] = records
    if (records.length === 1 && only) return [await this.#alone(only)]
    let inserted: Set<string>
    try {
      const rows = records.map(codeToRow)
      const at = Math.max(...records.map((record) => record.createdAt))
      const columns = CODE_COLUMN_NAMES.map((name) => rows.map((row) => row[name]))
      const changed = await this.#events.change(this.#engine, new Sql(INSERT_MANY, columns), {
        type: 'qrcode.created',
        at,
      })
      inserted = new Set(changed.map((row) => row.short_id))
    } catch (error) {
      if (batch.givenUp) throw error
      // Committed or not, unknown: what is stored decides.
      if (isPostgresUnavailable(error)) return this.#afterUnknownCommit(records, batch)
      // One code's failure must not fail the others: each on its own, with its own outcome.
      return Promise.all(records.map((record) => this.#alone(record)))
    }
    return records.map((record) => inserted.has(record.shortId))
  }

  /** Codes stored as this batch would have stored them are its own; the others are inserted alone. */
  async #afterUnknownCommit(records: QrCodeRecord[], batch: BatchState): Promise<Outcome[]> {
    const ids = records.map((record) => record.shortId)
    const rows = await this.#engine.all<{ short_id: string; account_id: string; created_at: number }>(
      sql`SELECT short_id, account_id, created_at FROM qr_codes WHERE short_id = ANY(CAST(${ids} AS text[]))`,
    )
    if (batch.givenUp) throw new Error('The create batch was answered 503 before its lookup')
    const stored = new Map(rows.map((row) => [row.short_id, row]))
    return Promise.all(
      records.map((record) => {
        const row = stored.get(record.shortId)
        const own = row?.account_id === record.accountId && row.created_at === record.createdAt
        return own ? true : this.#alone(record)
      }),
    )
  }

  async #alone(record: QrCodeRecord): Promise<Outcome> {
    try {
      return await this.#insertOne(record)
    } catch (error) {
      return new Failed(error)
    }
  }
}
