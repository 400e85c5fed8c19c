/**
 * Downloads of a code's image at a physical size chosen at download time (issue #45): a dialog
 * asks for the format and the width in centimetres, inches or pixels. A PDF is drawn exactly that
 * wide (`mm`), a PNG at 300 dpi of that width (the print default), an SVG at CSS pixels (96 per
 * inch) of it; the file is named after the code and the size. The edit page lends its own source
 * of images (`DraftSource`: the preview's options, unsaved edits included), so Download gives what
 * the preview shows.
 */
import type { ImageFormat } from '@dynqr/contract'
import type { Dynqr } from '@dynqr/sdk'
import { openDialog } from './dialog.browser.js'
import { el } from './dom.browser.js'
import { explain, say } from './feedback.browser.js'

/** Saves a blob as a file the browser downloads. */
export function saveBlob(blob: Blob, name: string): void {
  const link = el('a', { href: URL.createObjectURL(blob), download: name })
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

/** What is asked of the image endpoint: pixels for PNG and SVG, millimetres for PDF. */
export interface ImageSize {
  size?: number
  mm?: number
}

/** Where the edit page's images come from: its form's options, with a sentence saying so when they are unsaved. */
export interface DraftSource {
  image(format: ImageFormat, size: ImageSize): Promise<Blob>
  /** Said in the dialog (the unsaved changes it includes), or undefined. */
  note?: string
}

/** Fetches the stored code's image and saves it as `<shortId>[-<label>].<format>`. */
export async function downloadImage(client: Dynqr, shortId: string, format: ImageFormat, size?: number) {
  const blob = await client.qrcodes.image(shortId, { format, ...(size !== undefined && { size }) })
  saveBlob(blob, size === undefined ? `${shortId}.${format}` : `${shortId}-${size}.${format}`)
}

export type Unit = 'cm' | 'in' | 'px'
const PRINT_DPI = 300
const CSS_DPI = 96
const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, Math.round(n)))

/** The request and the words for `width` `unit` in `format`: what the summary line says and the file is named. */
const inchesOf = (width: number, unit: Unit) =>
  unit === 'cm' ? width / 2.54 : unit === 'in' ? width : width / PRINT_DPI

export function sizeFor(
  format: ImageFormat,
  width: number,
  unit: Unit,
): { query: ImageSize; words: string; label: string } {
  const inches = inchesOf(width, unit)
  const label = `${Number(width.toFixed(2))}${unit}`
  const physical = `${(inches * 2.54).toFixed(1)} cm (${inches.toFixed(2)} in) wide`
  if (format === 'pdf') {
    const mm = Math.min(1000, Math.max(10, Number((inches * 25.4).toFixed(1))))
    return { query: { mm }, words: `A PDF page ${(mm / 10).toFixed(1)} cm wide, the code exactly that size.`, label }
  }
  if (format === 'svg') {
    const size = clamp(unit === 'px' ? width : inches * CSS_DPI, 64, 4096)
    return {
      query: { size },
      words: `An SVG of ${size} px: ${physical} at ${CSS_DPI} px an inch; sharp at any size.`,
      label,
    }
  }
  const size = clamp(unit === 'px' ? width : inches * PRINT_DPI, 64, 4096)
  const dpi = Math.round(size / inches)
  const words =
    unit === 'px'
      ? `A PNG of ${size} × ${size} px: ${physical} printed at ${PRINT_DPI} dpi.`
      : `A PNG of ${size} × ${size} px: ${physical} at ${dpi} dpi${dpi < PRINT_DPI ? ' (4096 px is the most; use PDF for print this large)' : ', print quality'}.`
  return { query: { size }, words, label }
}

const format = (value: ImageFormat, label: string, checked: boolean) =>
  el('label', { class: 'check' }, el('input', { type: 'radio', name: 'format', value, checked }), label)

/** The dialog's controls: format, width and unit, and the line that says what the choice gives. */
function downloadControls(note: string | undefined) {
  const width = el('input', {
    id: 'download-width',
    name: 'width',
    type: 'number',
    min: 0.5,
    max: 4096,
    step: 0.1,
    value: 5,
    required: true,
    inputmode: 'decimal',
  })
  const unit = el(
    'select',
    { id: 'download-unit', name: 'unit' },
    el('option', { value: 'cm' }, 'cm'),
    el('option', { value: 'in' }, 'inches'),
    el('option', { value: 'px' }, 'pixels'),
  )
  const summary = el('p', { id: 'download-summary', class: 'hint', 'aria-live': 'polite' })
  const body = [
    ...(note ? [el('p', { class: 'callout info' }, note)] : []),
    el(
      'fieldset',
      {},
      el('legend', {}, 'Format'),
      format('png', 'PNG: a picture, for documents, the web and print', true),
      format('pdf', 'PDF: vector, exactly this size on paper, for print', false),
      format('svg', 'SVG: vector, for designers’ tools', false),
    ),
    el(
      'div',
      { class: 'row' },
      el('div', {}, el('label', { for: 'download-width' }, 'Width'), width),
      el('div', {}, el('label', { for: 'download-unit' }, 'Unit'), unit),
    ),
    summary,
    el(
      'p',
      { class: 'hint' },
      'Phones read a code from about ten times its width: 2–3 cm on a table, 10 cm or more on a poster.',
    ),
  ]
  return { body, width, unit, summary }
}

/**
 * Asks for format and size, then downloads; feedback goes next to `where`. Without `draft` the
 * stored code's image (`GET …/image`); with it, the draft's (the edit page's preview).
 */
export async function askDownload(
  client: Dynqr,
  shortId: string,
  _storedSize: number,
  where?: HTMLElement,
  draft?: DraftSource,
) {
  const controls = downloadControls(draft?.note)
  const chosen = (form: HTMLFormElement) => {
    const data = new FormData(form)
    const wanted = (data.get('format') as ImageFormat | null) ?? 'png'
    return { wanted, ...sizeFor(wanted, Number(controls.width.value) || 5, controls.unit.value as Unit) }
  }
  const shown = openDialog(`Download ${shortId}`, controls.body, [
    { label: 'Cancel', value: 'cancel' },
    { label: 'Download', value: 'download', className: 'primary' },
  ])
  const form = controls.width.form
  const update = () => {
    if (form) controls.summary.textContent = chosen(form).words
  }
  // A unit changed keeps the size: 5 cm becomes 1.97 inches, not 5 inches.
  let unit = controls.unit.value as Unit
  controls.unit.addEventListener('change', () => {
    const next = controls.unit.value as Unit
    const inches = inchesOf(Number(controls.width.value) || 5, unit)
    const width = next === 'cm' ? inches * 2.54 : next === 'in' ? inches : inches * PRINT_DPI
    controls.width.value = String(next === 'px' ? Math.round(width) : Number(width.toFixed(2)))
    unit = next
  })
  form?.addEventListener('input', update)
  form?.addEventListener('change', update)
  update()
  const { value } = await shown
  if (value !== 'download' || !form) return
  const { wanted, query, label } = chosen(form)
  try {
    const blob = draft
      ? await draft.image(wanted, query)
      : await client.qrcodes.image(shortId, { format: wanted, ...query })
    saveBlob(blob, `${shortId}-${label}.${wanted}`)
    say(`Downloading ${shortId} as ${wanted.toUpperCase()}, ${label.replace(/([a-z]+)$/, ' $1')}.`, 'success', where)
  } catch (error) {
    say(explain(error), 'error', where)
  }
}
