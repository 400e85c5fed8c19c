/**
 * GET /metrics (Prometheus text format) and the hook that measures every response. The hook is
 * generic (onResponse, after the reply is sent): labels are the route pattern, never the raw URL,
 * so a flood of random paths cannot blow up the number of series. With a token, /metrics needs
 * `Authorization: Bearer <token>`.
 */
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { scanKind } from '../domain/scan-kind.js'
import type { Metrics } from '../metrics/metrics.js'

export interface MetricsRouteOptions {
  metrics: Metrics
  /** When set, scrapers must send it as a bearer token. */
  token?: string | null
  /** The route pattern of short links, whose redirects count as scans. */
  shortLinkRoute: string
}

const UNMATCHED = 'unmatched'

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '')
  const wanted = Buffer.from(`Bearer ${token}`)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

export function installMetrics(app: FastifyInstance, options: MetricsRouteOptions): void {
  const { metrics, token, shortLinkRoute } = options
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED
    const labels = { method: request.method, route, status: String(reply.statusCode) }
    metrics.httpRequests.inc(labels)
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000)
    if (route === shortLinkRoute && reply.statusCode === 302) {
      const purpose = request.headers['sec-purpose'] ?? request.headers.purpose
      const kind = scanKind({
        method: request.method,
        userAgent: request.headers['user-agent'],
        purpose: Array.isArray(purpose) ? purpose.join(',') : purpose,
      })
      metrics.scans.inc({ kind })
    }
  })

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
