/**
 * @dynqr/mock/msw — the dynqr API as MSW handlers, generated from the contract: for the browser's
 * service worker, Vitest, Storybook and Playwright, with no process, port or CORS, and without the
 * server's dependencies (this entry imports only `msw`, `openapi-msw` and `@dynqr/contract`).
 *
 * - `statelessHandlers()`: every API operation answers its contract example, as Prism does;
 *   `Prefer: code=404` / `example=<name>` pick another documented answer; invalid requests get
 *   the server's 400 with `details`; lists page.
 * - `statefulHandlers()`: creates are remembered; get, list, update and delete see them, with the
 *   server's validation messages, 404s, ETag/If-Match and Idempotency-Key replays; `reset()`.
 * - `createDynqrHttp()`: openapi-msw's `http`, typed by the contract's `paths` (the same generated
 *   type as the SDK's `paths`), for a test's own typed overrides with `server.use(…)`.
 */
import {
  OPERATIONS,
  type DomainStatus,
  type OperationSpec,
  type paths,
  type QrCode,
  type QrCodeOptions,
  requestChecker,
  resolveQrCodeOptions,
  type SortField,
  type SortOrder,
} from '@dynqr/contract'
import { type HttpHandler, HttpResponse, http } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import { paged, refusal } from '../contract-answers.js'
import { documentedAnswer, documentedError, parsePrefer } from '../prefer.js'
import { checkSeed, DAY_MS, type ScenarioName, type Seed, scenarioSeed } from '../seed.js'
import { auditedCodeAnswers } from './audit.js'
import { domainState, refusedDomain } from './domains.js'
import { errorResponse, withRequestId } from './errors.js'
import { peopleState, SESSION_COOKIE } from './people.js'
import { resourceState } from './resources.js'

export {
  DEMO_ACCOUNT,
  DEMO_KEY,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  SCENARIOS,
  type ScenarioName,
  type Seed,
  type SeedCode,
  scenarioSeed,
} from '../seed.js'
import { hasAnyTag, mergedTags } from './tags.js'

/** The base the SDK is pointed at in tests (`new Dynqr({ baseUrl })`). */
export const DEFAULT_BASE_URL = 'http://dynqr.test/api/v1'

export interface HandlerOptions {
  /** `{base_url}` of the API the handlers answer; default `http://dynqr.test/api/v1`. */
  baseUrl?: string
}

/** openapi-msw's `http`, typed by the contract's paths, at the API's base: typed overrides for one test. */
export const createDynqrHttp = (baseUrl = DEFAULT_BASE_URL) => createOpenApiHttp<paths>({ baseUrl })

const API_OPERATIONS = OPERATIONS.filter((op) => op.url.startsWith('/api/v1/'))
const mswPath = (baseUrl: string, op: OperationSpec) =>
  `${baseUrl.replace(/\/+$/, '')}${op.path.replace(/\{(\w+)\}/g, ':$1')}`
const method = (op: OperationSpec) => op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * What every API request meets first: a credential (a key, or a session cookie; any value of
 * either here), an asked-for answer (`Prefer`), the server's refusals.
 */
async function before(
  request: Request,
  op: OperationSpec,
  params: Record<string, string>,
  cookies: Record<string, string>,
) {
  if (op.authenticated && !/^Bearer \S/i.test(request.headers.get('authorization') ?? '') && !cookies[SESSION_COOKIE]) {
    const unauthorized = documentedError(op.operationId, 401)
    if (unauthorized) return errorResponse(401, unauthorized.body)
  }
  const prefer = parsePrefer(request.headers.get('prefer') ?? undefined)
  if (prefer.example !== undefined || (prefer.code !== undefined && prefer.code >= 400)) {
    const asked = documentedError(op.operationId, prefer.code, prefer.example)
    if (asked) return errorResponse(asked.status, asked.body)
  }
  const url = new URL(request.url)
  const refused = refusal(
    op,
    params,
    url.searchParams,
    await request.clone().text(),
    request.headers.get('content-type') ?? '',
  )
  return refused ? errorResponse(refused.status, refused.body) : undefined
}

