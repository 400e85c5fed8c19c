import { createHash } from 'node:crypto'
import type { ImageFormat, QrCode } from '@dynqr/contract'
import { renderSvg } from '@dynqr/render'

export type { ImageFormat }

export interface QrCodeImage {
  format: ImageFormat
  contentType: 'image/svg+xml' | 'image/png'
  /** A strong validator over the format and the whole SVG: changes exactly when the bytes change. */
  etag: string
  /** The drawing; the PNG is rasterised from it. */
  svg: string
  /** width × height: what a PNG costs to rasterise. */
  pixels: number
}

const CONTENT_TYPES = { svg: 'image/svg+xml', png: 'image/png' } as const

/**
 * The image of a code: its short link drawn with its styling. The SVG is cheap (about a
 * millisecond at any size, since it depends on the modules, not the pixels) and is needed for
 * the ETag, so it is drawn here; only PNG rasterisation, which grows with the pixel area, is
 * worth sending to a worker (see ImageRenderer).
 */
export function qrCodeImage(code: QrCode, format: ImageFormat): QrCodeImage {
  const svg = renderSvg(code.qrCodeUrl, code.qrCodeOptions)
  const etag = `"${createHash('sha256').update(format).update(svg).digest('base64url').slice(0, 27)}"`
  const { width, height } = code.qrCodeOptions
  return { format, contentType: CONTENT_TYPES[format], etag, svg, pixels: width * height }
}

/**
 * The format an `Accept` header prefers: PNG when `image/png` is acceptable and ranked above
 * SVG, otherwise SVG (the default).
 */
export function formatFromAccept(accept: string | undefined): ImageFormat {
  if (!accept) return 'svg'
  const quality = (type: string) => {
    let best = -1
    for (const part of accept.split(',')) {
      const [range = '', ...params] = part.trim().split(';')
      const matches = range === type || range === 'image/*' || range === '*/*'
      if (!matches) continue
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const value = q ? Number(q.slice(2)) : 1
      // An exact type outranks a wildcard of the same quality.
      best = Math.max(best, range === type ? value + 0.001 : value)
    }
    return best
  }
  return quality('image/png') > quality('image/svg+xml') ? 'png' : 'svg'
}
