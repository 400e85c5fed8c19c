import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../../helpers/contract.js'
import { MEMORY } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'
import { decodePng, requireZbar } from '../../helpers/zbar.js'

const MM_PER_POINT = 25.4 / 72
const dir = mkdtempSync(join(tmpdir(), 'dynqr-mm-'))
let files = 0

/** The PDF's first page as pdfinfo measures it, in millimetres. */
function pageMm(pdf: Buffer): { width: number; height: number } {
  files += 1
  const file = join(dir, `code-${files}.pdf`)
  writeFileSync(file, pdf)
  const info = execFileSync('pdfinfo', [file]).toString()
  const match = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)
  if (!match) throw new Error(`pdfinfo gave no page size:\n${info}`)
  return { width: Number(match[1]) * MM_PER_POINT, height: Number(match[2]) * MM_PER_POINT }
}

/** The PDF printed at 300 dpi (pdftoppm) and read by zbarimg. */
function decodePdf(pdf: Buffer): string | null {
  files += 1
  const base = join(dir, `print-${files}`)
  writeFileSync(`${base}.pdf`, pdf)
  execFileSync('pdftoppm', ['-png', '-r', '300', '-singlefile', `${base}.pdf`, base])
  return decodePng(readFileSync(`${base}.png`))
}

/** A large opaque logo: half the code under it with error correction L cannot scan. */
function opaqueLogo(): Buffer {
  const png = new PNG({ width: 64, height: 64 })
  for (let i = 0; i < 64 * 64; i += 1) png.data.set([11, 61, 145, 255], i * 4)
  return PNG.sync.write(png)
}

// Issue #45, done when: a PDF at mm=50 measures 50 mm (pdfinfo), and still scans.
describe.each([MEMORY])('physical sizes and drafts of a code on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine)
  })
  afterEach(async () => {
    await t.close()
  })

  const create = (customShortId: string, qrCodeOptions: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(t.alice),
      payload: { targetUrl: 'https://example.com/', customShortId, qrCodeOptions },
    })
  const image = (shortId: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/qrcode/${shortId}/image?${query}`, headers: t.auth(t.alice) })
  const draft = (shortId: string, query: string, qrCodeOptions: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/qrcode/${shortId}/image?${query}`,
      headers: t.auth(t.alice),
      payload: { qrCodeOptions },
    })

  it('draws a PDF exactly mm wide on a page of the code’s own size, 50 mm by default, that scans', async () => {
    expect((await create('flyer', { width: 600, height: 600 })).statusCode).toBe(201)
    const at50 = await image('flyer', 'format=pdf&mm=50')
    expectContract('getQrCodeImage', at50)
    expect(at50.statusCode).toBe(200)
    const page = pageMm(at50.rawPayload)
    expect(page.width).toBeCloseTo(50, 1)
    expect(page.height).toBeCloseTo(50, 1)
    // Without mm: 50 mm, whatever the size in pixels (before: 600 px gave an 8.3-inch page).
    expect(pageMm((await image('flyer', 'format=pdf&size=2400')).rawPayload).width).toBeCloseTo(50, 1)
    expect(pageMm((await image('flyer', 'format=pdf&mm=120')).rawPayload).width).toBeCloseTo(120, 1)
    // Each physical size is its own image: its own ETag, so no cache answers one for another.
    expect(at50.headers.etag).not.toBe((await image('flyer', 'format=pdf&mm=120')).headers.etag)
    if (requireZbar()) expect(decodePdf(at50.rawPayload)).toBe('https://qr.example/flyer')
  })

  it('draws a framed code’s frame inside the width: the page is taller than wide, in proportion', async () => {
    const framed = { frameOptions: { type: 'banner', text: 'SCAN ME', color: '#0b3d91' } }
    expect((await create('framed', framed)).statusCode).toBe(201)
    const response = await image('framed', 'format=pdf&mm=40')
    const page = pageMm(response.rawPayload)
    expect(page.width).toBeCloseTo(40, 1)
    expect(page.height).toBeGreaterThan(40)
    if (requireZbar()) expect(decodePdf(response.rawPayload)).toBe('https://qr.example/framed')
  })

  it('refuses mm with a format sized in pixels, and a size outside 10–1000 mm, with 400', async () => {
    expect((await create('pixels')).statusCode).toBe(201)
    const png = await image('pixels', 'format=png&mm=50')
    expectContract('getQrCodeImage', png)
    expect(png.statusCode).toBe(400)
    expect(png.json().details[0].field).toBe('mm')
    expect((await image('pixels', 'format=pdf&mm=5')).statusCode).toBe(400)
    expect((await image('pixels', 'format=pdf&mm=1001')).statusCode).toBe(400)
  })

  it('draws unsaved options as a save would check them, storing nothing', async () => {
    const created = await create('draft')
    expect(created.statusCode).toBe(201)
    const svg = await draft('draft', 'format=svg', { dotsOptions: { color: '#4b0082' } })
    expectContract('drawQrCodeDraft', svg)
    expect(svg.statusCode).toBe(200)
    expect(svg.headers['content-type']).toContain('image/svg+xml')
    expect(svg.body).toContain('#4b0082')
    const pdf = await draft('draft', 'format=pdf&mm=30', { dotsOptions: { color: '#4b0082' } })
    expectContract('drawQrCodeDraft', pdf)
    expect(pageMm(pdf.rawPayload).width).toBeCloseTo(30, 1)
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode/draft', headers: t.auth(t.alice) })
    expect(after.headers.etag).toBe(created.headers.etag)

    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assets',
      headers: { ...t.auth(t.alice), 'content-type': 'image/png' },
      body: opaqueLogo(),
    })
    const unscannable = await draft('draft', 'format=svg', {
      image: upload.json().id,
      imageOptions: { imageSize: 0.5 },
      qrOptions: { errorCorrectionLevel: 'L' },
    })
    expectContract('drawQrCodeDraft', unscannable)
    expect(unscannable.statusCode).toBe(422)
    expect(unscannable.json().details[0].field).toBe('qrCodeOptions.imageOptions.imageSize')
    const missing = await draft('nope', 'format=svg', {})
    expect(missing.statusCode).toBe(404)
  })

  it('refuses a call to action that cannot be read: white on a white box, or on a white banner', async () => {
    const box = await create('white-box', { frameOptions: { type: 'box', color: '#000000', textColor: '#ffffff' } })
    expectContract('createQrCode', box)
    expect(box.statusCode).toBe(400)
    expect(box.json().details[0].field).toBe('qrCodeOptions.frameOptions.textColor')
    expect(box.json().details[0].message).toContain('1.0:1')
    const banner = await create('pale', { frameOptions: { type: 'banner', color: '#ffffff', textColor: '#eeeeee' } })
    expect(banner.statusCode).toBe(400)
    const readable = await create('light-on-dark', { frameOptions: { type: 'banner', color: '#0b3d91' } })
    expect(readable.statusCode).toBe(201)
  })
})
