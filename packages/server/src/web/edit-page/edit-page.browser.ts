/**
 * The edit page's script (bundled to /assets/edit-page.js; the page allows no inline script).
 * It asks for the owner's API key, keeps it in sessionStorage only, and edits the code through
 * the SDK, drawing a live preview with the same renderer the server uses. Text from the API is
 * only ever set as textContent or attribute values, never parsed as HTML.
 */
import {
  type CornerDotType,
  type CornerSquareType,
  type DotType,
  type ErrorCorrectionLevel,
  type ImageFormat,
  type QrCode,
  resolveQrCodeOptions,
} from '@dynqr/contract'
import { renderSvg } from '@dynqr/render'
import { Dynqr, DynqrApiError, type QrCodeOptions, UnauthorizedError } from '@dynqr/sdk'
import { drawScanChart, scanChartSummary } from '../scan-chart/scan-chart.browser.js'

const KEY_STORAGE = 'dynqr.apiKey'
const root = document.querySelector<HTMLElement>('main[data-short-id]')
if (!root) throw new Error('edit page markup missing')
const shortId = root.dataset.shortId ?? ''
const apiBase = root.dataset.apiBase ?? '/api/v1'

const $ = <T extends HTMLElement>(selector: string): T => {
  const element = document.querySelector<T>(selector)
  if (!element) throw new Error(`missing ${selector}`)
  return element
}
const keyForm = $<HTMLFormElement>('#key-form')
const keyInput = $<HTMLInputElement>('#api-key')
const editor = $<HTMLFormElement>('#editor')
const status = $<HTMLElement>('#status')
const views = $<HTMLElement>('#views')
const shortLink = $<HTMLAnchorElement>('#short-link')
const preview = $<HTMLImageElement>('#preview')
const fields = {
  targetUrl: $<HTMLInputElement>('#target-url'),
  dotType: $<HTMLSelectElement>('#dot-type'),
  cornerType: $<HTMLSelectElement>('#corner-type'),
  cornerDotType: $<HTMLSelectElement>('#corner-dot-type'),
  dotColor: $<HTMLInputElement>('#dot-color'),
  backgroundColor: $<HTMLInputElement>('#background-color'),
  size: $<HTMLInputElement>('#size'),
  errorCorrection: $<HTMLSelectElement>('#error-correction'),
}
const title = $<HTMLInputElement>('#title')
const lifecycle = {
  active: $<HTMLInputElement>('#active'),
  expiresAt: $<HTMLInputElement>('#expires-at'),
  maxScans: $<HTMLInputElement>('#max-scans'),
  fallbackUrl: $<HTMLInputElement>('#fallback-url'),
}
const statsSection = $<HTMLElement>('#stats')

let client: Dynqr | undefined
let code: QrCode | undefined
let previewUrl: string | undefined

function say(message: string, kind: 'info' | 'error' | 'success' = 'info') {
  status.textContent = message
  status.dataset.kind = kind
  status.setAttribute('role', kind === 'error' ? 'alert' : 'status')
}

function explain(error: unknown): string {
  if (error instanceof DynqrApiError) {
    const details = error.details.map((d) => d.message).filter((m) => m !== error.message)
    return [error.message, ...details].join(' — ')
  }
  return error instanceof Error ? error.message : String(error)
}

function optionsFromForm(): QrCodeOptions {
  const size = Number(fields.size.value)
  return {
    width: size,
    height: size,
    dotsOptions: {
      type: fields.dotType.value as DotType,
      color: fields.dotColor.value,
    },
    backgroundOptions: { color: fields.backgroundColor.value },
    // The page styles the corners in the dots' colour; other corner colours are set through the API.
    // The selects offer exactly the contract's values (edit-page-html.ts builds them from its enums).
    cornersSquareOptions: { type: fields.cornerType.value as CornerSquareType, color: fields.dotColor.value },
    cornersDotOptions: { type: fields.cornerDotType.value as CornerDotType, color: fields.dotColor.value },
    qrOptions: { errorCorrectionLevel: fields.errorCorrection.value as ErrorCorrectionLevel },
    ...(code && { margin: code.qrCodeOptions.margin }),
  }
}

