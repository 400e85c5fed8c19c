/**
 * "Try a scan" (the Routing card's last part): a made-up scan, by OS, device, country, language,
 * time and link parameters, sent to `POST /qrcode/{shortId}/resolve`; the answer says where such
 * a scan goes and why, in words. Nothing is counted. It asks about the saved settings, and says
 * so when the card holds changes not saved yet.
 * @markup ./routing-try-markup.ts
 */
import {
  SCAN_DEVICE_LABELS,
  SCAN_DEVICES,
  SCAN_OS_LABELS,
  SCAN_OSES,
  type ScanDevice,
  type ScanOs,
} from '@dynqr/contract'
import type { components, Dynqr } from '@dynqr/sdk'
import { byId, el } from '../shared/dom.browser.js'
import { explain } from '../shared/feedback.browser.js'
import { fromUtcInput } from '../shared/time.browser.js'
import { queryOf } from './routing-model.browser.js'

export interface TrySource {
  client: () => Dynqr | undefined
  shortId: string
  /** Whether the card holds changes not saved yet (the try asks about the saved settings). */
  unsaved: () => boolean
}

type ResolveRequest = components['schemas']['ResolveRequest']

/** "rule:0" → "rule 1"; "variant:1" → "target 2 of the split". */
export function routeWords(route: string): string {
  const [kind, index] = route.split(':')
  const n = Number(index) + 1
  if (kind === 'rule') return `rule ${n}`
  if (kind === 'variant') return `target ${n} of the split`
  return kind === 'fallback' ? 'the fallback' : 'the target URL'
}

function fillChoices(select: HTMLSelectElement, values: readonly string[], labels: Readonly<Record<string, string>>) {
  select.replaceChildren(
    el('option', { value: '' }, 'Unknown'),
    ...values.map((value) => el('option', { value }, labels[value] ?? value)),
  )
}

/** Wires the try part inside the card's `root`. */
export function mountTryScan(root: HTMLElement, source: TrySource): void {
  const os = byId<HTMLSelectElement>(root, 'try-os')
  const device = byId<HTMLSelectElement>(root, 'try-device')
  const country = byId<HTMLInputElement>(root, 'try-country')
  const language = byId<HTMLInputElement>(root, 'try-language')
  const at = byId<HTMLInputElement>(root, 'try-at')
  const query = byId<HTMLInputElement>(root, 'try-query')
  const result = byId(root, 'try-result')
  const run = byId<HTMLButtonElement>(root, 'try-scan')
  fillChoices(os, SCAN_OSES, SCAN_OS_LABELS)
  fillChoices(device, SCAN_DEVICES, SCAN_DEVICE_LABELS)

  const scan = (): ResolveRequest => {
    const asked = queryOf(query.value)
    return {
      ...(os.value && { os: os.value as ScanOs }),
      ...(device.value && { device: device.value as ScanDevice }),
      ...(country.value.trim() && { country: country.value.trim().toUpperCase() }),
      ...(language.value.trim() && { language: language.value.trim().toLowerCase() }),
      ...(at.value && { at: fromUtcInput(at.value) ?? undefined }),
      ...(Object.keys(asked).length > 0 && { query: asked }),
    }
  }

  const tryIt = async () => {
    const client = source.client()
    if (!client) return
    result.dataset.kind = 'info'
    result.textContent = 'Asking…'
    const { data, error } = await client.raw.POST('/qrcode/{shortId}/resolve', {
      params: { path: { shortId: source.shortId } },
      body: scan(),
    })
    if (!data) {
      result.dataset.kind = 'error'
      result.textContent = `Could not try it: ${explain((error as { message?: string } | undefined)?.message ?? error)}`
      return
    }
    const where = data.targetUrl === null ? 'the “no longer active” page' : data.targetUrl
    const parts = [
      `This scan goes to ${where}, by ${routeWords(data.route)}.`,
      data.reason,
      data.passwordRequired ? 'The scanner types the password first.' : '',
      source.unsaved() ? 'This is what is saved: save to try your changes.' : '',
    ]
    result.dataset.kind = 'success'
    result.textContent = parts.filter(Boolean).join(' ')
  }

  run.addEventListener('click', () => void tryIt())
  // Enter in a field of the try runs it, instead of saving the page's form.
  for (const input of [country, language, at, query]) {
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return
      event.preventDefault()
      void tryIt()
    })
  }
}
