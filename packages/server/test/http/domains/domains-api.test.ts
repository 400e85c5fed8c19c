import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Dnsmasq } from '../../helpers/dnsmasq.js'
import { ENGINES } from '../../helpers/engines.js'
import { systemTool } from '../../helpers/system-tools.js'
import { SITE, startTestApp, type TestApp } from '../../helpers/test-app.js'
import { join } from '../people/people-helpers.js'

const HAS_DNSMASQ = systemTool('dnsmasq')
const MENU = 'menu.example.test'

/** A GET on the listening server with its own Host header (fetch cannot set one): the fast path. */
function getOnHost(port: number, path: string, host: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }))
    })
      .on('error', reject)
      .end()
  })
}

describe.skipIf(!HAS_DNSMASQ).each(ENGINES)('custom domains on $name (dnsmasq on loopback)', (engine) => {
  const dns = new Dnsmasq()
  let t: TestApp

  beforeAll(async () => {
    await dns.start()
  })
  afterAll(async () => {
    await dns.stop()
  })
  beforeEach(async () => {
    t = await startTestApp(engine, undefined, { dnsServers: [dns.server], maxDomainsPerAccount: 3 })
  })
  afterEach(async () => {
    await t.close()
    await dns.start()
  })

  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, key: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(key), ...(payload && { payload }) })

  /** Adds MENU to alice's account and verifies it against a TXT record dnsmasq now serves. */
  async function verifiedMenu(): Promise<string> {
    const created = await api('POST', '/domains', t.alice, { hostname: MENU })
    expect(created.statusCode).toBe(201)
    const { id, verification } = created.json()
    await dns.start({ [verification.name]: verification.value })
    expect((await api('POST', `/domains/${id}/verify`, t.alice)).statusCode).toBe(200)
    return id
  }

  it('verifies a domain only once its TXT record is served', async () => {
    const created = await api('POST', '/domains', t.alice, { hostname: 'Menu.Example.Test.' })
    expect(created.statusCode).toBe(201)
    const domain = created.json()
    expect(domain).toMatchObject({
      hostname: MENU,
      status: 'pending',
      verification: { type: 'TXT', name: `_dynqr.${MENU}` },
      verifiedAt: null,
    })
    expect(domain.id).toMatch(/^dom_[0-9a-f]{16}$/)
    const before = await api('POST', `/domains/${domain.id}/verify`, t.alice)
    expect(before.statusCode).toBe(422)
    expect(before.json()).toMatchObject({ error: 'DOMAIN_NOT_VERIFIED' })
    expect(before.json().message).toContain(`_dynqr.${MENU}`)

    await dns.start({ [`_dynqr.${MENU}`]: 'dynqr-verify=someone-else' })
    const wrong = await api('POST', `/domains/${domain.id}/verify`, t.alice)
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().message).toContain('"dynqr-verify=someone-else"')

    await dns.start({ [`_dynqr.${MENU}`]: domain.verification.value })
    const after = await api('POST', `/domains/${domain.id}/verify`, t.alice)
    expect(after.statusCode).toBe(200)
    expect(after.json()).toMatchObject({ success: true, status: 'verified' })
    expect((await api('GET', `/domains/${domain.id}`, t.alice)).json().verifiedAt).not.toBeNull()
    expect((await api('GET', '/domains', t.alice)).json().data).toHaveLength(1)
    // Another account sees nothing of it.
    expect((await api('GET', `/domains/${domain.id}`, t.bob)).statusCode).toBe(404)
    expect((await api('POST', `/domains/${domain.id}/verify`, t.bob)).statusCode).toBe(404)
  })

  it('keeps a hostname to one account and refuses IPs, localhost and the server’s own host', async () => {
    expect((await api('POST', '/domains', t.alice, { hostname: MENU })).statusCode).toBe(201)
    const taken = await api('POST', '/domains', t.bob, { hostname: MENU })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error).toBe('CONFLICT')
    for (const hostname of ['192.0.2.7', '[2001:db8::1]', 'localhost', 'app.localhost', 'qr.example', 'no_dots']) {
      const refused = await api('POST', '/domains', t.bob, { hostname })
      expect(refused.statusCode, hostname).toBe(400)
      expect(refused.json().details[0].field).toBe('hostname')
    }
    expect((await api('POST', '/domains', t.alice, { hostname: 'b.example.test' })).statusCode).toBe(201)
    expect((await api('POST', '/domains', t.alice, { hostname: 'c.example.test' })).statusCode).toBe(201)
    const capped = await api('POST', '/domains', t.alice, { hostname: 'd.example.test' })
    expect(capped.statusCode).toBe(409)
    expect(capped.json()).toMatchObject({ error: 'LIMIT_REACHED' })
    expect(capped.json().message).toContain('MAX_DOMAINS_PER_ACCOUNT')
  })

  it('creates codes on a verified domain only, and never moves them', async () => {
    const created = await api('POST', '/domains', t.alice, { hostname: MENU })
    const pending = await api('POST', '/qrcode', t.alice, { targetUrl: 'https://example.com/a', domain: MENU })
    expect(pending.statusCode).toBe(422)
    expect(pending.json().error).toBe('DOMAIN_NOT_VERIFIED')
    const { verification, id } = created.json()
    await dns.start({ [verification.name]: verification.value })
    await api('POST', `/domains/${id}/verify`, t.alice)
    const notHers = await api('POST', '/qrcode', t.bob, { targetUrl: 'https://example.com/a', domain: MENU })
    expect(notHers.statusCode).toBe(400)
    const code = await api('POST', '/qrcode', t.alice, { targetUrl: 'https://example.com/a', domain: MENU })
    expect(code.statusCode).toBe(201)
    const { shortId, qrCodeUrl, domain } = code.json()
    expect(qrCodeUrl).toBe(`https://${MENU}/${shortId}`)
    expect(domain).toBe(MENU)
    const moved = await api('PUT', `/qrcode/${shortId}`, t.alice, { domain: 'other.example.test' })
    expect(moved.statusCode).toBe(400)
    expect(moved.json().error).toBe('INVALID_REQUEST')
    expect((await api('GET', `/qrcode/${shortId}`, t.alice)).json().domain).toBe(MENU)
    const plain = await api('POST', '/qrcode', t.alice, { targetUrl: 'https://example.com/b' })
    expect(plain.json().domain).toBeUndefined()
    expect(plain.json()).toMatchObject({ qrCodeUrl: `https://qr.example/${plain.json().shortId}` })
  })

  it('answers a short link on its own domain only, with the domain’s root and not-found redirects', async () => {
    const id = await verifiedMenu()
    const onDomain = (
      await api('POST', '/qrcode', t.alice, { targetUrl: 'https://example.com/d', domain: MENU })
    ).json()
    const onSite = (await api('POST', '/qrcode', t.alice, { targetUrl: 'https://example.com/s' })).json()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    const viaInject = (path: string, host: string) => t.app.inject({ method: 'GET', url: path, headers: { host } })
    // Both paths: node:http's fast path (listening) and Fastify's route (inject).
    for (const get of [(p: string, h: string) => getOnHost(port, p, h), viaInject]) {
      const statusOf = async (path: string, host: string) => {
        const answer = await get(path, host)
        return 'statusCode' in answer ? [answer.statusCode, answer.headers.location] : [answer.status, answer.location]
      }
      expect(await statusOf(`/${onDomain.shortId}`, MENU)).toEqual([302, 'https://example.com/d'])
      expect(await statusOf(`/${onDomain.shortId}`, `${MENU}:443`)).toEqual([302, 'https://example.com/d'])
      expect((await statusOf(`/${onDomain.shortId}`, 'qr.example'))[0]).toBe(404)
      expect((await statusOf(`/${onDomain.shortId}`, 'elsewhere.example'))[0]).toBe(404)
      expect((await statusOf(`/${onSite.shortId}`, 'qr.example'))[0]).toBe(302)
      expect((await statusOf(`/${onSite.shortId}`, MENU))[0]).toBe(404)
      expect((await statusOf('/nosuchcode', MENU))[0]).toBe(404)
      expect((await statusOf('/', MENU))[0]).toBe(404)
    }
    const patched = await api('PATCH', `/domains/${id}`, t.alice, {
      rootRedirectUrl: 'https://example.com/home',
      notFoundUrl: 'https://example.com/menu',
    })
    expect(patched.json()).toMatchObject({
      rootRedirectUrl: 'https://example.com/home',
      notFoundUrl: 'https://example.com/menu',
    })
    expect(await getOnHost(port, '/', MENU)).toEqual({ status: 302, location: 'https://example.com/home' })
    expect(await getOnHost(port, '/nosuchcode', MENU)).toEqual({ status: 302, location: 'https://example.com/menu' })
    expect(await getOnHost(port, `/${onSite.shortId}`, MENU)).toEqual({
      status: 302,
      location: 'https://example.com/menu',
    })
    // The site's own front door is unchanged.
    expect(await getOnHost(port, '/', 'qr.example')).toEqual({ status: 302, location: '/dashboard' })
    // Only the scans on a code's own host counted (two per path): the 404s on other hosts none.
    const scans = async (shortId: string) => {
      const { totals } = (await api('GET', `/qrcode/${shortId}/stats`, t.alice)).json()
      return totals.views + totals.botHits + totals.fallbackHits
    }
    expect([await scans(onDomain.shortId), await scans(onSite.shortId)]).toEqual([4, 2])
    expect((await api('PATCH', `/domains/${id}`, t.alice, { rootRedirectUrl: 'javascript:alert(1)' })).statusCode).toBe(
      400,
    )
    expect((await api('PATCH', `/domains/${id}`, t.alice, { hostname: 'x.example.test' })).statusCode).toBe(400)
    const stats = await api('GET', '/stats?groupBy=domain', t.alice)
    expect(stats.statusCode).toBe(200)
    // The codes on the site's own address are the breakdown's unknown value (null).
    const values = stats.json().breakdown.map((row: { value: string | null }) => row.value)
    expect(values).toEqual(expect.arrayContaining([null, MENU]))
  })

  it('records every change of a domain in the audit log, with its old and new values', async () => {
    const id = await verifiedMenu()
    const redirects = { rootRedirectUrl: 'https://example.com/', notFoundUrl: 'https://example.com/menu' }
    expect((await api('PATCH', `/domains/${id}`, t.alice, redirects)).statusCode).toBe(200)
    // Asking again of a verified domain changes nothing, so records nothing.
    expect((await api('POST', `/domains/${id}/verify`, t.alice)).statusCode).toBe(200)
    expect((await api('DELETE', `/domains/${id}`, t.alice)).statusCode).toBe(204)
    const events = (await api('GET', '/audit', t.alice))
      .json()
      .data.filter((event: { resource: { type: string } }) => event.resource.type === 'domain')
    expect(
      events.map((event: { action: string; resource: { id: string } }) => [event.action, event.resource.id]),
    ).toEqual([
      ['domain.deleted', id],
      ['domain.updated', id],
      ['domain.verified', id],
      ['domain.created', id],
    ])
    expect(events.map((event: { changes: object }) => event.changes)).toEqual([
      { hostname: { old: MENU, new: null } },
      {
        rootRedirectUrl: { old: null, new: redirects.rootRedirectUrl },
        notFoundUrl: { old: null, new: redirects.notFoundUrl },
      },
      { status: { old: 'pending', new: 'verified' } },
      { hostname: { old: null, new: MENU } },
    ])
    // Another account's log holds none of it.
    expect((await api('GET', '/audit', t.bob)).json().data).toEqual([])
  })

  it('takes a session as a key: an admin manages domains, an editor only reads them', async () => {
    const admin = await join(t, 'ada@example.com', 'admin', SITE)
    const editor = await join(t, 'eve@example.com', 'editor', SITE)
    const asPerson = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie, origin: SITE }, ...(payload && { payload }) })
    const created = await asPerson(admin.cookie, 'POST', '/domains', { hostname: MENU })
    expect(created.statusCode).toBe(201)
    expect((await asPerson(editor.cookie, 'POST', '/domains', { hostname: 'b.example.test' })).statusCode).toBe(403)
    const listed = await asPerson(editor.cookie, 'GET', '/domains')
    expect(listed.statusCode).toBe(200)
    expect(listed.json().data.map((domain: { hostname: string }) => domain.hostname)).toEqual([MENU])
    const entry = (await api('GET', '/audit', t.alice)).json().data[0]
    expect(entry).toMatchObject({ action: 'domain.created', actor: { type: 'user', label: 'ada@example.com' } })
  })

  it('does not delete a domain that codes use', async () => {
    const id = await verifiedMenu()
    const code = (await api('POST', '/qrcode', t.alice, { targetUrl: 'https://example.com/d', domain: MENU })).json()
    const refused = await api('DELETE', `/domains/${id}`, t.alice)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toBe('CONFLICT')
    // A deleted code keeps its printed link's domain: still in use.
    expect((await api('DELETE', `/qrcode/${code.shortId}`, t.alice)).statusCode).toBe(204)
    expect((await api('DELETE', `/domains/${id}`, t.alice)).statusCode).toBe(409)
    const unused = (await api('POST', '/domains', t.alice, { hostname: 'free.example.test' })).json()
    expect((await api('DELETE', `/domains/${unused.id}`, t.bob)).statusCode).toBe(404)
    expect((await api('DELETE', `/domains/${unused.id}`, t.alice)).statusCode).toBe(204)
  })

  it('allows TLS for verified names only, and only to loopback callers', async () => {
    const allowed = (domain: string, remoteAddress = '127.0.0.1', headers = {}) =>
      t.app.inject({ method: 'GET', url: `/tls/allowed?domain=${domain}`, remoteAddress, headers })
    expect((await allowed(MENU)).statusCode).toBe(404)
    const pending = (await api('POST', '/domains', t.alice, { hostname: 'pending.example.test' })).json()
    expect(pending.status).toBe('pending')
    await verifiedMenu()
    const yes = await allowed(MENU)
    expect(yes.statusCode).toBe(200)
    expect(yes.json()).toEqual({ domain: MENU, allowed: true })
    expect((await allowed('MENU.example.test')).statusCode).toBe(200)
    expect((await allowed('pending.example.test')).statusCode).toBe(404)
    expect((await allowed('unknown.example.test')).statusCode).toBe(404)
    expect((await allowed(MENU, '::1')).statusCode).toBe(200)
    const remote = await allowed(MENU, '203.0.113.9')
    expect(remote.statusCode).toBe(403)
    expect(remote.json().error).toBe('FORBIDDEN')
  })

  it('takes the socket’s address, never X-Forwarded-For, for the loopback check', async () => {
    await t.app.close()
    t = await startTestApp(engine, undefined, { dnsServers: [dns.server], trustProxy: true })
    await verifiedMenu()
    const forged = await t.app.inject({
      method: 'GET',
      url: `/tls/allowed?domain=${MENU}`,
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    })
    expect(forged.statusCode).toBe(403)
  })
})
