/**
 * The edit page's form ⇄ a code: fills the controls from a stored code, and builds the update
 * from them. Every stored option the page has no control for is sent back as stored (the update
 * starts from the stored options and changes only what the controls say), so saving a target
 * change never rewrites styling set through the API or by another section of the page.
 */
import type {
  CornerDotType,
  CornerSquareType,
  DotType,
  ErrorCorrectionLevel,
  QrCode,
  ResolvedQrCodeOptions,
} from '@dynqr/contract'
import { statusBadge } from '../shared/code-status.browser.js'
import { $ } from '../shared/dom.browser.js'
import { fromUtcInput, utcInput, when } from '../shared/time.browser.js'

export const styleFields = {
  dotType: $<HTMLSelectElement>('#dot-type'),
  dotColor: $<HTMLInputElement>('#dot-color'),
  cornerType: $<HTMLSelectElement>('#corner-type'),
  cornerColor: $<HTMLInputElement>('#corner-color'),
  cornerDotType: $<HTMLSelectElement>('#corner-dot-type'),
  cornerDotColor: $<HTMLInputElement>('#corner-dot-color'),
  backgroundColor: $<HTMLInputElement>('#background-color'),
  errorCorrection: $<HTMLSelectElement>('#error-correction'),
  size: $<HTMLInputElement>('#size'),
  margin: $<HTMLInputElement>('#margin'),
}
const targetUrl = $<HTMLInputElement>('#target-url')
const title = $<HTMLInputElement>('#title')
const lifecycle = {
  active: $<HTMLInputElement>('#active'),
  expiresAt: $<HTMLInputElement>('#expires-at'),
  maxScans: $<HTMLInputElement>('#max-scans'),
  fallbackUrl: $<HTMLInputElement>('#fallback-url'),
}

/**
 * A section of the page that edits part of the options (the Brand section): filled from each
 * stored code shown, and applied over the options the Style card makes, for the preview and the save.
 */
export interface OptionsSection {
  fill(code: QrCode): void
  apply(options: ResolvedQrCodeOptions): ResolvedQrCodeOptions
}
const sections: OptionsSection[] = []

/** Adds a section's options to the form's (its controls live inside the form, in `#edit-sections`). */
export function addOptionsSection(section: OptionsSection): void {
  sections.push(section)
}

/** The stored options with the controls' values over them, the sections' last. */
export function optionsFromForm(stored: ResolvedQrCodeOptions): ResolvedQrCodeOptions {
  return sections.reduce((options, section) => section.apply(options), styleOptions(stored))
}

function styleOptions(stored: ResolvedQrCodeOptions): ResolvedQrCodeOptions {
  const f = styleFields
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
 * The update the form asks for; an emptied field clears its setting. The styling is the controls'
 * options over `shown`, or, with a template chosen, `styling` (its `styleId`) instead of options.
 */
export function updateFromForm(shown: ResolvedQrCodeOptions, styling?: { styleId?: string }) {
  return {
    targetUrl: targetUrl.value.trim(),
    title: title.value.trim() === '' ? null : title.value.trim(),
    active: lifecycle.active.checked,
    expiresAt: fromUtcInput(lifecycle.expiresAt.value),
    maxScans: lifecycle.maxScans.value ? Number(lifecycle.maxScans.value) : null,
    fallbackUrl: lifecycle.fallbackUrl.value.trim() || null,
    ...(styling ?? { qrCodeOptions: optionsFromForm(shown) }),
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

/**
 * Shows `code`'s options in the Style card and the sections: the stored code's, or the code with
 * a template's options (../branding/template-choice.browser.ts), leaving the Link and lifecycle as typed.
 */
export function fillOptions(code: QrCode): void {
  const o = code.qrCodeOptions
  const f = styleFields
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
  for (const section of sections) section.fill(code)
}

/** Shows a stored code in the controls. */
export function fillForm(code: QrCode): void {
  title.value = code.title ?? ''
  targetUrl.value = code.targetUrl
  fillOptions(code)
  lifecycle.active.checked = code.active
  lifecycle.expiresAt.value = utcInput(code.expiresAt)
  lifecycle.maxScans.value = code.maxScans === null ? '' : String(code.maxScans)
  lifecycle.fallbackUrl.value = code.fallbackUrl ?? ''
  $('#lifecycle-note').textContent = lifecycleNote(code)
  $('#code-status').replaceWith(Object.assign(statusBadge(code), { id: 'code-status' }))
  $('#views').textContent = String(code.views)
  const link = $<HTMLAnchorElement>('#short-link')
  link.href = code.qrCodeUrl
  link.textContent = code.qrCodeUrl
}
