import { type Drawing, type Gradient, gradientGeometry, pathData } from '@dynqr/render'
import { Resvg } from '@resvg/resvg-js'
import PDFDocument from 'pdfkit'

type Doc = InstanceType<typeof PDFDocument>
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

/** The logo as bytes pdfkit embeds: PNG and JPEG as they are, SVG rasterised at 4× its box. */
function logoBytes(href: string, width: number, height: number): Buffer {
  const comma = href.indexOf(',')
  const bytes = Buffer.from(href.slice(comma + 1), 'base64')
  if (!href.startsWith('data:image/svg+xml')) return bytes
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width * 4}" height="${height * 4}"><image href="${href}" width="${width * 4}" height="${height * 4}"/></svg>`
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng()
}

/**
 * A drawing as a one-page vector PDF, one point per pixel: modules, corners, frame and text as
 * filled paths, gradients as PDF shadings; only the logo is an embedded image.
 */
export function drawingPdf(drawing: Drawing): Promise<Uint8Array> {
  const { width, height } = drawing
  const doc = new PDFDocument({
    size: [width, height],
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
    doc.image(logoBytes(drawing.logo.href, Math.ceil(w), Math.ceil(h)), x, y, { width: w, height: h })
  }
  doc.end()
  return done
}
