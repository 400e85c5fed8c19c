import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'

describe.each(ENGINES)('short links on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine)
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(t.alice),
      payload: { targetUrl: 'https://example.com/menu?table=4', customShortId: 'menu' },
    })
  })
  afterEach(async () => {
    await t.close()
  })

  const scan = (headers: Record<string, string> = { 'user-agent': PHONE }, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: '/menu', headers })
  const counts = async () => {
    const account = await t.store.accounts.findByName('alice')
    const code = await t.store.qrCodes.findById(account?.id ?? '', 'menu')
    return { views: code?.views, botHits: code?.botHits }
  }

  it('redirects with 302, no-store and noindex, and counts a view', async () => {
    const response = await scan()
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('https://example.com/menu?table=4')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['x-robots-tag']).toBe('noindex')
    expect(response.headers['x-request-id']).toEqual(expect.any(String))
    expect(await counts()).toEqual({ views: 1, botHits: 0 })
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode/menu', headers: t.auth(t.alice) })
    expect(JSON.parse(api.body).views).toBe(1)
  })

  it('follows the target as soon as it changes', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/qrcode/menu',
      headers: t.auth(t.alice),
      payload: { targetUrl: 'https://example.com/dinner' },
    })
    expect((await scan()).headers.location).toBe('https://example.com/dinner')
  })

  it.each([
    ['HEAD', { 'user-agent': PHONE }, 'HEAD'],
    ['a prefetch (Sec-Purpose)', { 'user-agent': PHONE, 'sec-purpose': 'prefetch;prerender' }, 'GET'],
    ['a prefetch (Purpose)', { 'user-agent': PHONE, purpose: 'prefetch' }, 'GET'],
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, 'GET'],
    ['a link previewer', { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' }, 'GET'],
    ['a chat preview', { 'user-agent': 'WhatsApp/2.23.20.0' }, 'GET'],
  ] as const)('redirects %s but counts a bot hit, not a view', async (_name, headers, method) => {
    const response = await scan({ ...headers }, method)
    expect(response.statusCode).toBe(302)
    expect(await counts()).toEqual({ views: 0, botHits: 1 })
  })

  it('answers an unknown id with a 404 HTML page', async () => {
    for (const url of ['/nothing-here', '/x', '/%3Cscript%3E']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.body).toContain('QR code not found')
      expect(response.body).not.toContain('<script>')
    }
  })

  it('answers a deleted code with 410 Gone, for good', async () => {
    await t.app.inject({ method: 'DELETE', url: '/api/v1/qrcode/menu', headers: t.auth(t.alice) })
    const response = await scan()
    expect(response.statusCode).toBe(410)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain('deleted')
  })

  it('serves the edit page for a well-formed id, escaping it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/qrcode/edit/menu' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-security-policy']).toContain("default-src 'none'")
    expect(response.body).toContain('menu')
    const malformed = await t.app.inject({ method: 'GET', url: '/qrcode/edit/%3Cb%3E' })
    expect(malformed.statusCode).toBe(404)
    expect(malformed.body).not.toContain('<b>')
  })
})

describe.each(ENGINES)('concurrent scans over real HTTP on $name', (engine) => {
  it('counts exactly 500 views for 500 concurrent scans', async () => {
    const t = await startTestApp(engine)
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/qrcode',
        headers: t.auth(t.alice),
        payload: { targetUrl: 'https://example.com/', customShortId: 'rush' },
      })
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
      const responses = await Promise.all(
        Array.from({ length: 500 }, () =>
          fetch(`${address}/rush`, { redirect: 'manual', headers: { 'user-agent': PHONE } }),
        ),
      )
      expect(responses.every((r) => r.status === 302)).toBe(true)
      const got = await fetch(`${address}/api/v1/qrcode/rush`, { headers: t.auth(t.alice) })
      expect(((await got.json()) as { views: number }).views).toBe(500)
    } finally {
      await t.close()
    }
  })
})
