/**
 * The Prometheus metrics of one server process, served at GET /metrics: HTTP requests and their
 * latency by route pattern (never the raw URL) and status, short-link scans by kind, store
 * calls' errors and latency by repository method (cheap-metrics.ts: counted in place, rendered
 * at scrape), and Node's process metrics (prom-client). Each app gets its own registry, so tests
 * and several apps in one process never clash.
 */
import { collectDefaultMetrics, Registry } from 'prom-client'
import { CheapCounter, CheapHistogram } from './cheap-metrics.js'

export interface Metrics {
  registry: Registry
  httpRequests: CheapCounter<'method' | 'route' | 'status'>
  httpDuration: CheapHistogram<'method' | 'route' | 'status'>
  scans: CheapCounter<'kind'>
  storeErrors: CheapCounter<'operation'>
  storeDuration: CheapHistogram<'operation'>
}

/** Seconds; short links answer in well under a millisecond, images and list pages take longer. */
const HTTP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]
const STORE_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1]

export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry()
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry })
  return {
    registry,
    httpRequests: new CheapCounter(
      'dynqr_http_requests_total',
      'HTTP requests answered, by method, route pattern and status code',
      ['method', 'route', 'status'],
      registry,
    ),
    httpDuration: new CheapHistogram(
      'dynqr_http_request_duration_seconds',
      'Time from receiving a request to sending its response, by method, route pattern and status code',
      ['method', 'route', 'status'],
      HTTP_BUCKETS,
      registry,
    ),
    scans: new CheapCounter(
      'dynqr_scans_total',
      'Short-link hits redirected, by kind: view (a person) or bot (bots, previews, prefetches, HEAD)',
      ['kind'],
      registry,
    ),
    storeErrors: new CheapCounter(
      'dynqr_store_errors_total',
      'Store calls that failed, by repository method',
      ['operation'],
      registry,
    ),
    storeDuration: new CheapHistogram(
      'dynqr_store_operation_duration_seconds',
      'Time a store call took, by repository method',
      ['operation'],
      STORE_BUCKETS,
      registry,
    ),
  }
}
