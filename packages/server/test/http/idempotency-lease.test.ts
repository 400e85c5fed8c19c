import type { BulkCreateResponse } from '@dynqr/contract'
import { describe, expect, it, vi } from 'vitest'
import { ApiKeyService, composeApp, type Store } from '../../src/index.js'
import { expectContract } from '../helpers/contract.js'
import { ENGINES } from '../helpers/engines.js'

const T0 = Date.parse('2026-11-26T09:00:00.000Z')
/** The lease the app is given, in the test clock's milliseconds; renewed every third of it. */
const LEASE_MS = 300
const WAIT = { timeout: 10_000, interval: 20 }

/** `target`'s methods bound to it (its private fields), some replaced. */
function overriding<T extends object>(target: T, replaced: Partial<T>): T {
  return new Proxy(target, {
    get: (object, name) => {
      if (name in replaced) return replaced[name as keyof T]
      const value = Reflect.get(object, name, object)
      return typeof value === 'function' ? value.bind(object) : value
    },
  })
}

/**
 * Review #9: an Idempotency-Key claimed by a request still running is never handed to a retry,
 * however long the work takes. The work is held at a gate (the store's bulk commit) while the
 * test clock moves past the lease (and past the former fixed 60 s); the lease is renewed by the
 * running request, so the retry is told "still running" and the bulk runs once.
 */
describe.each(ENGINES)('an Idempotency-Key held by a slow request on $name', (engine) => {
  it('keeps the claim while the work runs: a retry past the lease gets 409, never a second run', async () => {
    const store = await engine.open()
    let clock = T0
    let open = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    let entered = false
    let renewals = 0
    const slow: Store = overriding(store, {
      qrCodes: overriding(store.qrCodes, {
        createAll: async (...args: Parameters<Store['qrCodes']['createAll']>) => {
          entered = true
          await gate
          return store.qrCodes.createAll(...args)
        },
      }),
      idempotency: overriding(store.idempotency, {
        renew: async (...args: Parameters<Store['idempotency']['renew']>) => {
          await store.idempotency.renew(...args)
          renewals += 1
        },
      }),
    })
    const auth = { authorization: `Bearer ${(await new ApiKeyService(store, () => clock).issueKey('alice')).key}` }
    const app = await composeApp({
      store: slow,
      publicUrl: 'https://qr.example',
      now: () => clock,
      idempotencyLeaseMs: LEASE_MS,
    })
    const items = [{ targetUrl: 'https://example.com/1' }, { targetUrl: 'https://example.com/2' }]
    const bulk = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/qrcode/bulk',
        headers: { ...auth, 'idempotency-key': 'slow-bulk' },
        payload: { items },
      })
    try {
      const first = bulk()
      await vi.waitFor(() => expect(entered).toBe(true), WAIT)
      // Far past the lease: only a renewal made since keeps the claim.
      clock += 61_000
      const seen = renewals
      await vi.waitFor(() => expect(renewals).toBeGreaterThan(seen), WAIT)
      const retry = await bulk()
      expect(retry.statusCode).toBe(409)
      expect(JSON.parse(retry.body)).toMatchObject({
        error: 'CONFLICT',
        message: 'A request with this Idempotency-Key is still running; retry in a moment',
      })

      open()
      const done = await first
      const body = expectContract<BulkCreateResponse>('bulkCreateQrCodes', done)
      expect(body.data.map((item) => item.status)).toEqual([201, 201])
      clock += 61_000
      const replayed = await bulk()
      expect(replayed.headers['idempotent-replayed']).toBe('true')
      expect(JSON.parse(replayed.body)).toEqual(body)
      const list = await app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: auth })
      expect(list.json().pagination.total).toBe(2)
    } finally {
      open()
      await app.close()
      await store.close()
    }
  })
})
