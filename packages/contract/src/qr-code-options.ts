import type { components } from './generated/openapi.js'

type QrCodeOptions = components['schemas']['QrCodeOptions']
type ResolvedQrCodeOptions = components['schemas']['ResolvedQrCodeOptions']
type Gradient = components['schemas']['Gradient']

/** The defaults of the image and frame options (openapi.yaml: ImageOptions, FrameOptions). */
export const DEFAULT_IMAGE_OPTIONS = Object.freeze({ imageSize: 0.4, margin: 0, hideBackgroundDots: true })
export const DEFAULT_FRAME_TEXT = 'SCAN ME'

/** A gradient in stored form: type and rotation filled in, colours in lower case. */
function resolveGradient(gradient: Gradient | undefined): { gradient?: Gradient } {
  if (!gradient) return {}
  return {
    gradient: {
      type: gradient.type ?? 'linear',
      rotation: gradient.rotation ?? 0,
      colorStops: gradient.colorStops.map((stop) => ({ offset: stop.offset, color: stop.color.toLowerCase() })),
    },
  }
}

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
  const frame = options.frameOptions
  // Image, image options and frame appear only when used, so options stored before they existed
  // present (and hash into ETags) exactly as before.
  const branding = {
    ...(options.image !== undefined && {
      image: options.image,
      imageOptions: { ...DEFAULT_IMAGE_OPTIONS, ...options.imageOptions },
    }),
    ...(frame?.type !== undefined &&
      frame.type !== 'none' && {
        frameOptions: {
          type: frame.type,
          text: frame.text ?? DEFAULT_FRAME_TEXT,
          color: (frame.color ?? '#000000').toLowerCase(),
          textColor: (
            frame.textColor ?? (frame.type === 'banner' ? '#ffffff' : (frame.color ?? '#000000'))
          ).toLowerCase(),
        },
      }),
  }
  // A logo hides up to a quarter of the modules: the highest error correction by default.
  const level =
    options.qrOptions?.errorCorrectionLevel ?? (options.image !== undefined ? 'H' : d.qrOptions.errorCorrectionLevel)
  return {
    width: options.width ?? d.width,
    height: options.height ?? d.height,
    dotsOptions: {
      type: options.dotsOptions?.type ?? d.dotsOptions.type,
      color: (options.dotsOptions?.color ?? d.dotsOptions.color).toLowerCase(),
      ...resolveGradient(options.dotsOptions?.gradient),
    },
    backgroundOptions: {
      color: (options.backgroundOptions?.color ?? d.backgroundOptions.color).toLowerCase(),
      ...resolveGradient(options.backgroundOptions?.gradient),
    },
    cornersSquareOptions: {
      type: options.cornersSquareOptions?.type ?? d.cornersSquareOptions.type,
      color: (options.cornersSquareOptions?.color ?? dotColor).toLowerCase(),
      ...resolveGradient(options.cornersSquareOptions?.gradient),
    },
    cornersDotOptions: {
      type: options.cornersDotOptions?.type ?? d.cornersDotOptions.type,
      color: (options.cornersDotOptions?.color ?? dotColor).toLowerCase(),
      ...resolveGradient(options.cornersDotOptions?.gradient),
    },
    margin: options.margin ?? d.margin,
    qrOptions: { errorCorrectionLevel: level },
    ...branding,
  }
}
