import type { QrCodeStats, QrCodeStatsQuery, ScanCounts, StatsInterval } from '@dynqr/contract'
import { DomainError } from '../domain-error.js'
import { DAY_MS, HOUR_MS, type ScanBucket } from '../records.js'
import { parseInstant } from './lifecycle.js'

/** The most buckets one stats answer holds (41 days by hour, 2¾ years by day). */
export const MAX_STATS_BUCKETS = 1000
const DEFAULT_RANGE_MS = 30 * DAY_MS
const WIDTH: Readonly<Record<StatsInterval, number>> = { hour: HOUR_MS, day: DAY_MS }

export interface StatsRange {
  interval: StatsInterval
  /** The start of the first bucket. */
  from: number
  /** The end of the range, exclusive. */
  to: number
  /** The number of buckets. */
  count: number
}

/** The range a stats query asks for, with its defaults (the last 30 days by day), or a 400. */
export function statsRange(query: Pick<QrCodeStatsQuery, 'from' | 'to' | 'interval'>, now: number): StatsRange {
  const interval = query.interval ?? 'day'
  const width = WIDTH[interval]
  const to = query.to === undefined ? now : parseInstant('to', query.to)
  const requestedFrom = query.from === undefined ? to - DEFAULT_RANGE_MS : parseInstant('from', query.from)
  if (requestedFrom >= to) throw DomainError.invalidField('from', 'from must be before to')
  const from = Math.floor(requestedFrom / width) * width
  const count = Math.ceil((to - from) / width)
  if (count > MAX_STATS_BUCKETS) {
    throw DomainError.invalidField(
      'from',
      `The range holds ${count} ${interval} buckets; at most ${MAX_STATS_BUCKETS} are allowed`,
    )
  }
  return { interval, from, to, count }
}

/** No scans (the store's scan log counts with these too). */
export const zeroScanCounts = (): ScanCounts => ({ views: 0, uniqueViews: 0, botHits: 0, fallbackHits: 0 })

/** Adds `bucket`'s counts to `into`. */
export function addScanCounts(into: ScanCounts, bucket: ScanCounts): void {
  into.views += bucket.views
  into.uniqueViews += bucket.uniqueViews
  into.botHits += bucket.botHits
  into.fallbackHits += bucket.fallbackHits
}

/** The stats answer: the stored hourly buckets summed into every bucket of the range, zeros included. */
export function statsSeries(shortId: string, range: StatsRange, stored: readonly ScanBucket[]): QrCodeStats {
  return { success: true, shortId, ...rangeSeries(range, stored) }
}

/** Every bucket of the range with the stored buckets summed into it, and their totals. */
export function rangeSeries(range: StatsRange, stored: readonly ScanBucket[]) {
  const width = WIDTH[range.interval]
  const series = Array.from({ length: range.count }, zeroScanCounts)
  const totals = zeroScanCounts()
  for (const bucket of stored) {
    const slot = series[Math.floor((bucket.start - range.from) / width)]
    if (!slot) continue
    addScanCounts(slot, bucket)
    addScanCounts(totals, bucket)
  }
  return {
    interval: range.interval,
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    totals,
    series: series.map((counts, i) => ({ start: new Date(range.from + i * width).toISOString(), ...counts })),
  } satisfies Omit<QrCodeStats, 'success' | 'shortId'>
}
