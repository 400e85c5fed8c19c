import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openPostgresStore, QrCodeService, type Store } from '../../../src/index.js'
import { SqlQrCodeRepository } from '../../../src/store/codes/sql-qr-code-repository.js'
import { PostgresCreates } from '../../../src/store/postgres/postgres-creates.js'
import { PostgresEngine } from '../../../src/store/postgres/postgres-engine.js'
import { PostgresScans } from '../../../src/store/postgres/postgres-scans.js'

/**
 * Issue #38 (review finding 14): a group-committed batch of creates whose statement committed but
 * whose answer was lost (the connection reset on the way back) is not retried blindly: no second
 * code under a new generated id, no 409 for a create's own custom id.
 */
const schema = `t_creates_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
let store: Store
let pool: pg.Pool

/** The codes with grouped creates (as open-postgres-store.ts makes them) over `pool`. */
function codesOver(pool: pg.Pool) {
  const engine = new PostgresEngine(pool)
  return new SqlQrCodeRepository(engine, {
    scans: new PostgresScans(pool),
    creates: (alone) => new PostgresCreates(engine, alone),
  })
}

/** Whether a query is the grouped creates' one INSERT of many codes (postgres-creates.ts). */
const isInsertMany = (args: unknown[]) =>
  /INSERT INTO qr_codes [^;]* FROM unnest\(/.test((args[0] as { text?: string }).text ?? '')

/** The store's pool as a wrapper whose batched INSERT commits, then fails as a reset connection would. */
function resettingAfterCommit(real: pg.Pool) {
  const seen = { resets: 0 }
  const query = real.query.bind(real) as (...args: unknown[]) => Promise<pg.QueryResult>
  const wrapped = {
    query: async (...args: unknown[]) => {
      const result = await query(...args)
      if (isInsertMany(args)) {
        seen.resets += 1
        throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })
      }
      return result
    },
  } as unknown as pg.Pool
  return { pool: wrapped, seen }
}

beforeAll(async () => {
  store = await openPostgresStore(inject('postgresUrl'), { schema, poolSize: 3 })
  await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
  pool = new pg.Pool({
    connectionString: inject('postgresUrl'),
    max: 3,
    options: `-c search_path=${schema}`,
    types: { getTypeParser: (oid: number) => (oid === 20 ? Number : pg.types.getTypeParser(oid)) } as never,
  })
})
afterAll(async () => {
  await pool.end()
  await store.close()
})

describe('group-committed creates on PostgreSQL after a commit whose answer was lost', () => {
  it('answers each create with its own code: one code each, no 409 for a custom id, no second generated one', async () => {
    const { pool: resetting, seen } = resettingAfterCommit(pool)
    const codes = new QrCodeService(codesOver(resetting), { siteUrl: 'https://qr.example' })
    const created = await Promise.all([
      codes.create('acc_a', { targetUrl: 'https://example.com/custom', customShortId: 'mine' }),
      codes.create('acc_a', { targetUrl: 'https://example.com/generated' }),
      codes.create('acc_a', { targetUrl: 'https://example.com/other' }),
    ])
    // The three went in one batch, and its answer was lost.
    expect(seen.resets).toBe(1)
    expect(created.map((code) => code.targetUrl)).toEqual([
      'https://example.com/custom',
      'https://example.com/generated',
      'https://example.com/other',
    ])
    expect(created[0]?.shortId).toBe('mine')
    const { rows } = await pool.query<{ short_id: string; target_url: string }>(
      'SELECT short_id, target_url FROM qr_codes ORDER BY target_url',
    )
    expect(rows).toEqual(
      [...created]
        .sort((a, b) => a.targetUrl.localeCompare(b.targetUrl))
        .map((code) => ({ short_id: code.shortId, target_url: code.targetUrl })),
    )
  })

  it('fails the batch as unavailable when the lookup after the lost answer fails too, storing nothing twice', async () => {
    let down = false
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>
    const failing = {
      query: async (...args: unknown[]) => {
        if (down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
        const result = await query(...args)
        if (isInsertMany(args)) {
          down = true
          throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })
        }
        return result
      },
    } as unknown as pg.Pool
    const codes = new QrCodeService(codesOver(failing), { siteUrl: 'https://qr.example' })
    const outcomes = await Promise.allSettled([
      codes.create('acc_a', { targetUrl: 'https://example.com/x', customShortId: 'down-x' }),
      codes.create('acc_a', { targetUrl: 'https://example.com/y', customShortId: 'down-y' }),
    ])
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected')
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'ECONNREFUSED' })
    }
    const { rows } = await pool.query("SELECT short_id FROM qr_codes WHERE short_id LIKE 'down-%' ORDER BY short_id")
    expect(rows).toEqual([{ short_id: 'down-x' }, { short_id: 'down-y' }])
  })
})
