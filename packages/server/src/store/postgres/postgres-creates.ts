import type pg from 'pg'
import type { QrCodeRecord } from '../../domain/records.js'
import { CODE_COLUMN_KINDS, CODE_COLUMN_NAMES, CODE_COLUMNS, codeToRow } from '../sql-rows.js'
import { answerWithin, DEFAULT_ANSWER_WITHIN_MS } from './postgres-coalesced.js'
import { isPostgresUnavailable } from './postgres-errors.js'
import { eventValues, recordEventPerCode } from './postgres-webhook-outbox.js'

const ARRAY_TYPES = { text: 'text[]', integer: 'bigint[]' } as const
const UNNEST = CODE_COLUMN_NAMES.map((name, i) => `$${i + 1}::${ARRAY_TYPES[CODE_COLUMN_KINDS[name]]}`).join(', ')

/**
 * Many codes inserted by one statement, each with its qrcode.created event (one per code,
 * `evt_` + md5 of the batch's salt and the code's id); returns the ids it inserted. An id
 * already in use (or a tombstone) is skipped, as one insert's ON CONFLICT does.
 */
const INSERT_MANY = recordEventPerCode(
  `INSERT INTO qr_codes (${CODE_COLUMNS}) SELECT * FROM unnest(${UNNEST})
   ON CONFLICT (short_id) DO NOTHING RETURNING ${CODE_COLUMNS}`,
  'qrcode.created',
  CODE_COLUMN_NAMES.length + 1,
)

interface PendingCreate {
  record: QrCodeRecord
  resolve: (created: boolean) => void
  reject: (error: unknown) => void
}

/** What became of one code of a batch: inserted (or its id taken), or its own failure. */
type Outcome = { inserted: boolean } | { failed: unknown }

/** Most codes one statement inserts; more wait for the next. */
const MAX_BATCH = 200

/**
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
 * unavailable, and the next one goes (postgres-coalesced.ts, answerWithin).
 */
export class PostgresCreates {
  readonly #pool: pg.Pool
  readonly #insertOne: (record: QrCodeRecord) => Promise<boolean>
  readonly #answerWithinMs: number
  #queue: PendingCreate[] = []
  #flushing = false

  constructor(
    pool: pg.Pool,
    insertOne: (record: QrCodeRecord) => Promise<boolean>,
    answerWithinMs = DEFAULT_ANSWER_WITHIN_MS,
  ) {
    this.#pool = pool
    this.#insertOne = insertOne
    this.#answerWithinMs = answerWithinMs
  }

  /** True when the code was inserted, false when its id is taken. */
  create(record: QrCodeRecord): Promise<boolean> {
    return new Promise((resolve, reject) => {
      if (this.#queue.push({ record, resolve, reject }) === 1 && !this.#flushing) setImmediate(this.#flush)
    })
  }

  readonly #flush = () => {
    const ids = new Set<string>()
    const batch: PendingCreate[] = []
    const later: PendingCreate[] = []
    for (const pending of this.#queue) {
      if (batch.length < MAX_BATCH && !ids.has(pending.record.shortId)) {
        ids.add(pending.record.shortId)
        batch.push(pending)
      } else later.push(pending)
    }
    this.#queue = later
    if (batch.length === 0) return
    this.#flushing = true
    // Once its callers were answered 503, a late batch inserts nothing more on its own.
    const given = { up: false }
    answerWithin(
      this.#decide(
        batch.map(({ record }) => record),
        given,
      ),
      this.#answerWithinMs,
    )
      .then(
        (outcomes) => {
          for (const [i, { resolve, reject }] of batch.entries()) {
            const outcome = outcomes[i] as Outcome
            if ('failed' in outcome) reject(outcome.failed)
            else resolve(outcome.inserted)
          }
        },
        (error: unknown) => {
          given.up = true
          for (const { reject } of batch) reject(error)
        },
      )
      .finally(() => {
        this.#flushing = false
        if (this.#queue.length > 0) setImmediate(this.#flush)
      })
  }

  async #decide(records: QrCodeRecord[], given: { up: boolean }): Promise<Outcome[]> {
    const [only] = records
    if (records.length === 1 && only) return [await this.#alone(only)]
    let inserted: Set<string>
    try {
      const rows = records.map(codeToRow)
      const at = Math.max(...records.map((record) => record.createdAt))
      const result = await this.#pool.query<{ short_id: string }>({
        name: 'qr-insert-many',
        text: INSERT_MANY,
        values: [...CODE_COLUMN_NAMES.map((name) => rows.map((row) => row[name])), ...eventValues(at)],
      })
      inserted = new Set(result.rows.map((row) => row.short_id))
    } catch (error) {
      if (given.up) throw error
      // Committed or not, unknown: what is stored decides.
      if (isPostgresUnavailable(error)) return this.#afterUnknownCommit(records, given)
      // One code's failure must not fail the others: each on its own, with its own outcome.
      return Promise.all(records.map((record) => this.#alone(record)))
    }
    return records.map((record) => ({ inserted: inserted.has(record.shortId) }))
  }

  /** Codes stored as this batch would have stored them are its own; the others are inserted alone. */
  async #afterUnknownCommit(records: QrCodeRecord[], given: { up: boolean }): Promise<Outcome[]> {
    const { rows } = await this.#pool.query<{ short_id: string; account_id: string; created_at: number }>({
      name: 'qr-insert-many-check',
      text: 'SELECT short_id, account_id, created_at FROM qr_codes WHERE short_id = ANY($1::text[])',
      values: [records.map((record) => record.shortId)],
    })
    if (given.up) throw new Error('The create batch was answered 503 before its lookup')
    const stored = new Map(rows.map((row) => [row.short_id, row]))
    return Promise.all(
      records.map((record) => {
        const row = stored.get(record.shortId)
        const own = row?.account_id === record.accountId && row.created_at === record.createdAt
        return own ? { inserted: true } : this.#alone(record)
      }),
    )
  }

  async #alone(record: QrCodeRecord): Promise<Outcome> {
    try {
      return { inserted: await this.#insertOne(record) }
    } catch (error) {
      return { failed: error }
    }
  }
}
