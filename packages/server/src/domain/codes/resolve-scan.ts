import { createHash, randomInt } from 'node:crypto'
import type { components } from '@dynqr/contract'
import { DAY_MS, type QrCodeRecord } from '../records.js'
import { finalTarget, type RouteContext, routeOf, slotOfKey } from '../scans/routing.js'
import { DomainError, NOT_FOUND_MESSAGE } from '../domain-error.js'
import { hasExpired, isLiveButForExpiry } from '../scans/scan-rule.js'
import { parseInstant } from './lifecycle.js'
import type { QrCodeRepository } from './qr-code-repository.js'

export type ResolveRequest = components['schemas']['ResolveRequest']
export type ResolveResult = components['schemas']['ResolveResult']

/** Why an ended code goes to its fallback, in words. */
function endedReason(code: QrCodeRecord, at: number): string {
  const why = !code.active
    ? 'The code is inactive'
    : hasExpired(code, at)
      ? 'The code has expired'
      : 'The code has reached its scan limit'
  const where =
    code.fallbackUrl === null ? 'the scanner gets the "no longer active" page' : 'the scan goes to its fallback'
  return `${why}, so rules are ignored and ${where}.`
}

/**
 * `POST /qrcode/{shortId}/resolve` (issue #43): where a made-up scan of `code` would go and why,
 * decided as the short link decides (routing.ts), nothing counted. `visitor` stands for a visitor
 * (the same name gets the same variant on the same UTC day); without it a variant is drawn at
 * random by weight.
 */
export function resolveScan(code: QrCodeRecord, input: ResolveRequest, now: number): ResolveResult {
  const at = input.at === undefined ? now : parseInstant('at', input.at)
  const passwordRequired = code.passwordHash !== null
  if (!isLiveButForExpiry(code) || hasExpired(code, at)) {
    return {
      success: true,
      route: 'fallback',
      targetUrl: code.fallbackUrl,
      reason: endedReason(code, at),
      passwordRequired: false,
    }
  }
  const query = new URLSearchParams(input.query ?? {}).toString()
  const day = at - (at % DAY_MS)
  const slot =
    input.visitor === undefined
      ? randomInt(100)
      : slotOfKey(createHash('sha256').update(`${code.shortId}\n${day}\n${input.visitor}`).digest())
  const context: RouteContext = {
    device: input.device ?? null,
    os: input.os ?? null,
    country: input.country ?? null,
    language: input.language ?? null,
    at,
    query,
    slot,
  }
  const routed = routeOf(code.targetUrl, code, context)
  const reason = passwordRequired ? `${routed.reason} The scanner types the code's password first.` : routed.reason
  return {
    success: true,
    route: routed.route,
    targetUrl: finalTarget(routed.targetUrl, code, query),
    reason,
    passwordRequired,
  }
}

/** The account's code `shortId` resolved (404 when it has none such). */
export async function resolveIn(
  codes: QrCodeRepository,
  accountId: string,
  shortId: string,
  input: ResolveRequest,
  now: number,
): Promise<ResolveResult> {
  const record = await codes.findById(accountId, shortId)
  if (!record) throw new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE)
  return resolveScan(record, input, now)
}
