import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  artefactDir,
  type BrowserServer,
  chromiumAvailable,
  isWriteProbe,
  openSignedIn,
  pageProblems,
  startBrowserServer,
} from '../helpers/browser.js'

const haveChromium = chromiumAvailable('the dashboard’s import, export and bulk actions')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const FIXTURES = join(import.meta.dirname, '../fixtures/import')

/** The dashboard’s import and export card and its bulk bar (issue 31, #45) in headless Chromium, under the CSP. */
describe.runIf(haveChromium)('importing, exporting and changing many codes on the dashboard', () => {
  let server: BrowserServer
  let artefacts: string
  beforeAll(async () => {
    artefacts = artefactDir('moving')
    server = await startBrowserServer()
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  const get = async (shortId: string) =>
    fetch(`${server.base}/api/v1/qrcode/${shortId}`, { headers: { authorization: `Bearer ${server.key}` } })

  /** axe-core in a page of its own (injecting a script needs the CSP bypassed): no serious or critical finding. */
  async function audit(prepare: (page: Page) => Promise<void>) {
    const context = await server.browser.newContext({ bypassCSP: true })
    const page = await context.newPage()
    await openSignedIn(server, page, '/dashboard')
    await prepare(page)
    await page.addScriptTag({ content: axeSource })
    const violations = (await page.evaluate(
      // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global
      async () => (await (window as any).axe.run(document, { resultTypes: ['violations'] })).violations,
    )) as { id: string; impact: string | null; nodes: { target: unknown[] }[] }[]
    await page.screenshot({ path: join(artefacts, 'dashboard-moving.png'), fullPage: true })
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)
    expect(serious).toEqual([])
    await context.close()
  }

  it('imports a Dub CSV with a progress bar and a result table, retargets the selected codes, exports CSV', async () => {
    const context = await server.browser.newContext({ acceptDownloads: true })
    const page = await context.newPage()
    const problems = pageProblems(page)
    await openSignedIn(server, page, '/dashboard')
    await expect.poll(() => page.locator('#signed-in').isVisible()).toBe(true)

    await page.getByLabel('CSV file').setInputFiles(join(FIXTURES, 'dub.csv'))
    await page.getByRole('button', { name: 'Preview' }).click()
    await expect
      .poll(() => page.locator('#import-preview-summary').textContent())
      .toMatch(
        /^3 rows, columns Short link, Destination URL, Title, Tags\. 2 will be sent \(1 with tags\); 1 have no target URL/,
      )
    await page.getByRole('button', { name: 'Import 3 rows' }).click()
    await expect
      .poll(() => page.locator('#import-summary').textContent())
      .toBe('3 rows: 2 created, 0 already there, 1 refused.')
    expect(await page.locator('#import-progress').evaluate((p: HTMLProgressElement) => p.value / p.max)).toBe(1)
    const results = page.locator('#import-results tbody tr')
    expect(await results.allTextContents()).toEqual([
      expect.stringMatching(/^4Refused.*No target URL/),
      expect.stringMatching(/^2Createdspring-menu/),
      expect.stringMatching(/^3Createdqr-table-4/),
    ])
    await expect.poll(() => page.locator('#codes-summary').textContent()).toBe('Showing 1–2 of 2.')

    expect((await (await get('spring-menu')).json()).tags, 'the Tags column is kept').toEqual(['menu'])
    // The same file again: its rows are already there, not refused.
    await page.getByRole('button', { name: 'Preview' }).click()
    await page.getByRole('button', { name: 'Import 3 rows' }).click()
    await expect
      .poll(() => page.locator('#import-summary').textContent())
      .toBe('3 rows: 0 created, 2 already there, 1 refused.')

    await page.getByLabel('Select spring-menu').check()
    await page.getByLabel('Select qr-table-4').check()
    expect(await page.locator('#selection-count').textContent()).toBe('2 selected')
    await page.getByRole('button', { name: 'Retarget…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Retarget 2 codes?' })
    await dialog.getByLabel('New target URL').fill('https://example.com/new')
    await dialog.getByRole('button', { name: 'Send 2 codes there' }).click()
    await expect.poll(() => page.locator('#list-status').textContent()).toBe('Retargeted 2 codes.')
    expect((await (await get('spring-menu')).json()).targetUrl).toBe('https://example.com/new')
    expect((await (await get('qr-table-4')).json()).targetUrl).toBe('https://example.com/new')

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export every code as CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('qrcodes.csv')
    const csv = readFileSync(String(await download.path()), 'utf8')
    expect(csv.split('\n')[0]).toMatch(/^shortId,targetUrl,title,active/)
    expect(csv).toContain('spring-menu,https://example.com/new,Spring menu,true')

    // The dashboard's scope check (an empty bulk create: 400 for a key that may write) is the one expected.
    expect(problems.filter((p) => !isWriteProbe(p))).toEqual([])
    await context.close()

    await audit(async (audited) => {
      await expect.poll(() => audited.locator('#codes-summary').textContent()).toContain('of')
      await audited.getByLabel('CSV file').setInputFiles(join(FIXTURES, 'shlink.csv'))
      await audited.getByRole('button', { name: 'Preview' }).click()
      await audited.getByRole('button', { name: /^Import \d+ rows$/ }).click()
      await expect.poll(() => audited.locator('#import-summary').textContent()).toContain('rows')
      await audited.getByLabel('Select spring-menu').check()
    })
  }, 90_000)
})
