import { crc32 } from 'node:zlib'
import { PNG } from 'pngjs'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'
import { decodePng, hasZbar } from '../../helpers/zbar.js'

/** An opaque 64 × 64 PNG logo: a blue square with a red centre. */
function pngLogo(): Buffer {
  const png = new PNG({ width: 64, height: 64 })
  for (let i = 0; i < 64 * 64; i += 1) {
    const x = i % 64
    const y = Math.floor(i / 64)
    const centre = x > 16 && x < 48 && y > 16 && y < 48
    png.data.set(centre ? [200, 20, 20, 255] : [11, 61, 145, 255], i * 4)
  }
  return PNG.sync.write(png)
}
/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const bytes = Buffer.alloc(12 + data.length)
  bytes.writeUInt32BE(data.length, 0)
  bytes.write(type, 4, 'latin1')
  data.copy(bytes, 8)
  bytes.writeUInt32BE(crc32(bytes.subarray(4, 8 + data.length)), 8 + data.length)
  return bytes
}

/** The logo with a text chunk and an EXIF chunk (GPS) right after its header. */
function pngWithMetadata(): Buffer {
  const png = pngLogo()
  const afterHeader = 8 + 25
  const exif = Buffer.concat([Buffer.from('MM\0*\0\0\0\x08\0\0', 'latin1'), Buffer.from('secret-gps-52.52N')])
  return Buffer.concat([
    png.subarray(0, afterHeader),
    pngChunk('tEXt', Buffer.from('Comment\0secret-comment', 'latin1')),
    pngChunk('eXIf', exif),
    png.subarray(afterHeader),
  ])
}

/** A PNG whose header declares width × height (its data is one empty row: never decoded). */
function pngDeclaring(width: number, height: number): Buffer {
  const png = pngLogo()
  const header = Buffer.from(png.subarray(0, 33))
  header.writeUInt32BE(width, 16)
  header.writeUInt32BE(height, 20)
  header.writeUInt32BE(crc32(header.subarray(12, 29)), 29)
  return Buffer.concat([header, png.subarray(33)])
}

const SVG_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 40"><rect width="80" height="40" fill="#8b0000"/></svg>'

