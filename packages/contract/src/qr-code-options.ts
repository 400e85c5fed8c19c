import type { components } from './generated/openapi.js'

type QrCodeOptions = components['schemas']['QrCodeOptions']
type ResolvedQrCodeOptions = components['schemas']['ResolvedQrCodeOptions']

/** The styling a QR code has when its options leave a field out (openapi.yaml: QrCodeOptions). */
export const DEFAULT_QR_CODE_OPTIONS: Readonly<ResolvedQrCodeOptions> = Object.freeze({
  width: 300,
  height: 300,
  dotsOptions: Object.freeze({ type: 'square', color: '#000000' }),
  backgroundOptions: Object.freeze({ color: '#ffffff' }),
  // Corner colours default to the dots' colour (resolveQrCodeOptions fills that in).
  cornersSquareOptions: Object.freeze({ type: 'square', color: '#000000' }),
  cornersDotOptions: Object.freeze({ type: 'square', color: '#000000' }),
  margin: 0,
  qrOptions: Object.freeze({ errorCorrectionLevel: 'Q' }),
})

/**
 * Fills every missing option with its default and writes colours in lower case: the form
 * in which options are stored and returned.
 *
 * @example
 * resolveQrCodeOptions({ dotsOptions: { color: '#1A2B3C' } }).dotsOptions
 * // → { type: 'square', color: '#1a2b3c' }
 */
export function resolveQrCodeOptions(options: QrCodeOptions = {}): ResolvedQrCodeOptions {
  const d = DEFAULT_QR_CODE_OPTIONS
  const dotColor = options.dotsOptions?.color ?? d.dotsOptions.color
  return {
    width: options.width ?? d.width,
    height: options.height ?? d.height,
    dotsOptions: {
      type: options.dotsOptions?.type ?? d.dotsOptions.type,
      color: (options.dotsOptions?.color ?? d.dotsOptions.color).toLowerCase(),
    },
    backgroundOptions: {
      color: (options.backgroundOptions?.color ?? d.backgroundOptions.color).toLowerCase(),
    },
    cornersSquareOptions: {
      type: options.cornersSquareOptions?.type ?? d.cornersSquareOptions.type,
      color: (options.cornersSquareOptions?.color ?? dotColor).toLowerCase(),
    },
    cornersDotOptions: {
      type: options.cornersDotOptions?.type ?? d.cornersDotOptions.type,
      color: (options.cornersDotOptions?.color ?? dotColor).toLowerCase(),
    },
    margin: options.margin ?? d.margin,
    qrOptions: { errorCorrectionLevel: options.qrOptions?.errorCorrectionLevel ?? d.qrOptions.errorCorrectionLevel },
  }
}
