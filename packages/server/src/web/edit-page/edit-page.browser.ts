/**
 * The edit page's script (bundled to /assets/edit-page.js; the page allows no inline script).
 * It opens with the person's session (the site's cookie; a signed-out person is sent to /signin
 * and back), shows the account shell, and edits the code through the SDK, drawing a live preview with the same renderer the server uses. Text from the API is
 * only ever set as textContent or attribute values, never parsed as HTML. Its own part is the
 * page's shell (edit-page-html.ts: status, preview, save); the form's cards, the Template part,
 * the Brand section and the scans are parts it mounts and talks to through their APIs.
 * @markup ./edit-page-html.ts
 */
import { type ImageFormat, type QrCode, type ResolvedQrCodeOptions, resolveQrCodeOptions } from '@dynqr/contract'
import { renderSvg } from '@dynqr/render'
import type { Dynqr } from '@dynqr/sdk'
import { sessionClient, whoIsSignedIn } from '../account-pages/session.browser.js'
import { mountCodeAnalytics } from '../analytics/code-analytics.browser.js'
import { mountBranding } from '../branding/branding-section.browser.js'
import { mountTemplateChoice } from '../branding/template-choice.browser.js'
import { mountAccountBar } from '../people/account-bar.browser.js'
import { goSignIn, isSignedOut } from '../people/api.browser.js'
import { $, byId } from '../shared/dom.browser.js'
import { askDownload, type ImageSize } from '../shared/download.browser.js'
import { explain, say, usePageStatus } from '../shared/feedback.browser.js'
import { mountCodeHistory } from './code-history.browser.js'
import { mountEditForm } from './edit-form.browser.js'
import { drawDraft } from './draft-image.browser.js'
import { clearFieldProblems, controlName, detailWords, showFieldProblem } from './field-problem.browser.js'
import { mountLiveCheck } from './live-check.browser.js'
import { mountRoutingCard } from './routing-card.browser.js'
import { mountTargetHealth } from './target-health.browser.js'
import { mountUnsavedChanges } from './unsaved-changes.browser.js'

const root = $<HTMLElement>('main[data-short-id]', document)
const shortId = root.dataset.shortId ?? ''
const apiBase = root.dataset.apiBase ?? '/api/v1'

const editor = byId<HTMLFormElement>(root, 'editor')
const preview = byId<HTMLImageElement>(root, 'preview')
const saveStatus = byId(root, 'save-status')
const status = byId(root, 'status')
usePageStatus(status)

let client: Dynqr | undefined
let code: QrCode | undefined
/** The options the style controls start from: the stored code's, or those of a template chosen (not yet saved). */
let shown: ResolvedQrCodeOptions | undefined
let previewUrl: string | undefined
const form = mountEditForm(editor, saveStatus)
const analytics = mountCodeAnalytics(root, shortId)
const branding = mountBranding(() => client, form.style)
form.addSection(branding.options)
byId(root, 'edit-sections').append(branding.root)
// Where a scan goes (issue #43): its own part, saved with the form's Save.
const routing = mountRoutingCard({ client: () => client, shortId })
byId(root, 'edit-sections').append(routing.root)
const templates = mountTemplateChoice({
  client: () => client,
  stored: () => code,
  shown: () => shown,
  showOptions(options) {
    if (!code) return
    shown = options
    form.fillOptions({ ...code, qrCodeOptions: options })
    redraw()
  },
  async change(changes) {
    if (!client || !code) return
    // One save: the template change, and what was typed in the other cards with it (issue #45).
    const typed: Record<string, unknown> = { ...form.updateFromForm(shown ?? code.qrCodeOptions) }
    delete typed.qrCodeOptions
    show(await client.qrcodes.update(shortId, { ...typed, ...changes }))
  },
  optionsFromForm: (options) => form.optionsFromForm(options),
  lock(template) {
    form.lockStyle(template !== undefined)
    branding.followTemplate(template)
  },
  focusStyle: () => form.focusStyle(),
  clearProblems: () => clearFieldProblems(editor),
  showProblem: (error) => showFieldProblem(editor, error),
})
form.styleHeading.after(templates.root)
// The code's history (issue #41), after the scans: who changed what, and earlier targets restored.
const history = mountCodeHistory({
  async list(cursor) {
    if (!client) return { data: [], nextCursor: null }
    const query = { shortId, limit: 20, ...(cursor && { cursor }) }
    const { data, error } = await client.raw.GET('/audit', { params: { query } })
    if (!data) throw new Error((error as { message?: string } | undefined)?.message ?? 'The history could not be read')
    return data
  },
  async restore(targetUrl) {
    if (!client || !code) return
    // If-Match: only over the version shown; one changed meanwhile is shown again instead.
    const { data: latest, etag } = await client.qrcodes.get(shortId).withResponse()
    if (latest.updatedAt !== code.updatedAt) {
      show(latest)
      throw new Error('the code was changed meanwhile; it is shown as it is now')
    }
    show(await client.qrcodes.update(shortId, { targetUrl }, { ...(etag && { ifMatch: etag }) }))
  },
})
root.append(history.root)
// Destination health (issue #44): whether the target answers, atop the form.
const health = mountTargetHealth()
// In the Link card, under the target it speaks of: the form's top stays the target itself on a phone.
form.linkExtras.append(health.root)

