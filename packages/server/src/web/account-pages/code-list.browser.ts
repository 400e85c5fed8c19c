/**
 * The dashboard's list of codes: one row a code (a card on a phone) with its QR thumbnail, drawn
 * in the browser by the server's own renderer (no request per code), its short link (the host
 * shown, the full URL on hover), target, status badge, views and actions.
 */
import { resolveQrCodeOptions } from '@dynqr/contract'
import { renderSvg } from '@dynqr/render'
import type { QrCode } from '@dynqr/sdk'
import { statusBadge } from '../shared/code-status.browser.js'
import { button, el } from '../shared/dom.browser.js'
import { when } from '../shared/time.browser.js'

export interface RowActions {
  canWrite: boolean
  copy: (code: QrCode) => void
  download: (code: QrCode) => void
  scans: (code: QrCode) => void
  setActive: (code: QrCode, active: boolean) => void
  remove: (code: QrCode) => void
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

function codeCell(code: QrCode): HTMLElement {
  const link = el(
    'a',
    { class: 'short-link', href: code.qrCodeUrl, title: code.qrCodeUrl },
    shortLinkText(code.qrCodeUrl),
  )
  return el(
    'td',
    { class: 'code' },
    el('span', { class: 'code-title' }, code.title ?? code.shortId),
    link,
    el('span', { class: 'hint created-at', title: code.createdAt }, `Created ${when(code.createdAt)}`),
  )
}

function actionsCell(code: QrCode, actions: RowActions): HTMLElement {
  const id = code.shortId
  const row = el(
    'div',
    { class: 'actions' },
    el('a', { class: 'button small', href: code.editUrl, 'aria-label': `Edit ${id}` }, 'Edit'),
    button('Copy link', () => actions.copy(code), { class: 'small', 'aria-label': `Copy link of ${id}` }),
    button('Download…', () => actions.download(code), { class: 'small', 'aria-label': `Download ${id}` }),
    button('Scans', () => actions.scans(code), { class: 'small', 'aria-label': `Show the scans of ${id}` }),
  )
  if (actions.canWrite) {
    row.append(
      code.active
        ? button('Pause', () => actions.setActive(code, false), { class: 'small', 'aria-label': `Pause ${id}` })
        : button('Resume', () => actions.setActive(code, true), { class: 'small', 'aria-label': `Resume ${id}` }),
      button('Delete', () => actions.remove(code), { class: 'small', 'aria-label': `Delete ${id}` }),
    )
  }
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
      el('td', { class: 'thumb' }, el('img', { src: thumbnail, alt: '', width: 64, height: 64 })),
      codeCell(code),
      el('td', { class: 'target', title: code.targetUrl }, code.targetUrl),
      el('td', { class: 'status' }, statusBadge(code)),
      el('td', { class: 'views number' }, String(code.views)),
      actionsCell(code, actions),
    )
    body.append(row)
  }
}

/** The list as other parts see it (moving-section.browser.ts): the selected codes, told when they change. */
export interface CodeList {
  selected(): string[]
  onSelectionChange(listener: () => void): void
}

/** The short ids of the selected rows. */
export function selectedIds(table: HTMLTableElement): string[] {
  return [...table.querySelectorAll<HTMLInputElement>('tbody input[name="selected"]:checked')].map((box) => box.value)
}
