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

  it('refuses an address that keeps failing authentication, a right key too, until its window ends', async () => {
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
    expect((await get(t.alice, from('203.0.113.7'))).statusCode).toBe(429)
    // Another client address is not held back by it.
    expect((await get(t.alice, from('198.51.100.2'))).statusCode).toBe(200)
    clock += 50_000
    expect((await get(t.alice, from('203.0.113.7'))).statusCode).toBe(200)
  })

  it('reads the client address from X-Forwarded-For only when the proxy is trusted', async () => {
    await start({ failedAuthPerMinute: 1 })
    await get('dqr_wrong', { 'x-forwarded-for': '203.0.113.7' })
    expect((await get('dqr_wrong', { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(429)
    // Untrusted: the header is ignored, so this is the same address (the socket's), now blocked.
    expect((await get(t.alice, { 'x-forwarded-for': '198.51.100.2' })).statusCode).toBe(429)
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
