import { ContractKit, summary } from '@dynqr/contract-tests'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomPort } from '../../../scripts/test-support/prism.js'
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../src/seed.js'
import {
  DEMO_KEY,
  parseLatency,
  parsePrefer,
  type RunningMock,
  startPrismMock,
  startStatefulMock,
} from '../src/index.js'

const auth = { authorization: `Bearer ${DEMO_KEY}` }

interface Counts {
  views: number
  uniqueViews: number
  botHits: number
}
interface Stats {
  totals: Counts
  series: (Counts & { start: string })[]
  breakdown?: { value: string | null; views: number; uniqueViews: number }[]
}

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

  it('seeds the demo account with an owner, an admin, an editor and a viewer, who sign in with the demo password', async () => {
    const members = await fetch(`${mock.url}/api/v1/members`, { headers: auth })
    expect(((await members.json()).data as { email: string; role: string }[]).map((m) => [m.email, m.role])).toEqual(
      DEMO_PEOPLE.map((p) => [p.email, p.role]),
    )
    const signIn = (password: string) =>
      fetch(`${mock.url}/api/v1/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'grace@example.com', password }),
      })
    expect((await signIn('not the demo password')).status).toBe(401)
    const signedIn = await signIn(DEMO_PASSWORD)
    expect(signedIn.status).toBe(200)
    expect(await signedIn.json()).toMatchObject({ user: { email: 'grace@example.com' }, role: 'editor' })
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const me = await fetch(`${mock.url}/api/v1/me`, { headers: { cookie } })
    expect(await me.json()).toMatchObject({ user: { name: 'Grace Hopper' }, key: null, account: { id: 'acc_demo' } })
    const keys = await fetch(`${mock.url}/api/v1/keys`, { headers: { cookie } })
    expect(keys.status).toBe(403) // an editor manages no keys
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

  it('seeds scans with visitors and dimensions: stats, every groupBy and GET /stats answer exact numbers', async () => {
    const get = async (path: string, accept = 'application/json') => {
      const response = await fetch(`${mock.url}/api/v1${path}`, { headers: { ...auth, accept } })
      expect(response.status, path).toBe(200)
      return accept === 'text/csv' ? response.text() : ((await response.json()) as Stats)
    }
    const seeded = { 'spring-sale': 1342, menu: 87, 'wifi-guide': 5 }
    const uniques: Record<string, number> = {}
    for (const [shortId, views] of Object.entries(seeded)) {
      const { totals, series } = (await get(`/qrcode/${shortId}/stats`)) as Stats
      expect(totals.views).toBe(views)
      expect(totals.uniqueViews).toBeGreaterThan(0)
      expect(totals.uniqueViews).toBeLessThan(views)
      expect(totals.botHits).toBe(Math.floor(views / 20))
      expect(series.reduce((sum, b) => sum + b.uniqueViews, 0)).toBe(totals.uniqueViews)
      for (const bucket of series) expect(bucket.uniqueViews).toBeLessThanOrEqual(bucket.views)
      uniques[shortId] = totals.uniqueViews
    }
    const values: Record<string, (string | null)[]> = {
      country: ['US', 'DE', 'GB', 'FR', 'JP', null],
      device: ['mobile', 'desktop', 'tablet', 'other'],
      os: ['iOS', 'Android', 'Windows', 'macOS', 'Linux', 'other'],
      browser: ['Safari', 'Chrome', 'Samsung Internet', 'Firefox', 'other'],
      referrer: [null, 'l.instagram.com', 'www.google.com', 't.co'],
      language: ['en', 'es', 'de', 'fr', 'ja', null],
    }
    for (const [groupBy, expected] of Object.entries(values)) {
      const { totals, breakdown = [] } = (await get(`/qrcode/spring-sale/stats?groupBy=${groupBy}`)) as Stats
      expect(new Set(breakdown.map((row) => row.value)), groupBy).toEqual(new Set(expected))
      expect(breakdown.reduce((sum, row) => sum + row.views, 0)).toBe(totals.views)
      expect(breakdown.reduce((sum, row) => sum + row.uniqueViews, 0)).toBe(totals.uniqueViews)
      expect(breakdown.map((row) => row.views)).toEqual(breakdown.map((row) => row.views).sort((a, b) => b - a))
    }
    const account = (await get('/stats?groupBy=shortId')) as Stats
    expect(account.totals).toMatchObject({
      views: 1434,
      uniqueViews: Object.values(uniques).reduce((sum, n) => sum + n, 0),
    })
    expect(account.breakdown).toEqual(
      Object.entries(seeded).map(([value, views]) => ({ value, views, uniqueViews: uniques[value] })),
    )
    expect(await get('/stats?groupBy=shortId', 'text/csv')).toBe(
      `value,views,uniqueViews\r\n${Object.entries(seeded)
        .map(([id, views]) => `${id},${views},${uniques[id]}\r\n`)
        .join('')}`,
    )
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

  // The kit's per-request timeout is 30 s: a bounded wait for a loaded machine's first create.
  it('keeps the whole contract (the kit’s full profile)', async () => {
    const results = await new ContractKit({
      timeoutMs: 30_000,
      baseUrl: `${mock.url}/api/v1`,
      apiKey: DEMO_KEY,
      profile: 'full',
    }).run()
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

  it('answers stats as the server would: uniques at most views, sums exact, a breakdown only when asked for, CSV', async () => {
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${mock.url}/api/v1${path}`, { headers: { authorization: 'Bearer x', ...headers } })
      expect(response.status, path).toBe(200)
      return response
    }
    const exact = (stats: Stats) => {
      const sum = <Row extends Partial<Counts>>(rows: Row[], key: keyof Counts) =>
        rows.reduce((total, row) => total + (row[key] ?? 0), 0)
      for (const key of ['views', 'uniqueViews', 'botHits'] as const)
        expect(sum(stats.series, key)).toBe(stats.totals[key])
      for (const row of [stats.totals, ...stats.series]) expect(row.uniqueViews).toBeLessThanOrEqual(row.views)
      if (!stats.breakdown) return
      expect(sum(stats.breakdown, 'views')).toBe(stats.totals.views)
      expect(sum(stats.breakdown, 'uniqueViews')).toBe(stats.totals.uniqueViews)
    }
    for (const path of ['/qrcode/spring-sale/stats', '/stats']) {
      const plain = (await (await get(path)).json()) as Stats
      exact(plain)
      expect(plain.breakdown, path).toBeUndefined()
      const csv = await (await get(path, { accept: 'text/csv' })).text()
      expect(csv.split('\r\n')[0], path).toBe('start,views,uniqueViews,botHits,fallbackHits')
    }
    const byCountry = (await (
      await get('/qrcode/spring-sale/stats?groupBy=country', { prefer: 'example=byCountry' })
    ).json()) as Stats
    exact(byCountry)
    expect(byCountry.breakdown?.map((row) => row.value)).toEqual(['US', 'DE', null])
    const top = (await (await get('/stats?groupBy=shortId', { prefer: 'example=topCodes' })).json()) as Stats
    exact(top)
    // The account's example holds the code's own example: spring-sale's views are the same in both.
    expect(top.breakdown?.find((row) => row.value === 'spring-sale')).toMatchObject({
      views: byCountry.totals.views,
      uniqueViews: byCountry.totals.uniqueViews,
    })
  })

  it('keeps the contract at /api/v1 (the kit’s mock profile)', async () => {
    const results = await new ContractKit({
      timeoutMs: 30_000,
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
