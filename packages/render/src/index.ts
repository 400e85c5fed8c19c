/** @dynqr/render — styled QR codes as SVG, in Node and browsers alike. */

export {
  type Box,
  type FrameDrawing,
  type FrameOptions,
  frameLayout,
  type Gradient,
  gradientGeometry,
  type ImageOptions,
  type Logo,
  textPath,
} from './branding.js'
export {
  type CornerDotType,
  type CornerSquareType,
  type DotType,
  type Drawing,
  type ErrorCorrectionLevel,
  isPlainDrawing,
  type Layer,
  MIN_STYLED_MODULE_PX,
  QUIET_ZONE_MODULES,
  qrDrawing,
  qrMatrix,
  type RenderOptions,
  SHAPE_FIELDS,
} from './drawing.js'
export { symbolSize } from './encode.js'
export { drawingSvg, pathData, renderSvg } from './render-svg.js'
