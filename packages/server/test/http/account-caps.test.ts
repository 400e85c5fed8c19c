import { afterEach, describe, expect, it } from 'vitest'
import { expectContract } from '../helpers/contract.js'
import { ENGINES } from '../helpers/engines.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { fastWebhookSettings } from '../helpers/webhook-receiver.js'

type ErrorBody = { error: string; message: string }

/** Quotas are per account (PRODUCT.md "Security and abuse", "Resource limits"): codes, keys and webhook endpoints capped. */
describe.each(ENGINES)('per-account caps on $name', (engine) => {
  let t: TestApp
  afterEach(async () => {
    await t.close()
  })
  const post = (url: string, payload: object, key = t.alice) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: t.auth(key), payload })

  it('refuses a key past MAX_KEYS_PER_ACCOUNT with 409 naming the cap; a revoked key frees a place', async () => {
    t = await startTestApp(engine, undefined, { maxKeysPerAccount: 3 })
    // alice holds one key already (the test app's).
    const made = []
    for (let i = 0; i < 2; i += 1) {
      const created = await post('/keys', { name: `k${i}` })
      expect(created.statusCode).toBe(201)
      made.push(created.json().id as string)
    }
    const refused = await post('/keys', { name: 'one too many' })
    expect(refused.statusCode).toBe(409)
    const body = expectContract<ErrorBody>('createApiKey', refused)
    expect(body.error).toBe('LIMIT_REACHED')
    expect(body.message).toBe(
      'This account has 3 live API keys, the most it may hold (MAX_KEYS_PER_ACCOUNT is 3); revoke one first',
    )
    // Another account has its own cap.
    expect((await post('/keys', { name: 'bob’s' }, t.bob)).statusCode).toBe(201)
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/v1/keys/${made[0]}`, headers: t.auth(t.alice) })
    expect(revoked.statusCode).toBe(204)
    expect((await post('/keys', { name: 'in its place' })).statusCode).toBe(201)
  })

  it('refuses a webhook endpoint past MAX_WEBHOOKS_PER_ACCOUNT with 409 naming the cap', async () => {
    t = await startTestApp(engine, undefined, { maxWebhooksPerAccount: 2, webhooks: fastWebhookSettings() })
    const hook = (n: number, key = t.alice) =>
      post('/webhooks', { url: `http://127.0.0.1:9/hook${n}`, events: ['qrcode.created'] }, key)
    expect((await hook(1)).statusCode).toBe(201)
    expect((await hook(2)).statusCode).toBe(201)
    const refused = await hook(3)
    expect(refused.statusCode).toBe(409)
    const body = expectContract<ErrorBody>('createWebhook', refused)
    expect(body.error).toBe('LIMIT_REACHED')
    expect(body.message).toBe(
      'This account has 2 webhook endpoints, the most it may register (MAX_WEBHOOKS_PER_ACCOUNT is 2); delete one first',
    )
    expect((await hook(3, t.bob)).statusCode).toBe(201)
  })

  it('refuses a code past MAX_CODES_PER_ACCOUNT with 409 LIMIT_REACHED, per item in a bulk; a delete frees a place', async () => {
    t = await startTestApp(engine, undefined, { maxCodesPerAccount: 3 })
    const limit = 'This account has 3 QR codes, the most it may hold (MAX_CODES_PER_ACCOUNT is 3); delete some first'
    expect((await post('/qrcode', { targetUrl: 'https://example.com/1' })).statusCode).toBe(201)
    const bulk = await post('/qrcode/bulk', {
      items: [
        { targetUrl: 'https://example.com/2' },
        { targetUrl: 'not a url' },
        { targetUrl: 'https://example.com/3', customShortId: 'third' },
        { targetUrl: 'https://example.com/4' },
        { targetUrl: 'https://example.com/5' },
      ],
    })
    const results = expectContract<{ data: { status: number; error?: ErrorBody }[] }>('bulkCreateQrCodes', bulk).data
    expect(results.map((r) => r.status)).toEqual([201, 400, 201, 409, 409])
    expect(results[3]?.error).toEqual({ error: 'LIMIT_REACHED', message: limit })
    const refused = await post('/qrcode', { targetUrl: 'https://example.com/6' })
    expect(refused.statusCode).toBe(409)
    expect(expectContract<ErrorBody>('createQrCode', refused)).toMatchObject({ error: 'LIMIT_REACHED', message: limit })
    // Another account has its own cap; a deleted code frees a place.
    expect((await post('/qrcode', { targetUrl: 'https://example.com/b' }, t.bob)).statusCode).toBe(201)
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/v1/qrcode/third', headers: t.auth(t.alice) })
    expect(gone.statusCode).toBe(204)
    expect((await post('/qrcode', { targetUrl: 'https://example.com/7' })).statusCode).toBe(201)
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: t.auth(t.alice) })
    expect(list.json().pagination.total).toBe(3)
  })

  it('defaults to 100 keys and 20 webhook endpoints per account', async () => {
    t = await startTestApp(engine, undefined, { webhooks: fastWebhookSettings() })
    const account = await t.store.accounts.findByName('alice')
    for (let i = 0; i < 99; i += 1) await t.keys.createKey(account?.id ?? '', { name: `k${i}` })
    const refused = await post('/keys', { name: 'the 101st' })
    expect(refused.json().message).toMatch(/MAX_KEYS_PER_ACCOUNT is 100/)
    for (let i = 0; i < 20; i += 1) {
      const created = await post('/webhooks', { url: `http://127.0.0.1:9/h${i}`, events: ['qrcode.created'] })
      expect(created.statusCode).toBe(201)
    }
    const tooMany = await post('/webhooks', { url: 'http://127.0.0.1:9/h20', events: ['qrcode.created'] })
    expect(tooMany.json().message).toMatch(/MAX_WEBHOOKS_PER_ACCOUNT is 20/)
  })
})
