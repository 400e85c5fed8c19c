import type { Drawing } from '@dynqr/render'
import zxing from '@zxing/library'
import jsQRModule from 'jsqr'
import { drawingPixels } from './branded-png.js'

// jsQR is a CommonJS bundle whose types say `export default`: Node's interop hands over the
// function itself, a bundler may hand over the namespace.
type Decode = typeof jsQRModule.default
const jsQR: Decode = typeof jsQRModule === 'function' ? (jsQRModule as Decode) : jsQRModule.default

const { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing
const ZXING_HINTS = new Map([[DecodeHintType.TRY_HARDER, true]])

/** ZXing's reading of the pixels (its own locator and binariser, independent of jsQR's), or null. */
function zxingText(rgba: Uint8Array, width: number, height: number): string | null {
  const luminance = new Uint8ClampedArray(width * height)
  for (let i = 0, at = 0; i < luminance.length; i += 1, at += 4) {
    luminance[i] = ((rgba[at] ?? 0) * 306 + (rgba[at + 1] ?? 0) * 601 + (rgba[at + 2] ?? 0) * 117) >> 10
  }
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)))
    return new QRCodeReader().decode(bitmap, ZXING_HINTS).getText()
  } catch {
    return null // NotFoundException, ChecksumException, FormatException: not read
  }
}

/**
 * Whether a real QR decoder reads `text` back from the drawing's pixels: jsQR first (fast), then
 * ZXing when jsQR does not. A phone's scanner is neither, and each one alone misses some codes that
 * scan everywhere else (jsQR mislocates `dots` at 1024 px, docs/branded-codes.md): a style is
 * refused only when both fail.
 */
export function drawingDecodes(drawing: Drawing, text: string): boolean {
  const { width, height, rgba } = drawingPixels(drawing)
  const clamped = new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.byteLength)
  // Dark on light only: the contract refuses inverted codes, so trying inversions is wasted time.
  if (jsQR(clamped, width, height, { inversionAttempts: 'dontInvert' })?.data === text) return true
  return zxingText(rgba, width, height) === text
}
