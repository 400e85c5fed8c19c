import { DomainError } from '../domain-error.js'

/** Live codes one account may hold unless configured otherwise (MAX_CODES_PER_ACCOUNT). */
export const DEFAULT_MAX_CODES_PER_ACCOUNT = 100_000
/** A count this recent is trusted while the account stays well below its cap. */
const FRESH_MS = 1_000
/** Accounts whose last count is remembered; past it, all are forgotten (and counted again). */
const REMEMBERED_ACCOUNTS = 10_000

/** The `409 LIMIT_REACHED` of a create past the cap (openapi.yaml, Conflict: codeLimit). */
export function codeLimitError(live: number, max: number): DomainError {
  return new DomainError(
    'LIMIT_REACHED',
    `This account has ${live} QR codes, the most it may hold (MAX_CODES_PER_ACCOUNT is ${max}); delete some first`,
  )
}

/**
 * The per-account cap on live codes (review #5: one tenant must not fill a store others share).
 * A create asks for room; the store's live count decides, counted again whenever the account is
 * near its cap or the last count is over a second old, so a busy account far below it costs no
 * extra query per create. Like the keys' cap it is soft: creates racing at the cap (or on other
 * instances within that second) may pass it by a few.
 */
export class AccountCodeCap {
  readonly #count: (accountId: string) => Promise<number>
  readonly #max: number
  readonly #now: () => number
  readonly #known = new Map<string, { live: number; at: number }>()
  /** Counts under way: creates arriving together share one (and so still reach the store together). */
  readonly #counting = new Map<string, Promise<number>>()

  constructor(count: (accountId: string) => Promise<number>, max: number, now: () => number) {
    this.#count = count
    this.#max = max
    this.#now = now
  }

  /** How many of `wanted` new codes the account may have, and its live count when that is fewer. */
  async room(accountId: string, wanted: number): Promise<{ granted: number; live: number }> {
    const now = this.#now()
    let known = this.#known.get(accountId)
    if (!known || now - known.at >= FRESH_MS || known.live + wanted > this.#max) {
      if (this.#known.size >= REMEMBERED_ACCOUNTS) this.#known.clear()
      known = { live: await this.#shared(accountId), at: now }
      this.#known.set(accountId, known)
    }
    return { granted: Math.max(0, Math.min(wanted, this.#max - known.live)), live: known.live }
  }

  #shared(accountId: string): Promise<number> {
    let counting = this.#counting.get(accountId)
    if (!counting) {
      counting = this.#count(accountId).finally(() => this.#counting.delete(accountId))
      this.#counting.set(accountId, counting)
    }
    return counting
  }

  /** Refuses a single create past the cap (409 LIMIT_REACHED naming it). */
  async check(accountId: string): Promise<void> {
    const { granted, live } = await this.room(accountId, 1)
    if (granted < 1) throw codeLimitError(live, this.#max)
  }

  /** Codes this instance created since the last count (they count until it is counted again). */
  created(accountId: string, count: number): void {
    const known = this.#known.get(accountId)
    if (known) known.live += count
  }

  /** The error of a bulk item refused for the cap: with the items before it, the account is at it. */
  error(): DomainError {
    return codeLimitError(this.#max, this.#max)
  }
}
