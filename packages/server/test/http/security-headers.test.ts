import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiKeyService, composeApp, createMemoryStore } from '../../src/index.js'

const REFERENCE = join(import.meta.dirname, '../../dist/api-reference.html')
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'

/** Security headers on every answer: API, pages, assets, /docs, short links on both paths. */
describe('security headers', () => {
  const store = createMemoryStore()
  let app: Awaited<ReturnType<typeof composeApp>>
  let base: string
  let auth: { authorization: string }
  beforeAll(async () => {
    auth = { authorization: `Bearer ${(await new ApiKeyService(store).issueKey('alice')).key}` }
    app = await composeApp({ store, publicUrl: 'https://qr.example', apiReferenceFile: REFERENCE })
    base = await app.listen({ port: 0, host: '127.0.0.1' })
    await app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: auth,
      payload: { targetUrl: 'https://example.com/', customShortId: 'secure' },
    })
  })
  afterAll(async () => {
    await app.close()
  })

  const expectBaseline = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('no-referrer')
  }

  it.each([
    ['an API answer', '/api/v1/qrcode/secure', true],
    ['an API error', '/api/v1/qrcode/nothing', true],
    ['an unauthenticated API request', '/api/v1/qrcode', false],
    ['an unknown API route', '/api/v1/nothing', false],
    ['a page', '/keys', false],
    ['the contract', '/openapi.json', false],
    ['a path the router refuses', '/%E0%A4%A', false],
  ])('are on %s', async (_name, url, withKey) => {
    const response = await app.inject({ method: 'GET', url, headers: withKey ? auth : {} })
    expectBaseline(response.headers)
    if (url.startsWith('/api/')) expect(response.headers['cache-control']).toBe('no-store')
  })

  it('keep an image’s own caching', async () => {
    const image = await app.inject({ method: 'GET', url: '/api/v1/qrcode/secure/image', headers: auth })
    expectBaseline(image.headers)
    expect(image.headers['cache-control']).toBe('private, no-cache')
  })

  it('are on short links, through the Fastify route and the fast path', async () => {
    expectBaseline((await app.inject({ method: 'GET', url: '/secure', headers: { 'user-agent': PHONE } })).headers)
    const fast = await fetch(`${base}/secure`, { redirect: 'manual', headers: { 'user-agent': PHONE } })
    expect(fast.status).toBe(302)
    expectBaseline(Object.fromEntries(fast.headers))
  })

  it.runIf(existsSync(REFERENCE))(
    'give /docs a CSP that allows its own inline scripts by hash and no framing',
    async () => {
      const docs = await app.inject({ method: 'GET', url: '/docs' })
      expectBaseline(docs.headers)
      const csp = String(docs.headers['content-security-policy'])
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("default-src 'none'")
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      const inline = [...docs.body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => (m[1] ?? '').trim())
      expect(inline.length).toBeGreaterThan(0)
      expect(csp.match(/'sha256-/g)?.length).toBeGreaterThanOrEqual(new Set(inline.map((m) => m[1])).size)
      expect(docs.headers['x-frame-options']).toBe('DENY')
    },
  )
})
