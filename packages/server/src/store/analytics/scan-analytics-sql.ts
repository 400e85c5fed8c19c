import { STATS_DIMENSIONS, type StatsDimension } from '@dynqr/contract'
import {
  type BreakdownRow,
  CAPPED_DIMENSIONS,
  KEPT_VALUES_PER_DAY,
  OTHER_VALUE,
  ROLL_UP_CHUNK,
  type StatsScope,
} from '../../domain/analytics/scan-analytics-repository.js'

/**
 * SQL both engines share for scan analytics (docs/decisions/0019-scan-analytics.md).
 * `p(name)` writes a named parameter in the engine's syntax; `sum` wraps an aggregate so it
 * comes back as an integer (PostgreSQL's sum of bigint is numeric).
 */
export interface Dialect {
  p: (name: string) => string
  sum: (expression: string) => string
  /** The strings of a JSON array in parameter `name`, as a subquery's rows (a `tag=` filter's keys). */
  strings: (name: string) => string
}

/** The events not yet in scan_dimensions: after the high-water mark. */
const TAIL = 'id > (SELECT last_id FROM scan_rollup_mark)'

/** Whether the scope is an account's codes of some tags only (a campaign). */
export const isTagged = (scope: StatsScope) => !('shortId' in scope) && (scope.tags?.length ?? 0) > 0

/**
 * The scope's codes as a condition on `short_id`; tagged: a seek in qr_code_tags' primary key
 * (account_id, tag_key, short_id). Parameters: scope, and tags when tagged.
 */
const codesOf = (d: Dialect, scope: StatsScope) =>
  'shortId' in scope
    ? `short_id = ${d.p('scope')}`
    : isTagged(scope)
      ? `short_id IN (SELECT short_id FROM qr_code_tags WHERE account_id = ${d.p('scope')}
          AND tag_key IN (${d.strings('tags')}))`
      : `short_id IN (SELECT short_id FROM qr_codes WHERE account_id = ${d.p('scope')})`

export const scopeValue = (scope: StatsScope) => ('shortId' in scope ? scope.shortId : scope.accountId)

/** The parameters a scope gives: its id and, tagged, its tags' keys as a JSON array. */
export const scopeValues = (scope: StatsScope) => ({
  scope: scopeValue(scope),
  ...(isTagged(scope) && { tags: JSON.stringify('tags' in scope ? scope.tags : []) }),
})

/** A dimension's column in scan_events: its own name, checked against the contract's list. */
function column(dimension: StatsDimension): string {
  if (!STATS_DIMENSIONS.includes(dimension)) throw new Error(`Unknown dimension ${dimension}`)
  return dimension
}

const isCapped = (dimension: StatsDimension) => (CAPPED_DIMENSIONS as readonly string[]).includes(dimension)

/** The start of the UTC day of a row's `at` (events) or `start` (buckets). */
const dayOf = (instant: string) => `${instant} - ${instant} % 86400000`

/** Whether the code's day keeps `value` of `dimension` (scan_day_values; the dimension checked, so inlined). */
const keeps = (shortId: string, day: string, dimension: StatsDimension, value: string) =>
  `EXISTS (SELECT 1 FROM scan_day_values v WHERE v.short_id = ${shortId} AND v.day = ${day}
    AND v.dimension = '${column(dimension)}' AND v.value = ${value})`

/** How many values of `dimension` the code's day keeps already. */
const keptCount = (shortId: string, day: string, dimension: string) =>
  `(SELECT count(*) FROM scan_day_values v WHERE v.short_id = ${shortId} AND v.day = ${day} AND v.dimension = ${dimension})`

/**
 * An event's value as the roll-ups keep it: '' for unknown; a referrer or language its code's day
 * does not keep (the day's first KEPT_VALUES_PER_DAY were kept before it) as OTHER_VALUE.
 */
