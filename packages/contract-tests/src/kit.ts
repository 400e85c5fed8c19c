import { OPERATIONS } from '@dynqr/contract'
import type { Check } from './check.js'
import { fullChecks } from './checks/full-profile.js'
import { mockChecks } from './checks/mock-profile.js'
import { type WebhookHarnessOptions, webhookChecks } from './checks/webhooks.js'
import { contractViolations, type Exchange } from './contract-validator.js'
import { selected } from './selection.js'
import { networkError } from './transport.js'

/** Seconds in `Retry-After` (a number of seconds, or an HTTP date). */
function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now())
}

/** `RateLimit: "default";r=12;t=30` (the IETF draft the server sends): what is left, and when it resets. */
export function readRateLimit(value: string | null): { remaining: number; resetMs: number } | undefined {
  const remaining = /(?:^|;)\s*r=(\d+)/.exec(value ?? '')?.[1]
  const reset = /(?:^|;)\s*t=(\d+)/.exec(value ?? '')?.[1]
  if (remaining === undefined || reset === undefined) return undefined
  return { remaining: Number(remaining), resetMs: Number(reset) * 1000 }
}

/** The kit itself answered a 429 it could not wait out: the environment's problem, not the contract's. */
export class RateLimitedEnvironment extends Error {}
export type Profile = 'mock' | 'full' | 'webhooks'

export interface KitOptions {
  /** `{base_url}` of the API (ending in /api/v1, dynqr-mock too; for a bare `prism mock`, its root). */
  baseUrl: string
  /** `{site_url}`, where short links and edit pages are served. Default: baseUrl without /api/v1. */
  siteUrl?: string
  apiKey: string
  /** A key of another account, to check that its codes are invisible (full profile). */
  otherApiKey?: string
  profile: Profile
  /**
   * The deployment is reached through Prism's validation proxy, which answers some requests
   * itself (no key, malformed JSON) and follows redirects: those checks are skipped.
   */
  viaPrismProxy?: boolean
  /** Also run the checks generated from openapi.yaml: negative cases, properties, `links` sequences (full profile). */
  generated?: boolean
  /** Each request (and its body) must be answered within this many milliseconds. Default 10 000. */
  timeoutMs?: number
  /** Run only the checks whose `operationId: name` contains one of these (case-insensitive). */
  only?: string[]
  /** Skip the checks whose `operationId: name` contains one of these (case-insensitive). */
  skip?: string[]
  fetch?: typeof fetch
  /** The webhook receiver harness (profile `webhooks`): where its receiver listens, what it registers. */
  webhooks?: WebhookHarnessOptions
  /**
   * The longest the kit waits out one rate-limit refusal (`Retry-After`) before it reports the
   * 429 as the environment's problem; default 65 000 ms (a whole server window).
   */
  maxRateLimitWaitMs?: number
  /** How long to sleep (tests pass a recorder); default: setTimeout. */
  sleep?: (ms: number) => Promise<void>
}

/** The default per-request timeout: a hung deployment fails the check instead of hanging CI. */
export const DEFAULT_TIMEOUT_MS = 10_000

export interface CheckResult {
  /** The operation it exercises. */
  operationId: string
  name: string
  passed: boolean
  skipped?: string
  /** Each failure names the request and the rule it broke. */
  failures: string[]
  durationMs: number
}

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'

/** The answer's request id (X-Request-Id, or `requestId` in an error body): what an operator greps logs for. */
function requestIdOf(text: string, headers: Headers): string {
  const header = headers.get('x-request-id')
  if (header) return header
  return /"requestId"\s*:\s*"([^"]{1,100})"/.exec(text)?.[1] ?? ''
}

/** A failed expectation inside a check; the runner records it and the check fails. */
class Violation extends Error {}

interface Call {
  /** Path parameters to fill into the contract path. */
  params?: Record<string, string>
  query?: string
  body?: unknown
  /** A body sent as is (malformed JSON, another media type, oversize). */
  rawBody?: string
  headers?: Record<string, string>
  /** Send no Authorization header. */
  anonymous?: boolean
  apiKey?: string
}

/** One run of the kit against one deployment. */
export class ContractKit {
  readonly #options: KitOptions
  readonly #site: string
  readonly #base: string
  readonly #fetch: typeof fetch
  #failures: string[] = []
  /** Codes this run created and has not deleted yet: deleted at the end of the run. */
  readonly #created = new Map<string, string | undefined>()
  /** Requests refused with 429 that the kit waited out and sent again (not failures). */
  rateLimited = 0
  /** Times the kit waited for the deployment's rate-limit window because its `RateLimit` said nothing was left. */
  paced = 0
  /** When the deployment's rate-limit window resets, once its `RateLimit` says nothing is left. */
  #pauseUntil = 0
  readonly #sleep: (ms: number) => Promise<void>
  /** Run when the checks are over, before the clean-up of codes (a check's receiver, its endpoint). */
  readonly #finishers: (() => Promise<void>)[] = []

