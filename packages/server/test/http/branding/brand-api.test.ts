import { PNG } from 'pngjs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

/** A 16 × 16 brown square: the café's logo. */
function logoPng(): Buffer {
  const png = new PNG({ width: 16, height: 16 })
  for (let i = 0; i < 256; i += 1) png.data.set([122, 46, 14, 255], i * 4)
  return PNG.sync.write(png)
}

/** The links of the admin header, which a scanner must never see. */
const ADMIN_LINKS = ['/dashboard', '/keys', '/docs', '/members', 'API keys', 'API docs', 'Dashboard']

describe.each(ENGINES)('the brand of the public pages on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine)
  })
  afterEach(async () => {
    await t.close()
  })

  const api = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, key: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(key), ...(payload && { payload }) })
  const upload = async (key: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/assets',
        headers: { ...t.auth(key), 'content-type': 'image/png' },
        body: logoPng(),
      })
    ).json().id as string

  it('is set by an admin, read back, recorded in the audit log, and holds its logo', async () => {
    const empty = await api('GET', '/account/brand', t.alice)
    expectContract('getBrand', empty)
    expect(empty.json()).toEqual({ success: true, name: null, logoAssetId: null, color: null, updatedAt: null })
    const logo = await upload(t.alice)
    const put = await api('PUT', '/account/brand', t.alice, { name: 'Café Lumen', logoAssetId: logo, color: '#7A2E0E' })
    expectContract('putBrand', put)
    expect(put.statusCode).toBe(200)
    expect(put.json()).toMatchObject({ name: 'Café Lumen', logoAssetId: logo, color: '#7a2e0e' })
    expect((await api('GET', '/account/brand', t.alice)).json().name).toBe('Café Lumen')
    expect((await api('GET', '/account/brand', t.bob)).json().name).toBeNull()
    const audit = (await api('GET', '/audit', t.alice)).json().data[0]
    expect(audit).toMatchObject({
      action: 'brand.updated',
      changes: { name: { old: null, new: 'Café Lumen' }, color: { old: null, new: '#7a2e0e' } },
    })
    const deleted = await api('DELETE', `/assets/${logo}`, t.alice)
    expect(deleted.statusCode).toBe(409)
  })

  it('refuses a colour too light for text, another account’s logo, and a key without the admin scope', async () => {
    const light = await api('PUT', '/account/brand', t.alice, { color: '#f3e9a0' })
    expectContract('putBrand', light)
    expect(light.statusCode).toBe(400)
    expect(light.json().details[0].field).toBe('color')
    const theirs = await upload(t.bob)
    const other = await api('PUT', '/account/brand', t.alice, { logoAssetId: theirs })
    expect(other.statusCode).toBe(400)
    expect(other.json().details[0].field).toBe('logoAssetId')
    const writer = (await t.keys.issueKey('alice', { scopes: ['qrcodes:write'] })).key
    const refused = await api('PUT', '/account/brand', writer, { name: 'Mallory' })
    expectContract('putBrand', refused)
    expect(refused.statusCode).toBe(403)
  })

  it('shows the brand on a paused code’s page, and no admin link on it or on an unknown link’s', async () => {
    const logo = await upload(t.alice)
    await api('PUT', '/account/brand', t.alice, { name: 'Café Lumen', logoAssetId: logo, color: '#7a2e0e' })
    await api('POST', '/qrcode', t.alice, { targetUrl: 'https://example.com/menu', customShortId: 'paused-menu' })
    await api('PUT', '/qrcode/paused-menu', t.alice, { active: false })
    const page = await t.app.inject({ method: 'GET', url: '/paused-menu' })
    expect(page.statusCode).toBe(410)
    expect(page.body).toContain('Café Lumen')
    expect(page.body).toContain('This QR code is no longer active')
    expect(page.body).toMatch(/<img class="public-logo" src="data:image\/png;base64,/)
    expect(page.body).toContain('--brand:#7a2e0e')
    // The colour's style is allowed by its hash, the logo as data: nothing else.
    expect(page.headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    expect(page.headers['content-security-policy']).toContain('img-src data:')
    for (const link of ADMIN_LINKS) expect(page.body).not.toContain(link)
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-code' })
    expect(unknown.statusCode).toBe(404)
    for (const link of ADMIN_LINKS) expect(unknown.body).not.toContain(link)
    // Another account's paused code carries its own (absent) brand, not alice's.
    await api('POST', '/qrcode', t.bob, { targetUrl: 'https://example.com/x', customShortId: 'bob-paused' })
    await api('PUT', '/qrcode/bob-paused', t.bob, { active: false })
    const bobs = await t.app.inject({ method: 'GET', url: '/bob-paused' })
    expect(bobs.statusCode).toBe(410)
    expect(bobs.body).not.toContain('Café Lumen')
  })
})
