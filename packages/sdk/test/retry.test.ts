import { describe, expect, it } from 'vitest'
import {
  ConflictError,
  DynqrAbortError,
  DynqrConnectionError,
  DynqrError,
  DynqrTimeoutError,
  InternalServerError,
  RateLimitedError,
} from '../src/index.js'
import { CODE, client, json } from './support/fake-fetch.js'

describe('retries', () => {
  it('retries 5xx on a GET with jittered exponential backoff, then succeeds', async () => {
    const { dynqr, sleeps, requests } = client([json(503, {}), json(502, {}), json(200, { success: true, ...CODE })])
    await expect(dynqr.qrcodes.get('abc')).resolves.toEqual(CODE)
    expect(requests).toHaveLength(3)
    expect(sleeps).toEqual([250, 500]) // random 0.5 × 500 ms, × 1000 ms
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer dqr_test')
  })

  it('gives up after maxRetries with the last error', async () => {
    const { dynqr, requests } = client([
      json(500, {}),
      json(500, {}),
      json(500, { error: 'INTERNAL_ERROR', message: 'x' }),
    ])
    await expect(dynqr.qrcodes.get('abc')).rejects.toBeInstanceOf(InternalServerError)
    expect(requests).toHaveLength(3)
  })

  it('honours Retry-After on 429, even for a POST', async () => {
    const { dynqr, sleeps, requests } = client([
      json(429, { error: 'RATE_LIMITED', message: 'slow' }, { 'retry-after': '3' }),
      json(201, { success: true, ...CODE }),
    ])
    await expect(dynqr.qrcodes.create({ targetUrl: 'https://e.com/' })).resolves.toEqual(CODE)
    expect(sleeps).toEqual([3_000])
    expect(requests).toHaveLength(2)
    expect(await requests[1]?.text()).toBe('{"targetUrl":"https://e.com/"}')
  })

  it('does not wait out a Retry-After over a minute', async () => {
    const { dynqr, requests } = client([
      json(429, { error: 'RATE_LIMITED', message: 'slow' }, { 'retry-after': '3600' }),
    ])
    await expect(dynqr.qrcodes.list()).rejects.toBeInstanceOf(RateLimitedError)
    expect(requests).toHaveLength(1)
  })

  it('never retries a POST without an Idempotency-Key (raw client): not on 5xx, not on a lost connection', async () => {
    const failed = client([json(500, { error: 'INTERNAL_ERROR', message: 'x' })])
    const answer = await failed.dynqr.raw.POST('/qrcode', { body: { targetUrl: 'https://e.com/' } })
    expect(answer.response.status).toBe(500)
    expect(failed.requests).toHaveLength(1)
    const lost = client([new TypeError('fetch failed')])
    await expect(lost.dynqr.raw.POST('/qrcode', { body: { targetUrl: 'https://e.com/' } })).rejects.toBeInstanceOf(
      DynqrConnectionError,
    )
    expect(lost.requests).toHaveLength(1)
  })

  it('retries connection errors on idempotent requests', async () => {
    const { dynqr, requests } = client([new TypeError('fetch failed'), new Response(null, { status: 204 })])
    await expect(dynqr.qrcodes.delete('abc')).resolves.toBeUndefined()
    expect(requests).toHaveLength(2)
  })

  it('throws DynqrConnectionError, with the cause, when every attempt fails', async () => {
    const cause = new TypeError('getaddrinfo ENOTFOUND api.test')
    const { dynqr } = client([cause, cause, cause])
    const error = await dynqr.qrcodes.get('abc').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DynqrConnectionError)
    expect((error as Error).cause).toBe(cause)
    expect((error as Error).message).toContain('ENOTFOUND')
  })

  it('does not retry 4xx answers', async () => {
    const { dynqr, requests } = client([json(404, { error: 'NOT_FOUND', message: 'QR code not found' })])
    await expect(dynqr.qrcodes.get('abc')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 })
    expect(requests).toHaveLength(1)
  })
})

describe('timeouts and cancellation', () => {
  it('times out each attempt and throws DynqrTimeoutError once retries run out', async () => {
    const { dynqr, requests } = client(['hang', 'hang', 'hang'], { timeouts: true })
    await expect(dynqr.qrcodes.get('abc')).rejects.toBeInstanceOf(DynqrTimeoutError)
    expect(requests).toHaveLength(3)
    expect(requests.every((r) => r.signal.aborted)).toBe(true)
  })

  it("honours the caller's AbortSignal at once, with its reason, and retries no more", async () => {
    const { dynqr, requests } = client(['hang', json(200, { success: true, ...CODE })])
    const controller = new AbortController()
    const pending = dynqr.qrcodes.get('abc', { signal: controller.signal })
    await new Promise((r) => setTimeout(r, 5))
    controller.abort(new Error('user left the page'))
    await expect(pending).rejects.toThrow('user left the page')
    const error = await pending.catch((e: unknown) => e)
    // A DynqrError like every other, the signal's reason kept as its cause.
    expect(error).toBeInstanceOf(DynqrAbortError)
    expect(error).toBeInstanceOf(DynqrError)
    expect((error as Error).cause).toEqual(new Error('user left the page'))
    expect(requests).toHaveLength(1)
  })

  it('asks again after a short wait when a create with the same Idempotency-Key is still running (409)', async () => {
    const inFlight = () =>
      json(409, {
        error: 'CONFLICT',
        message: 'A request with this Idempotency-Key is still running; retry in a moment',
      })
    const { dynqr, sleeps, requests } = client([inFlight(), inFlight(), json(201, { success: true, ...CODE })])
    await expect(dynqr.qrcodes.create({ targetUrl: 'https://e.com/' })).resolves.toEqual(CODE)
    expect(requests).toHaveLength(3)
    expect(new Set(requests.map((r) => r.headers.get('idempotency-key'))).size).toBe(1)
    expect(sleeps.every((ms) => ms >= 250)).toBe(true)
    // Another 409 (a taken id) is not retried.
    const taken = client([json(409, { error: 'CONFLICT', message: 'customShortId menu is taken' })])
    await expect(
      taken.dynqr.qrcodes.create({ targetUrl: 'https://e.com/', customShortId: 'menu' }),
    ).rejects.toBeInstanceOf(ConflictError)
    expect(taken.requests).toHaveLength(1)
  })

  it('does not start a request whose signal is already aborted', async () => {
    const { dynqr } = client([json(200, { success: true, ...CODE })])
    await expect(dynqr.qrcodes.get('abc', { signal: AbortSignal.abort(new Error('never mind')) })).rejects.toThrow(
      'never mind',
    )
    await expect(
      dynqr.qrcodes.get('abc', { signal: AbortSignal.abort(new Error('never mind')) }),
    ).rejects.toBeInstanceOf(DynqrAbortError)
  })
})

describe('pagination', () => {
  it('walks every page with listAll', async () => {
    const page = (ids: string[], offset: number, total: number) =>
      json(200, {
        success: true,
        data: ids.map((shortId) => ({ ...CODE, shortId })),
        pagination: { total, limit: 2, offset, hasMore: offset + ids.length < total },
      })
    const { dynqr, requests } = client([page(['a', 'b'], 0, 5), page(['c', 'd'], 2, 5), page(['e'], 4, 5)])
    const seen: string[] = []
    for await (const code of dynqr.qrcodes.listAll({ limit: 2, sort: 'views' })) seen.push(code.shortId)
    expect(seen).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(requests.map((r) => new URL(r.url).search)).toEqual([
      '?limit=2&sort=views&offset=0',
      '?limit=2&sort=views&offset=2',
      '?limit=2&sort=views&offset=4',
    ])
  })
})
