import {
  type AccountStats,
  type AccountStatsQuery,
  openapiDocument,
  type QrCodeStats,
  type QrCodeStatsQuery,
} from '@dynqr/contract'
import type { QrCodeRepository } from '../codes/qr-code-repository.js'
import { tagKeys } from '../codes/code-tags.js'
import { rangeSeries, statsRange } from '../codes/qr-code-stats.js'
import { DomainError } from '../domain-error.js'
import { type BreakdownRow, byViews, OTHER_VALUE, type ScanAnalyticsRepository } from './scan-analytics-repository.js'

const NOT_FOUND_MESSAGE = 'QR code not found'

/** The most rows a breakdown has: the contract's StatsBreakdown maxItems. */
export const MAX_BREAKDOWN_ROWS =
  (openapiDocument.components as { schemas: Record<string, { maxItems?: number }> }).schemas.StatsBreakdown?.maxItems ??
  100_000

/**
 * A breakdown within MAX_BREAKDOWN_ROWS: past it (an account's referrers over a long range), the
 * least viewed rows are added to OTHER_VALUE's, so that the views still add up to the totals.
 */
export function boundedBreakdown(rows: BreakdownRow[], max = MAX_BREAKDOWN_ROWS): BreakdownRow[] {
  if (rows.length <= max) return rows
  const kept = rows.filter((row) => row.value !== OTHER_VALUE).slice(0, max - 1)
  const shown = new Set(kept)
  const other = { value: OTHER_VALUE, views: 0, uniqueViews: 0 }
  for (const row of rows) {
    if (shown.has(row)) continue
    other.views += row.views
    other.uniqueViews += row.uniqueViews
  }
  return [...kept, other].sort(byViews)
}

const present = (rows: BreakdownRow[] | null) => (rows === null ? {} : { breakdown: boundedBreakdown(rows) })

/**
 * Scan statistics with analytics: a code's, or an account's over all its codes, with unique
 * views and, with `groupBy`, a breakdown read in the same snapshot as the series so that its
 * views add up exactly to the totals.
 */
export class ScanStatsService {
  readonly #codes: QrCodeRepository
  readonly #analytics: ScanAnalyticsRepository
  readonly #now: () => number

  constructor(codes: QrCodeRepository, analytics: ScanAnalyticsRepository, now: () => number = Date.now) {
    this.#codes = codes
    this.#analytics = analytics
    this.#now = now
  }

  async codeStats(accountId: string, shortId: string, query: QrCodeStatsQuery): Promise<QrCodeStats> {
    const range = statsRange(query, this.#now())
    if (!(await this.#codes.findById(accountId, shortId))) throw new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE)
    const read = await this.#analytics.read({ shortId }, range.from, range.to, query.groupBy)
    return { success: true, shortId, ...rangeSeries(range, read.buckets), ...present(read.breakdown) }
  }

  async accountStats(accountId: string, query: AccountStatsQuery): Promise<AccountStats> {
    const range = statsRange(query, this.#now())
    const tags = tagKeys(query.tag)
    const scope = tags.length > 0 ? { accountId, tags } : { accountId }
    const read = await this.#analytics.read(scope, range.from, range.to, query.groupBy)
    // By tag, a code with several tags counts in each of their rows: the answer says so.
    const overlaps = query.groupBy === 'tag' ? { breakdownOverlaps: true } : {}
    return { success: true, ...rangeSeries(range, read.buckets), ...present(read.breakdown), ...overlaps }
  }
}
