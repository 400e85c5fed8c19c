import type { AccountStats, AccountStatsQuery, QrCodeStats, QrCodeStatsQuery } from '@dynqr/contract'
import { DomainError } from './domain-error.js'
import type { QrCodeRepository } from './qr-code-repository.js'
import { rangeSeries, statsRange } from './qr-code-stats.js'
import type { BreakdownRow, ScanAnalyticsRepository } from './scan-analytics-repository.js'

const NOT_FOUND_MESSAGE = 'QR code not found'

const present = (rows: BreakdownRow[] | null) => (rows === null ? {} : { breakdown: rows })

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
    const read = await this.#analytics.read({ accountId }, range.from, range.to, query.groupBy)
    return { success: true, ...rangeSeries(range, read.buckets), ...present(read.breakdown) }
  }
}
