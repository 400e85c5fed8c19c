/** What a request carrying an `Idempotency-Key` finds when it claims the key. */
export type Reservation =
  /** The key is this request's now (new, expired, or left by a request that crashed): go on. */
  | { state: 'new' }
  /** The first request with this key and body finished: answer what it answered. */
  | { state: 'replay'; status: number; body: string; location: string | null }
  /** The key was used with another request (another body or operation). */
  | { state: 'mismatch' }
  /** The first request with this key is still running. */
  | { state: 'in-flight' }

/**
 * The answer of a create, kept in the create's own transaction (issue 27, item 14): a create
 * that committed has its answer kept, so a retry replays it even after a crash between COMMIT
 * and the response, or a COMMIT whose outcome the server never learnt.
 */
export interface KeptAnswer {
  accountId: string
  key: string
  status: number
  body: string
  location: string | null
}

/** Times of a claim, in ms since the epoch. */
export interface ClaimTimes {
  now: number
  /** Until when a claim without a response keeps other requests out (a crashed request's claim lapses). */
  leaseUntil: number
  /** Keys first used before this instant are forgotten. */
  expiredBefore: number
}

/**
 * The responses of requests sent with an `Idempotency-Key`, per account and key, so a retry gets
 * the first answer instead of doing the work again. Shared by every instance on one database.
 */
export interface IdempotencyRepository {
  reserve(accountId: string, key: string, requestHash: string, times: ClaimTimes): Promise<Reservation>
  /** Stores the answer of the request that holds the claim. */
  complete(accountId: string, key: string, status: number, body: string, location: string | null): Promise<void>
  /**
   * Moves the lease of a claim still without an answer to `leaseUntil`: the heartbeat of the
   * request holding it, so a retry while it runs is always told it is still running (review #9).
   */
  renew(accountId: string, key: string, leaseUntil: number): Promise<void>
  /** Gives the claim up (the request failed with nothing done), so a retry runs afresh. */
  release(accountId: string, key: string): Promise<void>
}
