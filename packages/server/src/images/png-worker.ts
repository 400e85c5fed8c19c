/**
 * The task every image worker runs: SVG in, PNG bytes out. It imports only npm packages, so the
 * worker loads alike from the TypeScript sources (through tsx) and from dist/png-worker.js.
 */
import { Resvg } from '@resvg/resvg-js'

export default function rasterisePng(svg: string): Uint8Array {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng()
}