function keptValue(dimension: StatsDimension, e = 'e.'): string {
  const raw = `${e}${column(dimension)}`
  if (!isCapped(dimension)) return `COALESCE(${raw}, '')`
  return `CASE WHEN ${raw} IS NULL THEN '' WHEN ${keeps(`${e}short_id`, dayOf(`${e}at`), dimension, raw)} THEN ${raw}
    ELSE '${OTHER_VALUE}' END`
}

/**
 * The tail's rows for a breakdown: each event's value, a capped one as the roll-up will keep it —
 * itself when its day keeps it already or when it is among the first values its day can still
 * keep (ranked by first event, as the roll-up ranks them), else OTHER_VALUE. The ranks are taken
 * over the scope's whole tail, the range applied after, so a read agrees with the roll-up to come.
 */
function tailRows(d: Dialect, scope: StatsScope, dimension: StatsDimension): string {
  const inRange = (at: string) => `${at} >= ${d.p('from')} AND ${at} - ${at} % 3600000 < ${d.p('to')}`
  if (!isCapped(dimension)) {
    return `SELECT COALESCE(${column(dimension)}, '') AS value, views, unique_views AS uv FROM scan_events
      WHERE ${TAIL} AND ${codesOf(d, scope)} AND ${inRange('at')}`
  }
  const raw = `e.${column(dimension)}`
  return `SELECT CASE WHEN t.kept = 1 OR (t.rank <= ${KEPT_VALUES_PER_DAY}
        AND t.rank <= ${KEPT_VALUES_PER_DAY} - ${keptCount('t.short_id', 't.day', `'${column(dimension)}'`)})
      THEN t.value ELSE '${OTHER_VALUE}' END AS value, t.views, t.uv
    FROM (
      SELECT k.*, dense_rank() OVER (PARTITION BY k.short_id, k.day, k.kept ORDER BY k.first_id) AS rank FROM (
        SELECT e.short_id, e.at, ${dayOf('e.at')} AS day, COALESCE(${raw}, '') AS value, e.views, e.unique_views AS uv,
          CASE WHEN ${raw} IS NULL OR ${keeps('e.short_id', dayOf('e.at'), dimension, raw)} THEN 1 ELSE 0 END AS kept,
          min(e.id) OVER (PARTITION BY e.short_id, ${dayOf('e.at')}, ${raw}) AS first_id
        FROM scan_events e WHERE e.${TAIL} AND e.${codesOf(d, scope)}
      ) AS k
    ) AS t WHERE ${inRange('t.at')}`
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
      ${tailRows(d, scope, dimension)}
    ) AS rows GROUP BY value ORDER BY views DESC, value`
}

/** The top codes: views by code from the hourly buckets. Parameters: scope (the account), tags, from, to. */
export function topCodesSql(d: Dialect, scope: StatsScope): string {
  return `SELECT short_id AS value, ${d.sum('views')} AS views, ${d.sum('unique_views')} AS unique_views
    FROM scan_buckets WHERE ${codesOf(d, scope)} AND start >= ${d.p('from')} AND start < ${d.p('to')}
    GROUP BY short_id HAVING sum(views) > 0 ORDER BY views DESC, value`
}

/**
 * An account's views by custom domain (issue #42), '' for its codes on the site's own address.
 * Parameters: scope (the account), tags, from, to.
 */
export function accountDomainsSql(d: Dialect, scope: StatsScope): string {
  return `SELECT COALESCE(q.domain, '') AS value, ${d.sum('b.views')} AS views, ${d.sum('b.unique_views')} AS unique_views
    FROM scan_buckets b JOIN qr_codes q ON q.short_id = b.short_id
    WHERE b.${codesOf(d, scope)} AND b.start >= ${d.p('from')} AND b.start < ${d.p('to')}
    GROUP BY COALESCE(q.domain, '') HAVING sum(b.views) > 0 ORDER BY views DESC, value`
}

/**
 * An account's views by tag (issue #45), each tag as one of its codes writes it, '' for the codes
 * without tags. A code with several tags counts in each of their rows (the answer says so).
 * Parameters: scope (the account), tags, from, to.
 */
export function accountTagsSql(d: Dialect, scope: StatsScope): string {
  return `SELECT COALESCE(min(t.tag), '') AS value, ${d.sum('b.views')} AS views, ${d.sum('b.unique_views')} AS unique_views
    FROM scan_buckets b LEFT JOIN qr_code_tags t ON t.short_id = b.short_id
    WHERE b.${codesOf(d, scope)} AND b.start >= ${d.p('from')} AND b.start < ${d.p('to')}
    GROUP BY t.tag_key HAVING sum(b.views) > 0 ORDER BY views DESC, value`
}

/** An account's buckets summed per start. Parameters: scope (the account), tags, from, to. */
export function accountBucketsSql(d: Dialect, scope: StatsScope): string {
  return `SELECT start, ${d.sum('views')} AS views, ${d.sum('unique_views')} AS unique_views,
      ${d.sum('bot_hits')} AS bot_hits, ${d.sum('fallback_hits')} AS fallback_hits
    FROM scan_buckets WHERE ${codesOf(d, scope)} AND start >= ${d.p('from')} AND start < ${d.p('to')}
    GROUP BY start ORDER BY start`
}

/** The highest event id the next roll-up takes (at most `ROLL_UP_CHUNK` events). Parameter: last. */
export const rollUpLimitSql = (d: Dialect) =>
  `SELECT max(id) AS upto FROM (SELECT id FROM scan_events WHERE id > ${d.p('last')} ORDER BY id LIMIT ${ROLL_UP_CHUNK}) AS chunk`

/** The set columns' names, and a row's columns compared with a set's. */
const SET_COLUMNS = STATS_DIMENSIONS.map(column).join(', ')
const sameSet = (set: string, row: string) =>
  STATS_DIMENSIONS.map((dimension) => `${set}.${column(dimension)} = ${row}.${column(dimension)}`).join(' AND ')

/**
 * The roll-up of the events in (last, upto], three statements: the referrers and languages their
 * code's day keeps from now on (the first new ones, by first event, up to KEPT_VALUES_PER_DAY a
 * day), the dimension sets they show that are new (values the day does not keep as OTHER_VALUE),
 * then their views added to the buckets of their code, hour and set. One sort of the events and
 * one bucket per code, hour and set (six per code and hour took six sorts and six buckets:
 * docs/performance.md, "Scan analytics"). Parameters: last, upto.
 */
export function rollUpEventsSql(d: Dialect): string[] {
  const chunk = `e.id > ${d.p('last')} AND e.id <= ${d.p('upto')}`
  const newValues = CAPPED_DIMENSIONS.map(
    (dimension) => `SELECT e.short_id, ${dayOf('e.at')} AS day, '${column(dimension)}' AS dimension,
        e.${column(dimension)} AS value, min(e.id) AS first_id
      FROM scan_events e WHERE ${chunk} AND e.${column(dimension)} IS NOT NULL
      GROUP BY e.short_id, ${dayOf('e.at')}, e.${column(dimension)}`,
  ).join(' UNION ALL ')
  const kept = STATS_DIMENSIONS.map((dimension) => keptValue(dimension))
  return [
    `INSERT INTO scan_day_values (short_id, day, dimension, value)
      SELECT short_id, day, dimension, value FROM (
        SELECT n.short_id, n.day, n.dimension, n.value,
          row_number() OVER (PARTITION BY n.short_id, n.day, n.dimension ORDER BY n.first_id) AS rank
        FROM (${newValues}) AS n
        WHERE NOT EXISTS (SELECT 1 FROM scan_day_values v WHERE v.short_id = n.short_id AND v.day = n.day
          AND v.dimension = n.dimension AND v.value = n.value)
      ) AS ranked
      WHERE rank <= ${KEPT_VALUES_PER_DAY}
        AND rank <= ${KEPT_VALUES_PER_DAY} - ${keptCount('ranked.short_id', 'ranked.day', 'ranked.dimension')}
      ON CONFLICT DO NOTHING`,
    `INSERT INTO scan_dimension_sets (${SET_COLUMNS})
      SELECT DISTINCT ${kept.join(', ')} FROM scan_events e WHERE ${chunk}
      ON CONFLICT DO NOTHING`,
    `INSERT INTO scan_set_buckets (short_id, start, dimension_set, views, unique_views)
      SELECT * FROM (
        SELECT k.short_id, k.start, s.id AS dimension_set, ${d.sum('k.views')} AS views,
          ${d.sum('k.unique_views')} AS unique_views
        FROM (
          SELECT e.short_id, e.at - e.at % 3600000 AS start, e.views, e.unique_views,
            ${kept.map((value, index) => `${value} AS ${STATS_DIMENSIONS[index]}`).join(', ')}
          FROM scan_events e WHERE ${chunk}
        ) AS k JOIN scan_dimension_sets s ON ${sameSet('s', 'k')}
        GROUP BY k.short_id, k.start, s.id
      ) AS rolled WHERE true
      ON CONFLICT (short_id, start, dimension_set) DO UPDATE SET views = scan_set_buckets.views + excluded.views,
        unique_views = scan_set_buckets.unique_views + excluded.unique_views`,
  ]
}

/**
 * The kept values of days that are over and whose events are all rolled up (the upkeep's prune).
 * Parameter: before (the start of yesterday: yesterday's late events may still be rolled up).
 */
export const pruneDayValuesSql = (d: Dialect) =>
  `DELETE FROM scan_day_values WHERE day < ${d.p('before')} AND day < (
    SELECT COALESCE(min(${dayOf('at')}), ${d.p('before')}) FROM scan_events WHERE ${TAIL})`

/**
 * Retention: hourly buckets by dimension set, and those by dimension from before sets, before
 * `before` (a day boundary) merged into their day, each day keeping at most KEPT_VALUES_PER_DAY
 * referrers and languages per code — the most viewed; the rest merged into OTHER_VALUE (hours
 * rolled up before the cap, or by a day whose first values were not its most viewed) — and the
 * dimension sets no bucket uses any more deleted. Parameter: before.
 */
export function rollUpDimensionDaysSql(d: Dialect): string[] {
  const before = d.p('before')
  const past = (row = '') => `${row}start < ${before} AND ${row}start % 86400000 <> 0`
  const sums = `${d.sum('views')} AS views, ${d.sum('unique_views')} AS unique_views`
  const add = (table: string) =>
    `views = ${table}.views + excluded.views, unique_views = ${table}.unique_views + excluded.unique_views`
  const notOther = (value: string) => `${value} <> '' AND ${value} <> '${OTHER_VALUE}'`
  // Every value the past hours show, by code, day and dimension, from the sets' and the old buckets.
  const shown = [
    ...CAPPED_DIMENSIONS.map(
      (dimension) => `SELECT b.short_id, ${dayOf('b.start')} AS day, '${column(dimension)}' AS dimension,
          s.${column(dimension)} AS value, b.views
        FROM scan_set_buckets b JOIN scan_dimension_sets s ON s.id = b.dimension_set
        WHERE ${past('b.')} AND ${notOther(`s.${column(dimension)}`)}`,
    ),
    `SELECT short_id, ${dayOf('start')} AS day, dimension, value, views FROM scan_dimensions
      WHERE ${past()} AND dimension IN (${CAPPED_DIMENSIONS.map((c) => `'${column(c)}'`).join(', ')}) AND ${notOther('value')}`,
  ].join(' UNION ALL ')
  // A past hour's set as its day keeps it.
  const dayValue = (dimension: StatsDimension) =>
    isCapped(dimension)
      ? `CASE WHEN s.${column(dimension)} IN ('', '${OTHER_VALUE}')
          OR ${keeps('b.short_id', dayOf('b.start'), dimension, `s.${column(dimension)}`)}
        THEN s.${column(dimension)} ELSE '${OTHER_VALUE}' END`
      : `s.${column(dimension)}`
  const daySet = STATS_DIMENSIONS.map((dimension) => `${dayValue(dimension)} AS ${column(dimension)}`).join(', ')
  const pastSets = `scan_set_buckets b JOIN scan_dimension_sets s ON s.id = b.dimension_set WHERE ${past('b.')}`
  const oldValue = `CASE WHEN dimension NOT IN (${CAPPED_DIMENSIONS.map((c) => `'${column(c)}'`).join(', ')})
      OR value IN ('', '${OTHER_VALUE}')
      OR EXISTS (SELECT 1 FROM scan_day_values v WHERE v.short_id = scan_dimensions.short_id
        AND v.day = ${dayOf('scan_dimensions.start')} AND v.dimension = scan_dimensions.dimension AND v.value = scan_dimensions.value)
    THEN value ELSE '${OTHER_VALUE}' END`
  return [
    // The days' kept values are chosen afresh: the most viewed.
    `DELETE FROM scan_day_values WHERE day < ${before}`,
    `INSERT INTO scan_day_values (short_id, day, dimension, value)
     SELECT short_id, day, dimension, value FROM (
       SELECT short_id, day, dimension, value,
         row_number() OVER (PARTITION BY short_id, day, dimension ORDER BY sum(views) DESC, value) AS rank
       FROM (${shown}) AS shown GROUP BY short_id, day, dimension, value
     ) AS ranked WHERE rank <= ${KEPT_VALUES_PER_DAY}
     ON CONFLICT DO NOTHING`,
    `INSERT INTO scan_dimension_sets (${SET_COLUMNS}) SELECT DISTINCT ${daySet} FROM ${pastSets}
     ON CONFLICT DO NOTHING`,
    `INSERT INTO scan_set_buckets (short_id, start, dimension_set, views, unique_views)
     SELECT * FROM (
       SELECT k.short_id, k.day, n.id AS dimension_set, ${d.sum('k.views')} AS views, ${d.sum('k.unique_views')} AS unique_views
       FROM (
         SELECT b.short_id, ${dayOf('b.start')} AS day, b.views, b.unique_views, ${daySet} FROM ${pastSets}
       ) AS k JOIN scan_dimension_sets n ON ${sameSet('n', 'k')}
       GROUP BY k.short_id, k.day, n.id
     ) AS days WHERE true
     ON CONFLICT (short_id, start, dimension_set) DO UPDATE SET ${add('scan_set_buckets')}`,
    `DELETE FROM scan_set_buckets WHERE ${past()}`,
    `INSERT INTO scan_dimensions (short_id, start, dimension, value, views, unique_views)
     SELECT * FROM (
       SELECT short_id, day, dimension, kept, ${sums} FROM (
         SELECT short_id, ${dayOf('start')} AS day, dimension, ${oldValue} AS kept, views, unique_views
         FROM scan_dimensions WHERE ${past()}
       ) AS old GROUP BY short_id, day, dimension, kept
     ) AS days WHERE true
     ON CONFLICT (short_id, start, dimension, value) DO UPDATE SET ${add('scan_dimensions')}`,
    `DELETE FROM scan_dimensions WHERE ${past()}`,
    // Sets no bucket uses, once a day's roll-up has re-kept values (so not every hour for nothing).
    `DELETE FROM scan_dimension_sets WHERE EXISTS (SELECT 1 FROM scan_day_values WHERE day < ${before})
      AND NOT EXISTS (SELECT 1 FROM scan_set_buckets b WHERE b.dimension_set = scan_dimension_sets.id)`,
    `DELETE FROM scan_day_values WHERE day < ${before}`,
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
