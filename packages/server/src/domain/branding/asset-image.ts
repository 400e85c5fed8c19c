import type { AssetContentType } from '@dynqr/contract'
import { SvgRefused, sanitiseSvg } from './svg-sanitiser.js'

/** The uploads that are decoded and re-encoded: every asset type but SVG. */
export type RasterContentType = Exclude<AssetContentType, 'image/svg+xml'>

/** The largest image an account may upload (openapi.yaml: uploadAsset). */
export const ASSET_MAX_BYTES = 512 * 1024

/**
 * Raster uploads (PRODUCT.md, "Resource limits"): a declared size over 16,384 px a side is
 * refused, and so is one over 64 megapixels in all, so that reading any upload stays well under a
 * second of a worker's time; what is read is re-encoded at most 2048 px a side, without metadata.
 */
export const MAX_DECLARED_SIDE = 16_384
export const MAX_UPLOAD_PIXELS = 64 * 1024 * 1024
export const MAX_STORED_SIDE = 2048
/** An image embedded in an SVG logo is not re-encoded: it must be small already. */
export const MAX_EMBEDDED_SIDE = 2048

/** An upload as it will be stored: its bytes (an SVG sanitised, a raster re-encoded) and its size. */
export interface ReadAsset {
  data: Uint8Array
  width: number
  height: number
}

/** Why the bytes cannot be stored; the service answers it as a 400. */
export class AssetRefused extends Error {}

/**
 * Reads uploads off the event loop, with a time and memory limit (images/upload-pool.ts):
 * parsing, sanitising, decoding and re-encoding. Both methods throw AssetRefused saying why not.
 */
export interface AssetReader {
  /** An upload as it will be stored: an SVG sanitised, a PNG or JPEG decoded and re-encoded. */
  read(contentType: AssetContentType, bytes: Uint8Array): Promise<ReadAsset>
  /**
   * A PNG or JPEG stored before uploads were re-encoded, scaled to at most MAX_STORED_SIDE a side,
   * so that no drawing ever decodes it at full size.
   */
  fit(contentType: AssetContentType, bytes: Uint8Array): Promise<ReadAsset>
}

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

/** Width and height a PNG or JPEG declares in its header; throws AssetRefused when it is not one. */
export function declaredSize(contentType: RasterContentType, bytes: Uint8Array) {
  return contentType === 'image/png' ? pngSize(bytes) : jpegSize(bytes)
}

/** A raster upload's declared size, refused when it has no pixels or too many to read. */
export function checkDeclaredSize(
  contentType: RasterContentType,
  bytes: Uint8Array,
  maxPixels = MAX_UPLOAD_PIXELS,
): { width: number; height: number } {
  const size = declaredSize(contentType, bytes)
  if (size.width < 1 || size.height < 1) throw new AssetRefused('The image has no pixels')
  if (size.width > MAX_DECLARED_SIDE || size.height > MAX_DECLARED_SIDE) {
    throw new AssetRefused(
      `The image declares ${size.width} × ${size.height} px; at most ${MAX_DECLARED_SIDE} px a side can be uploaded`,
    )
  }
  if (size.width * size.height > maxPixels) {
    throw new AssetRefused(
      `The image declares ${size.width} × ${size.height} px; at most ${maxPixels / (1024 * 1024)} megapixels can be uploaded (it is stored at most ${MAX_STORED_SIDE} px a side)`,
    )
  }
  return size
}

/** The declared size of a data: URL's PNG or JPEG, from its first bytes; null for another format or none. */
function embeddedSize(href: string): { width: number; height: number } | null {
  const match = /^data:image\/(png|jpe?g);base64,/i.exec(href)
  if (!match) return null
  // The header sits in the first few hundred bytes, but a JPEG may carry long segments first.
  const head = Buffer.from(
    href.slice(match[0].length, match[0].length + 96 * 1024).replace(/[^A-Za-z0-9+/]/g, ''),
    'base64',
  )
  try {
    return declaredSize(match[1]?.toLowerCase() === 'png' ? 'image/png' : 'image/jpeg', head)
  } catch {
    // No header a decoder could size it by: no decoder draws it either.
    return null
  }
}

/** Reads an SVG upload: sanitised, sized, its embedded images small; throws AssetRefused saying why not. */
export function readSvg(bytes: Uint8Array): ReadAsset {
  try {
    const svg = sanitiseSvg(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    for (const href of svg.images) {
      const size = embeddedSize(href)
      if (size && (size.width > MAX_EMBEDDED_SIDE || size.height > MAX_EMBEDDED_SIDE)) {
        throw new AssetRefused(
          `The SVG embeds a ${size.width} × ${size.height} px image; at most ${MAX_EMBEDDED_SIDE} px a side`,
        )
      }
    }
    const size = svgSize(svg.root)
    const round = (n: number) => Math.min(1_000_000, Math.max(1, Math.ceil(n)))
    return { data: new TextEncoder().encode(svg.text), width: round(size.width), height: round(size.height) }
  } catch (error) {
    if (error instanceof AssetRefused) throw error
    if (error instanceof SvgRefused) throw new AssetRefused(error.message)
    if (error instanceof TypeError) throw new AssetRefused('The SVG is not UTF-8 text')
    // Whatever else reading an upload throws is about the upload: a 400, never a 500.
    throw new AssetRefused(`The SVG cannot be read: ${(error as Error).message}`)
  }
}
