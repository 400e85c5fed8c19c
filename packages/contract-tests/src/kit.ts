import { OPERATIONS } from '@dynqr/contract'
import { fullChecks } from './checks/full-profile.js'
import { mockChecks } from './checks/mock-profile.js'
import { contractViolations, type Exchange } from './contract-validator.js'

export type Profile = 'mock' | 'full'

export interface KitOptions {
  /** `{base_url}` of the API (for a deployment, ending in /api/v1; for the Prism mock, its root). */
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
  fetch?: typeof fetch
}

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
    const response = await this.#fetch(url, { method: op.method, headers, body, redirect: 'manual' })
    const text = await response.text()
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
    return exchange
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

  /** Runs every check of the profile, in order. */
  async run(): Promise<CheckResult[]> {
    const checks = this.#options.profile === 'mock' ? mockChecks(this) : fullChecks(this, this.#options, this.#site)
    const results: CheckResult[] = []
    for (const check of checks) {
      const skipped = check.skip ?? (this.#options.viaPrismProxy ? check.notThroughPrismProxy : undefined)
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
    return results
  }
}
