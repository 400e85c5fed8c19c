/**
 * The custom domain a code is served on (issue #42), shown with it in the dashboard's list: a
 * small line "on menu.example.com"; nothing for a code on this server's own address.
 */
import type { QrCode } from '@dynqr/sdk'
import { el } from '../shared/dom.browser.js'

export function codeDomain(code: QrCode): HTMLElement[] {
  if (!code.domain) return []
  return [el('span', { class: 'hint code-domain', title: `Served on ${code.domain} only` }, `on ${code.domain}`)]
}
