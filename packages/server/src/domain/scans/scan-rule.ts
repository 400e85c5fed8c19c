import { endedScan, liveScan, type QrCodeRecord, type ScanKind, type ScanResult } from '../records.js'
import { type RouteContext, type RouteName, type Routing, routeOf } from './routing.js'

/**
 * The scan rule (PRODUCT.md, "Lifecycle of a code"), said once and executably. The memory engine
 * runs it; the SQL engines say it in SQL (store/sql-lifecycle.ts and the scan paths) and are held
 * to it by test/store/scan-rule-model.test.ts, which feeds every engine and this model the same
 * random scans, updates, deletions and clock steps and compares what comes out.
 */

/** What the rule reads to decide whether a person's scan may still go to the target. */
export type Lifecycle = Pick<
  QrCodeRecord,
  'active' | 'expiresAt' | 'maxScans' | 'views' | 'scanLimitCounts' | 'uniqueViews'
>

/** A code as a scan sees it: its lifecycle, its counters, where it sends people, its domain, whether it is a tombstone. */
export type ScanState = Lifecycle &
  Pick<QrCodeRecord, 'botHits' | 'fallbackHits' | 'targetUrl' | 'fallbackUrl' | 'domain'> & { deleted: boolean }

/** The counter a scan adds one to. */
export type ScanCounter = 'views' | 'botHits' | 'fallbackHits'

export interface ScanOutcome<State extends ScanState> {
  /** Where the scan goes. */
  result: ScanResult
  /** The code after the scan (a new object); `undefined` when there is no code. */
  next: State | undefined
  /** The counter the scan was added to (and its hour's bucket); `null` for a missing or deleted code. */
  counted: ScanCounter | null
  /** The view that reaches `maxScans` deactivates the code: `qrcode.deactivated`, in its commit. */
  deactivates: boolean
}

/** `expiresAt` is the first instant at which the code is expired. */
export const hasExpired = (code: Pick<QrCodeRecord, 'expiresAt'>, now: number): boolean =>
  code.expiresAt !== null && code.expiresAt <= now

/** What `maxScans` is compared with: the code's views, or its lifetime unique views (`scanLimitCounts`). */
export const limitCount = (code: Pick<Lifecycle, 'views' | 'scanLimitCounts' | 'uniqueViews'>): number =>
  code.scanLimitCounts === 'uniqueViews' ? code.uniqueViews : code.views

/** Active and below its limit: live unless its expiry has passed (so an expiry then deactivates it). */
export const isLiveButForExpiry = (code: Lifecycle): boolean =>
  code.active && (code.maxScans === null || limitCount(code) < code.maxScans)

/**
 * A code is served on its own domain only (issue #42): `host` is the custom domain a scan was
 * asked on, `null` the site's own host. Asked on another, the code is as good as missing there.
 */
export const isOnItsHost = (code: Pick<QrCodeRecord, 'domain'>, host: string | null): boolean => code.domain === host

/** Whether a person's scan at `now` goes to the target (and counts as a view). */
export const isLive = (code: Lifecycle, now: number): boolean => isLiveButForExpiry(code) && !hasExpired(code, now)

/**
 * One scan of `code` (undefined: no such code) at `now`; `unique`: whether a person's scan, if it
 * is a view, is its visitor's first of the code that day (scan analytics decide it; it adds to
 * `uniqueViews`). A person's scan of a live code is a view and goes to the target, the view that
 * reaches `maxScans` (in what `scanLimitCounts` counts) included; a person's scan of a
 * code that is inactive, expired or at its limit is a fallback hit and goes to the fallback (or
 * a 410). A bot's scan is always a bot hit and goes where a person's would at that moment.
 * A scan asked on another `host` than the code's own (isOnItsHost) is `missing` and counts nothing.
 */
export function scanCode<State extends ScanState>(
  code: State | undefined,
  kind: ScanKind,
  now: number,
  unique = false,
  host: string | null = null,
): ScanOutcome<State> {
  if (code?.deleted) return { result: { state: 'deleted' }, next: code, counted: null, deactivates: false }
  if (!code || !isOnItsHost(code, host))
    return { result: { state: 'missing' }, next: code, counted: null, deactivates: false }
  const live = isLive(code, now)
  const counted: ScanCounter = kind === 'bot' ? 'botHits' : live ? 'views' : 'fallbackHits'
  const next = { ...code, [counted]: code[counted] + 1 }
  if (counted === 'views' && unique) next.uniqueViews = code.uniqueViews + 1
  return {
    result: live ? liveScan(code.targetUrl, code.domain) : endedScan(code.fallbackUrl, code.domain),
    next,
    counted,
    deactivates: counted === 'views' && limitCount(next) === next.maxScans && limitCount(code) < limitCount(next),
  }
}

/**
 * What the short link decides before a scan is counted (issue #43, routed-scans.ts), in the
 * order of PRODUCT.md's "Where a scan goes": a live code with a password holds the scan at the
 * form (`locked`: nothing counted) unless a person unlocked it; otherwise the view records
 * `route`, the first matching rule, a variant, or `default`. A code that is not live ignores
 * its routing: the scan goes to its fallback (counted as the scan rule says), no route.
 */
export function routeDecision(
  code: (ScanState & Routing) | undefined,
  kind: ScanKind,
  now: number,
  context: RouteContext,
  unlocked: boolean,
): { locked: true } | { locked: false; route: RouteName | null } {
  if (!code || code.deleted || !isLive(code, now)) return { locked: false, route: null }
  if (code.passwordHash !== null && (!unlocked || kind === 'bot')) return { locked: true }
  return { locked: false, route: routeOf(code.targetUrl, code, context).route }
}
