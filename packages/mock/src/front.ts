import { randomUUID } from 'node:crypto'
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Chaos, RateLimiter } from './chaos.js'
import { operationOf, paged, refusal } from './contract-answers.js'
import { delay } from './latency.js'
import { documentedError, parsePrefer } from './prefer.js'

/** Where the front forwards what it does not answer itself. */
export interface Upstream {
  port: number
  /** Prism serves the contract's paths at its root: strip `/api/v1` before forwarding. */
  stripApiBase: boolean
}

/** What `/__mock/…` asks of the mock behind the front (reset, scenario, seed). */
export interface MockControl {
  /** Answers `POST /__mock/<action>`: nothing (done) or a refusal's message. */
  act: (action: string, argument: string | undefined, body: unknown) => Promise<string | undefined>
  describe: () => Record<string, unknown>
}

export interface FrontOptions {
  upstream: () => Upstream
  /** Validate requests against the contract before forwarding (Prism validates with other answers). */
  validate: boolean
  /** Slice list answers by `limit`/`offset` (Prism answers one fixed page). */
  page: boolean
  chaos: Chaos
  control: MockControl
}

const API = /^\/api\/v1(?=\/|$|\?)/
const JSON_TYPE = 'application/json; charset=utf-8'
const EXPOSED =
  'X-Request-Id, Retry-After, Location, WWW-Authenticate, ETag, RateLimit, RateLimit-Policy, Idempotent-Replayed'

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export interface Front {
  server: Server
  port: number
  close: () => Promise<void>
}

/**
 * The HTTP front both mocks share, so they agree where a front end notices: CORS that echoes
 * the headers a page asks for, `RateLimit` on every API answer (and 429s under `--rate-limit`),
 * chaos (`--error-rate`, `--latency`), the scenario control at `/__mock/…`, and — for Prism —
 * the server's request validation and paging. Everything else goes to the mock behind it.
 */
