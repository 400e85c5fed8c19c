import { type EventLoopUtilization, performance } from 'node:perf_hooks'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PngRasteriser } from '../../../src/domain/images/image-renderer.js'
import { PngPool } from '../../../src/images/png-pool.js'
import rasterisePng from '../../../src/images/png-worker.js'
import { expectContract } from '../../helpers/contract.js'
import { MEMORY } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'
import { decodePng, hasZbar } from '../../helpers/zbar.js'

const memory = [MEMORY]
const blank = { color: '#000000', shapes: [], crisp: true }

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

  it('draws the image at a size asked for at download time, leaving the stored size as it is', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/qrcode/pic',
      headers: t.auth(t.alice),
      payload: { qrCodeOptions: { margin: 20 } },
    })
    const stored = await image('?format=svg')
    expect(stored.body).toMatch(/^<svg [^>]*width="300" height="300"/)
    const big = await image('?format=svg&size=1200')
    expectContract('getQrCodeImage', big)
    expect(big.statusCode).toBe(200)
    expect(big.body).toMatch(/^<svg [^>]*width="1200" height="1200"/)
    expect(big.headers.etag).not.toBe(stored.headers.etag)
    const png = await image('?format=png&size=128')
    expect(png.rawPayload.readUInt32BE(16)).toBe(128)
    expect(png.rawPayload.readUInt32BE(20)).toBe(128)
    if (hasZbar()) expect(decodePng((await image('?format=png&size=600')).rawPayload)).toBe('https://qr.example/pic')
    const code = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode/pic', headers: t.auth(t.alice) })
    expect(code.json().qrCodeOptions).toMatchObject({ width: 300, height: 300, margin: 20 })
  })

  it.each([
    ['an unknown code', '/api/v1/qrcode/nope-nope/image', 404],
    ['a bad format', '/api/v1/qrcode/pic/image?format=gif', 400],
    ['a size below 64', '/api/v1/qrcode/pic/image?size=63', 400],
    ['a size above 4096', '/api/v1/qrcode/pic/image?size=4097', 400],
    ['a size that is no number', '/api/v1/qrcode/pic/image?size=big', 400],
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

describe.each(memory)('image rendering under load, on $name', (engine) => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  const create = async (app: TestApp, key: string, customShortId: string, size: number) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: app.auth(key),
      payload: { targetUrl: 'https://example.com/', customShortId, qrCodeOptions: { width: size, height: size } },
    })
    expect(response.statusCode).toBe(201)
  }
  const png = (app: TestApp, key: string, shortId: string) =>
    app.app.inject({ method: 'GET', url: `/api/v1/qrcode/${shortId}/image?format=png`, headers: app.auth(key) })

  it('keeps answering /healthz, and the event loop free, while a 4096 px PNG renders', async () => {
    const pool = new PngPool({ workers: 1 })
    // The worker thread starts with the first render: start it before what is measured.
    await pool.rasterise({ width: 8, height: 8, background: '#ffffff', layers: [blank, blank, blank] })
    // How long the event loop was busy, over the render's own window (from its start to its end).
    let busy: EventLoopUtilization | undefined
    let renderStarted: () => void = () => {}
    const started = new Promise<void>((resolve) => {
      renderStarted = resolve
    })
    let renderFinished = false
    const watched: PngRasteriser = {
      rasterise: async (drawing) => {
        const before = performance.eventLoopUtilization()
        renderStarted()
        try {
          return await pool.rasterise(drawing)
        } finally {
          busy = performance.eventLoopUtilization(before)
          renderFinished = true
        }
      },
      close: () => pool.close(),
    }
    t = await startTestApp(engine, undefined, { images: { rasteriser: watched } })
    const app = t
    await create(app, app.alice, 'big', 4096)
    const base = await app.app.listen({ port: 0, host: '127.0.0.1' })
    // The first fetch in a process compiles its HTTP client: not the server's work, so before the window.
    await (await fetch(`${base}/healthz`)).arrayBuffer()

    const image = fetch(`${base}/api/v1/qrcode/big/image?format=png`, { headers: app.auth(app.alice) })
    const answeredWithoutRasteriser = image.then(() => {
      throw new Error('the PNG was answered without going through the rasteriser')
    })
    await Promise.race([started, answeredWithoutRasteriser])
    const health = await fetch(`${base}/healthz`)
    const answeredDuringRender = !renderFinished
    const response = await image

    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    expect(answeredDuringRender).toBe(true)
    // Busy time, not monitorEventLoopDelay: on a loaded machine the OS may hold any thread back
    // for a while, which is not the app's doing; a render on the loop would be busy for all of it.
    expect(busy?.active).toBeLessThan(50)
    expect(response.status).toBe(200)
    const bytes = new Uint8Array(await response.arrayBuffer())
    if (hasZbar()) expect(decodePng(bytes)).toBe('https://qr.example/big')
  })

  it('renders an image once: repeats, and requests while it renders, come from the cache', async () => {
    const pool = new PngPool({ workers: 1 })
    t = await startTestApp(engine, undefined, { images: { rasteriser: pool } })
    const app = t
    await create(app, app.alice, 'twice', 300)

    const [first, during] = await Promise.all([png(app, app.alice, 'twice'), png(app, app.alice, 'twice')])
    const again = await png(app, app.alice, 'twice')
    for (const response of [first, during, again]) {
      expectContract('getQrCodeImage', response)
      expect(response.statusCode).toBe(200)
      expect(response.rawPayload.equals(first.rawPayload)).toBe(true)
      expect(response.headers.etag).toBe(first.headers.etag)
    }
    expect(pool.completed).toBe(1)

    // A new size is a new image.
    await app.app.inject({
      method: 'PUT',
      url: '/api/v1/qrcode/twice',
      headers: app.auth(app.alice),
      payload: { qrCodeOptions: { width: 400, height: 400 } },
    })
    expect((await png(app, app.alice, 'twice')).statusCode).toBe(200)
    expect(pool.completed).toBe(2)
    // The SVG is drawn, never rasterised.
    await app.app.inject({ method: 'GET', url: '/api/v1/qrcode/twice/image', headers: app.auth(app.alice) })
    expect(pool.completed).toBe(2)
  })

  it("answers 429 with Retry-After once an account's render budget is spent, for all its keys; cached images and other accounts go on", async () => {
    // In-thread rasterising is enough here: this test is about the budget, not the workers.
    const inThread: PngRasteriser = { rasterise: async (drawing) => rasterisePng(drawing), close: async () => {} }
    // 0.3 megapixels: the scan guard's one check of these options at 300 px (0.09, charged to the
    // first create; the others reuse its verdict) and two 300 px PNGs, not three.
    t = await startTestApp(engine, undefined, { images: { rasteriser: inThread, megapixelsPerMinute: 0.3 } })
    const app = t
    for (const id of ['one', 'two', 'three']) await create(app, app.alice, id, 300)
    await create(app, app.bob, 'bobs', 300)

    expect((await png(app, app.alice, 'one')).statusCode).toBe(200)
    expect((await png(app, app.alice, 'two')).statusCode).toBe(200)
    const refused = await png(app, app.alice, 'three')
    expect(refused.statusCode).toBe(429)
    const body = expectContract<{ error: string; message: string }>('getQrCodeImage', refused)
    expect(body.error).toBe('RATE_LIMITED')
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(body.message).toContain(`retry after ${retryAfter} seconds`)
    expect(refused.headers.etag).toBeUndefined()

    // Another key of the same account shares the budget: minting keys buys no more pixels.
    const second = (await app.keys.issueKey('alice')).key
    expect((await png(app, second, 'three')).statusCode).toBe(429)
    expect((await png(app, app.alice, 'one')).statusCode).toBe(200)
    const svg = await app.app.inject({ method: 'GET', url: '/api/v1/qrcode/three/image', headers: app.auth(app.alice) })
    expect(svg.statusCode).toBe(200)
    expect((await png(app, app.bob, 'bobs')).statusCode).toBe(200)
  })
})
