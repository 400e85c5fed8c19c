import { type Drawing, type Gradient, gradientGeometry, pathData } from '@dynqr/render'
import { Resvg } from '@resvg/resvg-js'
import type PDFDocumentClass from 'pdfkit'
import { lazyDependency } from '../lazy-dependency.js'
import { checkLogoSize } from './branded-png.js'

export type Doc = InstanceType<typeof PDFDocumentClass>
/** pdfkit, loaded by the first PDF (lazy-dependency.ts). */
export const pdfDocument = lazyDependency<typeof PDFDocumentClass>('pdfkit')
/** An image pdfkit has read (`openImage`, missing from its types): embedded once however often drawn. */
export type OpenedImage = { width: number; height: number }
type Opens = { openImage(src: Buffer): OpenedImage }
type Fill = PDFKit.Mixins.ColorValue

/** Each PDF the same bytes for the same drawing: no clock in its metadata. */
const FIXED_DATE = new Date(0)

function fillOf(doc: Doc, colour: string, gradient: Gradient | undefined, box: Drawing['code']): Fill {
  if (!gradient || !box) return colour
  const g = gradientGeometry(gradient, box)
  const shading =
    g.type === 'radial'
      ? doc.radialGradient(g.cx, g.cy, 0, g.cx, g.cy, g.r)
      : doc.linearGradient(g.x1, g.y1, g.x2, g.y2)
  for (const stop of gradient.colorStops) shading.stop(stop.offset, stop.color)
  return shading
}

/** The logo's pixels per point in a PDF: 4 (288 dpi), fewer for a box so large its image would pass the side below. */
const LOGO_PIXELS_PER_POINT = 4
/** The longest side of the image a PDF embeds for its logo. */
const LOGO_MAX_SIDE = 1024

/**
 * The logo as bytes pdfkit embeds, never more pixels than its box needs: a JPEG as it is
 * (pdfkit copies it without decoding it), a PNG or SVG rasterised by resvg to its box at a
 * bounded resolution, so pdfkit's own PNG decoding (in JavaScript) only ever sees that small
 * image (issue #38).
 */
function logoBytes(href: string, width: number, height: number): Buffer {
  checkLogoSize(href)
  if (href.startsWith('data:image/jpeg;')) return Buffer.from(href.slice(href.indexOf(',') + 1), 'base64')
  const scale = Math.min(LOGO_PIXELS_PER_POINT, LOGO_MAX_SIDE / Math.max(width, height))
  const w = Math.max(1, Math.round(width * scale))
  const h = Math.max(1, Math.round(height * scale))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><image href="${href}" width="${w}" height="${h}"/></svg>`
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng()
}

/** A code's PDF without a physical size asked for: 50 mm wide (openapi.yaml, `mm`). */
export const DEFAULT_PDF_MM = 50
const POINTS_PER_MM = 72 / 25.4

/**
 * A drawing as a one-page vector PDF, `widthMm` millimetres wide (frame included) on a page of
 * its own size (the height in proportion): modules, corners, frame and text as filled paths,
 * gradients as PDF shadings, all drawn in the drawing's pixels scaled to the page; only the logo
 * is an embedded image (its resolution from its box in pixels, as before).
 */
export function drawingPdf(drawing: Drawing, widthMm = DEFAULT_PDF_MM): Promise<Uint8Array> {
  const { width, height } = drawing
  const scale = (widthMm * POINTS_PER_MM) / width
  const PDFDocument = pdfDocument()
  const doc = new PDFDocument({
    size: [width * scale, height * scale],
    margin: 0,
    autoFirstPage: true,
    info: { Producer: 'dynqr', Creator: 'dynqr', CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
  doc.scale(scale)
  paintDrawing(doc, drawing)
  doc.end()
  return done
}

/**
 * Paints a drawing onto a page at the current origin, one unit per pixel (the caller translates
 * and scales it: print sheets draw many codes on one page, print-sheet.ts).
 */
export function paintDrawing(doc: Doc, drawing: Drawing, logos?: Map<string, OpenedImage>): void {
  const { width, height } = drawing
  const whole = { x: 0, y: 0, width, height }
  doc.rect(0, 0, width, height).fill(fillOf(doc, drawing.background, drawing.backgroundGradient, whole))
  if (drawing.frame) {
    doc.path(pathData(drawing.frame.shapes) + pathData(drawing.frame.holes)).fill(drawing.frame.color, 'even-odd')
    if (drawing.frame.text) doc.path(drawing.frame.text).fill(drawing.frame.textColor)
  }
  for (const layer of drawing.layers) {
    if (layer.shapes.length === 0) continue
    const d = pathData(layer.shapes) + (layer.holes ? pathData(layer.holes) : '')
    doc
      .path(d)
      .fill(fillOf(doc, layer.color, layer.gradient, drawing.code ?? whole), layer.holes ? 'even-odd' : 'non-zero')
  }
  if (drawing.logo) {
    const { x, y, width: w, height: h } = drawing.logo.box
    // A sheet embeds each logo once (`logos`), however many codes show it.
    const key = `${Math.ceil(w)}x${Math.ceil(h)} ${drawing.logo.key ?? drawing.logo.href}`
    let image = logos?.get(key)
    if (!image) {
      image = (doc as unknown as Opens).openImage(logoBytes(drawing.logo.href, Math.ceil(w), Math.ceil(h)))
      logos?.set(key, image)
    }
    // pdfkit takes an opened image where its types say a Buffer (it embeds it once).
    doc.image(image as unknown as Buffer, x, y, { width: w, height: h })
  }
}
