/**
 * Request counters of fixed windows, for rate limits: `hit` adds one request to `key`'s window
 * starting at `windowStart` and answers how many it now holds. An instance alone keeps them in
 * memory; instances sharing a PostgreSQL share them there, so the budget is one for all.
 */
export interface RateLimitCounters {
  hit(key: string, windowStart: number): Promise<number>
  /** Forgets the windows that started before `before` (they count for nothing); the number forgotten. */
  prune(before: number): Promise<number>
}
