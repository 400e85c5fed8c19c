import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join as joinPath } from 'node:path'
import type { Me } from '@dynqr/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openSqliteStore } from '../../../src/index.js'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { SITE, startTestApp, type TestApp } from '../../helpers/test-app.js'
import { cookiePair, join, PASSWORD, signIn } from './people-helpers.js'

describe.each(ENGINES)('sessions on $name', (engine) => {
  let t: TestApp
  let clock: number
  beforeEach(async () => {
    clock = Date.parse('2026-11-22T09:30:00.000Z')
    t = await startTestApp(engine, () => clock)
  })
  afterEach(async () => {
    await t.close()
  })

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers })

  it('sets a __Host- cookie, HttpOnly, SameSite=Lax and Secure behind https, and answers who signed in', async () => {
    const ada = await join(t, 'ada@example.com', 'owner', SITE)
    expect(ada.setCookie).toMatch(
      /^__Host-dynqr_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    )
    const response = await signIn(t, 'ADA@example.com', PASSWORD, SITE)
    const body = expectContract<Me>('signIn', response)
    expect(body).toMatchObject({
      user: { id: ada.userId, email: 'ada@example.com', name: 'ada' },
      key: null,
      account: { name: 'alice' },
      role: 'owner',
      scopes: ['qrcodes:write', 'keys:manage'],
      accounts: [{ name: 'alice', role: 'owner' }],
    })
    const mine = expectContract<Me>('getMe', await me({ cookie: ada.cookie }))
    expect(mine.user?.email).toBe('ada@example.com')
    const asKey = expectContract<Me>('getMe', await me(t.auth(t.alice)))
    expect(asKey).toMatchObject({ user: null, role: null, accounts: [], key: { prefix: t.alice.slice(4, 12) } })
  })

  it('refuses a wrong password or an unknown email alike with 401', async () => {
    await join(t, 'ada@example.com', 'owner', SITE)
    for (const [email, password] of [
      ['ada@example.com', 'not the password'],
      ['nobody@example.com', PASSWORD],
    ]) {
      const response = await signIn(t, email ?? '', password ?? '', SITE)
      expect(expectContract('signIn', response)).toMatchObject({
        error: 'UNAUTHORIZED',
        message: 'Wrong email or password',
      })
    }
  })

  it('lets the right password in after 30 wrong ones, which are slowed with 429 past the fifth', async () => {
    await join(t, 'ada@example.com', 'owner', SITE)
    const statuses: number[] = []
    for (let i = 0; i < 30; i += 1) {
      const response = await signIn(t, 'ada@example.com', `wrong password ${i}`, SITE)
      statuses.push(response.statusCode)
      if (response.statusCode === 429) {
        expectContract('signIn', response)
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]))
    const right = await signIn(t, 'ada@example.com', PASSWORD, SITE)
    expect(right.statusCode).toBe(200)
    expect(right.headers['set-cookie']).toBeDefined()
    // 31 scrypt hashes (N = 2^15) on a shared machine.
  }, 120_000)

  it('refuses a cookie-authenticated change from another origin, and takes one from the site', async () => {
    const ada = await join(t, 'ada@example.com', 'owner', SITE)
    const create = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/qrcode',
        headers: { cookie: ada.cookie, ...headers },
        payload: { targetUrl: 'https://example.com/' },
      })
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      {},
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of foreign) {
      const refused = await create(headers)
      expect(refused.statusCode).toBe(403)
      expect(JSON.parse(refused.body)).toMatchObject({ error: 'FORBIDDEN', message: 'Cross-origin request refused' })
    }
    expect((await create({ origin: SITE })).statusCode).toBe(201)
    expect((await create({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201)
    // Reads need no origin; a key needs none either.
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/qrcode',
      headers: { cookie: ada.cookie, origin: 'https://evil.example' },
    })
    expect(read.statusCode).toBe(200)
    const signInFromElsewhere = await signIn(t, 'ada@example.com', PASSWORD, 'https://evil.example')
    expect(signInFromElsewhere.statusCode).toBe(403)
  })

  it('signs out one session, and everywhere', async () => {
    const ada = await join(t, 'ada@example.com', 'owner', SITE)
    const second = cookiePair(String((await signIn(t, 'ada@example.com', PASSWORD, SITE)).headers['set-cookie']))
    const third = cookiePair(String((await signIn(t, 'ada@example.com', PASSWORD, SITE)).headers['set-cookie']))
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/session',
      headers: { cookie: third, origin: SITE },
    })
    expect(out.statusCode).toBe(204)
    expect(out.headers['set-cookie']).toBe('__Host-dynqr_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure')
    expect((await me({ cookie: third })).statusCode).toBe(401)
    expect((await me({ cookie: second })).statusCode).toBe(200)
    const everywhere = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/sessions',
      headers: { cookie: ada.cookie, origin: SITE },
    })
    expect(everywhere.statusCode).toBe(204)
    for (const cookie of [ada.cookie, second]) {
      const response = await me({ cookie })
      expect(expectContract('getMe', response)).toMatchObject({ error: 'UNAUTHORIZED' })
    }
    // A key has no session to end.
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/session', headers: t.auth(t.alice) })).statusCode,
    ).toBe(401)
  })

  it('ends a session after a week without use, and 30 days after sign-in at the latest', async () => {
    const ada = await join(t, 'ada@example.com', 'owner', SITE)
    clock += 167 * 3_600_000
    expect((await me({ cookie: ada.cookie })).statusCode).toBe(200)
    clock += 167 * 3_600_000
    expect((await me({ cookie: ada.cookie })).statusCode).toBe(200)
    clock += 169 * 3_600_000
    expect((await me({ cookie: ada.cookie })).statusCode).toBe(401)
    const fresh = cookiePair(String((await signIn(t, 'ada@example.com', PASSWORD, SITE)).headers['set-cookie']))
    for (let day = 0; day < 29; day += 1) {
      clock += 24 * 3_600_000
      expect((await me({ cookie: fresh })).statusCode).toBe(200)
    }
    clock += 24 * 3_600_000
    expect((await me({ cookie: fresh })).statusCode).toBe(401)
  })

  it('switches the session to another account of the person, and not to one they are not in', async () => {
    const ada = await join(t, 'ada@example.com', 'owner', SITE)
    await join(t, 'ada@example.com', 'viewer', SITE, 'bob').catch(() => undefined)
    const bob = await t.store.accounts.findByName('bob')
    const switched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/session',
      headers: { cookie: ada.cookie, origin: SITE },
      payload: { accountId: bob?.id },
    })
    expect(expectContract<Me>('switchAccount', switched)).toMatchObject({ account: { name: 'bob' }, role: 'viewer' })
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: { cookie: ada.cookie } })
    expect(list.statusCode).toBe(200)
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: { cookie: ada.cookie, origin: SITE },
      payload: { targetUrl: 'https://example.com/' },
    })
    expect(JSON.parse(write.body)).toMatchObject({
      error: 'FORBIDDEN',
      message: 'Your role lacks the scope qrcodes:write',
    })
    const nowhere = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/session',
      headers: { cookie: ada.cookie, origin: SITE },
      payload: { accountId: 'acc_unknown' },
    })
    expect(expectContract('switchAccount', nowhere)).toMatchObject({ error: 'NOT_FOUND', message: 'Account not found' })
  })
})

