import type { BulkCreateResponse, ErrorBody, QrCodeList, QrCodeResponse, QrCodeStats } from '@dynqr/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const HOUR = 3_600_000
/** 2026-11-22T09:30:00Z */
const START = Date.UTC(2026, 10, 22, 9, 30)

describe.each(ENGINES)('lifecycle, bulk and stats on $name', (engine) => {
  let t: TestApp
  let clock = START
  beforeEach(async () => {
    clock = START
    t = await startTestApp(engine, () => clock)
  })
  afterEach(async () => {
    await t.close()
  })

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key = t.alice) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(key), ...(payload !== undefined && { payload }) })
  const create = async (body: Record<string, unknown>) => {
    const response = await api('POST', '/qrcode', body)
    return expectContract<QrCodeResponse>('createQrCode', response)
  }
  const scan = (shortId: string, userAgent = PHONE) =>
    t.app.inject({ method: 'GET', url: `/${shortId}`, headers: { 'user-agent': userAgent } })

  describe('lifecycle fields', () => {
    it('stores and returns them, normalised, and clears them with null', async () => {
      const body = await create({
        targetUrl: 'https://example.com/contest',
        customShortId: 'contest',
        expiresAt: '2026-12-31T23:00:00+01:00',
        maxScans: 100,
        fallbackUrl: 'HTTPS://Example.com/closed',
        active: false,
      })
      expect(body).toMatchObject({
        expiresAt: '2026-12-31T22:00:00.000Z',
        maxScans: 100,
        fallbackUrl: 'https://example.com/closed',
        active: false,
      })
      clock += 1_000
      const cleared = await api('PUT', '/qrcode/contest', { expiresAt: null, maxScans: null, active: true })
      expect(expectContract<QrCodeResponse>('updateQrCode', cleared)).toMatchObject({
        expiresAt: null,
        maxScans: null,
        fallbackUrl: 'https://example.com/closed',
        active: true,
        updatedAt: new Date(START + 1_000).toISOString(),
      })
    })

    it.each([
      [{ fallbackUrl: 'javascript:alert(1)' }, 'fallbackUrl', /^fallbackUrl must be an absolute http: or https: URL/],
      [{ fallbackUrl: 'https://qr.example/loop' }, 'fallbackUrl', /^fallbackUrl must not point at this service/],
      [{ expiresAt: 'tomorrow' }, 'expiresAt', /^expiresAt must be an ISO 8601 date-time/],
      [{ expiresAt: '2026-12-31' }, 'expiresAt', /^expiresAt must be an ISO 8601 date-time/],
      [{ expiresAt: '2026-02-31T12:00:00Z' }, 'expiresAt', /^expiresAt must be an ISO 8601 date-time/],
      [{ expiresAt: '2026-04-31T00:00:00+02:00' }, 'expiresAt', /^expiresAt must be an ISO 8601 date-time/],
      [{ maxScans: 0 }, 'maxScans', /maxScans/],
      [{ maxScans: 1.5 }, 'maxScans', /maxScans/],
      [{ active: 'yes' }, 'active', /active/],
    ])('refuses %j with 400 naming %s', async (fields, field, message) => {
      const response = await api('POST', '/qrcode', { targetUrl: 'https://example.com/', ...fields })
      const body = expectContract<ErrorBody>('createQrCode', response)
      expect(response.statusCode).toBe(400)
      expect(body.message).toMatch(message)
      expect(body.details?.[0]?.field).toBe(field)
    })
  })

  describe('the short link of a code that no longer goes to its target', () => {
    it('redirects an inactive code to its fallback and counts a fallback hit', async () => {
      await create({
        targetUrl: 'https://example.com/a',
        customShortId: 'off',
        active: false,
        fallbackUrl: 'https://example.com/f',
      })
      const response = await scan('off')
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe('https://example.com/f')
      const stats = expectContract<QrCodeStats>('getQrCodeStats', await api('GET', '/qrcode/off/stats'))
      expect(stats.totals).toEqual({ views: 0, uniqueViews: 0, botHits: 0, fallbackHits: 1 })
    })

    it('answers a 410 page without a fallback, from the instant of expiresAt', async () => {
      await create({
        targetUrl: 'https://example.com/a',
        customShortId: 'timed',
        expiresAt: new Date(START + 60_000).toISOString(),
      })
      clock = START + 59_999
      expect((await scan('timed')).statusCode).toBe(302)
      clock = START + 60_000
      const response = await scan('timed')
      expect(response.statusCode).toBe(410)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.body).toContain('This QR code is no longer active')
      const code = expectContract<QrCodeResponse>('getQrCode', await api('GET', '/qrcode/timed'))
      expect(code.views).toBe(1)
    })

    it('sends exactly maxScans of 500 concurrent human scans to the target', async () => {
      await create({ targetUrl: 'https://example.com/t', customShortId: 'hundred', maxScans: 100 })
      const responses = await Promise.all(Array.from({ length: 500 }, () => scan('hundred')))
      expect(
        responses.filter((r) => r.statusCode === 302 && r.headers.location === 'https://example.com/t'),
      ).toHaveLength(100)
      expect(responses.filter((r) => r.statusCode === 410)).toHaveLength(400)
      const stats = expectContract<QrCodeStats>('getQrCodeStats', await api('GET', '/qrcode/hundred/stats'))
      expect(stats.totals).toEqual({ views: 100, uniqueViews: 1, botHits: 0, fallbackHits: 400 })
    })
  })

  describe('GET /qrcode/{shortId}/stats', () => {
    beforeEach(async () => {
      await create({ targetUrl: 'https://example.com/s', customShortId: 'stats' })
      for (const [offset, agent] of [
        [0, PHONE],
        [0, PHONE],
        [HOUR, 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
        [3 * HOUR, PHONE],
        [26 * HOUR, PHONE],
      ] as const) {
        clock = START + offset
        await scan('stats', agent)
      }
      clock = START + 27 * HOUR
    })

    it('answers hourly buckets, zero-filled, from the hour of from', async () => {
      const response = await api(
        'GET',
        '/qrcode/stats/stats?interval=hour&from=2026-11-22T09:45:00Z&to=2026-11-22T14:00:00Z',
      )
      const stats = expectContract<QrCodeStats>('getQrCodeStats', response)
      expect(stats).toMatchObject({
        shortId: 'stats',
        interval: 'hour',
        from: '2026-11-22T09:00:00.000Z',
        to: '2026-11-22T14:00:00.000Z',
      })
      expect(stats.series.map((b) => [b.start.slice(11, 13), b.views, b.botHits])).toEqual([
        ['09', 2, 0],
        ['10', 0, 1],
        ['11', 0, 0],
        ['12', 1, 0],
        ['13', 0, 0],
      ])
      expect(stats.totals).toEqual({ views: 3, uniqueViews: 1, botHits: 1, fallbackHits: 0 })
    })

    it('answers the last 30 days by day by default, summing to the counters', async () => {
      const stats = expectContract<QrCodeStats>('getQrCodeStats', await api('GET', '/qrcode/stats/stats'))
      expect(stats.interval).toBe('day')
      expect(stats.series).toHaveLength(31)
      expect(stats.series.slice(-2).map((b) => b.views)).toEqual([3, 1])
      expect(stats.totals).toEqual({ views: 4, uniqueViews: 2, botHits: 1, fallbackHits: 0 })
      const code = expectContract<QrCodeResponse>('getQrCode', await api('GET', '/qrcode/stats'))
      expect(code.views).toBe(stats.totals.views)
    })

    it.each([
      ['from=2026-11-22T10:00:00Z&to=2026-11-22T10:00:00Z', 'from', 'from must be before to'],
      [
        'interval=hour&from=2025-11-22T00:00:00Z&to=2026-11-22T00:00:00Z',
        'from',
        'The range holds 8760 hour buckets; at most 1000 are allowed',
      ],
      ['to=yesterday', 'to', 'to must be an ISO 8601 date-time with a time zone, like 2026-12-31T23:00:00Z'],
      ['interval=week', 'interval', undefined],
    ])('refuses %s with 400 naming %s', async (query, field, message) => {
      const response = await api('GET', `/qrcode/stats/stats?${query}`)
      const body = expectContract<ErrorBody>('getQrCodeStats', response)
      expect(response.statusCode).toBe(400)
      expect(body.details?.[0]?.field).toBe(field)
      if (message) expect(body.message).toBe(message)
    })

    it("answers 404 for another account's code", async () => {
      const response = await api('GET', '/qrcode/stats/stats', undefined, t.bob)
      expect(expectContract<ErrorBody>('getQrCodeStats', response).error).toBe('NOT_FOUND')
    })
  })

  describe('POST /qrcode/bulk', () => {
    it('creates each item on its own and answers one result per item, in order', async () => {
      await create({ targetUrl: 'https://example.com/', customShortId: 'taken' })
      const response = await api('POST', '/qrcode/bulk', {
        items: [
          { targetUrl: 'https://example.com/1', maxScans: 3 },
          { targetUrl: 'javascript:alert(1)' },
          { targetUrl: 'https://example.com/3', customShortId: 'taken' },
          { targetUrl: 'https://example.com/5', views: 9 },
        ],
      })
      const body = expectContract<BulkCreateResponse>('bulkCreateQrCodes', response)
      expect(response.statusCode).toBe(200)
      expect(body.data.map((r) => [r.index, r.status, r.error?.error])).toEqual([
        [0, 201, undefined],
        [1, 400, 'INVALID_REQUEST'],
        [2, 409, 'CONFLICT'],
        [3, 400, 'INVALID_REQUEST'],
      ])
      expect(body.data[0]?.qrCode).toMatchObject({ targetUrl: 'https://example.com/1', maxScans: 3 })
      expect(body.data[3]?.error?.details?.[0]?.field).toBe('views')
      const list = expectContract<QrCodeList>('listQrCodes', await api('GET', '/qrcode'))
      expect(list.pagination.total).toBe(2)
    })

    it.each([
      [{ items: [] }, 'items'],
      [{ items: Array.from({ length: 101 }, () => ({ targetUrl: 'https://example.com/' })) }, 'items'],
      [{}, 'items'],
      [{ items: ['not an object'] }, 'items.0'],
    ])('refuses a malformed envelope with 400', async (payload, field) => {
      const response = await api('POST', '/qrcode/bulk', payload)
      const body = expectContract<ErrorBody>('bulkCreateQrCodes', response)
      expect(response.statusCode).toBe(400)
      expect(body.details?.[0]?.field).toBe(field)
    })

    it('takes 100 full-size items in one body', async () => {
      const items = Array.from({ length: 100 }, (_, i) => ({
        targetUrl: `https://example.com/${'x'.repeat(1500)}/${i}`,
      }))
      const body = expectContract<BulkCreateResponse>('bulkCreateQrCodes', await api('POST', '/qrcode/bulk', { items }))
      expect(body.data.every((r) => r.status === 201)).toBe(true)
    })
  })

  describe('list filters', () => {
    it('filters by q and by active', async () => {
      await create({ targetUrl: 'https://example.com/Menu', customShortId: 'one' })
      clock += 1
      await create({ targetUrl: 'https://example.com/drinks', customShortId: 'menu-two', active: false })
      clock += 1
      await create({ targetUrl: 'https://example.com/other', customShortId: 'three' })
      const ids = async (query: string) => {
        const list = expectContract<QrCodeList>(
          'listQrCodes',
          await api('GET', `/qrcode?sort=createdAt&order=asc&${query}`),
        )
        return list.data.map((c) => c.shortId)
      }
      expect(await ids('q=MENU')).toEqual(['one', 'menu-two'])
      expect(await ids('q=menu&active=false')).toEqual(['menu-two'])
      expect(await ids('active=true')).toEqual(['one', 'three'])
      const bad = await api('GET', '/qrcode?active=maybe')
      expect(expectContract<ErrorBody>('listQrCodes', bad).details?.[0]?.field).toBe('active')
    })
  })
})