/** What Save would send now, as text: the unsaved-changes state compares it with the one shown last. */
function pending(): string | undefined {
  // The Routing card's edits count too: they are sent by the same Save.
  return (
    code &&
    JSON.stringify({ ...form.updateFromForm(shown ?? code.qrCodeOptions, templates.styling()), ...routing.changes() })
  )
}
const unsaved = mountUnsavedChanges(pending, byId(root, 'unsaved'))

/** The options the preview draws now: the controls' over the stored code's (or a chosen template's). */
const previewOptions = () => (code ? form.optionsFromForm(shown ?? code.qrCodeOptions) : undefined)

/** The preview's code drawn by the server (unsaved edits included), checked as Save would check it. */
function draftImage(format: ImageFormat, size: ImageSize, signal?: AbortSignal): Promise<Blob> {
  const options = previewOptions()
  if (!client || !options) return Promise.reject(new Error('The code is not shown yet'))
  return drawDraft(client, shortId, options, { format, ...size }, signal)
}

const check = mountLiveCheck({
  status: byId(root, 'check-status'),
  figure: byId(root, 'preview-figure'),
  draw: (signal) => draftImage('svg', {}, signal),
  words: (error) =>
    error.details.length > 0
      ? `Not saved yet: ${detailWords(editor, error.details[0] as { field?: string; message: string })}`
      : explain(error),
})

function redraw() {
  if (!code) return
  const options = form.optionsFromForm(shown ?? code.qrCodeOptions)
  const svg = renderSvg(code.qrCodeUrl, resolveQrCodeOptions(options), branding.logo())
  if (previewUrl) URL.revokeObjectURL(previewUrl)
  previewUrl = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
  preview.src = previewUrl
  preview.dataset.svgLength = String(svg.length)
}

function show(loaded: QrCode) {
  code = loaded
  shown = loaded.qrCodeOptions
  form.fillForm(loaded)
  templates.fill(loaded)
  routing.fill(loaded)
  health.show(loaded)
  redraw()
  check.clear()
  unsaved.saved()
  void history.show(loaded.targetUrl)
}

/** A person who may only read (a viewer, a read-only key) gets the page without anything that would save. */
function readOnly(): void {
  byId<HTMLFieldSetElement>(root, 'edit-controls').disabled = true
  byId(root, 'save').remove()
  // The template part shows and hides its own buttons as codes are shown: the class keeps them away.
  editor.classList.add('read-only')
  // The history's "Restore this target" saves too.
  root.classList.add('read-only')
  say('You can read this code only (the viewer role): changing it needs the editor role.', 'info', saveStatus)
}

async function open() {
  say('Loading…')
  const me = await whoIsSignedIn(apiBase, status)
  if (!me) return
  root.prepend(mountAccountBar(apiBase, me).root)
  const signedIn = sessionClient(apiBase)
  try {
    const loaded = await signedIn.qrcodes.get(shortId)
    // The parts (the Brand section's logos) use the client as the code is shown.
    client = signedIn
    show(loaded)
    editor.hidden = false
    say('')
    if (!me.scopes.includes('qrcodes:write')) readOnly()
    void analytics.show(signedIn)
  } catch (error) {
    if (isSignedOut(error)) goSignIn()
    else say(explain(error), 'error')
  }
}

// Any control of the form (the Style card's, a section's) redraws the preview, says whether the
// form is unsaved, and (when the options changed) checks them as Save would.
let checked: string | undefined
function changed() {
  redraw()
  unsaved.check()
  const options = JSON.stringify(previewOptions())
  if (options !== checked) {
    checked = options
    check.schedule()
  }
}
editor.addEventListener('input', changed)
editor.addEventListener('change', changed)

editor.addEventListener('submit', async (event) => {
  event.preventDefault()
  if (!client || !code) return
  clearFieldProblems(editor)
  say('Saving…', 'info', saveStatus)
  try {
    const update = { ...form.updateFromForm(shown ?? code.qrCodeOptions, templates.styling()), ...routing.changes() }
    show(await client.qrcodes.update(shortId, update))
    say('Saved.', 'success', saveStatus)
  } catch (error) {
    if (isSignedOut(error)) return goSignIn()
    // The form keeps what was typed; the API's message goes beside the control it names.
    const control = showFieldProblem(editor, error)
    say(control ? `Not saved: see the message at “${controlName(control)}”.` : explain(error), 'error', saveStatus)
  }
})

byId<HTMLButtonElement>(root, 'download').addEventListener('click', () => {
  if (!client || !code) return
  // What the preview shows, unsaved edits included (issue #45), and said so when there are some.
  const note = unsaved.check()
    ? 'This downloads the preview as it is now, with your unsaved changes (they stay unsaved until you save).'
    : undefined
  void askDownload(client, shortId, code.qrCodeOptions.width, saveStatus, {
    image: (format, size) => draftImage(format, size),
    ...(note && { note }),
  })
})
void open()
