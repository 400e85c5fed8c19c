/**
 * Counters and histograms that cost a request a few additions (issue #32): a series is a plain
 * object found once per label set (callers keep it), incremented in place, and turned into
 * Prometheus text only when /metrics is scraped. prom-client's own Counter and Histogram hash
 * their labels object on every call, which showed in the redirect's profile; these render the
 * same names, types, labels and values through prom-client's registry (its `get()` contract).
 */
import type { Registry } from 'prom-client'

type Labels<L extends string> = Readonly<Record<L, string>>

interface MetricValue {
  labels: Record<string, string | number>
  sharedLabels?: Record<string, string>
  value: number
  metricName?: string
}

abstract class Family<L extends string, S extends { labels: Labels<L> }> {
  readonly #series = new Map<string, S>()

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly L[],
    registry: Registry,
  ) {
    // prom-client's registry renders any object with name, help, type and get() (registry.js).
    registry.registerMetric(this as never)
  }

  /** The series of one label set, made on first use: keep it, and count into it directly. */
  series(labels: Labels<L>): S {
    const key = this.labelNames.map((name) => labels[name]).join('\u0000')
    let series = this.#series.get(key)
    if (series === undefined) {
      const own = Object.fromEntries(this.labelNames.map((name) => [name, String(labels[name])])) as Labels<L>
      series = this.create(own)
      this.#series.set(key, series)
    }
    return series
  }

  protected abstract create(labels: Labels<L>): S
  protected abstract values(series: S): MetricValue[]
  abstract readonly type: 'counter' | 'histogram'

  get() {
    // As prom-client: a label set appears once something has been counted into it.
    const values = [...this.#series.values()].flatMap((series) => this.values(series))
    return { name: this.name, help: this.help, type: this.type, values, aggregator: 'sum' }
  }
}

export class CounterSeries<L extends string = string> {
  value = 0
  constructor(readonly labels: Labels<L>) {}
  inc(by = 1): void {
    this.value += by
  }
}

export class CheapCounter<L extends string> extends Family<L, CounterSeries<L>> {
  readonly type = 'counter'
  inc(labels: Labels<L>, by = 1): void {
    this.series(labels).inc(by)
  }
  protected create(labels: Labels<L>) {
    return new CounterSeries(labels)
  }
  protected values(series: CounterSeries<L>): MetricValue[] {
    if (series.value === 0) return []
    return [{ labels: { ...series.labels }, value: series.value }]
  }
}

export class HistogramSeries<L extends string = string> {
  /** Observations per bucket, not cumulative: the last slot holds those above every bound. */
  readonly counts: Float64Array
  sum = 0
  count = 0
  constructor(
    readonly labels: Labels<L>,
    readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length + 1)
  }
  observe(value: number): void {
    const { bounds } = this
    let i = 0
    while (i < bounds.length && value > (bounds[i] as number)) i += 1
    this.counts[i] = (this.counts[i] as number) + 1
    this.sum += value
    this.count += 1
  }
}

export class CheapHistogram<L extends string> extends Family<L, HistogramSeries<L>> {
  readonly type = 'histogram'
  constructor(
    name: string,
    help: string,
    labelNames: readonly L[],
    readonly bounds: readonly number[],
    registry: Registry,
  ) {
    super(name, help, labelNames, registry)
  }
  observe(labels: Labels<L>, value: number): void {
    this.series(labels).observe(value)
  }
  protected create(labels: Labels<L>) {
    return new HistogramSeries(labels, this.bounds)
  }
  /** As prom-client writes a histogram: cumulative buckets with `le` first, +Inf, sum, count. */
  protected values(series: HistogramSeries<L>): MetricValue[] {
    if (series.count === 0) return []
    const shared = { ...series.labels }
    let cumulative = 0
    const values: MetricValue[] = this.bounds.map((le, i) => {
      cumulative += series.counts[i] as number
      return { labels: { le }, sharedLabels: shared, value: cumulative, metricName: `${this.name}_bucket` }
    })
    values.push(
      { labels: { le: '+Inf' }, sharedLabels: shared, value: series.count, metricName: `${this.name}_bucket` },
      { labels: {}, sharedLabels: shared, value: series.sum, metricName: `${this.name}_sum` },
      { labels: {}, sharedLabels: shared, value: series.count, metricName: `${this.name}_count` },
    )
    return values
  }
}
