import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dynqr, DynqrError, type RequestEvent, type ResponseEvent, VERSION } from '../src/index.js'
import { CODE, client, json, scriptedFetch } from './support/fake-fetch.js'

const ok = () => json(200, { success: true, ...CODE }, { 'x-request-id': 'req-1' })

describe('defaults from the environment', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('reads DYNQR_API_KEY and DYNQR_BASE_URL', async () => {
    vi.stubEnv('DYNQR_API_KEY', 'dqr_from_env')
    vi.stubEnv('DYNQR_BASE_URL', 'http://env.test/api/v1/')
    const { fetchImpl, requests } = scriptedFetch([ok()])
    await new Dynqr({ fetch: fetchImpl }).qrcodes.get('abc')
    expect(requests[0]?.url).toBe('http://env.test/api/v1/qrcode/abc')
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer dqr_from_env')
  })

  it('prefers options over the environment, and names the variable when there is no key', () => {
    vi.stubEnv('DYNQR_API_KEY', '')
    expect(() => new Dynqr()).toThrow(DynqrError)
    expect(() => new Dynqr()).toThrow(/DYNQR_API_KEY/)
  })

  it('sessionCookie: no key asked for, none sent (the site pages, signed in with a cookie)', async () => {
    vi.stubEnv('DYNQR_API_KEY', 'dqr_from_env')
    const { fetchImpl, requests } = scriptedFetch([ok()])
    await new Dynqr({ sessionCookie: true, fetch: fetchImpl, baseUrl: 'http://site.test/api/v1' }).qrcodes.get('abc')
    expect(requests[0]?.headers.get('authorization')).toBeNull()
  })
})

describe('headers', () => {
  it('sends User-Agent dynqr-sdk/<version> node/<v> on Node, with the package.json version', async () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'))
    expect(VERSION).toBe(pkg.version)
    const { dynqr, requests } = client([ok()])
    await dynqr.qrcodes.get('abc')
    expect(requests[0]?.headers.get('user-agent')).toBe(`dynqr-sdk/${VERSION} node/${process.version}`)
  })

  it('merges per-request headers over client headers', async () => {
    const { dynqr, requests } = client([ok()], { headers: { 'x-team': 'a', 'x-trace': '1' } })
    await dynqr.qrcodes.get('abc', { headers: { 'x-trace': '2' } })
    expect([requests[0]?.headers.get('x-team'), requests[0]?.headers.get('x-trace')]).toEqual(['a', '2'])
  })
})

describe('per-request options', () => {
  it('maxRetries: 0 on one call, the client default on the next', async () => {
    const { dynqr, requests } = client([json(503, {}), json(503, {}), ok()])
    await expect(dynqr.qrcodes.get('abc', { maxRetries: 0 })).rejects.toMatchObject({ status: 503 })
    expect(requests).toHaveLength(1)
    await expect(dynqr.qrcodes.get('abc')).resolves.toEqual(CODE)
    expect(requests).toHaveLength(3)
  })

  it('timeout per call', async () => {
    const { dynqr, requests } = client(['hang'], { timeouts: true })
    // The fake clock fires 5 000 ms sleeps only; any other timeout would hang this test.
    await expect(dynqr.qrcodes.get('abc', { timeout: 5_000, maxRetries: 0 })).rejects.toThrow('within 5000 ms')
    expect(requests).toHaveLength(1)
  })

  it('works where AbortSignal.any does not exist (Safari < 17.4)', async () => {
    const any = AbortSignal.any
    Reflect.deleteProperty(AbortSignal, 'any')
    try {
      const { dynqr } = client([ok()])
      const controller = new AbortController()
      await expect(dynqr.qrcodes.get('abc', { signal: controller.signal })).resolves.toEqual(CODE)
    } finally {
      AbortSignal.any = any
    }
  })
})

describe('hooks and logger', () => {
  it('tells onRequest and onResponse about every attempt', async () => {
    const events: string[] = []
    const { dynqr } = client([json(502, {}), ok()], {
      onRequest: ({ request, attempt }: RequestEvent) => {
        events.push(`request ${attempt} ${request.method} ${new URL(request.url).pathname}`)
      },
      onResponse: ({ response, attempt, willRetry }: ResponseEvent) => {
        events.push(`response ${attempt} ${response?.status} retry=${willRetry}`)
      },
    })
    await dynqr.qrcodes.get('abc')
    expect(events).toEqual([
      'request 1 GET /api/v1/qrcode/abc',
      'response 1 502 retry=true',
      'request 2 GET /api/v1/qrcode/abc',
      'response 2 200 retry=false',
    ])
  })

  it('logs method, URL, status, request id and retries, never the key', async () => {
    const lines: string[] = []
    const { dynqr } = client([json(503, {}), ok()], { logger: { debug: (line: string) => lines.push(line) } })
    await dynqr.qrcodes.get('abc')
    expect(lines.join('\n')).toContain('GET http://api.test/api/v1/qrcode/abc → 503 in 0 ms; retrying in 250 ms')
    expect(lines.join('\n')).toContain('→ 200 in 0 ms (request req-1)')
    expect(lines.join('\n')).not.toContain('dqr_test')
  })
})

describe('pagination', () => {
  const page = (ids: string[], offset: number, total: number) =>
    json(200, {
      success: true,
      data: ids.map((shortId) => ({ ...CODE, shortId })),
      pagination: { total, limit: 2, offset, hasMore: offset + ids.length < total },
    })

  it('for await over list() walks every page', async () => {
    const { dynqr, requests } = client([page(['a', 'b'], 0, 3), page(['c'], 2, 3)])
    const seen: string[] = []
    for await (const code of dynqr.qrcodes.list({ limit: 2, sort: 'views' })) seen.push(code.shortId)
    expect(seen).toEqual(['a', 'b', 'c'])
    expect(requests.map((r) => new URL(r.url).search)).toEqual(['?limit=2&sort=views', '?limit=2&sort=views&offset=2'])
  })

  it('page objects: hasNextPage, nextPageParams, getNextPage', async () => {
    const { dynqr } = client([page(['a', 'b'], 0, 3), page(['c'], 2, 3)])
    const first = await dynqr.qrcodes.list({ limit: 2 })
    expect(first.data.map((c) => c.shortId)).toEqual(['a', 'b'])
    expect(first.hasNextPage()).toBe(true)
    expect(first.nextPageParams()).toEqual({ limit: 2, offset: 2 })
    const second = await first.getNextPage()
    expect(second.pagination).toEqual({ total: 3, limit: 2, offset: 2, hasMore: false })
    expect(second.hasNextPage()).toBe(false)
    expect(() => second.getNextPage()).toThrow(/hasNextPage/)
  })

  it('withResponse on a page', async () => {
    const { dynqr } = client([page(['a'], 0, 1)])
    const { data, requestId } = await dynqr.qrcodes.list().withResponse()
    expect([data.data.length, requestId]).toEqual([1, undefined])
  })
})
