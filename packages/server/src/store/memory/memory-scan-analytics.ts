import { type AccountStatsDimension, STATS_DIMENSIONS, type StatsDimension } from '@dynqr/contract'
import { DAY_MS, HOUR_MS, type ScanBucket } from '../../domain/records.js'
import {
  type BreakdownRow,
  byViews,
  CAPPED_DIMENSIONS,
  KEPT_VALUES_PER_DAY,
  OTHER_VALUE,
  type ScanAnalyticsRepository,
  type StatsRead,
  type StatsScope,
} from '../../domain/scan-analytics-repository.js'
import type { ScanView } from '../../domain/scan-analyzer.js'
import type { ScanDimensions } from '../../domain/scan-dimensions.js'
import { ProcessSalts } from '../../domain/visitor-keys.js'

interface ScanEvent {
  id: number
  shortId: string
  at: number
  unique: 0 | 1
  dimensions: ScanDimensions
}

interface DimensionBucket {
  shortId: string
  start: number
  dimension: StatsDimension
  value: string | null
  views: number
  uniqueViews: number
}

/** What the memory analytics reads from the code repository it belongs to. */
export interface MemoryCodesView {
  /** Every code of the account, deleted ones too. */
  shortIdsOf(accountId: string): string[]
  bucketsOf(shortId: string, from: number, to: number): ScanBucket[]
}

const isCapped = (dimension: StatsDimension) => (CAPPED_DIMENSIONS as readonly string[]).includes(dimension)
const dayOf = (at: number) => at - (at % DAY_MS)
const keptKey = (shortId: string, day: number, dimension: StatsDimension) => `${shortId} ${day} ${dimension}`

/**
 * The referrers and languages each code's day keeps (KEPT_VALUES_PER_DAY, the first counted); a
 * read works on a copy (`overlay`) so that it sees the tail as the roll-up will keep it.
 */
class KeptValues {
  readonly #kept = new Map<string, Set<string>>()
  /** What an overlay starts from: a day's values are copied from it when first touched. */
  readonly #base: KeptValues | undefined

  constructor(base?: KeptValues) {
    this.#base = base
  }

  /** The value as roll-ups keep it, keeping it when its day has room. */
  keep(shortId: string, at: number, dimension: StatsDimension, value: string | null): string | null {
    if (value === null || !isCapped(dimension)) return value
    const key = keptKey(shortId, dayOf(at), dimension)
    let values = this.#kept.get(key)
    if (values === undefined) {
      values = new Set(this.#base === undefined ? [] : this.#base.#kept.get(key))
      this.#kept.set(key, values)
    }
    if (values.has(value)) return value
    if (values.size >= KEPT_VALUES_PER_DAY) return OTHER_VALUE
    values.add(value)
    return value
  }

  /** A copy to try keeping values on without keeping them here. */
  overlay(): KeptValues {
    return new KeptValues(this)
  }

  /** Forgets the days before `before`. */
  forget(before: number): void {
    for (const key of this.#kept.keys()) if (Number(key.split(' ')[1]) < before) this.#kept.delete(key)
  }
}

/**
 * Scan analytics in memory, the same design as the SQL engines: events appended with each view,
 * rolled up past a high-water mark into hourly dimension buckets, reads adding both.
 */
export class MemoryScanAnalytics extends ProcessSalts implements ScanAnalyticsRepository {
  readonly #codes: MemoryCodesView
  readonly #visitors = new Set<string>()
  #events: ScanEvent[] = []
  #nextId = 1
  #mark = 0
  readonly #dimensions = new Map<string, DimensionBucket>()
  readonly #kept = new KeptValues()

  constructor(codes: MemoryCodesView) {
    super()
    this.#codes = codes
  }

  /** Whether the view's visitor has not viewed the code yet that day. */
  isNewVisitor(shortId: string, view: ScanView): boolean {
    return !this.#visitors.has(`${view.day} ${shortId} ${view.visitor.toString('hex')}`)
  }

  /** Records one view (called in recordScan); 1 when it is the visitor's first of the code that day. */
  recordView(shortId: string, now: number, view: ScanView): 0 | 1 {
    const key = `${view.day} ${shortId} ${view.visitor.toString('hex')}`
    const unique = this.#visitors.has(key) ? 0 : 1
    this.#visitors.add(key)
    this.#events.push({ id: this.#nextId++, shortId, at: now, unique, dimensions: { ...view.dimensions } })
    return unique
  }

  #inScope(scope: StatsScope): (shortId: string) => boolean {
    if ('shortId' in scope) return (shortId) => shortId === scope.shortId
    const mine = new Set(this.#codes.shortIdsOf(scope.accountId))
    return (shortId) => mine.has(shortId)
  }

  async read(scope: StatsScope, from: number, to: number, groupBy?: AccountStatsDimension): Promise<StatsRead> {
    const buckets =
      'shortId' in scope
        ? this.#codes.bucketsOf(scope.shortId, from, to)
        : this.#accountBuckets(scope.accountId, from, to)
    const breakdown =
      groupBy === undefined
        ? null
        : groupBy === 'shortId'
          ? 'accountId' in scope
            ? this.#topCodes(scope.accountId, from, to)
            : null
          : this.#breakdown(scope, groupBy, from, to)
    return { buckets, breakdown }
  }

  #breakdown(scope: StatsScope, dimension: StatsDimension, from: number, to: number): BreakdownRow[] {
    const inScope = this.#inScope(scope)
    const rows = new Map<string | null, BreakdownRow>()
    const add = (value: string | null, views: number, uniqueViews: number) => {
      const row = rows.get(value) ?? { value, views: 0, uniqueViews: 0 }
      row.views += views
      row.uniqueViews += uniqueViews
      rows.set(value, row)
    }
    for (const bucket of this.#dimensions.values()) {
      if (bucket.dimension === dimension && inScope(bucket.shortId) && bucket.start >= from && bucket.start < to)
        add(bucket.value, bucket.views, bucket.uniqueViews)
    }
    // The tail as the roll-up will keep it: every event of the tail in order, the range applied after.
    const kept = this.#kept.overlay()
    for (const event of this.#events) {
      if (event.id <= this.#mark || !inScope(event.shortId)) continue
      const value = kept.keep(event.shortId, event.at, dimension, event.dimensions[dimension])
      if (event.at >= from && event.at - (event.at % HOUR_MS) < to) add(value, 1, event.unique)
    }
    return [...rows.values()].sort(byViews)
  }

  #topCodes(accountId: string, from: number, to: number): BreakdownRow[] {
    const rows: BreakdownRow[] = []
    for (const shortId of this.#codes.shortIdsOf(accountId)) {
      const buckets = this.#codes.bucketsOf(shortId, from, to)
      const views = buckets.reduce((sum, b) => sum + b.views, 0)
      const uniqueViews = buckets.reduce((sum, b) => sum + b.uniqueViews, 0)
      if (views > 0) rows.push({ value: shortId, views, uniqueViews })
    }
    return rows.sort(byViews)
  }

  #accountBuckets(accountId: string, from: number, to: number): ScanBucket[] {
    const sums = new Map<number, ScanBucket>()
    for (const shortId of this.#codes.shortIdsOf(accountId)) {
      for (const bucket of this.#codes.bucketsOf(shortId, from, to)) {
        const sum = sums.get(bucket.start) ?? {
          start: bucket.start,
          views: 0,
          uniqueViews: 0,
          botHits: 0,
          fallbackHits: 0,
        }
        sum.views += bucket.views
        sum.uniqueViews += bucket.uniqueViews
        sum.botHits += bucket.botHits
        sum.fallbackHits += bucket.fallbackHits
        sums.set(bucket.start, sum)
      }
    }
    return [...sums.values()].sort((a, b) => a.start - b.start)
  }

