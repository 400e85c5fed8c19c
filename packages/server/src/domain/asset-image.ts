import type { AssetContentType } from '@dynqr/contract'
import { SvgRefused, sanitiseSvg } from './svg-sanitiser.js'

/** The largest image an account may upload (openapi.yaml: uploadAsset). */
export const ASSET_MAX_BYTES = 512 * 1024

/** An upload as it will be stored: its bytes (an SVG sanitised) and its size read from it. */
export interface ReadAsset {
  data: Uint8Array
  width: number
  height: number
}

/** Why the bytes cannot be stored; the service answers it as a 400. */
export class AssetRefused extends Error {}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Width and height from the PNG header (IHDR, the first chunk). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const isPng = bytes.length >= 24 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)
  if (!isPng || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') {
    throw new AssetRefused('The body is not a PNG image')
  }
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/** Start-of-frame markers (baseline, progressive, lossless…); not DHT (C4), JPG (C8) or DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/** Width and height from the JPEG's start-of-frame segment. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new AssetRefused('The body is not a JPEG image')
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) break
    const marker = bytes[at + 1] as number
    if (marker === 0xff) {
      at += 1
      continue
    }
    const length = view.getUint16(at + 2)
    if (isStartOfFrame(marker)) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) }
    at += 2 + length
  }
  throw new AssetRefused('The JPEG image has no frame header')
}

/** A length of an SVG's width or height attribute in user units (px or unitless); NaN otherwise. */
const svgLength = (value: string | undefined) => {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)(px)?$/)
  return match ? Number(match[1]) : Number.NaN
}

/** Width and height of an SVG: its viewBox, else its width and height. */
function svgSize(root: Record<string, string>): { width: number; height: number } {
  const box = root.viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  if (box && box.length === 4 && box.every(Number.isFinite) && (box[2] as number) > 0 && (box[3] as number) > 0) {
    return { width: box[2] as number, height: box[3] as number }
  }
  const width = svgLength(root.width)
  const height = svgLength(root.height)
  if (width > 0 && height > 0) return { width, height }
  throw new AssetRefused('The SVG has no size: give it a viewBox or a width and height')
}

/** Reads an upload: its size, and an SVG sanitised; throws AssetRefused saying why not. */
export function readAsset(contentType: AssetContentType, bytes: Uint8Array): ReadAsset {
  if (contentType === 'image/svg+xml') {
    try {
      const svg = sanitiseSvg(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
      const size = svgSize(svg.root)
      const round = (n: number) => Math.min(1_000_000, Math.max(1, Math.ceil(n)))
      return { data: new TextEncoder().encode(svg.text), width: round(size.width), height: round(size.height) }
    } catch (error) {
      if (error instanceof SvgRefused) throw new AssetRefused(error.message)
      if (error instanceof TypeError) throw new AssetRefused('The SVG is not UTF-8 text')
      throw error
    }
  }
  const size = contentType === 'image/png' ? pngSize(bytes) : jpegSize(bytes)
  if (size.width < 1 || size.height < 1 || size.width > 1_000_000 || size.height > 1_000_000) {
    throw new AssetRefused('The image has no pixels or is implausibly large')
  }
  return { data: bytes, ...size }
}
