/**
 * GET /metrics (Prometheus text format) and the hook that measures every response. The hook is
 * generic (onResponse, after the reply is sent): labels are the route pattern, never the raw URL,
 * so a flood of random paths cannot blow up the number of series. With a token, /metrics needs
 * `Authorization: Bearer <token>`.
 */
import { timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { scanKind } from '../domain/scans/scan-kind.js'
import type { CounterSeries, HistogramSeries } from '../metrics/cheap-metrics.js'
import type { Metrics } from '../metrics/metrics.js'
import { scanRequestOf } from './scan-request.js'

export interface MetricsRouteOptions {
  metrics: Metrics
  /** When set, scrapers must send it as a bearer token. */
  token?: string | null
  /**
   * Production: without a token, /metrics is not served (404): scan volumes and auth-failure
   * rates are not for anyone who can reach the port (PRODUCT.md "Security and abuse").
   */
  tokenRequired?: boolean
  /** The route pattern of short links, whose redirects count as scans. */
  shortLinkRoute: string
}

const UNMATCHED = 'unmatched'

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '')
  const wanted = Buffer.from(`Bearer ${token}`)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

/**
 * Counts one answered request: by route pattern and status, its duration, and — for a short
 * link's redirect — the scan by kind. Shared by the hook below and the short links' fast path
 * (which keeps its series: requestSeries).
 */
export function recordRequestMetrics(
  metrics: Metrics,
  request: { method: string; headers: IncomingHttpHeaders },
  route: string,
  status: number,
  seconds: number,
  isShortLink: boolean,
): void {
  const labels = { method: request.method, route, status: String(status) }
  metrics.httpRequests.inc(labels)
  metrics.httpDuration.observe(labels, seconds)
  if (isShortLink && status === 302) metrics.scans.inc({ kind: scanKindOf(request) })
}

/** Whether a short link's hit was a person's view or a bot's, as its metrics count it. */
export const scanKindOf = (request: { method: string; headers: IncomingHttpHeaders }) =>
  scanKind(scanRequestOf(request.method, request.headers))

/** The series one method, route and status count into, looked up once per status. */
export function requestSeries(metrics: Metrics, method: string, route: string) {
  const byStatus = new Map<number, { requests: CounterSeries; duration: HistogramSeries }>()
  return (status: number) => {
    let series = byStatus.get(status)
    if (series === undefined) {
      const labels = { method, route, status: String(status) }
      series = { requests: metrics.httpRequests.series(labels), duration: metrics.httpDuration.series(labels) }
      byStatus.set(status, series)
    }
    return series
  }
}

export function installMetrics(app: FastifyInstance, options: MetricsRouteOptions): void {
  const { metrics, token, shortLinkRoute, tokenRequired } = options
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED
    recordRequestMetrics(metrics, request, route, reply.statusCode, reply.elapsedTime / 1000, route === shortLinkRoute)
  })

  if (!token && tokenRequired) {
    app.log.warn('/metrics is not served: in production it needs METRICS_TOKEN (docs/operations.md#monitor)')
    app.get('/metrics', async (_request, reply) =>
      reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('Not found: in production /metrics is served only with METRICS_TOKEN set\n'),
    )
    return
  }
  app.get('/metrics', async (request, reply) => {
    if (token && !tokenMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('METRICS_TOKEN is set: send it as Authorization: Bearer <token>\n')
    }
    const body = await metrics.registry.metrics()
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(body)
  })
}