describe('session cookies on plain http, and what the database file holds', () => {
  it('names the cookie dynqr_session without Secure, and keeps neither the session id nor the password', async () => {
    const file = joinPath(mkdtempSync(joinPath(tmpdir(), 'dynqr-people-')), 'dynqr.db')
    const site = 'http://localhost:3000'
    const t = await startTestApp({ name: 'sqlite', open: async () => openSqliteStore(file) }, undefined, {
      publicUrl: site,
    })
    try {
      const ada = await join(t, 'ada@example.com', 'owner', site)
      expect(ada.setCookie).toMatch(
        /^dynqr_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
      )
      const again = await signIn(t, 'ada@example.com', PASSWORD, site)
      const token = cookiePair(String(again.headers['set-cookie'])).split('=')[1] ?? ''
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: ada.cookie } })).statusCode,
      ).toBe(200)
      const bytes = [file, `${file}-wal`]
        .map((path) => {
          try {
            return readFileSync(path)
          } catch {
            return Buffer.alloc(0)
          }
        })
        .reduce((all, part) => Buffer.concat([all, part]))
      expect(bytes.includes('ada@example.com')).toBe(true)
      for (const secret of [ada.token, token, PASSWORD]) expect(bytes.includes(secret)).toBe(false)
    } finally {
      await t.close()
    }
  })
})
