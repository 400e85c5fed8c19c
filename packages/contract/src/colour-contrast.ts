/** The least contrast between dots and background that the contract accepts (WCAG's 3:1 for graphics). */
export const MIN_CONTRAST_RATIO = 3

/** Relative luminance of a `#RRGGBB` colour (WCAG 2). */
export function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two colours, from 1 (equal) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * Why a dot colour on a background would not scan reliably, or `null` when it will: the dots
 * must be darker than the background (light-on-dark codes fail common decoders) by at least
 * 3:1 (faint codes fail on paper and in glare).
 *
 * @example
 * colourPairProblem('#cccccc', '#ffffff') // 'qrCodeOptions.dotsOptions.color #cccccc on #ffffff has a contrast of 1.6:1; …'
 */
export function colourPairProblem(
  dots: string,
  background: string,
  field = 'qrCodeOptions.dotsOptions.color',
): string | null {
  const ratio = contrastRatio(dots, background)
  const darker = relativeLuminance(dots) < relativeLuminance(background)
  if (darker && ratio >= MIN_CONTRAST_RATIO) return null
  const shown = `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`
  return `${field} ${dots} on ${background} has a contrast of ${shown}; the dots must be darker than the background, at least ${MIN_CONTRAST_RATIO}:1`
}

type Painted = { color: string; gradient?: { colorStops: { color: string }[] } }

/** The colours a part is painted with, each with its field: the gradient's stops when it has one. */
function coloursOf(part: Painted, field: string): [field: string, colour: string][] {
  if (!part.gradient) return [[`${field}.color`, part.color]]
  return part.gradient.colorStops.map((stop, i) => [`${field}.gradient.colorStops.${i}.color`, stop.color])
}

/**
 * The first colour of dots, corner squares or corner dots that breaks the contrast rule against
 * any colour of the background (every gradient stop counts on both sides), or `null`.
 *
 * @example
 * optionsContrastProblem(resolveQrCodeOptions({ dotsOptions: { gradient: { colorStops: [{ offset: 0, color: '#000000' }, { offset: 1, color: '#eeeeee' }] } } }))
 * // → { field: 'qrCodeOptions.dotsOptions.gradient.colorStops.1.color', message: '… has a contrast of 1.1:1; …' }
 */
export function optionsContrastProblem(options: {
  dotsOptions: Painted
  backgroundOptions: Painted
  cornersSquareOptions: Painted
  cornersDotOptions: Painted
  frameOptions?: { type: string; color: string; textColor: string }
}): { field: string; message: string } | null {
  const backgrounds = coloursOf(options.backgroundOptions, 'qrCodeOptions.backgroundOptions')
  const parts = [
    ...coloursOf(options.dotsOptions, 'qrCodeOptions.dotsOptions'),
    ...coloursOf(options.cornersSquareOptions, 'qrCodeOptions.cornersSquareOptions'),
    ...coloursOf(options.cornersDotOptions, 'qrCodeOptions.cornersDotOptions'),
  ]
  for (const [field, colour] of parts) {
    for (const [, background] of backgrounds) {
      const message = colourPairProblem(colour, background, field)
      if (message) return { field, message }
    }
  }
  return options.frameOptions ? frameTextProblem(options.frameOptions, backgrounds) : null
}

/**
 * Why a frame's call to action could not be read, or `null`: its lettering against what it is
 * drawn on (a banner's band, a box's background, every stop of a background gradient) needs
 * 3:1 either way, light on dark as well as dark on light (white on a white box is refused).
 */
function frameTextProblem(
  frame: { type: string; color: string; textColor: string },
  backgrounds: [field: string, colour: string][],
): { field: string; message: string } | null {
  const field = 'qrCodeOptions.frameOptions.textColor'
  const under =
    frame.type === 'banner' ? [['banner', frame.color]] : backgrounds.map(([, colour]) => ['background', colour])
  for (const [what, colour = ''] of under) {
    const ratio = contrastRatio(frame.textColor, colour)
    if (ratio >= MIN_CONTRAST_RATIO) continue
    const shown = `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`
    const message = `${field} ${frame.textColor} on the ${what} ${colour} has a contrast of ${shown}; the call to action needs at least ${MIN_CONTRAST_RATIO}:1 to be read`
    return { field, message }
  }
  return null
}
