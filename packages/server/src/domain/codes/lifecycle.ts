import { parseDateTime, parseTargetUrl } from '@dynqr/contract'
import { DomainError } from '../domain-error.js'
import type { QrCodeChanges, QrCodeRecord } from '../records.js'

/** The lifecycle fields of a create or update body, as the contract lets a client send them. */
export interface LifecycleInput {
  expiresAt?: string | null
  maxScans?: number | null
  fallbackUrl?: string | null
  active?: boolean
}

/**
 * An ISO 8601 date-time as milliseconds since the epoch, or a 400 naming the field. The contract's
 * strict parser (keys use it too): a day that does not exist (2026-02-31) is refused, where
 * Date.parse would roll it into March.
 */
export function parseInstant(field: string, raw: string): number {
  const ms = parseDateTime(raw)
  if (ms === null) {
    throw DomainError.invalidField(
      field,
      `${field} must be an ISO 8601 date-time with a time zone, like 2026-12-31T23:00:00Z`,
    )
  }
  return ms
}

/** The lifecycle changes a body asks for: only the fields it carries, `null` clearing one. */
export function lifecycleChanges(input: LifecycleInput, ownHosts: string[]): QrCodeChanges {
  const changes: QrCodeChanges = {}
  if (input.expiresAt !== undefined) {
    changes.expiresAt = input.expiresAt === null ? null : parseInstant('expiresAt', input.expiresAt)
  }
  if (input.maxScans !== undefined) changes.maxScans = input.maxScans
  if (input.fallbackUrl !== undefined) {
    if (input.fallbackUrl === null) changes.fallbackUrl = null
    else {
      const result = parseTargetUrl(input.fallbackUrl, { ownHosts })
      if (!result.ok) throw DomainError.invalidField('fallbackUrl', result.message.replace(/^targetUrl/, 'fallbackUrl'))
      changes.fallbackUrl = result.url
    }
  }
  if (input.active !== undefined) changes.active = input.active
  return changes
}

/** The lifecycle fields of a new code: what the body gave, the defaults otherwise. */
export function newLifecycle(
  input: LifecycleInput,
  ownHosts: string[],
): Pick<QrCodeRecord, 'expiresAt' | 'maxScans' | 'fallbackUrl' | 'active'> {
  const changes = lifecycleChanges(input, ownHosts)
  return {
    expiresAt: changes.expiresAt ?? null,
    maxScans: changes.maxScans ?? null,
    fallbackUrl: changes.fallbackUrl ?? null,
    active: changes.active ?? true,
  }
}
