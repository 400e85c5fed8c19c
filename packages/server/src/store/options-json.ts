import type { ResolvedQrCodeOptions } from '@dynqr/contract'

/**
 * A code's options as every engine keeps them: one canonical JSON text (fixed key order), so
 * equal options store and compare equal.
 */
export function optionsToJson(options: ResolvedQrCodeOptions): string {
  return JSON.stringify({
    width: options.width,
    height: options.height,
    dotsOptions: { type: options.dotsOptions.type, color: options.dotsOptions.color },
    backgroundOptions: { color: options.backgroundOptions.color },
    cornersSquareOptions: { type: options.cornersSquareOptions.type, color: options.cornersSquareOptions.color },
    cornersDotOptions: { type: options.cornersDotOptions.type, color: options.cornersDotOptions.color },
    margin: options.margin,
    qrOptions: { errorCorrectionLevel: options.qrOptions.errorCorrectionLevel },
  })
}
