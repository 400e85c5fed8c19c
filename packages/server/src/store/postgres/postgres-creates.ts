import type pg from 'pg'
import type { QrCodeRecord } from '../../domain/records.js'
import { CODE_COLUMN_KINDS, CODE_COLUMN_NAMES, CODE_COLUMNS, codeToRow } from '../sql-rows.js'
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
 */
export class PostgresCreates {
  readonly #pool: pg.Pool
  readonly #insertOne: (record: QrCodeRecord) => Promise<boolean>
  #queue: PendingCreate[] = []
  #flushing = false

  constructor(pool: pg.Pool, insertOne: (record: QrCodeRecord) => Promise<boolean>) {
    this.#pool = pool
    this.#insertOne = insertOne
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
    this.#insert(batch).finally(() => {
      this.#flushing = false
      if (this.#queue.length > 0) setImmediate(this.#flush)
    })
  }

  async #insert(batch: PendingCreate[]): Promise<void> {
    const [only] = batch
    if (batch.length === 1 && only) return this.#alone(only)
    let inserted: Set<string>
    try {
      const rows = batch.map(({ record }) => codeToRow(record))
      const at = Math.max(...batch.map(({ record }) => record.createdAt))
      const result = await this.#pool.query<{ short_id: string }>({
        name: 'qr-insert-many',
        text: INSERT_MANY,
        values: [...CODE_COLUMN_NAMES.map((name) => rows.map((row) => row[name])), ...eventValues(at)],
      })
      inserted = new Set(result.rows.map((row) => row.short_id))
    } catch {
      // One code's failure must not fail the others: each on its own, with its own outcome.
      await Promise.all(batch.map((pending) => this.#alone(pending)))
      return
    }
    for (const { record, resolve } of batch) resolve(inserted.has(record.shortId))
  }

  async #alone({ record, resolve, reject }: PendingCreate): Promise<void> {
    try {
      resolve(await this.#insertOne(record))
    } catch (error) {
      reject(error)
    }
  }
}
