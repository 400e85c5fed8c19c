import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type QrCodeOptions, resolveQrCodeOptions } from '@dynqr/contract'
import { type Logo, qrDrawing } from '@dynqr/render'
import { Resvg } from '@resvg/resvg-js'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { qrCodeImage } from '../../../src/domain/images/qr-code-image.js'
import { ScanGuard } from '../../../src/domain/images/scan-guard.js'
import { drawingPdf } from '../../../src/images/drawing-pdf.js'
import rasterisePng from '../../../src/images/png-worker.js'
import { drawingDecodes } from '../../../src/images/scan-check.js'
import { createMemoryStore, QrCodeService } from '../../../src/index.js'
import { qrCodeRecord } from '../../helpers/records.js'
import { decodePng, requireZbar } from '../../helpers/zbar.js'

const URL = 'https://qr.example/aZ3kP9qX'
const presenter = new QrCodeService(createMemoryStore().qrCodes, { siteUrl: 'https://qr.example' })
const ASSET = 'ast_0123456789abcdef'

/** A 64 × 64 PNG logo: a blue square with a red centre, as a data URL. */
function pngLogo(): Logo {
  const png = new PNG({ width: 64, height: 64 })
  for (let i = 0; i < 64 * 64; i += 1) {
    const x = i % 64
    const y = Math.floor(i / 64)
    const centre = Math.abs(x - 32) < 12 && Math.abs(y - 32) < 12
    png.data.set(centre ? [200, 20, 20, 255] : [11, 61, 145, 255], i * 4)
  }
  return { href: `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`, width: 64, height: 64, key: 'png' }
}
const svgLogo: Logo = {
  href: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40" rx="8" fill="#8b0000"/><circle cx="40" cy="20" r="12" fill="#ffffff"/></svg>').toString('base64')}`,
  width: 80,
  height: 40,
  key: 'svg',
}

function image(options: QrCodeOptions, format: 'svg' | 'png' | 'pdf', logo?: Logo) {
  const code = presenter.present(qrCodeRecord('aZ3kP9qX', { options: resolveQrCodeOptions(options) }))
  return qrCodeImage(code, format, logo)
}

const dir = mkdtempSync(join(tmpdir(), 'dynqr-branded-'))
let n = 0
/** A PDF's one page as PNG, through poppler's pdftoppm, as a printer's RIP would see it. */
function pdfToPng(pdf: Uint8Array): Uint8Array {
  n += 1
  const file = join(dir, `code-${n}.pdf`)
  writeFileSync(file, pdf)
  execFileSync('pdftoppm', ['-png', '-r', '144', '-singlefile', file, join(dir, `code-${n}`)])
  return readFileSync(join(dir, `code-${n}.png`))
}

/** The three ways an image leaves the server, each decoded with zbarimg. */
async function decodedEachWay(options: QrCodeOptions, logo?: Logo): Promise<Record<string, string | null>> {
  const svg = image(options, 'svg', logo).svg
  return {
    svg: decodePng(new Resvg(svg).render().asPng()),
    png: decodePng(rasterisePng(image(options, 'png', logo).drawing)),
    pdf: decodePng(pdfToPng(await drawingPdf(image(options, 'pdf', logo).drawing))),
  }
}
const everyWay = { svg: URL, png: URL, pdf: URL }

const zbar = requireZbar()

