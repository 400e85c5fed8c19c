import type { AccountStatsDimension, StatsDimension } from '@dynqr/contract'
import type { ScanBucket } from '../records.js'
import type { SaltStore } from '../scans/visitor-keys.js'

/** One value of a breakdown: its views and unique views (`value` null: unknown). */
export interface BreakdownRow {
  value: string | null
  views: number
  uniqueViews: number
}

/** A breakdown's order: most views first, ties by value (unknown as ''), as the SQL engines sort. */
export const byViews = (a: BreakdownRow, b: BreakdownRow): number =>
  b.views - a.views || ((a.value ?? '') < (b.value ?? '') ? -1 : (a.value ?? '') > (b.value ?? '') ? 1 : 0)

export interface StatsRead {
  buckets: ScanBucket[]
  breakdown: BreakdownRow[] | null
}

/**
 * Whose views a read covers: one code, or every code of an account (deleted ones too), or only
 * those of its codes that carry any of `tags` (lower-cased keys, code-tags.ts: a campaign).
 */
export type StatsScope = { shortId: string } | { accountId: string; tags?: readonly string[] }

/**
 * The read side and upkeep of scan analytics; the write side is `recordScan`, in the scan's
 * commit. Views are appended to a scan-event table and rolled up in the background into hourly
 * dimension buckets; reads add the buckets and the not-yet-rolled tail in one snapshot, so every
 * answer is exact at every moment (docs/decisions/0019-scan-analytics.md).
 */
export interface ScanAnalyticsRepository extends SaltStore {
  /**
   * In one snapshot (so they agree exactly): the scope's buckets with `from <= start < to`,
   * summed per start in time order, and with `groupBy` the views of those hours by value, most
   * views first (`shortId`: by code, an account's top codes; `tag`: by tag, a code with several
   * in each of their rows, the codes without tags as unknown). Unchecked scope: check first.
   */
  read(
    scope: StatsScope,
    from: number,
    to: number,
    groupBy?: AccountStatsDimension | StatsDimension,
  ): Promise<StatsRead>
  /** Rolls the events past the high-water mark into the dimension buckets; the number rolled. */
  rollUpEvents(): Promise<number>
  /**
   * Forgets what is over: the visitor keys (and salts) of days before `now`'s, and raw events
   * older than `eventRetentionDays` (0 keeps them forever); on PostgreSQL, by dropping partitions.
   */
  prune(now: number, eventRetentionDays: number): Promise<void>
}

/**
 * The most events one roll-up takes. A roll-up that took this many runs again at once (after the
 * event loop's pending work) instead of at the next tick of its timer, so a backlog is worked off
 * in steps short enough not to hold up scans.
 */
export const ROLL_UP_CHUNK = 10_000

/**
 * The dimensions any scanner can give any value (a Referer host, an Accept-Language subtag): per
 * code and UTC day only KEPT_VALUES_PER_DAY distinct values of each are kept, the first counted;
 * the views of the rest count as OTHER_VALUE (PRODUCT.md, "Resource limits every tenant lives
 * under"; docs/decisions/0019-scan-analytics.md). Roll-ups decide it, in the store's commit, so it
 * is exact on every engine and across instances; reads apply the same rule to the events not yet
 * rolled up. The views still all count: breakdowns stay exact sums.
 */
export const CAPPED_DIMENSIONS = ['referrer', 'language'] as const satisfies readonly StatsDimension[]
export const KEPT_VALUES_PER_DAY = 100
export const OTHER_VALUE = '(other)'
