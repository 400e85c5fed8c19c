import { OPERATIONS, type OperationSpec } from '@dynqr/contract'
import { mutatedValue, oddString, validValue } from '@dynqr/contract-tests'
import fc, { type Arbitrary } from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { PNG } from 'pngjs'
import { ApiKeyService, composeApp, type Store } from '../../src/index.js'
import { contractProblems } from '../helpers/contract-problems.js'

type Schema = Record<string, unknown>

export interface FuzzRequest {
  operationId: string
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

/** Ids for the path parameters, by parameter name (`shortId`, `assetId`, `styleId`): most requests use one that exists. */
export type FuzzIds = Readonly<Record<string, readonly string[]>>

/**
 * The endpoints added by issue #30 and after (assets, styles, bulk update and delete, export,
 * stats): `npm run fuzz -- --new` and the in-suite run give them a run of their own, so they are
 * not a few percent of the requests among all the others.
 */
export const NEW_OPERATIONS: readonly string[] = [
  'uploadAsset',
  'listAssets',
  'getAsset',
  'deleteAsset',
  'createStyle',
  'listStyles',
  'getStyle',
  'updateStyle',
  'deleteStyle',
  'bulkUpdateQrCodes',
  'bulkDeleteQrCodes',
  'exportQrCodes',
  'getQrCodeStats',
  'getAccountStats',
]

export interface FuzzKeys {
  /** A key of the account that owns `shortIds`. */
  own: string
  /** A key of another account. */
  other: string
}

const encode = (value: unknown): string => {
  try {
    return encodeURIComponent(String(value))
  } catch {
    return '%F0%9F%92%A5' // a lone surrogate cannot be percent-encoded; any odd segment will do
  }
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'nonsense',
]

const RAW_BODIES = ['', '{', '{"targetUrl": ', 'null', '[]', '"a string"', '42', '{"targetUrl":"https://a.example/"}x']

function pathOf(op: OperationSpec, ids: FuzzIds): Arbitrary<string> {
  const params = ((op.request.params?.properties ?? {}) as Record<string, Schema>) ?? {}
  const names = Object.keys(params)
  if (names.length === 0) return fc.constant(op.url)
  const segment = (name: string, schema: Schema) => {
    const known = ids[name] ?? []
    return fc.oneof(
      { weight: 4, arbitrary: known.length ? fc.constantFrom(...known) : validValue(schema) },
      { weight: 2, arbitrary: validValue(schema) },
      { weight: 2, arbitrary: oddString },
    )
  }
  return fc
    .tuple(...names.map((name) => segment(name, params[name] as Schema)))
    .map((values) => names.reduce((url, name, i) => url.replace(`:${name}`, encode(values[i])), op.url))
}

function queryOf(op: OperationSpec): Arbitrary<string> {
  const properties = { ...(op.request.querystring?.properties ?? {}) } as Record<string, Schema>
  // As for Accept: a valid format=png would rasterise; the odd values of `format` still come.
  if (properties.format) properties.format = { type: 'string', enum: ['svg'] }
  const entries = Object.entries(properties).map(([name, schema]) =>
    fc.option(
      fc.oneof(
        { weight: 3, arbitrary: validValue(schema).map((v) => `${name}=${encode(v)}`) },
        { weight: 2, arbitrary: oddString.map((v) => `${name}=${encode(v)}`) },
        { weight: 1, arbitrary: fc.constantFrom(`${name}=`, name, `${name}=%20%205`, `${name}=1&${name}=2`) },
      ),
      { freq: 2 },
    ),
  )
  const unknown = fc.option(
    oddString.map((v) => `${encode(v) || 'x'}=1`),
    { freq: 6 },
  )
  return fc.tuple(fc.tuple(...entries), unknown).map(([parts, extra]) => {
    const all = [...parts, extra].filter((p): p is string => p !== null)
    return all.length ? `?${all.join('&')}` : ''
  })
}

/** A small opaque PNG, as a logo is uploaded. */
function pngBytes(width: number, height: number): Buffer {
  const png = new PNG({ width, height })
  png.data.fill(200)
  return PNG.sync.write(png)
}

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#123456"/></svg>'
const PNG_BYTES = pngBytes(16, 16)

/** Upload bodies: images, broken images, hostile SVG and bytes under every type the route may be sent. */
const UPLOADS: Arbitrary<{ payload: string | Buffer; contentType: string }> = fc.oneof(
  fc.constantFrom(
    { payload: PNG_BYTES, contentType: 'image/png' },
    { payload: PNG_BYTES.subarray(0, 40), contentType: 'image/png' },
    { payload: PNG_BYTES, contentType: 'image/jpeg' },
    { payload: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]), contentType: 'image/jpeg' },
    { payload: SVG, contentType: 'image/svg+xml' },
    { payload: SVG.replace('<rect', '<script>alert(1)</script><rect'), contentType: 'image/svg+xml' },
    { payload: `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(200)}`, contentType: 'image/svg+xml' },
    { payload: SVG, contentType: 'image/gif' },
    { payload: '', contentType: 'image/png' },
    { payload: '{}', contentType: 'application/json' },
  ),
  fc
    .tuple(fc.uint8Array({ maxLength: 300 }), fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml'))
    .map(([bytes, contentType]) => ({ payload: Buffer.from(bytes), contentType })),
  oddString.map((text) => ({
    payload: `<svg xmlns="http://www.w3.org/2000/svg">${text}</svg>`,
    contentType: 'image/svg+xml',
  })),
)

