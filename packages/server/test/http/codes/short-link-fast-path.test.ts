import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import parsePrometheusTextFormat from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiKeyService, composeApp, openSqliteStore, type Store } from '../../../src/index.js'
import { createMetrics } from '../../../src/metrics/metrics.js'
import { expectContract } from '../../helpers/contract.js'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
/** Headers that differ between any two responses, or between a socket and `inject`. */
const VARYING = new Set(['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding'])

/**
 * Short links on a listening server take the fast path ahead of Fastify's router
 * (src/http/codes/short-link-fast-path.ts); `inject` and every other request take the Fastify route.
 * The two must answer alike, count alike and measure alike.
 */
describe('the short links fast path', () => {
  let app: FastifyInstance
  let store: Store
  let base: string
  let auth: { authorization: string }
  const metrics = createMetrics({ processMetrics: false })
  const dir = mkdtempSync(join(tmpdir(), 'dynqr-fast-path-'))

  beforeAll(async () => {
    store = openSqliteStore(join(dir, 'dynqr.db'))
    auth = { authorization: `Bearer ${(await new ApiKeyService(store).issueKey('alice')).key}` }
    app = await composeApp({ store, publicUrl: 'https://qr.example', metrics })
    base = await app.listen({ port: 0, host: '127.0.0.1' })
    const create = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/v1/qrcode', headers: auth, payload })
    await create({ targetUrl: 'https://example.com/menu?table=4', customShortId: 'menu' })
    await create({ targetUrl: 'https://example.com/a', customShortId: 'paused', active: false })
    await create({
      targetUrl: 'https://example.com/b',
      customShortId: 'moved',
      active: false,
      fallbackUrl: 'https://example.com/elsewhere',
    })
    await create({ targetUrl: 'https://example.com/c', customShortId: 'gone' })
    await app.inject({ method: 'DELETE', url: '/api/v1/qrcode/gone', headers: auth })
  })
  afterAll(async () => {
    await app.close()
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const overSocket = async (path: string, headers: Record<string, string> = { 'user-agent': PHONE }) => {
    const response = await fetch(`${base}${path}`, { redirect: 'manual', headers })
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    }
  }
  const overInject = (path: string) => app.inject({ method: 'GET', url: path, headers: { 'user-agent': PHONE } })
  const comparable = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.has(name.toLowerCase())))
  const views = async (shortId: string) =>
    JSON.parse((await app.inject({ method: 'GET', url: `/api/v1/qrcode/${shortId}`, headers: auth })).body)
  const totals = async (shortId: string) =>
    JSON.parse((await app.inject({ method: 'GET', url: `/api/v1/qrcode/${shortId}/stats`, headers: auth })).body).totals

  it.each([
    ['a live code', '/menu'],
    ['a live code, with a query string', '/menu?utm_source=poster'],
    ['an inactive code without fallback', '/paused'],
    ['an inactive code with a fallback', '/moved'],
    ['a deleted code', '/gone'],
    ['an unknown code', '/nothing1'],
  ])('answers %s exactly as the Fastify route does', async (_name, path) => {
    const fast = await overSocket(path)
    const routed = await overInject(path)
    expect(fast.statusCode).toBe(routed.statusCode)
    expect(comparable(fast.headers)).toEqual(comparable(routed.headers))
    expect(fast.body).toBe(routed.body)
    expect(fast.headers['x-request-id']).toEqual(expect.any(String))
    expectContract('followShortLink', { ...fast, headers: fast.headers, body: fast.body })
  })

  it('counts views and fallback hits like the route, every one committed before the answer', async () => {
    const before = await views('menu')
    const beforeBots = (await totals('menu')).botHits
    const beforeMoved = await totals('moved')
    const answers = await Promise.all(Array.from({ length: 60 }, () => overSocket('/menu')))
    await Promise.all(Array.from({ length: 7 }, () => overSocket('/moved')))
    expect(answers.every((a) => a.statusCode === 302)).toBe(true)
    expect((await views('menu')).views).toBe(before.views + 60)
    const after = await totals('moved')
    expect(after, JSON.stringify(after)).toMatchObject({ fallbackHits: beforeMoved.fallbackHits + 7 })
    const bot = await overSocket('/menu', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })
    expect(bot.statusCode).toBe(302)
    expect((await totals('menu')).botHits).toBe(beforeBots + 1)
  })

  it('keeps the caller’s request id', async () => {
    const response = await overSocket('/menu', { 'user-agent': PHONE, 'x-request-id': 'trace-me-42' })
    expect(response.headers['x-request-id']).toBe('trace-me-42')
  })

  it('leaves every other route to Fastify: /healthz, /metrics, /docs, /keys, /dashboard, HEAD, malformed ids', async () => {
    expect((await overSocket('/healthz')).statusCode).toBe(200)
    expect((await overSocket('/metrics')).headers['content-type']).toMatch(/^text\/plain/)
    for (const page of ['/keys', '/dashboard']) {
      const response = await overSocket(page)
      expect(response.statusCode).toBe(200)
      expect(response.body).toMatch(/<!doctype html>/i)
    }
    const head = await fetch(`${base}/menu`, { method: 'HEAD', redirect: 'manual', headers: { 'user-agent': PHONE } })
    expect(head.status).toBe(302)
    expect((await overSocket('/has.dot')).statusCode).toBe(404)
  })

  it('is measured like the route: requests by route pattern and status, scans by kind', async () => {
    const families = parsePrometheusTextFormat(await metrics.registry.metrics())
    const requests = families.find((f) => f.name === 'dynqr_http_requests_total')?.metrics ?? []
    const redirects = requests.find((m) => m.labels?.route === '/:shortId' && m.labels?.status === '302')
    expect(Number(redirects?.value)).toBeGreaterThanOrEqual(70)
    const scans = families.find((f) => f.name === 'dynqr_scans_total')?.metrics ?? []
    expect(Number(scans.find((m) => m.labels?.kind === 'view')?.value)).toBeGreaterThanOrEqual(67)
  })
})
