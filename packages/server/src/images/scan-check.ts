import type { Drawing } from '@dynqr/render'
import jsQRModule from 'jsqr'
import { drawingPixels } from './branded-png.js'

// jsQR is a CommonJS bundle whose types say `export default`: Node's interop hands over the
// function itself, a bundler may hand over the namespace.
type Decode = typeof jsQRModule.default
const jsQR: Decode = typeof jsQRModule === 'function' ? (jsQRModule as Decode) : jsQRModule.default

/** Whether a real QR decoder (jsQR) reads `text` back from the drawing's pixels. */
export function drawingDecodes(drawing: Drawing, text: string): boolean {
  const { width, height, rgba } = drawingPixels(drawing)
  const clamped = new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.byteLength)
  // Dark on light only: the contract refuses inverted codes, so trying inversions is wasted time.
  return jsQR(clamped, width, height, { inversionAttempts: 'dontInvert' })?.data === text
}
