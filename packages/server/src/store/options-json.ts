import type { components, ResolvedQrCodeOptions } from '@dynqr/contract'

type Gradient = components['schemas']['Gradient']

/** A part's gradient in fixed key order; nothing when the part has none. */
const gradientOf = (gradient: Gradient | undefined) =>
  gradient && {
    gradient: {
      type: gradient.type,
      rotation: gradient.rotation,
      colorStops: gradient.colorStops.map((stop) => ({ offset: stop.offset, color: stop.color })),
    },
  }

/**
 * A code's options as every engine keeps them: one canonical JSON text (fixed key order), so
 * equal options store and compare equal. Gradients, the image and the frame appear only when
 * used, so options stored before they existed keep their text.
 */
export function optionsToJson(options: ResolvedQrCodeOptions): string {
  const { imageOptions, frameOptions } = options
  return JSON.stringify({
    width: options.width,
    height: options.height,
    dotsOptions: {
      type: options.dotsOptions.type,
      color: options.dotsOptions.color,
      ...gradientOf(options.dotsOptions.gradient),
    },
    backgroundOptions: { color: options.backgroundOptions.color, ...gradientOf(options.backgroundOptions.gradient) },
    cornersSquareOptions: {
      type: options.cornersSquareOptions.type,
      color: options.cornersSquareOptions.color,
      ...gradientOf(options.cornersSquareOptions.gradient),
    },
    cornersDotOptions: {
      type: options.cornersDotOptions.type,
      color: options.cornersDotOptions.color,
      ...gradientOf(options.cornersDotOptions.gradient),
    },
    margin: options.margin,
    qrOptions: { errorCorrectionLevel: options.qrOptions.errorCorrectionLevel },
    ...(options.image !== undefined && { image: options.image }),
    ...(imageOptions && {
      imageOptions: {
        imageSize: imageOptions.imageSize,
        margin: imageOptions.margin,
        hideBackgroundDots: imageOptions.hideBackgroundDots,
      },
    }),
    ...(frameOptions && {
      frameOptions: {
        type: frameOptions.type,
        text: frameOptions.text,
        color: frameOptions.color,
        textColor: frameOptions.textColor,
      },
    }),
  })
}
