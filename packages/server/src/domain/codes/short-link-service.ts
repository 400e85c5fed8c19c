import { isWellFormedShortId } from '@dynqr/contract'
import { DomainError } from '../domain-error.js'
import { liveScan, type ScanResult } from '../records.js'
import type { ScanAnalyzer } from '../scans/scan-analyzer.js'
import { type ScanRequest, scanKind } from '../scans/scan-kind.js'
import { isLive } from '../scans/scan-rule.js'
import type { QrCodeRepository } from './qr-code-repository.js'

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

  constructor(codes: QrCodeRepository, options: ShortLinkOptions = {}) {
    this.#codes = codes
    this.#now = options.now ?? Date.now
    this.#failOpen = options.failureMode === 'open'
    this.#onUncounted = options.onUncounted ?? (() => {})
    this.#analyzer = options.analyzer ?? null
  }

  /**
   * Counts the scan (a person's view or a bot's hit) and answers where the link points.
   * Deliberately not `async`: it hands back the repository's own promise, so following a link
   * costs no more than the scan itself (in `open` mode only a failure adds a step).
   */
  follow(shortId: string, request: ScanRequest): Promise<ScanResult> {
    if (!isWellFormedShortId(shortId)) return MALFORMED
    const now = this.#now()
    const counted = this.#count(shortId, request, now)
    return this.#failOpen ? counted.catch((error: unknown) => this.#uncounted(shortId, now, error)) : counted
  }

  /** Bots' hits are counted bare; people's views with their dimensions and visitor key. */
  #count(shortId: string, request: ScanRequest, now: number): Promise<ScanResult> {
    const kind = scanKind(request)
    if (kind === 'bot' || this.#analyzer === null) return this.#codes.recordScan(shortId, kind, now)
    const view = this.#analyzer.describe(shortId, request, now)
    return view instanceof Promise
      ? view.then((described) => this.#codes.recordScan(shortId, kind, now, described))
      : this.#codes.recordScan(shortId, kind, now, view)
  }

  /** `open`: the code as stored, if the store can still read it, decides; the error stands otherwise. */
  async #uncounted(shortId: string, now: number, error: unknown): Promise<ScanResult> {
    if (!cannotCount(error)) throw error
    const code = await this.#codes.findLive(shortId).catch(() => null)
    if (!code || code.maxScans !== null || !isLive(code, now)) throw error
    this.#onUncounted(shortId, error)
    return liveScan(code.targetUrl, code.domain)
  }
}
