/**
 * The Brand kit's template editor (issue #45): a template's style changed in the pages, not only
 * through `PUT /styles/{id}`. A dialog with the style's main controls (dots, corners, colours,
 * error correction, frame and call to action, logo size), a live preview drawn by the renderer the
 * server uses, and before saving the codes that follow the template ("Saving changes 3 codes").
 * A refusal (contrast, the scan guard's 422) is said in words under the preview and the dialog
 * stays open with everything as typed. Options the dialog has no control for are kept as stored.
 */
import {
  CORNER_SQUARE_TYPE_LABELS,
  CORNER_SQUARE_TYPES,
  DOT_TYPE_LABELS,
  DOT_TYPES,
  ERROR_CORRECTION_LEVEL_LABELS,
  ERROR_CORRECTION_LEVELS,
  FRAME_TYPE_LABELS,
  FRAME_TYPES,
  type FrameType,
  type QrCodeOptions,
  type ResolvedQrCodeOptions,
  resolveQrCodeOptions,
} from '@dynqr/contract'
import { type Logo, renderSvg } from '@dynqr/render'
import { type Dynqr, DynqrApiError, type Style } from '@dynqr/sdk'
import { labelIn } from '../edit-page/field-problem.browser.js'
import { refusalWords } from '../edit-page/refusal-words.browser.js'
import { el } from '../shared/dom.browser.js'
import { explain } from '../shared/feedback.browser.js'

/** What the editor is lent: the style's logo, and the codes that follow it (in words). */
export interface TemplateEditorDeps {
  logo(style: Style): Promise<Logo | undefined>
  followers(style: Style): Promise<string>
}

/** A labelled control that edits `field`, in a `<div>` (the dialog's rows). */
function labelled(id: string, label: string, control: HTMLInputElement | HTMLSelectElement, field: string) {
  control.id = id
  control.dataset.field = field
  return el('div', {}, el('label', { for: id }, label), control)
}

function choice(values: readonly string[], labels: Readonly<Record<string, string>>, value: string) {
  const select = el('select', {}, ...values.map((v) => el('option', { value: v }, labels[v] ?? v)))
  select.value = value
  return select
}

function colour(value: string) {
  const input = el('input', { type: 'color' })
  input.value = value
  return input
}

/** The dialog's controls, filled from the template's options. */
function controlsOf(style: Style) {
  const o = resolveQrCodeOptions(style.qrCodeOptions)
  const frame = o.frameOptions
  const name = el('input', { type: 'text', maxlength: 100, required: true, autocomplete: 'off' })
  name.value = style.name
  const frameText = el('input', { type: 'text', maxlength: 24, autocomplete: 'off', placeholder: 'SCAN ME' })
  frameText.value = frame?.text ?? ''
  const logoSize = el('input', { type: 'range', min: 0.1, max: 0.5, step: 0.01 })
  logoSize.value = String(o.imageOptions?.imageSize ?? 0.4)
  return {
    options: o,
    name,
    dotType: choice(DOT_TYPES, DOT_TYPE_LABELS, o.dotsOptions.type),
    dotColor: colour(o.dotsOptions.color),
    cornerType: choice(CORNER_SQUARE_TYPES, CORNER_SQUARE_TYPE_LABELS, o.cornersSquareOptions.type),
    cornerColor: colour(o.cornersSquareOptions.color),
    background: colour(o.backgroundOptions.color),
    level: choice(ERROR_CORRECTION_LEVELS, ERROR_CORRECTION_LEVEL_LABELS, o.qrOptions.errorCorrectionLevel),
    frameType: choice(FRAME_TYPES, FRAME_TYPE_LABELS, frame?.type ?? 'none'),
    frameText,
    frameColor: colour(frame?.color ?? '#000000'),
    textColor: colour(frame?.textColor ?? '#ffffff'),
    logoSize,
  }
}
type Controls = ReturnType<typeof controlsOf>

/** The options the controls say, over the stored ones (what the dialog has no control for stays). */
function optionsOf(c: Controls): QrCodeOptions {
  const o: ResolvedQrCodeOptions = structuredClone(c.options)
  o.dotsOptions = { ...o.dotsOptions, type: c.dotType.value as typeof o.dotsOptions.type, color: c.dotColor.value }
  o.cornersSquareOptions = {
    ...o.cornersSquareOptions,
    type: c.cornerType.value as typeof o.cornersSquareOptions.type,
    color: c.cornerColor.value,
  }
  o.cornersDotOptions = { ...o.cornersDotOptions, color: c.cornerColor.value }
  o.backgroundOptions = { ...o.backgroundOptions, color: c.background.value }
  o.qrOptions = { ...o.qrOptions, errorCorrectionLevel: c.level.value as typeof o.qrOptions.errorCorrectionLevel }
  if (o.imageOptions) o.imageOptions = { ...o.imageOptions, imageSize: Number(c.logoSize.value) }
  const { frameOptions: _old, ...rest } = o
  if (c.frameType.value === 'none') return rest
  const type = c.frameType.value as Exclude<FrameType, 'none'>
  return {
    ...rest,
    frameOptions: {
      type,
      text: c.frameText.value || 'SCAN ME',
      color: c.frameColor.value,
      textColor: c.textColor.value,
    },
  }
}

