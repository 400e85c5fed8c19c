import { afterEach, describe, expect, it } from 'vitest'
import { composeApp } from '../../src/index.js'
import { expectContract } from '../helpers/contract.js'
import { ENGINES } from '../helpers/engines.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

/** 10 s into a minute: the window resets in 50 s. */
const T0 = Date.UTC(2026, 10, 22, 12, 0, 10)

/** Rate limits with the IETF draft's fields (PRODUCT.md "Rate limits", issue #16). */
describe.each(ENGINES)('rate limits on $name', (engine) => {
  let t: TestApp
  let clock = T0
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  const start = async (options: Parameters<typeof startTestApp>[2]) => {
    clock = T0
    t = await startTestApp(engine, () => clock, options)
    cleanups.push(() => t.close())
  }
  const get = (key: string, headers: Record<string, string> = {}, app = t.app) =>
    app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: { ...t.auth(key), ...headers } })

  it('announces each key’s budget on every answer, refuses it once spent, and renews it with the window', async () => {
    await start({ rateLimitPerMinute: 5 })
    for (let i = 1; i <= 5; i += 1) {
      const ok = await get(t.alice)
      expect(ok.statusCode).toBe(200)
      expect(ok.headers['ratelimit-policy']).toBe('"default";q=5;w=60')
      expect(ok.headers.ratelimit).toBe(`"default";r=${5 - i};t=50`)
      expectContract('listQrCodes', ok)
    }
    const refused = await get(t.alice)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('50')
    expect(refused.headers.ratelimit).toBe('"default";r=0;t=50')
    expect(expectContract('listQrCodes', refused)).toMatchObject({
      error: 'RATE_LIMITED',
      message: 'Too many requests; retry after 50 seconds',
    })
    // Another key has its own budget; the next window gives the first one its budget again.
    expect((await get(t.bob)).headers.ratelimit).toBe('"default";r=4;t=50')
    clock += 50_000
    const renewed = await get(t.alice)
    expect(renewed.statusCode).toBe(200)
    expect(renewed.headers.ratelimit).toBe('"default";r=4;t=60')
  })

  it('slows an address that keeps failing authentication, but never refuses it a valid key', async () => {
    await start({ failedAuthPerMinute: 3, trustProxy: true })
    const from = (address: string) => ({ 'x-forwarded-for': address })
    for (let i = 1; i <= 3; i += 1) {
      const wrong = await get(`dqr_${'x'.repeat(40)}`, from('203.0.113.7'))
      expect(wrong.statusCode).toBe(401)
      expect(wrong.headers['ratelimit-policy']).toBe('"auth";q=3;w=60')
      expect(wrong.headers.ratelimit).toBe(`"auth";r=${3 - i};t=50`)
    }
    const blocked = await get(`dqr_${'y'.repeat(40)}`, from('203.0.113.7'))
    expect(blocked.statusCode).toBe(429)
    expectContract('listQrCodes', blocked)
    expect((await get('', from('203.0.113.7'))).statusCode).toBe(429)
    // The clients behind that address (one NAT, one proxy) keep working with their keys.
    const valid = await get(t.alice, from('203.0.113.7'))
    expect(valid.statusCode).toBe(200)
    expect((await get(t.bob, from('203.0.113.7'))).statusCode).toBe(200)
    // Another address's failures are its own.
    expect((await get('dqr_wrong', from('198.51.100.2'))).statusCode).toBe(401)
    clock += 50_000
    expect((await get('dqr_wrong', from('203.0.113.7'))).statusCode).toBe(401)
  })

  it('counts failed authentication per IPv6 /64 (a host owns a whole /64), IPv4 per address', async () => {
    await start({ failedAuthPerMinute: 3, trustProxy: true })
    const from = (address: string) => ({ 'x-forwarded-for': address })
    // 40 addresses of one /64 (review #17): one budget, not 40.
    const answers = []
    for (let i = 1; i <= 40; i += 1)
      answers.push((await get('dqr_wrong', from(`2001:db8:1:2::${i.toString(16)}`))).statusCode)
    expect(answers.slice(0, 3)).toEqual([401, 401, 401])
    expect(answers.slice(3).every((status) => status === 429)).toBe(true)
    // The next /64 is another client; so is the next IPv4 address.
    expect((await get('dqr_wrong', from('2001:db8:1:3::1'))).statusCode).toBe(401)
    for (let i = 1; i <= 3; i += 1) expect((await get('dqr_wrong', from('198.51.100.7'))).statusCode).toBe(401)
    expect((await get('dqr_wrong', from('198.51.100.8'))).statusCode).toBe(401)
    // A valid key from that /64 still works.
    expect((await get(t.alice, from('2001:db8:1:2::99'))).statusCode).toBe(200)
  })

  it('takes the right-most X-Forwarded-For hop behind one proxy: the left-most is the client’s own word', async () => {
    await start({ failedAuthPerMinute: 2, trustProxy: true })
    // A client varying what it claims to be still comes from the address the proxy saw.
    for (const claimed of ['1.1.1.1', '2.2.2.2']) {
      expect((await get('dqr_wrong', { 'x-forwarded-for': `${claimed}, 203.0.113.7` })).statusCode).toBe(401)
    }
    expect((await get('dqr_wrong', { 'x-forwarded-for': '3.3.3.3, 203.0.113.7' })).statusCode).toBe(429)
    expect((await get('dqr_wrong', { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(401)
  })

  it.each([
    ['a hop count', 2, '9.9.9.9, 203.0.113.7, 10.0.0.2'],
    ['proxy addresses', ['127.0.0.1', '10.0.0.0/8'], '9.9.9.9, 203.0.113.7, 10.0.0.2'],
  ])('with %s, takes the right-most hop that is not a trusted proxy', async (_name, trustProxy, chain) => {
    await start({ failedAuthPerMinute: 1, trustProxy })
    expect((await get('dqr_wrong', { 'x-forwarded-for': chain })).statusCode).toBe(401)
    expect((await get('dqr_wrong', { 'x-forwarded-for': chain.replace('9.9.9.9', '8.8.8.8') })).statusCode).toBe(429)
    expect((await get('dqr_wrong', { 'x-forwarded-for': '9.9.9.9, 203.0.113.9, 10.0.0.2' })).statusCode).toBe(401)
  })

  it('counts all keys of one account against one budget', async () => {
    await start({ rateLimitPerMinute: 4 })
    const second = (await t.keys.issueKey('alice')).key
    const answers = []
    for (let i = 0; i < 6; i += 1) answers.push((await get(i % 2 === 0 ? t.alice : second)).statusCode)
    expect(answers).toEqual([200, 200, 200, 200, 429, 429])
    expect((await get(t.bob)).statusCode).toBe(200)
  })

  it('prunes the last window’s counters in the store with the first request of the next', async () => {
    await start({ failedAuthPerMinute: 1, rateLimitPerMinute: 100, trustProxy: true })
    for (let i = 0; i < 20; i += 1) await get('dqr_wrong', { 'x-forwarded-for': `198.51.100.${i}` })
    await get(t.alice)
    clock += 60_000
    await get(t.alice)
    // Nothing left from before this window: the app's prune took the 21 windows (20 addresses, 1 account).
    expect(await t.store.rateLimits.prune(clock - (clock % 60_000))).toBe(0)
  })

  it.runIf(engine.name === 'postgres')('shares one budget between two instances on PostgreSQL', async () => {
    await start({ rateLimitPerMinute: 6 })
    const other = await composeApp({
      store: t.store,
      publicUrl: 'https://qr.example',
      now: () => clock,
      rateLimitPerMinute: 6,
    })
    cleanups.push(() => other.close())
    const answers = []
    for (let i = 0; i < 8; i += 1) answers.push(await get(t.alice, {}, i % 2 === 0 ? t.app : other))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 429, 429])
    expect(answers.map((a) => a.headers.ratelimit)).toEqual([
      ...[5, 4, 3, 2, 1, 0].map((r) => `"default";r=${r};t=50`),
      '"default";r=0;t=50',
      '"default";r=0;t=50',
    ])
  })
})
