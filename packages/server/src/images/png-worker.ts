/**
 * The task every image worker runs: a code's drawing in, PNG bytes out. It imports only packages,
 * so the worker loads alike from the TypeScript sources (through tsx) and from dist/png-worker.js.
 */
import type { Drawing } from '@dynqr/render'
import { drawingPng } from '@dynqr/render/png'

export default function rasterisePng(drawing: Drawing): Uint8Array {
  return drawingPng(drawing)
}