function bodyOf(op: OperationSpec): Arbitrary<{ payload?: string | Buffer; contentType?: string }> {
  const schema = op.request.body as Schema | undefined
  if (op.operationId === 'uploadAsset') return UPLOADS
  if (!schema) {
    // Operations without a body: nothing, or the empty body many clients label as JSON.
    return fc.constantFrom({}, { payload: '', contentType: 'application/json' })
  }
  return fc.oneof(
    { weight: 4, arbitrary: validValue(schema).map((v) => ({ payload: JSON.stringify(v) })) },
    { weight: 4, arbitrary: mutatedValue(schema).map((v) => ({ payload: JSON.stringify(v) ?? 'null' })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((payload) => ({ payload })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(validValue(schema), fc.constantFrom(...CONTENT_TYPES))
        .map(([v, contentType]) => ({ payload: JSON.stringify(v), contentType })),
    },
  )
}

function authOf(op: OperationSpec, keys: FuzzKeys): Arbitrary<Record<string, string>> {
  if (!op.authenticated) return fc.constant({})
  const headers: Arbitrary<Record<string, string>> = fc.oneof(
    { weight: 8, arbitrary: fc.constant({ authorization: `Bearer ${keys.own}` }) },
    { weight: 1, arbitrary: fc.constant({ authorization: `Bearer ${keys.other}` }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        {},
        { authorization: '' },
        { authorization: 'Bearer' },
        { authorization: `bearer ${keys.own}` },
        { authorization: `Basic ${keys.own}` },
        { authorization: `Bearer ${keys.own}x` },
        { authorization: `Bearer dqr_${'0'.repeat(40)}` },
      ),
    },
    { weight: 1, arbitrary: oddString.map((v) => ({ authorization: `Bearer ${v.replace(/[^\x20-\x7e]/g, '')}` })) },
  ) as Arbitrary<Record<string, string>>
  return headers
}

const extraHeaders: Arbitrary<Record<string, string>> = fc.record(
  {
    // PNG rendering is proven by the scan tests; here it would spend the run's time rasterising.
    accept: fc.constantFrom(
      'image/svg+xml',
      'image/*',
      '*/*',
      'text/html',
      'nonsense',
      // Stats and exports as CSV or NDJSON.
      'text/csv',
      'text/csv; charset=utf-8',
      'application/x-ndjson',
      'application/json',
      'text/csv;q=0.5, application/json',
    ),
    'user-agent': fc.constantFrom('Mozilla/5.0 (iPhone)', 'curl/8.5', 'Googlebot/2.1', ''),
    'x-request-id': fc.oneof(
      fc.constantFrom('fuzz-1', ''),
      oddString.map((v) => v.replace(/[^\x20-\x7e]/g, '')),
    ),
    'if-none-match': fc.constantFrom('*', '"abc"', 'W/"abc"', ''),
  },
  { requiredKeys: [] },
)

/**
 * Operations whose answer never ends (GET /events streams until the client goes): `inject` would
 * wait for ever. Their own tests cover them (test/webhooks/event-stream.test.ts, over real HTTP).
 */
const ENDLESS: ReadonlySet<string> = new Set(['streamEvents'])

/** One request to one operation of the contract: valid, nearly valid or odd, in any part. */
export function requestArbitrary(keys: FuzzKeys, ids: FuzzIds, operations?: readonly string[]): Arbitrary<FuzzRequest> {
  const chosen = (operations ? OPERATIONS.filter((op) => operations.includes(op.operationId)) : OPERATIONS).filter(
    (op) => !ENDLESS.has(op.operationId),
  )
  // Built once per operation: building arbitraries (regexes, URLs) per sample is what is slow.
  const perOperation = chosen.map((op) =>
    fc
      .tuple(pathOf(op, ids), queryOf(op), bodyOf(op), authOf(op, keys), extraHeaders)
      .map(([path, query, body, auth, headers]): FuzzRequest => {
        const all: Record<string, string> = { ...headers, ...auth }
        if (body.payload !== undefined) all['content-type'] = body.contentType ?? 'application/json'
        return {
          operationId: op.operationId,
          method: op.method,
          url: `${path}${query}`,
          headers: all,
          ...(body.payload !== undefined && { payload: body.payload }),
        }
      }),
  )
  return fc.oneof(...perOperation)
}

/** Sends the request in-process and lists how its answer breaks the rules (none: passed). */
export async function sendAndCheck(app: FastifyInstance, request: FuzzRequest): Promise<string[]> {
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined && { payload: request.payload }),
  })
  const problems = contractProblems(request.operationId, response)
  if (response.statusCode >= 500) problems.unshift(`answered ${response.statusCode}: ${response.body.slice(0, 300)}`)
  return problems.map((p) => `${request.method} ${request.url} → ${response.statusCode}: ${p}`)
}

