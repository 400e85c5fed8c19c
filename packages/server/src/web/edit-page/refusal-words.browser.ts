/**
 * A refusal of the API (a `400` naming an option, a `422 UNSCANNABLE`) in the page's own words:
 * the controls named by their labels as the person sees them, never by the API's field names
 * (issue #45: "lower imageOptions.imageSize" meant nothing to a marketer). `labelOf(field)` is the
 * label of the control that edits a field on this page (field-problem.browser.ts finds it), so the
 * words follow the page's markup; the Brand kit's template editor lends its own.
 */

export interface RefusalDetail {
  field?: string
  message: string
}

/** "1.2:1" from the API's contrast message, when it has one. */
const ratioOf = (message: string) => /contrast of ([\d.]+:1)/.exec(message)?.[1]

/** What is painted in a colour field: "the dots", "the corner squares", … */
const PAINTED: [RegExp, string][] = [
  [/^qrCodeOptions\.dotsOptions\./, 'the dots'],
  [/^qrCodeOptions\.cornersSquareOptions\./, 'the corner squares'],
  [/^qrCodeOptions\.cornersDotOptions\./, 'the corner centres'],
  [/^qrCodeOptions\.backgroundOptions\./, 'the background'],
]

function contrastWords(field: string, message: string, label: string): string {
  const ratio = ratioOf(message)
  const measured = ratio ? ` (contrast ${ratio} now; at least 3:1 is needed)` : ''
  if (field === 'qrCodeOptions.frameOptions.textColor') {
    const on = message.includes('on the banner') ? 'the banner' : 'the background'
    return `The call to action cannot be read: its lettering is too close in colour to ${on}${measured}. Change “${label}”.`
  }
  const what = PAINTED.find(([pattern]) => pattern.test(field))?.[1] ?? 'the code'
  const stop = field.includes('.gradient.') ? ' (a colour of its gradient)' : ''
  return `Phones cannot tell ${what}${stop} from the background: they must be darker than it, with more contrast${measured}. Change “${label}”.`
}

/** The refusal of `detail` in words a person acts on; `levelIsHigh`: error correction already H. */
export function refusalWords(detail: RefusalDetail, labelOf: (field: string) => string, levelIsHigh = false): string {
  const field = detail.field ?? ''
  const label = labelOf(field)
  if (/contrast of/.test(detail.message)) return contrastWords(field, detail.message, label)
  switch (field) {
    case 'qrCodeOptions.imageOptions.imageSize': {
      const level = labelOf('qrCodeOptions.qrOptions.errorCorrectionLevel')
      return levelIsHigh
        ? `This code would not scan: the logo hides too much of it. Make “${label}” smaller.`
        : `This code would not scan: the logo hides too much of it. Make “${label}” smaller, or set “${level}” to H (30 %).`
    }
    case 'qrCodeOptions.frameOptions':
      return `This code would not scan with this frame at this size: make “${labelOf('qrCodeOptions.width')}” larger, or choose no frame in “${label}”.`
    case 'qrCodeOptions.dotsOptions.type':
      return `This code would not scan with these dots and this logo: choose square dots in “${label}”, or a larger size.`
    case 'qrCodeOptions.width':
    case 'qrCodeOptions.height':
      return `This code would not scan at this size: make “${label}” larger.`
    case 'qrCodeOptions.margin':
      return `The empty space around the code is too wide for its size: make “${label}” at most a quarter of the size.`
    case 'qrCodeOptions.image':
      return `That logo is not one of this account’s any more: choose another in “${label}”.`
    default:
      if (field.endsWith('.gradient')) {
        return `This code would not scan with this gradient: choose colours with more contrast in “${label}”, or a plain fill.`
      }
      // Anything else: the API's own sentence, with the control it concerns.
      return label ? `“${label}”: ${detail.message}` : detail.message
  }
}
