import type { CornerDotType, CornerSquareType } from '@dynqr/contract'
import { Resvg } from '@resvg/resvg-js'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { type DotType, type RenderOptions, renderSvg } from '../src/index.js'
import { renderPng } from '../src/render-png.js'

const TEXT = 'https://qr.example/aZ3kP9qX'
const DOT_TYPES: DotType[] = ['square', 'dots', 'rounded', 'extra-rounded', 'classy', 'classy-rounded']
const options = (overrides: Partial<RenderOptions> = {}): RenderOptions => ({
  width: 300,
  height: 300,
  margin: 0,
  dotsOptions: { type: 'rounded', color: '#1a2b3c' },
  backgroundOptions: { color: '#fdfdf5' },
  qrOptions: { errorCorrectionLevel: 'Q' },
  ...overrides,
})

/** Both rasterisations of one drawing: ours from the geometry, resvg's from the SVG. */
function both(o: RenderOptions): { ours: PNG; resvg: PNG } {
  const ours = PNG.sync.read(Buffer.from(renderPng(TEXT, o)), { checkCRC: true })
  const resvg = PNG.sync.read(Buffer.from(new Resvg(renderSvg(TEXT, o)).render().asPng()))
  return { ours, resvg }
}

/** How far apart two images are: the mean difference per channel, and the share of pixels off by more than a quarter. */
function difference(a: PNG, b: PNG): { mean: number; far: number } {
  let sum = 0
  let far = 0
  for (let i = 0; i < a.data.length; i += 4) {
    let worst = 0
    for (let c = 0; c < 3; c += 1) {
      const d = Math.abs((a.data[i + c] as number) - (b.data[i + c] as number))
      sum += d
      worst = Math.max(worst, d)
    }
    if (worst > 64) far += 1
  }
  const pixels = a.data.length / 4
  return { mean: sum / (3 * pixels), far: far / pixels }
}

describe('renderPng', () => {
  // Module sizes odd and even (300 px: 8 px modules; 333 px: 9 px, half-pixel radii).
  const cases = DOT_TYPES.flatMap((type) => [300, 333].map((size) => [type, size] as const))
  it.each(cases)('draws %s dots at %i px as resvg draws the same SVG', (type, size) => {
    const { ours, resvg } = both(
      options({ width: size, height: size, dotsOptions: { type, color: '#0b3d91' }, margin: 10 }),
    )
    expect([ours.width, ours.height]).toEqual([size, size])
    const { mean, far } = difference(ours, resvg)
    // Only the shading of arcs' edge pixels may differ, and little.
    expect(mean).toBeLessThan(0.8)
    expect(far).toBeLessThan(0.001)
  })

  const corners = (['square', 'extra-rounded'] as CornerSquareType[]).flatMap((ring) =>
    (['square', 'dot'] as CornerDotType[]).map((centre) => [ring, centre] as const),
  )
  it.each(corners)('draws %s finder rings with %s centres, in their own colours, as resvg does', (ring, centre) => {
    const { ours, resvg } = both(
      options({
        width: 480,
        height: 360,
        cornersSquareOptions: { type: ring, color: '#8b0000' },
        cornersDotOptions: { type: centre, color: '#2f4f2f' },
      }),
    )
    const { mean, far } = difference(ours, resvg)
    expect(mean).toBeLessThan(0.8)
    expect(far).toBeLessThan(0.001)
  })

  it('is deterministic, and palette-indexed: a 300 px code is a few kilobytes', () => {
    const png = renderPng(TEXT, options())
    expect(Buffer.from(png).equals(Buffer.from(renderPng(TEXT, options())))).toBe(true)
    expect(png[25]).toBe(3)
    expect(png.length).toBeLessThan(8000)
  })

  it('draws the largest image the contract allows', () => {
    const png = PNG.sync.read(Buffer.from(renderPng(TEXT, options({ width: 4096, height: 4096 }))))
    expect([png.width, png.height]).toEqual([4096, 4096])
  })
})
