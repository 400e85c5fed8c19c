/**
 * The edit page's script (bundled to /assets/edit-page.js; the page allows no inline script).
 * It asks for the owner's API key, keeps it in sessionStorage only, and edits the code through
 * the SDK, drawing a live preview with the same renderer the server uses. Text from the API is
 * only ever set as textContent or attribute values, never parsed as HTML. Its own part is the
 * page's shell (edit-page-html.ts: sign-in, preview, save); the form's cards, the Template part,
 * the Brand section and the scans are parts it mounts and talks to through their APIs.
 * @markup ./edit-page-html.ts
 */
import { type QrCode, type ResolvedQrCodeOptions, resolveQrCodeOptions } from '@dynqr/contract'
import { renderSvg } from '@dynqr/render'
import { Dynqr, UnauthorizedError } from '@dynqr/sdk'
import { mountCodeAnalytics } from '../analytics/code-analytics.browser.js'
import { mountBranding } from '../branding/branding-section.browser.js'
import { mountTemplateChoice } from '../branding/template-choice.browser.js'
import { $, byId } from '../shared/dom.browser.js'
import { askDownload } from '../shared/download.browser.js'
import { explain, say, usePageStatus } from '../shared/feedback.browser.js'
import { mountCodeHistory } from './code-history.browser.js'
import { mountEditForm } from './edit-form.browser.js'
import { clearFieldProblems, controlName, showFieldProblem } from './field-problem.browser.js'

const KEY_STORAGE = 'dynqr.apiKey'
const root = $<HTMLElement>('main[data-short-id]', document)
const shortId = root.dataset.shortId ?? ''
const apiBase = root.dataset.apiBase ?? '/api/v1'

const keyForm = byId<HTMLFormElement>(root, 'key-form')
const keyInput = byId<HTMLInputElement>(root, 'api-key')
const editor = byId<HTMLFormElement>(root, 'editor')
const preview = byId<HTMLImageElement>(root, 'preview')
const signOut = byId<HTMLButtonElement>(root, 'forget-key')
const saveStatus = byId(root, 'save-status')
usePageStatus(byId(root, 'status'))

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
    if (!client) return
    // Only the styling: what was typed in the Link and lifecycle cards stays, unsaved.
    const saved = await client.qrcodes.update(shortId, changes)
    code = saved
    shown = saved.qrCodeOptions
    form.fillOptions(saved)
    templates.fill(saved)
    redraw()
    void history.show(saved.targetUrl)
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
  redraw()
  void history.show(loaded.targetUrl)
}

async function open(key: string) {
  client = new Dynqr({ apiKey: key, baseUrl: apiBase, maxRetries: 1 })
  say('Loading…')
  try {
    show(await client.qrcodes.get(shortId))
    sessionStorage.setItem(KEY_STORAGE, key)
    keyForm.hidden = true
    editor.hidden = false
    signOut.hidden = false
    say('')
    say('Changes show in the preview; save to publish them.', 'info', saveStatus)
    void analytics.show(client)
  } catch (error) {
    if (error instanceof UnauthorizedError) sessionStorage.removeItem(KEY_STORAGE)
    keyForm.hidden = false
    editor.hidden = true
    say(explain(error), 'error')
  }
}

keyForm.addEventListener('submit', (event) => {
  event.preventDefault()
  void open(keyInput.value.trim())
})

// Any control of the form (the Style card's, a section's) redraws the preview.
editor.addEventListener('input', redraw)

editor.addEventListener('submit', async (event) => {
  event.preventDefault()
  if (!client || !code) return
  clearFieldProblems(editor)
  say('Saving…', 'info', saveStatus)
  try {
    show(await client.qrcodes.update(shortId, form.updateFromForm(shown ?? code.qrCodeOptions, templates.styling())))
    say('Saved.', 'success', saveStatus)
  } catch (error) {
    // The form keeps what was typed; the API's message goes beside the control it names.
    const control = showFieldProblem(editor, error)
    say(control ? `Not saved: see the message at “${controlName(control)}”.` : explain(error), 'error', saveStatus)
  }
})

byId<HTMLButtonElement>(root, 'download').addEventListener('click', () => {
  if (client && code) void askDownload(client, shortId, code.qrCodeOptions.width, saveStatus)
})
signOut.addEventListener('click', () => {
  sessionStorage.removeItem(KEY_STORAGE)
  client = undefined
  editor.hidden = true
  analytics.hide()
  history.hide()
  signOut.hidden = true
  keyForm.hidden = false
  keyInput.value = ''
  say('Signed out. The key is forgotten on this tab.')
  keyInput.focus()
})

const saved = sessionStorage.getItem(KEY_STORAGE)
if (saved) void open(saved)
else keyInput.focus()
