// The contract's enums, for their types only: render's published .d.ts inlines them (tsup.config.ts),
// so @dynqr/render needs no @dynqr/contract at run time.
import type { CornerDotType, CornerSquareType, DotType, ErrorCorrectionLevel } from '@dynqr/contract'
import QRCode from 'qrcode'

export type { CornerDotType, CornerSquareType, DotType, ErrorCorrectionLevel }

/** What the renderer draws: the stored qrCodeOptions of the contract, every default filled in. */
export interface RenderOptions {
  width: number
  height: number
  /** Empty space around the code, in pixels, besides the 4-module quiet zone. */
  margin: number
  dotsOptions: { type: DotType; color: string }
  backgroundOptions: { color: string }
  /** The finder patterns' outer rings; square in the dots' colour when not given. */
  cornersSquareOptions?: { type: CornerSquareType; color: string }
  /** The finder patterns' centres; square in the dots' colour when not given. */
  cornersDotOptions?: { type: CornerDotType; color: string }
  qrOptions: { errorCorrectionLevel: ErrorCorrectionLevel }
}

/** The quiet zone every code keeps on each side, in modules (ISO/IEC 18004 asks for 4). */
export const QUIET_ZONE_MODULES = 4
/** The smallest module, in pixels, drawn in the chosen dot style rather than as a square. */
export const MIN_STYLED_MODULE_PX = 4

/** The module matrix of `text`, from the `qrcode` package's encoder (no DOM, no canvas). */
export function qrMatrix(text: string, level: ErrorCorrectionLevel): boolean[][] {
  const { size, data } = encode(text, level)
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => data[row * size + col] === 1),
  )
}

/** The modules row by row, 1 for dark. */
function encode(text: string, level: ErrorCorrectionLevel): { size: number; data: Uint8Array } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: level })
  return { size: modules.size, data: modules.data }
}

// Shapes are drawn in a module's own square [0, s] × [0, s] and turned by quarter turns around
// its centre, as qr-code-styling turns them; arcs keep their radii and sweep under rotation.
type Segment = { to: [number, number] } | { arc: number; to: [number, number] }

const num = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100))

function path(x: number, y: number, s: number, quarterTurns: number, start: [number, number], segments: Segment[]) {
  const c = s / 2
  const turn = (((quarterTurns % 4) + 4) % 4) as 0 | 1 | 2 | 3
  const cx = x + c
  const cy = y + c
  const place = ([px, py]: [number, number]): string => {
    const dx = px - c
    const dy = py - c
    if (turn === 0) return `${num(cx + dx)} ${num(cy + dy)}`
    if (turn === 1) return `${num(cx - dy)} ${num(cy + dx)}`
    if (turn === 2) return `${num(cx - dx)} ${num(cy - dy)}`
    return `${num(cx + dy)} ${num(cy - dx)}`
  }
  let d = `M${place(start)}`
  for (const segment of segments) {
    d +=
      'arc' in segment ? `A${num(segment.arc)} ${num(segment.arc)} 0 0 1 ${place(segment.to)}` : `L${place(segment.to)}`
  }
  return `${d}Z`
}

const square = (x: number, y: number, s: number) => `M${num(x)} ${num(y)}h${num(s)}v${num(s)}h${num(-s)}Z`

const circle = (x: number, y: number, s: number) => {
  const r = s / 2
  return `M${num(x)} ${num(y + r)}a${num(r)} ${num(r)} 0 1 1 ${num(s)} 0a${num(r)} ${num(r)} 0 1 1 ${num(-s)} 0Z`
}

/** Flat towards the one neighbour (on the left at turn 0), round on the far side. */
const sideRounded = (x: number, y: number, s: number, turn: number) =>
  path(x, y, s, turn, [0, 0], [{ to: [s / 2, 0] }, { arc: s / 2, to: [s / 2, s] }, { to: [0, s] }])

/** A square with its top-right corner (at turn 0) rounded with radius `r`. */
const cornerRounded = (x: number, y: number, s: number, turn: number, r: number) =>
  path(x, y, s, turn, [0, 0], [{ to: [s - r, 0] }, { arc: r, to: [s, r] }, { to: [s, s] }, { to: [0, s] }])

/** Top-left and bottom-right corners rounded: the lone dot of the classy styles. */
const leaf = (x: number, y: number, s: number, r: number) =>
  path(
    x,
    y,
    s,
    0,
    [r, 0],
    [
      { to: [s, 0] },
      { to: [s, s - r] },
      { arc: r, to: [s - r, s] },
      { to: [0, s] },
      { to: [0, r] },
      { arc: r, to: [r, 0] },
    ],
  )

const circleAt = (cx: number, cy: number, r: number) =>
  `M${num(cx - r)} ${num(cy)}a${num(r)} ${num(r)} 0 1 1 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 1 ${num(-2 * r)} 0Z`

const roundedRect = (x: number, y: number, size: number, r: number) =>
  `M${num(x + r)} ${num(y)}h${num(size - 2 * r)}a${num(r)} ${num(r)} 0 0 1 ${num(r)} ${num(r)}v${num(size - 2 * r)}` +
  `a${num(r)} ${num(r)} 0 0 1 ${num(-r)} ${num(r)}h${num(2 * r - size)}a${num(r)} ${num(r)} 0 0 1 ${num(-r)} ${num(-r)}` +
  `v${num(2 * r - size)}a${num(r)} ${num(r)} 0 0 1 ${num(r)} ${num(-r)}Z`

