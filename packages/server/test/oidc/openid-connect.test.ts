import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SingleSignOnError } from '../../src/domain/people/single-sign-on.js'
import type { OidcSettings } from '../../src/oidc/oidc-config.js'
import { OpenIdConnect } from '../../src/oidc/openid-connect.js'
import { FormClient } from '../helpers/form-client.js'
import { oidcProvider, type TestOidcProvider } from '../helpers/oidc-provider.js'

/** Nothing listens here: the round trip stops at the redirect to it. */
const SITE = 'http://127.0.0.1:9'
const CALLBACK = `${SITE}/auth/oidc/callback`
const atCallback = (url: URL) => url.href.startsWith(CALLBACK)

const PEOPLE = {
  ada: { email: 'Ada@Example.com', email_verified: true, name: 'Ada Lovelace' },
  eve: { email: 'eve@elsewhere.example', email_verified: false, name: 'Eve' },
}

/** The reason a sign-in failed, or 'none'. */
async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'none'
  } catch (error) {
    return error instanceof SingleSignOnError ? error.reason : String(error)
  }
}

describe('OpenIdConnect against a real provider on loopback', () => {
  let provider: TestOidcProvider
  let settings: OidcSettings
  beforeAll(async () => {
    provider = await oidcProvider(PEOPLE)
    settings = provider.settings()
  })
  afterAll(async () => {
    await provider.close()
  })

  it('cannot begin while the provider is down, and begins once it is up (discovery is tried again)', async () => {
    const sso = new OpenIdConnect(settings, { siteUrl: SITE })
    expect(await reasonOf(sso.begin('/dashboard'))).toBe('unavailable')
    await provider.start(SITE)
    const { url } = await sso.begin('/dashboard')
    const authorization = new URL(url)
    expect(authorization.origin).toBe(provider.issuer)
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: 'dynqr',
      response_type: 'code',
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    })
    for (const name of ['state', 'nonce', 'code_challenge']) expect(authorization.searchParams.get(name)).toBeTruthy()
  })

  it('signs a person in: code exchanged with PKCE, claims read (e-mail from userinfo), the page to return to kept', async () => {
    const sso = new OpenIdConnect(settings, { siteUrl: SITE })
    const { url, sealed } = await sso.begin('/qrcode/edit/spring-sale')
    const back = await new FormClient().roundTrip(url, 'ada', atCallback)
    const result = await sso.finish(back.search.slice(1), sealed)
    expect(result).toEqual({
      next: '/qrcode/edit/spring-sale',
      identity: {
        issuer: provider.issuer,
        subject: 'ada',
        email: 'ada@example.com',
        emailVerified: true,
        name: 'Ada Lovelace',
      },
    })
  })

  it('reports an unverified e-mail as such', async () => {
    const sso = new OpenIdConnect(settings, { siteUrl: SITE })
    const { url, sealed } = await sso.begin('/dashboard')
    const back = await new FormClient().roundTrip(url, 'eve', atCallback)
    const { identity } = await sso.finish(back.search.slice(1), sealed)
    expect(identity).toMatchObject({ subject: 'eve', email: 'eve@elsewhere.example', emailVerified: false })
  })

  it('refuses an answer without its cookie, with another sign-in’s cookie, a forged or an expired one', async () => {
    let now = Date.now()
    const sso = new OpenIdConnect(settings, { siteUrl: SITE, now: () => now })
    const first = await sso.begin('/dashboard')
    const second = await sso.begin('/dashboard')
    const back = await new FormClient().roundTrip(first.url, 'ada', atCallback)
    const query = back.search.slice(1)
    expect(await reasonOf(sso.finish(query, undefined))).toBe('expired')
    // Another sign-in's state and nonce: openid-client refuses the state.
    expect(await reasonOf(sso.finish(query, second.sealed))).toBe('failed')
    const [payload = '', signature = ''] = first.sealed.split('.')
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString())
    forged.next = 'https://evil.example'
    const forgedPayload = Buffer.from(JSON.stringify(forged)).toString('base64url')
    expect(await reasonOf(sso.finish(query, `${forgedPayload}.${signature}`))).toBe('expired')
    now += (sso.pendingSeconds + 1) * 1000
    expect(await reasonOf(sso.finish(query, first.sealed))).toBe('expired')
  })

  it('tells a refusal at the provider apart', async () => {
    const sso = new OpenIdConnect(settings, { siteUrl: SITE })
    const { url, sealed } = await sso.begin('/dashboard')
    const client = new FormClient()
    // Up to the login form, then "Cancel" (the development form's abort link).
    const login = await client.roundTrip(url, 'ada', (location) => location.pathname.startsWith('/interaction/'))
    const back = await client.roundTrip(`${login.href}/abort`, 'ada', atCallback)
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(await reasonOf(sso.finish(back.search.slice(1), sealed))).toBe('denied')
  })
})
