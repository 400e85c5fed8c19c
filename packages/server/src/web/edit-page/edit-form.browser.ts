/**
 * The edit page's form ⇄ a code: fills the controls from a stored code, and builds the update
 * from them. Every stored option the page has no control for is sent back as stored (the update
 * starts from the stored options and changes only what the controls say), so saving a target
 * change never rewrites styling set through the API or by another section of the page. A part
 * (docs/decisions/0031): it looks up only its own cards' controls, inside the form it is given.
 * @markup ./edit-form-markup.ts
 */
import type {
  CornerDotType,
  CornerSquareType,
  DotType,
  ErrorCorrectionLevel,
  QrCode,
  ResolvedQrCodeOptions,
  UpdateQrCodeRequest,
} from '@dynqr/contract'
import { statusBadge } from '../shared/code-status.browser.js'
import { byId } from '../shared/dom.browser.js'
import { copyText } from '../shared/feedback.browser.js'
import { fromUtcInput, utcInput, when } from '../shared/time.browser.js'
import { showCodeDomain } from './code-domain-note.browser.js'

/**
 * A section of the page that edits part of the options (the Brand section): filled from each
 * stored code shown, and applied over the options the Style card makes, for the preview and the save.
 */
export interface OptionsSection {
  fill(code: QrCode): void
  apply(options: ResolvedQrCodeOptions): ResolvedQrCodeOptions
}

/** What the Style card lends the sections: the colours a new gradient or frame starts from, the error correction a logo raises. */
export interface StyleCard {
  dotColor(): string
  backgroundColor(): string
  errorCorrection: HTMLSelectElement
}

/**
 * A part of the page that edits fields of the code besides its options (a Routing card's `rules`):
 * filled from each stored code shown, its fields added to the update Save sends (and so to what
 * the unsaved-changes state compares).
 */
export interface FieldsSection {
  fill(code: QrCode): void
  update(): Partial<UpdateQrCodeRequest>
}

export interface EditForm {
  /** Adds a section's options to the form's (its controls live inside the form, in `#edit-sections`). */
  addSection(section: OptionsSection): void
  /** Adds a part's fields to the update (its controls may live anywhere inside the form). */
  addFields(section: FieldsSection): void
  /** The Link card's slot under the target, for parts that speak of it (destination health). */
  readonly linkExtras: HTMLElement
  /** The stored options with the controls' values over them, the sections' last. */
  optionsFromForm(stored: ResolvedQrCodeOptions): ResolvedQrCodeOptions
  /** The update the form asks for (see `updateFrom`). */
  updateFromForm(shown: ResolvedQrCodeOptions, styling?: { styleId?: string }): ReturnType<typeof updateFrom>
  /** Shows `code`'s options in the Style card and the sections, leaving the Link and lifecycle as typed. */
  fillOptions(code: QrCode): void
  /** Shows a stored code in the controls. */
  fillForm(code: QrCode): void
  /** The Style card's heading, after which the template part goes. */
  styleHeading: HTMLElement
  /** Locks the Style card's controls to a template (or frees them), each keeping its own enabled state. */
  lockStyle(locked: boolean): void
  /** Focuses the Style card's first control. */
  focusStyle(): void
  style: StyleCard
}

function styleControls(form: HTMLElement) {
  return {
    dotType: byId<HTMLSelectElement>(form, 'dot-type'),
    dotColor: byId<HTMLInputElement>(form, 'dot-color'),
    cornerType: byId<HTMLSelectElement>(form, 'corner-type'),
    cornerColor: byId<HTMLInputElement>(form, 'corner-color'),
    cornerDotType: byId<HTMLSelectElement>(form, 'corner-dot-type'),
    cornerDotColor: byId<HTMLInputElement>(form, 'corner-dot-color'),
    backgroundColor: byId<HTMLInputElement>(form, 'background-color'),
    errorCorrection: byId<HTMLSelectElement>(form, 'error-correction'),
    size: byId<HTMLInputElement>(form, 'size'),
    margin: byId<HTMLInputElement>(form, 'margin'),
  }
}
type StyleControls = ReturnType<typeof styleControls>

