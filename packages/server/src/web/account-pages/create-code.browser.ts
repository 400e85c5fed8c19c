/**
 * The dashboard's create part: the form (hidden for a read-only key) and the code just made, with
 * its image, link, copy, download and edit. Its elements are create-code-html.ts's, looked up in
 * the signed-in part it is given; the page hears of a new code through `created`.
 * @markup ./create-code-html.ts
 */
import type { Dynqr, QrCode } from '@dynqr/sdk'
import { askDownload } from '../shared/download.browser.js'
import { copyText } from '../shared/feedback.browser.js'
import { qrImageUrl } from './code-list.browser.js'
import { mountDomainPicker } from './domain-picker.browser.js'
import { attempt, byId, say } from './session.browser.js'
import { liveTagChips, parseTags } from './tag-chips.browser.js'

export interface CreateCode {
  /** Shows the form to a key that may write codes, hides it from one that may not. */
  allow(canWrite: boolean): void
}

/** The panel of the code just made. */
function createdPanel(root: HTMLElement, client: () => Dynqr) {
  const panel = byId<HTMLElement>(root, 'created')
  const image = byId<HTMLImageElement>(root, 'created-image')
  const link = byId<HTMLAnchorElement>(root, 'created-link')
  const status = byId(root, 'created-status')
  let created: QrCode | undefined
  let imageUrl: string | undefined
  byId<HTMLButtonElement>(root, 'created-copy').addEventListener('click', () => {
    if (created) void copyText(created.qrCodeUrl, 'The link is', status)
  })
  byId<HTMLButtonElement>(root, 'created-download').addEventListener('click', () => {
    if (created) void askDownload(client(), created.shortId, created.qrCodeOptions.width, status)
  })
  byId<HTMLButtonElement>(root, 'created-done').addEventListener('click', () => {
    panel.hidden = true
    say('')
  })
  return (code: QrCode) => {
    created = code
    if (imageUrl) URL.revokeObjectURL(imageUrl)
    imageUrl = qrImageUrl(code, 320)
    image.src = imageUrl
    image.alt = `The QR code of ${code.qrCodeUrl}`
    byId(root, 'created-title').textContent = code.title ?? 'Your new QR code'
    link.href = code.qrCodeUrl
    link.textContent = code.qrCodeUrl
    byId<HTMLAnchorElement>(root, 'created-edit').href = code.editUrl
    panel.hidden = false
  }
}

export function mountCreateCode(root: HTMLElement, client: () => Dynqr, created: () => Promise<void>): CreateCode {
  const form = byId<HTMLFormElement>(root, 'create-code')
  const status = byId(root, 'create-status')
  const show = createdPanel(root, client)
  const domains = mountDomainPicker(root, client)
  liveTagChips(byId<HTMLInputElement>(root, 'new-tags'), byId(root, 'new-tags-chips'))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const data = new FormData(form)
    const customShortId = String(data.get('customShortId') ?? '').trim()
    const title = String(data.get('title') ?? '').trim()
    const tags = parseTags(String(data.get('tags') ?? ''))
    say('Creating…', 'info', status)
    void attempt(async () => {
      const code = await client().qrcodes.create({
        targetUrl: String(data.get('targetUrl') ?? '').trim(),
        ...(customShortId !== '' && { customShortId }),
        ...(title !== '' && { title }),
        ...domains.choice(),
        ...(tags.length > 0 && { tags }),
      })
      form.reset()
      show(code)
      say(`Created ${code.qrCodeUrl}.`, 'success', status)
      await created()
    }, status)
  })
  return {
    allow(canWrite) {
      form.hidden = !canWrite
      if (canWrite) void domains.load().catch(() => undefined)
    },
  }
}
