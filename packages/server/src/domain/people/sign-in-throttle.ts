import { DomainError } from '../domain-error.js'
import type { RateLimitCounters } from '../rate-limit-counters.js'

const WINDOW_MS = 15 * 60_000
/** Failures allowed per address and per email in a window; each further one is 429. */
export const FREE_FAILURES = 5

/** A failed sign-in past the allowance: 429 with `Retry-After`. */
export class SignInThrottled extends DomainError {
  readonly retryAfterSeconds: number

  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', `Too many failed sign-ins; retry after ${retryAfterSeconds} seconds`)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/**
 * Slows password guessing per client address and per email (PRODUCT.md: failures slow further
 * failures and never lock out a correct sign-in, the rule keys follow). Only failures are counted,
 * after the password was checked: a correct password always signs in. Fixed 15-minute windows in
 * the rate-limit counters (shared by every instance on PostgreSQL), each counted under the
 * window's END: the API limits prune windows that started before the current minute, which
 * keeps these until they are over.
 */
export class SignInThrottle {
  readonly #counters: RateLimitCounters
  readonly #now: () => number

  constructor(counters: RateLimitCounters, now: () => number) {
    this.#counters = counters
    this.#now = now
  }

  /** Counts a failure of `address` (an IPv4 address or an IPv6 /64) and `email`; throws 429 past the allowance. */
  async failed(address: string, email: string): Promise<void> {
    const now = this.#now()
    const end = now - (now % WINDOW_MS) + WINDOW_MS
    const [byAddress, byEmail] = await Promise.all([
      this.#counters.hit(`signin:address:${address}`, end),
      this.#counters.hit(`signin:email:${email}`, end),
    ])
    if (byAddress > FREE_FAILURES || byEmail > FREE_FAILURES) {
      throw new SignInThrottled(Math.max(1, Math.ceil((end - now) / 1000)))
    }
  }
}
