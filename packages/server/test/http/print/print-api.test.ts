import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../../helpers/contract.js'
import { MEMORY } from '../../helpers/engines.js'
import { SITE, startTestApp, type TestApp } from '../../helpers/test-app.js'
import { decodePng, hasZbar, requireZbar } from '../../helpers/zbar.js'

const zbar = hasZbar() || requireZbar()

/** The page sizes of a PDF in points, by pdfinfo (poppler-utils). */
function pageSizes(pdf: Uint8Array): { width: number; height: number; pages: number } {
  const dir = mkdtempSync(join(tmpdir(), 'dynqr-print-'))
  writeFileSync(join(dir, 'sheet.pdf'), pdf)
  const info = execFileSync('pdfinfo', [join(dir, 'sheet.pdf')]).toString()
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)
  const pages = /Pages:\s+(\d+)/.exec(info)
  return { width: Number(size?.[1]), height: Number(size?.[2]), pages: Number(pages?.[1]) }
}

/** A PDF's pages as 300 dpi PNG files, through poppler's pdftoppm, as a printer's RIP sees them. */
function pages(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'dynqr-print-'))
  writeFileSync(join(dir, 'sheet.pdf'), pdf)
  execFileSync('pdftoppm', ['-png', '-r', '300', join(dir, 'sheet.pdf'), join(dir, 'page')])
  return readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort()
    .map((f) => join(dir, f))
}

const PX_PER_MM = 300 / 25.4

/**
 * The cell of an L7160 label (mm, inset by 1 mm so that no crop mark is in it) cut from a page:
 * what zbarimg decodes there, and how wide its dark pixels are in mm (the code's modules; the
 * label under them is narrower).
 */
async function cell(page: string, x: number, y: number, w: number, h: number) {
  const box = {
    left: Math.round((x + 1) * PX_PER_MM),
    top: Math.round((y + 1) * PX_PER_MM),
    width: Math.round((w - 2) * PX_PER_MM),
    height: Math.round((h - 2) * PX_PER_MM),
  }
  const png = await sharp(page).extract(box).png().toBuffer()
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })
  let left = info.width
  let right = -1
  for (let i = 0; i < data.length; i++) {
    if ((data[i] as number) >= 128) continue
    const col = i % info.width
    left = Math.min(left, col)
    right = Math.max(right, col)
  }
  return { text: decodePng(png), widthMm: (right - left + 1) / PX_PER_MM }
}

