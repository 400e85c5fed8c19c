import { newEventId, type WebhookEventType } from '../../domain/webhooks/webhook-events.js'
import { join, list, type Raw, raw, type Sql, sql } from '../sql/sql.js'
import type { EngineName, SqlSession, SyncSqlSession } from '../sql/sql-engine.js'
import type { CodeRow } from '../sql-rows.js'

/** Events one INSERT writes at most (three parameters each); more take several. */
const CHUNK = 500

/** Whether the endpoint row `e` subscribes to `type`: SQLite keeps the list as JSON, PostgreSQL as an array. */
const subscribes = (engine: EngineName, type: string): Sql =>
  engine === 'postgres'
    ? sql`${type} = ANY (e.events)`
    : sql`EXISTS (SELECT 1 FROM json_each(e.events) WHERE value = ${type})`

/** An event a change of codes records: for each changed row, or only for those `when` lets through. */
export interface CodeEvent {
  type: WebhookEventType
  at: number
  /** The rows that have the event: a condition on the CTE row `changed` (PostgreSQL), the same in JavaScript. */
  when?: { sql: Sql | Raw; test: (row: CodeRow) => boolean }
}

/** One event for the outbox: its account and its payload as stored (a code row, or the event's data). */
interface Entry {
  accountId: string
  payload: string
}

/** An event whose data is not a code (qrcode.scanned, qrcode.milestone): the data as sent. */
export interface DataEvent {
  accountId: string
  data: object
}

/**
 * The transactional outbox of webhook events, on either SQL engine: called inside the
 * transaction of the change, so the events commit with the change or not at all. Each code (its
 * row as it now is, stored options as they are) gets one event id, the stable `webhook-id`, and
 * one delivery per subscribed endpoint of its account — and, when a stream of its account was
 * open within the last 24 hours (event_streams), one row of event_log under the same id, which
 * `GET /events` carries and resumes from (issue #44).
 */
export class SqlWebhookOutbox {
  readonly #engine: EngineName

  constructor(engine: EngineName) {
    this.#engine = engine
  }

  /** Records that each code of `rows` had the event `type` at `at`. Must run inside the change's transaction. */
  async record(tx: SqlSession, type: WebhookEventType, rows: readonly CodeRow[], at: number): Promise<void> {
    await this.#record(tx, type, rows.map(codeEntry), at)
  }

  /**
   * `record` on a synchronous session: for SQLite's scan batch (sqlite-scans.ts), whose transaction
   * is one synchronous step, so nothing may wait on a promise inside it.
   */
  recordNow(session: SyncSqlSession, type: WebhookEventType, rows: readonly CodeRow[], at: number): void {
    this.#recordNow(session, type, rows.map(codeEntry), at)
  }

  /** Records events whose data is not a code (qrcode.scanned, qrcode.milestone), inside the change's transaction. */
  async recordData(tx: SqlSession, type: WebhookEventType, events: readonly DataEvent[], at: number): Promise<void> {
    await this.#record(tx, type, events.map(dataEntry), at)
  }

  /** `recordData` on SQLite's synchronous scan batch. */
  recordDataNow(session: SyncSqlSession, type: WebhookEventType, events: readonly DataEvent[], at: number): void {
    this.#recordNow(session, type, events.map(dataEntry), at)
  }

