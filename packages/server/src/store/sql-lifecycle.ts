import { EDITABLE_FIELDS, QR_CODE_FIELDS, SEARCHABLE_FIELDS } from '../domain/qr-code-fields.js'
import type { ListFilters, QrCodeChanges } from '../domain/records.js'
import { tagKeys } from '../domain/codes/code-tags.js'
import { Sql } from './sql/sql.js'
import { CODE_COLUMNS, toColumn } from './sql-rows.js'

/**
 * SQL both engines share for the lifecycle of a code: the update of its fields, the rule that
 * decides whether a scan goes to the target, the hourly bucket upsert and the list filters.
 * `param(name)` writes a named parameter in the engine's syntax (`@name`, `$n::type`).
 */

/** What max_scans is compared with (domain/scans/scan-rule.ts, limitCount): views, or the lifetime unique views. */
export const LIMIT_COUNT = `(CASE WHEN scan_limit_counts = 'uniqueViews' THEN unique_views ELSE views END)`

/**
 * Whether a scan at the time in parameter `now` still goes to the target: domain/scans/scan-rule.ts's
 * `isLive` in SQL, held to it by test/store/scan-rule-model.test.ts.
 */
export const liveCondition = (now: string) =>
  `${runningCondition(now)} AND (max_scans IS NULL OR ${LIMIT_COUNT} < max_scans)`

/** `liveCondition` but the limit: for a scan path that counts beyond the row (SQLite's scan log). */
export const runningCondition = (now: string) => `active = 1 AND (expires_at IS NULL OR expires_at > ${now})`

/** The parameters every update has before the fields' own, with their PostgreSQL types. */
const FIXED_PARAMS: readonly [string, 'text' | 'bigint'][] = [
  ['id', 'text'],
  ['account', 'text'],
  ['now', 'bigint'],
]

/**
 * Every parameter of an update by name, in a fixed order, with its PostgreSQL type: the code
 * (`id`, `account`), the time (`now`) and, for each editable field of the field table,
 * `set_<column>` (1 when the request carries the field; a `null` value then clears it) and
 * `v_<column>` (its value as the column keeps it).
 */
export const UPDATE_PARAMS: readonly [name: string, type: string][] = [
  ...FIXED_PARAMS,
  ...EDITABLE_FIELDS.flatMap(([, spec]): [string, string][] => [
    [`set_${spec.column}`, 'integer'],
    [`v_${spec.column}`, spec.kind === 'integer' || spec.kind === 'boolean' ? 'bigint' : 'text'],
  ]),
]

/**
 * `UPDATE qr_codes SET … WHERE …`, one `CASE` per editable field: `set_x` tells a field the
 * request carries (a `null` clearing it) from one it leaves as stored; updated_at moves only on
 * a real change.
 */
export function updateStatement(param: (name: string) => string, distinct: string, returning: string) {
  const next = EDITABLE_FIELDS.map(
    ([, { column }]) =>
      [column, `CASE WHEN ${param(`set_${column}`)} = 1 THEN ${param(`v_${column}`)} ELSE ${column} END`] as const,
  )
  const sets = next.map(([column, value]) => `${column} = ${value}`)
  const changed = next.map(([column, value]) => `${value} ${distinct} ${column}`)
  // A new expiry is announced again when it passes (the expiry sweep, issue #20).
  const expires = QR_CODE_FIELDS.expiresAt.column
  const expiryMoved = `${param(`set_${expires}`)} = 1 AND ${param(`v_${expires}`)} ${distinct} ${expires}`
  return `UPDATE qr_codes SET ${sets.join(', ')},
            expiry_announced_at = CASE WHEN ${expiryMoved} THEN NULL ELSE expiry_announced_at END,
            updated_at = CASE WHEN ${changed.join(' OR ')} THEN ${param('now')} ELSE updated_at END
          WHERE short_id = ${param('id')} AND account_id = ${param('account')} AND deleted_at IS NULL
          RETURNING ${returning}`
}

/**
 * The list's filters as SQL conditions (each starting with AND) and their values, in order.
 * `contains(column, needle)`: the engine's test that the column, lower-cased as JavaScript does
 * (Unicode, not only ASCII), contains the lower-cased needle. `tag`: the codes of `accountId` that
 * carry any of the tags (qr_code_tags, kept by triggers).
 */
