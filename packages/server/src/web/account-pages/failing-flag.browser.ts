/**
 * The dashboard's flag on a code whose target is failing its health checks (issue #44): a badge
 * beside the status, its reason in the title and in words for screen readers. Nothing for a code
 * whose target answers (or is not checked yet).
 */
import type { QrCode } from '@dynqr/sdk'
import { el } from '../shared/dom.browser.js'
import { when } from '../shared/time.browser.js'

/** Why the last check failed, in a few words: the HTTP status, else the error. */
export function failureReason(health: NonNullable<QrCode['targetHealth']>): string {
  return health.httpStatus !== undefined ? `answers ${health.httpStatus}` : (health.error ?? 'does not answer')
}

/** The flag for `code`'s row, or none. */
export function failingFlag(code: QrCode): HTMLElement[] {
  const health = code.targetHealth
  if (health?.status !== 'failing') return []
  const since = health.failingSince ? ` since ${when(health.failingSince)}` : ''
  const reason = `The target ${failureReason(health)}${since}`
  return [
    el(
      'span',
      { class: 'badge', 'data-status': 'failing', 'data-target-health': 'failing', title: reason },
      'Target failing',
      el('span', { class: 'visually-hidden' }, `: ${reason}`),
    ),
  ]
}
