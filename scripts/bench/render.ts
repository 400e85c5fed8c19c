/**
 * Rendering throughput, in process: dynqr's renderer against the `qrcode` package's plain SVG
 * (the reference the issue names), each measured in turn for several rounds.
 */
import { resolveQrCodeOptions } from '@dynqr/contract'
import { renderSvg } from '@dynqr/render'
import { renderPng } from '@dynqr/render/png'
import { median } from './load.js'
import { Resvg } from '@resvg/resvg-js'
import QRCode from 'qrcode'

const TEXT = 'https://qr.example/aZ3kP9qX'
const plain = resolveQrCodeOptions()
const styled = resolveQrCodeOptions({
  dotsOptions: { type: 'classy-rounded', color: '#0b3d91' },
  backgroundOptions: { color: '#fdfdf5' },
  margin: 12,
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