  async #record(tx: SqlSession, type: WebhookEventType, entries: readonly Entry[], at: number): Promise<void> {
    if (entries.length === 0 || !(await tx.get(this.#anyListener(entries, at)))) return
    for (const insert of this.#inserts(type, entries, at)) await tx.run(insert)
  }

  #recordNow(session: SyncSqlSession, type: WebhookEventType, entries: readonly Entry[], at: number): void {
    if (entries.length === 0 || !session.getNow(this.#anyListener(entries, at))) return
    for (const insert of this.#inserts(type, entries, at)) session.runNow(insert)
  }

  /**
   * Whether any endpoint of the entries' accounts is enabled, or a stream of theirs was open
   * lately. A read first: the INSERT … SELECT costs about 55 µs on SQLite even when it inserts
   * nothing (measured), the read a few, and most accounts have neither.
   */
  #anyListener(entries: readonly Entry[], at: number): Sql {
    const accounts = [...new Set(entries.map((entry) => entry.accountId))]
    const [only] = accounts
    return accounts.length === 1 && only !== undefined
      ? sql`SELECT 1 AS one FROM webhook_endpoints WHERE account_id = ${only} AND disabled_at IS NULL
          UNION ALL SELECT 1 FROM event_streams WHERE account_id = ${only} AND open_until > ${at} LIMIT 1`
      : sql`SELECT 1 AS one FROM webhook_endpoints WHERE account_id IN ${list(accounts)} AND disabled_at IS NULL
          UNION ALL SELECT 1 FROM event_streams WHERE account_id IN ${list(accounts)} AND open_until > ${at} LIMIT 1`
  }

  /** One delivery per subscribed endpoint and one event_log row per streaming account, CHUNK entries per INSERT. */
  #inserts(type: WebhookEventType, entries: readonly Entry[], at: number): Sql[] {
    const inserts: Sql[] = []
    for (let start = 0; start < entries.length; start += CHUNK) {
      const events = join(
        entries
          .slice(start, start + CHUNK)
          .map((entry) => sql`(${newEventId()}, ${entry.accountId}, ${entry.payload})`),
      )
      // VALUES columns are column1, column2, … on both engines.
      inserts.push(
        sql`INSERT INTO webhook_deliveries (event_id, endpoint_id, type, payload, created_at, next_attempt_at)
          SELECT v.column1, e.id, ${type}, v.column3, CAST(${at} AS BIGINT), CAST(${at} AS BIGINT)
          FROM (VALUES ${events}) AS v JOIN webhook_endpoints e ON e.account_id = v.column2
          WHERE e.disabled_at IS NULL AND ${subscribes(this.#engine, type)}`,
        sql`INSERT INTO event_log (event_id, account_id, type, payload, created_at)
          SELECT v.column1, v.column2, ${type}, v.column3, CAST(${at} AS BIGINT)
          FROM (VALUES ${events}) AS v JOIN event_streams s ON s.account_id = v.column2
          WHERE s.open_until > ${at}`,
      )
    }
    return inserts
  }

  /**
   * Runs `statement` — a change of codes `RETURNING` their rows — and records `event` for the
   * rows it changed; answers those rows. On SQLite it must run inside the change's transaction.
   * On PostgreSQL it is one statement, atomic on its own: engine-specific hot path (issue #39),
   * the events written by a CTE of the change itself, because the shared form (the change, a
   * read of the endpoints, the insert, in a transaction) measured one create not grouped or one
   * update at ≈ 1.7× the client CPU (≈ 1,000 µs against ≈ 600) and three more round trips.
   */
  async change(session: SqlSession, statement: Sql, event: CodeEvent): Promise<CodeRow[]> {
    if (this.#engine === 'postgres') {
      const when = event.when?.sql ?? raw('TRUE')
      const id = newEventId()
      return session.all<CodeRow>(
        sql`WITH changed AS (${statement}), recorded AS (
            INSERT INTO webhook_deliveries (event_id, endpoint_id, type, payload, created_at, next_attempt_at)
            SELECT 'evt_' || md5(CAST(${id} AS TEXT) || changed.short_id), e.id, ${event.type}, row_to_json(changed)::text,
              CAST(${event.at} AS BIGINT), CAST(${event.at} AS BIGINT)
            FROM changed JOIN webhook_endpoints e ON e.account_id = changed.account_id
            WHERE e.disabled_at IS NULL AND ${event.type} = ANY (e.events) AND (${when})
          ), streamed AS (
            INSERT INTO event_log (event_id, account_id, type, payload, created_at)
            SELECT 'evt_' || md5(CAST(${id} AS TEXT) || changed.short_id), changed.account_id, ${event.type},
              row_to_json(changed)::text, CAST(${event.at} AS BIGINT)
            FROM changed JOIN event_streams s ON s.account_id = changed.account_id
            WHERE s.open_until > ${event.at} AND (${when})
          ) SELECT * FROM changed`,
      )
    }
    const rows = await session.all<CodeRow>(statement)
    const test = event.when?.test
    await this.record(session, event.type, test ? rows.filter(test) : rows, event.at)
    return rows
  }
}

const codeEntry = (row: CodeRow): Entry => ({ accountId: row.account_id, payload: JSON.stringify(row) })
const dataEntry = (event: DataEvent): Entry => ({ accountId: event.accountId, payload: JSON.stringify(event.data) })
