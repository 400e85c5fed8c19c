/**
 * The dashboard's list of codes: one line a code on a laptop (a card on a phone) with its QR
 * thumbnail, drawn in the browser by the server's own renderer (no request per code), its title,
 * tags (chips that show a campaign's codes), short link (the host shown, the full URL on hover),
 * target, status badge, views; Edit and Copy, the other actions in a "⋯" menu (review 2026-11,
 * #8). Other features add to a row through its `code-extras` slot (code-slots.browser.ts).
 */
import { resolveQrCodeOptions } from '@dynqr/contract'
import { renderSvg } from '@dynqr/render'
import type { QrCode } from '@dynqr/sdk'
import { statusBadge } from '../shared/code-status.browser.js'
import { button, el } from '../shared/dom.browser.js'
import { when } from '../shared/time.browser.js'
import { codeDomain } from './code-domain.browser.js'
import { codeExtras } from './code-slots.browser.js'
import { rowMenu } from './row-menu.browser.js'
import { tagChips } from './tag-chips.browser.js'
import { failingFlag } from './failing-flag.browser.js'

export interface RowActions {
  canWrite: boolean
  copy: (code: QrCode) => void
  download: (code: QrCode) => void
  scans: (code: QrCode) => void
  setActive: (code: QrCode, active: boolean) => void
  remove: (code: QrCode) => void
  /** Shows the codes of a tag (a chip was picked). */
  pickTag: (tag: string) => void
  selectionChanged: () => void
}

let thumbnails: string[] = []

/** A blob: URL of the code's image (the CSP allows blob: images, not data:). */
export function qrImageUrl(code: QrCode, size = 128): string {
  const options = resolveQrCodeOptions({ ...code.qrCodeOptions, width: size, height: size, margin: 0 })
  return URL.createObjectURL(new Blob([renderSvg(code.qrCodeUrl, options)], { type: 'image/svg+xml' }))
}

function shortLinkText(url: string): string {
  const parsed = new URL(url)
  return `${parsed.host}${parsed.pathname}`
}

function codeCell(code: QrCode, actions: RowActions): HTMLElement {
  const link = el(
    'a',
    { class: 'short-link', href: code.qrCodeUrl, title: `${code.qrCodeUrl} — created ${when(code.createdAt)}` },
    shortLinkText(code.qrCodeUrl),
  )
  const line = el(
    'div',
    { class: 'code-line' },
    el('span', { class: 'code-title', title: code.title ?? code.shortId }, code.title ?? code.shortId),
    link,
  )
  const tags = code.tags ?? []
  if (tags.length > 0) line.append(tagChips(tags, actions.pickTag, `Tags of ${code.shortId}`))
  const extras = [...codeDomain(code), ...codeExtras(code)]
  return el(
    'td',
    { class: 'code' },
    line,
    ...(extras.length > 0 ? [el('div', { class: 'code-extras', 'data-slot': 'code-extras' }, ...extras)] : []),
  )
}

/** Edit and Copy in the row; Download, Scans, Pause or Resume and Delete in its "⋯" menu. */
function actionsCell(code: QrCode, actions: RowActions): HTMLElement {
  const id = code.shortId
  const more = [
    button('Download…', () => actions.download(code), { 'aria-label': `Download ${id}` }),
    button('Scans', () => actions.scans(code), { 'aria-label': `Show the scans of ${id}` }),
  ]
  if (actions.canWrite) {
    more.push(
      code.active
        ? button('Pause', () => actions.setActive(code, false), { 'aria-label': `Pause ${id}` })
        : button('Resume', () => actions.setActive(code, true), { 'aria-label': `Resume ${id}` }),
      button('Delete', () => actions.remove(code), { class: 'danger', 'aria-label': `Delete ${id}` }),
    )
  }
  const row = el(
    'div',
    { class: 'actions' },
    el('a', { class: 'button small', href: code.editUrl, 'aria-label': `Edit ${id}` }, 'Edit'),
    button('Copy', () => actions.copy(code), { class: 'small', 'aria-label': `Copy link of ${id}` }),
    rowMenu(`More actions for ${id}`, more),
  )
  return el('td', { class: 'actions-cell' }, row)
}

/** Replaces the table's rows with `codes`. */
export function renderCodes(table: HTMLTableElement, codes: QrCode[], actions: RowActions): void {
  for (const url of thumbnails) URL.revokeObjectURL(url)
  thumbnails = []
  const body = table.tBodies[0] as HTMLTableSectionElement
  body.replaceChildren()
  for (const code of codes) {
    const thumbnail = qrImageUrl(code)
    thumbnails.push(thumbnail)
    const select = el('input', {
      type: 'checkbox',
      name: 'selected',
      value: code.shortId,
      'data-short-id': code.shortId,
    })
    select.addEventListener('change', actions.selectionChanged)
    const row = el(
      'tr',
      { 'data-short-id': code.shortId },
      el(
        'td',
        { class: 'select' },
        ...(actions.canWrite
          ? [el('label', {}, select, el('span', { class: 'visually-hidden' }, `Select ${code.shortId}`))]
          : []),
      ),
      el('td', { class: 'thumb' }, el('img', { src: thumbnail, alt: '', width: 40, height: 40 })),
      codeCell(code, actions),
      el('td', { class: 'target', title: code.targetUrl }, code.targetUrl),
      el('td', { class: 'status' }, statusBadge(code), ...failingFlag(code)),
      el('td', { class: 'views number' }, String(code.views)),
      actionsCell(code, actions),
    )
    body.append(row)
  }
}

/** The short ids of the selected rows. */
export function selectedIds(table: HTMLTableElement): string[] {
  return [...table.querySelectorAll<HTMLInputElement>('tbody input[name="selected"]:checked')].map((box) => box.value)
}
