import fc from 'fast-check'
import type { RouteContext, Routing } from '../../src/domain/scans/routing.js'
import { newScanView, type ScanView } from '../../src/domain/scans/scan-analyzer.js'
import type { ScanState } from '../../src/domain/scans/scan-rule.js'
import type { QrCodeRecord, ScanKind } from '../../src/index.js'

const DAY = 86_400_000

/*
 * Parts of the scan rule's model-based test (test/store/scan-rule-model.test.ts): what a scan
 * reads of a code, the visitors' views, and routing (issue #43): the routings its codes get and
 * the scans' contexts.
 */

/** The routings a code may have: none, rules on the device, an A/B test, a password, all of them. */
export type RoutingKind = 'none' | 'rules' | 'variants' | 'password' | 'all'
export const routingKinds = fc.constantFrom<RoutingKind>('none', 'none', 'rules', 'variants', 'password', 'all')
export const MOBILE_RULE = { if: { device: 'mobile' as const }, targetUrl: 'https://example.com/mobile' }
export const AB = [
  { targetUrl: 'https://example.com/a', weight: 50 },
  { targetUrl: 'https://example.com/b', weight: 50 },
]

/** The routing fields of a code of `kind` (the password's hash is never checked here, only whether there is one). */
export function routingOf(kind: RoutingKind = 'none'): Pick<QrCodeRecord, keyof Routing> {
  const all = kind === 'all'
  return {
    rules: kind === 'rules' || all ? [MOBILE_RULE] : [],
    variants: kind === 'variants' || all ? AB : [],
    passwordHash: kind === 'password' || all ? 'scrypt$model' : null,
    forwardQuery: false,
    utm: null,
  }
}

/** A visitor's scan as the rules see it: visitor 0 on a phone, 1 on a desktop, 2 unknown; their variant slots differ. */
export const contextOf = (visitor: number, now: number): RouteContext => ({
  device: ['mobile', 'desktop', null][visitor] ?? null,
  os: null,
  country: null,
  language: null,
  at: now,
  query: '',
  slot: [10, 60, 90][visitor] ?? 0,
})

export const pickRouting = (code: Routing): Routing => ({
  rules: code.rules,
  variants: code.variants,
  passwordHash: code.passwordHash,
  forwardQuery: code.forwardQuery,
  utm: code.utm,
})
export const hasAny = (routing: Routing) =>
  routing.rules.length > 0 || routing.variants.length > 0 || routing.passwordHash !== null

/** What a scan reads and changes of a code, as stored and as modelled. */
export type ScanFields = Omit<ScanState, 'deleted'>
export const scanFieldsOf = (code: ScanFields): ScanFields => ({
  targetUrl: code.targetUrl,
  fallbackUrl: code.fallbackUrl,
  active: code.active,
  expiresAt: code.expiresAt,
  maxScans: code.maxScans,
  scanLimitCounts: code.scanLimitCounts,
  views: code.views,
  uniqueViews: code.uniqueViews,
  botHits: code.botHits,
  fallbackHits: code.fallbackHits,
  domain: code.domain,
})

/**
 * A visitor's view of a code that day: one object per code, visitor and day, as the scan
 * analyzer hands them out (a store may know by identity that a committed batch counted it).
 */
const views = new Map<string, ScanView>()
export function viewOf(id: string, kind: ScanKind, visitor: number, now: number): ScanView | undefined {
  if (kind === 'bot') return undefined
  const day = now - (now % DAY)
  const key = `${id} ${visitor} ${day}`
  let view = views.get(key)
  if (!view) {
    view = newScanView(day, Buffer.alloc(16, visitor), {
      country: null,
      device: ['mobile', 'desktop', null][visitor] ?? null,
      os: null,
      browser: null,
      referrer: null,
      language: null,
    })
    views.set(key, view)
  }
  return view
}
