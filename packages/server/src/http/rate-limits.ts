import type { FastifyReply, FastifyRequest } from 'fastify'
import ipaddr from 'ipaddr.js'
import type { RateLimitCounters } from '../domain/rate-limit-counters.js'
import { sendError } from './error-reply.js'

const WINDOW_MS = 60_000
/** Addresses held as blocked at most; past it the one blocked longest ago is forgotten. */
const MAX_BLOCKED = 100_000

/**
 * Whose failures a failed authentication counts against: an IPv4 address, or an IPv6 address's
 * /64 (review #17). One host is routinely given a whole /64, so counting each /128 would give it
 * 2⁶⁴ budgets. An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function clientKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`
}

export interface RateLimitSettings {
  /** API requests one account (all its keys together) may make per minute; 0 turns the limit off. */
  perAccountPerMinute: number
  /** Requests that fail authentication one client address may make per minute; 0: no limit. */
  failedAuthPerMinute: number
}

/**
 * Rate limits (PRODUCT.md, "Rate limits" and "Security and abuse"): fixed one-minute windows per
 * account, and per client address (IPv6: per /64) for requests that FAIL authentication. A request with a valid
 * key is never refused for other requests' failures: the key is checked first, and only a request
 * that fails is counted and, once its address is over the quota, answered 429 instead of 401
 * (slows key guessing without locking out the clients behind one address). Counted by the store's
 * `rateLimits` — in this process, or on PostgreSQL for all instances. Every counted answer carries
 * the IETF draft's `RateLimit-Policy` and `RateLimit` fields; a refusal is `429 RATE_LIMITED` with
 * `Retry-After`. Addresses are `request.ip`, the right-most untrusted hop (client-address.ts).
 *
 * State stays bounded: once per window, expired counter windows are pruned (PostgreSQL's
 * `rate_limit_windows` included) and so are expired entries of the blocked-address map, which is
 * also capped at MAX_BLOCKED. Pruning rides on the first request of each window rather than on a
 * timer: no wiring, and nothing runs while nobody calls.
 */
export class RateLimits {
  readonly #counters: RateLimitCounters
  readonly #settings: RateLimitSettings
  readonly #now: () => number
  /** Addresses over their failed-authentication quota, until their window ends (this instance). */
  readonly #blocked = new Map<string, number>()
  #prunedWindow = Number.NEGATIVE_INFINITY

  constructor(counters: RateLimitCounters, settings: RateLimitSettings, now: () => number) {
    this.#counters = counters
    this.#settings = settings
    this.#now = now
  }

  /** An onRequest hook after authentication: counts the request against its account's quota. */
  readonly perAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const quota = this.#settings.perAccountPerMinute
    const accountId = request.principal?.accountId
    if (quota <= 0 || accountId === undefined) return
    return this.#count(request, reply, 'default', `account:${accountId}`, quota, null)
  }

  /**
   * Counts a request that failed authentication against its address's quota; answers it 429 (and
   * true) once the address is over it, otherwise leaves the 401 to the caller. An address already
   * over it is answered from memory, without counting.
   */
  async failedAuthentication(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const quota = this.#settings.failedAuthPerMinute
    if (quota <= 0) return false
    const client = clientKeyOf(request.ip)
    const until = this.#blocked.get(client)
    if (until !== undefined && this.#now() < until) {
      const { reset } = this.#window()
      this.#fields(reply, 'auth', quota, 0, reset)
      await this.#refuse(request, reply, reset)
      return true
    }
    await this.#count(request, reply, 'auth', `auth:${client}`, quota, client)
    return reply.sent
  }

  /** Addresses held as blocked now (bounded; for tests and diagnostics). */
  get blockedAddresses(): number {
    return this.#blocked.size
  }

  #window() {
    const now = this.#now()
    const start = now - (now % WINDOW_MS)
    return { start, reset: Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000)) }
  }

  /**
   * Once per window (the first count of each): forget what expired, here and in the store. That
   * one request waits for the store's DELETE; a failed prune is tried again next window, the
   * counters staying correct meanwhile.
   */
  async #pruneExpired(start: number): Promise<void> {
    if (start === this.#prunedWindow) return
    this.#prunedWindow = start
    const now = this.#now()
    for (const [address, until] of this.#blocked) if (until <= now) this.#blocked.delete(address)
    await this.#counters.prune(start).catch(() => 0)
  }

  /** `client`: the address (or /64) to block once over the quota; null for an account's count. */
  async #count(
    request: FastifyRequest,
    reply: FastifyReply,
    policy: string,
    key: string,
    quota: number,
    client: string | null,
  ) {
    const { start, reset } = this.#window()
    await this.#pruneExpired(start)
    const hits = await this.#counters.hit(key, start)
    this.#fields(reply, policy, quota, Math.max(0, quota - hits), reset)
    if (hits <= quota) return
    if (client !== null) this.#block(client, start + WINDOW_MS)
    return this.#refuse(request, reply, reset)
  }

  #block(address: string, until: number) {
    this.#blocked.delete(address)
    if (this.#blocked.size >= MAX_BLOCKED) {
      const oldest = this.#blocked.keys().next()
      if (!oldest.done) this.#blocked.delete(oldest.value)
    }
    this.#blocked.set(address, until)
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
