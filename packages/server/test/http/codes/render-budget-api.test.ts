import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PngRasteriser } from '../../../src/domain/images/image-renderer.js'
import { LARGEST_IMAGE_MEGAPIXELS } from '../../../src/images/pixel-budget.js'
import { PngPool } from '../../../src/images/png-pool.js'
import { expectContract } from '../../helpers/contract.js'
import { MEMORY } from '../../helpers/engines.js'
import { logoPng } from '../../helpers/logo-png.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

/** The review's item: the largest code, error correction L, half of it under the logo, gradients and a banner. */
const heavyItem = (logo: string) => ({
  targetUrl: 'https://example.com/',
  qrCodeOptions: {
    width: 4096,
    height: 4096,
    image: logo,
    imageOptions: { imageSize: 0.5 },
    qrOptions: { errorCorrectionLevel: 'L' },
    dotsOptions: {
      type: 'rounded',
      gradient: {
        type: 'radial',
        colorStops: [
          { offset: 0, color: '#4b0082' },
          { offset: 1, color: '#000000' },
        ],
      },
    },
    cornersSquareOptions: {
      gradient: {
        type: 'linear',
        rotation: 0.5,
        colorStops: [
          { offset: 0, color: '#0b3d91' },
          { offset: 1, color: '#000000' },
        ],
      },
    },
    frameOptions: { type: 'banner', text: 'SCAN ME', color: '#0b3d91' },
  },
})

const memory = [MEMORY]

// Security review #2, "How to show it": one account's bulk creates of 100 logo items must not
// keep another account's PNG waiting, and their scan-guard draws are charged to their account.
describe.each(memory)('scan-guard draws on the render budget on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    // The smallest budget there is (one 4096 px image a minute), on the real image workers.
    t = await startTestApp(engine, undefined, { images: { megapixelsPerMinute: LARGEST_IMAGE_MEGAPIXELS } })
  })
  afterEach(async () => {
    await t.close()
  })

  it('serves account B its PNG while account A floods bulk creates, and answers A 429 with Retry-After', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assets',
      headers: { ...t.auth(t.alice), 'content-type': 'image/png' },
      body: logoPng(),
    })
    expect(upload.statusCode).toBe(201)
    const logo = upload.json().id as string
    const bobs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(t.bob),
      payload: { targetUrl: 'https://example.org/', customShortId: 'bob-menu' },
    })
    expect(bobs.statusCode).toBe(201)
    const alices = await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(t.alice),
      payload: { targetUrl: 'https://example.com/', customShortId: 'alice-menu' },
    })
    expect(alices.statusCode).toBe(201)

    const bulk = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/qrcode/bulk',
        headers: t.auth(t.alice),
        payload: { items: Array.from({ length: 100 }, () => heavyItem(logo)) },
      })
    const floods = [bulk(), bulk(), bulk(), bulk()]
    const image = await t.app.inject({
      method: 'GET',
      url: '/api/v1/qrcode/bob-menu/image?format=png&size=2048',
      headers: t.auth(t.bob),
    })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')

    const answers = await Promise.all(floods)
    for (const answer of answers) {
      expectContract('bulkCreateQrCodes', answer)
      expect(answer.statusCode).toBe(429)
      expect(answer.json().error).toBe('RATE_LIMITED')
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    }
    // Nothing of a refused bulk create is stored.
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: t.auth(t.alice) })
    expect(list.json().pagination.total).toBe(1)
    // The draws were A's: A's own PNG now waits for its budget; B's does not.
    const alicePng = await t.app.inject({
      method: 'GET',
      url: '/api/v1/qrcode/alice-menu/image?format=png&size=512',
      headers: t.auth(t.alice),
    })
    expect(alicePng.statusCode).toBe(429)
    expect(Number(alicePng.headers['retry-after'])).toBeGreaterThan(0)
    const bobAgain = await t.app.inject({
      method: 'GET',
      url: '/api/v1/qrcode/bob-menu/image?format=png&size=1024',
      headers: t.auth(t.bob),
    })
    expect(bobAgain.statusCode).toBe(200)
  }, 120_000)
})

/** Waits until `done()` holds, checking every 20 ms (a condition, not a time, is what is tested). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20))
}

// Security review #2: a client that has gone does not keep its render in the queue.
describe.each(memory)('a download whose client has gone on $name', (engine) => {
  let t: TestApp
  afterEach(async () => {
    await t.close()
  })

  it('is dropped before it reaches a worker', async () => {
    const pool = new PngPool({ workers: 1 })
    let started = 0
    const watched: PngRasteriser = {
      rasterise: (drawing, job) => {
        started += 1
        return pool.rasterise(drawing, job)
      },
      close: () => pool.close(),
    }
    t = await startTestApp(engine, undefined, { images: { rasteriser: watched } })
    for (const [key, shortId] of [
      [t.alice, 'alice-big'],
      [t.bob, 'bob-small'],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/qrcode',
        headers: t.auth(key),
        payload: { targetUrl: 'https://example.com/', customShortId: shortId },
      })
      expect(created.statusCode).toBe(201)
    }
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const get = (key: string, path: string, signal?: AbortSignal) =>
      fetch(`${base}/api/v1/qrcode/${path}`, { headers: t.auth(key), ...(signal && { signal }) })

    const big = get(t.alice, 'alice-big/image?format=png&size=4096')
    await until(() => started === 1)
    const gone = new AbortController()
    const small = get(t.bob, 'bob-small/image?format=png&size=300', gone.signal).catch((error: unknown) => error)
    await until(() => pool.waiting === 1)
    gone.abort()
    expect(await small).toBeInstanceOf(Error)
    expect((await big).status).toBe(200)
    // A later render of the same account, after any task still queued before it: only it and A's ran.
    expect((await get(t.bob, 'bob-small/image?format=png&size=64')).status).toBe(200)
    expect(pool.completed).toBe(2)
  }, 60_000)
})