  async rollUpEvents(): Promise<number> {
    let rolled = 0
    for (const event of this.#events) {
      if (event.id <= this.#mark) continue
      for (const dimension of STATS_DIMENSIONS) {
        this.#addTo(
          event.shortId,
          event.at - (event.at % HOUR_MS),
          dimension,
          this.#kept.keep(event.shortId, event.at, dimension, event.dimensions[dimension]),
          1,
          event.unique,
        )
      }
      this.#mark = event.id
      rolled += 1
    }
    return rolled
  }

  #addTo(
    shortId: string,
    start: number,
    dimension: StatsDimension,
    value: string | null,
    views: number,
    uniqueViews: number,
  ) {
    const key = `${shortId} ${start} ${dimension} ${value ?? ''}`
    const bucket = this.#dimensions.get(key) ?? { shortId, start, dimension, value, views: 0, uniqueViews: 0 }
    bucket.views += views
    bucket.uniqueViews += uniqueViews
    this.#dimensions.set(key, bucket)
  }

  /**
   * Retention's day roll-up of the hourly dimension buckets before `before`: each day keeps the
   * KEPT_VALUES_PER_DAY most viewed referrers and languages of each code, the rest as OTHER_VALUE.
   */
  rollUpDays(before: number): void {
    const past = [...this.#dimensions].filter(
      ([, bucket]) => bucket.start < before && bucket.start !== bucket.start - (bucket.start % DAY_MS),
    )
    const kept = this.#mostViewed(past.map(([, bucket]) => bucket))
    for (const [key, bucket] of past) {
      const day = bucket.start - (bucket.start % DAY_MS)
      const dayKey = keptKey(bucket.shortId, day, bucket.dimension)
      const value =
        bucket.value === null ||
        bucket.value === OTHER_VALUE ||
        !isCapped(bucket.dimension) ||
        kept.get(dayKey)?.has(bucket.value)
          ? bucket.value
          : OTHER_VALUE
      this.#dimensions.delete(key)
      this.#addTo(bucket.shortId, day, bucket.dimension, value, bucket.views, bucket.uniqueViews)
    }
  }

  /** The most viewed capped values of each code's day among `buckets` (ties by value). */
  #mostViewed(buckets: DimensionBucket[]): Map<string, Set<string>> {
    const views = new Map<string, Map<string, number>>()
    for (const bucket of buckets) {
      if (bucket.value === null || bucket.value === OTHER_VALUE || !isCapped(bucket.dimension)) continue
      const key = keptKey(bucket.shortId, bucket.start - (bucket.start % DAY_MS), bucket.dimension)
      const byValue = views.get(key) ?? new Map<string, number>()
      byValue.set(bucket.value, (byValue.get(bucket.value) ?? 0) + bucket.views)
      views.set(key, byValue)
    }
    const kept = new Map<string, Set<string>>()
    for (const [key, byValue] of views) {
      const ranked = [...byValue].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
      kept.set(key, new Set(ranked.slice(0, KEPT_VALUES_PER_DAY).map(([value]) => value)))
    }
    return kept
  }

  async prune(now: number, eventRetentionDays: number): Promise<void> {
    const today = now - (now % DAY_MS)
    for (const key of this.#visitors) if (Number(key.split(' ', 1)[0]) < today) this.#visitors.delete(key)
    const unrolled = this.#events.find((event) => event.id > this.#mark)
    this.#kept.forget(Math.min(today - DAY_MS, unrolled === undefined ? today : dayOf(unrolled.at)))
    if (eventRetentionDays <= 0) return
    const cutoff = today - eventRetentionDays * DAY_MS
    this.#events = this.#events.filter((event) => event.at >= cutoff || event.id > this.#mark)
  }
}
