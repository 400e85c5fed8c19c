import type { FastifyReply, FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { RateLimits } from '../../src/http/rate-limits.js'
import { MemoryRateLimitCounters } from '../../src/store/memory-rate-limit-counters.js'

const T0 = Date.UTC(2026, 10, 22, 12, 0, 10)

/** Just enough of a request and a reply for RateLimits; the app's tests drive it over HTTP. */
const request = (ip: string) => ({ ip, id: 'req-1' }) as unknown as FastifyRequest
function reply() {
  const fake = {
    sent: false,
    statusCode: 200,
    header: () => fake,
    type: () => fake,
    code: (status: number) => {
      fake.statusCode = status
      return fake
    },
    send: () => {
      fake.sent = true
      return fake
    },
  }
  return fake as unknown as FastifyReply & { statusCode: number }
}

describe('rate-limit state stays bounded', () => {
  it('forgets blocked addresses whose window has ended, without their coming back', async () => {
    let clock = T0
    const limits = new RateLimits(
      new MemoryRateLimitCounters(),
      { perAccountPerMinute: 0, failedAuthPerMinute: 1 },
      () => clock,
    )
    for (let i = 0; i < 50; i += 1) {
      for (let n = 0; n < 2; n += 1) await limits.failedAuthentication(request(`198.51.100.${i}`), reply())
    }
    expect(limits.blockedAddresses).toBe(50)
    const refused = reply()
    expect(await limits.failedAuthentication(request('198.51.100.7'), refused)).toBe(true)
    expect(refused.statusCode).toBe(429)
    clock += 60_000
    // One failure from anyone in the next window clears the 50.
    expect(await limits.failedAuthentication(request('203.0.113.1'), reply())).toBe(false)
    expect(limits.blockedAddresses).toBe(0)
  })
})

describe('MemoryRateLimitCounters', () => {
  it('evicts the least recently counted window when full, never all at once', async () => {
    const counters = new MemoryRateLimitCounters(3)
    await counters.hit('a', 0)
    await counters.hit('b', 0)
    await counters.hit('c', 0)
    await counters.hit('a', 0) // a is now the most recent
    await counters.hit('d', 0) // full: b goes
    expect(counters.size).toBe(3)
    expect(await counters.hit('a', 0)).toBe(3)
    expect(await counters.hit('c', 0)).toBe(2)
    expect(await counters.hit('b', 0)).toBe(1)
  })

  it('prunes windows that started before a time', async () => {
    const counters = new MemoryRateLimitCounters()
    await counters.hit('old', 0)
    await counters.hit('new', 60_000)
    expect(await counters.prune(60_000)).toBe(1)
    expect(counters.size).toBe(1)
  })
})
