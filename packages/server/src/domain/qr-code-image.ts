import { createHash } from 'node:crypto'
import type { ImageFormat, QrCode } from '@dynqr/contract'
import { renderSvg } from '@dynqr/render'
import { Resvg } from '@resvg/resvg-js'

export type { ImageFormat }

export interface QrCodeImage {
  contentType: 'image/svg+xml' | 'image/png'
  /** A strong validator: changes exactly when the bytes change. */
  etag: string
  /** Builds the bytes; skipped when the caller already has them (304). */
  body: () => string | Buffer
}

const CONTENT_TYPES = { svg: 'image/svg+xml', png: 'image/png' } as const

/** The image of a code: its short link drawn with its styling. */
export function qrCodeImage(code: QrCode, format: ImageFormat): QrCodeImage {
  const svg = renderSvg(code.qrCodeUrl, code.qrCodeOptions)
  const etag = `"${createHash('sha256').update(format).update(svg).digest('base64url').slice(0, 27)}"`
  return {
    contentType: CONTENT_TYPES[format],
    etag,
    body: () => (format === 'svg' ? svg : new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng()),
  }
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
