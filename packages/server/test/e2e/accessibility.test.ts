import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  artefactDir,
  type BrowserServer,
  chromiumAvailable,
  defaultPerson,
  startBrowserServer,
} from '../helpers/browser.js'

const haveChromium = chromiumAvailable('the accessibility audit')
/** The README's screenshots, kept current by the browser tests. */
const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[] }[]
}

/**
 * axe-core, injected into each page the service serves, in each state a person meets it: no
 * serious or critical violation anywhere. The audit's browser context bypasses the pages' CSP only
 * to inject axe; the other browser tests run under the CSP.
 */
describe.runIf(haveChromium)('the accessibility audit (axe-core) of every page', () => {
  let server: BrowserServer
  let artefacts: string
  const findings: Record<string, AxeViolation[]> = {}

  beforeAll(async () => {
    artefacts = artefactDir('accessibility')
    server = await startBrowserServer()
    const { base, key } = server
    const create = (body: object) =>
      fetch(`${base}/api/v1/qrcode`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    await create({ targetUrl: 'https://example.com/menu', customShortId: 'menu' })
    await create({ targetUrl: 'https://example.com/gone', customShortId: 'gone' })
    await create({ targetUrl: 'https://example.com/fresh', customShortId: 'fresh' })
    await fetch(`${base}/api/v1/qrcode/gone`, { method: 'DELETE', headers: { authorization: `Bearer ${key}` } })
    // Scans from a phone, a tablet and a desktop: the edit page's and the dashboard's breakdowns
    // are audited with rows in them (and `fresh`, without scans, shows their empty state).
    for (const agent of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    ]) {
      await fetch(`${base}/menu`, { redirect: 'manual', headers: { 'user-agent': agent } })
    }
  }, 60_000)

  afterAll(async () => {
    writeFileSync(join(artefacts, 'axe-findings.json'), JSON.stringify(findings, null, 2))
    await server?.close()
  })

  /** Every finding fails, whatever its impact. */
  const EVERY = ['minor', 'moderate', 'serious', 'critical'] as const
  const VIEWPORTS = [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const

  async function audit(name: string, page: Page, gate: readonly string[] = EVERY): Promise<void> {
    await page.addScriptTag({ content: axeSource })
    const violations = (await page.evaluate(
      // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global
      async () => (await (window as any).axe.run(document, { resultTypes: ['violations'] })).violations,
    )) as AxeViolation[]
    findings[name] = violations
    await page.screenshot({ path: join(artefacts, `${name}.png`), fullPage: true })
    const serious = violations
      .filter((v) => v.impact === null || gate.includes(v.impact))
      .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)
    expect(serious, `${name}:\n${serious.join('\n')}`).toEqual([])
  }

  async function open(path: string, viewport = { width: 1280, height: 900 }, signedIn = false) {
    const context = await server.browser.newContext({ bypassCSP: true, viewport })
    if (signedIn) await context.addCookies([(await defaultPerson(server)).cookie])
    const page = await context.newPage()
    await page.goto(`${server.base}${path}`)
    return { page, close: () => context.close() }
  }

  it.each([
    ['keys', '/keys', '#signed-in'],
    ['dashboard', '/dashboard', '#signed-in'],
    ['edit-page', '/qrcode/edit/menu', '#editor'],
    ['edit-page-no-scans', '/qrcode/edit/fresh', '#editor'],
    ['members', '/members', '#members-list'],
  ])(
    '%s: signed in, at both sizes',
    async (name, path, ready) => {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const { page, close } = await open(path, viewport, true)
        const size = viewport.width < 500 ? 'phone' : 'desktop'
        await expect.poll(() => page.locator(ready).isVisible()).toBe(true)
        if (name === 'dashboard') await expect.poll(() => page.locator('#codes-summary').textContent()).toContain('of')
        // The scans and their breakdowns (analytics/), drawn once the stats have come.
        if (name === 'edit-page-no-scans') await expect.poll(() => page.locator('#breakdowns .empty').count()).toBe(1)
        else if (name !== 'keys' && name !== 'members')
          await expect.poll(() => page.locator('table.breakdown').count()).toBeGreaterThan(0)
        if (name === 'keys') {
          await page.getByLabel('Name').fill('audit')
          await page.getByRole('button', { name: 'Create key' }).click()
          await expect.poll(() => page.locator('#new-key').isVisible()).toBe(true)
        }
        await audit(`${name}-signed-in-${size}`, page)
        if (name === 'keys') {
          await page.getByRole('button', { name: 'Revoke the key audit' }).first().click()
          await audit(`${name}-confirm-${size}`, page)
        }
        await close()
      }
    },
    90_000,
  )

  it.each([
    ['not-found', '/no-such-code'],
    ['deleted', '/gone'],
    ['edit-page-malformed-id', '/qrcode/edit/a%20b'],
    ['signin', '/signin'],
    ['signin-refused', '/signin?error=not_invited'],
    ['join', '/join#an-unchecked-token'],
    ['join-without-token', '/join'],
    ['reset', '/reset#an-unchecked-token'],
  ])('the %s page, at both sizes', async (name, path) => {
    for (const [size, viewport] of VIEWPORTS) {
      const { page, close } = await open(path, viewport)
      expect(await page.getByRole('main').count()).toBe(1)
      await audit(`${name}-${size}`, page)
      await close()
    }
  })

  // /docs is Redoc's generated reference, themed (redocly.yaml) and given the site's header and a
  // `main` landmark at build time (src/web/api-reference.ts): gated on every impact like the rest.
  it.runIf(existsSync(join(import.meta.dirname, '../../dist/api-reference.html')))(
    'the API reference at /docs, at both sizes',
    async () => {
      for (const [size, viewport] of VIEWPORTS) {
        const { page, close } = await open('/docs', viewport)
        const blocked: string[] = []
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
        })
        await page.reload()
        // Redoc renders sections lazily: audit the page once it has finished loading.
        await expect.poll(() => page.getByText('Loading...').count()).toBe(0)
        // Its CSP (inline scripts by hash) lets the whole reference render.
        expect(await page.locator('h1').count()).toBeGreaterThan(0)
        expect(blocked).toEqual([])
        // The site's header leads back; the reference is the page's one `main`.
        expect(await page.locator('header .brand').textContent()).toBe('dynqr')
        expect(await page.getByRole('main').count()).toBe(1)
        await page.screenshot({ path: join(SCREENSHOTS, `docs-${size}.png`) })
        await audit(`docs-${size}`, page)
        await close()
      }
    },
    60_000,
  )
})
