import type { ListQuery, QrCodeChanges } from '../domain/records.js'
import { optionsToJson } from './options-json.js'

/**
 * SQL both engines share for the lifecycle of a code: the update of its fields, the rule that
 * decides whether a scan goes to the target, the hourly bucket upsert and the list filters.
 * `param(name)` writes a named parameter in the engine's syntax (`@name`, `$n::type`).
 */

/**
 * Whether a scan at the time in parameter `now` still goes to the target: domain/scan-rule.ts's
 * `isLive` in SQL, held to it by test/store/scan-rule-model.test.ts.
 */
export const liveCondition = (now: string) =>
  `active = 1 AND (expires_at IS NULL OR expires_at > ${now}) AND (max_scans IS NULL OR views < max_scans)`

/** The parameters of an update: `set_x` says whether the request carries `x` (null clears it). */
export interface UpdateParams {
  id: string
  account: string
  now: number
  target: string | null
  options: string | null
  set_expires: number
  expires: number | null
  set_max: number
  max: number | null
  set_fallback: number
  fallback: string | null
  active: number | null
}

export function updateParams(accountId: string, shortId: string, changes: QrCodeChanges, now: number): UpdateParams {
  return {
    id: shortId,
    account: accountId,
    now,
    target: changes.targetUrl ?? null,
    options: changes.options ? optionsToJson(changes.options) : null,
    set_expires: changes.expiresAt === undefined ? 0 : 1,
    expires: changes.expiresAt ?? null,
    set_max: changes.maxScans === undefined ? 0 : 1,
    max: changes.maxScans ?? null,
    set_fallback: changes.fallbackUrl === undefined ? 0 : 1,
    fallback: changes.fallbackUrl ?? null,
    active: changes.active === undefined ? null : changes.active ? 1 : 0,
  }
}

/**
 * `UPDATE qr_codes SET … WHERE …`: COALESCE keeps what the request did not carry, `set_x`
 * tells a cleared field from a missing one, and updated_at moves only on a real change.
 */
export function updateStatement(param: (name: keyof UpdateParams) => string, distinct: string, returning: string) {
  const next: Record<string, string> = {
    target_url: `COALESCE(${param('target')}, target_url)`,
    options: `COALESCE(${param('options')}, options)`,
    expires_at: `CASE WHEN ${param('set_expires')} = 1 THEN ${param('expires')} ELSE expires_at END`,
    max_scans: `CASE WHEN ${param('set_max')} = 1 THEN ${param('max')} ELSE max_scans END`,
    fallback_url: `CASE WHEN ${param('set_fallback')} = 1 THEN ${param('fallback')} ELSE fallback_url END`,
    active: `COALESCE(${param('active')}, active)`,
  }
  const sets = Object.entries(next).map(([column, value]) => `${column} = ${value}`)
  const changed = Object.entries(next).map(([column, value]) => `${value} ${distinct} ${column}`)
  // A new expiry is announced again when it passes (the expiry sweep, issue #20).
  const expiryMoved = `${param('set_expires')} = 1 AND ${param('expires')} ${distinct} expires_at`
  return `UPDATE qr_codes SET ${sets.join(', ')},
            expiry_announced_at = CASE WHEN ${expiryMoved} THEN NULL ELSE expiry_announced_at END,
            updated_at = CASE WHEN ${changed.join(' OR ')} THEN ${param('now')} ELSE updated_at END
          WHERE short_id = ${param('id')} AND account_id = ${param('account')} AND deleted_at IS NULL
          RETURNING ${returning}`
}

/** The list's filters as SQL conditions (each starting with AND) and their values, in order. */
export function listFilters(
  query: ListQuery,
  param: (index: number) => string,
  contains: (haystack: string, needle: string) => string,
) {
  const conditions: string[] = []
  const values: (string | number)[] = []
  if (query.q !== undefined) {
    const needle = () => {
      values.push(query.q?.toLowerCase() ?? '')
      return param(values.length)
    }
    conditions.push(`AND (${contains('lower(target_url)', needle())} OR ${contains('lower(short_id)', needle())})`)
  }
  if (query.active !== undefined) {
    values.push(query.active ? 1 : 0)
    conditions.push(`AND active = ${param(values.length)}`)
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
    `INSERT INTO scan_buckets (short_id, start, views, bot_hits, fallback_hits)
     SELECT * FROM (
       SELECT short_id, ${day} AS day, sum(views) AS views, sum(bot_hits) AS bot_hits,
              sum(fallback_hits) AS fallback_hits
       FROM scan_buckets WHERE start < ${before} AND start % 86400000 <> 0 GROUP BY short_id, ${day}
     ) AS days WHERE true
     ON CONFLICT (short_id, start) DO UPDATE SET views = scan_buckets.views + excluded.views,
       bot_hits = scan_buckets.bot_hits + excluded.bot_hits,
       fallback_hits = scan_buckets.fallback_hits + excluded.fallback_hits`,
    `DELETE FROM scan_buckets WHERE start < ${before} AND start % 86400000 <> 0`,
  ]
}

/** Whether the code, as its row now is, was live apart from its expiry: an expiry deactivates it. */
export const LIVE_BUT_FOR_EXPIRY = 'active = 1 AND (max_scans IS NULL OR views < max_scans)'

/** Expiries announced per sweep at most; the next round takes the rest. */
export const EXPIRY_SWEEP_LIMIT = 500