/** The contract's example answer of an operation (`Prefer: example=` picks a success example by name). */
function exampleResponse(request: Request, op: OperationSpec) {
  const prefer = parsePrefer(request.headers.get('prefer') ?? undefined)
  const answer = documentedAnswer(op.operationId, prefer.example)
  if (!answer) return new HttpResponse(null, { status: 204 })
  if (answer.type === 'application/json') {
    const text = JSON.stringify(answer.body)
    const body =
      op.request.querystring?.properties && 'limit' in (op.request.querystring.properties as object)
        ? (paged(text, new URL(request.url).searchParams) ?? text)
        : text
    return new HttpResponse(body, { status: answer.status, headers: { 'content-type': 'application/json' } })
  }
  return new HttpResponse(typeof answer.body === 'string' ? answer.body : null, {
    status: answer.status,
    headers: answer.type ? { 'content-type': answer.type } : {},
  })
}

/**
 * Every API operation of the contract answering its example, as the contract mock (Prism)
 * answers: `Prefer: code=`/`example=` choose a documented answer, a request without a key gets
 * 401, one the server would refuse gets the server's 400 (with `details`) or 404, lists page.
 */
export function statelessHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL
  return API_OPERATIONS.map((op) =>
    http[method(op)](mswPath(baseUrl, op), async ({ request, params, cookies }) => {
      const refused = await before(request, op, params as Record<string, string>, cookies)
      return refused ?? withRequestId(exampleResponse(request, op))
    }),
  )
}

interface Stored {
  code: QrCode
  version: number
}

export interface StatefulHandlers {
  handlers: HttpHandler[]
  /** Back to the seed (or scenario) the handlers were made with, or to another one. */
  reset: (seed?: Seed | ScenarioName) => void
  /** The codes held now, oldest first. */
  codes: () => QrCode[]
}

export interface StatefulOptions extends HandlerOptions {
  /** The codes to start with: a seed (as for `dynqr-mock --seed`) or a scenario's name; default `demo`. */
  seed?: Seed | ScenarioName
  /** Where short links are served (`qrCodeUrl`); default: the base URL without `/api/v1`. */
  siteUrl?: string
}

const ID_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const newShortId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => ID_CHARACTERS[byte % 62]).join('')

type Answer = (request: Request, params: Record<string, string>) => Promise<Response>

/** What the stateful handlers hold: the codes, every short id ever used, the idempotent replays. */
interface CodeState {
  baseUrl: string
  site: string
  codes: Map<string, Stored>
  used: Set<string>
  replays: Map<string, { body: string; status: number; answer: unknown; headers: Record<string, string> }>
  /** A custom domain's status (domains.ts), for a new code's `domain`. */
  domainStatus?: (hostname: string) => DomainStatus | undefined
}

/** A code as the server answers it: the given fields over the defaults of a new one. */
const present = (
  site: string,
  fields: Partial<QrCode> & { shortId: string; targetUrl: string },
  at: number,
): QrCode => ({
  qrCodeUrl: `${site}/${fields.shortId}`,
  editUrl: `${site}/qrcode/edit/${fields.shortId}`,
  views: 0,
  qrCodeOptions: resolveQrCodeOptions(),
  createdAt: new Date(at).toISOString(),
  updatedAt: new Date(at).toISOString(),
  expiresAt: null,
  maxScans: null,
  scanLimitCounts: 'views',
  fallbackUrl: null,
  active: true,
  title: null,
  styleId: null,
  rules: [],
  variants: [],
  hasPassword: false,
  forwardQuery: false,
  utm: null,
  tags: [],
  ...fields,
  ...(fields.tags && { tags: mergedTags(fields.tags) }),
})

/** Fills the state from a seed or a scenario, oldest code first; returns the seed's `styles`. */
function seedCodes(state: CodeState, seed: Seed | ScenarioName): boolean {
  state.codes.clear()
  state.used.clear()
  state.replays.clear()
  const now = Date.now()
  const { codes: seeded, styles } = typeof seed === 'string' ? scenarioSeed(seed, now) : checkSeed(seed)
  for (const code of [...seeded].sort((a, b) => (b.daysOld ?? 1) - (a.daysOld ?? 1))) {
    const at = now - (code.daysOld ?? 1) * DAY_MS
    const { daysOld: _, qrCodeOptions, ...fields } = code
    state.codes.set(code.shortId, {
      code: present(state.site, { ...fields, qrCodeOptions: resolveQrCodeOptions(qrCodeOptions ?? {}) } as QrCode, at),
      version: 1,
    })
    state.used.add(code.shortId)
  }
  return styles !== false
}

