/**
 * The dashboard's "Print this campaign" dialog (issue #45): the codes selected in the list, or
 * every code of a tag; a label sheet or a grid; the codes' size in cm or inches; labels and crop
 * marks; then the sheet (PDF) or a ZIP of files downloads. A part that makes its own section
 * (print-markup.ts) for dashboard-page.browser.ts to place; the selection is the list's, read
 * through its API (`CodeList`).
 * @markup ./print-markup.ts
 */
import type { ImageFormat, LabelSheet, PageSize } from '@dynqr/contract'
import { type PrintRequest, print } from '@dynqr/sdk'
import type { CodeList } from '../account-pages/code-slots.browser.js'
import { attempt, byId, type Session, say } from '../account-pages/session.browser.js'
import { openDialog } from '../shared/dialog.browser.js'
import { el } from '../shared/dom.browser.js'
import { saveBlob } from '../shared/download.browser.js'
import { PRINT_SECTION_HTML } from './print-markup.js'

/** The layouts offered, by the value of their option. */
const LAYOUTS: [string, string][] = [
  ['avery-l7160', 'Avery L7160: A4, 21 labels (63.5 × 38.1 mm)'],
  ['avery-5160', 'Avery 5160: US Letter, 30 labels (2⅝ × 1 in)'],
  ['A4', 'A4 page, a grid of your own'],
  ['Letter', 'US Letter page, a grid of your own'],
]

const select = (id: string, name: string, choices: [string, string][], chosen: string) =>
  el(
    'select',
    { id, name },
    ...choices.map(([value, label]) => el('option', { value, selected: value === chosen }, label)),
  )

const field = (id: string, label: string, control: HTMLElement) =>
  el('div', { class: 'field' }, el('label', { for: id }, label), control)

const number = (id: string, name: string, value: string, min: string, max: string, step = '1') =>
  el('input', { id, name, type: 'number', value, min, max, step, required: true })

/** The dialog's controls: what, where, how large, what under each code, which file. */
function printForm(selected: number): Node[] {
  const what = el(
    'fieldset',
    {},
    el('legend', {}, 'Codes'),
    el(
      'label',
      { class: 'check' },
      el('input', { type: 'radio', name: 'what', value: 'tag', checked: selected === 0 }),
      'Every code with the tag',
    ),
    el('input', { id: 'print-tag', name: 'tag', type: 'text', maxlength: '40', 'aria-label': 'Tag' }),
    el(
      'label',
      { class: 'check' },
      el('input', { type: 'radio', name: 'what', value: 'selected', checked: selected > 0, disabled: selected === 0 }),
      selected === 0
        ? 'Codes selected in the list (none is selected)'
        : `The ${selected} code${selected === 1 ? '' : 's'} selected in the list`,
    ),
  )
  // The row is wrapped: its own display would beat the `hidden` attribute.
  const grid = el(
    'div',
    { id: 'print-grid' },
    el(
      'div',
      { class: 'row' },
      field('print-columns', 'Columns', number('print-columns', 'columns', '3', '1', '20')),
      field('print-rows', 'Rows', number('print-rows', 'rows', '4', '1', '30')),
    ),
  )
  const layout = select('print-layout', 'layout', LAYOUTS, 'avery-l7160')
  const showGrid = () => {
    grid.hidden = layout.value.startsWith('avery')
  }
  layout.addEventListener('change', showGrid)
  showGrid()
  return [
    what,
    field('print-layout', 'Layout', layout),
    grid,
    el(
      'div',
      { class: 'row' },
      field('print-size', 'Width of each code', number('print-size', 'size', '2.5', '1', '100', '0.1')),
      field(
        'print-unit',
        'Unit',
        select(
          'print-unit',
          'unit',
          [
            ['cm', 'cm'],
            ['in', 'inches'],
          ],
          'cm',
        ),
      ),
    ),
    field(
      'print-label',
      'Under each code',
      select(
        'print-label',
        'label',
        [
          ['title', 'Its title'],
          ['shortId', 'Its short id'],
          ['none', 'Nothing'],
        ],
        'title',
      ),
    ),
    el('label', { class: 'check' }, el('input', { type: 'checkbox', name: 'cropMarks', value: 'yes' }), 'Crop marks'),
    field(
      'print-file',
      'File',
      select(
        'print-file',
        'file',
        [
          ['pdf', 'One PDF sheet to print'],
          ['zip-pdf', 'A ZIP of PDF files, one per code'],
          ['zip-png', 'A ZIP of PNG files (300 dpi), one per code'],
          ['zip-svg', 'A ZIP of SVG files, one per code'],
        ],
        'pdf',
      ),
    ),
  ]
}

/** The request the form asks for; the file's kind and name. */
function requestOf(data: FormData, selected: string[]): { request: PrintRequest; zip: boolean; name: string } {
  const mm = Number(data.get('size')) * (data.get('unit') === 'in' ? 25.4 : 10)
  const chosen = String(data.get('layout'))
  const layout = chosen.startsWith('avery')
    ? (chosen as LabelSheet)
    : {
        page: chosen as PageSize,
        columns: Number(data.get('columns')),
        rows: Number(data.get('rows')),
        marginMm: 10,
        gapMm: 5,
      }
  const file = String(data.get('file'))
  const zip = file.startsWith('zip')
  const tag = String(data.get('tag') ?? '').trim()
  const byTag = data.get('what') === 'tag'
  const request: PrintRequest = {
    ...(byTag ? { tag } : { shortIds: selected }),
    layout,
    codeMm: Math.round(mm * 10) / 10,
    label: data.get('label') as PrintRequest['label'],
    cropMarks: data.get('cropMarks') === 'yes',
    ...(zip && { format: file.slice(4) as ImageFormat }),
  }
  const base = byTag ? tag.replace(/[^\w-]+/g, '-') || 'campaign' : `${selected.length}-codes`
  return { request, zip, name: `dynqr-${base}.${zip ? 'zip' : 'pdf'}` }
}

/** Opens the dialog; downloads what it asks for, and says so (or why not) beside the button. */
async function askPrint(session: Session, list: CodeList, status: HTMLElement) {
  const selected = list.selected()
  const { value, form } = await openDialog('Print this campaign', printForm(selected.length), [
    { label: 'Cancel', value: 'cancel' },
    { label: 'Download', value: 'print', className: 'primary' },
  ])
  if (value !== 'print') return
  const { request, zip, name } = requestOf(new FormData(form), selected)
  if ('tag' in request && !request.tag) return say('Type the tag of the campaign to print.', 'error', status)
  say('Preparing the file…', 'info', status)
  await attempt(async () => {
    const blob = await print(session.client(), request, { as: zip ? 'zip' : 'pdf' })
    saveBlob(blob, name)
    say(`Downloading ${name}.`, 'success', status)
  }, status)
}

/** The card with its button; the dashboard places `root`. */
export function mountPrint(session: Session, list: CodeList): { root: HTMLElement } {
  const root = el('div')
  root.innerHTML = PRINT_SECTION_HTML
  const status = byId(root, 'print-status')
  byId(root, 'print-open').addEventListener('click', () => void askPrint(session, list, status))
  return { root }
}
