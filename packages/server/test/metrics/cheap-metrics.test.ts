import { Counter, Histogram, Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { CheapCounter, CheapHistogram } from '../../src/metrics/cheap-metrics.js'

const BOUNDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]
const OBSERVED = [0, 0.0005, 0.0004, 0.0007, 0.003, 0.02, 0.02, 0.7, 4.9, 5, 6, 120]

// Per-request metrics are counted in place and rendered at scrape (issue #32): /metrics must read
// exactly as prom-client's own Counter and Histogram wrote it.
describe('cheap counters and histograms', () => {
  it('render the Prometheus text prom-client renders for the same observations', async () => {
    const theirs = new Registry()
    const ours = new Registry()
    const labelNames = ['method', 'route', 'status'] as const
    const counter = new Counter({ name: 'c_total', help: 'a counter', labelNames, registers: [theirs] })
    const histogram = new Histogram({
      name: 'h_seconds',
      help: 'a histogram',
      labelNames,
      buckets: BOUNDS,
      registers: [theirs],
    })
    const cheapCounter = new CheapCounter('c_total', 'a counter', labelNames, ours)
    const cheapHistogram = new CheapHistogram('h_seconds', 'a histogram', labelNames, BOUNDS, ours)
    const series = [
      { method: 'GET', route: '/:shortId', status: '302' },
      { method: 'POST', route: '/api/v1/qrcode', status: '201' },
      { method: 'GET', route: 'unmatched', status: '404' },
    ]
    OBSERVED.forEach((seconds, i) => {
      const labels = series[i % series.length] as (typeof series)[number]
      counter.inc(labels)
      histogram.observe(labels, seconds)
      if (i % 2) cheapCounter.inc(labels)
      else cheapCounter.series(labels).inc()
      if (i % 2) cheapHistogram.observe(labels, seconds)
      else cheapHistogram.series(labels).observe(seconds)
    })
    expect(await ours.metrics()).toBe(await theirs.metrics())
  })

  it('leave out a label set nothing was counted into, as prom-client does', async () => {
    const registry = new Registry()
    const counter = new CheapCounter('scans_total', 'scans', ['kind'], registry)
    const histogram = new CheapHistogram('op_seconds', 'ops', ['operation'], [0.1, 1], registry)
    counter.series({ kind: 'bot' })
    histogram.series({ operation: 'qrCodes.create' })
    counter.inc({ kind: 'view' }, 2)
    expect(await registry.metrics()).toBe(
      '# HELP scans_total scans\n# TYPE scans_total counter\nscans_total{kind="view"} 2\n\n# HELP op_seconds ops\n# TYPE op_seconds histogram\n',
    )
  })
})
