import type { components, WebhookEventType } from '@dynqr/contract'

/** `qrcode.scanned`'s data: a code's scans since its last report (openapi.yaml, ScanReport). */
export type ScanReport = components['schemas']['ScanReport']
/** `qrcode.milestone`'s data (openapi.yaml, ViewMilestone). */
export type ViewMilestone = components['schemas']['ViewMilestone']

/** How often a code gets a `qrcode.scanned` event at most, unless configured (SCAN_EVENT_INTERVAL, seconds). */
export const DEFAULT_SCAN_EVENT_INTERVAL_MS = 60_000
/** The route of a scan before routing (issue #43) decides others: the code's own target. */
export const DEFAULT_ROUTE = 'default'
/** The first milestone; then every power of ten after it. */
const FIRST_MILESTONE = 100

/**
 * The milestones a code's views passed going from `before` to `after` (100, 1,000, 10,000, …):
 * each number `n` with `before < n <= after`, so the view that reaches one records it, once.
 */
export function milestonesBetween(before: number, after: number): number[] {
  const reached: number[] = []
  for (let milestone = FIRST_MILESTONE; milestone <= after; milestone *= 10) {
    if (milestone > before) reached.push(milestone)
  }
  return reached
}

/** The events whose data is their own (not a code's): their payload is stored as sent. */
export const DATA_EVENT_TYPES: ReadonlySet<string> = new Set([
  'qrcode.scanned',
  'qrcode.milestone',
] satisfies readonly WebhookEventType[])
