import type { RateLimitCounters } from '../../domain/rate-limit-counters.js'

/** Windows counted at most; more keys forget all at once (a flood of addresses cannot grow it). */
const KEPT = 100_000

/** Counters in this process: what SQLite (one process) and the memory store use. */
export class MemoryRateLimitCounters implements RateLimitCounters {
  readonly #windows = new Map<string, { start: number; hits: number }>()

  async hit(key: string, windowStart: number): Promise<number> {
    const window = this.#windows.get(key)
    if (window && window.start === windowStart) {
      window.hits += 1
      return window.hits
    }
    if (!window && this.#windows.size >= KEPT) this.#windows.clear()
    this.#windows.set(key, { start: windowStart, hits: 1 })
    return 1
  }
}