function linkAndLifecycle(form: HTMLElement) {
  return {
    targetUrl: byId<HTMLInputElement>(form, 'target-url'),
    title: byId<HTMLInputElement>(form, 'title'),
    active: byId<HTMLInputElement>(form, 'active'),
    expiresAt: byId<HTMLInputElement>(form, 'expires-at'),
    maxScans: byId<HTMLInputElement>(form, 'max-scans'),
    fallbackUrl: byId<HTMLInputElement>(form, 'fallback-url'),
  }
}
type LinkControls = ReturnType<typeof linkAndLifecycle>

function styleOptions(f: StyleControls, stored: ResolvedQrCodeOptions): ResolvedQrCodeOptions {
  const size = Number(f.size.value)
  // A size left as it was keeps a stored width and height that differ.
  const sameSize = size === stored.width
  return {
    ...structuredClone(stored),
    width: sameSize ? stored.width : size,
    height: sameSize ? stored.height : size,
    margin: Number(f.margin.value),
    dotsOptions: { ...stored.dotsOptions, type: f.dotType.value as DotType, color: f.dotColor.value },
    cornersSquareOptions: {
      ...stored.cornersSquareOptions,
      type: f.cornerType.value as CornerSquareType,
      color: f.cornerColor.value,
    },
    cornersDotOptions: {
      ...stored.cornersDotOptions,
      type: f.cornerDotType.value as CornerDotType,
      color: f.cornerDotColor.value,
    },
    backgroundOptions: { ...stored.backgroundOptions, color: f.backgroundColor.value },
    qrOptions: { ...stored.qrOptions, errorCorrectionLevel: f.errorCorrection.value as ErrorCorrectionLevel },
  }
}

/**
 * The update the form asks for; an emptied field clears its setting. The styling is `options`
 * (the controls' over what is shown), or, with a template chosen, `styling` (its `styleId`) instead.
 */
function updateFrom(c: LinkControls, options: () => ResolvedQrCodeOptions, styling?: { styleId?: string }) {
  return {
    targetUrl: c.targetUrl.value.trim(),
    title: c.title.value.trim() === '' ? null : c.title.value.trim(),
    // A box shown unticked because the code has stopped (expired, at its limit) leaves the switch as stored.
    ...(!c.active.disabled && { active: c.active.checked }),
    expiresAt: fromUtcInput(c.expiresAt.value),
    maxScans: c.maxScans.value ? Number(c.maxScans.value) : null,
    fallbackUrl: c.fallbackUrl.value.trim() || null,
    ...(styling ?? { qrCodeOptions: options() }),
  }
}

/** Why an active code may still not go to its target: expiry or limit. */
function lifecycleNote(code: QrCode): string {
  const parts: string[] = []
  if (code.expiresAt !== null) {
    const past = Date.parse(code.expiresAt) <= Date.now()
    parts.push(`${past ? 'Expired' : 'Expires'} ${when(code.expiresAt)}.`)
  }
  if (code.maxScans !== null) parts.push(`${code.views} of ${code.maxScans} scans used.`)
  if (!code.active) parts.push('Scans go to the fallback URL, or a “no longer active” page.')
  return parts.join(' ')
}

function fillStyle(f: StyleControls, o: ResolvedQrCodeOptions): void {
  f.dotType.value = o.dotsOptions.type
  f.dotColor.value = o.dotsOptions.color
  f.cornerType.value = o.cornersSquareOptions.type
  f.cornerColor.value = o.cornersSquareOptions.color
  f.cornerDotType.value = o.cornersDotOptions.type
  f.cornerDotColor.value = o.cornersDotOptions.color
  f.backgroundColor.value = o.backgroundOptions.color
  f.errorCorrection.value = o.qrOptions.errorCorrectionLevel
  f.size.value = String(o.width)
  f.margin.value = String(o.margin)
}

/** Why the code sends no scan to its target whatever its switch, as the form now says: expired, or at its limit. */
function stoppedBy(c: LinkControls, code: QrCode): string | undefined {
  const expiresAt = fromUtcInput(c.expiresAt.value)
  if (expiresAt && Date.parse(expiresAt) <= Date.now()) {
    return `Expired ${when(expiresAt)}: scans go to the fallback. Set a later “Expires at”, or clear it, to switch the code on again.`
  }
  const limit = c.maxScans.value ? Number(c.maxScans.value) : null
  if (limit !== null && code.views >= limit) {
    return `Limit reached: ${code.views} of ${limit} scans. Scans go to the fallback: raise “Scan limit”, or clear it, to switch the code on again.`
  }
  return undefined
}

