import { STATS_DIMENSIONS, type StatsDimension } from '@dynqr/contract'
import { type BreakdownRow, ROLL_UP_CHUNK, type StatsScope } from '../domain/scan-analytics-repository.js'

/**
 * SQL both engines share for scan analytics (docs/decisions/0019-scan-analytics.md).
 * `p(name)` writes a named parameter in the engine's syntax; `sum` wraps an aggregate so it
 * comes back as an integer (PostgreSQL's sum of bigint is numeric).
 */
export interface Dialect {
  p: (name: string) => string
  sum: (expression: string) => string
}

/** The events not yet in scan_dimensions: after the high-water mark. */
const TAIL = 'id > (SELECT last_id FROM scan_rollup_mark)'

const codesOf = (d: Dialect, scope: StatsScope) =>
  'shortId' in scope
    ? `short_id = ${d.p('scope')}`
    : `short_id IN (SELECT short_id FROM qr_codes WHERE account_id = ${d.p('scope')})`

export const scopeValue = (scope: StatsScope) => ('shortId' in scope ? scope.shortId : scope.accountId)

/** A dimension's column in scan_events: its own name, checked against the contract's list. */
function column(dimension: StatsDimension): string {
  if (!STATS_DIMENSIONS.includes(dimension)) throw new Error(`Unknown dimension ${dimension}`)
  return dimension
}

/**
 * Views by value over the hours in [from, to): the rolled-up buckets plus the tail, in one
 * statement (one snapshot), so the answer is exact whatever the roll-up is doing.
 * Parameters: scope, dimension, from, to.
 */
export function breakdownSql(d: Dialect, scope: StatsScope, dimension: StatsDimension): string {
  return `SELECT value, ${d.sum('views')} AS views, ${d.sum('uv')} AS unique_views FROM (
      SELECT value, views, unique_views AS uv FROM scan_dimensions
      WHERE ${codesOf(d, scope)} AND dimension = ${d.p('dimension')} AND start >= ${d.p('from')} AND start < ${d.p('to')}
      UNION ALL
      SELECT COALESCE(${column(dimension)}, '') AS value, 1 AS views, is_unique AS uv FROM scan_events
      WHERE ${TAIL} AND ${codesOf(d, scope)} AND at >= ${d.p('from')} AND at - at % 3600000 < ${d.p('to')}
    ) AS rows GROUP BY value ORDER BY views DESC, value`
}

/** The top codes: views by code from the hourly buckets. Parameters: scope (the account), from, to. */
export function topCodesSql(d: Dialect): string {
  return `SELECT short_id AS value, ${d.sum('views')} AS views, ${d.sum('unique_views')} AS unique_views
    FROM scan_buckets WHERE ${codesOf(d, { accountId: '' })} AND start >= ${d.p('from')} AND start < ${d.p('to')}
    GROUP BY short_id HAVING sum(views) > 0 ORDER BY views DESC, value`
}

/** An account's buckets summed per start. Parameters: scope (the account), from, to. */
export function accountBucketsSql(d: Dialect): string {
  return `SELECT start, ${d.sum('views')} AS views, ${d.sum('unique_views')} AS unique_views,
      ${d.sum('bot_hits')} AS bot_hits, ${d.sum('fallback_hits')} AS fallback_hits
    FROM scan_buckets WHERE ${codesOf(d, { accountId: '' })} AND start >= ${d.p('from')} AND start < ${d.p('to')}
    GROUP BY start ORDER BY start`
}

/** The highest event id the next roll-up takes (at most `ROLL_UP_CHUNK` events). Parameter: last. */
export const rollUpLimitSql = (d: Dialect) =>
  `SELECT max(id) AS upto FROM (SELECT id FROM scan_events WHERE id > ${d.p('last')} ORDER BY id LIMIT ${ROLL_UP_CHUNK}) AS chunk`

/** One statement per dimension: the events in (last, upto] added to their hour's dimension buckets. */
export function rollUpEventsSql(d: Dialect): string[] {
  return STATS_DIMENSIONS.map(
    (dimension) => `INSERT INTO scan_dimensions (short_id, start, dimension, value, views, unique_views)
      SELECT * FROM (
        SELECT short_id, at - at % 3600000 AS start, '${dimension}' AS dimension, COALESCE(${column(dimension)}, '') AS value,
          count(*) AS views, ${d.sum('is_unique')} AS unique_views
        FROM scan_events WHERE id > ${d.p('last')} AND id <= ${d.p('upto')}
        GROUP BY short_id, at - at % 3600000, COALESCE(${column(dimension)}, '')
      ) AS rolled WHERE true
      ON CONFLICT (short_id, start, dimension, value) DO UPDATE SET views = scan_dimensions.views + excluded.views,
        unique_views = scan_dimensions.unique_views + excluded.unique_views`,
  )
}

/** Retention: hourly dimension buckets before `before` (a day boundary) merged into their day. Parameter: before. */
export function rollUpDimensionDaysSql(d: Dialect): [merge: string, prune: string] {
  const day = 'start - start % 86400000'
  return [
    `INSERT INTO scan_dimensions (short_id, start, dimension, value, views, unique_views)
     SELECT * FROM (
       SELECT short_id, ${day} AS day, dimension, value, ${d.sum('views')} AS views, ${d.sum('unique_views')} AS unique_views
       FROM scan_dimensions WHERE start < ${d.p('before')} AND start % 86400000 <> 0 GROUP BY short_id, ${day}, dimension, value
     ) AS days WHERE true
     ON CONFLICT (short_id, start, dimension, value) DO UPDATE SET views = scan_dimensions.views + excluded.views,
       unique_views = scan_dimensions.unique_views + excluded.unique_views`,
    `DELETE FROM scan_dimensions WHERE start < ${d.p('before')} AND start % 86400000 <> 0`,
  ]
}

export interface BreakdownSqlRow {
  value: string
  views: number
  unique_views: number
}

/** '' is how a SQL row says unknown (a primary key holds no null). */
export const breakdownFromRow = (row: BreakdownSqlRow): BreakdownRow => ({
  value: row.value === '' ? null : row.value,
  views: Number(row.views),
  uniqueViews: Number(row.unique_views),
})

/** The columns of scan_events after id, in the order the engines insert them. */
export const EVENT_COLUMNS = ['short_id', 'at', 'is_unique', ...STATS_DIMENSIONS] as const
