import { colourPairProblem, type DotType, MIN_CONTRAST_RATIO, type QrCode, resolveQrCodeOptions } from '@dynqr/contract'
import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { formatFromAccept, qrCodeImage } from '../../../src/domain/images/qr-code-image.js'
import rasterisePng from '../../../src/images/png-worker.js'
import { createMemoryStore, QrCodeService } from '../../../src/index.js'
import { qrCodeRecord } from '../../helpers/records.js'
import { decodePng, requireZbar } from '../../helpers/zbar.js'

const URL = 'https://qr.example/aZ3kP9qX'
const DOT_TYPES: DotType[] = ['square', 'dots', 'rounded', 'extra-rounded', 'classy', 'classy-rounded']
const SIZES = [64, 128, 300, 1024]
const LEVELS = ['L', 'M', 'Q', 'H'] as const
const PAIRS: [string, string][] = [
  ['#000000', '#ffffff'],
  ['#0b3d91', '#fdfdf5'],
  ['#8b0000', '#ffe4e1'],
  ['#2f4f2f', '#c0d890'],
]

/** A code as the API presents it, made from the tests' one record fixture. */
const presenter = new QrCodeService(createMemoryStore().qrCodes, { siteUrl: 'https://qr.example' })
function code(options: Parameters<typeof resolveQrCodeOptions>[0]): QrCode {
  return presenter.present(qrCodeRecord('aZ3kP9qX', { options: resolveQrCodeOptions(options) }))
}

// What the image workers run, called directly: the API tests decode a PNG that came through the pool.
const png = (options: Parameters<typeof resolveQrCodeOptions>[0]) =>
  rasterisePng(qrCodeImage(code(options), 'png').drawing)
const zbar = requireZbar()

describe.runIf(zbar)('every rendered code scans (zbarimg)', () => {
  const matrix = DOT_TYPES.flatMap((type) =>
    SIZES.flatMap((size) => LEVELS.map((level) => [type, size, level] as const)),
  )
  it.each(matrix)('%s at %i px, level %s', (type, size, level) => {
    const image = png({ width: size, height: size, dotsOptions: { type }, qrOptions: { errorCorrectionLevel: level } })
    expect(decodePng(image)).toBe(URL)
  })

  const colours = DOT_TYPES.flatMap((type) => PAIRS.map(([dots, background]) => [type, dots, background] as const))
  it.each(colours)('%s in %s on %s', (type, dots, background) => {
    expect(colourPairProblem(dots, background)).toBeNull()
    const image = png({
      width: 300,
      height: 300,
      dotsOptions: { type, color: dots },
      backgroundOptions: { color: background },
    })
    expect(decodePng(image)).toBe(URL)
  })

  const cornerMatrix = (['square', 'extra-rounded'] as const).flatMap((ring) =>
    (['square', 'dot'] as const).flatMap((centre) =>
      [128, 300, 600, 1024].map((size) => [ring, centre, size] as const),
    ),
  )
  it.each(cornerMatrix)('corner rings %s with centres %s at %i px', (ring, centre, size) => {
    const image = png({
      width: size,
      height: size,
      dotsOptions: { type: 'dots' },
      cornersSquareOptions: { type: ring, color: '#0b3d91' },
      cornersDotOptions: { type: centre, color: '#8b0000' },
    })
    expect(decodePng(image)).toBe(URL)
  })

  it('scans with a margin and in a non-square image', () => {
    expect(decodePng(png({ width: 600, height: 300, margin: 40, dotsOptions: { type: 'classy' } }))).toBe(URL)
  })

  it('cannot scan a light-on-dark code: why the contract refuses dots lighter than the background', () => {
    // The same code with the colours swapped: zbar does not read inverted codes, nor do many phones.
    const svg = qrCodeImage(code({ dotsOptions: { color: '#000000' }, backgroundOptions: { color: '#ffffff' } }), 'svg')
      .svg.replace('fill="#ffffff"', 'fill="#TMP"')
      .replace('fill="#000000"', 'fill="#ffffff"')
      .replace('fill="#TMP"', 'fill="#000000"')
    expect(decodePng(new Resvg(svg).render().asPng())).toBeNull()
    expect(colourPairProblem('#ffffff', '#000000')).toContain('darker than the background')
  })
})

describe('colour pairs', () => {
  it.each([
    ['#cccccc', '#ffffff', '1.6:1'],
    ['#777777', '#999999', '1.5:1'],
    ['#ffffff', '#000000', '21.0:1'],
    ['#1a2b3c', '#1a2b3c', '1.0:1'],
  ])('refuses %s on %s (%s)', (dots, background, shown) => {
    expect(colourPairProblem(dots, background)).toContain(shown)
  })

  it(`accepts darker dots at ${MIN_CONTRAST_RATIO}:1 and above`, () => {
    expect(colourPairProblem('#000000', '#ffffff')).toBeNull()
    expect(colourPairProblem('#767676', '#ffffff')).toBeNull() // 4.5:1
  })
})

describe('images', () => {
  it('are deterministic: the same code and options give the same bytes and ETag', () => {
    const a = qrCodeImage(code({ dotsOptions: { type: 'classy-rounded' } }), 'svg')
    const b = qrCodeImage(code({ dotsOptions: { type: 'classy-rounded' } }), 'svg')
    expect(a.svg).toBe(b.svg)
    expect(a.etag).toBe(b.etag)
    expect(qrCodeImage(code({}), 'png').etag).not.toBe(qrCodeImage(code({}), 'svg').etag)
  })

  it('are small, readable SVG: one background, one path of dots, two of corners', () => {
    const { svg } = qrCodeImage(code({ dotsOptions: { type: 'rounded', color: '#1a2b3c' } }), 'svg')
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="300" viewBox="0 0 300 300">/,
    )
    expect(svg.match(/<path /g)).toHaveLength(3)
    expect(svg.match(/<rect /g)).toHaveLength(1)
    expect(svg).toContain('fill="#1a2b3c"')
    expect(svg.length).toBeLessThan(60_000)
  })

  it.each([
    [undefined, 'svg'],
    ['image/png', 'png'],
    ['image/svg+xml', 'svg'],
    ['image/png, image/svg+xml;q=0.9', 'png'],
    ['image/svg+xml, image/png;q=0.5', 'svg'],
    ['image/*', 'svg'],
    ['image/png;q=0.9, */*;q=0.1', 'png'],
    ['text/html', 'svg'],
  ])('negotiate Accept %s as %s', (accept, format) => {
    expect(formatFromAccept(accept)).toBe(format)
  })
})
