import type { OutgoingHttpHeaders } from 'node:http'
import type { Latency } from './latency.js'

/** `--rate-limit`: requests per key per window, as the server's `RATE_LIMIT_PER_MINUTE` (window 60 s). */
export interface RateLimit {
  quota: number
  windowSeconds: number
}

/** What a mock does to its answers on purpose, so a front end can see slowness and failures. */
export interface Chaos {
  latency?: Latency | undefined
  /** The share of API requests (0 to 1) answered 500 or 503 (`Retry-After: 1`) instead. */
  errorRate: number
  rateLimit: RateLimit
}

/** The server's default quota: the mocks send the same `RateLimit` fields a deployment does. */
export const DEFAULT_RATE_LIMIT: RateLimit = { quota: 1200, windowSeconds: 60 }

/** Reads `--rate-limit`: `30` (a minute's quota) or `5/10s` (five per ten seconds). */
export function parseRateLimit(text: string): RateLimit {
  const match = /^(\d+)(?:\/(\d+)s)?$/.exec(text.trim())
  const quota = Number(match?.[1])
  const windowSeconds = match?.[2] === undefined ? 60 : Number(match[2])
  if (!match || quota < 1 || windowSeconds < 1 || windowSeconds > 3600) {
    throw new Error('must be requests per minute, e.g. 30, or per window, e.g. 5/10s (1 to 3600 s)')
  }
  return { quota, windowSeconds }
}

/** Reads `--error-rate`: a share from 0 to 1 (`0.1`) or a percentage (`10%`). */
export function parseErrorRate(text: string): number {
  const percent = text.trim().endsWith('%')
  const value = Number(percent ? text.trim().slice(0, -1) : text.trim())
  const rate = percent ? value / 100 : value
  if (text.trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new Error('must be a share from 0 to 1, e.g. 0.1, or a percentage, e.g. 10%')
  }
  return rate
}

/**
 * Fixed windows per key, with the fields the server sends (the IETF draft's `RateLimit` and
 * `RateLimit-Policy`); a request over the quota is refused with the seconds to the window's end.
 */
export class RateLimiter {
  readonly #limit: RateLimit
  #window = 0
  #hits = new Map<string, number>()

  constructor(limit: RateLimit) {
    this.#limit = limit
  }

  reset(): void {
    this.#hits.clear()
  }

  hit(key: string, now = Date.now()): { headers: OutgoingHttpHeaders; refused: boolean; retryAfter: number } {
    const windowMs = this.#limit.windowSeconds * 1000
    const start = now - (now % windowMs)
    if (start !== this.#window) {
      this.#window = start
      this.#hits.clear()
    }
    const hits = (this.#hits.get(key) ?? 0) + 1
    this.#hits.set(key, hits)
    const reset = Math.max(1, Math.ceil((start + windowMs - now) / 1000))
    return {
      headers: {
        'ratelimit-policy': `"default";q=${this.#limit.quota};w=${this.#limit.windowSeconds}`,
        ratelimit: `"default";r=${Math.max(0, this.#limit.quota - hits)};t=${reset}`,
      },
      refused: hits > this.#limit.quota,
      retryAfter: reset,
    }
  }
}
