/**
 * The tasks every image worker runs: PNG (the default export), PDF and the scan guard's decode.
 * It imports packages and its siblings in images/ only, so the worker loads alike from the
 * TypeScript sources (through tsx) and from dist/png-worker.js.
 */
import { type Drawing, isPlainDrawing } from '@dynqr/render'
import { drawingPng } from '@dynqr/render/png'
import { drawingPixels, encodeRgbPng } from './branded-png.js'
import { drawingPdf } from './drawing-pdf.js'
import { drawingDecodes } from './scan-check.js'

/** PNG: plain drawings painted straight from their module grid, branded ones through resvg. */
export default function rasterisePng(drawing: Drawing): Uint8Array {
  return isPlainDrawing(drawing) ? drawingPng(drawing) : encodeRgbPng(drawingPixels(drawing))
}

/** A one-page PDF, `mm` wide (50 mm without it). */
export function pdf({ drawing, mm }: { drawing: Drawing; mm?: number }): Promise<Uint8Array> {
  return drawingPdf(drawing, mm)
}

export function decodes({ drawing, text }: { drawing: Drawing; text: string }): boolean {
  return drawingDecodes(drawing, text)
}
