import type { QrCode } from '@dynqr/contract'
import type { QrCodeRecord } from '../records.js'
import type { Precondition } from './qr-code-repository.js'

/** The fields of a code its owner changes (UpdateQrCodeRequest): what the audit log compares. */
export const EDITABLE_FIELDS = [
  'targetUrl',
  'qrCodeOptions',
  'expiresAt',
  'maxScans',
  'fallbackUrl',
  'active',
  'title',
  'styleId',
  'scanLimitCounts',
  'rules',
  'variants',
  'hasPassword',
  'forwardQuery',
  'utm',
  'tags',
  'onTargetFailing',
] as const

/** What one field was and became. */
export type FieldChanges = Record<string, { old: unknown; new: unknown }>

/**
 * The editable fields whose value differs between two versions of a code (compared as JSON),
 * `{field: {old, new}}`; absent fields count as `null`. Counters and times are not changes.
 */
export function fieldChanges(before: QrCode | null, after: QrCode | null): FieldChanges {
  const changes: FieldChanges = {}
  for (const field of EDITABLE_FIELDS) {
    const old = (before as Record<string, unknown> | null)?.[field] ?? null
    const now = (after as Record<string, unknown> | null)?.[field] ?? null
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[field] = { old, new: now }
  }
  return changes
}

/**
 * A precondition that also remembers the code it was asked about: the code as it was right
 * before the change, read in the change's transaction. `check` (If-Match) still decides.
 */
export function remembering(
  check: Precondition | undefined,
  present: (record: QrCodeRecord) => QrCode,
): { expected: Precondition; before: () => QrCode | null } {
  let seen: QrCodeRecord | undefined
  return {
    expected: (current) => {
      seen = current
      return check === undefined || check(current)
    },
    before: () => (seen ? present(seen) : null),
  }
}