export interface FuzzOptions {
  runs: number
  seed: number
  /** Only these operations (by operationId); every one of the contract when missing. */
  operations?: readonly string[]
}

/**
 * Fuzzes an app over `store` with generated requests: every answer must be below 500 and keep
 * the contract. Throws fast-check's report (seed, path and the smallest failing request).
 */
export async function fuzzStore(store: Store, { runs, seed, operations }: FuzzOptions): Promise<void> {
  const keys = new ApiKeyService(store)
  const own = (await keys.issueKey('fuzz-owner')).key
  const other = (await keys.issueKey('fuzz-other')).key
  const app = await composeApp({ store, publicUrl: 'https://qr.example' })
  try {
    const shortIds = ['menu', 'spring-sale', 'gone']
    for (const shortId of shortIds) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/qrcode',
        headers: { authorization: `Bearer ${own}` },
        payload: { targetUrl: `https://example.com/${shortId}`, customShortId: shortId },
      })
      if (created.statusCode !== 201) throw new Error(`could not create ${shortId}: ${created.body}`)
    }
    await app.inject({ method: 'DELETE', url: '/api/v1/qrcode/gone', headers: { authorization: `Bearer ${own}` } })
    const ids = { shortId: shortIds, ...(await seedAssetAndStyle(app, own)) }
    await fc.assert(
      fc.asyncProperty(requestArbitrary({ own, other }, ids, operations), async (request) => {
        const problems = await sendAndCheck(app, request)
        if (problems.length > 0) throw new Error(problems.join('\n'))
      }),
      { numRuns: runs, seed, endOnFailure: false },
    )
  } finally {
    await app.close()
  }
}

/** A logo and a style of the owner's account, so that their routes are fuzzed on ids that exist. */
async function seedAssetAndStyle(app: FastifyInstance, key: string): Promise<FuzzIds> {
  const authorization = `Bearer ${key}`
  const asset = await app.inject({
    method: 'POST',
    url: '/api/v1/assets',
    headers: { authorization, 'content-type': 'image/png' },
    payload: PNG_BYTES,
  })
  if (asset.statusCode !== 201) throw new Error(`could not upload a logo: ${asset.body}`)
  const style = await app.inject({
    method: 'POST',
    url: '/api/v1/styles',
    headers: { authorization },
    payload: { name: 'fuzz', qrCodeOptions: {} },
  })
  if (style.statusCode !== 201) throw new Error(`could not create a style: ${style.body}`)
  return { assetId: [JSON.parse(asset.body).id], styleId: [JSON.parse(style.body).id] }
}
