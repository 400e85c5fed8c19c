/**
 * The edit page's "Template" part (issue 30), under the Style card's heading: the code's own style
 * or one of the account's templates (`GET /styles`, by name). Choosing a template shows its
 * options in the Style and Brand cards, disabled (`<fieldset disabled>` around each card's
 * controls, so their own enabled states are kept), and in the preview; saving sends `styleId`
 * instead of options. A code that follows a template says so, with the way out: "Use its style as
 * this code's own" (`styleId: null`, which keeps the options). "Save as a new template" (or Enter
 * in its name) makes a template of the options shown (`POST /styles`) and attaches the code to it,
 * saving what else was typed in the form in the same update. A part: it makes
 * its fieldset (template-markup.ts) for the page to place under the Style card's heading, and
 * locks the cards, reads the form and shows problems through the `TemplatePage` it is lent.
 * @markup ./template-markup.ts
 */
import type { QrCode, ResolvedQrCodeOptions } from '@dynqr/contract'
import type { Dynqr, Style } from '@dynqr/sdk'
import { controlName } from '../edit-page/field-problem.browser.js'
import { byId, el, fromMarkup } from '../shared/dom.browser.js'
import { explain, say } from '../shared/feedback.browser.js'
import { TEMPLATE_CHOICE_HTML } from './template-markup.js'

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
  /** Saves `changes` (attach or detach) with everything else typed in the form, and shows the code as stored. */
  change(changes: { styleId: string | null }): Promise<void>
  /** The form's options over `shown` (the Style and Brand cards'). */
  optionsFromForm(shown: ResolvedQrCodeOptions): ResolvedQrCodeOptions
  /** Locks the Style and Brand cards to the template named, or frees them (undefined). */
  lock(template: string | undefined): void
  /** Focuses the Style card's first control. */
  focusStyle(): void
  /** Takes the problems shown in the form away, or shows the error's at the control it names (that control). */
  clearProblems(): void
  showProblem(error: unknown): HTMLElement | undefined
}

export interface TemplateChoice {
  /** The part's fieldset; the page places it under the Style card's heading. */
  root: HTMLElement
  /** The styling of the form's save: undefined for the code's own options, else `{ styleId }` (`{}` when unchanged). */
  styling(): { styleId?: string } | undefined
  /** Shows a stored code: its template chosen (the controls locked), the account's templates listed. */
  fill(code: QrCode): void
}

/** What the note under the choice says for the template `id` chosen ('' for the code's own). */
function noteFor(id: string, code: QrCode | undefined, nameOf: (id: string) => string, about: string): string {
  if (id === '') {
    return code?.styleId
      ? `Save to make this style the code’s own: it stops following the template “${nameOf(code.styleId)}”.`
      : about
  }
  return id === code?.styleId
    ? `This code follows the template “${nameOf(id)}” — edit the template to change every code that uses it.`
    : `The preview shows the template “${nameOf(id)}”. Save to make this code follow it.`
}

class TemplateChoicePart implements TemplateChoice {
  readonly root = fromMarkup(TEMPLATE_CHOICE_HTML)
  readonly #page: TemplatePage
  readonly #select = byId<HTMLSelectElement>(this.root, 'style-template')
  readonly #note = byId<HTMLElement>(this.root, 'template-note')
  readonly #detach = byId<HTMLButtonElement>(this.root, 'template-detach')
  readonly #name = byId<HTMLInputElement>(this.root, 'template-name')
  readonly #status = byId<HTMLElement>(this.root, 'template-status')
  readonly #about = this.#note.textContent ?? ''
  #templates: Style[] = []

