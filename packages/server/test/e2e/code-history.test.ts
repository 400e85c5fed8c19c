import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  artefactDir,
  type BrowserServer,
  chromiumAvailable,
  pageProblems,
  startBrowserServer,
} from '../helpers/browser.js'

const haveChromium = chromiumAvailable('the edit page history')
/** The README's screenshots, kept current by the browser tests. */
const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

// Issue #41: the edit page shows a code's history (who, when, what; old → new target) and puts an
// earlier target back in one click.
describe.runIf(haveChromium)("the edit page's history in headless Chromium", () => {
  let server: BrowserServer
  let artefacts: string

  const api = (path: string, method: string, body?: object, key = server.key) =>
    fetch(`${server.base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      ...(body && { body: JSON.stringify(body) }),
    })

  beforeAll(async () => {
    artefacts = artefactDir('code-history')
    server = await startBrowserServer()
    const printShop = await (await api('/keys', 'POST', { name: 'print shop', scopes: ['qrcodes:write'] })).json()
    await api('/qrcode', 'POST', { targetUrl: 'https://example.com/spring', customShortId: 'flyer' })
    await api('/qrcode/flyer', 'PUT', { targetUrl: 'https://example.com/summer', title: 'Flyer' }, printShop.key)
    await api('/qrcode/flyer', 'PUT', { targetUrl: 'https://example.com/autumn' })
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  async function open(page: Page) {
    await page.goto(`${server.base}/qrcode/edit/flyer`)
    await page.getByLabel('API key', { exact: true }).fill(server.key)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('#history-list li').count()).toBeGreaterThanOrEqual(3)
  }

  it('lists who changed what, newest first, and restores an earlier target with If-Match', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
    const problems = pageProblems(page)
    await open(page)
    expect(await page.locator('#history-list li').count()).toBe(3)
    const entries = page.locator('#history-list li')
    expect(await entries.nth(1).textContent()).toContain('API key print shop changed target URL, title')
    expect(await entries.nth(1).locator('.history-target').textContent()).toContain(
      'https://example.com/spring → https://example.com/summer',
    )
    expect(await entries.nth(2).textContent()).toContain('created the code')
    expect(await page.getByRole('button', { name: 'Show older changes' }).isVisible()).toBe(false)
    // The current target is never offered; each earlier one is, once per entry.
    const restore = page.getByRole('button', { name: 'Restore this target: https://example.com/spring' })
    expect(await restore.count()).toBe(2)
    await restore.first().click()
    await expect.poll(() => page.locator('#history-status').textContent()).toBe('Restored https://example.com/spring.')
    expect(await page.getByLabel('Target URL').inputValue()).toBe('https://example.com/spring')
    await expect.poll(() => entries.count()).toBe(4)
    expect(await entries.first().locator('.history-target').textContent()).toContain(
      'https://example.com/autumn → https://example.com/spring',
    )
    const stored = await (await api('/qrcode/flyer', 'GET')).json()
    expect(stored.targetUrl).toBe('https://example.com/spring')
    expect(problems).toEqual([])
    await page.close()
  })

  it('refuses to restore over a change made meanwhile, and shows the code as it is now', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
    await open(page)
    await api('/qrcode/flyer', 'PUT', { targetUrl: 'https://example.com/winter' })
    await page.getByRole('button', { name: 'Restore this target: https://example.com/summer' }).first().click()
    await expect.poll(() => page.locator('#history-status').textContent()).toContain('Not restored')
    expect(await page.getByLabel('Target URL').inputValue()).toBe('https://example.com/winter')
    expect((await (await api('/qrcode/flyer', 'GET')).json()).targetUrl).toBe('https://example.com/winter')
    await page.close()
  })

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)('is axe-clean at %s width, with a screenshot for the docs', async (name, viewport) => {
    const context = await browser().newContext({ bypassCSP: true, viewport })
    const page = await context.newPage()
    await page.goto(`${server.base}/qrcode/edit/flyer`)
    await page.getByLabel('API key', { exact: true }).fill(server.key)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('#history-list li').count()).toBeGreaterThanOrEqual(3)
    await page.locator('#history').scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(SCREENSHOTS, `code-history-${name}.png`) })
    await page.screenshot({ path: join(artefacts, `code-history-${name}-full.png`), fullPage: true })
    await page.addScriptTag({ content: axeSource })
    const violations = (await page.evaluate(
      // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global
      async () => (await (window as any).axe.run(document, { resultTypes: ['violations'] })).violations,
    )) as { id: string; help: string; nodes: { target: unknown[] }[] }[]
    expect(
      violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
    ).toEqual([])
    await context.close()
  })

  const browser = () => server.browser
})
