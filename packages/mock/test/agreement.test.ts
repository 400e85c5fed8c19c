/**
 * The two mocks answer as the server does where a front end notices (issue #40): an invalid body
 * is a 400 INVALID_REQUEST with `details`, malformed JSON a 400 (not a hang), lists page, every
 * API answer carries `RateLimit`, and CORS preflights echo the headers a page asks for.
 */
import { Dynqr, InvalidRequestError } from '@dynqr/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomPort } from '../../../scripts/test-support/ports.js'
import { DEMO_KEY, type RunningMock, startPrismMock, startStatefulMock } from '../src/index.js'

const auth = { authorization: `Bearer ${DEMO_KEY}`, 'content-type': 'application/json' }
const mocks: Record<string, RunningMock> = {}

beforeAll(async () => {
  const [prism, stateful] = await Promise.all([
    startPrismMock({ port: randomPort() }),
    startStatefulMock({ port: randomPort() }),
  ])
  mocks.prism = prism
  mocks.stateful = stateful
}, 90_000)
afterAll(async () => {
  await Promise.all(Object.values(mocks).map((mock) => mock.close()))
})

describe.each(['prism', 'stateful'])('the %s mock', (name) => {
  const base = () => `${mocks[name]?.url}/api/v1`

  it('refuses a create without targetUrl with the server’s 400 INVALID_REQUEST and its details', async () => {
    const response = await fetch(`${base()}/qrcode`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title: 'x' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: 'INVALID_REQUEST',
      message: 'targetUrl is required',
      details: [{ field: 'targetUrl', message: 'targetUrl is required' }],
      requestId: expect.any(String),
    })
  })

  it('gives the SDK an InvalidRequestError naming the field for a bad URL', async () => {
    const dynqr = new Dynqr({ apiKey: DEMO_KEY, baseUrl: base(), maxRetries: 0 })
    const error = await dynqr.qrcodes.create({ targetUrl: 'ftp://example.com/menu' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidRequestError)
    expect((error as InvalidRequestError).details?.[0]).toMatchObject({ field: 'targetUrl' })
  })

  it('refuses an unknown field and a query out of range as the server does', async () => {
    const unknown = await fetch(`${base()}/qrcode`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ targetUrl: 'https://e.com/', bogus: 1 }),
    })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ details: [{ field: 'bogus', message: 'bogus is not a known field' }] })
    const tooMany = await fetch(`${base()}/qrcode?limit=1000`, { headers: auth })
    expect(tooMany.status).toBe(400)
    expect(await tooMany.json()).toMatchObject({ error: 'INVALID_REQUEST', message: 'limit must be at most 100' })
  })

  it('answers malformed JSON with 400 at once', async () => {
    const response = await fetch(`${base()}/qrcode`, {
      method: 'POST',
      headers: auth,
      body: '{"targetUrl": ',
      signal: AbortSignal.timeout(5_000),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: 'INVALID_REQUEST',
      message: 'The request body is not valid JSON',
    })
  })

  it('pages a list with limit and offset', async () => {
    const first = await (await fetch(`${base()}/qrcode?limit=1`, { headers: auth })).json()
    expect(first.data).toHaveLength(1)
    expect(first.pagination).toMatchObject({ limit: 1, offset: 0, hasMore: true })
    const second = await (await fetch(`${base()}/qrcode?limit=1&offset=1`, { headers: auth })).json()
    expect(second.data).toHaveLength(1)
    expect(second.pagination).toMatchObject({ limit: 1, offset: 1 })
    expect(second.data[0].shortId).not.toBe(first.data[0].shortId)
  })

  it('sends RateLimit and RateLimit-Policy on every API answer', async () => {
    const response = await fetch(`${base()}/qrcode`, { headers: auth })
    expect(response.headers.get('ratelimit-policy')).toMatch(/^"default";q=\d+;w=\d+$/)
    expect(response.headers.get('ratelimit')).toMatch(/^"default";r=\d+;t=\d+$/)
  })

  it('echoes the headers a preflight asks for (tracing headers too)', async () => {
    const preflight = await fetch(`${base()}/qrcode`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,baggage,sentry-trace',
      },
    })
    expect(preflight.status).toBe(204)
    const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase() ?? ''
    for (const header of ['authorization', 'content-type', 'baggage', 'sentry-trace']) expect(allowed).toContain(header)
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy()
  })
})
