import type { components } from '@dynqr/contract'
import type { Store } from './store.js'

export type Health = components['schemas']['Health']

/** The readiness probe: `ok` when the store commits its probe and its writes go through, `unavailable` otherwise. */
export async function checkReadiness(store: Store): Promise<Health> {
  try {
    await store.ping()
    return { status: 'ok', store: store.kind }
  } catch {
    return { status: 'unavailable', store: store.kind }
  }
}

/** How long a write that could not be committed keeps the store unready, by default. */
export const WRITE_FAILURE_WINDOW_MS = 10_000

/**
 * What the store's real writes went through lately, for its ping (issue #38): the probe's own
 * one-row write can still fit where the writes of requests do not — a nearly full disk with a few
 * free pages in the WAL, or a lucky checkpoint — so a probe that commits is not enough to call
 * the store ready. A write that failed because the database could not commit it (a full disk,
 * an I/O error; not a lock another process holds, which the probe sees by itself) keeps the store
 * unready for `windowMs` after it, successes meanwhile notwithstanding: while some writes fail,
 * writes fail. Once none has failed for `windowMs` (the instance out of rotation gets only the
 * probe and background work), the probe alone decides again.
 */
export class WriteFailures {
  readonly #windowMs: number
  readonly #now: () => number
  #lastAt = Number.NEGATIVE_INFINITY
  #last: unknown

  constructor(windowMs = WRITE_FAILURE_WINDOW_MS, now: () => number = () => performance.now()) {
    this.#windowMs = windowMs
    this.#now = now
  }

  /** A write could not be committed. */
  failed(error: unknown): void {
    this.#lastAt = this.#now()
    this.#last = error
  }

  /** Throws the last failure while it is recent; the ping calls it after its probe committed. */
  check(): void {
    if (this.#now() - this.#lastAt < this.#windowMs) throw this.#last
  }
}
