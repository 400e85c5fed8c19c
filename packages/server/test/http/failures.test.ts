import { describe, expect, it } from 'vitest'
import { ApiKeyService, composeApp, createMemoryStore, type Store } from '../../src/index.js'
import { expectContract } from '../helpers/contract.js'

/** A store whose QR code repository fails the way a broken disk or database would. */
function brokenStore(): Store {
  const store = createMemoryStore()
  const fail = async () => {
    throw new Error('SQLITE_IOERR: disk I/O error at /var/lib/dynqr/dynqr.db')
  }
  return {
    ...store,
    qrCodes: { ...store.qrCodes, list: fail, findById: fail, create: fail, recordScan: fail },
    ping: fail,
  }
}

describe('failures', () => {
  it('answers 500 INTERNAL_ERROR without internals', async () => {
    const store = brokenStore()
    const { key } = await new ApiKeyService(store).issueKey('alice')
    const app = await composeApp({ store, publicUrl: 'http://localhost:3000' })
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/qrcode',
      headers: { authorization: `Bearer ${key}` },
    })
    expect(response.statusCode).toBe(500)
    const body = expectContract<{ message: string }>('listQrCodes', response)
    expect(body).toMatchObject({ error: 'INTERNAL_ERROR', message: 'An unexpected error occurred' })
    expect(response.body).not.toMatch(/SQLITE|disk|\/var\//)
    await app.close()
  })

  it('reports an unready store on /readyz with 503', async () => {
    const app = await composeApp({ store: brokenStore(), publicUrl: 'http://localhost:3000' })
    const response = await app.inject({ method: 'GET', url: '/readyz' })
    expect(response.statusCode).toBe(503)
    expect(JSON.parse(response.body)).toEqual({ status: 'unavailable', store: 'memory' })
    await app.close()
  })
})

describe('rate limiting', () => {
  it('answers 429 RATE_LIMITED with Retry-After once a key is over its limit, per key', async () => {
    const store = createMemoryStore()
    const keys = new ApiKeyService(store)
    const alice = (await keys.issueKey('alice')).key
    const bob = (await keys.issueKey('bob')).key
    const app = await composeApp({ store, publicUrl: 'http://localhost:3000', rateLimitPerMinute: 2 })
    const list = (key: string) =>
      app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: { authorization: `Bearer ${key}` } })
    expect((await list(alice)).statusCode).toBe(200)
    expect((await list(alice)).statusCode).toBe(200)
    const limited = await list(alice)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(expectContract('listQrCodes', limited)).toMatchObject({ error: 'RATE_LIMITED' })
    expect((await list(bob)).statusCode).toBe(200)
    const scan = await app.inject({ method: 'GET', url: '/nothing-here' })
    expect(scan.statusCode).toBe(404)
    await app.close()
  })
})
