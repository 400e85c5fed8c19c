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
