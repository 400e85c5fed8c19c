import { createHash } from 'node:crypto'
import { constants, crc32, deflateSync } from 'node:zlib'
import { type Drawing, drawingSvg, isPlainDrawing } from '@dynqr/render'
import { drawingRgba } from '@dynqr/render/png'
import { Resvg } from '@resvg/resvg-js'
import { LRUCache } from 'lru-cache'
import { declaredSize } from '../domain/branding/asset-image.js'

/** A code's pixels, RGBA, row by row. */
export interface Pixels {
  width: number
  height: number
  rgba: Uint8Array
}

// Logos decoded at a size, per worker: an asset never changes, so its id (or its bytes' hash)
// and the size name the pixels for good. 64 MB at most per worker.
const logos = new LRUCache<string, Uint8Array>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (b) => b.byteLength })

/**
 * The most pixels a side of a PNG or JPEG logo that a drawing decodes: logos are at most 2048 px
 * a side once uploaded or fitted (domain/branding/asset-service.ts), so a larger one never came from there.
 */
export const LOGO_DECODE_MAX_SIDE = 4096

/** Throws unless the logo is an SVG, or a PNG or JPEG whose header declares a size a drawing may decode. */
export function checkLogoSize(href: string): void {
  const match = /^data:image\/(png|jpeg);base64,/.exec(href)
  if (!match) return
  const head = Buffer.from(href.slice(match[0].length, match[0].length + 96 * 1024), 'base64')
  const size = declaredSize(match[1] === 'png' ? 'image/png' : 'image/jpeg', head)
  if (size.width > LOGO_DECODE_MAX_SIDE || size.height > LOGO_DECODE_MAX_SIDE) {
    throw new Error(`A ${size.width} × ${size.height} px logo is larger than a drawing decodes`)
  }
}

/** The logo's pixels at width × height, decoded once (PNG, JPEG and SVG alike, by resvg). */
function logoPixels(href: string, key: string | undefined, width: number, height: number): Uint8Array {
  const name = `${key ?? createHash('sha256').update(href).digest('base64url')}:${width}x${height}`
  const known = logos.get(name)
  if (known) return known
  checkLogoSize(href)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${href}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet"/></svg>`
  const pixels = new Uint8Array(new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels)
  logos.set(name, pixels)
  return pixels
}

/**
 * Any drawing's pixels: a plain one painted from its module grid (the fast path), a branded one
 * (gradients, frame) rasterised from its SVG by resvg, with the logo composited from its cached
 * decoded pixels.
 */
export function drawingPixels(drawing: Drawing): Pixels {
  const { width, height } = drawing
  if (isPlainDrawing(drawing)) return { width, height, rgba: drawingRgba(drawing) }
  const svg = drawingSvg(drawing, { logo: false })
  const rgba = new Uint8Array(new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels)
  const logo = drawing.logo
  if (logo) {
    const x0 = Math.round(logo.box.x)
    const y0 = Math.round(logo.box.y)
    const w = Math.max(1, Math.round(logo.box.width))
    const h = Math.max(1, Math.round(logo.box.height))
    const src = logoPixels(logo.href, logo.key, w, h)
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        const from = (y * w + x) * 4
        const alpha = (src[from + 3] as number) / 255
        if (alpha === 0 || x0 + x >= width || y0 + y >= height) continue
        const to = ((y0 + y) * width + x0 + x) * 4
        for (let c = 0; c < 3; c += 1) {
          rgba[to + c] = Math.round((src[from + c] as number) * alpha + (rgba[to + c] as number) * (1 - alpha))
        }
        rgba[to + 3] = 255
      }
    }
  }
  return { width, height, rgba }
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length)
  const view = new DataView(bytes.buffer)
  view.setUint32(0, data.length)
  for (let i = 0; i < 4; i += 1) bytes[4 + i] = type.charCodeAt(i)
  bytes.set(data, 8)
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)))
  return bytes
}

/** RGB pixels as a PNG (colour type 2; the code is opaque), each row with the Sub filter. */
export function encodeRgbPng({ width, height, rgba }: Pixels): Uint8Array {
  const stride = width * 3 + 1
  const rows = new Uint8Array(stride * height)
  for (let y = 0; y < height; y += 1) {
    rows[y * stride] = 1
    for (let x = 0; x < width; x += 1) {
      for (let c = 0; c < 3; c += 1) {
        const value = rgba[(y * width + x) * 4 + c] as number
        const left = x > 0 ? (rgba[(y * width + x - 1) * 4 + c] as number) : 0
        rows[y * stride + 1 + x * 3 + c] = (value - left) & 0xff
      }
    }
  }
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header[8] = 8
  header[9] = 2
  const parts = [
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 6, strategy: constants.Z_DEFAULT_STRATEGY })),
    chunk('IEND', new Uint8Array(0)),
  ]
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
