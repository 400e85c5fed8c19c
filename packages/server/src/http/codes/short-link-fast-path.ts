import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http'
import { isWellFormedShortId } from '@dynqr/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { ShortLinkService } from '../../domain/codes/short-link-service.js'
import type { VerifiedDomains } from '../../domain/domains/verified-domains.js'
import { DomainError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../domain/domain-error.js'
import {
  ACCESS_MESSAGE,
  type AccessLine,
  type AccessLogWriter,
  levelEnabled,
  pathOf,
  roundedMs,
} from '../../logging.js'
import type { Metrics } from '../../metrics/metrics.js'
import { drainableResponses } from '../drainable-responses.js'
import { UNAVAILABLE_PAGE } from '../error-reply.js'
import { requestSeries, scanKindOf } from '../metrics-routes.js'
import { requestIdFor } from '../request-ids.js'
import { scanRequestOf } from '../scan-request.js'
import { customHostOf, hostedLinkAnswer } from './domain-hosts.js'
import { type BrandLookup, type ShortLinkAnswer, withBrand } from './short-link-answer.js'

export interface ShortLinkFastPathOptions {
  shortLinks: ShortLinkService
  /** The verified custom domains: a short link is answered on its own domain only (issue #42). */
  verified: VerifiedDomains
  /** The short links' route pattern (`/:shortId`), the label of their metrics. */
  route: string
  /** Single-segment paths of other routes (`/docs`, `/keys`…), which are never short links. */
  reserved: ReadonlySet<string>
  /** True once the app closes: those requests go to Fastify, which answers them 503. */
  isClosing: () => boolean
  log: FastifyBaseLogger
  /** Writes the access line by hand into the log's destination (logging.ts); `log.info` when missing. */
  accessLog?: AccessLogWriter
  metrics?: Metrics
  /** Extra headers every answer carries (security headers), as the Fastify hooks add them. */
  headers?: Readonly<Record<string, string>>
  /** The client address as Fastify's `request.ip` would give it (TRUST_PROXY). */
  clientAddress?: (req: IncomingMessage) => string | undefined
  /** The brands of the pages a paused or ended code answers (issue #45); plain pages without. */
  brands?: BrandLookup
}

const UNAVAILABLE: ShortLinkAnswer = {
  status: 503,
  headers: {
    'cache-control': 'no-store',
    'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    'content-type': 'text/html; charset=utf-8',
  },
  body: UNAVAILABLE_PAGE,
}

/**
 * Short links served straight from node:http, ahead of Fastify's router.
 *
 * A scan is the one request dynqr serves thousands of times a second, and Fastify's pipeline
 * (router, hooks, reply object) costs more than the redirect itself (docs/performance.md). This
 * answers `GET /<well-formed id>` with exactly what the Fastify route answers — the same
 * `shortLinkAnswer`, request id, metrics and access line — and hands every other request
 * (other methods, paths, malformed ids, requests while closing) to Fastify, which also serves
 * short links under `inject` and when tracing is on. test/http/codes/short-link-fast-path.test.ts
 * holds the two paths to the same answers.
 */
export function shortLinkFastPath(options: ShortLinkFastPathOptions) {
  const { shortLinks, verified, route, reserved, isClosing, log, metrics } = options
  const common = options.headers ?? {}
  const clientAddress = options.clientAddress ?? ((req: IncomingMessage) => req.socket.remoteAddress)
  // Decided once: the level is the process's, set at start.
  const writeAccess: AccessLogWriter | undefined = !levelEnabled(log, 'info')
    ? undefined
    : (options.accessLog ?? ((line) => log.info(line, ACCESS_MESSAGE)))
  // The series a short link counts into, found once (cheap-metrics.ts), not per request.
  const seriesFor = metrics && requestSeries(metrics, 'GET', route)
  const scanSeries = metrics && {
    view: metrics.scans.series({ kind: 'view' }),
    bot: metrics.scans.series({ kind: 'bot' }),
  }

  return function serveShortLink(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || isClosing()) return false
    const path = pathOf(req.url ?? '')
    if (path.charCodeAt(0) !== 47) return false
    if (!isWellFormedShortId(path.slice(1)) || reserved.has(path)) return false
    // The one lookup a short link adds: is its Host a verified custom domain (issue #42)?
    const host = customHostOf(verified, req.headers)

    const started = performance.now()
    const requestId = requestIdFor(req.headers['x-request-id'])
    const send = (answer: ShortLinkAnswer) => {
      res.writeHead(answer.status, {
        ...common,
        ...answer.headers,
        'x-request-id': requestId,
        'content-length': Buffer.byteLength(answer.body),
      })
      res.end(answer.body)
      const elapsed = performance.now() - started
      // Counted as the Fastify hook counts (metrics-routes.ts, recordRequestMetrics).
      if (seriesFor && scanSeries) {
        const series = seriesFor(answer.status)
        series.requests.inc()
        series.duration.observe(elapsed / 1000)
        if (answer.status === 302) scanSeries[scanKindOf(req as typeof req & { method: string })].inc()
      }
      // The access line, as the Fastify routes write it (access-log.ts): one per request, buffered.
      if (writeAccess)
        writeAccess({
          reqId: requestId,
          method: 'GET',
          path,
          status: answer.status,
          ms: roundedMs(elapsed),
        } satisfies AccessLine)
    }
    shortLinks
      .follow(path.slice(1), scanRequestOf('GET', req.headers, clientAddress(req), req.url), host?.hostname ?? null)
      .then(
        (scan) => {
          const answer = hostedLinkAnswer(scan, host)
          if (answer.page && options.brands)
            withBrand(answer, path.slice(1), options.brands).then(send, () => send(answer))
          else send(answer)
        },
        (error: unknown) => {
          if (error instanceof DomainError && error.code === 'SERVICE_UNAVAILABLE') {
            log.warn({ err: error.cause, reqId: requestId }, 'store unavailable')
            return send(UNAVAILABLE)
          }
          log.error({ err: error, reqId: requestId }, 'request failed')
          send({
            status: 500,
            headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
            body: JSON.stringify({ error: 'INTERNAL_ERROR', message: 'An unexpected error occurred', requestId }),
          })
        },
      )
    return true
  }
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void

/** The server options Fastify resolves and would apply to a node:http server it created itself. */
interface ResolvedServerOptions {
  http?: ServerOptions
  keepAliveTimeout: number
  requestTimeout: number
  connectionTimeout: number
  maxRequestsPerSocket?: number | null
}

/**
 * Fastify's `serverFactory`: the node:http server Fastify would create (same options and
 * timeouts, lib/server.js), whose requests go to `first` before Fastify's handler.
 */
export function serverWithFastPath(
  fastify: Listener,
  options: ResolvedServerOptions,
  first: (req: IncomingMessage, res: ServerResponse) => boolean,
): Server {
  // Responses a graceful shutdown can switch to `Connection: close` (drainable-responses.ts).
  const responses = drainableResponses()
  const server = createServer({ ...options.http, ServerResponse: responses.ServerResponse }, (req, res) => {
    if (!first(req, res)) fastify(req, res)
  })
  responses.register(server)
  server.keepAliveTimeout = options.keepAliveTimeout
  server.requestTimeout = options.requestTimeout
  server.setTimeout(options.connectionTimeout)
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket
  return server
}
