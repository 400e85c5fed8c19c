// The contract's enums, for their types only: render's published .d.ts inlines them (tsup.config.ts),
// so @dynqr/render needs no @dynqr/contract at run time.
import type { CornerDotType, CornerSquareType, DotType, ErrorCorrectionLevel } from '@dynqr/contract'
import {
  type Box,
  type FrameDrawing,
  type FrameOptions,
  frameLayout,
  type Gradient,
  type ImageOptions,
  type Logo,
  logoBox,
} from './branding.js'
import { encode } from './encode.js'

export type { CornerDotType, CornerSquareType, DotType, ErrorCorrectionLevel }

/** What the renderer draws: the stored qrCodeOptions of the contract, every default filled in. */
export interface RenderOptions {
  width: number
  height: number
  /** Empty space around the code, in pixels, besides the 4-module quiet zone. */
  margin: number
  dotsOptions: { type: DotType; color: string; gradient?: Gradient }
  backgroundOptions: { color: string; gradient?: Gradient }
  /** The finder patterns' outer rings; square in the dots' colour when not given. */
  cornersSquareOptions?: { type: CornerSquareType; color: string; gradient?: Gradient }
  /** The finder patterns' centres; square in the dots' colour when not given. */
  cornersDotOptions?: { type: CornerDotType; color: string; gradient?: Gradient }
  qrOptions: { errorCorrectionLevel: ErrorCorrectionLevel }
  /** How the logo (qrDrawing's `logo`) sits in the code; only used with a logo. */
  imageOptions?: ImageOptions
  /** A frame with a call to action around the code. */
  frameOptions?: FrameOptions
}

/** The quiet zone every code keeps on each side, in modules (ISO/IEC 18004 asks for 4). */
export const QUIET_ZONE_MODULES = 4
/** The smallest module, in pixels, drawn in the chosen dot style rather than as a square. */
export const MIN_STYLED_MODULE_PX = 4

/** Numbers per shape in a layer's `shapes`: x, y, width, height, then the corner radii. */
export const SHAPE_FIELDS = 8

/**
 * One colour of the drawing. `shapes` holds rectangles on whole pixels, each with its own
 * corner radii, flat: `[x, y, w, h, topLeft, topRight, bottomRight, bottomLeft, …]`. `holes`,
 * when given, is cut out of the shape of the same index (the finder rings).
 */
export interface Layer {
  color: string
  /** Painted instead of `color` when given, spread over the code's box. */
  gradient?: Gradient
  shapes: number[]
  holes?: number[]
  /** Only straight edges on whole pixels: nothing to smooth. */
  crisp: boolean
}

/**
 * A code as geometry: what both the SVG and the PNG are made from, so they show the same
 * image. Every shape is a rectangle with rounded corners: a run of dots in a row (with the
 * ends shaped by their neighbours), a circle, a finder ring or centre.
 */
export interface Drawing {
  width: number
  height: number
  background: string
  /** Painted over the whole image instead of `background` when given. */
  backgroundGradient?: Gradient
  /** Dots, finder rings, finder centres: painted in this order, never overlapping. */
  layers: [Layer, Layer, Layer]
  /** The code's modules span this box (the quiet zone outside it): what layer gradients span; the whole image when missing. */
  code?: Box
  /** The image in the centre, drawn over the (cleared) dots. */
  logo?: Logo & { box: Box }
  /** The frame and its text, drawn over the background. */
  frame?: FrameDrawing
}

/**
 * Whether a drawing is plain: flat colours, no logo, no frame. Plain drawings take the fast PNG
 * path (drawingPng paints their module grid directly); the others need a general rasteriser.
 */
export function isPlainDrawing(drawing: Drawing): boolean {
  return (
    !drawing.backgroundGradient && !drawing.logo && !drawing.frame && drawing.layers.every((layer) => !layer.gradient)
  )
}

/** The module matrix of `text`, from the `qrcode` package's encoder (no DOM, no canvas). */
export function qrMatrix(text: string, level: ErrorCorrectionLevel): boolean[][] {
  const { size, data } = encode(text, level)
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => data[row * size + col] === 1),
  )
}

