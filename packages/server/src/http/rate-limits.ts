import type { FastifyReply, FastifyRequest } from 'fastify'
import type { RateLimitCounters } from '../domain/rate-limit-counters.js'
import { sendError } from './error-reply.js'

const WINDOW_MS = 60_000

export interface RateLimitSettings {
  /** API requests one key may make per minute; 0 turns the limit off. */
  perKeyPerMinute: number
  /** Requests that fail authentication one client address may make per minute; 0: no limit. */
  failedAuthPerMinute: number
}

/**
 * Rate limits (PRODUCT.md, "Rate limits"): fixed one-minute windows per API key, and per client
 * address for requests that fail authentication (slows key guessing: once over, every request
 * from the address is refused, a right key too, until the window ends). Counted by the store's
 * `rateLimits` — in this process, or on PostgreSQL for all instances. Every counted answer
 * carries the IETF draft's `RateLimit-Policy` and `RateLimit` fields; a refusal is
 * `429 RATE_LIMITED` with `Retry-After`. Addresses are `request.ip`: behind a proxy, set
 * TRUST_PROXY so it is the client's.
 */
export class RateLimits {
  readonly #counters: RateLimitCounters
  readonly #settings: RateLimitSettings
  readonly #now: () => number
  /** Addresses over their failed-authentication quota, until their window ends (this instance). */
  readonly #blocked = new Map<string, number>()

  constructor(counters: RateLimitCounters, settings: RateLimitSettings, now: () => number) {
    this.#counters = counters
    this.#settings = settings
    this.#now = now
  }

  /** An onRequest hook after authentication: counts the key's request against its quota. */
  readonly perKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const quota = this.#settings.perKeyPerMinute
    const keyId = request.principal?.keyId
    if (quota <= 0 || keyId === undefined) return
    return this.#count(request, reply, 'default', `key:${keyId}`, quota)
  }

  /** Whether requests from this address are refused for failing authentication too often. */
  isBlocked(request: FastifyRequest): boolean {
    const until = this.#blocked.get(request.ip)
    if (until === undefined) return false
    if (this.#now() < until) return true
    this.#blocked.delete(request.ip)
    return false
  }

  /** Refuses a request from a blocked address: 429, with the `auth` policy's fields. */
  refuseBlocked(request: FastifyRequest, reply: FastifyReply) {
    const quota = this.#settings.failedAuthPerMinute
    const { reset } = this.#window()
    this.#fields(reply, 'auth', quota, 0, reset)
    return this.#refuse(request, reply, reset)
  }

  /**
   * Counts a request that failed authentication against its address's quota; answers it 429
   * (and true) once the address is over it, otherwise leaves the 401 to the caller.
   */
  async failedAuthentication(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const quota = this.#settings.failedAuthPerMinute
    if (quota <= 0) return false
    await this.#count(request, reply, 'auth', `auth:${request.ip}`, quota)
    return reply.sent
  }

  #window() {
    const now = this.#now()
    const start = now - (now % WINDOW_MS)
    return { start, reset: Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000)) }
  }

  async #count(request: FastifyRequest, reply: FastifyReply, policy: string, key: string, quota: number) {
    const { start, reset } = this.#window()
    const hits = await this.#counters.hit(key, start)
    this.#fields(reply, policy, quota, Math.max(0, quota - hits), reset)
    if (hits <= quota) return
    if (policy === 'auth') this.#blocked.set(request.ip, start + WINDOW_MS)
    return this.#refuse(request, reply, reset)
  }

  #fields(reply: FastifyReply, policy: string, quota: number, remaining: number, reset: number) {
    reply
      .header('ratelimit-policy', `"${policy}";q=${quota};w=${WINDOW_MS / 1000}`)
      .header('ratelimit', `"${policy}";r=${remaining};t=${reset}`)
  }

  #refuse(request: FastifyRequest, reply: FastifyReply, reset: number) {
    reply.header('retry-after', String(reset))
    return sendError(request, reply, 'RATE_LIMITED', `Too many requests; retry after ${reset} seconds`)
  }
}
