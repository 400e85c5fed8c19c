import parsePrometheusTextFormat from 'parse-prometheus-text-format'
import { afterEach, describe, expect, it } from 'vitest'
import { composeApp, createMemoryStore } from '../../src/index.js'
import { instrumentStore } from '../../src/metrics/instrument-store.js'
import { createMetrics } from '../../src/metrics/metrics.js'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'

async function metricsApp(metricsToken?: string, metricsTokenRequired?: boolean) {
  const metrics = createMetrics()
  const raw = createMemoryStore()
  const store = instrumentStore(raw, metrics)
  const app = await composeApp({ store, publicUrl: 'http://qr.test', metrics, metricsToken, metricsTokenRequired })
  const { ApiKeyService } = await import('../../src/index.js')
  const { key } = await new ApiKeyService(store).issueKey('alice')
  return { app, metrics, auth: { authorization: `Bearer ${key}` } }
}

type Families = ReturnType<typeof parsePrometheusTextFormat>
const family = (families: Families, name: string) => families.find((f) => f.name === name)

describe('GET /metrics', () => {
  let close: (() => Promise<void>) | undefined
  afterEach(async () => {
    await close?.()
  })

  it('serves Prometheus text that a parser reads: requests and latency by route pattern and status, scans by kind, store calls, process metrics', async () => {
    const { app, auth } = await metricsApp()
    close = () => app.close()
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: auth,
      payload: { targetUrl: 'https://example.com', customShortId: 'menu' },
    })
    expect(created.statusCode).toBe(201)
    await app.inject({ method: 'GET', url: '/menu', headers: { 'user-agent': PHONE } })
    await app.inject({ method: 'GET', url: '/menu', headers: { 'user-agent': PHONE } })
    await app.inject({ method: 'GET', url: '/menu', headers: { 'user-agent': 'Googlebot/2.1' } })
    await app.inject({ method: 'GET', url: '/nope-1' })
    await app.inject({ method: 'GET', url: '/a/b/c/random-path' })

    const reply = await app.inject({ method: 'GET', url: '/metrics' })
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const families = parsePrometheusTextFormat(reply.body)

    const requests = family(families, 'dynqr_http_requests_total')
    expect(requests?.type).toBe('COUNTER')
    const count = (route: string, status: string) =>
      Number(requests?.metrics.find((m) => m.labels?.route === route && m.labels?.status === status)?.value ?? 0)
    expect(count('/:shortId', '302')).toBe(3)
    expect(count('/:shortId', '404')).toBe(1)
    expect(count('/api/v1/qrcode', '201')).toBe(1)
    // Route patterns only: no raw URL ever becomes a label.
    expect(reply.body).not.toContain('/menu"')
    expect(reply.body).not.toContain('random-path')
    expect(count('unmatched', '404')).toBe(1)

    const latency = family(families, 'dynqr_http_request_duration_seconds')
    expect(latency?.type).toBe('HISTOGRAM')
    // This parser folds a histogram's labelled series into one; its series are checked in the text.
    expect(reply.body).toContain(
      'dynqr_http_request_duration_seconds_count{method="GET",route="/:shortId",status="302"} 3',
    )

    const scans = family(families, 'dynqr_scans_total')
    expect(Object.fromEntries(scans?.metrics.map((m) => [m.labels?.kind, Number(m.value)]) ?? [])).toEqual({
      view: 2,
      bot: 1,
    })

    expect(family(families, 'dynqr_store_operation_duration_seconds')?.type).toBe('HISTOGRAM')
    expect(reply.body).toMatch(/dynqr_store_operation_duration_seconds_count\{operation="qrCodes\.\w+"\} [1-9]/)
    expect(family(families, 'dynqr_store_errors_total')?.type).toBe('COUNTER')
    expect(family(families, 'process_cpu_seconds_total')?.type).toBe('COUNTER')
    expect(family(families, 'nodejs_eventloop_lag_seconds')?.type).toBe('GAUGE')
  })

  it('counts store failures by operation', async () => {
    const metrics = createMetrics({ processMetrics: false })
    const raw = createMemoryStore()
    const failing = { ...raw, accounts: { ...raw.accounts, count: async () => Promise.reject(new Error('disk')) } }
    const store = instrumentStore(failing as typeof raw, metrics)
    await expect(store.accounts.count()).rejects.toThrow('disk')
    const families = parsePrometheusTextFormat(await metrics.registry.metrics())
    const errors = family(families, 'dynqr_store_errors_total')?.metrics
    expect(errors).toContainEqual({ labels: { operation: 'accounts.count' }, value: '1' })
  })

  it('times the methods of a class repository, its own and inherited, and forwards its getters to it', async () => {
    class Base {
      #reads = 0
      get reads() {
        return this.#reads
      }
      findLive(id: string) {
        this.#reads += 1
        return id === 'live' ? { id } : null
      }
    }
    class Codes extends Base {
      readonly own = async (id: string) => (id === 'bad' ? Promise.reject(new Error('disk')) : id)
    }
    const metrics = createMetrics({ processMetrics: false })
    const raw = createMemoryStore()
    const codes = new Codes()
    const store = instrumentStore({ ...raw, qrCodes: codes as unknown as typeof raw.qrCodes }, metrics)
    const instrumented = store.qrCodes as unknown as Codes
    // A synchronous answer stays synchronous (the short link reads a remembered routing so).
    expect(instrumented.findLive('live')).toEqual({ id: 'live' })
    expect(instrumented.findLive('gone')).toBeNull()
    // A getter runs on the repository itself, whose private fields it reads.
    expect(instrumented.reads).toBe(2)
    expect(instrumented).toBeInstanceOf(Codes)
    await expect(instrumented.own('ok')).resolves.toBe('ok')
    await expect(instrumented.own('bad')).rejects.toThrow('disk')
    const text = await metrics.registry.metrics()
    expect(text).toContain('dynqr_store_operation_duration_seconds_count{operation="qrCodes.findLive"} 2')
    expect(text).toContain('dynqr_store_operation_duration_seconds_count{operation="qrCodes.own"} 2')
    expect(text).toContain('dynqr_store_errors_total{operation="qrCodes.own"} 1')
    // Methods never called leave no series.
    expect(text).not.toContain('operation="qrCodes.reads"')
  })

  it('with METRICS_TOKEN set, answers 401 without the token and serves it with', async () => {
    const { app } = await metricsApp('s3cret-scrape')
    close = () => app.close()
    const without = await app.inject({ method: 'GET', url: '/metrics' })
    expect(without.statusCode).toBe(401)
    expect(without.headers['www-authenticate']).toContain('Bearer')
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } })
    expect(wrong.statusCode).toBe(401)
    const right = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer s3cret-scrape' },
    })
    expect(right.statusCode).toBe(200)
    expect(right.body).toContain('dynqr_http_requests_total')
  })

  it('in production, is not served without METRICS_TOKEN, and needs the token when it is set', async () => {
    const open = await metricsApp(undefined, true)
    const refused = await open.app.inject({ method: 'GET', url: '/metrics' })
    await open.app.close()
    expect(refused.statusCode).toBe(404)
    expect(refused.body).toMatch(/METRICS_TOKEN/)
    expect(refused.body).not.toMatch(/http_requests_total|process_/)
    const guarded = await metricsApp('scrape-me', true)
    close = () => guarded.app.close()
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401)
    const scraped = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-me' },
    })
    expect(scraped.statusCode).toBe(200)
  })
})
