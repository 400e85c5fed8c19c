/**
 * The codes whose scans go to their fallback while their target is failing (`onTargetFailing:
 * "fallback"`), in memory: the short link reads it without a query. Each instance's checker
 * refreshes it from the store every poll (health/target-checker.ts) and at once after its own
 * checks, so a verdict reached on another instance reaches this one within a poll.
 */
export class FailingTargets {
  #fallbacks = new Map<string, string>()

  get size(): number {
    return this.#fallbacks.size
  }

  /** The fallback a scan of `shortId` goes to instead of its failing target, if any. */
  fallbackOf(shortId: string): string | undefined {
    return this.#fallbacks.get(shortId)
  }

  replace(fallbacks: Map<string, string>): void {
    this.#fallbacks = fallbacks
  }
}
