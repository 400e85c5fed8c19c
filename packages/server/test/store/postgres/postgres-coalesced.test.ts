import type { Scope } from '@dynqr/contract'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openPostgresStore, type Store } from '../../../src/index.js'
import { SqlApiKeyRepository } from '../../../src/store/keys/sql-api-key-repository.js'
import { PostgresEngine } from '../../../src/store/postgres/postgres-engine.js'
import { PostgresRateLimitCounters } from '../../../src/store/postgres/postgres-rate-limit-counters.js'

/**
 * Issue #32: on PostgreSQL the key lookups and rate-limit hits that arrive together are answered
 * by one statement each, and every request still gets its own exact answer. Two repositories on
 * two pools are two instances.
 */
const schema = `t_coalesced_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
let store: Store
const pools: pg.Pool[] = []

/** A pool on the test's schema that counts the statements sent through it. */
function countingPool() {
  const pool = new pg.Pool({
    connectionString: inject('postgresUrl'),
    max: 3,
    options: `-c search_path=${schema}`,
    // bigint columns as numbers, as the store's own pool reads them.
    types: { getTypeParser: (oid: number) => (oid === 20 ? Number : pg.types.getTypeParser(oid)) } as never,
  })
  pools.push(pool)
  const counted = { sent: 0, pool: {} as pg.Pool }
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
  counted.pool = {
    query: (...args: unknown[]) => {
      counted.sent += 1
      return query(...args)
    },
  } as never
  return counted
}

beforeAll(async () => {
  store = await openPostgresStore(inject('postgresUrl'), { schema, poolSize: 3 })
  await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
})
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()))
  await store.close()
})

describe('rate-limit hits on PostgreSQL, coalesced', () => {
  it('counts the hits of two instances arriving together exactly, each its own count, in fewer statements', async () => {
    const one = countingPool()
    const two = countingPool()
    const [a, b] = [
      new PostgresRateLimitCounters(new PostgresEngine(one.pool), 20_000),
      new PostgresRateLimitCounters(new PostgresEngine(two.pool), 20_000),
    ]
    const counts = await Promise.all(
      Array.from({ length: 120 }, (_, i) => (i % 2 ? a : b).hit(i % 3 ? 'account:x' : 'account:y', 60_000)),
    )
    const x = counts.filter((_, i) => i % 3 !== 0).sort((p, q) => p - q)
    const y = counts.filter((_, i) => i % 3 === 0).sort((p, q) => p - q)
    expect(x).toEqual(Array.from({ length: 80 }, (_, i) => i + 1))
    expect(y).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    // In one instance, hits counted together are handed their counts in the order they arrived.
    const mine = counts.filter((_, i) => i % 2 === 1 && i % 3 !== 0)
    expect(mine).toEqual([...mine].sort((p, q) => p - q))
    expect(one.sent + two.sent).toBeLessThan(20)
  })

  it('starts a new window for a key when the minute turns inside one batch', async () => {
    const counters = new PostgresRateLimitCounters(new PostgresEngine(countingPool().pool), 20_000)
    const counts = await Promise.all([
      counters.hit('account:w', 120_000),
      counters.hit('account:w', 120_000),
      counters.hit('account:v', 120_000),
      counters.hit('account:w', 180_000),
      counters.hit('account:w', 180_000),
    ])
    expect(counts).toEqual([1, 2, 1, 1, 2])
    expect(await counters.hit('account:w', 180_000)).toBe(3)
    expect(await counters.hit('account:v', 120_000)).toBe(2)
  })

  it('prunes old windows without waiting for a row a batched hit holds (no deadlock at the minute)', async () => {
    const counters = new PostgresRateLimitCounters(new PostgresEngine(countingPool().pool), 20_000)
    await counters.hit('account:old-held', 240_000)
    await counters.hit('account:old-free', 240_000)
    // A hit's statement in flight, holding its key's row (as a batch resetting it to a new window does).
    const holder = new pg.Client({ connectionString: inject('postgresUrl'), options: `-c search_path=${schema}` })
    await holder.connect()
    await holder.query('BEGIN')
    await holder.query("SELECT 1 FROM rate_limit_windows WHERE key = 'account:old-held' FOR UPDATE")
    // A DELETE that waited for that row would wait here until the holder ends.
    await counters.prune(300_000)
    await holder.query('COMMIT')
    const left = async () =>
      (await holder.query("SELECT key FROM rate_limit_windows WHERE key LIKE 'account:old-%'")).rows.map((r) => r.key)
    expect(await left()).toEqual(['account:old-held'])
    await counters.prune(300_000)
    expect(await left()).toEqual([])
    await holder.end()
  })
})

describe('API key lookups on PostgreSQL, coalesced', () => {
  const key = (id: string, hash: string) => ({
    id,
    accountId: 'acc_a',
    name: id,
    prefix: 'dqr_x',
    scopes: ['qrcodes:write'] as Scope[],
    hash,
    createdAt: 5,
    lastUsedAt: null,
    createdByUserId: null,
    expiresAt: null,
    revokedAt: null,
  })

  it('answers lookups arriving together with their own keys, in one statement', async () => {
    const [first, second] = [key('key_1', 'a'.repeat(64)), key('key_2', 'b'.repeat(64))]
    await store.apiKeys.create(first)
    await store.apiKeys.create(second)
    const counted = countingPool()
    const keys = new SqlApiKeyRepository(new PostgresEngine(counted.pool), { coalescedWithinMs: 20_000 })
    const hashes = Array.from({ length: 30 }, (_, i) => ['a', 'b', 'c'][i % 3]?.repeat(64) ?? '')
    const found = await Promise.all(hashes.map((hash) => keys.findActiveByHash(hash)))
    expect(found).toEqual(hashes.map((hash) => (hash === first.hash ? first : hash === second.hash ? second : null)))
    expect(counted.sent).toBeLessThan(5)
  })

  it('fails a key revoked on another instance on the next lookup, even while lookups are in flight', async () => {
    const live = key('key_3', 'd'.repeat(64))
    await store.apiKeys.create(live)
    const keys = new SqlApiKeyRepository(new PostgresEngine(countingPool().pool), { coalescedWithinMs: 20_000 })
    const before = Array.from({ length: 10 }, () => keys.findActiveByHash(live.hash))
    expect(await store.apiKeys.revoke('key_3', 50)).toBe(true)
    // Asked after the revocation committed: answered by a statement sent after it.
    const after = Array.from({ length: 10 }, () => keys.findActiveByHash(live.hash))
    expect((await Promise.all(after)).every((found) => found === null)).toBe(true)
    await Promise.all(before)
  })
})
