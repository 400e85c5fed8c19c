/**
 * The edit page's "Template" part (issue 30), under the Style card's heading: the code's own style
 * or one of the account's templates (`GET /styles`, by name). Choosing a template shows its
 * options in the Style and Brand cards, disabled (`<fieldset disabled>` around each card's
 * controls, so their own enabled states are kept), and in the preview; saving sends `styleId`
 * instead of options. A code that follows a template says so, with the way out: "Use its style as
 * this code's own" (`styleId: null`, which keeps the options). "Save as a new template" makes a
 * template of the options shown (`POST /styles`) and attaches the code to it.
 */
import type { QrCode, ResolvedQrCodeOptions } from '@dynqr/contract'
import type { Dynqr, Style } from '@dynqr/sdk'
import { optionsFromForm } from '../edit-page/edit-form.browser.js'
import { clearFieldProblems, controlName, showFieldProblem } from '../edit-page/field-problem.browser.js'
import { $, el } from '../shared/dom.browser.js'
import { explain, say } from '../shared/feedback.browser.js'
import { TEMPLATE_CHOICE_HTML } from './template-markup.js'

const STATUS = '#template-status'
const OWN = 'None (this code’s own style)'

/** What the edit page lends the template part. */
export interface TemplatePage {
  client(): Dynqr | undefined
  /** The code as stored (undefined before it loads). */
  stored(): QrCode | undefined
  /** The options the Style and Brand cards start from now: the stored code's, or a chosen template's. */
  shown(): ResolvedQrCodeOptions | undefined
  /** Shows `options` in the Style and Brand cards and the preview; the Link and lifecycle stay as typed. */
  showOptions(options: ResolvedQrCodeOptions): void
  /** Saves `changes` alone (attach or detach) and shows the stored code's options. */
  change(changes: { styleId: string | null }): Promise<void>
}

export interface TemplateChoice {
  /** The styling of the form's save: undefined for the code's own options, else `{ styleId }` (`{}` when unchanged). */
  styling(): { styleId?: string } | undefined
  /** Shows a stored code: its template chosen (the controls locked), the account's templates listed. */
  fill(code: QrCode): void
}

export function mountTemplateChoice(page: TemplatePage): TemplateChoice {
  $('#style-title').insertAdjacentHTML('afterend', TEMPLATE_CHOICE_HTML)
  const card = $<HTMLElement>('#style-card')
  const select = $<HTMLSelectElement>('#style-template')
  const note = $<HTMLElement>('#template-note')
  const detach = $<HTMLButtonElement>('#template-detach')
  const name = $<HTMLInputElement>('#template-name')
  const saveAs = $<HTMLButtonElement>('#template-save-as')
  const about = note.textContent ?? ''
  let templates: Style[] = []

  const nameOf = (id: string) => templates.find((t) => t.id === id)?.name ?? id

  /** The options of `selected` (its id; '' for the code's own), an id not listed kept as it is. */
  const draw = (selected: string) => {
    const listed = templates.some((t) => t.id === selected)
    select.replaceChildren(
      el('option', { value: '' }, OWN),
      ...templates.map((t) => el('option', { value: t.id }, t.name)),
      ...(selected !== '' && !listed ? [el('option', { value: selected }, selected)] : []),
    )
    select.value = selected
  }

  /** Locks the cards to the template chosen (or frees them) and says what that means. */
  const lock = () => {
    const code = page.stored()
    const id = select.value
    const brandNote = document.querySelector<HTMLElement>('#brand-template-note')
    for (const part of [$<HTMLFieldSetElement>('#style-controls'), document.querySelector('#brand-controls')]) {
      if (part instanceof HTMLFieldSetElement) part.disabled = id !== ''
    }
    card.classList.toggle('follows-template', id !== '')
    const attached = id !== '' && id === code?.styleId
    detach.hidden = !attached
    saveAs.parentElement?.toggleAttribute('hidden', id !== '')
    if (brandNote) {
      brandNote.hidden = id === ''
      brandNote.textContent = id === '' ? '' : `The logo, gradients and frame are the template “${nameOf(id)}”’s.`
    }
    note.textContent =
      id === ''
        ? code?.styleId
          ? `Save to make this style the code’s own: it stops following the template “${nameOf(code.styleId)}”.`
          : about
        : attached
          ? `This code follows the template “${nameOf(id)}” — edit the template to change every code that uses it.`
          : `The preview shows the template “${nameOf(id)}”. Save to make this code follow it.`
  }

  const refresh = async () => {
    const client = page.client()
    if (!client) return
    try {
      const all: Style[] = []
      for await (const style of client.styles.list({ limit: 100 })) all.push(style)
      templates = all
    } catch (error) {
      say(`The templates could not be listed: ${explain(error)}`, 'error', STATUS)
    }
  }

  select.addEventListener('change', () => {
    const code = page.stored()
    if (!code) return
    const style = templates.find((t) => t.id === select.value)
    // The code's own style is what is stored (a template's copy, for a code that follows one).
    page.showOptions(style?.qrCodeOptions ?? code.qrCodeOptions)
    lock()
  })

  detach.addEventListener('click', async () => {
    const from = nameOf(select.value)
    say('Saving…', 'info', STATUS)
    try {
      await page.change({ styleId: null })
      say(
        `The style of “${from}” is this code’s own now: edit it here; the template no longer changes it.`,
        'success',
        STATUS,
      )
      $<HTMLSelectElement>('#dot-type').focus()
    } catch (error) {
      say(explain(error), 'error', STATUS)
    }
  })

  saveAs.addEventListener('click', async () => {
    const client = page.client()
    const options = page.shown()
    if (!client || !options) return
    const editor = $<HTMLElement>('#editor')
    clearFieldProblems(editor)
    const wanted = name.value.trim()
    if (wanted === '') {
      say('Type a name for the new template first.', 'error', STATUS)
      name.focus()
      return
    }
    say('Saving the template…', 'info', STATUS)
    try {
      const style = await client.styles.create({ name: wanted, qrCodeOptions: optionsFromForm(options) })
      templates = [...templates, style]
      draw(style.id)
      await page.change({ styleId: style.id })
      name.value = ''
      say(`Saved the template “${style.name}”: this code follows it now.`, 'success', STATUS)
    } catch (error) {
      // A 422 names the option to change, a 400 may name the name: shown at that control.
      const control = showFieldProblem(editor, error)
      say(control ? `Not saved: see the message at “${controlName(control)}”.` : explain(error), 'error', STATUS)
    }
  })

  return {
    styling() {
      const id = select.value
      if (id === '') return undefined
      return id === page.stored()?.styleId ? {} : { styleId: id }
    },
    fill(code) {
      const id = code.styleId ?? ''
      draw(id)
      lock()
      void refresh().then(() => {
        // Still this code, and the person has not picked another template meanwhile.
        if (page.stored() !== code || select.value !== id) return
        draw(id)
        lock()
      })
    },
  }
}
