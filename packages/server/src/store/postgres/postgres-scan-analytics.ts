import type { AccountStatsDimension, StatsDimension } from '@dynqr/contract'
import type pg from 'pg'
import { DAY_MS, type ScanKind } from '../../domain/records.js'
import type { ScanAnalyticsRepository, StatsRead, StatsScope } from '../../domain/scan-analytics-repository.js'
import type { ScanView } from '../../domain/scan-analyzer.js'
import {
  accountBucketsSql,
  type BreakdownSqlRow,
  breakdownFromRow,
  breakdownSql,
  type Dialect,
  pruneDayValuesSql,
  rollUpDimensionDaysSql,
  rollUpEventsSql,
  rollUpLimitSql,
  scopeValue,
  topCodesSql,
} from '../sql-analytics.js'
import { type BucketRow, bucketFromRow } from '../sql-rows.js'
import { inTransaction } from './postgres-transaction.js'

/** Named parameters in the order each statement numbers them. */
function dialect(names: string[]): Dialect {
  return {
    p: (name) => {
      const index = names.indexOf(name)
      if (index < 0) throw new Error(`No parameter ${name}`)
      return `$${index + 1}`
    },
    sum: (expression) => `sum(${expression})::bigint`,
  }
}

const RANGE = dialect(['scope', 'from', 'to'])
const BREAKDOWN = dialect(['scope', 'dimension', 'from', 'to'])
const ROLL_UP = dialect(['last', 'upto'])
const DAYS = dialect(['before'])

/** A stable key for pg_advisory_xact_lock: "dynqr-events", one roll-up or upkeep at a time. */
const EVENTS_LOCK = 0x64716576

/**
 * Retention's day roll-up of the dimension buckets ($1: before), run with the bucket roll-up. It
 * first waits for the events' roll-up (EVENTS_LOCK): it deletes dimension sets no bucket uses,
 * which a roll-up running beside it could be about to give a bucket.
 */
export const DIMENSION_DAY_STATEMENTS = [
  `SELECT pg_advisory_xact_lock(${EVENTS_LOCK}) WHERE $1::bigint IS NOT NULL`,
  ...rollUpDimensionDaysSql(DAYS),
]

interface ScanOfCode {
  kind: ScanKind
  now: number
  view: ScanView | undefined
}

/**
 * SCAN_BATCH's analytics parameters ($7–$17) for the codes `ids`: every classified person scan
 * with its rank among its code's person scans (the first `granted` are views), whether its visit
 * may be new — the first of its visitor in this statement, and not one `visited` (a committed
 * batch counted it: its visitor row exists) —, and its instant.
 */
export function viewParams(
  ids: string[],
  codes: Map<string, ScanOfCode[]>,
  visited: (view: ScanView, shortId: string) => boolean,
): unknown[] {
  const columns: unknown[][] = Array.from({ length: 11 }, () => [])
  for (const id of ids) {
    let rank = 0
    const seen = new Set<string>()
    for (const scan of codes.get(id) ?? []) {
      if (scan.kind !== 'view') continue
      rank += 1
      if (!scan.view) continue
      // A visit counted before needs no key: its visitor row is there whatever this batch sends.
      const key = visited(scan.view, id) ? undefined : scan.view.visitor.toString('hex')
      const candidate = key !== undefined && !seen.has(key)
      if (key !== undefined) seen.add(key)
      const { country, device, os, browser, referrer, language } = scan.view.dimensions
      const row = [id, rank, scan.view.visitor, candidate, scan.now, country, device, os, browser, referrer, language]
      for (const [index, value] of row.entries()) columns[index]?.push(value)
    }
  }
  return columns
}

/** Daily partitions of scan_events made ahead of time. */
const DAYS_AHEAD = 3

const partitionName = (day: number) => `scan_events_${new Date(day).toISOString().slice(0, 10).replaceAll('-', '')}`

/**
 * The read side and upkeep of scan analytics on PostgreSQL. Reads are one statement each (one
 * snapshot); the roll-up takes a SHARE lock on scan_events, which waits for the transactions
 * still inserting events and holds new ones back for its few milliseconds, so every event at
 * or below the new high-water mark is committed and none can appear below it later.
 */
export class PostgresScanAnalytics implements ScanAnalyticsRepository {
  readonly #pool: pg.Pool

  constructor(pool: pg.Pool) {
    this.#pool = pool
  }