/** A finder pattern's 7-module ring (drawn with evenodd, so the inner contour is the hole). */
function cornerSquare(type: CornerSquareType, x: number, y: number, s: number): string {
  switch (type) {
    case 'square':
      return `${square(x, y, 7 * s)}${square(x + s, y + s, 5 * s)}`
    case 'extra-rounded':
      return `${roundedRect(x, y, 7 * s, 2.5 * s)}${roundedRect(x + s, y + s, 5 * s, 1.5 * s)}`
  }
}

/** A finder pattern's 3-module centre. */
function cornerDot(type: CornerDotType, x: number, y: number, s: number): string {
  return type === 'dot' ? circleAt(x + 1.5 * s, y + 1.5 * s, 1.5 * s) : square(x, y, 3 * s)
}

interface Neighbours {
  left: boolean
  right: boolean
  top: boolean
  bottom: boolean
}

/** The outline of one dark module, shaped by its dark neighbours as qr-code-styling shapes it. */
function dot(type: DotType, x: number, y: number, s: number, n: Neighbours): string {
  const count = Number(n.left) + Number(n.right) + Number(n.top) + Number(n.bottom)
  switch (type) {
    case 'square':
      return square(x, y, s)
    case 'dots':
      return circle(x, y, s)
    case 'rounded':
    case 'extra-rounded': {
      if (count === 0) return circle(x, y, s)
      if (count > 2 || (n.left && n.right) || (n.top && n.bottom)) return square(x, y, s)
      if (count === 2) {
        // Two neighbours at a corner: round the opposite corner.
        const turn = n.left && n.bottom ? 0 : n.left && n.top ? 1 : n.top && n.right ? 2 : 3
        return cornerRounded(x, y, s, turn, type === 'rounded' ? s / 2 : s)
      }
      const turn = n.left ? 0 : n.top ? 1 : n.right ? 2 : 3
      return sideRounded(x, y, s, turn)
    }
    case 'classy':
    case 'classy-rounded': {
      const r = type === 'classy' ? s / 2 : s
      if (count === 0) return leaf(x, y, s, type === 'classy' ? s / 2 : s / 1.5)
      if (!n.left && !n.top) return cornerRounded(x, y, s, -1, r)
      if (!n.right && !n.bottom) return cornerRounded(x, y, s, 1, r)
      return square(x, y, s)
    }
  }
}

/**
 * The QR code of `text` as a small, deterministic SVG: one background rectangle, one path of
 * dots and two for the corner rings and centres. The code is centred in width × height, keeps a 4-module quiet zone inside `margin`, and
 * uses whole-pixel modules so rasterised copies stay crisp.
 *
 * @example
 * renderSvg('https://qr.example/menu', resolvedOptions) // '<svg xmlns=… width="300" …'
 */
export function renderSvg(text: string, options: RenderOptions): string {
  const { size: count, data } = encode(text, options.qrOptions.errorCorrectionLevel)
  const { width, height } = options
  const drawable = Math.min(width, height) - 2 * options.margin
  const moduleSize = Math.max(1, Math.floor(drawable / (count + 2 * QUIET_ZONE_MODULES)))
  const x0 = Math.floor((width - count * moduleSize) / 2)
  const y0 = Math.floor((height - count * moduleSize) / 2)
  const dark = (row: number, col: number) =>
    row >= 0 && col >= 0 && row < count && col < count && data[row * count + col] === 1
  // Below 4 px a module has no room for a shape: every style draws squares, which scan best.
  const tiny = moduleSize < MIN_STYLED_MODULE_PX
  const style = tiny ? 'square' : options.dotsOptions.type
  // The three finder patterns are drawn whole, as rings and centres (qr-code-styling's corner
  // options), never module by module: scanners find a code by their 1:1:3:1:1 rings, and rings
  // cut into separate dots are what made styled codes fail to scan.
  const finder = (row: number, col: number) =>
    (row < 7 && col < 7) || (row < 7 && col >= count - 7) || (row >= count - 7 && col < 7)
  const corners = [
    [x0, y0],
    [x0 + (count - 7) * moduleSize, y0],
    [x0, y0 + (count - 7) * moduleSize],
  ] as const
  const ring = options.cornersSquareOptions ?? { type: 'square', color: options.dotsOptions.color }
  const centre = options.cornersDotOptions ?? { type: 'square', color: options.dotsOptions.color }
  const ringType = tiny ? 'square' : ring.type
  const centreType = tiny ? 'square' : centre.type
  const ringPath = corners.map(([x, y]) => cornerSquare(ringType, x, y, moduleSize)).join('')
  const centrePath = corners
    .map(([x, y]) => cornerDot(centreType, x + 2 * moduleSize, y + 2 * moduleSize, moduleSize))
    .join('')
  const parts: string[] = []
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (!dark(row, col) || finder(row, col)) continue
      parts.push(
        dot(style, x0 + col * moduleSize, y0 + row * moduleSize, moduleSize, {
          left: dark(row, col - 1),
          right: dark(row, col + 1),
          top: dark(row - 1, col),
          bottom: dark(row + 1, col),
        }),
      )
    }
  }
  const d = parts.join('')
  const crisp = style === 'square' ? ' shape-rendering="crispEdges"' : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${options.backgroundOptions.color}"/>
<path fill="${options.dotsOptions.color}"${crisp} d="${d}"/>
<path fill="${ring.color}" fill-rule="evenodd"${ringType === 'square' ? ' shape-rendering="crispEdges"' : ''} d="${ringPath}"/>
<path fill="${centre.color}"${centreType === 'square' ? ' shape-rendering="crispEdges"' : ''} d="${centrePath}"/>
</svg>
`
}