describe.runIf(zbar)('every branded image scans in SVG, PNG and PDF (zbarimg; PDF through pdftoppm)', () => {
  const logos = [0.1, 0.2, 0.3, 0.4, 0.5].flatMap((imageSize) =>
    [300, 600].flatMap((size) => (['png', 'svg'] as const).map((kind) => [kind, imageSize, size] as const)),
  )
  // The guard and zbarimg agree: what the guard lets through scans everywhere; a square logo at
  // half the code's side hides more than error correction H restores, and the guard refuses it.
  const guard = new ScanGuard({ decodes: async (drawing, text) => drawingDecodes(drawing, text) })
  it.each(logos)('a %s logo at imageSize %f, %i px', async (kind, imageSize, size) => {
    const logo = kind === 'png' ? pngLogo() : svgLogo
    const options = { width: size, height: size, image: ASSET, imageOptions: { imageSize } }
    const problem = await guard.problem(URL, resolveQrCodeOptions(options), logo)
    if (imageSize <= 0.4) expect(problem).toBeNull()
    if (problem === null) expect(await decodedEachWay(options, logo)).toEqual(everyWay)
    else expect(problem.field).toBe('qrCodeOptions.imageOptions.imageSize')
  })

  const gradients = [
    ['linear', 0],
    ['linear', Math.PI / 4],
    ['linear', -Math.PI / 2],
    ['radial', 0],
  ] as const
  it.each(gradients)('a %s gradient (rotation %f) on dots, corners and background', async (type, rotation) => {
    const options: QrCodeOptions = {
      dotsOptions: {
        type: 'rounded',
        gradient: {
          type,
          rotation,
          colorStops: [
            { offset: 0, color: '#0b3d91' },
            { offset: 0.5, color: '#4b0082' },
            { offset: 1, color: '#000000' },
          ],
        },
      },
      cornersSquareOptions: {
        type: 'extra-rounded',
        gradient: {
          type,
          colorStops: [
            { offset: 0, color: '#8b0000' },
            { offset: 1, color: '#000000' },
          ],
        },
      },
      cornersDotOptions: {
        gradient: {
          type,
          colorStops: [
            { offset: 0, color: '#000000' },
            { offset: 1, color: '#0b3d91' },
          ],
        },
      },
      backgroundOptions: {
        gradient: {
          type,
          rotation,
          colorStops: [
            { offset: 0, color: '#ffffff' },
            { offset: 1, color: '#fdf5e6' },
          ],
        },
      },
    }
    expect(await decodedEachWay(options)).toEqual(everyWay)
  })

  const frames = (['box', 'banner'] as const).flatMap((type) => [200, 300, 1024].map((size) => [type, size] as const))
  it.each(frames)('a %s frame with its call to action at %i px', async (type, size) => {
    const options: QrCodeOptions = {
      width: size,
      height: size,
      frameOptions: { type, text: 'SCAN ME', color: '#0b3d91' },
    }
    expect(await decodedEachWay(options)).toEqual(everyWay)
  })

  it('everything at once: a logo, gradients, a banner with long text, classy dots', async () => {
    const options: QrCodeOptions = {
      dotsOptions: {
        type: 'classy',
        gradient: {
          type: 'radial',
          colorStops: [
            { offset: 0, color: '#4b0082' },
            { offset: 1, color: '#000000' },
          ],
        },
      },
      image: ASSET,
      frameOptions: { type: 'banner', text: 'Escanéame — 24 chars ok', color: '#4b0082' },
    }
    expect(await decodedEachWay(options, pngLogo())).toEqual(everyWay)
  })
})

describe('the scan guard (jsQR, the decoder inside the server)', () => {
  const guard = new ScanGuard({ decodes: async (drawing, text) => drawingDecodes(drawing, text) })
  const resolved = (options: QrCodeOptions) => resolveQrCodeOptions(options)

  it('passes what zbarimg reads: a logo at 0.4 with H, a frame, gradients', async () => {
    expect(await guard.problem(URL, resolved({ image: ASSET }), pngLogo())).toBeNull()
    expect(await guard.problem(URL, resolved({ frameOptions: { type: 'banner' } }))).toBeNull()
  })

  it.each([
    ['L', URL],
    ['Q', 'https://qr.example/Menu-table-4'],
  ] as const)('passes dots at 1024 px, level %s, which zbar reads and jsQR alone misreads', async (level, text) => {
    const options = resolved({
      width: 1024,
      height: 1024,
      dotsOptions: { type: 'dots' },
      qrOptions: { errorCorrectionLevel: level },
    })
    const png = rasterisePng(qrDrawing(text, options))
    if (requireZbar()) expect(decodePng(png)).toBe(text)
    expect(await guard.problem(text, options)).toBeNull()
  })

  it('names the image size when a large logo hides more than the error correction restores', async () => {
    const options = resolved({
      image: ASSET,
      imageOptions: { imageSize: 0.5 },
      qrOptions: { errorCorrectionLevel: 'L' },
    })
    expect(await guard.problem(URL, options, pngLogo())).toMatchObject({
      field: 'qrCodeOptions.imageOptions.imageSize',
    })
  })
})