/**
 * The radii of the two ends of a run of dark modules in one row, as qr-code-styling shapes each
 * module by its dark neighbours. Inside a run every module has dark neighbours left and right,
 * which makes it a plain square in every style but `dots`; so a run is one rectangle whose
 * left end is shaped like its first module and whose right end like its last.
 */
interface RunEnds {
  /** Is the module above the run's first / below its last … dark (first and last may be one). */
  firstTop: boolean
  firstBottom: boolean
  lastTop: boolean
  lastBottom: boolean
  single: boolean
}

type Radii = [topLeft: number, topRight: number, bottomRight: number, bottomLeft: number]

function runRadii(type: Exclude<DotType, 'dots'>, s: number, ends: RunEnds): Radii {
  if (type === 'square') return [0, 0, 0, 0]
  const { firstTop, firstBottom, lastTop, lastBottom, single } = ends
  if (type === 'classy' || type === 'classy-rounded') {
    const r = type === 'classy' ? s / 2 : s
    // A lone dot is a leaf: top-left and bottom-right corners rounded.
    if (single && !firstTop && !firstBottom) {
      const leaf = type === 'classy' ? s / 2 : s / 1.5
      return [leaf, 0, leaf, 0]
    }
    // No neighbour left and above: the top-left corner is rounded; failing that, no neighbour
    // right and below: the bottom-right one.
    if (!firstTop) return [r, 0, single ? 0 : lastBottom ? 0 : r, 0]
    return [0, 0, lastBottom ? 0 : r, 0]
  }
  // rounded, extra-rounded: a dot with no neighbour is a circle; with one, a half circle away
  // from it; with two at a corner, the opposite corner rounded; across, or three, a square.
  const half = s / 2
  const corner = type === 'rounded' ? half : s
  if (single) {
    if (firstTop && firstBottom) return [0, 0, 0, 0]
    if (firstTop) return [0, 0, half, half]
    if (firstBottom) return [half, half, 0, 0]
    return [half, half, half, half]
  }
  // One end of a run: both corners half round with no neighbour above or below, the corner
  // away from a single one rounded, square between two.
  const end = (top: boolean, bottom: boolean): [upper: number, lower: number] =>
    !top && !bottom ? [half, half] : !top ? [corner, 0] : !bottom ? [0, corner] : [0, 0]
  const [topLeft, bottomLeft] = end(firstTop, firstBottom)
  const [topRight, bottomRight] = end(lastTop, lastBottom)
  return [topLeft, topRight, bottomRight, bottomLeft]
}

/**
 * The drawing of `text`'s code: centred in width × height, a 4-module quiet zone inside
 * `margin`, whole-pixel modules so that rasterised copies stay crisp.
 */