  constructor(options: KitOptions) {
    this.#options = options
    this.#base = options.baseUrl.replace(/\/+$/, '')
    this.#site = (options.siteUrl ?? this.#base.replace(/\/api\/v1$/, '')).replace(/\/+$/, '')
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis)
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
  }

  /** Reads the deployment's `RateLimit`: with nothing left, the next request waits for the window. */
  #pace(response: Response): void {
    const limit = readRateLimit(response.headers.get('ratelimit'))
    if (limit && limit.remaining <= 0) this.#pauseUntil = Date.now() + limit.resetMs
  }

  async #paced(): Promise<void> {
    const wait = this.#pauseUntil - Date.now()
    if (wait <= 0) return
    this.#pauseUntil = 0
    this.paced += 1
    await this.#sleep(Math.min(wait, this.#options.maxRateLimitWaitMs ?? 65_000))
  }

  /** Sends a request for an operation and checks the answer against the contract. */
  async call(operationId: string, call: Call = {}): Promise<Exchange> {
    const op = OPERATIONS.find((o) => o.operationId === operationId)
    if (!op) throw new Error(`No operation ${operationId}`)
    const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(call.params?.[name] ?? ''))
    const root = op.url.startsWith('/api/v1/') ? this.#base : this.#site // by path: sign-in is API, keyless
    const url = `${root}${path}${call.query ? `?${call.query}` : ''}`
    const headers: Record<string, string> = { 'user-agent': PHONE, ...call.headers }
    if (op.authenticated && !call.anonymous) headers.authorization = `Bearer ${call.apiKey ?? this.#options.apiKey}`
    let body: string | undefined = call.rawBody
    if (call.body !== undefined) {
      body = JSON.stringify(call.body)
      headers['content-type'] ??= 'application/json'
    }
    const timeoutMs = this.#options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    // A 429 the check did not ask for (Prefer: code=429) is the deployment's rate limit: wait it
    // out and send again, never a contract breach.
    const askedFor429 = /code=429/.test(headers.prefer ?? '')
    let response: Response
    let text: string
    let waited = 0
    for (;;) {
      await this.#paced()
      try {
        response = await this.#fetch(url, {
          method: op.method,
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        })
        text = await response.text()
      } catch (error) {
        throw new Error(`${op.method} ${url}: ${networkError(error, timeoutMs)}`)
      }
      this.#pace(response)
      if (response.status !== 429 || askedFor429) break
      this.rateLimited += 1
      const wait = retryAfterMs(response.headers.get('retry-after')) ?? 1_000
      const budget = this.#options.maxRateLimitWaitMs ?? 65_000
      if (waited + wait > budget) {
        throw new RateLimitedEnvironment(
          `${op.method} ${url} → 429 (requestId ${requestIdOf(text, response.headers)}): rate limited by the deployment for more than ${budget} ms — the environment, not the contract: raise RATE_LIMIT_PER_MINUTE for the test account or run less often`,
        )
      }
      waited += wait
      await this.#sleep(wait)
    }
    let json: unknown
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    const exchange: Exchange = {
      operationId,
      request: { method: op.method, url, headers, body },
      status: response.status,
      headers: response.headers,
      text,
      json,
    }
    for (const problem of contractViolations(exchange)) this.#fail(exchange, `breaks the contract: ${problem}`)
    this.#track(exchange, call)
    return exchange
  }

  /** Remembers the codes a create made (with the key that owns them), forgets the deleted ones. */
  #track(exchange: Exchange, call: Call): void {
    const shortId =
      exchange.operationId === 'createQrCode' ? (exchange.json as { shortId?: unknown })?.shortId : undefined
    if (exchange.status === 201 && typeof shortId === 'string') this.#created.set(shortId, call.apiKey)
    if (exchange.operationId === 'bulkCreateQrCodes' && exchange.status === 200) {
      const results = (exchange.json as { data?: { qrCode?: { shortId?: unknown } }[] })?.data ?? []
      for (const result of results) {
        if (typeof result.qrCode?.shortId === 'string') this.#created.set(result.qrCode.shortId, call.apiKey)
      }
    }
    if (exchange.operationId === 'deleteQrCode' && [204, 404].includes(exchange.status)) {
      this.#created.delete(call.params?.shortId ?? '')
    }
  }

  /**
   * Deletes every code this run created and did not delete itself (its `ct-` codes and the
   * generated ones), whatever happened before. Resolves to what could not be deleted.
   */
  async cleanup(): Promise<string[]> {
    const left: string[] = []
    for (const [shortId, apiKey] of [...this.#created]) {
      try {
        const exchange = await this.call('deleteQrCode', { params: { shortId }, ...(apiKey && { apiKey }) })
        if (exchange.status !== 204 && exchange.status !== 404)
          left.push(`${this.#describe(exchange)}: could not delete ${shortId}`)
      } catch (error) {
        left.push(`could not delete ${shortId}: ${error instanceof Error ? error.message : String(error)}`)
      }
      this.#created.delete(shortId)
    }
    return left
  }

  #describe(exchange: Exchange): string {
    const body = exchange.request.body
    const shown = body === undefined ? '' : ` ${body.length > 120 ? `${body.slice(0, 120)}…` : body}`
    const id = requestIdOf(exchange.text, exchange.headers)
    return `${exchange.request.method} ${exchange.request.url}${shown} → ${exchange.status}${id ? ` (requestId ${id})` : ''}`
  }

  /** The rule (what was expected) and what came back instead. */
  #fail(exchange: Exchange, rule: string): void {
    const answer = exchange.text.replace(/\s+/g, ' ').trim()
    const actual = answer ? `; got: ${answer.length > 200 ? `${answer.slice(0, 200)}…` : answer}` : ''
    this.#failures.push(`${this.#describe(exchange)}: ${rule}${actual}`)
  }

  /** Records a failure about a whole sequence of requests. */
  fail(rule: string): void {
    this.#failures.push(rule)
  }

  /** Checks a condition about an exchange; a miss is recorded, naming the request. */
  expect(exchange: Exchange, condition: boolean, rule: string): void {
    if (!condition) this.#fail(exchange, rule)
  }

  /** Like expect, but stops the check: later steps depend on this one. */
  require(exchange: Exchange, condition: boolean, rule: string): void {
    if (!condition) {
      this.#fail(exchange, rule)
      throw new Violation(rule)
    }
  }

  async #run(operationId: string, name: string, body: () => Promise<void>): Promise<CheckResult> {
    this.#failures = []
    const started = performance.now()
    try {
      await body()
    } catch (error) {
      if (error instanceof RateLimitedEnvironment) this.#failures.push(`environment: ${error.message}`)
      else if (!(error instanceof Violation)) {
        this.#failures.push(`could not run: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    const failures = this.#failures
    return {
      operationId,
      name,
      passed: failures.length === 0,
      failures,
      durationMs: Math.round(performance.now() - started),
    }
  }

  /**
   * Before any check: can the kit reach the API with its key? One authenticated
   * `GET /qrcode?limit=1` must answer JSON, not a refusal of the key or another site's page.
   * Resolves to undefined, or to the one line that says what is wrong.
   */
  async preflight(): Promise<string | undefined> {
    const url = `${this.#base}/qrcode?limit=1`
    const timeoutMs = this.#options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    for (let attempt = 0; ; attempt += 1) {
      let response: Response
      let text: string
      try {
        response = await this.#fetch(url, {
          headers: { authorization: `Bearer ${this.#options.apiKey}`, accept: 'application/json' },
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        })
        text = await response.text()
      } catch (error) {
        return `cannot reach the API at ${this.#base}: ${networkError(error, timeoutMs)}`
      }
      let json: { error?: unknown; message?: unknown } | undefined
      try {
        json = JSON.parse(text)
      } catch {
        json = undefined
      }
      const type = response.headers.get('content-type') ?? 'no content type'
      if (response.status === 429 && attempt < 2) {
        await this.#sleep(Math.min(retryAfterMs(response.headers.get('retry-after')) ?? 1_000, 65_000))
        continue
      }
      if (response.status === 401 || response.status === 403) {
        return `the API key was refused: GET ${url} → ${response.status} ${String(json?.error ?? '')} ${String(json?.message ?? '')}`.trim()
      }
      if (json === undefined || response.status === 404 || response.status >= 300) {
        return `${this.#base} does not look like the dynqr API: GET ${url} → ${response.status} (${type}); the base URL is the API's, ending in /api/v1`
      }
      return undefined
    }
  }

  /** Runs `finish` once the checks are over, whatever happened (a receiver to stop, an endpoint to delete). */
  onFinish(finish: () => Promise<void>): void {
    this.#finishers.push(finish)
  }

  /** The checks of the profile, in run order, before selection. */
  checks(): Check[] {
    if (this.#options.profile === 'mock') return mockChecks(this)
    if (this.#options.profile === 'webhooks') return webhookChecks(this, this.#options)
    return fullChecks(this, this.#options, this.#site)
  }

  /**
   * Runs every selected check of the profile, in order, then deletes the codes the run
   * created (also when checks failed); a failed clean-up is reported as a failed check.
   */
  async run(): Promise<CheckResult[]> {
    const results: CheckResult[] = []
    try {
      await this.#runChecks(results)
    } finally {
      for (const finish of this.#finishers.splice(0)) await finish().catch(() => undefined)
      const started = performance.now()
      const left = await this.cleanup()
      if (left.length > 0) {
        results.push({
          operationId: 'deleteQrCode',
          name: 'cleans up the codes this run created',
          passed: false,
          failures: left,
          durationMs: Math.round(performance.now() - started),
        })
      }
    }
    return results
  }

  async #runChecks(results: CheckResult[]): Promise<void> {
    for (const check of this.checks()) {
      const skipped =
        check.skip ??
        selected(check, this.#options) ??
        (this.#options.viaPrismProxy ? check.notThroughPrismProxy : undefined)
      if (skipped) {
        results.push({
          operationId: check.operationId,
          name: check.name,
          passed: true,
          skipped,
          failures: [],
          durationMs: 0,
        })
        continue
      }
      results.push(await this.#run(check.operationId, check.name, check.body))
    }
  }
}
