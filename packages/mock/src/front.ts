import { randomUUID } from 'node:crypto'
import {
  createServer,
  request as forward,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
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

/** One request and its answer, with the CORS headers and the JSON sender every branch shares. */
interface Exchange {
  incoming: IncomingMessage
  outgoing: ServerResponse
  url: URL
  origin: string | undefined
  cors: OutgoingHttpHeaders
  send: (status: number, body: unknown, headers?: OutgoingHttpHeaders) => void
}

function exchangeOf(incoming: IncomingMessage, outgoing: ServerResponse): Exchange {
  const origin = incoming.headers.origin
  const cors: OutgoingHttpHeaders = origin
    ? { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED }
    : {}
  const send = (status: number, body: unknown, headers: OutgoingHttpHeaders = {}) => {
    const requestId = String(incoming.headers['x-request-id'] ?? randomUUID())
    outgoing.writeHead(status, { 'content-type': JSON_TYPE, 'x-request-id': requestId, ...cors, ...headers })
    outgoing.end(body === undefined ? undefined : JSON.stringify({ ...(body as object), requestId }))
  }
  return { incoming, outgoing, url: new URL(incoming.url ?? '/', 'http://mock'), origin, cors, send }
}

/** A preflight: any origin, the methods the API has, and every header the page asks for. */
async function answerPreflight({ incoming, outgoing }: Exchange, options: FrontOptions): Promise<void> {
  await delay(options.chaos.latency)
  outgoing.writeHead(204, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    'access-control-allow-headers': incoming.headers['access-control-request-headers'] ?? '',
    'access-control-max-age': '600',
    vary: 'Access-Control-Request-Headers',
  })
  outgoing.end()
}

/** `GET /__mock` describes the mock; `POST /__mock/<action>[/<argument>]` resets, scenarios, seeds. */
async function answerControl(exchange: Exchange, options: FrontOptions, limiter: RateLimiter): Promise<void> {
  const { incoming, outgoing, url, send } = exchange
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
  outgoing.writeHead(204, exchange.cors)
  outgoing.end()
}

/** The API request being answered: its operation (if the contract has one) and the headers it gets back. */
interface ApiRequest {
  path: string
  found: ReturnType<typeof operationOf>
  headers: OutgoingHttpHeaders
  bearer: boolean
}

/** Counts an authenticated request against its key; answers 429 (true) when the key is over its limit. */
async function refusedByRateLimit(exchange: Exchange, request: ApiRequest, limiter: RateLimiter): Promise<boolean> {
  const { incoming } = exchange
  if (!(request.found?.op.authenticated && request.bearer)) return false
  const counted = limiter.hit(String(incoming.headers.authorization))
  Object.assign(request.headers, counted.headers)
  if (!counted.refused) return false
  await readBody(incoming)
  exchange.send(
    429,
    {
      error: 'RATE_LIMITED',
      message: `Too many requests; retry after ${counted.retryAfter} seconds`,
    },
    { ...request.headers, 'retry-after': String(counted.retryAfter) },
  )
  return true
}

/** `--error-rate`: fails a share of the contract's requests with a 503 or a 500 (true when it did). */
async function failedByChaos(exchange: Exchange, request: ApiRequest, options: FrontOptions): Promise<boolean> {
  const { headers, found } = request
  if (!(found && options.chaos.errorRate > 0 && Math.random() < options.chaos.errorRate)) return false
  await readBody(exchange.incoming)
  if (Math.random() < 0.5) {
    exchange.send(
      503,
      { error: 'SERVICE_UNAVAILABLE', message: 'The mock’s chaos (--error-rate) refused this request' },
      { ...headers, 'retry-after': '1' },
    )
  } else {
    exchange.send(
      500,
      { error: 'INTERNAL_ERROR', message: 'The mock’s chaos (--error-rate) failed this request' },
      headers,
    )
  }
  return true
}

/**
 * For Prism: turns a bare `Prefer: example=` into the `code=` Prism needs (in `forwardHeaders`) and
 * answers the server's validation refusal (true) unless the request asked for a documented answer.
 */
