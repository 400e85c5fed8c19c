import { existsSync, mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { ApiKeyService, composeApp, openSqliteStore, type ProgramOptions, type Store } from '../../src/index.js'
import type { OidcSettings } from '../../src/oidc/oidc-config.js'
import { buildEditPageAssets } from '../../src/web/build-assets.js'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Whether Debian's Chromium is here; without it the browser tests skip loudly, and fail in CI. */
export function chromiumAvailable(what: string): boolean {
  if (existsSync(CHROMIUM)) return true
  if (process.env.CI) throw new Error(`Chromium is missing at ${CHROMIUM}: CI must install it (see .ci/run)`)
  process.stderr.write(`\n*** ${CHROMIUM} not found: the browser tests of ${what} did NOT run. ***\n\n`)
  return false
}

/** Where a browser test keeps its screenshots (test-results/<name>), kept as CI artefacts. */
export function artefactDir(name: string): string {
  const dir = join(import.meta.dirname, '../../../../test-results', name)
  mkdirSync(dir, { recursive: true })
  return dir
}

export interface BrowserServer {
  browser: Browser
  /** `{site_url}` of the running server. */
  base: string
  store: Store
  /** The first key of account "browser": every scope. */
  key: string
  /** The id of account "browser". */
  accountId: string
  close: () => Promise<void>
}

/** The HTML API reference `npm run build` makes (npm ci builds it); served at /docs when present. */
const API_REFERENCE = join(import.meta.dirname, '../../dist/api-reference.html')

export interface BrowserServerOptions {
  /**
   * Trust `X-Forwarded-For` (TRUST_PROXY): the analytics tests scan "from" addresses of several
   * countries through the real HTTP server, as a reverse proxy would pass them.
   */
  trustProxy?: boolean
  /** Sign-in with OpenID Connect against a test provider (helpers/oidc-provider.ts). */
  oidc?: OidcSettings
  /** DNS_SERVERS: the custom domains' TXT records looked up there (helpers/dnsmasq.ts). */
  dnsServers?: string[]
  /** The webhook dispatcher, which also reports scans (qrcode.scanned, for the live dashboard); off when missing. */
  webhooks?: ProgramOptions['webhooks']
}

/** The real server on a SQLite file with its built page assets, and headless Chromium. */
export async function startBrowserServer(options: BrowserServerOptions = {}): Promise<BrowserServer> {
  const dir = mkdtempSync(join(tmpdir(), 'dynqr-e2e-'))
  await buildEditPageAssets(join(dir, 'assets'))
  const store = openSqliteStore(join(dir, 'dynqr.db'))
  const { key, account } = await new ApiKeyService(store).issueKey('browser')
  // Listen first to learn the port, so the short links point at this very server.
  const probe = await composeApp({ store, publicUrl: 'http://127.0.0.1:1' })
  const port = Number(new URL(await probe.listen({ port: 0, host: '127.0.0.1' })).port)
  await probe.close()
  const base = `http://127.0.0.1:${port}`
  const app = await composeApp({
    store,
    publicUrl: base,
    assetsDir: join(dir, 'assets'),
    ...(options.trustProxy && { trustProxy: true }),
    ...(options.oidc && { oidc: options.oidc }),
    ...(options.dnsServers && { dnsServers: options.dnsServers }),
    ...(options.webhooks && { webhooks: options.webhooks }),
    ...(existsSync(API_REFERENCE) && { apiReferenceFile: API_REFERENCE }),
  })
  await app.listen({ port, host: '127.0.0.1' })
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  return {
    browser,
    base,
    store,
    key,
    accountId: account.id,
    close: async () => {
      await browser.close()
      await app.close()
      await store.close()
    },
  }
}

/** Collects the page's console errors and uncaught exceptions, which a test expects to stay empty. */
export function pageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/**
 * The dashboard learns whether a key may write by an empty bulk create: 400 for a key that may
 * (nothing is created), 403 for a read-only one. Chromium logs either answer as a failed load.
 */
export const isWriteProbe = (problem: string): boolean => /status of 40[03] \((Bad Request|Forbidden)\)/.test(problem)

export type PersonRole = 'admin' | 'editor' | 'viewer'

/** A member of the account "browser", signed in through the API: their session cookie for Chromium. */
export interface Person {
  email: string
  name: string
  password: string
  role: PersonRole
  /** The session cookie (`dynqr_session` on http://), as Playwright adds it to a context. */
  cookie: { name: string; value: string; url: string; httpOnly: true; sameSite: 'Lax' }
}

let people = 0

/** The session cookie a sign-in answered with. */
export function sessionCookieOf(response: Response, base: string): Person['cookie'] {
  const header = response.headers.getSetCookie().find((line) => /^(__Host-)?dynqr_session=/.test(line))
  if (!header) throw new Error(`no session cookie in the answer (${response.status})`)
  const [name, value] = (header.split(';')[0] as string).split('=') as [string, string]
  return { name, value, url: base, httpOnly: true, sameSite: 'Lax' }
}

/**
 * Adds a person to the account "browser" with `role`: invited with the first key, the link
 * accepted through the API as a browser would (name and password), so the person is signed in.
 */
export async function addPerson(server: BrowserServer, role: PersonRole = 'admin', name?: string): Promise<Person> {
  people += 1
  const person = {
    email: `person${people}-${role}@example.com`,
    name: name ?? `Person ${people}`,
    password: 'a long enough password',
  }
  const invited = await fetch(`${server.base}/api/v1/invitations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, role }),
  })
  if (invited.status !== 201) throw new Error(`invitation refused: ${invited.status} ${await invited.text()}`)
  const { link } = (await invited.json()) as { link: string }
  const accepted = await fetch(`${server.base}/api/v1/invitations/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: new URL(link).hash.slice(1), ...person }),
  })
  if (accepted.status !== 200) throw new Error(`accepting refused: ${accepted.status} ${await accepted.text()}`)
  return { ...person, role, cookie: sessionCookieOf(accepted, server.base) }
}

/** Signs `page`'s browser context in as `person` (an admin of "browser" by default) and opens `path`. */
export async function openSignedIn(server: BrowserServer, page: Page, path: string, person?: Person): Promise<void> {
  const who = person ?? (await defaultPerson(server))
  await page.context().addCookies([who.cookie])
  await page.goto(`${server.base}${path}`)
}

const admins = new WeakMap<BrowserServer, Promise<Person>>()

/** One admin per server, made on first use. */
export function defaultPerson(server: BrowserServer): Promise<Person> {
  let admin = admins.get(server)
  if (!admin) {
    admin = addPerson(server, 'admin', 'Ada Admin')
    admins.set(server, admin)
  }
  return admin
}
