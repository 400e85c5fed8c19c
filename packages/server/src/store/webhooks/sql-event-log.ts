import type { EventLogRepository, EventPosition, LoggedEvent } from '../../domain/webhooks/event-log.js'
import type { WebhookEventType } from '../../domain/webhooks/webhook-events.js'
import { type Sql, sql } from '../sql/sql.js'
import { subjectOf } from './webhook-rows.js'
import type { EngineName, SqlEngine } from '../sql/sql-engine.js'

interface LogRow {
  txid: string
  seq: number | string
  event_id: string
  type: string
  created_at: number | string
  payload: string
}

const positionOf = (txid: string, seq: number | string): EventPosition => `${txid}:${seq}`

/** A position's parts; a malformed one reads as the very start (it came from this server). */
function partsOf(position: EventPosition): { txid: string; seq: number } {
  const [txid = '0', seq = '0'] = position.split(':')
  return { txid: /^\d+$/.test(txid) ? txid : '0', seq: Number.parseInt(seq, 10) || 0 }
}

/**
 * What the two engines say differently. SQLite has one writer: its rows commit in `seq` order, so
 * `seq` alone is the position. PostgreSQL takes `seq` at INSERT, and a transaction that took a
 * smaller one may commit after a larger one is read — a stream reading by `seq` would skip it.
 * So the position is the writing transaction (`txid`, event_log's default) and then `seq`, and a
 * stream reads only the rows of transactions older than every one still running (the snapshot's
 * xmin): nothing can commit before them any more (ADR 0033).
 */
const DIALECT = {
  sqlite: {
    head: sql`SELECT '0' AS txid, COALESCE(max(seq), 0) AS seq FROM event_log`,
    after: (accountId: string, position: EventPosition, limit: number) =>
      sql`SELECT '0' AS txid, seq, event_id, type, created_at, payload FROM event_log
        WHERE account_id = ${accountId} AND seq > ${partsOf(position).seq} ORDER BY seq LIMIT ${limit}`,
    keep: sql`max(event_streams.open_until, excluded.open_until)`,
  },
  postgres: {
    head: sql`SELECT CAST(pg_snapshot_xmin(pg_current_snapshot()) AS text) AS txid, 0 AS seq`,
    after: (accountId: string, position: EventPosition, limit: number) => {
      const { txid, seq } = partsOf(position)
      return sql`SELECT CAST(txid AS text) AS txid, seq, event_id, type, created_at, payload FROM event_log
        WHERE account_id = ${accountId} AND (txid, seq) > (CAST(${txid} AS xid8), CAST(${seq} AS BIGINT))
          AND txid < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY txid, seq LIMIT ${limit}`
    },
    keep: sql`GREATEST(event_streams.open_until, excluded.open_until)`,
  },
} satisfies Record<
  EngineName,
  { head: Sql; after: (accountId: string, position: EventPosition, limit: number) => Sql; keep: Sql }
>

/** The accounts' event log for GET /events, on SQLite and PostgreSQL (domain/webhooks/event-log.ts). */
export class SqlEventLog implements EventLogRepository {
  readonly #engine: SqlEngine

  constructor(engine: SqlEngine) {
    this.#engine = engine
  }

  async keepLogging(accountId: string, until: number) {
    await this.#engine.run(sql`INSERT INTO event_streams (account_id, open_until) VALUES (${accountId}, ${until})
      ON CONFLICT (account_id) DO UPDATE SET open_until = ${DIALECT[this.#engine.name].keep}`)
  }

  async head() {
    const row = await this.#engine.get<{ txid: string; seq: number | string }>(DIALECT[this.#engine.name].head)
    return positionOf(row?.txid ?? '0', row?.seq ?? 0)
  }

  async positionOf(accountId: string, eventId: string) {
    const txid = this.#engine.name === 'postgres' ? sql`CAST(txid AS text)` : sql`'0'`
    const row = await this.#engine.get<{ txid: string; seq: number | string }>(
      sql`SELECT ${txid} AS txid, seq FROM event_log WHERE account_id = ${accountId} AND event_id = ${eventId}`,
    )
    return row ? positionOf(row.txid, row.seq) : null
  }

  async after(accountId: string, position: EventPosition, limit: number): Promise<LoggedEvent[]> {
    const rows = await this.#engine.all<LogRow>(DIALECT[this.#engine.name].after(accountId, position, limit))
    return rows.map((row) => ({
      position: positionOf(row.txid, row.seq),
      eventId: row.event_id,
      type: row.type as WebhookEventType,
      createdAt: Number(row.created_at),
      ...subjectOf(row.type, row.payload),
    }))
  }

  async prune(before: number, now: number) {
    const removed = await this.#engine.run(sql`DELETE FROM event_log WHERE created_at < ${before}`)
    await this.#engine.run(sql`DELETE FROM event_streams WHERE open_until < ${now}`)
    return removed
  }
}
