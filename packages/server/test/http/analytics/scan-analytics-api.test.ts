import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AccountStats, QrCodeResponse, QrCodeStats } from '@dynqr/contract'
import pg from 'pg'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { openPostgresStore, openSqliteStore } from '../../../src/index.js'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES, type Engine } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0'
const START = Date.parse('2026-11-22T09:30:00.000Z')
const DAY = 86_400_000

interface Visitor {
  address: string
  agent: string
  language?: string
  referer?: string
}

/** Scan analytics (PRODUCT.md, "Scan analytics") over the API, on every engine. */
describe.each(ENGINES)('scan analytics on $name', (engine) => {
  let t: TestApp
  let clock = START
  afterEach(async () => {
    await t.close()
  })
  const start = async (open: Engine = engine) => {
    clock = START
    t = await startTestApp(open, () => clock)
  }
  const api = (url: string, key = t.alice, accept = 'application/json') =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...t.auth(key), accept } })
  const create = (shortId: string, key = t.alice) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(key),
      payload: { targetUrl: `https://example.com/${shortId}`, customShortId: shortId },
    })
  const scan = (shortId: string, v: Visitor) =>
    t.app.inject({
      method: 'GET',
      url: `/${shortId}`,
      remoteAddress: v.address,
      headers: {
        'user-agent': v.agent,
        ...(v.language && { 'accept-language': v.language }),
        ...(v.referer && { referer: v.referer }),
      },
    })
  const stats = async (url: string) => expectContract<QrCodeStats>('getQrCodeStats', await api(url))

  const US_IPHONE: Visitor = {
    address: '8.8.8.8',
    agent: IPHONE,
    language: 'en-US,en;q=0.9',
    referer: 'https://www.instagram.com/p/1',
  }
  const GB_ANDROID: Visitor = { address: '81.2.69.160', agent: ANDROID, language: 'de-CH' }
  const LOCAL_WINDOWS: Visitor = { address: '127.0.0.1', agent: WINDOWS }

  it('classifies every view: country, device, OS, browser, referrer, language; null when unknown', async () => {
    await start()
    await create('menu')
    for (const v of [US_IPHONE, US_IPHONE, GB_ANDROID, LOCAL_WINDOWS])
      expect((await scan('menu', v)).statusCode).toBe(302)
    const expected = {
      country: [
        ['US', 2, 1],
        ['GB', 1, 1],
        [null, 1, 1],
      ],
      device: [
        ['mobile', 3, 2],
        ['desktop', 1, 1],
      ],
      os: [
        ['iOS', 2, 1],
        ['Android', 1, 1],
        ['Windows', 1, 1],
      ],
      browser: [
        ['Safari', 2, 1],
        ['Chrome', 1, 1],
        ['Edge', 1, 1],
      ],
      referrer: [
        ['www.instagram.com', 2, 1],
        [null, 2, 2],
      ],
      language: [
        ['en', 2, 1],
        [null, 1, 1],
        ['de', 1, 1],
      ],
    }
    for (const [groupBy, rows] of Object.entries(expected)) {
      const answer = await stats(`/qrcode/menu/stats?groupBy=${groupBy}`)
      expect(
        answer.breakdown?.map((r) => [r.value, r.views, r.uniqueViews]),
        groupBy,
      ).toEqual(
        [...rows].sort(
          (a, b) => (b[1] as number) - (a[1] as number) || String(a[0] ?? '').localeCompare(String(b[0] ?? '')),
        ),
      )
      expect(answer.totals).toEqual({ views: 4, uniqueViews: 3, botHits: 0, fallbackHits: 0 })
    }
    // Rolled up or not, the answer is the same.
    await t.store.scanAnalytics.rollUpEvents()
    await scan('menu', GB_ANDROID)
    const after = await stats('/qrcode/menu/stats?groupBy=country')
    expect(after.breakdown).toEqual([
      { value: 'GB', views: 2, uniqueViews: 1 },
      { value: 'US', views: 2, uniqueViews: 1 },
      { value: null, views: 1, uniqueViews: 1 },
    ])
  })

  it('counts the same visitor once a day: twice today is 1, again tomorrow makes 2', async () => {
    await start()
    await create('promo')
    await scan('promo', US_IPHONE)
    clock += 3_600_000
    await scan('promo', US_IPHONE)
    expect((await stats('/qrcode/promo/stats')).totals).toMatchObject({ views: 2, uniqueViews: 1 })
    clock += DAY
    await scan('promo', US_IPHONE)
    const answer = await stats('/qrcode/promo/stats?interval=day')
    expect(answer.totals).toMatchObject({ views: 3, uniqueViews: 2 })
    expect(answer.series.slice(-2).map((b) => [b.views, b.uniqueViews])).toEqual([
      [2, 1],
      [1, 1],
    ])
    // Another code is another count: the same person is unique there too.
    await create('other')
    await scan('other', US_IPHONE)
    expect((await stats('/qrcode/other/stats')).totals.uniqueViews).toBe(1)
    // Bots are not views and have no visitors.
    await scan('other', { address: '8.8.8.8', agent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' })
    expect((await stats('/qrcode/other/stats')).totals).toMatchObject({ views: 1, uniqueViews: 1, botHits: 1 })
  })

  it('keeps breakdowns exact under concurrent scans and a concurrent roll-up', async () => {
    await start()
    await create('busy')
    const visitors = Array.from({ length: 300 }, (_, i) => ({
      address: `${1 + (i % 7)}.${i % 200}.0.${i % 5}`,
      agent: [IPHONE, ANDROID, WINDOWS][i % 3] as string,
      language: ['fr', 'en-GB', undefined][i % 3],
    }))
    await Promise.all([
      ...visitors.map((v) => scan('busy', v)),
      t.store.scanAnalytics.rollUpEvents(),
      ...visitors.slice(0, 50).map((v) => scan('busy', v)),
    ])
    const code = expectContract<QrCodeResponse>(
      'getQrCode',
      await t.app.inject({ method: 'GET', url: '/api/v1/qrcode/busy', headers: t.auth(t.alice) }),
    )
    expect(code.views).toBe(350)
    for (const groupBy of ['country', 'device', 'os', 'browser', 'referrer', 'language']) {
      const answer = await stats(`/qrcode/busy/stats?groupBy=${groupBy}&interval=hour`)
      expect(answer.totals.views).toBe(350)
      expect(answer.breakdown?.reduce((sum, r) => sum + r.views, 0)).toBe(350)
      expect(answer.breakdown?.reduce((sum, r) => sum + r.uniqueViews, 0)).toBe(answer.totals.uniqueViews)
    }
    const distinct = new Set(visitors.map((v) => `${v.address} ${v.agent}`)).size
    expect((await stats('/qrcode/busy/stats')).totals.uniqueViews).toBe(distinct)
  })

  it('answers CSV for Accept: text/csv: the breakdown when grouped, else the series', async () => {
    await start()
    await create('sheet')
    await scan('sheet', { ...US_IPHONE, referer: 'https://a.example/x' })
    await scan('sheet', GB_ANDROID)
    const grouped = await api('/qrcode/sheet/stats?groupBy=referrer', t.alice, 'text/csv')
    expect(grouped.statusCode).toBe(200)
    expect(grouped.headers['content-type']).toMatch(/^text\/csv/)
    expect(grouped.body).toBe('value,views,uniqueViews\r\n,1,1\r\na.example,1,1\r\n')
    const series = await api(
      '/qrcode/sheet/stats?interval=hour&from=2026-11-22T09:00:00Z&to=2026-11-22T11:00:00Z',
      t.alice,
      'text/csv',
    )
    expect(series.body).toBe(
      'start,views,uniqueViews,botHits,fallbackHits\r\n2026-11-22T09:00:00.000Z,2,2,0,0\r\n2026-11-22T10:00:00.000Z,0,0,0,0\r\n',
    )
    const account = await api('/stats?groupBy=shortId', t.alice, 'text/csv')
    expect(account.body).toBe('value,views,uniqueViews\r\nsheet,2,2\r\n')
    // JSON stays the default.
    expect((await api('/qrcode/sheet/stats', t.alice, '*/*')).headers['content-type']).toMatch(/^application\/json/)
  })

  it('answers the account’s stats over its own codes only: totals, top codes, breakdowns', async () => {
    await start()
    await create('alice-one')
    await create('alice-two')
    await create('bob-one', t.bob)
    for (const v of [US_IPHONE, GB_ANDROID, LOCAL_WINDOWS]) await scan('alice-one', v)
    await scan('alice-two', US_IPHONE)
    for (let i = 0; i < 5; i++) await scan('bob-one', { ...GB_ANDROID, address: `81.2.69.${i}` })
    const top = expectContract<AccountStats>('getAccountStats', await api('/stats?groupBy=shortId'))
    expect(top.totals).toEqual({ views: 4, uniqueViews: 4, botHits: 0, fallbackHits: 0 })
    expect(top.breakdown).toEqual([
      { value: 'alice-one', views: 3, uniqueViews: 3 },
      { value: 'alice-two', views: 1, uniqueViews: 1 },
    ])
    const countries = expectContract<AccountStats>('getAccountStats', await api('/stats?groupBy=country'))
    expect(countries.breakdown).toEqual([
      { value: 'US', views: 2, uniqueViews: 2 },
      { value: null, views: 1, uniqueViews: 1 },
      { value: 'GB', views: 1, uniqueViews: 1 },
    ])
    const bobs = expectContract<AccountStats>('getAccountStats', await api('/stats?groupBy=country', t.bob))
    expect(bobs.breakdown).toEqual([{ value: 'GB', views: 5, uniqueViews: 5 }])
    // Bob cannot read Alice's code.
    expect((await api('/qrcode/alice-one/stats?groupBy=country', t.bob)).statusCode).toBe(404)
    expect((await api('/stats?groupBy=city')).statusCode).toBe(400)
  })

  it('stores no IP address or User-Agent, in any form', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dynqr-privacy-'))
    let dump: () => Promise<string>
    if (engine.name === 'sqlite') {
      await start({ name: 'sqlite', open: async () => openSqliteStore(join(dir, 'dynqr.db')) })
      dump = async () =>
        readdirSync(dir)
          .map((file) => readFileSync(join(dir, file)).toString('latin1'))
          .join('\n')
    } else {
      const schema = `privacy_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
      await start({ name: 'postgres', open: () => openPostgresStore(inject('postgresUrl'), { schema }) })
      dump = async () => {
        const client = new pg.Client({ connectionString: inject('postgresUrl') })
        await client.connect()
        try {
          const { rows } = await client.query<{ table_name: string }>(
            'SELECT table_name FROM information_schema.tables WHERE table_schema = $1',
            [schema],
          )
          let text = ''
          for (const { table_name } of rows) {
            const all = await client.query(`SELECT * FROM ${schema}.${table_name}`)
            text += JSON.stringify(all.rows, (_k, v) => (Buffer.isBuffer(v) ? v.toString('latin1') : v))
          }
          return text
        } finally {
          await client.end()
        }
      }
    }
    await create('private')
    const agent = `${IPHONE} dynqr-privacy-probe`
    for (let i = 0; i < 20; i++) await scan('private', { address: '203.0.113.77', agent, language: 'en' })
    await t.store.scanAnalytics.rollUpEvents()
    expect((await stats('/qrcode/private/stats')).totals).toMatchObject({ views: 20, uniqueViews: 1 })
    const bytes = await dump()
    expect(bytes).toContain('private')
    expect(bytes).not.toContain('203.0.113.77')
    expect(bytes).not.toContain('dynqr-privacy-probe')
    expect(bytes).not.toContain('AppleWebKit')
  })
})