describe('POST /print', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(MEMORY)
  })
  afterEach(async () => {
    await t.close()
  })

  const create = async (key: string, n: number, prefix: string, title?: (i: number) => string) => {
    const items = Array.from({ length: n }, (_, i) => ({
      targetUrl: `https://example.com/${prefix}/${i}`,
      customShortId: `${prefix}-${String(i).padStart(2, '0')}`,
      ...(title && { title: title(i) }),
    }))
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode/bulk',
      headers: t.auth(key),
      payload: { items },
    })
    expect(created.statusCode).toBe(200)
    return items.map((item) => item.customShortId)
  }
  const print = (body: object, accept = 'application/pdf', key = t.alice) =>
    t.app.inject({ method: 'POST', url: '/api/v1/print', headers: { ...t.auth(key), accept }, payload: body })

  it.runIf(zbar)(
    'prints 30 codes on Avery L7160 sheets: A4 pages, every code decodes, 25 mm wide, in the label grid',
    async () => {
      const shortIds = await create(t.alice, 30, 'sheet', (i) => `Table ${i + 1}`)
      const response = await print({ shortIds, layout: 'avery-l7160', codeMm: 25, label: 'title', cropMarks: true })
      expectContract('printCodes', response)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/pdf')
      const pdf = response.rawPayload
      const size = pageSizes(pdf)
      // A4 in points (210 × 297 mm), two pages of 21 labels.
      expect(size.width).toBeCloseTo(595.28, 1)
      expect(size.height).toBeCloseTo(841.89, 1)
      expect(size.pages).toBe(2)
      // Each label of the L7160 grid (3 × 7, 63.5 × 38.1 mm, 66 mm apart) holds its code, in order,
      // and the code is 25 mm wide: its modules span 25 mm less the quiet zone.
      const files = pages(pdf)
      for (const [i, shortId] of shortIds.entries()) {
        const page = files[Math.floor(i / 21)] as string
        const n = i % 21
        const found = await cell(page, 7.25 + (n % 3) * 66, 15.15 + Math.floor(n / 3) * 38.1, 63.5, 38.1)
        expect(found.text).toBe(`${SITE}/${shortId}`)
        expect(found.widthMm).toBeGreaterThan(25 * 0.6)
        expect(found.widthMm).toBeLessThan(25)
      }
      const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString()
      expect(text).toContain('Table 1')
      expect(text).toContain('Table 30')
    },
    60_000,
  )

  it('answers a ZIP with one file per code named after its title, made safe and unique', async () => {
    const ids = await create(t.alice, 4, 'zip', (i) => ['Menu: front', 'Menu: front', 'a/b\\c', 'Café'][i] as string)
    const untitled = await create(t.alice, 1, 'bare')
    const response = await print(
      { shortIds: [...ids, ...untitled], layout: 'avery-5160', codeMm: 20, format: 'png' },
      'application/zip',
    )
    expectContract('printCodes', response)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    const files = unzipSync(new Uint8Array(response.rawPayload))
    expect(Object.keys(files).sort()).toEqual([
      'Café.png',
      'Menu- front-2.png',
      'Menu- front.png',
      'a-b-c.png',
      'bare-00.png',
    ])
    for (const bytes of Object.values(files)) expect(Buffer.from(bytes.subarray(1, 4)).toString()).toBe('PNG')
    const svg = await print(
      { shortIds: ids.slice(0, 1), layout: 'avery-5160', codeMm: 20, format: 'svg' },
      'application/zip',
    )
    const svgFiles = unzipSync(new Uint8Array(svg.rawPayload))
    expect(new TextDecoder().decode(svgFiles['Menu- front.svg'])).toContain('<svg')
  })

  it('prints the codes of a tag (a campaign), oldest first, and refuses a tag no code carries', async () => {
    const tagged = async (id: string, tags: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/qrcode',
        headers: t.auth(t.alice),
        payload: { targetUrl: 'https://example.com/', customShortId: id, title: id, tags },
      })
    await tagged('spring-a', ['Spring'])
    await tagged('autumn-a', ['autumn'])
    await tagged('spring-b', ['spring', 'menu'])
    const response = await print({ tag: 'SPRING', layout: 'avery-l7160', codeMm: 20, format: 'svg' }, 'application/zip')
    expect(response.statusCode).toBe(200)
    expect(Object.keys(unzipSync(new Uint8Array(response.rawPayload)))).toEqual(['spring-a.svg', 'spring-b.svg'])
    const none = await print({ tag: 'winter', layout: 'avery-l7160', codeMm: 20 })
    expectContract('printCodes', none)
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe('No code carries the tag "winter"')
  })

  it('refuses what does not fit, too many codes, another account’s code and nothing to print', async () => {
    const [mine] = await create(t.alice, 1, 'fit')
    const [theirs] = await create(t.bob, 1, 'other')
    const big = await print({ shortIds: [mine], layout: 'avery-5160', codeMm: 40 })
    expectContract('printCodes', big)
    expect(big.statusCode).toBe(400)
    expect(big.json().details[0].field).toBe('codeMm')
    expect(big.json().message).toMatch(/at most 1\d\.\d mm fits/)
    const grid = await print({
      shortIds: [mine],
      layout: { page: 'A4', columns: 20, rows: 30, marginMm: 10 },
      codeMm: 10,
    })
    expect(grid.statusCode).toBe(400)
    expect(grid.json().details[0].field).toBe('layout')
    const other = await print({ shortIds: [mine, theirs], layout: 'avery-l7160', codeMm: 20 })
    expectContract('printCodes', other)
    expect(other.statusCode).toBe(404)
    expect(other.json().message).toBe(`No QR code ${theirs} in this account`)
    const tooMany = await print({
      shortIds: Array.from({ length: 1001 }, (_, i) => `id-${i}`),
      layout: 'avery-l7160',
      codeMm: 20,
    })
    expect(tooMany.statusCode).toBe(400)
    const neither = await print({ layout: 'avery-l7160', codeMm: 20 })
    expect(neither.statusCode).toBe(400)
  })

  it('charges the run to the render budget: a spent budget is 429 with Retry-After', async () => {
    await t.close()
    t = await startTestApp(MEMORY, undefined, { images: { megapixelsPerMinute: 1 } })
    const shortIds = await create(t.alice, 21, 'budget')
    const response = await print({ shortIds, layout: 'avery-l7160', codeMm: 30 })
    expectContract('printCodes', response)
    expect(response.statusCode).toBe(429)
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
  })
})
