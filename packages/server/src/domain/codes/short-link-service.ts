import { isWellFormedShortId } from '@dynqr/contract'
import { DomainError } from '../domain-error.js'
import { liveScan, type ScanResult } from '../records.js'
import type { ScanAnalyzer } from '../scans/scan-analyzer.js'
import { type ScanRequest, scanKind } from '../scans/scan-kind.js'
import type { RateLimitCounters } from '../rate-limit-counters.js'
import type { Routing } from '../scans/routing.js'
import { isLive } from '../scans/scan-rule.js'
import type { QrCodeRepository } from './qr-code-repository.js'
import { type ResolveRequest, type ResolveResult, resolveIn } from './resolve-scan.js'
import { RoutedScans, type UnlockResult } from './routed-scans.js'

/** An id no code can have: answered without asking the store. */
const MALFORMED: Promise<ScanResult> = Promise.resolve({ state: 'missing' })

/**
 * What a short link does when the store cannot count its scan (SCAN_FAILURE_MODE): `closed`
 * answers 503 (nothing counted, nobody redirected); `open` still redirects a live code without a
 * scan limit, uncounted, and answers 503 for the others (a limit is only exact if counted).
 */
export const SCAN_FAILURE_MODES = ['closed', 'open'] as const
export type ScanFailureMode = (typeof SCAN_FAILURE_MODES)[number]

export interface ShortLinkOptions {
  now?: () => number
  /** `closed` (the default) or `open`. */
  failureMode?: ScanFailureMode
  /** Told of each scan redirected without being counted (`open` only). */
  onUncounted?: (shortId: string, error: DomainError) => void
  /** Classifies people's views (scan analytics); none (the default): counted without dimensions. */
  analyzer?: ScanAnalyzer | null
  /** Counts the password form's tries per address and code (issue #43); none: not limited. */
  passwordTries?: RateLimitCounters | null
  /** The codes whose scans go to their fallback while their target fails (domain/health/failing-targets.ts). */
  failingTargets?: FailingFallbacks
}

/** Where a scan goes instead of a failing target (`onTargetFailing: "fallback"`), read in memory. */
export interface FailingFallbacks {
  readonly size: number
  fallbackOf(shortId: string): string | undefined
}

const cannotCount = (error: unknown): error is DomainError =>
  error instanceof DomainError && error.code === 'SERVICE_UNAVAILABLE'

/** Following a short link: the hot path of the service. Knows neither HTTP nor SQL. */
export class ShortLinkService {
  readonly #codes: QrCodeRepository
  readonly #now: () => number
  readonly #failOpen: boolean
  readonly #onUncounted: (shortId: string, error: DomainError) => void
  /** Classifies people's views (scan analytics); none: views are counted without dimensions. */
  readonly #analyzer: ScanAnalyzer | null
  /** Codes with rules, variants, a password, forwarding or UTM (issue #43). */
  readonly #routed: RoutedScans
  readonly #failing: FailingFallbacks | undefined

  constructor(codes: QrCodeRepository, options: ShortLinkOptions = {}) {
    this.#codes = codes
    this.#now = options.now ?? Date.now
    this.#failOpen = options.failureMode === 'open'
    this.#onUncounted = options.onUncounted ?? (() => {})
    this.#analyzer = options.analyzer ?? null
    this.#routed = new RoutedScans(codes, this.#analyzer, options.passwordTries ?? null)
    this.#failing = options.failingTargets
  }

  /**
   * Counts the scan (a person's view or a bot's hit) and answers where the link points.
   * Deliberately not `async`: it hands back the repository's own promise, so following a link
   * costs no more than the scan itself (in `open` mode only a failure adds a step).
   * `host`: the verified custom domain the link was asked on (`null`: the site's own host); a
   * code asked on another host than its own is `missing`, and its scan counts nothing.
   */
  follow(shortId: string, request: ScanRequest, host: string | null = null): Promise<ScanResult> {
    if (!isWellFormedShortId(shortId)) return MALFORMED
    const now = this.#now()
    const counted = this.#routedOrPlain(shortId, request, now, host)
    const answer = this.#failOpen
      ? counted.catch((error: unknown) => this.#uncounted(shortId, now, host, error))
      : counted
    // A step more only while some code's target is failing and sends its scans to the fallback.
    return this.#failing?.size ? answer.then((scan) => this.#whileFailing(shortId, scan)) : answer
  }

  /** A live code whose target is failing, with `onTargetFailing: "fallback"`: the scan goes to its fallback. */
  #whileFailing(shortId: string, scan: ScanResult): ScanResult {
    const fallback = scan.state === 'live' ? this.#failing?.fallbackOf(shortId) : undefined
    return fallback === undefined ? scan : liveScan(fallback, scan.state === 'live' ? (scan.domain ?? null) : null)
  }

  /**
   * The code's routing decides (routed-scans.ts) when it has any; a code without (remembered as
   * such after its first scan: a value, no query) takes the plain path as before issue #43.
   */
  #routedOrPlain(shortId: string, request: ScanRequest, now: number, host: string | null): Promise<ScanResult> {
    const routing = this.#codes.routingOf(shortId)
    if (routing === null) return this.#count(shortId, request, now, host)
    if (!(routing instanceof Promise)) return this.#routed.scan(shortId, request, now, host, routing)
    return routing.then((known) =>
      known === null ? this.#count(shortId, request, now, host) : this.#routed.scan(shortId, request, now, host, known),
    )
  }

  /** Where a made-up scan of the account's code would go, and why (resolve-scan.ts); nothing counted. */
  resolve(accountId: string, shortId: string, input: ResolveRequest): Promise<ResolveResult> {
    return resolveIn(this.#codes, accountId, shortId, input, this.#now())
  }

  /**
   * The password form's answer (issue #43): a code without a password answers as a `GET` does;
   * one with a password is unlocked by the right one (routed-scans.ts). `host` as for `follow`.
   */
  async unlock(
    shortId: string,
    request: ScanRequest,
    password: string,
    host: string | null = null,
  ): Promise<UnlockResult> {
    const asGet: ScanRequest = { ...request, method: 'GET' }
    if (!isWellFormedShortId(shortId)) return MALFORMED
    const routing: Routing | null = await this.#codes.routingOf(shortId)
    if (routing?.passwordHash == null) return this.follow(shortId, asGet, host)
    return this.#routed.unlock(shortId, request, password, this.#now(), host, routing)
  }

  /** Bots' hits are counted bare; people's views with their dimensions and visitor key. */
  #count(shortId: string, request: ScanRequest, now: number, host: string | null): Promise<ScanResult> {
    const kind = scanKind(request)
    if (kind === 'bot' || this.#analyzer === null) return this.#codes.recordScan(shortId, kind, now, undefined, host)
    const view = this.#analyzer.describe(shortId, request, now)
    return view instanceof Promise
      ? view.then((described) => this.#codes.recordScan(shortId, kind, now, described, host))
      : this.#codes.recordScan(shortId, kind, now, view, host)
  }

  /** `open`: the code as stored, if the store can still read it, decides; the error stands otherwise. */
  async #uncounted(shortId: string, now: number, host: string | null, error: unknown): Promise<ScanResult> {
    if (!cannotCount(error)) throw error
    const code = await this.#codes.findLive(shortId).catch(() => null)
    if (code && code.domain !== host) return { state: 'missing' }
    // A password is never passed by: such a code is not redirected uncounted either.
    if (!code || code.maxScans !== null || code.passwordHash !== null || !isLive(code, now)) throw error
    this.#onUncounted(shortId, error)
    return liveScan(code.targetUrl, code.domain)
  }
}
