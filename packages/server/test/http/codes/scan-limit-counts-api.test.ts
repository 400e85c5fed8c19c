import type { ErrorBody, QrCodeResponse } from '@dynqr/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const DAY = 86_400_000

/** What maxScans counts (PRODUCT.md, "Scan analytics": scanLimitCounts), over the API on every engine. */
describe.each(ENGINES)('scanLimitCounts on $name', (engine) => {
  let t: TestApp
  let clock: number
  beforeEach(async () => {
    clock = Date.parse('2026-11-22T09:30:00.000Z')
    t = await startTestApp(engine, () => clock)
  })
  afterEach(async () => {
    await t.close()
  })

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(t.alice), ...(payload && { payload }) })
  const scan = (shortId: string, address: string) =>
    t.app.inject({ method: 'GET', url: `/${shortId}`, remoteAddress: address, headers: { 'user-agent': IPHONE } })
  const promotion = (shortId: string, fields: object = {}) =>
    api('POST', '/qrcode', {
      targetUrl: 'https://example.com/promo',
      customShortId: shortId,
      maxScans: 2,
      fallbackUrl: 'https://example.com/promo-over',
      ...fields,
    })

  it('is views by default, shown on every code, and changed on update', async () => {
    const created = expectContract<QrCodeResponse>('createQrCode', await promotion('plain'))
    expect(created.scanLimitCounts).toBe('views')
    const updated = await api('PUT', '/qrcode/plain', { scanLimitCounts: 'uniqueViews' })
    expect(expectContract<QrCodeResponse>('updateQrCode', updated).scanLimitCounts).toBe('uniqueViews')
    const got = expectContract<QrCodeResponse>('getQrCode', await api('GET', '/qrcode/plain'))
    expect(got.scanLimitCounts).toBe('uniqueViews')
    const refused = await api('POST', '/qrcode', { targetUrl: 'https://example.com/x', scanLimitCounts: 'people' })
    expect(refused.statusCode).toBe(400)
    expect(expectContract<ErrorBody>('createQrCode', refused).message).toContain('scanLimitCounts')
  })

  it('uniqueViews: one person scanning five times does not use the code up; two people do', async () => {
    expectContract<QrCodeResponse>('createQrCode', await promotion('promo', { scanLimitCounts: 'uniqueViews' }))
    for (let i = 0; i < 5; i += 1) {
      const again = await scan('promo', '203.0.113.1')
      expect(again.statusCode, `scan ${i + 1} by the same person`).toBe(302)
      expect(again.headers.location).toBe('https://example.com/promo')
    }
    expect(JSON.parse((await api('GET', '/qrcode/promo')).body)).toMatchObject({ views: 5, active: true })

    // A second person is the second unique view: still a view, and it uses the code up.
    expect((await scan('promo', '203.0.113.2')).headers.location).toBe('https://example.com/promo')
    for (const address of ['203.0.113.1', '203.0.113.3']) {
      const after = await scan('promo', address)
      expect(after.statusCode).toBe(302)
      expect(after.headers.location, `${address} after the limit`).toBe('https://example.com/promo-over')
    }
    // The next day the same person is a unique view again, but the code stays used up.
    clock += DAY
    expect((await scan('promo', '203.0.113.1')).headers.location).toBe('https://example.com/promo-over')
  })

  it('uniqueViews without a fallback: 410 once two people have viewed it', async () => {
    await api('POST', '/qrcode', {
      targetUrl: 'https://example.com/promo',
      customShortId: 'nofall',
      maxScans: 2,
      scanLimitCounts: 'uniqueViews',
    })
    for (const address of ['203.0.113.1', '203.0.113.1', '203.0.113.2']) {
      expect((await scan('nofall', address)).statusCode).toBe(302)
    }
    expect((await scan('nofall', '203.0.113.1')).statusCode).toBe(410)
  })

  it('views (the default): the same person scanning twice uses the code up', async () => {
    await promotion('counted')
    expect((await scan('counted', '203.0.113.1')).headers.location).toBe('https://example.com/promo')
    expect((await scan('counted', '203.0.113.1')).headers.location).toBe('https://example.com/promo')
    expect((await scan('counted', '203.0.113.1')).headers.location).toBe('https://example.com/promo-over')
  })
})
