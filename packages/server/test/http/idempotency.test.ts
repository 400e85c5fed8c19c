import type { ErrorBody, QrCodeResponse } from '@dynqr/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { composeApp } from '../../src/index.js'
import { expectContract } from '../helpers/contract.js'
import { ENGINES } from '../helpers/engines.js'
import { SITE, startTestApp, type TestApp } from '../helpers/test-app.js'

describe.each(ENGINES)('Idempotency-Key on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine)
  })
  afterEach(async () => {
    await t.close()
  })

  const create = (key: string | undefined, body: object, app = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: { ...t.auth(t.alice), ...(key !== undefined && { 'idempotency-key': key }) },
      payload: body,
    })
  const count = async () =>
    JSON.parse((await t.app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: t.auth(t.alice) })).body).pagination
      .total as number

  it('replays the first answer to a retry with the same key and body, and stores one code', async () => {
    const first = await create('k-1', { targetUrl: 'https://example.com/a' })
    expect(first.statusCode).toBe(201)
    const again = await create('k-1', { targetUrl: 'https://example.com/a' })
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.headers.location).toBe(first.headers.location)
    expect(expectContract<QrCodeResponse>('createQrCode', again)).toEqual(JSON.parse(first.body))
    expect(first.headers['idempotent-replayed']).toBeUndefined()
    expect(await count()).toBe(1)
  })

  it('answers 422 IDEMPOTENCY_KEY_REUSED to the same key with another body, and creates nothing', async () => {
    await create('k-2', { targetUrl: 'https://example.com/a' })
    const other = await create('k-2', { targetUrl: 'https://example.com/b' })
    expect(other.statusCode).toBe(422)
    expect(expectContract<ErrorBody>('createQrCode', other).error).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await count()).toBe(1)
  })

  it('keeps keys per account, and refuses a malformed key', async () => {
    await create('shared', { targetUrl: 'https://example.com/a' })
    const bob = await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: { ...t.auth(t.bob), 'idempotency-key': 'shared' },
      payload: { targetUrl: 'https://example.com/a' },
    })
    expect(bob.statusCode).toBe(201)
    expect(bob.headers['idempotent-replayed']).toBeUndefined()
    const bad = await create(' leading-space', { targetUrl: 'https://example.com/a' })
    expect(bad.statusCode).toBe(400)
    expect(expectContract<ErrorBody>('createQrCode', bad).details?.[0]?.field).toBe('Idempotency-Key')
  })

  it('gives concurrent duplicates one code: the others get the replay or 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create('k-race', { targetUrl: 'https://example.com/race' })),
    )
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode)
    const codes = new Set(answers.filter((a) => a.statusCode === 201).map((a) => JSON.parse(a.body).shortId))
    expect(codes.size).toBe(1)
    expect(await count()).toBe(1)
  })

  it('replays a kept 4xx too (a taken custom id); a repeated POST /keys makes no second key and never shows the secret again', async () => {
    await create(undefined, { targetUrl: 'https://example.com/', customShortId: 'taken' })
    const first = await create('k-3', { targetUrl: 'https://example.com/', customShortId: 'taken' })
    const again = await create('k-3', { targetUrl: 'https://example.com/', customShortId: 'taken' })
    expect([first.statusCode, again.statusCode]).toEqual([409, 409])
    expect(again.headers['idempotent-replayed']).toBe('true')
    const key = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/keys',
        headers: { ...t.auth(t.alice), 'idempotency-key': id },
        payload: { name: 'ci' },
      })
    const made = await key('key-1')
    expect(made.statusCode).toBe(201)
    const replayed = await key('key-1')
    expect(replayed.statusCode).toBe(409)
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    const refusal = expectContract<ErrorBody>('createApiKey', replayed)
    expect(refusal.error).toBe('CONFLICT')
    expect(refusal.message).toContain(JSON.parse(made.body).id)
    expect(replayed.body).not.toContain(JSON.parse(made.body).key)
    const keys = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/v1/keys', headers: t.auth(t.alice) })).body)
    expect(keys.data).toHaveLength(2)
  })

  it('replays across two instances of one database', async () => {
    const second = await composeApp({ store: t.store, publicUrl: SITE })
    try {
      const first = await create('k-two', { targetUrl: 'https://example.com/two' })
      const other = await create('k-two', { targetUrl: 'https://example.com/two' }, second)
      expect(other.headers['idempotent-replayed']).toBe('true')
      expect(JSON.parse(other.body).shortId).toBe(JSON.parse(first.body).shortId)
      expect(await count()).toBe(1)
    } finally {
      await second.close()
    }
  })
})
