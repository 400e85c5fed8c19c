import { OPERATIONS } from '@dynqr/contract'
import type { Check } from './check.js'
import { fullChecks } from './checks/full-profile.js'
import { mockChecks } from './checks/mock-profile.js'
import { contractViolations, type Exchange } from './contract-validator.js'
import { selected } from './selection.js'
import { networkError } from './transport.js'

export type Profile = 'mock' | 'full'

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

  constructor(options: KitOptions) {
    this.#options = options
    this.#base = options.baseUrl.replace(/\/+$/, '')
    this.#site = (options.siteUrl ?? this.#base.replace(/\/api\/v1$/, '')).replace(/\/+$/, '')
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  }

  /** Sends a request for an operation and checks the answer against the contract. */
  async call(operationId: string, call: Call = {}): Promise<Exchange> {
    const op = OPERATIONS.find((o) => o.operationId === operationId)
    if (!op) throw new Error(`No operation ${operationId}`)
    const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(call.params?.[name] ?? ''))
    const root = op.authenticated ? this.#base : this.#site
    const url = `${root}${path}${call.query ? `?${call.query}` : ''}`
    const headers: Record<string, string> = { 'user-agent': PHONE, ...call.headers }
    if (op.authenticated && !call.anonymous) headers.authorization = `Bearer ${call.apiKey ?? this.#options.apiKey}`
    let body: string | undefined = call.rawBody
    if (call.body !== undefined) {
      body = JSON.stringify(call.body)
      headers['content-type'] ??= 'application/json'
    }
    const timeoutMs = this.#options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    let response: Response
    let text: string
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
    return `${exchange.request.method} ${exchange.request.url}${shown} → ${exchange.status}`
  }

  #fail(exchange: Exchange, rule: string): void {
    this.#failures.push(`${this.#describe(exchange)}: ${rule}`)
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
      if (!(error instanceof Violation)) {
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

  /** The checks of the profile, in run order, before selection. */
  checks(): Check[] {
    return this.#options.profile === 'mock' ? mockChecks(this) : fullChecks(this, this.#options, this.#site)
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
