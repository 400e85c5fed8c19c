import type { RateLimitCounters } from '../domain/rate-limit-counters.js'

/** Windows counted at most by default: a flood of addresses or keys cannot grow it past this. */
export const DEFAULT_KEPT_WINDOWS = 100_000

/**
 * Counters in this process: what SQLite (one process; the in-memory store too) uses. Bounded: past
 * `kept` windows, the one least recently counted is forgotten (a Map keeps insertion order, and a
 * counted window moves to its end), never all of them at once — a wholesale reset would hand
 * every key and address a fresh budget mid-minute.
 */
export class MemoryRateLimitCounters implements RateLimitCounters {
  readonly #windows = new Map<string, { start: number; hits: number }>()
  readonly #kept: number

  constructor(kept = DEFAULT_KEPT_WINDOWS) {
    this.#kept = kept
  }

  async hit(key: string, windowStart: number): Promise<number> {
    const window = this.#windows.get(key)
    const hits = window && window.start === windowStart ? window.hits + 1 : 1
    this.#windows.delete(key)
    if (!window && this.#windows.size >= this.#kept) {
      const oldest = this.#windows.keys().next()
      if (!oldest.done) this.#windows.delete(oldest.value)
    }
    this.#windows.set(key, { start: windowStart, hits })
    return hits
  }

  async prune(before: number): Promise<number> {
    let removed = 0
    for (const [key, window] of this.#windows) {
      if (window.start < before) {
        this.#windows.delete(key)
        removed += 1
      }
    }
    return removed
  }

  /** Windows held now. */
  get size(): number {
    return this.#windows.size
  }
}
