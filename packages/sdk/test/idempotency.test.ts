import { describe, expect, it } from 'vitest'
import { ConflictError, IdempotencyKeyReusedError, PreconditionFailedError } from '../src/index.js'
import { CODE, client, json } from './support/fake-fetch.js'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const created = () => json(201, { success: true, ...CODE })
const keyOf = (request: Request | undefined) => request?.headers.get('idempotency-key')

describe('safe retries of creates (Idempotency-Key)', () => {
  it('sends a UUID v4 key, one per logical create', async () => {
    const { dynqr, requests } = client([created(), created()])
    await dynqr.qrcodes.create({ targetUrl: 'https://e.com/' })
    await dynqr.qrcodes.create({ targetUrl: 'https://e.com/' })
    expect(keyOf(requests[0])).toMatch(UUID_V4)
    expect(keyOf(requests[1])).toMatch(UUID_V4)
    expect(keyOf(requests[0])).not.toBe(keyOf(requests[1]))
  })

  it('retries a create after a 502 with the same key and the same body', async () => {
    const { dynqr, requests, sleeps } = client([json(502, {}), created()])
    await expect(dynqr.qrcodes.create({ targetUrl: 'https://e.com/' })).resolves.toEqual(CODE)
    expect(requests).toHaveLength(2)
    expect(sleeps).toEqual([250])
    expect(keyOf(requests[1])).toBe(keyOf(requests[0]))
    expect(await requests[1]?.text()).toBe('{"targetUrl":"https://e.com/"}')
  })

  it('retries a create after a dropped connection and a 503, with the same key each time', async () => {
    const { dynqr, requests } = client([new TypeError('fetch failed: other side closed'), json(503, {}), created()])
    await expect(dynqr.qrcodes.create({ targetUrl: 'https://e.com/' })).resolves.toEqual(CODE)
    expect(requests).toHaveLength(3)
    expect(new Set(requests.map(keyOf)).size).toBe(1)
    expect(keyOf(requests[0])).toMatch(UUID_V4)
  })

  it('does the same for keys.create', async () => {
    const key = { id: 'key_1', name: 'k', scopes: ['qrcodes:read'], key: 'dqr_new', createdAt: CODE.createdAt }
    const { dynqr, requests } = client([json(502, {}), json(201, { success: true, ...key })])
    await expect(dynqr.keys.create({ name: 'k', scopes: ['qrcodes:read'] })).resolves.toMatchObject({ id: 'key_1' })
    expect(requests).toHaveLength(2)
    expect(keyOf(requests[0])).toMatch(UUID_V4)
    expect(keyOf(requests[1])).toBe(keyOf(requests[0]))
  })

  it('does the same for bulkCreate, and for bulkUpdate and bulkDelete', async () => {
    const bulk = () => json(200, { success: true, data: [] })
    const { dynqr, requests } = client([json(503, {}), bulk(), json(502, {}), bulk(), json(500, {}), bulk()])
    await dynqr.qrcodes.bulkCreate([{ targetUrl: 'https://e.com/' }])
    await dynqr.qrcodes.bulkUpdate([{ shortId: 'menu', active: false }])
    await dynqr.qrcodes.bulkDelete(['menu'])
    expect(requests).toHaveLength(6)
    for (const [first, retry] of [
      [0, 1],
      [2, 3],
      [4, 5],
    ] as const) {
      expect(keyOf(requests[first])).toMatch(UUID_V4)
      expect(keyOf(requests[retry])).toBe(keyOf(requests[first]))
    }
  })

  it('uses the caller’s idempotencyKey', async () => {
    const { dynqr, requests } = client([json(500, {}), created()])
    await dynqr.qrcodes.create({ targetUrl: 'https://e.com/' }, { idempotencyKey: 'order-42' })
    expect(requests.map(keyOf)).toEqual(['order-42', 'order-42'])
  })

  it('maps 422 IDEMPOTENCY_KEY_REUSED and 409 CONFLICT to typed errors, without retrying', async () => {
    const reused = client([json(422, { error: 'IDEMPOTENCY_KEY_REUSED', message: 'other body' })])
    await expect(reused.dynqr.qrcodes.create({ targetUrl: 'https://e.com/' })).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    )
    const busy = client([json(409, { error: 'CONFLICT', message: 'in flight' })])
    await expect(busy.dynqr.qrcodes.create({ targetUrl: 'https://e.com/' })).rejects.toBeInstanceOf(ConflictError)
    expect(reused.requests.length + busy.requests.length).toBe(2)
  })
})

describe('conditional changes (ETag, If-Match)', () => {
  it('exposes the ETag through withResponse and sends it back as If-Match', async () => {
    const { dynqr, requests } = client([
      json(200, { success: true, ...CODE }, { etag: '"v1"', 'x-request-id': 'req-9' }),
      json(200, { success: true, ...CODE }, { etag: '"v2"' }),
      new Response(null, { status: 204 }),
    ])
    const { data, etag, requestId, response } = await dynqr.qrcodes.get('abc').withResponse()
    expect({ data, etag, requestId, status: response.status }).toEqual({
      data: CODE,
      etag: '"v1"',
      requestId: 'req-9',
      status: 200,
    })
    const updated = await dynqr.qrcodes
      .update('abc', { targetUrl: 'https://e.com/2' }, { ifMatch: etag })
      .withResponse()
    expect(updated.etag).toBe('"v2"')
    await dynqr.qrcodes.delete('abc', { ifMatch: updated.etag })
    expect(requests.map((r) => r.headers.get('if-match'))).toEqual([null, '"v1"', '"v2"'])
  })

  it('maps 412 to PreconditionFailedError and does not retry it', async () => {
    const { dynqr, requests } = client([
      json(412, { error: 'PRECONDITION_FAILED', message: 'The QR code changed since you read it' }),
    ])
    const error = await dynqr.qrcodes
      .update('abc', { targetUrl: 'https://e.com/' }, { ifMatch: '"stale"' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PreconditionFailedError)
    expect(error).toMatchObject({ status: 412, code: 'PRECONDITION_FAILED' })
    expect(requests).toHaveLength(1)
  })

  it('maps a bare 412 (no body) to PreconditionFailedError too', async () => {
    const { dynqr } = client([new Response(null, { status: 412 })])
    await expect(dynqr.qrcodes.delete('abc', { ifMatch: '"x"' })).rejects.toBeInstanceOf(PreconditionFailedError)
  })
})