export async function startFront(port: number, host: string, options: FrontOptions): Promise<Front> {
  const limiter = new RateLimiter(options.chaos.rateLimit)
  const server = createServer((incoming, outgoing) => {
    void handle(incoming).catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': JSON_TYPE })
      outgoing.end(JSON.stringify({ error: 'SERVICE_UNAVAILABLE', message: `the mock: ${(error as Error).message}` }))
    })

    async function handle(incoming: IncomingMessage) {
      const url = new URL(incoming.url ?? '/', 'http://mock')
      const origin = incoming.headers.origin
      const cors: OutgoingHttpHeaders = origin
        ? { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED }
        : {}
      const send = (status: number, body: unknown, headers: OutgoingHttpHeaders = {}) => {
        const requestId = String(incoming.headers['x-request-id'] ?? randomUUID())
        outgoing.writeHead(status, { 'content-type': JSON_TYPE, 'x-request-id': requestId, ...cors, ...headers })
        outgoing.end(body === undefined ? undefined : JSON.stringify({ ...(body as object), requestId }))
      }
      // A preflight: any origin, the methods the API has, and every header the page asks for.
      if (incoming.method === 'OPTIONS' && origin && incoming.headers['access-control-request-method']) {
        await delay(options.chaos.latency)
        outgoing.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
          'access-control-allow-headers': incoming.headers['access-control-request-headers'] ?? '',
          'access-control-max-age': '600',
          vary: 'Access-Control-Request-Headers',
        })
        outgoing.end()
        return
      }
      if (url.pathname.startsWith('/__mock')) {
        const body = await readBody(incoming)
        if (incoming.method === 'GET' && url.pathname === '/__mock') return send(200, options.control.describe())
        const [, , action, argument] = url.pathname.split('/')
        if (incoming.method !== 'POST' || !action) {
          return send(404, {
            error: 'NOT_FOUND',
            message: 'The mock control is POST /__mock/reset, /__mock/scenario/<name>, /__mock/seed',
          })
        }
        let json: unknown
        try {
          json = body.length > 0 ? JSON.parse(body.toString('utf8')) : undefined
        } catch {
          return send(400, { error: 'INVALID_REQUEST', message: 'The request body is not valid JSON' })
        }
        if (action === 'reset') limiter.reset()
        const refused = await options.control.act(action, argument && decodeURIComponent(argument), json)
        if (refused) return send(400, { error: 'INVALID_REQUEST', message: refused })
        outgoing.writeHead(204, cors)
        outgoing.end()
        return
      }
      await delay(options.chaos.latency)
      const api = API.test(url.pathname)
      const path = url.pathname.replace(API, '') || '/'
      const found = api ? operationOf(incoming.method ?? 'GET', path) : undefined
      const headers: OutgoingHttpHeaders = { ...cors }
      const bearer = /^Bearer \S/i.test(String(incoming.headers.authorization ?? ''))
      if (found?.op.authenticated && bearer) {
        const counted = limiter.hit(String(incoming.headers.authorization))
        Object.assign(headers, counted.headers)
        if (counted.refused) {
          await readBody(incoming)
          return send(
            429,
            {
              error: 'RATE_LIMITED',
              message: `Too many requests; retry after ${counted.retryAfter} seconds`,
            },
            { ...headers, 'retry-after': String(counted.retryAfter) },
          )
        }
      }
      if (found && options.chaos.errorRate > 0 && Math.random() < options.chaos.errorRate) {
        await readBody(incoming)
        return Math.random() < 0.5
          ? send(
              503,
              { error: 'SERVICE_UNAVAILABLE', message: 'The mock’s chaos (--error-rate) refused this request' },
              { ...headers, 'retry-after': '1' },
            )
          : send(
              500,
              { error: 'INTERNAL_ERROR', message: 'The mock’s chaos (--error-rate) failed this request' },
              headers,
            )
      }
      const raw = await readBody(incoming)
      const forwardHeaders = { ...incoming.headers }
      let prefer = parsePrefer(incoming.headers.prefer as string | undefined)
      if (found && options.validate) {
        // Prism needs `code=` with `example=`; the server's mock takes the example alone.
        if (prefer.example && prefer.code === undefined) {
          const status = documentedError(found.op.operationId, undefined, prefer.example)?.status
          if (status) forwardHeaders.prefer = `code=${status}, example=${prefer.example}`
          prefer = parsePrefer(forwardHeaders.prefer as string)
        }
        const asked = prefer.code !== undefined || prefer.example !== undefined
        if (!asked && (!found.op.authenticated || bearer)) {
          const refused = refusal(
            found.op,
            found.params,
            url.searchParams,
            raw.toString('utf8'),
            String(incoming.headers['content-type'] ?? ''),
          )
          if (refused) return send(refused.status, refused.body, headers)
        }
      }
      const target = options.upstream()
      const upstreamPath = target.stripApiBase ? `${path}${url.search}` : (incoming.url ?? '/')
      forwardHeaders['content-length'] = String(raw.length)
      delete forwardHeaders['transfer-encoding']
      const upstream = forward(
        { host: '127.0.0.1', port: target.port, method: incoming.method, path: upstreamPath, headers: forwardHeaders },
        (answer) => {
          const answerHeaders: OutgoingHttpHeaders = { ...answer.headers }
          if (origin) {
            for (const name of Object.keys(answerHeaders))
              if (name.startsWith('access-control-')) delete answerHeaders[name]
          }
          Object.assign(answerHeaders, headers)
          const pageIt =
            options.page &&
            found?.op.method === 'GET' &&
            answer.statusCode === 200 &&
            found.op.request.querystring?.properties
          if (pageIt && 'limit' in (found.op.request.querystring?.properties as object)) {
            void readBody(answer).then((body) => {
              const text = paged(body.toString('utf8'), url.searchParams) ?? body.toString('utf8')
              delete answerHeaders['content-length']
              delete answerHeaders['transfer-encoding']
              answerHeaders['content-length'] = String(Buffer.byteLength(text))
              outgoing.writeHead(200, answerHeaders)
              outgoing.end(text)
            })
            return
          }
          outgoing.writeHead(answer.statusCode ?? 502, answerHeaders)
          answer.pipe(outgoing)
        },
      )
      upstream.on('error', (error) => {
        if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': JSON_TYPE, ...cors })
        outgoing.end(JSON.stringify({ error: 'SERVICE_UNAVAILABLE', message: `the mock: ${error.message}` }))
      })
      upstream.end(raw)
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
