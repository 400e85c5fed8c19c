import { createHash } from 'node:crypto'
import type { ImageFormat, QrCode, QrCodeOptions } from '@dynqr/contract'
import { type Drawing, drawingSvg, type Logo, qrDrawing } from '@dynqr/render'

export type { ImageFormat }

/** What a code's image is drawn from: the code and, with an `image`, its logo. */
export interface CodeForImage {
  code: QrCode
  logo?: Logo
}

/** Unsaved options to draw a code with (`POST /qrcode/{shortId}/image`), and the request's signal. */
export interface ImageDraft {
  options: QrCodeOptions
  signal?: AbortSignal
}

export interface QrCodeImage {
  format: ImageFormat
  contentType: (typeof CONTENT_TYPES)[ImageFormat]
  /** A strong validator over the format and the whole SVG: changes exactly when the bytes change. */
  etag: string
  /** The code as geometry: what the SVG is written from and the PNG rasterised from. */
  drawing: Drawing
  /** The drawing as SVG. */
  svg: string
  /** width × height, plus the logo's decoded pixels (drawingCost): what the render is charged. */
  pixels: number
  /** A PDF's width on paper in millimetres. */
  mm?: number
}

/**
 * What drawing `drawing` costs, in pixels: its own area, plus the logo's decoded pixels — the
 * raster logo at its size, an SVG logo as the PDF writer rasterises it (4× its box, for `pdf`)
 * — since decoding a logo costs as much as painting as many pixels (security review #3).
 */
export function drawingCost(drawing: Drawing, pdf = false): number {
  const own = drawing.width * drawing.height
  const logo = drawing.logo
  if (!logo) return own
  const svg = logo.href.startsWith('data:image/svg+xml')
  if (!svg) return own + logo.width * logo.height
  return pdf ? own + 16 * Math.ceil(logo.box.width) * Math.ceil(logo.box.height) : own
}

/** A PDF's width on paper without `mm` (openapi.yaml; images/drawing-pdf.ts's default too). */
export const PDF_DEFAULT_MM = 50

const CONTENT_TYPES = { svg: 'image/svg+xml', png: 'image/png', pdf: 'application/pdf' } as const

/**
 * The image of a code: its short link drawn with its styling. The drawing and its SVG are cheap
 * (about 0.1 ms at any size, since they depend on the modules, not the pixels) and the SVG is
 * needed for the ETag, so they are made here; only PNG rasterisation, which grows with the pixel
 * area, is worth sending to a worker (see ImageRenderer).
 */
export function qrCodeImage(code: QrCode, format: ImageFormat, logo?: Logo, mm?: number): QrCodeImage {
  const drawing = qrDrawing(code.qrCodeUrl, code.qrCodeOptions, logo)
  const svg = drawingSvg(drawing)
  // A PDF's physical size is part of its bytes (and of the cache's key, the ETag).
  const width = format === 'pdf' ? (mm ?? PDF_DEFAULT_MM) : undefined
  const size = width === undefined ? '' : `@${width}mm`
  const etag = `"${createHash('sha256').update(format).update(size).update(svg).digest('base64url').slice(0, 27)}"`
  return {
    ...(width !== undefined && { mm: width }),
    format,
    contentType: CONTENT_TYPES[format],
    etag,
    drawing,
    svg,
    pixels: drawingCost(drawing, format === 'pdf'),
  }
}

/**
 * The format an `Accept` header prefers: PDF when `application/pdf` is ranked above both images,
 * PNG when `image/png` is acceptable and ranked above SVG, otherwise SVG (the default).
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
  const svg = quality('image/svg+xml')
  const png = quality('image/png')
  // Only an explicit application/pdf counts: */* already picks SVG.
  if (accept.includes('application/pdf') && quality('application/pdf') > Math.max(svg, png)) return 'pdf'
  return png > svg ? 'png' : 'svg'
}