const etag = (stored: Stored) => `"${stored.code.shortId}-${stored.version}"`
const one = (stored: Stored, status = 200, headers: Record<string, string> = {}) =>
  HttpResponse.json({ success: true, ...stored.code }, { status, headers: { etag: etag(stored), ...headers } })
const notFound = (op: string) => errorResponse(404, documentedError(op, 404)?.body ?? { error: 'NOT_FOUND' })

/** `listQrCodes`: filtered by `active`, `q` and `tag` (any), sorted, one page of them, with the server's defaults. */
function listCodes(state: CodeState, request: Request): Response {
  const params = new URL(request.url).searchParams
  const query = Object.fromEntries(params) as Record<string, unknown>
  const tags = params.getAll('tag')
  delete query.tag
  requestChecker('listQrCodes', 'querystring')(query) // fills in the defaults, as the server does
  const { limit, offset, sort, order, q, active } = query as {
    limit: number
    offset: number
    sort: SortField
    order: SortOrder
    q?: string
    active?: boolean
  }
  const needle = q?.toLowerCase()
  const all = [...state.codes.values()]
    .map((s) => s.code)
    .filter((c) => active === undefined || c.active === active)
    .filter((c) => hasAnyTag(c.tags, tags))
    .filter(
      (c) => !needle || [c.shortId, c.targetUrl, c.title ?? ''].some((text) => text.toLowerCase().includes(needle)),
    )
    .sort((a, b) => {
      const by = a[sort] < b[sort] ? -1 : a[sort] > b[sort] ? 1 : a.shortId < b.shortId ? -1 : 1
      return order === 'asc' ? by : -by
    })
  const data = all.slice(offset, offset + limit)
  return HttpResponse.json({
    success: true,
    data,
    pagination: { total: all.length, limit, offset, hasMore: offset + data.length < all.length },
  })
}

/** A new code's `domain` refused as the server does: not the account's (400), or still pending (422). */
/** `createQrCode`: a new short id (or the custom one, 409 when taken), replayed for a known `Idempotency-Key`. */
async function createCode(state: CodeState, request: Request): Promise<Response> {
  const text = await request.text()
  const key = request.headers.get('idempotency-key')
  const replay = key ? state.replays.get(key) : undefined
  if (replay) {
    if (replay.body !== text) return errorResponse(422, documentedError('createQrCode', 422)?.body ?? {})
    return HttpResponse.json(replay.answer as object, {
      status: replay.status,
      headers: { ...replay.headers, 'idempotent-replayed': 'true' },
    })
  }
  const body = JSON.parse(text) as Partial<QrCode> & {
    customShortId?: string
    qrCodeOptions?: QrCodeOptions
    password?: string | null
  }
  const { customShortId, qrCodeOptions, password, ...fields } = body
  if (customShortId !== undefined && state.used.has(customShortId)) {
    return errorResponse(409, documentedError('createQrCode', 409)?.body ?? { error: 'CONFLICT' })
  }
  const domainProblem = fields.domain ? refusedDomain(state.domainStatus, fields.domain) : undefined
  if (domainProblem) return domainProblem
  let shortId = customShortId ?? newShortId()
  while (state.used.has(shortId)) shortId = newShortId()
  const code = present(
    state.site,
    {
      ...fields,
      // The password is write-only (issue #43): only whether there is one is kept.
      hasPassword: typeof password === 'string',
      shortId,
      targetUrl: String(fields.targetUrl),
      qrCodeOptions: resolveQrCodeOptions(qrCodeOptions ?? {}),
    },
    Date.now(),
  )
  if (code.domain) code.qrCodeUrl = `https://${code.domain}/${shortId}`
  const stored: Stored = { code, version: 1 }
  state.codes.set(shortId, stored)
  state.used.add(shortId)
  const headers = { location: `${state.baseUrl}/qrcode/${shortId}`, etag: etag(stored) }
  if (key) state.replays.set(key, { body: text, status: 201, answer: { success: true, ...stored.code }, headers })
  return one(stored, 201, headers)
}

