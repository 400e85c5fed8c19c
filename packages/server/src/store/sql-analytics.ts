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
 * statement (one snapshot), so the answer is exact whatever the roll-up is doing. The buckets
 * are those by dimension set (the value is the set's) and, from before sets, those by dimension.
 * Parameters: scope, dimension, from, to.
 */
export function breakdownSql(d: Dialect, scope: StatsScope, dimension: StatsDimension): string {
  const hours = `start >= ${d.p('from')} AND start < ${d.p('to')}`
  return `SELECT value, ${d.sum('views')} AS views, ${d.sum('uv')} AS unique_views FROM (
      SELECT s.${column(dimension)} AS value, b.views, b.unique_views AS uv
      FROM scan_set_buckets b JOIN scan_dimension_sets s ON s.id = b.dimension_set
      WHERE ${codesOf(d, scope)} AND ${hours}
      UNION ALL
      SELECT value, views, unique_views AS uv FROM scan_dimensions
      WHERE ${codesOf(d, scope)} AND dimension = ${d.p('dimension')} AND ${hours}
      UNION ALL
      SELECT COALESCE(${column(dimension)}, '') AS value, views, unique_views AS uv FROM scan_events
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

/** An event's dimensions as a set's columns hold them: '' for unknown. */
const knownValues = (row: string) => STATS_DIMENSIONS.map((dimension) => `COALESCE(${row}${column(dimension)}, '')`)

/**
 * The roll-up of the events in (last, upto], two statements: the dimension sets they show that
 * are new, then their views added to the buckets of their code, hour and set. One sort of the
 * events and one bucket per code, hour and set (six per code and hour took six sorts and six
 * buckets: docs/performance.md, "Scan analytics"). Parameters: last, upto.
 */
export function rollUpEventsSql(d: Dialect): string[] {
  const chunk = `e.id > ${d.p('last')} AND e.id <= ${d.p('upto')}`
  const sameSet = STATS_DIMENSIONS.map((dimension, index) => `s.${column(dimension)} = ${knownValues('e.')[index]}`)
  return [
    `INSERT INTO scan_dimension_sets (${STATS_DIMENSIONS.map(column).join(', ')})
      SELECT DISTINCT ${knownValues('e.').join(', ')} FROM scan_events e WHERE ${chunk}
      ON CONFLICT DO NOTHING`,
    `INSERT INTO scan_set_buckets (short_id, start, dimension_set, views, unique_views)
      SELECT * FROM (
        SELECT e.short_id, e.at - e.at % 3600000 AS start, s.id AS dimension_set, ${d.sum('e.views')} AS views,
          ${d.sum('e.unique_views')} AS unique_views
        FROM scan_events e JOIN scan_dimension_sets s ON ${sameSet.join(' AND ')}
        WHERE ${chunk}
        GROUP BY e.short_id, e.at - e.at % 3600000, s.id
      ) AS rolled WHERE true
      ON CONFLICT (short_id, start, dimension_set) DO UPDATE SET views = scan_set_buckets.views + excluded.views,
        unique_views = scan_set_buckets.unique_views + excluded.unique_views`,
  ]
}

/**
 * Retention: hourly buckets by dimension set, and those by dimension from before sets, before
 * `before` (a day boundary) merged into their day. Parameter: before.
 */
export function rollUpDimensionDaysSql(d: Dialect): string[] {
  const day = 'start - start % 86400000'
  const past = `start < ${d.p('before')} AND start % 86400000 <> 0`
  const sums = `${d.sum('views')} AS views, ${d.sum('unique_views')} AS unique_views`
  const add = (table: string) =>
    `views = ${table}.views + excluded.views, unique_views = ${table}.unique_views + excluded.unique_views`
  return [
    `INSERT INTO scan_set_buckets (short_id, start, dimension_set, views, unique_views)
     SELECT * FROM (
       SELECT short_id, ${day} AS day, dimension_set, ${sums} FROM scan_set_buckets WHERE ${past}
       GROUP BY short_id, ${day}, dimension_set
     ) AS days WHERE true
     ON CONFLICT (short_id, start, dimension_set) DO UPDATE SET ${add('scan_set_buckets')}`,
    `DELETE FROM scan_set_buckets WHERE ${past}`,
    `INSERT INTO scan_dimensions (short_id, start, dimension, value, views, unique_views)
     SELECT * FROM (
       SELECT short_id, ${day} AS day, dimension, value, ${sums} FROM scan_dimensions WHERE ${past}
       GROUP BY short_id, ${day}, dimension, value
     ) AS days WHERE true
     ON CONFLICT (short_id, start, dimension, value) DO UPDATE SET ${add('scan_dimensions')}`,
    `DELETE FROM scan_dimensions WHERE ${past}`,
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

/**
 * The columns of scan_events after id, in the order the engines insert them. A row is a run of
 * views of one code at one instant with the same dimensions: `views` of them, `unique_views` of
 * which were their visitor's first of the code that day.
 */
export const EVENT_COLUMNS = ['short_id', 'at', 'views', 'unique_views', ...STATS_DIMENSIONS] as const
