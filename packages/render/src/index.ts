/** @dynqr/render — styled QR codes as SVG, in Node and browsers alike. */
export {
  type CornerDotType,
  type CornerSquareType,
  type DotType,
  type ErrorCorrectionLevel,
  MIN_STYLED_MODULE_PX,
  QUIET_ZONE_MODULES,
  qrMatrix,
  type RenderOptions,
  renderSvg,
} from './render-svg.js'
