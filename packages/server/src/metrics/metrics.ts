/**
 * The Prometheus metrics of one server process (prom-client), served at GET /metrics:
 * HTTP requests and their latency by route pattern (never the raw URL) and status, short-link
 * scans by kind, store calls' errors and latency by repository method, and Node's process
 * metrics. Each app gets its own registry, so tests and several apps in one process never clash.
 */
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'

export interface Metrics {
  registry: Registry
  httpRequests: Counter<'method' | 'route' | 'status'>
  httpDuration: Histogram<'method' | 'route' | 'status'>
  scans: Counter<'kind'>
  storeErrors: Counter<'operation'>
  storeDuration: Histogram<'operation'>
}

/** Seconds; short links answer in well under a millisecond, images and list pages take longer. */
const HTTP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]
const STORE_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1]

export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry()
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry })
  return {
    registry,
    httpRequests: new Counter({
      name: 'dynqr_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'dynqr_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its response, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers: [registry],
    }),
    scans: new Counter({
      name: 'dynqr_scans_total',
      help: 'Short-link hits redirected, by kind: view (a person) or bot (bots, previews, prefetches, HEAD)',
      labelNames: ['kind'],
      registers: [registry],
    }),
    storeErrors: new Counter({
      name: 'dynqr_store_errors_total',
      help: 'Store calls that failed, by repository method',
      labelNames: ['operation'],
      registers: [registry],
    }),
    storeDuration: new Histogram({
      name: 'dynqr_store_operation_duration_seconds',
      help: 'Time a store call took, by repository method',
      labelNames: ['operation'],
      buckets: STORE_BUCKETS,
      registers: [registry],
    }),
  }
}
