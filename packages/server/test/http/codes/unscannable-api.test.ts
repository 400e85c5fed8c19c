import { PNG } from 'pngjs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

/** A large opaque logo: 64 × 64 of solid dark blue, nothing of the code shows through it. */
function opaqueLogo(): Buffer {
  const png = new PNG({ width: 64, height: 64 })
  for (let i = 0; i < 64 * 64; i += 1) png.data.set([11, 61, 145, 255], i * 4)
  return PNG.sync.write(png)
}

/** Half the code hidden with error correction L: more than any decoder can restore. */
const unscannable = (image: string) => ({
  image,
  imageOptions: { imageSize: 0.5, hideBackgroundDots: true },
  qrOptions: { errorCorrectionLevel: 'L' },
})

// Issue #30, done when: an unscannable combination is refused with 422 before anything is stored.
describe.each(ENGINES)('the scan guard through the API on $name', (engine) => {
  let t: TestApp
  let logo: string
  beforeEach(async () => {
    t = await startTestApp(engine)
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assets',
      headers: { ...t.auth(t.alice), 'content-type': 'image/png' },
      body: opaqueLogo(),
    })
    logo = upload.json().id
  })
  afterEach(async () => {
    await t.close()
  })

  it('refuses a create with 422 UNSCANNABLE naming imageOptions.imageSize, and stores no code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(t.alice),
      payload: { targetUrl: 'https://example.com/', customShortId: 'too-much', qrCodeOptions: unscannable(logo) },
    })
    expectContract('createQrCode', response)
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      error: 'UNSCANNABLE',
      details: [{ field: 'qrCodeOptions.imageOptions.imageSize' }],
    })
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: t.auth(t.alice) })
    expect(listed.json().pagination.total).toBe(0)
    const get = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode/too-much', headers: t.auth(t.alice) })
    expect(get.statusCode).toBe(404)
  })

  it('refuses an update with 422 and leaves the code, its options and its ETag as they were', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(t.alice),
      payload: { targetUrl: 'https://example.com/', customShortId: 'plain' },
    })
    expect(created.statusCode).toBe(201)
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/qrcode/plain',
      headers: t.auth(t.alice),
      payload: { targetUrl: 'https://example.com/changed', qrCodeOptions: unscannable(logo) },
    })
    expectContract('updateQrCode', update)
    expect(update.statusCode).toBe(422)
    expect(update.json().error).toBe('UNSCANNABLE')
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode/plain', headers: t.auth(t.alice) })
    expect(after.headers.etag).toBe(created.headers.etag)
    expect(after.json().targetUrl).toBe('https://example.com/')
    expect(after.json().qrCodeOptions).toEqual(created.json().qrCodeOptions)
  })
})
