import { DAY_MS } from '../../domain/records.js'
import { EVENTS_LOCK, type EventPartitions } from '../analytics/sql-scan-analytics.js'
import { raw, sql } from '../sql/sql.js'
import type { SqlEngine } from '../sql/sql-engine.js'

/** Daily partitions of scan_events made ahead of time. */
const DAYS_AHEAD = 3

const partitionName = (day: number) => `scan_events_${new Date(day).toISOString().slice(0, 10).replaceAll('-', '')}`

/**
 * Engine-specific: PostgreSQL partitions scan_events by day (its migrations), so retention drops a
 * day's partition instead of deleting its rows one by one.
 */
export class PostgresEventPartitions implements EventPartitions {
  readonly #engine: SqlEngine

  constructor(engine: SqlEngine) {
    this.#engine = engine
  }

  async upkeep(today: number, cutoff: number | null): Promise<void> {
    for (let day = today; day < today + DAYS_AHEAD * DAY_MS; day += DAY_MS) await this.#create(day)
    if (cutoff !== null) await this.#dropBefore(cutoff)
  }

  /** A day's partition; a day whose events already sit in the default partition stays there. */
  async #create(day: number): Promise<void> {
    const name = partitionName(day)
    const found = await this.#engine.get(
      sql`SELECT 1 AS one FROM pg_class WHERE relname = ${name} AND relnamespace = current_schema()::regnamespace`,
    )
    if (found) return
    await this.#engine
      .run(sql`CREATE TABLE IF NOT EXISTS ${raw(name)} PARTITION OF scan_events
        FOR VALUES FROM (${raw(String(day))}) TO (${raw(String(day + DAY_MS))})`)
      .catch(() => {})
  }

  /** Drops the days' partitions before `cutoff` once rolled up, and deletes the default partition's old rows. */
  async #dropBefore(cutoff: number): Promise<void> {
    const partitions = await this.#engine.all<{ name: string; upper: string }>(
      sql`SELECT c.relname AS name, pg_get_expr(c.relpartbound, c.oid) AS upper FROM pg_inherits i
        JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'scan_events'::regclass AND c.relname LIKE 'scan\\_events\\_2%'`,
    )
    await this.#engine.transaction(async (tx) => {
      await tx.run(sql`SELECT pg_advisory_xact_lock(${EVENTS_LOCK})`)
      const mark = Number((await tx.get<{ last_id: number }>(sql`SELECT last_id FROM scan_rollup_mark`))?.last_id ?? 0)
      for (const { name, upper } of partitions) {
        const end = Number(/TO \('?(\d+)'?\)/.exec(upper)?.[1])
        if (!(end <= cutoff)) continue
        const unrolled = await tx.get(sql`SELECT 1 AS one FROM ${raw(name)} WHERE id > ${mark} LIMIT 1`)
        if (!unrolled) await tx.run(sql`DROP TABLE ${raw(name)}`)
      }
      await tx.run(sql`DELETE FROM scan_events_default WHERE at < ${cutoff} AND id <= ${mark}`)
    })
  }
}
