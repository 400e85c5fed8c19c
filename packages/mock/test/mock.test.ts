import { ContractKit, summary } from '@dynqr/contract-tests'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomPort } from '../../../scripts/test-support/prism.js'
import {
  DEMO_KEY,
  parseLatency,
  parsePrefer,
  type RunningMock,
  startPrismMock,
  startStatefulMock,
} from '../src/index.js'

const auth = { authorization: `Bearer ${DEMO_KEY}` }

describe('parsing the options', () => {
  it('reads Prefer as Prism does', () => {
    expect(parsePrefer('code=404')).toEqual({ code: 404 })
    expect(parsePrefer('example=badScheme, code=400')).toEqual({ code: 400, example: 'badScheme' })
    expect(parsePrefer('respond-async')).toEqual({})
  })
  it('reads a latency or a range, and refuses anything else', () => {
    expect(parseLatency('300')).toEqual({ min: 300, max: 300 })
    expect(parseLatency('100-800')).toEqual({ min: 100, max: 800 })
    for (const bad of ['', 'fast', '800-100', '-5', '70000']) expect(() => parseLatency(bad)).toThrow(/milliseconds/)
  })
})

describe('the stateful mock', () => {
  let mock: RunningMock
  beforeAll(async () => {
    mock = await startStatefulMock({ port: randomPort(), latency: { min: 150, max: 150 } })
  })
  afterAll(async () => {
    await mock?.close()
  })

  it('serves the seeded codes at /api/v1 with the demo key', async () => {
    const response = await fetch(`${mock.url}/api/v1/qrcode/menu`, { headers: auth })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ shortId: 'menu', targetUrl: 'https://example.com/menu' })
  })

  it('serves the seeded style template at /api/v1/styles', async () => {
    const response = await fetch(`${mock.url}/api/v1/styles`, { headers: auth })
    expect(response.status).toBe(200)
    expect((await response.json()).data).toMatchObject([{ id: 'sty_5c1e9a7b3d2f4e80', name: 'Spring campaign' }])
  })

  it('answers the documented error that Prefer: code= asks for, in the contract format', async () => {
    const response = await fetch(`${mock.url}/api/v1/qrcode/menu`, { headers: { ...auth, prefer: 'code=404' } })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: 'NOT_FOUND', message: 'QR code not found' })
    const limited = await fetch(`${mock.url}/api/v1/qrcode`, { headers: { ...auth, prefer: 'code=429' } })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
  })

  it('answers a named error example with Prefer: example=, and explains an undocumented code', async () => {
    const named = await fetch(`${mock.url}/api/v1/qrcode`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', prefer: 'example=badScheme' },
      body: JSON.stringify({ targetUrl: 'https://example.com/' }),
    })
    expect(named.status).toBe(400)
    expect(await named.json()).toMatchObject({ message: 'targetUrl must be an absolute http: or https: URL' })
    const undocumented = await fetch(`${mock.url}/api/v1/qrcode/menu`, { headers: { ...auth, prefer: 'code=418' } })
    expect(undocumented.status).toBe(400)
    expect(((await undocumented.json()) as { message: string }).message).toMatch(
      /code=418 is not documented for getQrCode/,
    )
  })

  it('lets a success code through to the real flow', async () => {
    const response = await fetch(`${mock.url}/api/v1/qrcode/wifi-guide`, { headers: { ...auth, prefer: 'code=200' } })
    expect(await response.json()).toMatchObject({ shortId: 'wifi-guide', views: 5 })
  })

  it('waits the configured latency before answering', async () => {
    const started = performance.now()
    await fetch(`${mock.url}/healthz`)
    expect(performance.now() - started).toBeGreaterThanOrEqual(145)
  })

  it('allows the headers the docs recommend from any origin', async () => {
    const preflight = await fetch(`${mock.url}/api/v1/qrcode`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,prefer,traceparent',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('prefer')
  })

  it('keeps the whole contract (the kit’s full profile)', async () => {
    const results = await new ContractKit({ baseUrl: `${mock.url}/api/v1`, apiKey: DEMO_KEY, profile: 'full' }).run()
    expect(
      results.filter((r) => !r.passed),
      summary(results, mock.url),
    ).toEqual([])
  }, 90_000)
})

describe('the Prism mock', () => {
  let mock: RunningMock
  beforeAll(async () => {
    mock = await startPrismMock({ port: randomPort() })
  }, 90_000)
  afterAll(async () => {
    await mock?.close()
  })

  it('serves the API at /api/v1 like the server, and picks errors with Prefer', async () => {
    const ok = await fetch(`${mock.url}/api/v1/qrcode/spring-sale`, { headers: { authorization: 'Bearer x' } })
    expect(ok.status).toBe(200)
    const missing = await fetch(`${mock.url}/api/v1/qrcode/spring-sale`, {
      headers: { authorization: 'Bearer x', prefer: 'code=404' },
    })
    expect(missing.status).toBe(404)
  })

  it('keeps the contract at /api/v1 (the kit’s mock profile)', async () => {
    const results = await new ContractKit({
      baseUrl: `${mock.url}/api/v1`,
      apiKey: 'dqr_anything',
      profile: 'mock',
    }).run()
    expect(
      results.filter((r) => !r.passed),
      summary(results, mock.url),
    ).toEqual([])
  }, 60_000)
})
