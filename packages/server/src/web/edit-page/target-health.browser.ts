/**
 * Destination health on the edit page (issue #44): whether the code's target answers, when it was
 * last checked, and, while it fails, since when and why (the HTTP status or the error), and where
 * scans go meanwhile. Text from the API is set as textContent only.
 * @markup ./target-health-markup.ts
 */
import type { QrCode } from '@dynqr/sdk'
import { failureReason } from '../account-pages/failing-flag.browser.js'
import { byId, fromMarkup } from '../shared/dom.browser.js'
import { when } from '../shared/time.browser.js'
import { targetHealthHtml } from './target-health-markup.js'

export interface TargetHealthPart {
  root: HTMLElement
  /** Shows `code`'s health (as stored: a changed target is `unknown` until checked). */
  show(code: QrCode): void
}

const at = when

function describe(code: QrCode): { summary: string; detail: string } {
  const health = code.targetHealth ?? { status: 'unknown', checkedAt: null }
  const checked = health.checkedAt ? `Last checked ${at(health.checkedAt)}` : ''
  if (health.status === 'failing') {
    const since = health.failingSince ? ` since ${at(health.failingSince)}` : ''
    const scans =
      code.onTargetFailing === 'fallback' && code.fallbackUrl
        ? `Scans go to the fallback URL (${code.fallbackUrl}) until it answers again.`
        : 'Scans still go to it.'
    return {
      summary: `The target is failing${since}: it ${failureReason(health)}.`,
      detail: `${checked}. ${scans}`,
    }
  }
  if (health.status === 'ok') {
    const answer = health.httpStatus !== undefined ? `: it answered ${health.httpStatus}` : ''
    return { summary: 'The target answers.', detail: `${checked}${answer}.` }
  }
  const failed = health.error
    ? ` The last check failed (${health.error}); three failures in a row mark it failing.`
    : ''
  return {
    summary: 'The target has not been checked yet.',
    detail: `${checked ? `${checked}.` : 'It is checked in the background, a few times a day.'}${failed}`,
  }
}

export function mountTargetHealth(): TargetHealthPart {
  const root = fromMarkup(targetHealthHtml())
  const summary = byId(root, 'target-health-summary')
  const detail = byId(root, 'target-health-detail')
  return {
    root,
    show(code) {
      root.dataset.status = code.targetHealth?.status ?? 'unknown'
      const text = describe(code)
      summary.textContent = text.summary
      detail.textContent = text.detail
    },
  }
}
