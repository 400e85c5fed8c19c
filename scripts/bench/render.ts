/**
 * Rendering throughput, in process: dynqr's renderer against the `qrcode` package's plain SVG
 * (the reference the issue names), each measured in turn for several rounds.
 */
import { resolveQrCodeOptions } from '@dynqr/contract'
import { type Logo, qrDrawing, renderSvg } from '@dynqr/render'
import { renderPng } from '@dynqr/render/png'
import { Resvg } from '@resvg/resvg-js'
import { PNG } from 'pngjs'
import QRCode from 'qrcode'
import rasterisePng from '../../packages/server/src/images/png-worker.js'
import { median } from './load.js'

const TEXT = 'https://qr.example/aZ3kP9qX'
const plain = resolveQrCodeOptions()
const styled = resolveQrCodeOptions({
  dotsOptions: { type: 'classy-rounded', color: '#0b3d91' },
  backgroundOptions: { color: '#fdfdf5' },
  margin: 12,
})

/** A 96 × 96 PNG logo (a blue square with an orange centre), as an uploaded asset reaches the renderer. */
function benchLogo(): Logo {
  const side = 96
  const png = new PNG({ width: side, height: side })
  for (let i = 0; i < side * side; i += 1) {
    const centre = Math.abs((i % side) - side / 2) < 20 && Math.abs(Math.floor(i / side) - side / 2) < 20
    png.data.set(centre ? [240, 140, 30, 255] : [11, 61, 145, 255], i * 4)
  }
  const href = `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`
  return { href, width: side, height: side, key: 'bench-logo' }
}
const LOGO = benchLogo()
/** Issue #30's branding at once: a logo, gradients on dots and background, a banner frame. */
const branded = resolveQrCodeOptions({
  image: 'ast_0123456789abcdef',
  imageOptions: { imageSize: 0.3 },
  dotsOptions: {
    type: 'rounded',
    color: '#0b3d91',
    gradient: {
      type: 'linear',
      rotation: 0.785,
      colorStops: [
        { offset: 0, color: '#0b3d91' },
        { offset: 1, color: '#4b0082' },
      ],
    },
  },
  backgroundOptions: {
    color: '#ffffff',
    gradient: {
      type: 'radial',
      rotation: 0,
      colorStops: [
        { offset: 0, color: '#ffffff' },
        { offset: 1, color: '#eef3ff' },
      ],
    },
  },
  frameOptions: { type: 'banner', text: 'SCAN FOR THE MENU' },
})

export interface RenderCase {
  label: string
  run: () => unknown
}

export const RENDER_CASES: RenderCase[] = [
  {
    label: 'qrcode package, plain SVG (reference)',
    run: () => QRCode.toString(TEXT, { type: 'svg', errorCorrectionLevel: 'Q' }),
  },
  { label: 'dynqr SVG, default options', run: () => renderSvg(TEXT, plain) },
  { label: 'dynqr SVG, styled (classy-rounded, colours)', run: () => renderSvg(TEXT, styled) },
  { label: 'dynqr PNG 300 px, default options', run: () => renderPng(TEXT, plain) },
  { label: 'dynqr PNG 300 px, styled', run: () => renderPng(TEXT, styled) },
  // Branded (#30): the SVG as served, and the PNG by the server's own path (its image workers'
  // function: the logo decoded once and cached, the code painted, the frame's text as outlines).
  { label: 'dynqr SVG, branded (logo, gradients, banner frame)', run: () => renderSvg(TEXT, branded, LOGO) },
  {
    label: 'dynqr PNG 300 px, branded (logo, gradients, banner frame)',
    run: () => rasterisePng(qrDrawing(TEXT, branded, LOGO)),
  },
  // What the server did before it drew PNG from the geometry: the SVG through resvg.
  {
    label: 'resvg PNG 300 px of the styled SVG (before)',
    run: () => new Resvg(renderSvg(TEXT, styled)).render().asPng(),
  },
]

/** Operations per second of one case over `ms` milliseconds. */
export async function opsPerSecond(run: () => unknown, ms: number): Promise<number> {
  // qrcode.toString returns a promise; everything else is synchronous.
  const started = performance.now()
  let count = 0
  while (performance.now() - started < ms) {
    const result = run()
    if (result instanceof Promise) await result
    count += 1
  }
  return Math.round((count * 1000) / (performance.now() - started))
}

/** Every case for `rounds` rounds of `ms` each (after a warm-up); medians per case. */
export async function renderRounds(rounds: number, ms: number, log: (line: string) => void) {
  const runs = new Map<string, number[]>()
  for (let round = 0; round < rounds; round += 1) {
    for (const { label, run } of RENDER_CASES) {
      for (let i = 0; i < 50; i += 1) run() // warm up
      const ops = await opsPerSecond(run, ms)
      runs.set(label, [...(runs.get(label) ?? []), ops])
      log(`  render · ${label} · round ${round + 1}: ${ops}/s`)
    }
  }
  return RENDER_CASES.map(({ label }) => ({
    label,
    perSecond: Math.round(median(runs.get(label) ?? [])),
    rounds: runs.get(label) ?? [],
  }))
}