describe.each(ENGINES)('assets through the API on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine)
  })
  afterEach(async () => {
    await t.close()
  })

  const upload = (body: string | Buffer, type: string, key = t.alice) =>
    t.app.inject({ method: 'POST', url: '/api/v1/assets', headers: { ...t.auth(key), 'content-type': type }, body })
  const get = (id: string, key = t.alice) =>
    t.app.inject({ method: 'GET', url: `/api/v1/assets/${id}`, headers: t.auth(key) })
  const remove = (id: string, key = t.alice) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/assets/${id}`, headers: t.auth(key) })
  const list = (key = t.alice) => t.app.inject({ method: 'GET', url: '/api/v1/assets', headers: t.auth(key) })
  const createCode = (qrCodeOptions: object, key = t.alice) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(key),
      payload: { targetUrl: 'https://example.com/', customShortId: 'logo', qrCodeOptions },
    })

  it('stores PNG and SVG logos with their size, lists them, serves their bytes and deletes them', async () => {
    const png = await upload(pngLogo(), 'image/png')
    const stored = expectContract<{ id: string }>('uploadAsset', png)
    expect(png.statusCode).toBe(201)
    expect(stored).toMatchObject({ success: true, contentType: 'image/png', width: 64, height: 64 })
    expect(stored.id).toMatch(/^ast_[0-9a-f]{16}$/)
    expect(png.headers.location).toBe(`https://qr.example/api/v1/assets/${stored.id}`)
    const svg = await upload(SVG_LOGO, 'image/svg+xml; charset=utf-8')
    expect(expectContract('uploadAsset', svg)).toMatchObject({ contentType: 'image/svg+xml', width: 80, height: 40 })

    const listed = await list()
    expect(expectContract<{ data: { id: string }[] }>('listAssets', listed).data).toHaveLength(2)
    const bytes = await get(stored.id)
    expectContract('getAsset', bytes)
    expect(bytes.headers['content-type']).toBe('image/png')
    // Re-encoded at upload (issue #38), the same pixels.
    expect(PNG.sync.read(bytes.rawPayload).data.equals(PNG.sync.read(pngLogo()).data)).toBe(true)

    expect((await remove(stored.id)).statusCode).toBe(204)
    expect((await get(stored.id)).statusCode).toBe(404)
    expect(expectContract<{ data: unknown[] }>('listAssets', await list()).data).toHaveLength(1)
  })

  it('re-encodes PNG and JPEG uploads: metadata dropped, at most 2048 px a side, width and height as stored', async () => {
    const png = await upload(pngWithMetadata(), 'image/png')
    expect(expectContract('uploadAsset', png)).toMatchObject({ width: 64, height: 64 })
    const pngBytes = (await get(png.json().id)).rawPayload
    expect(pngBytes.includes('secret')).toBe(false)
    const pngMeta = await sharp(pngBytes).metadata()
    expect([pngMeta.format, pngMeta.width, pngMeta.exif, pngMeta.comments]).toEqual(['png', 64, undefined, undefined])

    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#0b3d91' } })
      .withExif({ IFD0: { Make: 'secret-camera', Copyright: 'secret-owner' } })
      .jpeg({ quality: 80 })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const jpeg = await upload(photo, 'image/jpeg')
    expect(jpeg.statusCode).toBe(201)
    expect(expectContract('uploadAsset', jpeg)).toMatchObject({ contentType: 'image/jpeg', width: 2048, height: 1536 })
    const jpegBytes = (await get(jpeg.json().id)).rawPayload
    expect(jpegBytes.includes('secret')).toBe(false)
    const jpegMeta = await sharp(jpegBytes).metadata()
    expect([jpegMeta.format, jpegMeta.width, jpegMeta.height, jpegMeta.exif]).toEqual(['jpeg', 2048, 1536, undefined])
    const listed = expectContract<{ data: { width: number; bytes: number }[] }>('listAssets', await list()).data
    expect(listed.map((asset) => asset.width).sort()).toEqual([2048, 64])
  })

  it('refuses a raster declaring more than 16,384 px a side with 400, before decoding it', async () => {
    const huge = await upload(pngDeclaring(20_000, 100), 'image/png')
    expectContract('uploadAsset', huge)
    expect(huge.statusCode).toBe(400)
    expect(huge.json().message).toContain('at most 16384 px a side')
    const corrupt = await upload(pngDeclaring(100, 100), 'image/png')
    expect(corrupt.statusCode).toBe(400)
    expect(corrupt.json().message).toMatch(/cannot be decoded/)
    expect(expectContract<{ data: unknown[] }>('listAssets', await list()).data).toEqual([])
  })

  it('serves a stored image as a download that may neither fetch nor run anything', async () => {
    const { id } = (await upload(SVG_LOGO, 'image/svg+xml')).json()
    const read = await get(id)
    expectContract('getAsset', read)
    expect(read.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(read.headers['content-disposition']).toBe(`attachment; filename="${id}.svg"`)
    expect(read.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers what the SVG parser refuses (deep nesting, a __proto__ attribute) with 400, never 500', async () => {
    const nested = SVG_LOGO.replace('<rect', `${'<g>'.repeat(101)}<rect`).replace(
      '</svg>',
      `${'</g>'.repeat(101)}</svg>`,
    )
    for (const body of [nested, SVG_LOGO.replace('<rect', '<rect __proto__="x"')]) {
      const refused = await upload(body, 'image/svg+xml')
      expectContract('uploadAsset', refused)
      expect(refused.statusCode).toBe(400)
    }
    for (const body of [
      SVG_LOGO.replace('fill="#8b0000"', 'fill="&#117;rl(https://evil.example/p)"'),
      SVG_LOGO.replace('<rect', '<style>&#64;import "https://evil.example/x.css";</style><rect'),
      SVG_LOGO.replace('<rect', '<style>svg{background:\\75 rl(https://evil.example/b)}</style><rect'),
    ]) {
      expect((await upload(body, 'image/svg+xml')).statusCode).toBe(400)
    }
  })

  it('answers another account’s asset as unknown: read, delete and use in a code', async () => {
    const { id } = (await upload(pngLogo(), 'image/png')).json()
    const read = await get(id, t.bob)
    expectContract('getAsset', read)
    expect(read.statusCode).toBe(404)
    expect(read.json().message).toBe('Asset not found')
    expect((await remove(id, t.bob)).statusCode).toBe(404)
    expect(expectContract<{ data: unknown[] }>('listAssets', await list(t.bob)).data).toEqual([])
    const code = await createCode({ image: id }, t.bob)
    expectContract('createQrCode', code)
    expect(code.statusCode).toBe(400)
    expect(code.json().details[0].field).toBe('qrCodeOptions.image')
  })

  it('refuses other types (415), large bodies (413) and SVGs with scripts (400), storing nothing', async () => {
    const gif = await upload(Buffer.from('GIF89a'), 'image/gif')
    expectContract('uploadAsset', gif)
    expect(gif.statusCode).toBe(415)
    expect(gif.json().message).toContain('image/png, image/jpeg or image/svg+xml')
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/assets', headers: t.auth(t.alice), payload: {} })
    expect(json.statusCode).toBe(415)
    const large = await upload(Buffer.alloc(512 * 1024 + 1), 'image/png')
    expectContract('uploadAsset', large)
    expect(large.statusCode).toBe(413)
    const script = await upload(SVG_LOGO.replace('<rect', '<script>alert(1)</script><rect'), 'image/svg+xml')
    expectContract('uploadAsset', script)
    expect(script.statusCode).toBe(400)
    expect(script.json().message).toContain('script')
    const notPng = await upload(Buffer.from('not a png at all, really'), 'image/png')
    expect(notPng.statusCode).toBe(400)
    expect(expectContract<{ data: unknown[] }>('listAssets', await list()).data).toEqual([])
    // Other operations still take JSON only: an image sent there is a 415 as before.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: { ...t.auth(t.alice), 'content-type': 'image/png' },
      body: pngLogo(),
    })
    expect(elsewhere.statusCode).toBe(415)
  })

  it('shows an uploaded logo in a code’s image that scans, and keeps the logo while the code uses it', async () => {
    const { id } = (await upload(pngLogo(), 'image/png')).json()
    const created = await createCode({ image: id, width: 400, height: 400 })
    expect(expectContract('createQrCode', created)).toMatchObject({
      qrCodeOptions: { image: id, qrOptions: { errorCorrectionLevel: 'H' } },
    })
    const image = await t.app.inject({
      method: 'GET',
      url: '/api/v1/qrcode/logo/image?format=png',
      headers: t.auth(t.alice),
    })
    expectContract('getQrCodeImage', image)
    expect(image.statusCode).toBe(200)
    if (hasZbar()) expect(decodePng(image.rawPayload)).toBe('https://qr.example/logo')

    const inUse = await remove(id)
    expectContract('deleteAsset', inUse)
    expect(inUse.statusCode).toBe(409)
    await t.app.inject({ method: 'DELETE', url: '/api/v1/qrcode/logo', headers: t.auth(t.alice) })
    expect((await remove(id)).statusCode).toBe(204)
  })

  // Finding 3: assets stored before uploads were re-encoded may be huge; no drawing decodes them whole.
  it('draws a huge logo stored before re-encoding scaled down: the PDF embeds at most 1024 px a side', async () => {
    const account = await t.store.accounts.findByName('alice')
    const huge = await sharp({ create: { width: 3000, height: 3000, channels: 4, background: '#0b3d91ff' } })
      .png()
      .toBuffer()
    await t.store.assets.create({
      id: 'ast_00000000000000aa',
      accountId: account?.id ?? '',
      contentType: 'image/png',
      width: 3000,
      height: 3000,
      data: new Uint8Array(huge),
      createdAt: Date.now(),
    })
    const created = await createCode({ image: 'ast_00000000000000aa', width: 600, height: 600 })
    expect(created.statusCode).toBe(201)
    for (const format of ['pdf', 'png', 'svg']) {
      const image = await t.app.inject({
        method: 'GET',
        url: `/api/v1/qrcode/logo/image?format=${format}`,
        headers: t.auth(t.alice),
      })
      expect(image.statusCode).toBe(200)
      if (format === 'pdf') {
        const numbers = [...image.rawPayload.toString('latin1').matchAll(/\/(?:Width|Height) (\d+)/g)].map((m) =>
          Number(m[1]),
        )
        expect(numbers.length).toBeGreaterThan(0)
        expect(Math.max(...numbers)).toBeLessThanOrEqual(1024)
      }
      if (format === 'svg') {
        const href = /href="data:image\/png;base64,([^"]+)"/.exec(image.body)?.[1] ?? ''
        const meta = await sharp(Buffer.from(href, 'base64')).metadata()
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(2048)
      }
    }
  })

  // Finding 19 of the 2026-11 review: a delete racing creates that use the asset.
  it('never leaves a code whose logo was deleted while it was being created', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id } = (await upload(pngLogo(), 'image/png')).json()
      const create = (n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/qrcode',
          headers: t.auth(t.alice),
          payload: {
            targetUrl: 'https://example.com/',
            customShortId: `race-${round}-${n}`,
            qrCodeOptions: { image: id },
          },
        })
      const creates = [0, 1, 2, 3, 4, 5].map(create)
      // The delete arrives while the creates are between their logo check and their commit.
      await new Promise((resolve) => setTimeout(resolve, 5 * round))
      const deleted = await remove(id)
      expect([204, 409]).toContain(deleted.statusCode)
      const made = (await Promise.all(creates)).filter((answer) => answer.statusCode === 201)
      for (const code of made) {
        const image = await t.app.inject({
          method: 'GET',
          url: `/api/v1/qrcode/${code.json().shortId}/image?format=svg`,
          headers: t.auth(t.alice),
        })
        expect(image.statusCode, `${code.json().shortId} after a ${deleted.statusCode} delete`).toBe(200)
      }
      if (deleted.statusCode === 204) expect((await get(id)).statusCode).toBe(404)
    }
  })
})

