import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type BrowserServer,
  chromiumAvailable,
  isWriteProbe,
  openSignedIn,
  pageProblems,
  startBrowserServer,
} from '../helpers/browser.js'

const haveChromium = chromiumAvailable('the dashboard’s campaigns, compact list and bulk bar')
const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const LAPTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

/** Campaigns on the dashboard (issue #45; review 2026-11, #6 and #8) in headless Chromium, under the CSP. */
describe.runIf(haveChromium)('campaigns, the compact list and the bulk bar on the dashboard', () => {
  let server: BrowserServer
  const api = (method: string, path: string, body?: object) =>
    fetch(`${server.base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${server.key}`, ...(body && { 'content-type': 'application/json' }) },
      ...(body && { body: JSON.stringify(body) }),
    })

  beforeAll(async () => {
    server = await startBrowserServer()
    const codes: [string, string, string[]][] = [
      ['flyer-a5', 'Festival flyer A5', ['Spring-2026', 'flyer']],
      ['poster-door', 'Poster on the door', ['spring-2026', 'poster']],
      ['menu-table-4', 'Menu — table tent 4', ['menu']],
      ['menu-table-5', 'Menu — table tent 5', ['menu']],
      ['window-sticker', 'Window sticker with a rather long title to see how it wraps', []],
    ]
    for (const [customShortId, title, tags] of codes) {
      await api('POST', '/qrcode', {
        targetUrl: `https://shop.example.com/${customShortId}?utm_source=print&utm_campaign=spring`,
        customShortId,
        title,
        tags,
      })
    }
    for (let i = 0; i < 14; i += 1) await api('POST', '/qrcode', { targetUrl: `https://shop.example.com/item-${i}` })
    for (const [shortId, views] of [
      ['flyer-a5', 3],
      ['poster-door', 2],
      ['menu-table-4', 1],
    ] as const) {
      for (let i = 0; i < views; i += 1) {
        await fetch(`${server.base}/${shortId}`, { redirect: 'manual', headers: { 'user-agent': IPHONE } })
      }
    }
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  async function axe(page: Page): Promise<string[]> {
    await page.addScriptTag({ content: axeSource })
    const violations = (await page.evaluate(
      // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global
      async () => (await (window as any).axe.run(document, { resultTypes: ['violations'] })).violations,
    )) as { id: string; impact: string | null; nodes: { target: unknown[] }[] }[]
    return violations.map((v) => `${v.impact} ${v.id} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)
  }

  const rows = (page: Page) => page.locator('#codes-table tbody tr')
  const ids = (page: Page) => rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-short-id')))

  it('filters the list by a campaign tag, from the filter, a chip and the campaign report', async () => {
    const context = await server.browser.newContext({ viewport: LAPTOP })
    const page = await context.newPage()
    const problems = pageProblems(page)
    await openSignedIn(server, page, '/dashboard')
    await expect.poll(() => page.locator('#codes-summary').textContent()).toBe('Showing 1–19 of 19.')

    await page.getByLabel('Campaign (tag)').fill('SPRING-2026')
    await expect
      .poll(() => page.locator('#codes-summary').textContent())
      .toBe('Showing 1–2 of 2 matching the tag “SPRING-2026”.')
    expect((await ids(page)).sort()).toEqual(['flyer-a5', 'poster-door'])

    // A chip on a code shows its campaign.
    await page.getByLabel('Campaign (tag)').fill('')
    await expect.poll(() => page.locator('#codes-summary').textContent()).toBe('Showing 1–19 of 19.')
    await page.getByRole('list', { name: 'Tags of menu-table-4' }).getByRole('button', { name: 'menu' }).click()
    await expect.poll(() => ids(page)).toEqual(['menu-table-5', 'menu-table-4'])
    expect(await page.getByLabel('Campaign (tag)').inputValue()).toBe('menu')

    // The report: views by tag, a code with two tags in both rows, said in words.
    const report = page.locator('#campaigns-table tbody tr')
    await expect.poll(() => report.count()).toBe(4)
    // One visitor scanned each code: one unique view a code.
    expect(await report.allInnerTexts()).toEqual([
      'Spring-2026\t5\t2\tShow codes',
      'flyer\t3\t1\tShow codes',
      'poster\t2\t1\tShow codes',
      'menu\t1\t1\tShow codes',
    ])
    expect(await page.locator('#campaigns-summary').textContent()).toBe(
      '6 views in the last 30 days (UTC). Codes with several tags count in each of their rows, so the rows add up to 11.',
    )
    await page.getByRole('button', { name: 'Show codes of Spring-2026' }).click()
    await expect.poll(() => ids(page).then((found) => found.sort())).toEqual(['flyer-a5', 'poster-door'])

    await page.screenshot({ path: join(SCREENSHOTS, 'dashboard-campaign-desktop.png'), fullPage: false })
    expect(problems.filter((p) => !isWriteProbe(p))).toEqual([])
    await context.close()
  }, 90_000)

  it('shows one line a code on a laptop, Edit and Copy in the row and the rest in a menu', async () => {
    const context = await server.browser.newContext({ viewport: LAPTOP })
    const page = await context.newPage()
    await openSignedIn(server, page, '/dashboard')
    await expect.poll(() => rows(page).count()).toBe(19)
    const heights = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height))
    expect(Math.max(...heights), 'one line a code').toBeLessThanOrEqual(64)
    const first = rows(page).filter({ hasText: 'Festival flyer A5' })
    expect(await first.locator('.actions-cell button:visible, .actions-cell a:visible').allInnerTexts()).toEqual([
      'Edit',
      'Copy',
    ])
    await first.getByLabel('More actions for flyer-a5').click()
    const menu = first.locator('.menu')
    expect(await menu.getByRole('button').allInnerTexts()).toEqual(['Download…', 'Scans', 'Pause', 'Delete'])
    await page.keyboard.press('Escape')
    await expect.poll(() => menu.isVisible()).toBe(false)
    await first.getByLabel('More actions for flyer-a5').click()
    await menu.getByRole('button', { name: 'Show the scans of flyer-a5' }).click()
    await expect.poll(() => page.locator('#scans-title').textContent()).toBe('Scans of flyer-a5, last 30 days (UTC)')
    await context.close()
  }, 90_000)

  it('asks before a Retarget, naming the count, and shows its result in the bulk bar', async () => {
    const context = await server.browser.newContext({ viewport: LAPTOP })
    const page = await context.newPage()
    await openSignedIn(server, page, '/dashboard')
    await page.getByLabel('Campaign (tag)').fill('menu')
    await expect.poll(() => rows(page).count()).toBe(2)
    await page.getByLabel('Select every code on this page').check()
    expect(await page.locator('#selection-count').textContent()).toBe('2 selected')

    // Cancelled: nothing changes.
    await page.getByRole('button', { name: 'Retarget…' }).click()
    let dialog = page.getByRole('dialog', { name: 'Retarget 2 codes?' })
    await dialog.getByLabel('New target URL').fill('https://shop.example.com/summer-menu')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => page.locator('#list-status').textContent()).toBe('Nothing was retargeted.')
    expect((await (await api('GET', '/qrcode/menu-table-4')).json()).targetUrl).toContain('/menu-table-4')

    await page.getByRole('button', { name: 'Retarget…' }).click()
    dialog = page.getByRole('dialog', { name: 'Retarget 2 codes?' })
    await dialog.getByLabel('New target URL').fill('https://shop.example.com/summer-menu')
    await dialog.getByRole('button', { name: 'Send 2 codes there' }).click()
    await expect.poll(() => page.locator('#list-status').textContent()).toBe('Retargeted 2 codes.')
    // The result is beside the bar, in view, not at the top of the page.
    const bar = await page.locator('#selection-bar').boundingBox()
    const status = await page.locator('#list-status').boundingBox()
    expect(status && bar && status.y >= bar.y && status.y <= bar.y + bar.height).toBe(true)
    for (const id of ['menu-table-4', 'menu-table-5']) {
      expect((await (await api('GET', `/qrcode/${id}`)).json()).targetUrl).toBe('https://shop.example.com/summer-menu')
    }
    await context.close()
  }, 90_000)

  it('is axe-clean with the campaign filter on a laptop and a phone', async () => {
    for (const [name, viewport] of [
      ['desktop', LAPTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await server.browser.newContext({ viewport, bypassCSP: true })
      const page = await context.newPage()
      await openSignedIn(server, page, '/dashboard')
      await page.getByLabel('Campaign (tag)').fill('spring-2026')
      await expect.poll(() => rows(page).count()).toBe(2)
      await expect.poll(() => page.locator('#campaigns-table tbody tr').count()).toBeGreaterThan(0)
      await page.locator('#codes-title').evaluate((title) => title.scrollIntoView({ block: 'start' }))
      await page.screenshot({ path: join(SCREENSHOTS, `dashboard-campaign-filter-${name}.png`) })
      expect(await axe(page), name).toEqual([])
      await context.close()
    }
  }, 90_000)
})