function refusedByValidation(
  exchange: Exchange,
  request: ApiRequest,
  raw: Buffer,
  forwardHeaders: IncomingHttpHeaders,
): boolean {
  const { incoming, url } = exchange
  const { found } = request
  if (!found) return false
  let prefer = parsePrefer(incoming.headers.prefer as string | undefined)
  // Prism needs `code=` with `example=`; the server's mock takes the example alone.
  if (prefer.example && prefer.code === undefined) {
    const status = documentedError(found.op.operationId, undefined, prefer.example)?.status
    if (status) forwardHeaders.prefer = `code=${status}, example=${prefer.example}`
    prefer = parsePrefer(forwardHeaders.prefer as string)
  }
  const asked = prefer.code !== undefined || prefer.example !== undefined
  if (asked || (found.op.authenticated && !request.bearer)) return false
  const refused = refusal(
    found.op,
    found.params,
    url.searchParams,
    raw.toString('utf8'),
    String(incoming.headers['content-type'] ?? ''),
  )
  if (!refused) return false
  exchange.send(refused.status, refused.body, request.headers)
  return true
}

/** Passes the mock's answer on with the front's headers, sliced to the asked page when the front pages. */
function relayAnswer(exchange: Exchange, request: ApiRequest, options: FrontOptions, answer: IncomingMessage): void {
  const { outgoing, url } = exchange
  const { found } = request
  const answerHeaders: OutgoingHttpHeaders = { ...answer.headers }
  if (exchange.origin) {
    for (const name of Object.keys(answerHeaders)) if (name.startsWith('access-control-')) delete answerHeaders[name]
  }
  Object.assign(answerHeaders, request.headers)
  const pageIt =
    options.page && found?.op.method === 'GET' && answer.statusCode === 200 && found.op.request.querystring?.properties
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
}

/** Sends the request on to the mock behind the front and relays its answer (502 when it is gone). */
function forwardUpstream(
  exchange: Exchange,
  request: ApiRequest,
  options: FrontOptions,
  raw: Buffer,
  forwardHeaders: IncomingHttpHeaders,
): void {
  const { incoming, outgoing, url } = exchange
  const target = options.upstream()
  const upstreamPath = target.stripApiBase ? `${request.path}${url.search}` : (incoming.url ?? '/')
  forwardHeaders['content-length'] = String(raw.length)
  delete forwardHeaders['transfer-encoding']
  const upstream = forward(
    { host: '127.0.0.1', port: target.port, method: incoming.method, path: upstreamPath, headers: forwardHeaders },
    (answer) => relayAnswer(exchange, request, options, answer),
  )
  upstream.on('error', (error) => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': JSON_TYPE, ...exchange.cors })
    outgoing.end(JSON.stringify({ error: 'SERVICE_UNAVAILABLE', message: `the mock: ${error.message}` }))
  })
  upstream.end(raw)
}

/** Everything not a preflight nor the control: rate limit, chaos, validation, then the mock behind. */
async function answerApi(exchange: Exchange, options: FrontOptions, limiter: RateLimiter): Promise<void> {
  const { incoming, url } = exchange
  await delay(options.chaos.latency)
  const api = API.test(url.pathname)
  const path = url.pathname.replace(API, '') || '/'
  const request: ApiRequest = {
    path,
    found: api ? operationOf(incoming.method ?? 'GET', path) : undefined,
    headers: { ...exchange.cors },
    bearer: /^Bearer \S/i.test(String(incoming.headers.authorization ?? '')),
  }
  if (await refusedByRateLimit(exchange, request, limiter)) return
  if (await failedByChaos(exchange, request, options)) return
  const raw = await readBody(incoming)
  const forwardHeaders = { ...incoming.headers }
  if (options.validate && refusedByValidation(exchange, request, raw, forwardHeaders)) return
  forwardUpstream(exchange, request, options, raw, forwardHeaders)
}

async function handle(exchange: Exchange, options: FrontOptions, limiter: RateLimiter): Promise<void> {
  const { incoming } = exchange
  if (incoming.method === 'OPTIONS' && exchange.origin && incoming.headers['access-control-request-method']) {
    return answerPreflight(exchange, options)
  }
  if (exchange.url.pathname.startsWith('/__mock')) return answerControl(exchange, options, limiter)
  return answerApi(exchange, options, limiter)
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
    void handle(exchangeOf(incoming, outgoing), options, limiter).catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': JSON_TYPE })
      outgoing.end(JSON.stringify({ error: 'SERVICE_UNAVAILABLE', message: `the mock: ${(error as Error).message}` }))
    })
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