describe.each(ENGINES)('the per-account asset cap on $name', (engine) => {
  let t: TestApp
  afterEach(async () => {
    await t.close()
  })
  const upload = (key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/assets',
      headers: { ...t.auth(key), 'content-type': 'image/svg+xml' },
      body: SVG_LOGO,
    })

  it('refuses an upload past MAX_ASSETS_PER_ACCOUNT with 409 LIMIT_REACHED naming the cap; a delete frees a place', async () => {
    t = await startTestApp(engine, undefined, { maxAssetsPerAccount: 3 })
    const ids = []
    for (let i = 0; i < 3; i += 1) {
      const stored = await upload(t.alice)
      expect(stored.statusCode).toBe(201)
      ids.push(stored.json().id as string)
    }
    const refused = await upload(t.alice)
    expect(refused.statusCode).toBe(409)
    const body = expectContract<{ error: string; message: string }>('uploadAsset', refused)
    expect(body.error).toBe('LIMIT_REACHED')
    expect(body.message).toMatch(/MAX_ASSETS_PER_ACCOUNT is 3/)
    expect((await upload(t.bob)).statusCode).toBe(201)
    await t.app.inject({ method: 'DELETE', url: `/api/v1/assets/${ids[0]}`, headers: t.auth(t.alice) })
    expect((await upload(t.alice)).statusCode).toBe(201)
  })

  it('holds 200 assets by default: the 201st upload is 409', async () => {
    t = await startTestApp(engine)
    const account = await t.store.accounts.findByName('alice')
    for (let i = 0; i < 200; i += 1) {
      await t.store.assets.create({
        id: `ast_${i.toString(16).padStart(16, '0')}`,
        accountId: account?.id ?? '',
        contentType: 'image/svg+xml',
        width: 80,
        height: 40,
        data: new TextEncoder().encode(SVG_LOGO),
        createdAt: Date.now(),
      })
    }
    const refused = await upload(t.alice)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/MAX_ASSETS_PER_ACCOUNT is 200/)
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/assets', headers: t.auth(t.alice) })
    expect(expectContract<{ data: unknown[] }>('listAssets', listed).data).toHaveLength(200)
  })
})
