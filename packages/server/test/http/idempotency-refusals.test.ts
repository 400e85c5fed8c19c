import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LARGEST_IMAGE_MEGAPIXELS } from '../../src/images/pixel-budget.js'
import { MEMORY } from '../helpers/engines.js'
import { logoPng } from '../helpers/logo-png.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

const memory = [MEMORY]

// Issue #38: a 429 answered from inside the handler (the render budget spent by the scan guard's
// draw) did nothing, so its Idempotency-Key is given back for the retry, never kept for a day.
describe.each(memory)('an Idempotency-Key whose request was refused with 429 on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine, undefined, { images: { megapixelsPerMinute: LARGEST_IMAGE_MEGAPIXELS } })
  })
  afterEach(async () => {
    await t.close()
  })

  it('is free again: the next request with it is run, not answered with the kept 429', async () => {
    const api = (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
      t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { ...t.auth(t.alice), ...headers },
        ...(payload && { payload }),
      })
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assets',
      headers: { ...t.auth(t.alice), 'content-type': 'image/png' },
      body: logoPng(),
    })
    expect(upload.statusCode).toBe(201)
    expect(
      (await api('POST', '/qrcode', { targetUrl: 'https://example.com/', customShortId: 'menu' })).statusCode,
    ).toBe(201)
    // The minute's budget, spent on one 4096 px PNG.
    expect((await api('GET', '/qrcode/menu/image?format=png&size=4096')).statusCode).toBe(200)

    const key = { 'idempotency-key': 'create-with-logo-1' }
    const withLogo = {
      targetUrl: 'https://example.com/logo',
      qrCodeOptions: { image: upload.json().id, width: 1024, height: 1024 },
    }
    const refused = await api('POST', '/qrcode', withLogo, key)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Kept, the key would answer another body with 422 IDEMPOTENCY_KEY_REUSED.
    const next = await api('POST', '/qrcode', { targetUrl: 'https://example.com/plain', customShortId: 'plain' }, key)
    expect(next.statusCode).toBe(201)
    expect(next.json().shortId).toBe('plain')
  }, 60_000)
})
