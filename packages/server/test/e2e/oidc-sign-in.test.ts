import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { artefactDir, type BrowserServer, chromiumAvailable, startBrowserServer } from '../helpers/browser.js'
import { oidcProvider, type TestOidcProvider } from '../helpers/oidc-provider.js'

const haveChromium = chromiumAvailable('sign-in with OpenID Connect')

const PEOPLE = {
  ada: { email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' },
  eve: { email: 'eve@elsewhere.example', email_verified: true, name: 'Eve' },
}

describe.runIf(haveChromium)('sign-in with OpenID Connect in headless Chromium', () => {
  let provider: TestOidcProvider
  let server: BrowserServer
  let artefacts: string

  beforeAll(async () => {
    artefacts = artefactDir('oidc-sign-in')
    provider = await oidcProvider(PEOPLE)
    server = await startBrowserServer({ oidc: provider.settings({ allowedDomains: ['example.com'] }) })
    await provider.start(server.base)
  }, 60_000)

  afterAll(async () => {
    await server?.close()
    await provider?.close()
  })

  /** Through the provider's own login and consent pages, as a person would, to where dynqr lands them. */
  async function signInAtProvider(page: Page, login: string): Promise<void> {
    // Where a person starts: the sign-in page, its "Sign in with …" button named by OIDC_NAME.
    await page.goto(`${server.base}/signin?next=/dashboard`, { waitUntil: 'domcontentloaded' })
    const button = page.locator('#oidc-link')
    expect(await button.textContent()).toMatch(/^Sign in with \S/)
    await Promise.all([page.waitForURL((url) => url.origin === provider.issuer), button.click()])
    await page.fill('input[name=login]', login)
    await page.fill('input[name=password]', 'any password')
    await page.screenshot({ path: `${artefacts}/provider-login-${login}.png` })
    await page.click('button[type=submit]')
    // The consent page of a first sign-in: "Continue".
    await page.locator('input[name=prompt][value=consent]').waitFor({ state: 'attached' })
    await Promise.all([
      page.waitForURL((url) => url.origin === server.base, { waitUntil: 'domcontentloaded' }),
      page.click('button[type=submit]'),
    ])
  }

  it('signs a person of an allowed domain in and brings them to the dashboard', async () => {
    const context = await server.browser.newContext()
    const page = await context.newPage()
    await signInAtProvider(page, 'ada')
    expect(new URL(page.url()).pathname).toBe('/dashboard')
    const cookies = await context.cookies(server.base)
    expect(cookies.map((cookie) => cookie.name)).not.toContain('dynqr_oidc')
    expect(cookies.find((cookie) => cookie.name === 'dynqr_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    // The page's own requests now carry the session: no API key anywhere.
    const me = await page.evaluate(async () => (await fetch('/api/v1/me')).json())
    expect(me).toMatchObject({ user: { email: 'ada@example.com', name: 'Ada Lovelace' }, role: 'viewer' })
    await page.screenshot({ path: `${artefacts}/signed-in.png` })
    await context.close()
  })

  it('turns away a person who is neither invited nor from an allowed domain', async () => {
    const context = await server.browser.newContext()
    const page = await context.newPage()
    await signInAtProvider(page, 'eve')
    const landed = new URL(page.url())
    expect(`${landed.pathname}${landed.search}`).toBe('/signin?error=not_invited')
    expect((await context.cookies(server.base)).map((cookie) => cookie.name)).not.toContain('dynqr_session')
    // With whatever cookies the browser holds (the sign-in page's own rules allow it no requests).
    expect((await context.request.get(`${server.base}/api/v1/me`)).status()).toBe(401)
    await context.close()
  })
})
