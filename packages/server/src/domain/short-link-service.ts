import { isWellFormedShortId } from '@dynqr/contract'
import type { QrCodeRepository } from './qr-code-repository.js'
import type { ScanResult } from './records.js'
import type { ScanAnalyzer } from './scan-analyzer.js'
import { type ScanRequest, scanKind } from './scan-kind.js'

/** An id no code can have: answered without asking the store. */
const MALFORMED: Promise<ScanResult> = Promise.resolve({ state: 'missing' })

/** Following a short link: the hot path of the service. Knows neither HTTP nor SQL. */
export class ShortLinkService {
  readonly #codes: QrCodeRepository
  readonly #now: () => number
  /** Classifies people's views (scan analytics); none: views are counted without dimensions. */
  readonly #analyzer: ScanAnalyzer | null

  constructor(codes: QrCodeRepository, now: () => number = Date.now, analyzer: ScanAnalyzer | null = null) {
    this.#codes = codes
    this.#now = now
    this.#analyzer = analyzer
  }

  /**
   * Counts the scan (a person's view or a bot's hit) and answers where the link points.
   * Deliberately not `async`: it hands back the repository's own promise, so following a link
   * costs no more than the scan itself.
   */
  follow(shortId: string, request: ScanRequest): Promise<ScanResult> {
    if (!isWellFormedShortId(shortId)) return MALFORMED
    const kind = scanKind(request)
    const now = this.#now()
    if (kind === 'bot' || this.#analyzer === null) return this.#codes.recordScan(shortId, kind, now)
    const view = this.#analyzer.describe(shortId, request, now)
    return view instanceof Promise
      ? view.then((described) => this.#codes.recordScan(shortId, kind, now, described))
      : this.#codes.recordScan(shortId, kind, now, view)
  }
}
