import type { BulkCreateResponse, ErrorBody } from '@dynqr/contract'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { storeUnavailable } from '../../src/domain/domain-error.js'
import { ApiKeyService, composeApp, type Store } from '../../src/index.js'
import { expectContract } from '../helpers/contract.js'
import { ENGINES } from '../helpers/engines.js'

const SITE = 'https://qr.example'
const MINUTE = 60_000

/**
 * The answer of an `Idempotency-Key` create is kept in the create's own commit (issue 27, item
 * 14), on every engine: neither a crash between the commit and the kept answer nor a COMMIT whose
 * outcome the server never learnt lets a retry create again.
 */
describe.each(ENGINES)('Idempotency-Key kept with the create on $name', (engine) => {
  let store: Store
  let app: FastifyInstance
  let auth: { authorization: string }
  let now = Date.UTC(2026, 10, 24, 12)
  /** Switches the store's faults on and off. */
  const faults = { keepAnswerAfterwards: true, commitThenFail: false }

  const open = async () => {
    store = await engine.open()
    auth = { authorization: `Bearer ${(await new ApiKeyService(store).issueKey('alice')).key}` }
    // The store as the app sees it: the answer stored after the commit can be lost (a crash
    // there), and a create can commit and still fail (a COMMIT whose answer never came back).
    const idempotency = store.idempotency
    const qrCodes = store.qrCodes
    const faulty: Store = {
      ...store,
      idempotency: {
        reserve: (...args) => idempotency.reserve(...args),
        release: (...args) => idempotency.release(...args),
        renew: (...args) => idempotency.renew(...args),
        complete: async (...args) => {
          if (!faults.keepAnswerAfterwards) throw new Error('the process died here')
          return idempotency.complete(...args)
        },
      },
      qrCodes: new Proxy(qrCodes, {
        get(target, name) {
          const value = Reflect.get(target, name) as unknown
          if (typeof value !== 'function') return value
          if (name !== 'create' && name !== 'createAll') return value.bind(target)
          return async (...args: unknown[]) => {
            const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)
            if (faults.commitThenFail) throw storeUnavailable(new Error('connection lost during COMMIT'))
            return result
          }
        },
      }),
    }
    app = await composeApp({ store: faulty, publicUrl: SITE, now: () => now })
  }

  afterEach(async () => {
    faults.keepAnswerAfterwards = true
    faults.commitThenFail = false
    await app?.close()
    await store?.close()
  })

  const post = (url: string, key: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...auth, 'idempotency-key': key }, payload })
  const count = async () =>
    JSON.parse((await app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: auth })).body).pagination
      .total as number

  it('replays a create whose answer could not be stored after the commit, once its claim has lapsed', async () => {
    await open()
    faults.keepAnswerAfterwards = false
    const first = await post('/qrcode', 'crash-1', { targetUrl: 'https://example.com/a' })
    expect(first.statusCode).toBe(201)
    faults.keepAnswerAfterwards = true
    now += 2 * MINUTE // past the claim's lease: before issue 27 the retry created again
    const retry = await post('/qrcode', 'crash-1', { targetUrl: 'https://example.com/a' })
    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(JSON.parse(retry.body).shortId).toBe(JSON.parse(first.body).shortId)
    expect(await count()).toBe(1)
  })

  it('replays a create answered 503 although its COMMIT went through', async () => {
    await open()
    faults.commitThenFail = true
    const first = await post('/qrcode', 'ambiguous-1', { targetUrl: 'https://example.com/a' })
    expect(first.statusCode).toBe(503)
    faults.commitThenFail = false
    const retry = await post('/qrcode', 'ambiguous-1', { targetUrl: 'https://example.com/a' })
    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(await count()).toBe(1)
  })

  it('replays a bulk create with its Idempotency-Key, also after a 503 for a bulk that committed', async () => {
    await open()
    const items = [
      { targetUrl: 'https://example.com/1' },
      { targetUrl: 'https://example.com/2', customShortId: 'bulk-two' },
    ]
    const first = await post('/qrcode/bulk', 'bulk-1', { items })
    const body = expectContract<BulkCreateResponse>('bulkCreateQrCodes', first)
    expect(body.data.map((item) => item.status)).toEqual([201, 201])
    const again = await post('/qrcode/bulk', 'bulk-1', { items })
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(expectContract<BulkCreateResponse>('bulkCreateQrCodes', again)).toEqual(body)
    const other = await post('/qrcode/bulk', 'bulk-1', { items: [{ targetUrl: 'https://example.com/3' }] })
    expect(expectContract<ErrorBody>('bulkCreateQrCodes', other).error).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await count()).toBe(2)

    faults.commitThenFail = true
    const lost = await post('/qrcode/bulk', 'bulk-2', { items: [{ targetUrl: 'https://example.com/4' }] })
    expect(lost.statusCode).toBe(503)
    faults.commitThenFail = false
    const retried = await post('/qrcode/bulk', 'bulk-2', { items: [{ targetUrl: 'https://example.com/4' }] })
    expect(retried.headers['idempotent-replayed']).toBe('true')
    expect(await count()).toBe(3)
  })

  it('creates no second key for a repeated POST /keys answered 503 although it committed', async () => {
    await open()
    const keys = async () =>
      JSON.parse((await app.inject({ method: 'GET', url: '/api/v1/keys', headers: auth })).body).data.length as number
    const before = await keys()
    // The key's answer is kept in its commit too: a lost answer is a 409 naming the key, not a second key.
    faults.keepAnswerAfterwards = false
    const made = await post('/keys', 'key-1', { name: 'ci' })
    expect(made.statusCode).toBe(201)
    faults.keepAnswerAfterwards = true
    now += 2 * MINUTE
    const retry = await post('/keys', 'key-1', { name: 'ci' })
    expect(retry.statusCode).toBe(409)
    expect(expectContract<ErrorBody>('createApiKey', retry).message).toContain(JSON.parse(made.body).id)
    expect(await keys()).toBe(before + 1)
  })
})
