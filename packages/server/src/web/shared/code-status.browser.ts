/**
 * A code's status as people read it, from its lifecycle fields: live, paused, expired, or at its
 * scan limit. The view that reaches the limit and the expiry sweep switch `active` off, so an
 * inactive code is told apart by its expiry and its views.
 */
import type { QrCode } from '@dynqr/sdk'
import { el } from './dom.browser.js'

export type CodeStatus = 'live' | 'paused' | 'expired' | 'limit'

export function codeStatus(code: QrCode, now = Date.now()): CodeStatus {
  if (code.maxScans !== null && code.views >= code.maxScans) return 'limit'
  if (code.expiresAt !== null && Date.parse(code.expiresAt) <= now) return 'expired'
  return code.active ? 'live' : 'paused'
}

export function statusLabel(code: QrCode, now = Date.now()): string {
  switch (codeStatus(code, now)) {
    case 'live':
      return 'Live'
    case 'paused':
      return 'Paused'
    case 'expired':
      return 'Expired'
    case 'limit':
      return `Limit reached: ${code.views} of ${code.maxScans}`
  }
}

/** The status as a badge. */
export function statusBadge(code: QrCode, now = Date.now()): HTMLElement {
  return el('span', { class: 'badge', 'data-status': codeStatus(code, now) }, statusLabel(code, now))
}
