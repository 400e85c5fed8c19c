import { type Drawing, type Layer, qrDrawing, type RenderOptions, SHAPE_FIELDS } from './drawing.js'

const num = (n: number) => (Number.isInteger(n) ? `${n}` : `${Math.round(n * 100) / 100}`)

/** The four clockwise quarter arcs of radius r, from the end of one side to the start of the next. */
function arcs(r: number): [topRight: string, bottomRight: string, bottomLeft: string, topLeft: string] {
  const a = `a${num(r)} ${num(r)} 0 0 1 `
  return [
    `${a}${num(r)} ${num(r)}`,
    `${a}${num(-r)} ${num(r)}`,
    `${a}${num(-r)} ${num(-r)}`,
    `${a}${num(r)} ${num(-r)}`,
  ]
}

/**
 * The outlines of a layer's shapes as one path's data, each drawn clockwise from the end of its
 * top-left corner with relative moves, so a square run is as short as `M12 40h30v6h-30Z`.
 */
function pathData(shapes: number[]): string {
  // A drawing has a handful of radii; their arcs are formatted once.
  const arcsOf = new Map<number, ReturnType<typeof arcs>>()
  const arcsFor = (r: number) => {
    let found = arcsOf.get(r)
    if (!found) {
      found = arcs(r)
      arcsOf.set(r, found)
    }
    return found
  }
  let d = ''
  for (let i = 0; i < shapes.length; i += SHAPE_FIELDS) {
    const x = shapes[i] as number
    const y = shapes[i + 1] as number
    const w = shapes[i + 2] as number
    const h = shapes[i + 3] as number
    const tl = shapes[i + 4] as number
    const tr = shapes[i + 5] as number
    const br = shapes[i + 6] as number
    const bl = shapes[i + 7] as number
    d += `M${num(x + tl)} ${y}`
    if (w - tl - tr) d += `h${num(w - tl - tr)}`
    if (tr) d += arcsFor(tr)[0]
    if (h - tr - br) d += `v${num(h - tr - br)}`
    if (br) d += arcsFor(br)[1]
    if (w - br - bl) d += `h${num(bl + br - w)}`
    if (bl) d += arcsFor(bl)[2]
    // The left side back up is drawn by Z when nothing rounds the corner it ends at.
    if (tl) {
      if (h - bl - tl) d += `v${num(bl + tl - h)}`
      d += arcsFor(tl)[3]
    }
    d += 'Z'
  }
  return d
}

function layerPath(layer: Layer): string {
  const holes = layer.holes ? pathData(layer.holes) : ''
  // A ring's hole is a second contour of the same path, cut out by the even-odd rule.
  const rule = layer.holes ? ' fill-rule="evenodd"' : ''
  const crisp = layer.crisp ? ' shape-rendering="crispEdges"' : ''
  return `<path fill="${layer.color}"${rule}${crisp} d="${pathData(layer.shapes)}${holes}"/>`
}

/** A drawing as SVG: one background rectangle, then one path per layer. */
export function drawingSvg(drawing: Drawing): string {
  const { width, height, background, layers } = drawing
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${background}"/>
${layers.map(layerPath).join('\n')}
</svg>
`
}

/**
 * The QR code of `text` as a small, deterministic SVG: one background rectangle, one path of
 * dots and two for the corner rings and centres. The code is centred in width × height, keeps a
 * 4-module quiet zone inside `margin`, and uses whole-pixel modules so rasterised copies stay crisp.
 *
 * @example
 * renderSvg('https://qr.example/menu', resolvedOptions) // '<svg xmlns=… width="300" …'
 */
export function renderSvg(text: string, options: RenderOptions): string {
  return drawingSvg(qrDrawing(text, options))
}