/** An ISO instant as the value of a datetime-local input, in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 19)
}

/** The lifecycle fields as the form has them; an empty field clears the setting. */
function lifecycleFromForm() {
  return {
    active: lifecycle.active.checked,
    expiresAt: lifecycle.expiresAt.value ? new Date(lifecycle.expiresAt.value).toISOString() : null,
    maxScans: lifecycle.maxScans.value ? Number(lifecycle.maxScans.value) : null,
    fallbackUrl: lifecycle.fallbackUrl.value.trim() || null,
  }
}

async function showStats() {
  if (!client) return
  try {
    const stats = await client.qrcodes.stats(shortId)
    const full = { success: true as const, ...stats }
    drawScanChart($('#scan-chart'), full)
    $('#stats-summary').textContent = scanChartSummary(full)
    statsSection.hidden = false
  } catch (error) {
    say(explain(error), 'error')
  }
}

function redraw() {
  if (!code) return
  const svg = renderSvg(code.qrCodeUrl, resolveQrCodeOptions(optionsFromForm()))
  if (previewUrl) URL.revokeObjectURL(previewUrl)
  previewUrl = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
  preview.src = previewUrl
  preview.dataset.svgLength = String(svg.length)
}

function show(loaded: QrCode) {
  code = loaded
  title.value = loaded.title ?? ''
  fields.targetUrl.value = loaded.targetUrl
  fields.dotType.value = loaded.qrCodeOptions.dotsOptions.type
  fields.dotColor.value = loaded.qrCodeOptions.dotsOptions.color
  fields.cornerType.value = loaded.qrCodeOptions.cornersSquareOptions.type
  fields.cornerDotType.value = loaded.qrCodeOptions.cornersDotOptions.type
  fields.backgroundColor.value = loaded.qrCodeOptions.backgroundOptions.color
  fields.size.value = String(loaded.qrCodeOptions.width)
  fields.errorCorrection.value = loaded.qrCodeOptions.qrOptions.errorCorrectionLevel
  lifecycle.active.checked = loaded.active
  lifecycle.expiresAt.value = localInput(loaded.expiresAt)
  lifecycle.maxScans.value = loaded.maxScans === null ? '' : String(loaded.maxScans)
  lifecycle.fallbackUrl.value = loaded.fallbackUrl ?? ''
  views.textContent = String(loaded.views)
  shortLink.href = loaded.qrCodeUrl
  shortLink.textContent = loaded.qrCodeUrl
  redraw()
}

async function open(key: string) {
  client = new Dynqr({ apiKey: key, baseUrl: apiBase, maxRetries: 1 })
  say('Loading…')
  try {
    show(await client.qrcodes.get(shortId))
    sessionStorage.setItem(KEY_STORAGE, key)
    keyForm.hidden = true
    editor.hidden = false
    say('Loaded. Changes show in the preview; save to publish them.')
    void showStats()
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

for (const field of Object.values(fields)) field.addEventListener('input', redraw)

editor.addEventListener('submit', async (event) => {
  event.preventDefault()
  if (!client) return
  say('Saving…')
  try {
    show(
      await client.qrcodes.update(shortId, {
        targetUrl: fields.targetUrl.value.trim(),
        // An emptied field removes the title.
        title: title.value.trim() === '' ? null : title.value.trim(),
        qrCodeOptions: optionsFromForm(),
        ...lifecycleFromForm(),
      }),
    )
    say('Saved.', 'success')
  } catch (error) {
    say(explain(error), 'error')
  }
})

async function download(format: ImageFormat) {
  if (!client) return
  try {
    const blob = await client.qrcodes.image(shortId, { format })
    const link = document.createElement('a')
    link.href = URL.createObjectURL(blob)
    link.download = `${shortId}.${format}`
    link.click()
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
  } catch (error) {
    say(explain(error), 'error')
  }
}
$<HTMLButtonElement>('#download-svg').addEventListener('click', () => void download('svg'))
$<HTMLButtonElement>('#download-png').addEventListener('click', () => void download('png'))
$<HTMLButtonElement>('#forget-key').addEventListener('click', () => {
  sessionStorage.removeItem(KEY_STORAGE)
  client = undefined
  editor.hidden = true
  statsSection.hidden = true
  keyForm.hidden = false
  keyInput.value = ''
  say('The key is forgotten on this tab.')
})

const saved = sessionStorage.getItem(KEY_STORAGE)
if (saved) void open(saved)
else keyInput.focus()