export function listFilters(
  query: ListFilters,
  param: (index: number) => string,
  contains: (haystack: string, needle: string) => string,
  accountId = '',
) {
  const conditions: string[] = []
  const values: (string | number)[] = []
  if (query.q !== undefined) {
    const needle = () => {
      values.push(query.q?.toLowerCase() ?? '')
      return param(values.length)
    }
    const matches = SEARCHABLE_FIELDS.map((field) => contains(QR_CODE_FIELDS[field].column, needle()))
    conditions.push(`AND (${matches.join(' OR ')})`)
  }
  if (query.active !== undefined) {
    values.push(query.active ? 1 : 0)
    conditions.push(`AND active = ${param(values.length)}`)
  }
  const tags = tagKeys(query.tag)
  if (tags.length > 0) {
    // A seek in qr_code_tags' primary key (account_id, tag_key, short_id): the account's codes
    // with any of the tags, whatever how many codes the account has.
    values.push(accountId)
    const account = param(values.length)
    const keys = tags.map((key) => {
      values.push(key)
      return param(values.length)
    })
    conditions.push(
      `AND short_id IN (SELECT t.short_id FROM qr_code_tags t WHERE t.account_id = ${account} AND t.tag_key IN (${keys.join(', ')}))`,
    )
  }
  return { conditions: conditions.join(' '), values }
}

/** Hourly buckets: the hour a scan at `now` falls in. */
export const hourOf = (now: number) => now - (now % 3_600_000)

/**
 * Retention: the hourly buckets before `before` (a day boundary) merged into one bucket per
 * code and day, at the day's first hour, then removed. Run in one transaction.
 */
export function rollUpStatements(before: string): [merge: string, prune: string] {
  const day = 'start - start % 86400000'
  return [
    `INSERT INTO scan_buckets (short_id, start, views, unique_views, bot_hits, fallback_hits)
     SELECT * FROM (
       SELECT short_id, ${day} AS day, sum(views) AS views, sum(unique_views) AS unique_views, sum(bot_hits) AS bot_hits,
              sum(fallback_hits) AS fallback_hits
       FROM scan_buckets WHERE start < ${before} AND start % 86400000 <> 0 GROUP BY short_id, ${day}
     ) AS days WHERE true
     ON CONFLICT (short_id, start) DO UPDATE SET views = scan_buckets.views + excluded.views,
       unique_views = scan_buckets.unique_views + excluded.unique_views,
       bot_hits = scan_buckets.bot_hits + excluded.bot_hits,
       fallback_hits = scan_buckets.fallback_hits + excluded.fallback_hits`,
    `DELETE FROM scan_buckets WHERE start < ${before} AND start % 86400000 <> 0`,
  ]
}

/** Whether the code, as its row now is, was live apart from its expiry: an expiry deactivates it. */
export const LIVE_BUT_FOR_EXPIRY = `active = 1 AND (max_scans IS NULL OR ${LIMIT_COUNT} < max_scans)`

/** Expiries announced per sweep at most; the next round takes the rest. */
export const EXPIRY_SWEEP_LIMIT = 500

/**
 * `updateStatement` as one text of `CAST(? AS type)` placeholders, and for each placeholder the
 * index of its parameter in UPDATE_PARAMS' order (a name may stand in several places).
 */
const UPDATE_TEMPLATE = (() => {
  const types = new Map(UPDATE_PARAMS)
  const order = UPDATE_PARAMS.map(([name]) => name)
  const slots: number[] = []
  const text = updateStatement((name) => `\u0000${name}\u0000`, 'IS DISTINCT FROM', CODE_COLUMNS).replace(
    /\u0000(\w+)\u0000/g,
    (_, name: string) => {
      slots.push(order.indexOf(name))
      return `CAST(? AS ${types.get(name) === 'text' ? 'TEXT' : 'BIGINT'})`
    },
  )
  return { text, slots }
})()

/**
 * The update of one code (`updateStatement`) as a statement of the seam, for either engine: the
 * parameters in UPDATE_PARAMS' order, then placed, without an object keyed by name (a
 * dictionary of some 40 names built and read on every update cost ≈ 7 % of its store CPU).
 */
export function updateSql(accountId: string, shortId: string, changes: QrCodeChanges, now: number): Sql {
  const params: (string | number | null)[] = [shortId, accountId, now]
  for (const [name, spec] of EDITABLE_FIELDS) {
    const value = changes[name]
    params.push(value === undefined ? 0 : 1, value === undefined ? null : toColumn(spec.kind, value))
  }
  return new Sql(
    UPDATE_TEMPLATE.text,
    UPDATE_TEMPLATE.slots.map((slot) => params[slot] ?? null),
  )
}
