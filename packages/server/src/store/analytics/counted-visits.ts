import type { ScanView } from '../../domain/scans/scan-analyzer.js'

/**
 * The visits (a person's views of a code that day) whose visitor row is known to be stored, so
 * that both engines' scan batches (sqlite-scan-analytics.ts, postgres-scans.ts) neither look the
 * visitor up nor insert it again: the view is not unique, what the lookup would have said. The
 * scan analyzer hands out the same view object for a person's views of a code that day, so a
 * visit is known by the view's identity: those a batch noted (`note`: a hot code's person
 * reloading) and those committed batches counted (`committed`; a weak map, so it holds no view the
 * analyzer has let go). A visitor row is never deleted during its day (retention forgets past
 * days only), so a visit once committed stays counted, for this process and any other; a
 * rolled-back batch's notes are forgotten (`begin`). A view it does not know (another day's, one
 * the analyzer forgot, a test's) goes to the database, which decides.
 */
export class CountedVisits {
  readonly #counted = new WeakMap<ScanView, string>()
  readonly #noted = new Map<ScanView, string>()

  /** A new batch: forgets the notes of one that did not commit. */
  begin(): void {
    this.#noted.clear()
  }

  /** Whether the view's visit of `shortId` is counted, by a committed batch or noted by this one. */
  has(view: ScanView, shortId: string): boolean {
    return this.#counted.get(view) === shortId || this.#noted.get(view) === shortId
  }

  /** This batch counts the view's visit of `shortId` (kept once it commits). */
  note(view: ScanView, shortId: string): void {
    this.#noted.set(view, shortId)
  }

  /** The batch committed: its visits are counted for good. */
  committed(): void {
    for (const [view, shortId] of this.#noted) this.#counted.set(view, shortId)
    this.#noted.clear()
  }
}
