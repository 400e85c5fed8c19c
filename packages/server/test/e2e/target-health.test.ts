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

const haveChromium = chromiumAvailable('destination health on the pages')
/** The README's screenshots, kept current by the browser tests. */
const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const HOUR = 3_600_000

// Issue #44: the dashboard flags a code whose target is failing; the edit page says since when and why.
describe.runIf(haveChromium)('destination health in headless Chromium', () => {
  let server: BrowserServer
  let artefacts: string
  const api = (path: string, method: string, body?: object) =>
    fetch(`${server.base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${server.key}`, 'content-type': 'application/json' },
      ...(body && { body: JSON.stringify(body) }),
    })

  beforeAll(async () => {
    artefacts = artefactDir('target-health')
    server = await startBrowserServer()
    const now = Date.now()
    await api('/qrcode', 'POST', {
      targetUrl: 'https://shop.example/spring-menu',
      customShortId: 'menu',
      title: 'Spring menu',
      fallbackUrl: 'https://shop.example/',
      onTargetFailing: 'fallback',
    })
    await api('/qrcode', 'POST', {
      targetUrl: 'https://shop.example/opening-hours',
      customShortId: 'hours',
      title: 'Hours',
    })
    await api('/qrcode', 'POST', { targetUrl: 'https://shop.example/new', customShortId: 'fresh', title: 'New flyer' })
    // The verdicts as the checker records them (its checks are tested in test/health/).
    await server.store.targetHealth.record(
      'https://shop.example/spring-menu',
      {
        status: 'failing',
        failures: 3,
        details: {
          checkedAt: now - HOUR,
          httpStatus: 404,
          error: 'the target answered 404',
          failingSince: now - 13 * HOUR,
        },
      },
      now - HOUR,
      now + 5 * HOUR,
    )
    await server.store.targetHealth.record(
      'https://shop.example/opening-hours',
      { status: 'ok', failures: 0, details: { checkedAt: now - 2 * HOUR, httpStatus: 200 } },
      now - 2 * HOUR,
      now + 4 * HOUR,
    )
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  async function axeClean(page: Page) {
    await page.addScriptTag({ content: axeSource })
    const violations = await page.evaluate(
      // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global
      async () => (await (window as any).axe.run(document, { resultTypes: ['violations'] })).violations,
    )
    expect(violations).toEqual([])
  }

  it('flags the failing code on the dashboard, and only it', async () => {
    const page = await server.browser.newPage({ viewport: { width: 1280, height: 800 } })
    const problems = pageProblems(page)
    await openSignedIn(server, page, '/dashboard')
    await expect.poll(() => page.locator('tr[data-short-id="menu"]').count()).toBe(1)
    const flag = page.locator('tr[data-short-id="menu"] [data-target-health="failing"]')
    expect(await flag.textContent()).toContain('Target failing')
    expect(await flag.getAttribute('title')).toMatch(/^The target answers 404 since /)
    expect(await page.locator('[data-target-health]').count()).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it('says on the edit page since when and why the target fails, and where scans go', async () => {
    const page = await server.browser.newPage({ viewport: { width: 1280, height: 800 } })
    const problems = pageProblems(page)
    await openSignedIn(server, page, '/qrcode/edit/menu')
    const summary = page.locator('#target-health-summary')
    await expect.poll(() => summary.textContent()).toMatch(/^The target is failing since .+: it answers 404\.$/)
    expect(await page.locator('#target-health-detail').textContent()).toMatch(
      /^Last checked .+\. Scans go to the fallback URL \(https:\/\/shop\.example\/\) until it answers again\.$/,
    )
    await openSignedIn(server, page, '/qrcode/edit/hours')
    await expect.poll(() => summary.textContent()).toBe('The target answers.')
    expect(await page.locator('#target-health-detail').textContent()).toMatch(/^Last checked .+: it answered 200\.$/)
    await openSignedIn(server, page, '/qrcode/edit/fresh')
    await expect.poll(() => summary.textContent()).toBe('The target has not been checked yet.')
    expect(problems).toEqual([])
    await page.close()
  })

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)('is axe-clean at %s width, with screenshots for the docs', async (name, viewport) => {
    const context = await server.browser.newContext({ bypassCSP: true, viewport })
    const page = await context.newPage()
    await openSignedIn(server, page, '/dashboard')
    await expect.poll(() => page.locator('[data-target-health="failing"]').count()).toBe(1)
    await page.locator('tr[data-short-id="menu"]').scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(SCREENSHOTS, `target-health-dashboard-${name}.png`) })
    await axeClean(page)
    await openSignedIn(server, page, '/qrcode/edit/menu')
    await expect.poll(() => page.locator('#target-health-summary').textContent()).toContain('failing')
    await page.screenshot({ path: join(SCREENSHOTS, `target-health-edit-${name}.png`) })
    await page.screenshot({ path: join(artefacts, `target-health-edit-${name}-full.png`), fullPage: true })
    await axeClean(page)
    await context.close()
  })
})