/** The controls in rows, the logo size only for a template with a logo. */
function layout(c: Controls): HTMLElement[] {
  const row = (...cells: HTMLElement[]) => el('div', { class: 'row' }, ...cells)
  return [
    labelled('template-edit-name', 'Name', c.name, 'name'),
    row(
      labelled('template-edit-dot-type', 'Dot style', c.dotType, 'qrCodeOptions.dotsOptions.type'),
      labelled('template-edit-dot-color', 'Dot colour', c.dotColor, 'qrCodeOptions.dotsOptions.color'),
    ),
    row(
      labelled('template-edit-corner-type', 'Corner style', c.cornerType, 'qrCodeOptions.cornersSquareOptions.type'),
      labelled(
        'template-edit-corner-color',
        'Corner colour',
        c.cornerColor,
        'qrCodeOptions.cornersSquareOptions.color',
      ),
    ),
    row(
      labelled('template-edit-background', 'Background colour', c.background, 'qrCodeOptions.backgroundOptions.color'),
      labelled('template-edit-level', 'Error correction', c.level, 'qrCodeOptions.qrOptions.errorCorrectionLevel'),
    ),
    ...(c.options.image
      ? [labelled('template-edit-logo-size', 'Logo size', c.logoSize, 'qrCodeOptions.imageOptions.imageSize')]
      : []),
    row(
      labelled('template-edit-frame', 'Frame', c.frameType, 'qrCodeOptions.frameOptions'),
      labelled('template-edit-frame-text', 'Call to action', c.frameText, 'qrCodeOptions.frameOptions.text'),
    ),
    row(
      labelled('template-edit-frame-color', 'Frame colour', c.frameColor, 'qrCodeOptions.frameOptions.color'),
      labelled('template-edit-text-color', 'Lettering colour', c.textColor, 'qrCodeOptions.frameOptions.textColor'),
    ),
  ]
}

/**
 * Opens the editor of `style`; resolves with the template as saved, or undefined when the person
 * cancels. Saving is `PUT /styles/{id}`: every code that follows the template changes with it.
 */
export function editTemplate(api: Dynqr, style: Style, deps: TemplateEditorDeps): Promise<Style | undefined> {
  const c = controlsOf(style)
  const preview = el('img', {
    class: 'kit-preview',
    alt: `Preview of “${style.name}” with these changes`,
    width: 144,
    height: 144,
  })
  const followers = el('p', { class: 'hint', id: 'template-edit-followers' }, 'Looking for the codes that follow it…')
  const problem = el('p', { class: 'check-status', id: 'template-edit-problem', role: 'alert', hidden: true })
  const save = el('button', { type: 'submit', class: 'primary' }, 'Save the template')
  const cancel = el('button', { type: 'button' }, 'Cancel')
  const title = el('h2', { id: 'template-edit-title' }, `Edit the template “${style.name}”`)
  const form = el(
    'form',
    { class: 'template-editor' },
    title,
    el(
      'div',
      { class: 'template-editor-body' },
      el('div', {}, ...layout(c)),
      el('figure', {}, preview, followers, problem),
    ),
    el('div', { class: 'actions' }, cancel, save),
  )
  const dialog = el('dialog', { 'aria-labelledby': 'template-edit-title' }, form)
  document.body.append(dialog)
  let logo: Logo | undefined
  let url: string | undefined
  const redraw = () => {
    const svg = renderSvg(`${location.origin}/${'x'.repeat(8)}`, resolveQrCodeOptions(optionsOf(c)), logo)
    if (url) URL.revokeObjectURL(url)
    url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
    preview.src = url
  }
  void deps.logo(style).then((found) => {
    logo = found
    redraw()
  })
  void deps.followers(style).then((words) => {
    followers.textContent = words
  })
  form.addEventListener('input', () => {
    problem.hidden = true
    redraw()
  })
  redraw()
  return new Promise((resolve) => {
    let saved: Style | undefined
    dialog.addEventListener('close', () => {
      if (url) URL.revokeObjectURL(url)
      dialog.remove()
      resolve(saved)
    })
    cancel.addEventListener('click', () => dialog.close())
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      save.disabled = true
      api.styles
        .update(style.id, { name: c.name.value.trim() || style.name, qrCodeOptions: optionsOf(c) })
        .then((result) => {
          saved = result
          dialog.close()
        })
        .catch((error: unknown) => {
          const detail = error instanceof DynqrApiError ? error.details[0] : undefined
          problem.textContent = detail
            ? `Not saved: ${refusalWords(detail, labelIn(form), c.level.value === 'H')}`
            : `Not saved: ${explain(error)}`
          problem.hidden = false
        })
        .finally(() => {
          save.disabled = false
        })
    })
    dialog.showModal()
  })
}
