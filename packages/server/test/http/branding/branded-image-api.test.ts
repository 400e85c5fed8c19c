import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../../helpers/contract.js'
import { MEMORY } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'
import { decodePng, hasZbar } from '../../helpers/zbar.js'

const memory = [MEMORY]
const BRANDED = {
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
  frameOptions: { type: 'banner', text: 'SCAN ME', color: '#0b3d91' },
}

describe.each(memory)('branded codes through the API on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine)
  })
  afterEach(async () => {
    await t.close()
  })

  const create = (qrCodeOptions: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(t.alice),
      payload: { targetUrl: 'https://example.com/', customShortId: 'brand', qrCodeOptions },
    })
  const image = (format: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/qrcode/brand/image?format=${format}`, headers: t.auth(t.alice) })

  it('stores a gradient and a banner (the scan guard decoded them) and serves PNG and PDF that scan', async () => {
    const created = await create(BRANDED)
    expectContract('createQrCode', created)
    expect(created.statusCode).toBe(201)
    expect(created.json().qrCodeOptions.frameOptions).toEqual({
      type: 'banner',
      text: 'SCAN ME',
      color: '#0b3d91',
      textColor: '#ffffff',
    })
    const png = await image('png')
    expectContract('getQrCodeImage', png)
    expect(png.headers['content-type']).toBe('image/png')
    const pdf = await image('pdf')
    expectContract('getQrCodeImage', pdf)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    if (hasZbar()) {
      expect(decodePng(png.rawPayload)).toBe('https://qr.example/brand')
      const dir = mkdtempSync(join(tmpdir(), 'dynqr-pdf-'))
      writeFileSync(join(dir, 'code.pdf'), pdf.rawPayload)
      execFileSync('pdftoppm', ['-png', '-r', '144', '-singlefile', join(dir, 'code.pdf'), join(dir, 'code')])
      expect(decodePng(readFileSync(join(dir, 'code.png')))).toBe('https://qr.example/brand')
    }
  })

  it('refuses an image that is not an asset of the account with 400, storing nothing', async () => {
    const response = await create({ image: 'ast_0123456789abcdef' })
    expectContract('createQrCode', response)
    expect(response.statusCode).toBe(400)
    expect(response.json().details[0].field).toBe('qrCodeOptions.image')
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: t.auth(t.alice) })
    expect(listed.json().pagination.total).toBe(0)
  })
})
