import type { components } from '@dynqr/contract'
import type { QrCodeRecord } from '../records.js'

type TargetHealth = components['schemas']['TargetHealth']

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * A code's `targetHealth` (issue #44): the checks' verdict on its current targets (targetUrl, the
 * rules' and variants'), `unknown` before the first check (a new code, or one whose target changed since).
 */
export function presentTargetHealth(
  record: Pick<QrCodeRecord, 'targetUrl' | 'healthUrl' | 'healthStatus' | 'targetHealth'>,
): TargetHealth {
  if (record.healthUrl !== record.targetUrl || record.targetHealth === null)
    return { status: 'unknown', checkedAt: null }
  const details = JSON.parse(record.targetHealth) as {
    checkedAt: number
    httpStatus?: number
    error?: string
    failingSince?: number
    url?: string
  }
  const status = record.healthStatus ?? 'unknown'
  return {
    status,
    checkedAt: iso(details.checkedAt),
    ...(details.httpStatus !== undefined && { httpStatus: details.httpStatus }),
    ...(details.error !== undefined && { error: details.error }),
    ...(status === 'failing' && details.failingSince !== undefined && { failingSince: iso(details.failingSince) }),
    ...(status === 'failing' && details.url !== undefined && { failingUrl: details.url }),
  }
}
