import { describe, expect, it } from 'vitest'
import { type DotType, qrMatrix, type RenderOptions, renderSvg } from '../src/index.js'

const TEXT = 'https://qr.example/aZ3kP9qX'
const options = (overrides: Partial<RenderOptions> = {}): RenderOptions => ({
  width: 300,
  height: 300,
  margin: 0,
  dotsOptions: { type: 'rounded', color: '#1a2b3c' },
  backgroundOptions: { color: '#ffffff' },
  qrOptions: { errorCorrectionLevel: 'Q' },
  ...overrides,
})

describe('renderSvg', () => {
  it('is deterministic', () => {
    expect(renderSvg(TEXT, options())).toBe(renderSvg(TEXT, options()))
  })

  it('draws one background, one path of dots and two of corners, sized as asked', () => {
    const svg = renderSvg(TEXT, options({ width: 640, height: 480 }))
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="480" viewBox="0 0 640 480">\n/,
    )
    expect(svg.match(/<path /g)).toHaveLength(3)
    expect(svg).toContain('<rect width="640" height="480" fill="#ffffff"/>')
  })

  it.each<DotType>([
    'square',
    'dots',
    'rounded',
    'extra-rounded',
    'classy',
    'classy-rounded',
  ])('draws %s dots differently from the others', (type) => {
    const others = (['square', 'dots', 'rounded', 'extra-rounded', 'classy', 'classy-rounded'] as const).filter(
      (t) => t !== type,
    )
    const mine = renderSvg(TEXT, options({ dotsOptions: { type, color: '#000000' } }))
    for (const other of others)
      expect(mine).not.toBe(renderSvg(TEXT, options({ dotsOptions: { type: other, color: '#000000' } })))
  })

  it('draws squares when a module is under 4 px, whatever the style', () => {
    const tiny = (type: DotType) =>
      renderSvg(TEXT, options({ width: 64, height: 64, dotsOptions: { type, color: '#000000' } }))
    expect(tiny('classy-rounded')).toBe(tiny('square'))
  })

  it('keeps a 4-module quiet zone', () => {
    const count = qrMatrix(TEXT, 'Q').length
    const svg = renderSvg(TEXT, options({ dotsOptions: { type: 'square', color: '#000000' } }))
    const module = Math.floor(300 / (count + 8))
    const firstX = Number(/d="M(\d+)/.exec(svg)?.[1])
    expect(firstX).toBeGreaterThanOrEqual(4 * module)
  })

  it('grows denser with the error-correction level', () => {
    expect(qrMatrix(TEXT, 'H').length).toBeGreaterThan(qrMatrix(TEXT, 'L').length)
  })
})