/** `updateQrCode`: the changes over the code, a new version and `updatedAt`; 412 on a stale `If-Match`. */
async function updateCode(state: CodeState, request: Request, shortId: string): Promise<Response> {
  const stored = state.codes.get(shortId)
  if (!stored) return notFound('updateQrCode')
  const ifMatch = request.headers.get('if-match')
  if (ifMatch && ifMatch !== etag(stored)) {
    return errorResponse(412, documentedError('updateQrCode', 412)?.body ?? { error: 'PRECONDITION_FAILED' })
  }
  const { qrCodeOptions, password, ...changes } = (await request.json()) as Partial<QrCode> & {
    qrCodeOptions?: QrCodeOptions
    password?: string | null
  }
  stored.code = {
    ...stored.code,
    ...changes,
    ...(changes.tags && { tags: mergedTags(changes.tags) }),
    ...(password !== undefined && { hasPassword: password !== null }),
    ...(qrCodeOptions && { qrCodeOptions: resolveQrCodeOptions(qrCodeOptions) }),
    updatedAt: new Date(Math.max(Date.now(), Date.parse(stored.code.updatedAt) + 1)).toISOString(),
  }
  stored.version += 1
  return one(stored)
}

/** The QR code operations answered from the state, by operation id. */
function codeAnswers(state: CodeState): Record<string, Answer> {
  return {
    listQrCodes: async (request) => listCodes(state, request),
    createQrCode: (request) => createCode(state, request),
    getQrCode: async (_request, params) => {
      const stored = state.codes.get(params.shortId ?? '')
      return stored ? one(stored) : notFound('getQrCode')
    },
    updateQrCode: (request, params) => updateCode(state, request, params.shortId ?? ''),
    deleteQrCode: async (_request, params) => {
      if (!state.codes.delete(params.shortId ?? '')) return notFound('deleteQrCode')
      return new HttpResponse(null, { status: 204 })
    },
  }
}

/**
 * Handlers that remember: creates (and bulk-free updates and deletes) change what get and list
 * answer, as the server would, with its validation messages, its 404 and 409 answers, ETag and
 * If-Match (412), and `Idempotency-Key` replays (`Idempotent-Replayed: true`; another body, 422).
 * Operations without state here (stats, images, keys, webhooks…) answer their examples.
 */
export function statefulHandlers(options: StatefulOptions = {}): StatefulHandlers {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')
  const site = (options.siteUrl ?? baseUrl.replace(/\/api\/v1$/, '')).replace(/\/+$/, '')
  const state: CodeState = { baseUrl, site, codes: new Map(), used: new Set(), replays: new Map() }
  let initial = options.seed ?? 'demo'
  const fail = (status: number, op: string, message: string) =>
    errorResponse(
      status,
      documentedError(op, status)?.body ?? { error: status === 409 ? 'CONFLICT' : 'NOT_FOUND', message },
    )
  const resources = resourceState(baseUrl, fail, (styleId) =>
    [...state.codes.values()].some((s) => s.code.styleId === styleId),
  )
  const domains = domainState(fail, (hostname) => [...state.codes.values()].some((s) => s.code.domain === hostname))
  state.domainStatus = domains.statusOf
  const refuse = (status: number, op: string, message: string) =>
    errorResponse(status, { error: documentedError(op, status)?.body.error ?? 'INVALID_REQUEST', message })
  const people = peopleState(site, refuse)
  const reset = (seed: Seed | ScenarioName = initial) => {
    initial = seed
    resources.reset(seedCodes(state, seed))
    domains.clear()
    people.reset()
  }
  reset()

  const codes = codeAnswers(state)
  const stateful: Partial<Record<string, Answer>> = {
    ...resources.handlers,
    ...domains.handlers,
    ...codes,
    ...auditedCodeAnswers(codes, (shortId) => state.codes.get(shortId)?.code, people.audit, people.whoAsked),
    ...people.handlers,
  }
  const handlers = [
    http.post(`${site}/__mock/reset`, () => {
      reset()
      return new HttpResponse(null, { status: 204 })
    }),
    ...API_OPERATIONS.map((op) =>
      http[method(op)](mswPath(baseUrl, op), async ({ request, params, cookies }) => {
        const p = params as Record<string, string>
        const refused = (await before(request, op, p, cookies)) ?? people.authorize(request, op, cookies)
        if (refused) return refused
        const answer = stateful[op.operationId]
        return withRequestId(answer ? await answer(request, p) : exampleResponse(request, op))
      }),
    ),
  ]
  return { handlers, reset, codes: () => [...state.codes.values()].map((s) => s.code) }
}
