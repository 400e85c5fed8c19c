import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../helpers/contract.js'
import { ENGINES } from '../helpers/engines.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { decodePng, hasZbar } from '../helpers/zbar.js'

const memory = ENGINES.filter((e) => e.name === 'memory')

describe.each(memory)('GET /qrcode/{shortId}/image on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine)
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(t.alice),
      payload: {
        targetUrl: 'https://example.com/',
        customShortId: 'pic',
        qrCodeOptions: { dotsOptions: { type: 'dots' } },
      },
    })
  })
  afterEach(async () => {
    await t.close()
  })

  const image = (query = '', headers: Record<string, string> = {}, key = t.alice) =>
    t.app.inject({ method: 'GET', url: `/api/v1/qrcode/pic/image${query}`, headers: { ...t.auth(key), ...headers } })

  it('answers SVG by default, with an ETag', async () => {
    const response = await image()
    expectContract('getQrCodeImage', response)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(response.body).toMatch(/^<svg /)
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(response.headers['cache-control']).toBe('private, no-cache')
  })

  it.each([
    ['?format=png', {}],
    ['', { accept: 'image/png' }],
  ])('answers a PNG for %s %o that decodes to the short link', async (query, headers) => {
    const response = await image(query, headers)
    expectContract('getQrCodeImage', response)
    expect(response.headers['content-type']).toBe('image/png')
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    if (hasZbar()) expect(decodePng(response.rawPayload)).toBe('https://qr.example/pic')
  })

  it('answers 304 to a matching If-None-Match, and a new ETag after restyling but not after a new target', async () => {
    const first = await image()
    const etag = String(first.headers.etag)
    const again = await image('', { 'if-none-match': etag })
    expectContract('getQrCodeImage', again)
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/qrcode/pic', headers: t.auth(t.alice), payload })
    await put({ targetUrl: 'https://example.com/elsewhere' })
    expect((await image('', { 'if-none-match': etag })).statusCode).toBe(304)
    await put({ qrCodeOptions: { dotsOptions: { type: 'classy' } } })
    const restyled = await image('', { 'if-none-match': etag })
    expect(restyled.statusCode).toBe(200)
    expect(restyled.headers.etag).not.toBe(etag)
  })

  it.each([
    ['an unknown code', '/api/v1/qrcode/nope-nope/image', 404],
    ['a bad format', '/api/v1/qrcode/pic/image?format=gif', 400],
  ])('answers %s with %i', async (_name, url, status) => {
    const response = await t.app.inject({ method: 'GET', url, headers: t.auth(t.alice) })
    expect(response.statusCode).toBe(status)
    expectContract('getQrCodeImage', response)
  })

  it("answers another account's code with 404 and a missing key with 401", async () => {
    expect((await image('', {}, t.bob)).statusCode).toBe(404)
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode/pic/image' })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe.each(memory)('styling that would not scan, on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine)
  })
  afterEach(async () => {
    await t.close()
  })

  it.each([
    [{ dotsOptions: { color: '#cccccc' } }, 'qrCodeOptions.dotsOptions.color', 'contrast of 1.6:1'],
    [
      { dotsOptions: { color: '#ffffff' }, backgroundOptions: { color: '#000000' } },
      'qrCodeOptions.dotsOptions.color',
      'darker than the background',
    ],
    [
      { width: 200, height: 400, margin: 60 },
      'qrCodeOptions.margin',
      'at most a quarter of the smaller side (50 px here)',
    ],
  ])('refuses %o with 400 naming %s', async (qrCodeOptions, field, words) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(t.alice),
      payload: { targetUrl: 'https://example.com/', qrCodeOptions },
    })
    expect(response.statusCode).toBe(400)
    const body = expectContract<{ details: { field: string; message: string }[] }>('createQrCode', response)
    expect(body.details[0]).toEqual({ field, message: expect.stringContaining(words) })
  })
})
