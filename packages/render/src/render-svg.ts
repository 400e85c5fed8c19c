import { type Box, type Gradient, gradientGeometry, type Logo } from './branding.js'
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
export function pathData(shapes: number[]): string {
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

function layerPath(layer: Pick<Layer, 'shapes' | 'holes' | 'crisp'>, fill: string): string {
  const holes = layer.holes ? pathData(layer.holes) : ''
  // A ring's hole is a second contour of the same path, cut out by the even-odd rule.
  const rule = layer.holes ? ' fill-rule="evenodd"' : ''
  const crisp = layer.crisp ? ' shape-rendering="crispEdges"' : ''
  return `<path fill="${fill}"${rule}${crisp} d="${pathData(layer.shapes)}${holes}"/>`
}

/** A gradient element with its id, spread over `box` in the image's own coordinates. */
function gradientElement(id: string, gradient: Gradient, box: Box): string {
  const g = gradientGeometry(gradient, box)
  const stops = gradient.colorStops.map((stop) => `<stop offset="${stop.offset}" stop-color="${stop.color}"/>`).join('')
  return g.type === 'radial'
    ? `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${g.cx}" cy="${g.cy}" r="${g.r}">${stops}</radialGradient>`
    : `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${g.x1}" y1="${g.y1}" x2="${g.x2}" y2="${g.y2}">${stops}</linearGradient>`
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

function logoImage(logo: Logo & { box: Box }): string {
  const { x, y, width, height } = logo.box
  return `<image href="${attribute(logo.href)}" x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet"/>`
}

/**
 * A drawing as SVG: one background rectangle, then one path per layer; with branding, the
 * gradients (ids `dq-g0`…), the frame and its text as outlines, and the logo as an image.
 */
export function drawingSvg(drawing: Drawing, options: { logo?: boolean } = {}): string {
  const { width, height, background, layers } = drawing
  const defs: string[] = []
  const fillOf = (colour: string, gradient: Gradient | undefined, box: Box) => {
    if (!gradient) return colour
    const id = `dq-g${defs.length}`
    defs.push(gradientElement(id, gradient, box))
    return `url(#${id})`
  }
  const whole = { x: 0, y: 0, width, height }
  const back = fillOf(background, drawing.backgroundGradient, whole)
  const parts = layers.map((layer) => layerPath(layer, fillOf(layer.color, layer.gradient, drawing.code ?? whole)))
  const frame = drawing.frame
    ? [
        layerPath({ shapes: drawing.frame.shapes, holes: drawing.frame.holes, crisp: false }, drawing.frame.color),
        drawing.frame.text ? `<path fill="${drawing.frame.textColor}" d="${drawing.frame.text}"/>` : '',
      ].filter(Boolean)
    : []
  // The PNG rasteriser composites a cached, decoded logo itself (logo: false).
  const logo = drawing.logo && options.logo !== false ? [logoImage(drawing.logo)] : []
  const head = defs.length > 0 ? [`<defs>${defs.join('')}</defs>`] : []
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${[...head, `<rect width="${width}" height="${height}" fill="${back}"/>`, ...frame, ...parts, ...logo].join('\n')}
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
export function renderSvg(text: string, options: RenderOptions, logo?: Logo): string {
  return drawingSvg(qrDrawing(text, options, logo))
}
