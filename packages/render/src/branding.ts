import type { FrameType, GradientType } from '@dynqr/contract'
import { FRAME_FONT_CAP_HEIGHT, FRAME_FONT_GLYPHS } from './generated/frame-font.js'

/** A colour gradient over the code (or, for the background, the whole image), qr-code-styling's form. */
export interface Gradient {
  type?: GradientType
  /** Radians, clockwise from left-to-right; linear only. */
  rotation?: number
  colorStops: { offset: number; color: string }[]
}

/** How the logo sits in the code (qr-code-styling's imageOptions). */
export interface ImageOptions {
  /** The logo's size as a share of the code's side. */
  imageSize: number
  /** Empty pixels around the logo, where no dot is drawn. */
  margin: number
  hideBackgroundDots: boolean
}

/** dynqr's frame with a call to action. */
export interface FrameOptions {
  type: FrameType
  text: string
  color: string
  textColor: string
}

/** The image in the centre: an href the SVG can show (a data: URL) and its intrinsic size. */
export interface Logo {
  href: string
  width: number
  height: number
  /** Names the image for good (an asset id), so a rasteriser may cache its decoded pixels. */
  key?: string
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A frame as geometry: a ring (shapes with holes, the band included for a banner) and the text's outline. */
export interface FrameDrawing {
  color: string
  textColor: string
  shapes: number[]
  holes: number[]
  /** SVG path data of the text, in image pixels. */
  text: string
}

const r2 = (n: number) => Math.round(n * 100) / 100

/** Where the code goes in a width × height image with this frame, and the frame's drawing. */
export function frameLayout(
  width: number,
  height: number,
  frame: FrameOptions | undefined,
): { box: Box; frame?: FrameDrawing } {
  if (!frame || frame.type === 'none') return { box: { x: 0, y: 0, width, height } }
  const side = Math.min(width, height)
  const border = Math.max(2, Math.round(side * 0.025))
  const band = Math.round(side * 0.17)
  const radius = Math.round(side * 0.04)
  const inner = Math.max(0, radius - border)
  const box = { x: border, y: border, width: width - 2 * border, height: height - 2 * border - band }
  const hole =
    frame.type === 'banner'
      ? [box.x, box.y, box.width, box.height, inner, inner, 0, 0]
      : [border, border, width - 2 * border, height - 2 * border, inner, inner, inner, inner]
  const text = textPath(frame.text, {
    x: border * 2,
    y: height - border - band,
    width: width - 4 * border,
    height: band,
  })
  return {
    box,
    frame: {
      color: frame.color,
      textColor: frame.textColor,
      shapes: [0, 0, width, height, radius, radius, radius, radius],
      holes: hole,
      text,
    },
  }
}

/**
 * `text` in the frame font, centred in `box`: each glyph's outline moved and scaled into place,
 * as one path's data. Characters the font lacks are left out (the contract allows none).
 */
export function textPath(text: string, box: Box): string {
  const glyphs = [...text].map((char) => FRAME_FONT_GLYPHS[char]).filter((g) => g !== undefined)
  const advance = glyphs.reduce((sum, [width]) => sum + width, 0)
  if (advance === 0) return ''
  // Capitals half the band's height, narrower when the text would not fit across.
  const scale = Math.min((box.height * 0.45) / FRAME_FONT_CAP_HEIGHT, box.width / advance)
  let x = box.x + (box.width - advance * scale) / 2
  const baseline = box.y + (box.height + FRAME_FONT_CAP_HEIGHT * scale) / 2
  let d = ''
  for (const [width, outline] of glyphs) {
    let axis = 0
    const left = x
    // Every number of an outline is a coordinate, x and y in turn (commands are absolute).
    d += outline.replace(/-?\d+(\.\d+)?/g, (n) => {
      const v = Number(n) * scale
      axis ^= 1
      return `${r2(axis === 1 ? left + v : baseline + v)}`
    })
    x += width * scale
  }
  return d
}

/** A gradient's geometry in user space: a line for linear ones, a circle for radial ones. */
export function gradientGeometry(
  gradient: Gradient,
  box: Box,
):
  | { type: 'linear'; x1: number; y1: number; x2: number; y2: number }
  | { type: 'radial'; cx: number; cy: number; r: number } {
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  if (gradient.type === 'radial')
    return { type: 'radial', cx: r2(cx), cy: r2(cy), r: r2(Math.hypot(box.width, box.height) / 2) }
  const angle = gradient.rotation ?? 0
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  // Half the box's extent along the gradient's direction: the stops span the whole box.
  const half = (Math.abs(cos) * box.width + Math.abs(sin) * box.height) / 2
  return {
    type: 'linear',
    x1: r2(cx - cos * half),
    y1: r2(cy - sin * half),
    x2: r2(cx + cos * half),
    y2: r2(cy + sin * half),
  }
}

/** The logo's box in a code of `count` modules of `s` px at (x0, y0), kept to its aspect ratio. */
export function logoBox(logo: Logo, options: ImageOptions, x0: number, y0: number, side: number): Box {
  const most = side * options.imageSize
  const ratio = logo.width / logo.height
  const width = ratio >= 1 ? most : most * ratio
  const height = ratio >= 1 ? most / ratio : most
  return { x: r2(x0 + (side - width) / 2), y: r2(y0 + (side - height) / 2), width: r2(width), height: r2(height) }
}
