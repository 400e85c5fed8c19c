import { OPERATIONS, openapiDocument } from '@dynqr/contract'
import { contractViolations, documentedStatuses, type Exchange } from './contract-validator.js'

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

type Node = Record<string, unknown>

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

interface Check {
  operationId: string
  name: string
  skip?: string
  /** Why the check cannot pass through Prism's proxy, when it cannot. */
  notThroughPrismProxy?: string
  body: () => Promise<void>
}

const PRISM_ANSWERS_ITSELF = "Prism's proxy answers this request itself, before the deployment sees it"
const PRISM_FOLLOWS_REDIRECTS = "Prism's proxy follows the redirect instead of returning it"

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Node).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )
const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b)

const field = (exchange: Exchange, name: string): unknown => (exchange.json as Node | undefined)?.[name]

/** The first named example of an operation's request body. */
function requestExample(operationId: string): unknown {
  const op = OPERATIONS.find((o) => o.operationId === operationId)
  const pathItem = (openapiDocument as { paths: Record<string, Node> }).paths[op?.path ?? ''] as Node
  const requestBody = (pathItem[op?.method.toLowerCase() ?? ''] as Node).requestBody as Node | undefined
  const media = (requestBody?.content as Node | undefined)?.['application/json'] as Node | undefined
  const first = Object.values((media?.examples ?? {}) as Node)[0] as Node | undefined
  return first?.value
}

/**
 * For the stateless Prism mock: every documented status of every operation, selected with
 * `Prefer: code=…`, must come back as documented; and the mock must refuse a request without
 * a key and a create without targetUrl.
 */
function mockChecks(kit: ContractKit): Check[] {
  const checks: Check[] = []
  for (const op of OPERATIONS) {
    for (const status of documentedStatuses(op.operationId)) {
      checks.push({
        operationId: op.operationId,
        name: `${op.method} ${op.path} answers its documented ${status}`,
        body: async () => {
          const example = requestExample(op.operationId)
          const exchange = await kit.call(op.operationId, {
            params: { shortId: 'spring-sale' },
            ...(example !== undefined && { body: example }),
            headers: { prefer: `code=${status}` },
          })
          kit.expect(exchange, exchange.status === status, `expected the documented ${status}`)
        },
      })
    }
    if (op.authenticated) {
      checks.push({
        operationId: op.operationId,
        name: `${op.method} ${op.path} refuses a request without a key (401)`,
        body: async () => {
          const example = requestExample(op.operationId)
          const exchange = await kit.call(op.operationId, {
            params: { shortId: 'spring-sale' },
            anonymous: true,
            ...(example !== undefined && { body: example }),
          })
          kit.expect(exchange, exchange.status === 401, 'a request without Authorization must get 401')
        },
      })
    }
  }
  checks.push({
    operationId: 'createQrCode',
    name: 'POST /qrcode refuses a body without targetUrl (400)',
    body: async () => {
      const exchange = await kit.call('createQrCode', { body: { customShortId: 'no-target' } })
      kit.expect(exchange, exchange.status === 400, 'a create without targetUrl must get 400')
      kit.expect(exchange, field(exchange, 'error') === 'INVALID_REQUEST', 'error must be INVALID_REQUEST')
    },
  })
  return checks
}

/**
 * For a real deployment: the stateful behaviour of the contract, step by step, with every
 * response checked against openapi.yaml.
 */
