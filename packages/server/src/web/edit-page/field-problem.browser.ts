/**
 * A refused save shown where it can be fixed: the API's `details[].field` (a `400` or a `422
 * UNSCANNABLE`) names an option; its message goes right after the control that edits it, the
 * control is marked invalid, described by the message, scrolled into view and focused. Nothing
 * the person typed is touched. Controls are found by the option they edit (`data-field`, in every
 * card's markup), inside the root given; a field with no control of its own goes to the nearest
 * option above it that has one (`…gradient.colorStops.1.color` → `…gradient`).
 */
import { DynqrApiError } from '@dynqr/sdk'
import { el } from '../shared/dom.browser.js'
import { type RefusalDetail, refusalWords } from './refusal-words.browser.js'

/** Fields edited by another field's control: one size input sets width and height. */
const SAME_CONTROL: Record<string, string> = { 'qrCodeOptions.height': 'qrCodeOptions.width' }

const visible = (element: HTMLElement) => element.offsetParent !== null || element.getClientRects().length > 0

/** The visible control of `field` in `root`, or of the nearest option above it. */
export function controlOf(root: HTMLElement, field: string): HTMLElement | undefined {
  const parts = field.split('.')
  for (let n = parts.length; n > 0; n -= 1) {
    const name = parts.slice(0, n).join('.')
    const selector = `[data-field="${CSS.escape(SAME_CONTROL[name] ?? name)}"]`
    const found = root.querySelector<HTMLElement>(selector)
    if (found && visible(found)) return found
  }
  return undefined
}

/** The control back to how it was before the problem was shown. */
function unmark(control: Element): void {
  control.removeAttribute('aria-invalid')
  const rest = (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id && !id.endsWith('-problem'))
  if (rest.length > 0) control.setAttribute('aria-describedby', rest.join(' '))
  else control.removeAttribute('aria-describedby')
}

/** Takes every problem shown away (before the next save). */
export function clearFieldProblems(root: HTMLElement): void {
  for (const note of root.querySelectorAll('.field-problem')) note.remove()
  for (const control of root.querySelectorAll('[aria-invalid]')) unmark(control)
}

/** What a person calls the control: its `data-label`, or its label's text. */
export function controlName(control: HTMLElement): string {
  const label = control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.labels?.[0] : null
  return (control.dataset.label ?? label?.textContent ?? '').trim()
}

/** The label of the control of `field` in `root` ('' when it has none). */
export function labelIn(root: HTMLElement): (field: string) => string {
  return (field) => {
    const control = controlOf(root, field)
    return control ? controlName(control).replace(/:.*$/, '') : ''
  }
}

/** A detail of a refusal in the page's words (refusal-words.browser.ts), its controls named as `root` labels them. */
export function detailWords(root: HTMLElement, detail: RefusalDetail): string {
  const level = root.querySelector<HTMLSelectElement>('[data-field="qrCodeOptions.qrOptions.errorCorrectionLevel"]')
  return refusalWords(detail, labelIn(root), level?.value === 'H')
}

/** Shows the error's first detail that names a control beside it and focuses it; the control, if any. */
export function showFieldProblem(root: HTMLElement, error: unknown): HTMLElement | undefined {
  if (!(error instanceof DynqrApiError)) return undefined
  for (const detail of error.details) {
    const control = detail.field ? controlOf(root, detail.field) : undefined
    if (!control) continue
    const id = `${control.id || 'field'}-problem`
    const note = el('p', { id, class: 'field-problem', 'data-problem-of': detail.field }, detailWords(root, detail))
    // A checkbox or radio sits in a line with its label: the message goes under the line.
    const anchor = control instanceof HTMLInputElement && control.type === 'checkbox' ? control.parentElement : control
    anchor?.after(note)
    control.setAttribute('aria-invalid', 'true')
    const described = control.getAttribute('aria-describedby')
    control.setAttribute('aria-describedby', described ? `${id} ${described}` : id)
    // A group (the logo choices) is focused at its chosen entry.
    const target = control.matches('input, select, textarea, button')
      ? control
      : (control.querySelector<HTMLElement>('input:checked') ?? control.querySelector<HTMLElement>('input'))
    control.scrollIntoView({ block: 'center' })
    target?.focus({ preventScroll: true })
    const forget = () => {
      note.remove()
      unmark(control)
    }
    control.addEventListener('input', forget, { once: true })
    return control
  }
  return undefined
}