  async daySalt(day: number, candidate: Buffer): Promise<Buffer> {
    return inTransaction(this.#pool, async (client) => {
      await client.query('DELETE FROM scan_salts WHERE day < $1', [day])
      await client.query('INSERT INTO scan_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [
        day,
        candidate,
      ])
      const { rows } = await client.query<{ salt: Buffer }>('SELECT salt FROM scan_salts WHERE day = $1', [day])
      return rows[0]?.salt ?? candidate
    })
  }

  /** Both reads in one REPEATABLE READ transaction: one snapshot, so they agree exactly. */
  async read(scope: StatsScope, from: number, to: number, groupBy?: AccountStatsDimension): Promise<StatsRead> {
    const value = scopeValue(scope)
    const readBuckets = (client: pg.PoolClient) =>
      client.query<BucketRow>(
        'shortId' in scope
          ? {
              name: 'scan-code-buckets',
              text: 'SELECT start, views, unique_views, bot_hits, fallback_hits FROM scan_buckets WHERE short_id = $1 AND start >= $2 AND start < $3 ORDER BY start',
              values: [value, from, to],
            }
          : { name: 'scan-account-buckets', text: accountBucketsSql(RANGE), values: [value, from, to] },
      )
    if (groupBy === undefined || (groupBy === 'shortId' && 'shortId' in scope)) {
      const client = await this.#pool.connect()
      try {
        return { buckets: (await readBuckets(client)).rows.map(bucketFromRow), breakdown: null }
      } finally {
        client.release()
      }
    }
    return inTransaction(this.#pool, async (client) => {
      await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY')
      const buckets = (await readBuckets(client)).rows.map(bucketFromRow)
      const breakdown =
        groupBy === 'shortId'
          ? (
              await client.query<BreakdownSqlRow>({
                name: 'scan-top-codes',
                text: topCodesSql(RANGE),
                values: [value, from, to],
              })
            ).rows
          : await this.#breakdown(client, scope, groupBy, from, to)
      return { buckets, breakdown: breakdown.map(breakdownFromRow) }
    })
  }

  async #breakdown(client: pg.PoolClient, scope: StatsScope, dimension: StatsDimension, from: number, to: number) {
    const { rows } = await client.query<BreakdownSqlRow>({
      name: `scan-breakdown-${'shortId' in scope ? 'code' : 'account'}-${dimension}`,
      text: breakdownSql(BREAKDOWN, scope, dimension),
      values: [scopeValue(scope), dimension, from, to],
    })
    return rows
  }

  async rollUpEvents(): Promise<number> {
    return inTransaction(this.#pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [EVENTS_LOCK])
      await client.query('LOCK TABLE scan_events IN SHARE MODE')
      const { rows: marks } = await client.query<{ last_id: number }>('SELECT last_id FROM scan_rollup_mark')
      const last = marks[0]?.last_id ?? 0
      const { rows } = await client.query<{ upto: number | null }>(
        rollUpLimitSql(ROLL_UP).replace('$1', '$1::bigint'),
        [last],
      )
      const upto = rows[0]?.upto
      if (upto === null || upto === undefined) return 0
      for (const sql of rollUpEventsSql(ROLL_UP)) await client.query(sql, [last, upto])
      await client.query('UPDATE scan_rollup_mark SET last_id = $1', [upto])
      return upto - last
    })
  }

  async prune(now: number, eventRetentionDays: number): Promise<void> {
    const today = now - (now % DAY_MS)
    await inTransaction(this.#pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [EVENTS_LOCK])
      await client.query('DELETE FROM scan_visitors WHERE day < $1', [today])
      await client.query('DELETE FROM scan_salts WHERE day < $1', [today])
      await client.query(pruneDayValuesSql(DAYS), [today - DAY_MS])
    })
    for (let day = today; day < today + DAYS_AHEAD * DAY_MS; day += DAY_MS) await this.#createPartition(day)
    if (eventRetentionDays > 0) await this.#dropBefore(today - eventRetentionDays * DAY_MS)
  }

  /** Today's and the next days' partitions; a day whose events already sit in the default partition stays there. */
  async #createPartition(day: number): Promise<void> {
    const { rows } = await this.#pool.query(
      'SELECT 1 FROM pg_class WHERE relname = $1 AND relnamespace = current_schema()::regnamespace',
      [partitionName(day)],
    )
    if (rows.length > 0) return
    await this.#pool
      .query(
        `CREATE TABLE IF NOT EXISTS ${partitionName(day)} PARTITION OF scan_events FOR VALUES FROM (${day}) TO (${day + DAY_MS})`,
      )
      .catch(() => {})
  }

  /** Retention: drops the days' partitions before `cutoff` once rolled up, and deletes the default partition's old rows. */
  async #dropBefore(cutoff: number): Promise<void> {
    const { rows } = await this.#pool.query<{ name: string; upper: string }>(
      `SELECT c.relname AS name, pg_get_expr(c.relpartbound, c.oid) AS upper FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'scan_events'::regclass AND c.relname LIKE 'scan\\_events\\_2%'`,
    )
    await inTransaction(this.#pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [EVENTS_LOCK])
      const { rows: marks } = await client.query<{ last_id: number }>('SELECT last_id FROM scan_rollup_mark')
      const mark = marks[0]?.last_id ?? 0
      for (const { name, upper } of rows) {
        const end = Number(/TO \('?(\d+)'?\)/.exec(upper)?.[1])
        if (!(end <= cutoff)) continue
        const { rows: unrolled } = await client.query(`SELECT 1 FROM ${name} WHERE id > $1 LIMIT 1`, [mark])
        if (unrolled.length === 0) await client.query(`DROP TABLE ${name}`)
      }
      await client.query('DELETE FROM scan_events_default WHERE at < $1 AND id <= $2', [cutoff, mark])
    })
  }
}