/**
 * The Active box as the code now is (issue #45): unticked and disabled, with the reason beside it,
 * while the code has stopped (expired, at its limit); otherwise the stored switch. Run again as
 * the expiry or the limit are edited.
 */
function showActive(form: HTMLElement, c: LinkControls, code: QrCode): void {
  const stopped = stoppedBy(c, code)
  const state = byId(form, 'active-state')
  if (stopped !== undefined) c.active.checked = false
  else if (c.active.disabled) c.active.checked = code.active
  c.active.disabled = stopped !== undefined
  state.textContent = stopped ?? ''
  state.hidden = stopped === undefined
}

/** The Link card's link, status and views, and the lifecycle card's controls and note. */
function fillLinkAndLifecycle(form: HTMLElement, c: LinkControls, code: QrCode): void {
  c.title.value = code.title ?? ''
  c.targetUrl.value = code.targetUrl
  c.active.disabled = false
  c.active.checked = code.active
  c.expiresAt.value = utcInput(code.expiresAt)
  c.maxScans.value = code.maxScans === null ? '' : String(code.maxScans)
  c.fallbackUrl.value = code.fallbackUrl ?? ''
  showActive(form, c, code)
  byId(form, 'lifecycle-note').textContent = lifecycleNote(code)
  byId(form, 'code-status').replaceWith(Object.assign(statusBadge(code), { id: 'code-status' }))
  byId(form, 'views').textContent = String(code.views)
  const link = byId<HTMLAnchorElement>(form, 'short-link')
  link.href = code.qrCodeUrl
  link.textContent = code.qrCodeUrl
  showCodeDomain(byId(form, 'code-domain'), code)
}

/** Wires the form's cards inside `form`; "Copy link" speaks in `status`. */
export function mountEditForm(form: HTMLFormElement, status: HTMLElement): EditForm {
  const style = styleControls(form)
  const link = linkAndLifecycle(form)
  const sections: OptionsSection[] = []
  const fieldSections: FieldsSection[] = []
  let shownLink: string | undefined
  let shownCode: QrCode | undefined
  for (const control of [link.expiresAt, link.maxScans]) {
    control.addEventListener('input', () => {
      if (shownCode) showActive(form, link, shownCode)
    })
  }
  const optionsFromForm = (stored: ResolvedQrCodeOptions) =>
    sections.reduce((options, section) => section.apply(options), styleOptions(style, stored))
  const fillOptions = (code: QrCode) => {
    fillStyle(style, code.qrCodeOptions)
    for (const section of sections) section.fill(code)
  }
  byId<HTMLButtonElement>(form, 'copy-link').addEventListener('click', () => {
    if (shownLink) void copyText(shownLink, 'The short link is', status)
  })
  return {
    addSection: (section) => sections.push(section),
    addFields: (section) => fieldSections.push(section),
    linkExtras: byId(form, 'link-extras'),
    optionsFromForm,
    updateFromForm: (shown, styling) =>
      Object.assign(
        updateFrom(link, () => optionsFromForm(shown), styling),
        ...fieldSections.map((section) => section.update()),
      ),
    fillOptions,
    fillForm(code) {
      shownLink = code.qrCodeUrl
      shownCode = code
      fillLinkAndLifecycle(form, link, code)
      fillOptions(code)
      for (const section of fieldSections) section.fill(code)
    },
    styleHeading: byId(form, 'style-title'),
    lockStyle(locked) {
      byId<HTMLFieldSetElement>(form, 'style-controls').disabled = locked
      byId(form, 'style-card').classList.toggle('follows-template', locked)
    },
    focusStyle: () => style.dotType.focus(),
    style: {
      dotColor: () => style.dotColor.value,
      backgroundColor: () => style.backgroundColor.value,
      errorCorrection: style.errorCorrection,
    },
  }
}