  constructor(page: TemplatePage) {
    this.#page = page
    this.#select.addEventListener('change', () => this.#chosen())
    this.#detach.addEventListener('click', () => void this.#detachCode())
    byId<HTMLButtonElement>(this.root, 'template-save-as').addEventListener('click', () => void this.#saveAs())
    // Enter in the name makes the template; it must not submit the code's form (issue #45).
    this.#name.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return
      event.preventDefault()
      void this.#saveAs()
    })
  }

  styling(): { styleId?: string } | undefined {
    const id = this.#select.value
    if (id === '') return undefined
    return id === this.#page.stored()?.styleId ? {} : { styleId: id }
  }

  fill(code: QrCode): void {
    const id = code.styleId ?? ''
    this.#draw(id)
    this.#lock()
    void this.#refresh().then(() => {
      // Still this code, and the person has not picked another template meanwhile.
      if (this.#page.stored() !== code || this.#select.value !== id) return
      this.#draw(id)
      this.#lock()
    })
  }

  #nameOf(id: string): string {
    return this.#templates.find((t) => t.id === id)?.name ?? id
  }

  /** The options of `selected` (its id; '' for the code's own), an id not listed kept as it is. */
  #draw(selected: string): void {
    const listed = this.#templates.some((t) => t.id === selected)
    this.#select.replaceChildren(
      el('option', { value: '' }, OWN),
      ...this.#templates.map((t) => el('option', { value: t.id }, t.name)),
      ...(selected !== '' && !listed ? [el('option', { value: selected }, selected)] : []),
    )
    this.#select.value = selected
  }

  /** Locks the cards to the template chosen (or frees them) and says what that means. */
  #lock(): void {
    const code = this.#page.stored()
    const id = this.#select.value
    this.#page.lock(id === '' ? undefined : this.#nameOf(id))
    this.#detach.hidden = !(id !== '' && id === code?.styleId)
    byId(this.root, 'template-new').toggleAttribute('hidden', id !== '')
    this.#note.textContent = noteFor(id, code, (of) => this.#nameOf(of), this.#about)
  }

  async #refresh(): Promise<void> {
    const client = this.#page.client()
    if (!client) return
    try {
      const all: Style[] = []
      for await (const style of client.styles.list({ limit: 100 })) all.push(style)
      this.#templates = all
    } catch (error) {
      say(`The templates could not be listed: ${explain(error)}`, 'error', this.#status)
    }
  }

  #chosen(): void {
    const code = this.#page.stored()
    if (!code) return
    const style = this.#templates.find((t) => t.id === this.#select.value)
    // The code's own style is what is stored (a template's copy, for a code that follows one).
    this.#page.showOptions(style?.qrCodeOptions ?? code.qrCodeOptions)
    this.#lock()
  }

  async #detachCode(): Promise<void> {
    const from = this.#nameOf(this.#select.value)
    say('Saving…', 'info', this.#status)
    try {
      await this.#page.change({ styleId: null })
      say(
        `The style of “${from}” is this code’s own now (saved, with the code’s other changes): edit it here; the template no longer changes it.`,
        'success',
        this.#status,
      )
      this.#page.focusStyle()
    } catch (error) {
      say(explain(error), 'error', this.#status)
    }
  }

  async #saveAs(): Promise<void> {
    const client = this.#page.client()
    const options = this.#page.shown()
    if (!client || !options) return
    this.#page.clearProblems()
    const wanted = this.#name.value.trim()
    if (wanted === '') {
      say('Type a name for the new template first.', 'error', this.#status)
      this.#name.focus()
      return
    }
    say('Saving the template…', 'info', this.#status)
    try {
      const style = await client.styles.create({ name: wanted, qrCodeOptions: this.#page.optionsFromForm(options) })
      this.#templates = [...this.#templates, style]
      this.#draw(style.id)
      await this.#page.change({ styleId: style.id })
      this.#name.value = ''
      say(
        `Saved the template “${style.name}”, and this code with it: it follows the template now, and its title, target and other changes are saved too.`,
        'success',
        this.#status,
      )
    } catch (error) {
      // A 422 names the option to change, a 400 may name the name: shown at that control.
      const control = this.#page.showProblem(error)
      const words = control ? `Not saved: see the message at “${controlName(control)}”.` : explain(error)
      say(words, 'error', this.#status)
    }
  }
}

/** Makes the part; the page places its `root` under the Style card's heading. */
export function mountTemplateChoice(page: TemplatePage): TemplateChoice {
  return new TemplateChoicePart(page)
}