export function qrDrawing(text: string, options: RenderOptions, logo?: Logo): Drawing {
  const { size: count, data } = encode(text, options.qrOptions.errorCorrectionLevel)
  const { width, height } = options
  // A frame takes a border and a band for its text; the code is drawn in what is left.
  const layout = frameLayout(width, height, options.frameOptions)
  const area = layout.box
  const drawable = Math.min(area.width, area.height) - 2 * options.margin
  const s = Math.max(1, Math.floor(drawable / (count + 2 * QUIET_ZONE_MODULES)))
  const x0 = area.x + Math.floor((area.width - count * s) / 2)
  const y0 = area.y + Math.floor((area.height - count * s) / 2)
  const imageOptions = options.imageOptions ?? { imageSize: 0.4, margin: 0, hideBackgroundDots: true }
  const placed = logo && { ...logo, box: logoBox(logo, imageOptions, x0, y0, count * s) }
  // The dots under the logo (and its margin) are left out: error correction restores them.
  const clear = placed && imageOptions.hideBackgroundDots ? placed.box : undefined
  const m = imageOptions.margin
  // A decoder samples a module at its centre: a module whose centre the logo (and its margin)
  // covers is lost anyway, one whose centre shows still reads, so only the first kind is cleared.
  const hidden = (row: number, col: number) =>
    clear !== undefined &&
    x0 + (col + 0.5) * s > clear.x - m &&
    x0 + (col + 0.5) * s < clear.x + clear.width + m &&
    y0 + (row + 0.5) * s > clear.y - m &&
    y0 + (row + 0.5) * s < clear.y + clear.height + m
  // Below 4 px a module has no room for a shape: every style draws squares, which scan best.
  const tiny = s < MIN_STYLED_MODULE_PX
  const style = tiny ? 'square' : options.dotsOptions.type
  const ring: { type: CornerSquareType; color: string; gradient?: Gradient } = options.cornersSquareOptions ?? {
    type: 'square',
    color: options.dotsOptions.color,
  }
  const centre: { type: CornerDotType; color: string; gradient?: Gradient } = options.cornersDotOptions ?? {
    type: 'square',
    color: options.dotsOptions.color,
  }
  const ringType = tiny ? 'square' : ring.type
  const centreType = tiny ? 'square' : centre.type

  // The dots: dark modules outside the three finder patterns. The finders are drawn whole, as
  // rings and centres (qr-code-styling's corner options), never module by module: scanners find
  // a code by their 1:1:3:1:1 rings, and rings cut into separate dots are what made styled codes
  // fail to scan. Each finder is bordered by light modules, so no dot touches one.
  const dot = (row: number, col: number) =>
    data[row * count + col] === 1 &&
    !((row < 7 && col < 7) || (row < 7 && col >= count - 7) || (row >= count - 7 && col < 7)) &&
    !hidden(row, col)
  const above = (row: number, col: number) => row > 0 && data[(row - 1) * count + col] === 1 && !hidden(row - 1, col)
  const below = (row: number, col: number) =>
    row < count - 1 && data[(row + 1) * count + col] === 1 && !hidden(row + 1, col)
  const dots: number[] = []
  for (let row = 0; row < count; row += 1) {
    const y = y0 + row * s
    let col = 0
    while (col < count) {
      if (!dot(row, col)) {
        col += 1
        continue
      }
      const first = col
      while (col < count && dot(row, col)) col += 1
      const last = col - 1
      if (style === 'dots') {
        // Circles never join: one per module.
        const r = s / 2
        for (let c = first; c <= last; c += 1) dots.push(x0 + c * s, y, s, s, r, r, r, r)
        continue
      }
      const w = (last - first + 1) * s
      if (style === 'square') {
        dots.push(x0 + first * s, y, w, s, 0, 0, 0, 0)
        continue
      }
      const [tl, tr, br, bl] = runRadii(style, s, {
        firstTop: above(row, first),
        firstBottom: below(row, first),
        lastTop: above(row, last),
        lastBottom: below(row, last),
        single: first === last,
      })
      dots.push(x0 + first * s, y, w, s, tl, tr, br, bl)
    }
  }

  const corners = [
    [x0, y0],
    [x0 + (count - 7) * s, y0],
    [x0, y0 + (count - 7) * s],
  ] as const
  const rings: number[] = []
  const ringHoles: number[] = []
  const centres: number[] = []
  // Extra-rounded rings as qr-code-styling draws them: radius 2.5 modules outside, 1.5 inside.
  const outer = ringType === 'extra-rounded' ? 2.5 * s : 0
  const inner = ringType === 'extra-rounded' ? 1.5 * s : 0
  const dotRadius = centreType === 'dot' ? 1.5 * s : 0
  for (const [x, y] of corners) {
    rings.push(x, y, 7 * s, 7 * s, outer, outer, outer, outer)
    ringHoles.push(x + s, y + s, 5 * s, 5 * s, inner, inner, inner, inner)
    centres.push(x + 2 * s, y + 2 * s, 3 * s, 3 * s, dotRadius, dotRadius, dotRadius, dotRadius)
  }
  const gradient = (g: Gradient | undefined) => (g ? { gradient: g } : {})
  return {
    width,
    height,
    background: options.backgroundOptions.color,
    ...(options.backgroundOptions.gradient && { backgroundGradient: options.backgroundOptions.gradient }),
    layers: [
      {
        color: options.dotsOptions.color,
        ...gradient(options.dotsOptions.gradient),
        shapes: dots,
        crisp: style === 'square',
      },
      { color: ring.color, ...gradient(ring.gradient), shapes: rings, holes: ringHoles, crisp: ringType === 'square' },
      { color: centre.color, ...gradient(centre.gradient), shapes: centres, crisp: centreType === 'square' },
    ],
    code: { x: x0, y: y0, width: count * s, height: count * s },
    ...(placed && { logo: placed }),
    ...(layout.frame && { frame: layout.frame }),
  }
}
