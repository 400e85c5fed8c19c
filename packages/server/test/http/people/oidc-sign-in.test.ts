import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiKeyService, composeApp, loadConfig, type Store } from '../../../src/index.js'
import { openProgram } from '../../../src/program.js'
import { ENGINES, MEMORY } from '../../helpers/engines.js'
import { FormClient } from '../../helpers/form-client.js'
import { oidcProvider, type TestOidcProvider } from '../../helpers/oidc-provider.js'
import { startTestApp } from '../../helpers/test-app.js'

const PEOPLE = {
  ada: { email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' },
  mallory: { email: 'mallory@example.com', email_verified: false, name: 'Mallory' },
  eve: { email: 'eve@elsewhere.example', email_verified: true, name: 'Eve' },
  bob: { email: 'Bob@Elsewhere.example', email_verified: true, name: 'Bob' },
}

interface Site {
  base: string
  app: FastifyInstance
  store: Store
  /** A key of account "acme" with every scope. */
  key: string
}

/** dynqr listening on 127.0.0.1 (the provider redirects a real client to it), with its provider. */
async function startSite(store: Store, provider: TestOidcProvider | null): Promise<Site> {
  const key = (await new ApiKeyService(store).issueKey('acme')).key
  const probe = await composeApp({ store, publicUrl: 'http://127.0.0.1:1' })
  const port = Number(new URL(await probe.listen({ port: 0, host: '127.0.0.1' })).port)
  await probe.close()
  const base = `http://127.0.0.1:${port}`
  const oidc = provider?.settings({ name: 'Test ID', allowedDomains: ['example.com'] })
  const app = await composeApp({ store, publicUrl: base, ...(oidc && { oidc }) })
  await app.listen({ port, host: '127.0.0.1' })
  return { base, app, store, key }
}

/** From /auth/oidc/start through the provider's forms to where dynqr sends the browser at the end. */
async function signIn(site: Site, login: string, next?: string) {
  const client = new FormClient()
  const start = `${site.base}/auth/oidc/start${next === undefined ? '' : `?next=${encodeURIComponent(next)}`}`
  const back = (url: URL) => url.origin === site.base && !url.pathname.startsWith('/auth/oidc/')
  const landed = await client.roundTrip(start, login, back)
  return { client, landed: `${landed.pathname}${landed.search}` }
}

/** GET /api/v1/me with the client's cookies. */
async function me(site: Site, client: FormClient) {
  const response = await client.request(`${site.base}/api/v1/me`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe.each(ENGINES)('sign-in with OpenID Connect over HTTP ($name)', (engine) => {
  let provider: TestOidcProvider
  let site: Site
  beforeAll(async () => {
    provider = await oidcProvider(PEOPLE)
    site = await startSite(await engine.open(), provider)
  })
  afterAll(async () => {
    await site.app.close()
    await site.store.close()
    await provider.close()
  })

  it('starts with a redirect to the provider (once it is up) and a short-lived, HttpOnly, SameSite=Lax cookie', async () => {
    // dynqr came up first: the provider's metadata is read when someone signs in, and again later.
    const early = await new FormClient().request(`${site.base}/auth/oidc/start`)
    expect(early.headers.get('location')).toBe('/signin?error=unavailable')
    await provider.start(site.base)
    const response = await new FormClient().request(`${site.base}/auth/oidc/start?next=/keys`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(new RegExp(`^${provider.issuer}/auth\\?`))
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('dynqr_oidc='))
    expect(cookie).toMatch(/; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/)
  })

  it('lets a verified person of an allowed domain in: a user, a viewer of the oldest account, signed in', async () => {
    const { client, landed } = await signIn(site, 'ada')
    expect(landed).toBe('/dashboard')
    expect(client.cookies.has('dynqr_session')).toBe(true)
    expect(client.cookies.has('dynqr_oidc')).toBe(false)
    const answer = await me(site, client)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      user: { email: 'ada@example.com', name: 'Ada Lovelace' },
      account: { name: 'acme' },
      role: 'viewer',
    })
    // The second time the linked identity signs the same user in, and `next` is followed.
    const again = await signIn(site, 'ada', '/qrcode/edit/spring-sale?tab=style')
    expect(again.landed).toBe('/qrcode/edit/spring-sale?tab=style')
    expect((await me(site, again.client)).body.user).toEqual(answer.body.user)
  })

  it('never sends anyone to another site afterwards', async () => {
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/auth/oidc/start']) {
      expect((await signIn(site, 'ada', next)).landed).toBe('/dashboard')
    }
    // A repeated `next` is no path either.
    const twice = await new FormClient().request(`${site.base}/auth/oidc/start?next=/a&next=/b`)
    expect(twice.status).toBe(302)
  })

  it('turns away an unverified address and a domain that is neither allowed nor invited', async () => {
    for (const login of ['mallory', 'eve']) {
      const { client, landed } = await signIn(site, login)
      expect(landed).toBe('/signin?error=not_invited')
      expect(client.cookies.has('dynqr_session')).toBe(false)
    }
  })

  it('lets an invited person in with the invitation’s role', async () => {
    const invited = await fetch(`${site.base}/api/v1/invitations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${site.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bob@elsewhere.example', role: 'editor' }),
    })
    expect(invited.status).toBe(201)
    const { client, landed } = await signIn(site, 'bob')
    expect(landed).toBe('/dashboard')
    expect((await me(site, client)).body).toMatchObject({ user: { email: 'bob@elsewhere.example' }, role: 'editor' })
  })

  it('behind https names its cookie __Host-dynqr_oidc and marks it Secure', async () => {
    const test = await startTestApp(MEMORY, undefined, { oidc: provider.settings() })
    try {
      const response = await test.app.inject({ method: 'GET', url: '/auth/oidc/start' })
      expect(response.statusCode).toBe(302)
      const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? [])[0]
      expect(cookie).toMatch(/^__Host-dynqr_oidc=[\w-]+\.[\w-]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax; Secure$/)
    } finally {
      await test.close()
    }
  })

  it('is set up from the OIDC_* variables by the process’s own start path', async () => {
    const config = loadConfig({
      DATABASE_URL: 'memory:',
      LOG_LEVEL: 'silent',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    })
    const program = await openProgram(config, {})
    try {
      const response = await program.app.inject({ method: 'GET', url: '/auth/oidc/start' })
      expect(response.headers.location).toMatch(new RegExp(`^${provider.issuer}/auth\\?`))
    } finally {
      await program.close()
    }
  })

  it('sends a callback without its cookie back to the sign-in page', async () => {
    const response = await new FormClient().request(`${site.base}/auth/oidc/callback?code=abc&state=def`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/signin?error=expired')
  })
})

describe('sign-in with OpenID Connect when it is not set up', () => {
  it('sends both routes to the sign-in page', async () => {
    const site = await startSite(await (ENGINES[0] ?? MEMORY).open(), null)
    try {
      for (const path of ['/auth/oidc/start', '/auth/oidc/callback?code=x&state=y']) {
        const response = await fetch(`${site.base}${path}`, { redirect: 'manual' })
        expect(response.status).toBe(302)
        expect(response.headers.get('location')).toBe('/signin?error=not_configured')
      }
    } finally {
      await site.app.close()
      await site.store.close()
    }
  })
})