function fullChecks(kit: ContractKit, options: KitOptions, site: string): Check[] {
  const run = Math.random().toString(36).slice(2, 8)
  const customId = `ct-${run}`
  const state: { generated?: Node; custom?: Node } = {}
  const created = (exchange: Exchange) => exchange.json as Node
  const check = (
    operationId: string,
    name: string,
    body: () => Promise<void>,
    skip?: string,
    notThroughPrismProxy?: string,
  ): Check => ({
    operationId,
    name,
    body,
    ...(skip && { skip }),
    ...(notThroughPrismProxy && { notThroughPrismProxy }),
  })
  const needsCode = () => {
    if (!state.custom) throw new Error('an earlier step failed to create the code this one needs')
    return String(state.custom.shortId)
  }

  return [
    check('createQrCode', 'creates a code with a generated id (201, views 0, updatedAt = createdAt)', async () => {
      const exchange = await kit.call('createQrCode', { body: { targetUrl: 'https://example.com/contract-test' } })
      kit.require(exchange, exchange.status === 201, 'create must answer 201')
      const code = created(exchange)
      kit.expect(exchange, /^[0-9A-Za-z]{8}$/.test(String(code.shortId)), 'a generated shortId is 8 of [0-9A-Za-z]')
      kit.expect(exchange, code.views === 0, 'views is 0 on a new code')
      kit.expect(exchange, code.updatedAt === code.createdAt, 'updatedAt equals createdAt on creation')
      kit.expect(exchange, code.qrCodeUrl === `${site}/${code.shortId}`, `qrCodeUrl is {site_url}/<shortId> (${site})`)
      kit.expect(
        exchange,
        code.editUrl === `${site}/qrcode/edit/${code.shortId}`,
        'editUrl is {site_url}/qrcode/edit/<shortId>',
      )
      kit.expect(exchange, field(exchange, 'success') === true, 'success is true')
      state.generated = code
    }),
    check('createQrCode', 'creates a code with a custom id and styling, defaults filled in', async () => {
      const exchange = await kit.call('createQrCode', {
        body: {
          targetUrl: 'https://example.com/custom',
          customShortId: customId,
          qrCodeOptions: { width: 400, dotsOptions: { type: 'dots', color: '#1A2B3C' } },
        },
      })
      kit.require(exchange, exchange.status === 201, 'create must answer 201')
      const options = created(exchange).qrCodeOptions as Node
      kit.expect(exchange, created(exchange).shortId === customId, 'shortId is the customShortId')
      kit.expect(
        exchange,
        sameJson(options, {
          width: 400,
          height: 300,
          dotsOptions: { type: 'dots', color: '#1a2b3c' },
          backgroundOptions: { color: '#ffffff' },
          cornersSquareOptions: { type: 'square', color: '#1a2b3c' },
          cornersDotOptions: { type: 'square', color: '#1a2b3c' },
          margin: 0,
          qrOptions: { errorCorrectionLevel: 'Q' },
        }),
        'qrCodeOptions come back with defaults filled in and colours in lower case',
      )
      state.custom = created(exchange)
    }),
    check('createQrCode', 'refuses a taken custom id (409 CONFLICT)', async () => {
      const exchange = await kit.call('createQrCode', {
        body: { targetUrl: 'https://example.com/', customShortId: needsCode() },
      })
      kit.expect(
        exchange,
        exchange.status === 409 && field(exchange, 'error') === 'CONFLICT',
        'a taken id must get 409 CONFLICT',
      )
    }),
    check('createQrCode', 'refuses a missing targetUrl with "targetUrl is required" (400)', async () => {
      const exchange = await kit.call('createQrCode', { body: {} })
      kit.expect(exchange, exchange.status === 400, 'must answer 400')
      kit.expect(exchange, field(exchange, 'error') === 'INVALID_REQUEST', 'error must be INVALID_REQUEST')
      kit.expect(
        exchange,
        field(exchange, 'message') === 'targetUrl is required',
        'message must be "targetUrl is required"',
      )
    }),
    check('createQrCode', 'refuses an unknown field, naming it (400)', async () => {
      const exchange = await kit.call('createQrCode', { body: { targetUrl: 'https://example.com/', views: 99 } })
      kit.expect(exchange, exchange.status === 400, 'must answer 400')
      const details = (field(exchange, 'details') ?? []) as Node[]
      kit.expect(
        exchange,
        details.some((d) => d.field === 'views'),
        'details must name the field "views"',
      )
    }),
    check('createQrCode', 'refuses a javascript: target (400)', async () => {
      const exchange = await kit.call('createQrCode', { body: { targetUrl: 'javascript:alert(1)' } })
      kit.expect(exchange, exchange.status === 400, 'must answer 400')
    }),
    check(
      'createQrCode',
      'refuses a missing key with 401 and WWW-Authenticate',
      async () => {
        const exchange = await kit.call('createQrCode', {
          anonymous: true,
          body: { targetUrl: 'https://example.com/' },
        })
        kit.expect(exchange, exchange.status === 401, 'must answer 401')
        kit.expect(
          exchange,
          field(exchange, 'message') === 'Invalid or missing API key',
          'message must be "Invalid or missing API key"',
        )
        kit.expect(
          exchange,
          /^Bearer/.test(exchange.headers.get('www-authenticate') ?? ''),
          'WWW-Authenticate must name Bearer',
        )
      },
      undefined,
      PRISM_ANSWERS_ITSELF,
    ),
    check('listQrCodes', 'refuses an unknown key (401)', async () => {
      const exchange = await kit.call('listQrCodes', { apiKey: `dqr_${'0'.repeat(40)}` })
      kit.expect(exchange, exchange.status === 401, 'must answer 401')
    }),
    check('createQrCode', 'refuses a body that is not JSON (415)', async () => {
      const exchange = await kit.call('createQrCode', {
        rawBody: 'targetUrl=https://example.com/',
        headers: { 'content-type': 'text/plain' },
      })
      kit.expect(exchange, exchange.status === 415, 'must answer 415')
    }),
    check(
      'createQrCode',
      'refuses malformed JSON (400)',
      async () => {
        const exchange = await kit.call('createQrCode', {
          rawBody: '{"targetUrl": ',
          headers: { 'content-type': 'application/json' },
        })
        kit.expect(exchange, exchange.status === 400, 'must answer 400')
      },
      undefined,
      PRISM_ANSWERS_ITSELF,
    ),
    check('createQrCode', 'refuses a body over 16 KiB (413)', async () => {
      const exchange = await kit.call('createQrCode', {
        body: { targetUrl: `https://example.com/${'a'.repeat(17_000)}` },
      })
      kit.expect(exchange, exchange.status === 413, 'must answer 413')
    }),
    check('getQrCode', 'gets the code as created (200)', async () => {
      const exchange = await kit.call('getQrCode', { params: { shortId: needsCode() } })
      kit.require(exchange, exchange.status === 200, 'must answer 200')
      kit.expect(exchange, sameJson(exchange.json, state.custom), 'must equal the created code')
    }),
    check('getQrCode', 'answers an unknown id with 404 "QR code not found"', async () => {
      const exchange = await kit.call('getQrCode', { params: { shortId: `nope-${run}` } })
      kit.expect(exchange, exchange.status === 404, 'must answer 404')
      kit.expect(exchange, field(exchange, 'message') === 'QR code not found', 'message must be "QR code not found"')
    }),
    check('updateQrCode', 'changes only the target, keeping the styling (200)', async () => {
      const exchange = await kit.call('updateQrCode', {
        params: { shortId: needsCode() },
        body: { targetUrl: 'https://example.com/updated' },
      })
      kit.require(exchange, exchange.status === 200, 'must answer 200')
      kit.expect(
        exchange,
        field(exchange, 'targetUrl') === 'https://example.com/updated',
        'targetUrl must be the new one',
      )
      kit.expect(
        exchange,
        sameJson(field(exchange, 'qrCodeOptions'), state.custom?.qrCodeOptions),
        'qrCodeOptions must be unchanged',
      )
      kit.expect(
        exchange,
        String(field(exchange, 'updatedAt')) >= String(state.custom?.createdAt),
        'updatedAt must not go back',
      )
    }),
    check('updateQrCode', 'refuses to set views (400)', async () => {
      const exchange = await kit.call('updateQrCode', { params: { shortId: needsCode() }, body: { views: 5 } })
      kit.expect(exchange, exchange.status === 400, 'must answer 400')
    }),
    check('updateQrCode', 'answers an unknown id with 404', async () => {
      const exchange = await kit.call('updateQrCode', {
        params: { shortId: `nope-${run}` },
        body: { targetUrl: 'https://example.com/' },
      })
      kit.expect(exchange, exchange.status === 404, 'must answer 404')
    }),
    check('listQrCodes', 'pages through every code once, in a stable order', async () => {
      for (let i = 0; i < 3; i += 1) {
        await kit.call('createQrCode', {
          body: { targetUrl: `https://example.com/page-${i}`, customShortId: `${customId}-${i}` },
        })
      }
      const seen: string[] = []
      let offset = 0
      let total = -1
      for (let pages = 0; pages < 10_000; pages += 1) {
        const exchange = await kit.call('listQrCodes', { query: `limit=2&offset=${offset}&sort=createdAt&order=asc` })
        kit.require(exchange, exchange.status === 200, 'must answer 200')
        const data = field(exchange, 'data') as Node[]
        const pagination = field(exchange, 'pagination') as Node
        kit.expect(
          exchange,
          pagination.limit === 2 && pagination.offset === offset,
          'pagination echoes limit and offset',
        )
        total = Number(pagination.total)
        seen.push(...data.map((c) => String(c.shortId)))
        const more = offset + data.length < total
        kit.expect(exchange, pagination.hasMore === more, 'hasMore is offset + data.length < total')
        if (!pagination.hasMore) break
        offset += 2
      }
      const mine = [customId, `${customId}-0`, `${customId}-1`, `${customId}-2`]
      const positions = mine.map((id) => seen.indexOf(id))
      const walk = `GET /qrcode?limit=2&sort=createdAt&order=asc, every page`
      if (positions.some((p) => p < 0)) kit.fail(`${walk}: a code created by this run is missing from the pages`)
      if (new Set(seen).size !== seen.length) kit.fail(`${walk}: a code appears on two pages`)
      if (seen.length !== total)
        kit.fail(`${walk}: the pages hold ${seen.length} codes, pagination.total says ${total}`)
      if (!positions.every((p, i) => i === 0 || p > (positions[i - 1] ?? 0))) {
        kit.fail(`${walk}: codes created one after another are not in createdAt order`)
      }
    }),
    check('getQrCodeImage', 'draws the code as SVG and PNG, with an ETag and 304 on If-None-Match', async () => {
      const shortId = needsCode()
      const svg = await kit.call('getQrCodeImage', { params: { shortId } })
      kit.require(svg, svg.status === 200, 'must answer 200')
      kit.expect(svg, svg.text.startsWith('<svg'), 'the default image is SVG')
      const etag = svg.headers.get('etag') ?? ''
      const again = await kit.call('getQrCodeImage', { params: { shortId }, headers: { 'if-none-match': etag } })
      kit.expect(again, again.status === 304, 'a matching If-None-Match must answer 304')
      const png = await kit.call('getQrCodeImage', { params: { shortId }, query: 'format=png' })
      kit.expect(png, png.headers.get('content-type') === 'image/png', 'format=png must answer image/png')
      const unknown = await kit.call('getQrCodeImage', { params: { shortId: `nope-${run}` } })
      kit.expect(unknown, unknown.status === 404, 'an unknown code must answer 404')
    }),
    check('createQrCode', 'refuses dots too close to the background (400)', async () => {
      const exchange = await kit.call('createQrCode', {
        body: { targetUrl: 'https://example.com/', qrCodeOptions: { dotsOptions: { color: '#eeeeee' } } },
      })
      kit.expect(exchange, exchange.status === 400, 'must answer 400')
    }),
    check('listQrCodes', 'refuses limit=101, naming limit (400)', async () => {
      const exchange = await kit.call('listQrCodes', { query: 'limit=101' })
      kit.expect(exchange, exchange.status === 400, 'must answer 400')
      const details = (field(exchange, 'details') ?? []) as Node[]
      kit.expect(
        exchange,
        details.some((d) => d.field === 'limit'),
        'details must name "limit"',
      )
    }),
    check(
      'followShortLink',
      'redirects a scan with 302, no-store, and counts one view',
      async () => {
        const shortId = needsCode()
        const before = await kit.call('getQrCode', { params: { shortId } })
        const scan = await kit.call('followShortLink', { params: { shortId } })
        kit.require(scan, scan.status === 302, 'a scan must answer 302')
        kit.expect(
          scan,
          scan.headers.get('location') === 'https://example.com/updated',
          'Location must be the current target',
        )
        kit.expect(scan, scan.headers.get('cache-control') === 'no-store', 'Cache-Control must be no-store')
        const after = await kit.call('getQrCode', { params: { shortId } })
        kit.expect(
          after,
          Number(field(after, 'views')) === Number(field(before, 'views')) + 1,
          'views must grow by exactly 1',
        )
      },
      undefined,
      PRISM_FOLLOWS_REDIRECTS,
    ),
    check(
      'followShortLink',
      'does not count a HEAD or a bot as a view',
      async () => {
        const shortId = needsCode()
        const before = await kit.call('getQrCode', { params: { shortId } })
        const bot = await kit.call('followShortLink', {
          params: { shortId },
          headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
        })
        kit.expect(bot, bot.status === 302, 'a bot is redirected too')
        const after = await kit.call('getQrCode', { params: { shortId } })
        kit.expect(after, field(after, 'views') === field(before, 'views'), 'a bot must not count as a view')
      },
      undefined,
      PRISM_FOLLOWS_REDIRECTS,
    ),
    check('followShortLink', 'answers an unknown short link with 404', async () => {
      const exchange = await kit.call('followShortLink', { params: { shortId: `nope-${run}` } })
      kit.expect(exchange, exchange.status === 404, 'must answer 404')
    }),
    check('getEditPage', 'serves the edit page (200, HTML)', async () => {
      const exchange = await kit.call('getEditPage', { params: { shortId: needsCode() } })
      kit.expect(exchange, exchange.status === 200, 'must answer 200')
    }),
    check(
      'getQrCode',
      "answers another account's code exactly like a missing one (404), for every method",
      async () => {
        const shortId = needsCode()
        const apiKey = String(options.otherApiKey)
        for (const operationId of ['getQrCode', 'updateQrCode', 'deleteQrCode']) {
          const exchange = await kit.call(operationId, {
            apiKey,
            params: { shortId },
            ...(operationId === 'updateQrCode' && { body: { targetUrl: 'https://evil.example/' } }),
          })
          kit.expect(exchange, exchange.status === 404, 'another account must get 404')
        }
        const still = await kit.call('getQrCode', { params: { shortId } })
        kit.expect(still, field(still, 'targetUrl') === 'https://example.com/updated', 'the code must be untouched')
      },
      options.otherApiKey ? undefined : 'needs --other-api-key (a key of a second account)',
    ),
    check('deleteQrCode', 'deletes (204), then 404 on the API and 410 on the short link, id never reused', async () => {
      const shortId = needsCode()
      const deleted = await kit.call('deleteQrCode', { params: { shortId } })
      kit.require(deleted, deleted.status === 204, 'must answer 204')
      const again = await kit.call('deleteQrCode', { params: { shortId } })
      kit.expect(again, again.status === 404, 'deleting again must answer 404')
      const get = await kit.call('getQrCode', { params: { shortId } })
      kit.expect(get, get.status === 404, 'a deleted code must answer 404')
      const scan = await kit.call('followShortLink', { params: { shortId } })
      kit.expect(scan, scan.status === 410, 'its short link must answer 410')
      const reuse = await kit.call('createQrCode', {
        body: { targetUrl: 'https://example.com/', customShortId: shortId },
      })
      kit.expect(reuse, reuse.status === 409, 'a deleted id must never be given out again (409)')
    }),
    check('getHealth', 'answers the liveness probe', async () => {
      const exchange = await kit.call('getHealth')
      kit.expect(exchange, exchange.status === 200, 'must answer 200')
    }),
    check('getReadiness', 'answers the readiness probe', async () => {
      const exchange = await kit.call('getReadiness')
      kit.expect(exchange, exchange.status === 200, 'must answer 200')
    }),
  ]
}
