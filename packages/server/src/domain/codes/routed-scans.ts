import { DAY_MS, type ScanResult } from '../records.js'
import { verifyPassword } from '../people/password-hash.js'
import type { RateLimitCounters } from '../rate-limit-counters.js'
import { finalTarget, type RouteContext, type Routing, routeOf, slotOfKey, slotOfParts } from '../scans/routing.js'
import type { ScanAnalyzer, ScanView } from '../scans/scan-analyzer.js'
import { classifyAgent, primaryLanguage } from '../scans/scan-dimensions.js'
import { type ScanRequest, scanKind } from '../scans/scan-kind.js'
import { isLive } from '../scans/scan-rule.js'
import type { QrCodeRepository } from './qr-code-repository.js'

/**
 * Passwords one address may try on one code per window, right or wrong (the counter cannot be
 * read without a try, and a right guess after many wrong ones must not pass); then `429` until
 * the window ends. Each try also costs a scrypt hash (~50 ms).
 */
export const PASSWORD_TRIES = 10
export const PASSWORD_WINDOW_MS = 15 * 60_000

/** What an unlock answers: a scan, or the form again (`wrong`: a wrong password or a bot; `slowed`: too many tries). */
export type UnlockResult = ScanResult | { state: 'wrong' } | { state: 'slowed'; retryAfterSeconds: number }

const lockedScan = (domain: string | null): ScanResult =>
  domain === null ? { state: 'locked' } : { state: 'locked', domain }

/** The scan as the rules see it: the analytics' classification (a bot's from its User-Agent alone), its instant, query and slot. */
function contextOf(shortId: string, request: ScanRequest, now: number, view: ScanView | undefined): RouteContext {
  const query = request.query ?? ''
  if (view) {
    const { device, os, country, language } = view.dimensions
    return { device, os, country, language, at: now, query, slot: slotOfKey(view.visitor) }
  }
  const agent = classifyAgent(request.userAgent)
  return {
    device: agent.device,
    os: agent.os,
    country: null,
    language: primaryLanguage(request.acceptLanguage),
    at: now,
    query,
    slot: slotOfParts(shortId, now - (now % DAY_MS), request.address ?? '', request.userAgent ?? ''),
  }
}

/**
 * The scans of codes with routing (issue #43), apart from the plain scan path so that a code
 * without routing pays nothing for it. In the order of PRODUCT.md, "Where a scan goes": the
 * store decides the lifecycle (an inactive, expired or used-up code goes to its fallback, its
 * routing ignored), a live code with a password answers the form until unlocked (nothing
 * counted; bots never pass), then the first matching rule, a variant, or the target; the route
 * is recorded with the view, in the scan's commit.
 */
export class RoutedScans {
  readonly #codes: QrCodeRepository
  readonly #analyzer: ScanAnalyzer | null
  readonly #tries: RateLimitCounters | null

  constructor(codes: QrCodeRepository, analyzer: ScanAnalyzer | null, tries: RateLimitCounters | null) {
    this.#codes = codes
    this.#analyzer = analyzer
    this.#tries = tries
  }

  /**
   * A scan of a code with `routing`, asked on `host` (a custom domain; `null`: the site's own);
   * `unlocked`: its password was given (by a person).
   */
  async scan(
    shortId: string,
    request: ScanRequest,
    now: number,
    host: string | null,
    routing: Routing,
    unlocked = false,
  ) {
    const kind = scanKind(request)
    if (routing.passwordHash !== null && (!unlocked || kind === 'bot')) return this.#locked(shortId, request, now, host)
    const view = kind === 'view' && this.#analyzer ? await this.#analyzer.describe(shortId, request, now) : undefined
    const context = contextOf(shortId, request, now, view)
    const routed = routeOf('', routing, context)
    const result = await this.#codes.recordScan(shortId, kind, now, view, host, routed.route)
    if (result.state !== 'live') return result
    const target = routed.route === 'default' ? result.targetUrl : routed.targetUrl
    return { ...result, targetUrl: finalTarget(target, routing, context.query) }
  }

  /**
   * A scan of a code with a password, not unlocked: a live code answers the form and counts
   * nothing; an ended one is counted and sent to its fallback as any scan of it.
   */
  async #locked(shortId: string, request: ScanRequest, now: number, host: string | null): Promise<ScanResult> {
    const code = await this.#codes.findLive(shortId)
    if (!code) return this.#codes.recordScan(shortId, scanKind(request), now, undefined, host)
    if (code.domain !== host) return { state: 'missing' }
    if (isLive(code, now)) return lockedScan(code.domain)
    const result = await this.#codes.recordScan(shortId, scanKind(request), now, undefined, host)
    // Switched back on in between: still the form, never the target.
    return result.state === 'live' ? lockedScan(code.domain) : result
  }

  /**
   * The password form's answer: the right password on a live code is the scan (a view, routed),
   * a wrong one the form again, and past PASSWORD_TRIES wrong ones from one address for one code
   * the form slowed until the window ends. A bot, or a request without a User-Agent, never passes.
   */
  async unlock(
    shortId: string,
    request: ScanRequest,
    password: string,
    now: number,
    host: string | null,
    routing: Routing,
  ) {
    const hash = routing.passwordHash as string
    const asScan: ScanRequest = { ...request, method: 'GET' }
    if (request.userAgent === undefined || scanKind(asScan) === 'bot') return { state: 'wrong' } as const
    const windowStart = now - (now % PASSWORD_WINDOW_MS)
    const key = `unlock:${shortId}:${request.address ?? ''}`
    if (this.#tries) {
      const tries = await this.#tries.hit(key, windowStart)
      if (tries > PASSWORD_TRIES) {
        return {
          state: 'slowed',
          retryAfterSeconds: Math.ceil((windowStart + PASSWORD_WINDOW_MS - now) / 1000),
        } as const
      }
    }
    if (!(await verifyPassword(password, hash))) return { state: 'wrong' } as const
    return this.scan(shortId, asScan, now, host, routing, true)
  }
}
