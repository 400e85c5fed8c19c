import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  artefactDir,
  type BrowserServer,
  chromiumAvailable,
  openSignedIn,
  pageProblems,
  startBrowserServer,
} from '../helpers/browser.js'
import { fastWebhookSettings } from '../helpers/webhook-receiver.js'

const haveChromium = chromiumAvailable('the live scans of the dashboard')
const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'

/**
 * Live scans on the dashboard (issue #44) in Chromium: the page opens the account's event stream
 * with its session, says it is live, and the views of a code tick up as the server reports its
 * scans (qrcode.scanned), without a reload; axe-core finds nothing, at both sizes.
 */
describe.runIf(haveChromium)('live scans on the dashboard in headless Chromium', () => {
  let server: BrowserServer
  let artefacts: string
  const api = (method: string, path: string, body?: object) =>
    fetch(`${server.base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${server.key}`, ...(body && { 'content-type': 'application/json' }) },
      ...(body && { body: JSON.stringify(body) }),
    })
  const scan = (shortId: string, times: number) =>
    Promise.all(
      Array.from({ length: times }, () =>
        fetch(`${server.base}/${shortId}`, { redirect: 'manual', headers: { 'user-agent': PHONE_UA } }),
      ),
    )

  beforeAll(async () => {
    artefacts = artefactDir('live-scans')
    server = await startBrowserServer({ webhooks: fastWebhookSettings({ scanEventIntervalMs: 500 }) })
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/menu', customShortId: 'live-menu', title: 'Menu' })
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/poster', customShortId: 'live-poster' })
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  const viewsOf = (page: Page, shortId: string) => page.locator(`tr[data-short-id="${shortId}"] td.views`).textContent()

  async function audit(page: Page, name: string) {
    await page.addScriptTag({ content: axeSource })
    const violations = (await page.evaluate(
      // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global
      async () => (await (window as any).axe.run(document, { resultTypes: ['violations'] })).violations,
    )) as { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[]
    const found = violations.map(
      (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    )
    expect(found, `${name}:\n${found.join('\n')}`).toEqual([])
  }

  it('ticks the views of a scanned code up while the page is open, and says it is live', async () => {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await server.browser.newContext({ bypassCSP: true, viewport })
      const page = await context.newPage()
      const problems = pageProblems(page)
      await openSignedIn(server, page, '/dashboard')
      await expect.poll(() => page.locator('.live-scans').textContent(), { timeout: 15_000 }).toBe('Live')
      const before = Number(await viewsOf(page, 'live-menu'))
      await scan('live-menu', 7)
      await expect.poll(async () => Number(await viewsOf(page, 'live-menu')), { timeout: 15_000 }).toBe(before + 7)
      expect(await viewsOf(page, 'live-poster')).toBe('0')
      // The list under its live badge, the cell that just ticked up marked.
      await page.locator('#codes-title').evaluate((title) => title.scrollIntoView({ block: 'start' }))
      await page.screenshot({ path: join(SCREENSHOTS, `dashboard-live-scans-${size}.png`) })
      await audit(page, `live-${size}`)
      await page.screenshot({ path: join(artefacts, `live-scans-${size}.png`), fullPage: true })
      // What the page shows matches what the server counted.
      const code = (await (await api('GET', '/qrcode/live-menu')).json()) as { views: number }
      expect(Number(await viewsOf(page, 'live-menu'))).toBe(code.views)
      expect(problems, problems.join('\n')).toEqual([])
      await context.close()
    }
  }, 120_000)
})
