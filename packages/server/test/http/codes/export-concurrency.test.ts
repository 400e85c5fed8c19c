import { describe, expect, it, vi } from 'vitest'
import { EXPORTS_PER_ACCOUNT } from '../../../src/http/codes/bulk-change-handlers.js'
import { ApiKeyService, composeApp, type Store } from '../../../src/index.js'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'

const WAIT = { timeout: 10_000, interval: 20 }

/**
 * Review #20: an account streams at most EXPORTS_PER_ACCOUNT exports at once; one more is `429`
 * with `Retry-After`, another account's is not refused, and a finished stream frees its place.
 * The store's page reads are held at a gate, so the exports stay open for as long as the test needs.
 */
describe.each(ENGINES)('concurrent exports on $name', (engine) => {
  it('refuses an export past the per-account bound with 429 and Retry-After, and frees the place after', async () => {
    const store = await engine.open()
    let open = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    let reading = 0
    const qrCodes = store.qrCodes
    const slow: Store = new Proxy(store, {
      get: (target, name) => {
        if (name === 'qrCodes') {
          return new Proxy(qrCodes, {
            get: (codes, method) => {
              const value = Reflect.get(codes, method, codes)
              if (method !== 'listAfter') return typeof value === 'function' ? value.bind(codes) : value
              return async (...args: Parameters<Store['qrCodes']['listAfter']>) => {
                reading += 1
                await gate
                return qrCodes.listAfter(...args)
              }
            },
          })
        }
        const value = Reflect.get(target, name, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const keys = new ApiKeyService(store)
    const alice = { authorization: `Bearer ${(await keys.issueKey('alice')).key}` }
    const bob = { authorization: `Bearer ${(await keys.issueKey('bob')).key}` }
    const app = await composeApp({ store: slow, publicUrl: 'https://qr.example' })
    const exportOf = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/v1/qrcode/export', headers })
    try {
      const running = Array.from({ length: EXPORTS_PER_ACCOUNT }, () => exportOf(alice))
      await vi.waitFor(() => expect(reading).toBe(EXPORTS_PER_ACCOUNT), WAIT)
      const refused = await exportOf(alice)
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['retry-after']).toBe('5')
      expect(expectContract<{ error: string }>('exportQrCodes', refused).error).toBe('RATE_LIMITED')
      // Another account's export is its own.
      const other = exportOf(bob)
      await vi.waitFor(() => expect(reading).toBe(EXPORTS_PER_ACCOUNT + 1), WAIT)
      open()
      for (const done of await Promise.all([...running, other])) expect(done.statusCode).toBe(200)
      expect((await exportOf(alice)).statusCode).toBe(200)
    } finally {
      open()
      await app.close()
      await store.close()
    }
  })
})
