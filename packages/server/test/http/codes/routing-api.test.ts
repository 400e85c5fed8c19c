import type { ErrorBody, QrCodeResponse, QrCodeStats } from '@dynqr/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const APP_STORE = 'https://apps.apple.com/app/id123456789'
const PLAY = 'https://play.google.com/store/apps/details?id=com.example.app'
/** Addresses the shipped country database places: the United States and Great Britain. */
const US = '8.8.8.8'
const GB = '81.2.69.160'

interface Scanner {
  agent?: string
  address?: string
  language?: string
}

/** Where a scan goes (PRODUCT.md, "Where a scan goes", issue #43) over the API, on every engine. */
describe.each(ENGINES)('routing on $name', (engine) => {
  let t: TestApp
  let clock: number
  beforeEach(async () => {
    // A Monday, 09:30 UTC.
    clock = Date.parse('2026-11-23T09:30:00.000Z')
    t = await startTestApp(engine, () => clock)
  })
  afterEach(async () => {
    await t.close()
  })

  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, key = t.alice) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(key), ...(payload && { payload }) })
  const create = async (shortId: string, fields: object) => {
    const answer = await api('POST', '/qrcode', {
      targetUrl: 'https://example.com/web',
      customShortId: shortId,
      ...fields,
    })
    return expectContract<QrCodeResponse>('createQrCode', answer)
  }
  const scan = (path: string, s: Scanner = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/${path}`,
      remoteAddress: s.address ?? '203.0.113.9',
      headers: {
        ...(s.agent !== null && { 'user-agent': s.agent ?? IPHONE }),
        ...(s.language && { 'accept-language': s.language }),
      },
    })
  const where = async (path: string, s: Scanner = {}) => {
    const answer = await scan(path, s)
    expect(answer.statusCode, `${path} for ${JSON.stringify(s)}`).toBe(302)
    return answer.headers.location
  }
  const resolve = async (shortId: string, made: object, key = t.alice) => {
    const answer = await api('POST', `/qrcode/${shortId}/resolve`, made, key)
    return { status: answer.statusCode, body: JSON.parse(answer.body) }
  }
  const views = async (shortId: string) => JSON.parse((await api('GET', `/qrcode/${shortId}`)).body).views as number

  it('sends one code to the right app store by OS, the rest to the target, and records each route', async () => {
    const code = await create('app', {
      rules: [
        { if: { os: 'iOS' }, targetUrl: APP_STORE },
        { if: { os: 'Android' }, targetUrl: PLAY },
      ],
    })
    expect(code).toMatchObject({
      rules: [{ if: { os: 'iOS' } }, { if: { os: 'Android' } }],
      variants: [],
      hasPassword: false,
    })
    expect(await where('app', { agent: IPHONE })).toBe(APP_STORE)
    expect(await where('app', { agent: IPHONE, address: '203.0.113.10' })).toBe(APP_STORE)
    expect(await where('app', { agent: ANDROID })).toBe(PLAY)
    expect(await where('app', { agent: WINDOWS })).toBe('https://example.com/web')
    // A bot goes where a person on its system would, and is not a view.
    expect((await scan('app', { agent: BOT })).headers.location).toBe('https://example.com/web')

    const stats = expectContract<QrCodeStats>(
      'getQrCodeStats',
      await api(
        'GET',
        '/qrcode/app/stats?groupBy=route&interval=hour&from=2026-11-23T00:00:00Z&to=2026-11-24T00:00:00Z',
      ),
    )
    expect(stats.totals.views).toBe(4)
    expect(stats.breakdown?.map((item) => [item.value, item.views])).toEqual([
      ['rule:0', 2],
      ['default', 1],
      ['rule:1', 1],
    ])
    expect(stats.breakdown?.reduce((sum, item) => sum + item.views, 0)).toBe(stats.totals.views)
  })

  it('matches countries and languages: every condition of a rule (AND), any value of a list (OR)', async () => {
    await create('geo', {
      rules: [
        { if: { country: ['US', 'CA'], language: 'es' }, targetUrl: 'https://example.com/us-es' },
        { if: { country: ['GB', 'US'] }, targetUrl: 'https://example.com/en' },
        { if: { language: ['de', 'fr'] }, targetUrl: 'https://example.com/de-fr' },
      ],
    })
    expect(await where('geo', { address: US, language: 'es-MX,es;q=0.9' })).toBe('https://example.com/us-es')
    // The same country without the language: the first rule does not hold, the second does.
    expect(await where('geo', { address: US, language: 'en-US' })).toBe('https://example.com/en')
    expect(await where('geo', { address: GB, language: 'es' })).toBe('https://example.com/en')
    expect(await where('geo', { address: '203.0.113.7', language: 'fr-FR' })).toBe('https://example.com/de-fr')
    // Unknown country and language match no condition on them.
    expect(await where('geo', { address: '203.0.113.7' })).toBe('https://example.com/web')
  })

  it('time windows: from/until, days and hours in a time zone (wrapping midnight), tried with resolve at', async () => {
    await create('hours', {
      rules: [
        { if: { from: '2026-12-24T00:00:00Z', until: '2026-12-27T00:00:00Z' }, targetUrl: 'https://example.com/xmas' },
        {
          if: { days: ['sat', 'sun'], hours: { start: '10:00', end: '16:00', timeZone: 'Europe/Berlin' } },
          targetUrl: 'https://example.com/weekend-day',
        },
        {
          if: { hours: { start: '22:00', end: '06:00', timeZone: 'America/New_York' } },
          targetUrl: 'https://example.com/night',
        },
      ],
    })
    const at = async (instant: string) => (await resolve('hours', { at: instant })).body
    expect(await at('2026-12-25T12:00:00Z')).toMatchObject({ route: 'rule:0', targetUrl: 'https://example.com/xmas' })
    expect(await at('2026-12-27T00:00:00Z')).toMatchObject({ route: 'default' })
    // Saturday 28 Nov, 09:30 UTC is 10:30 in Berlin: inside; 17:00 in Berlin (16:00 UTC) is outside.
    expect(await at('2026-11-28T09:30:00Z')).toMatchObject({
      route: 'rule:1',
      targetUrl: 'https://example.com/weekend-day',
    })
    expect(await at('2026-11-28T16:00:00Z')).toMatchObject({ route: 'default' })
    // A weekday in those hours is not the weekend (14:30 in Berlin, 08:30 in New York).
    expect(await at('2026-11-27T13:30:00Z')).toMatchObject({ route: 'default' })
    // 23:30 and 02:00 in New York are night (the window wraps midnight); 12:00 is not.
    expect(await at('2026-11-24T04:30:00Z')).toMatchObject({ route: 'rule:2' })
    expect(await at('2026-11-24T07:00:00Z')).toMatchObject({ route: 'rule:2' })
    expect(await at('2026-11-24T17:00:00Z')).toMatchObject({
      route: 'default',
      reason: expect.stringContaining('No rule'),
    })
    // resolve counts nothing.
    expect(await views('hours')).toBe(0)
  })

  it('query rules, query forwarding and UTM parameters the target lacks', async () => {
    await create('menu-q', {
      targetUrl: 'https://example.com/menu?utm_source=flyer',
      rules: [{ if: { query: { table: '4', lang: 'de' } }, targetUrl: 'https://example.com/table4' }],
      forwardQuery: true,
      utm: { source: 'qr', medium: 'print', campaign: 'spring' },
    })
    expect(await where('menu-q?table=4&lang=de')).toBe(
      'https://example.com/table4?table=4&lang=de&utm_source=qr&utm_medium=print&utm_campaign=spring',
    )
    // Only one of the rule's two parameters: the target, which keeps its own utm_source.
    expect(await where('menu-q?table=4')).toBe(
      'https://example.com/menu?utm_source=flyer&table=4&utm_medium=print&utm_campaign=spring',
    )
    await create('plain', { targetUrl: 'https://example.com/plain' })
    expect(await where('plain?x=1')).toBe('https://example.com/plain')
  })

  it('splits 50/50 within 40–60 % over 400 visitors, each keeping their variant for the day', async () => {
    await create('abtest', {
      variants: [
        { targetUrl: 'https://example.com/a', weight: 50 },
        { targetUrl: 'https://example.com/b', weight: 50 },
      ],
    })
    const seen = new Map<string, string | undefined>()
    let a = 0
    for (let i = 0; i < 400; i += 1) {
      const address = `198.51.${i >> 8}.${i & 255}`
      const location = await where('abtest', { address, agent: ANDROID })
      seen.set(address, location)
      if (location === 'https://example.com/a') a += 1
    }
    expect(a).toBeGreaterThanOrEqual(160)
    expect(a).toBeLessThanOrEqual(240)
    for (const address of [...seen.keys()].slice(0, 20)) {
      expect(await where('abtest', { address, agent: ANDROID }), `${address} again`).toBe(seen.get(address))
    }
    const stats = expectContract<QrCodeStats>('getQrCodeStats', await api('GET', '/qrcode/abtest/stats?groupBy=route'))
    expect(stats.breakdown?.find((item) => item.value === 'variant:0')?.views).toBe(
      a + [...seen.values()].slice(0, 20).filter((l) => l?.endsWith('/a')).length,
    )
    expect(stats.breakdown?.reduce((sum, item) => sum + item.views, 0)).toBe(stats.totals.views)
  })

  it('password: a form without the target, a view only once unlocked, slowed, and never a bot', async () => {
    const code = await create('secret', { password: 'staff-only-2026', targetUrl: 'https://example.com/staff-room' })
    expect(code.hasPassword).toBe(true)
    expect(JSON.stringify(code)).not.toContain('staff-only')
    const form = await scan('secret')
    expect(form.statusCode).toBe(200)
    expect(form.headers['content-type']).toContain('text/html')
    expect(form.body).toContain('<form method="post"')
    expect(form.body).not.toContain('staff-room')
    expect(form.body).not.toContain('site-header')
    expect(await views('secret')).toBe(0)

    const post = (password: string, agent: string | null = IPHONE, address = '203.0.113.9') =>
      t.app.inject({
        method: 'POST',
        url: '/secret',
        remoteAddress: address,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(agent && { 'user-agent': agent }) },
        payload: new URLSearchParams({ password }).toString(),
      })
    const wrong = await post('guess')
    expect(wrong.statusCode).toBe(403)
    expect(wrong.body).toContain('not right')
    expect(wrong.body).not.toContain('staff-room')
    expect(await views('secret')).toBe(0)

    const right = await post('staff-only-2026')
    expect(right.statusCode).toBe(302)
    expect(right.headers.location).toBe('https://example.com/staff-room')
    expect(await views('secret')).toBe(1)

    // A bot, or a request without a User-Agent, never passes, with the right password or not.
    for (const answer of [
      await scan('secret', { agent: BOT }),
      await post('staff-only-2026', BOT),
      await post('staff-only-2026', null),
    ]) {
      expect(answer.statusCode).not.toBe(302)
      expect(answer.body).not.toContain('staff-room')
      expect(answer.headers.location).toBeUndefined()
    }
    expect(await views('secret')).toBe(1)

    // Ten tries per address and code, then 429 until the window ends, the right password too.
    for (let i = 0; i < 9; i += 1) expect((await post('guess', IPHONE, '192.0.2.1')).statusCode).toBe(403)
    expect((await post('staff-only-2026', IPHONE, '192.0.2.1')).statusCode).toBe(302)
    const slowed = await post('staff-only-2026', IPHONE, '192.0.2.1')
    expect(slowed.statusCode).toBe(429)
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0)
    // Another address is not slowed.
    expect((await post('staff-only-2026', IPHONE, '192.0.2.2')).statusCode).toBe(302)

    // `null` removes the password: the link redirects again.
    const open = expectContract<QrCodeResponse>('updateQrCode', await api('PUT', '/qrcode/secret', { password: null }))
    expect(open.hasPassword).toBe(false)
    expect(await where('secret')).toBe('https://example.com/staff-room')
  })

  it('a paused code ignores its rules, variants and password: the fallback', async () => {
    await create('paused', {
      active: false,
      fallbackUrl: 'https://example.com/closed',
      password: 'staff-only-2026',
      rules: [{ if: { os: 'iOS' }, targetUrl: APP_STORE }],
      variants: [
        { targetUrl: 'https://example.com/a', weight: 50 },
        { targetUrl: 'https://example.com/b', weight: 50 },
      ],
    })
    expect(await where('paused', { agent: IPHONE })).toBe('https://example.com/closed')
    expect((await resolve('paused', { os: 'iOS' })).body).toMatchObject({
      route: 'fallback',
      targetUrl: 'https://example.com/closed',
      passwordRequired: false,
    })
    await api('PUT', '/qrcode/paused', { active: true, password: null })
    expect(await where('paused', { agent: IPHONE })).toBe(APP_STORE)
  })

  it('resolve: the route, the address and why; read scope; another account’s code is 404; sticky per visitor', async () => {
    await create('try', {
      rules: [{ if: { os: 'iOS', device: ['mobile', 'tablet'] }, targetUrl: APP_STORE }],
      variants: [
        { targetUrl: 'https://example.com/a', weight: 30 },
        { targetUrl: 'https://example.com/b', weight: 70 },
      ],
      utm: { source: 'qr' },
    })
    const ios = await resolve('try', { os: 'iOS', device: 'mobile' })
    expect(ios.status).toBe(200)
    expect(
      expectContract('resolveQrCode', await api('POST', '/qrcode/try/resolve', { os: 'iOS', device: 'mobile' })),
    ).toMatchObject({
      route: 'rule:0',
      targetUrl: `${APP_STORE}?utm_source=qr`,
      passwordRequired: false,
    })
    expect(ios.body.reason).toContain('Rule 1')
    const first = (await resolve('try', { visitor: 'ann' })).body
    expect(first.route).toMatch(/^variant:[01]$/)
    for (let i = 0; i < 5; i += 1) expect((await resolve('try', { visitor: 'ann' })).body.route).toBe(first.route)
    expect((await resolve('try', {}, t.bob)).status).toBe(404)
    expect((await resolve('try', { country: 'de' })).status).toBe(400)
    const readOnly = (await t.keys.issueKey('alice', { scopes: ['qrcodes:read'] })).key
    expect((await resolve('try', { os: 'Android' }, readOnly)).status).toBe(200)
    expect(await views('try')).toBe(0)
  })

  it('refuses 21 rules, weights not adding up to 100, unknown time zones and unsafe rule targets', async () => {
    const refused = async (fields: object) => {
      const answer = await api('POST', '/qrcode', { targetUrl: 'https://example.com/x', ...fields })
      expect(answer.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400)
      return expectContract<ErrorBody>('createQrCode', answer)
    }
    const rule = { if: { os: 'iOS' }, targetUrl: APP_STORE }
    expect((await refused({ rules: Array(21).fill(rule) })).details?.[0]?.field).toBe('rules')
    const weights = await refused({
      variants: [
        { targetUrl: 'https://example.com/a', weight: 60 },
        { targetUrl: 'https://example.com/b', weight: 30 },
      ],
    })
    expect(weights.details).toEqual([{ field: 'variants', message: "variants' weights must add up to 100, not 90" }])
    expect(
      (await refused({ variants: [{ targetUrl: 'https://example.com/a', weight: 100 }] })).details?.[0]?.field,
    ).toBe('variants')
    const zone = await refused({
      rules: [
        rule,
        { if: { hours: { start: '09:00', end: '17:00', timeZone: 'Mars/Olympus_Mons' } }, targetUrl: APP_STORE },
      ],
    })
    expect(zone.details?.[0]).toMatchObject({ field: 'rules.1.if.hours.timeZone' })
    expect(zone.message).toContain('not a known time zone')
    for (const target of ['javascript:alert(1)', 'https://qr.example/other', 'https://user:pw@example.com/']) {
      const unsafe = await refused({ rules: [rule, rule, rule, { if: { os: 'Android' }, targetUrl: target }] })
      expect(unsafe.details?.map((d) => d.field)).toContain('rules.3.targetUrl')
    }
    const unsafeVariant = await refused({
      variants: [
        { targetUrl: 'https://example.com/a', weight: 50 },
        { targetUrl: 'https://qr.example/loop', weight: 50 },
      ],
    })
    expect(unsafeVariant.details?.[0]?.field).toBe('variants.1.targetUrl')
    // The same on update.
    await create('later', {})
    const update = await api('PUT', '/qrcode/later', {
      rules: [{ if: { os: 'iOS' }, targetUrl: 'ftp://example.com/' }],
    })
    expect(update.statusCode).toBe(400)
  })
})
