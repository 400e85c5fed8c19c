import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type BrowserServer,
  chromiumAvailable,
  isWriteProbe,
  openSignedIn,
  pageProblems,
  startBrowserServer,
} from '../helpers/browser.js'

const haveChromium = chromiumAvailable('the print dialog and the branded public pages')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots')
const VIEWPORTS = [
  { name: '1280', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: '390', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
]

/** A 48 × 48 logo: a brown disc on white. */
function logoPng(): Buffer {
  const png = new PNG({ width: 48, height: 48 })
  for (let i = 0; i < 48 * 48; i += 1) {
    const x = (i % 48) - 24
    const y = Math.floor(i / 48) - 24
    png.data.set(x * x + y * y < 400 ? [122, 46, 14, 255] : [255, 255, 255, 255], i * 4)
  }
  return PNG.sync.write(png)
}

/** axe-core on the page as it is now: no serious or critical finding. */
async function axeSerious(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  const violations = (await page.evaluate(
    // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global
    async () => (await (window as any).axe.run(document, { resultTypes: ['violations'] })).violations,
  )) as { id: string; impact: string | null; nodes: { target: unknown[] }[] }[]
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)
}

describe.runIf(haveChromium)('printing a campaign and the branded public pages (#45), in Chromium', () => {
  let server: BrowserServer
  beforeAll(async () => {
    server = await startBrowserServer()
    const api = (method: string, path: string, body?: unknown, type = 'application/json') =>
      fetch(`${server.base}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${server.key}`, 'content-type': type },
        ...(body !== undefined && {
          body: type === 'application/json' ? JSON.stringify(body) : new Uint8Array(body as Buffer),
        }),
      })
    for (const [i, title] of ['Table 1', 'Table 2', 'Window poster'].entries()) {
      const tags = i < 2 ? ['Spring'] : ['autumn']
      await api('POST', '/qrcode', { targetUrl: `https://example.com/${i}`, customShortId: `print-${i}`, title, tags })
    }
    const logo = (await (await api('POST', '/assets', logoPng(), 'image/png')).json()) as { id: string }
    await api('PUT', '/account/brand', { name: 'Café Lumen', logoAssetId: logo.id, color: '#7a2e0e' })
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/menu', customShortId: 'paused-menu' })
    await api('PUT', '/qrcode/paused-menu', { active: false })
  }, 90_000)
  afterAll(async () => {
    await server?.close()
  })

  it.each(VIEWPORTS)('downloads the sheet of a tag from the print dialog at $name px', async (size) => {
    const { name, ...device } = size
    const context = await server.browser.newContext({ ...device, acceptDownloads: true })
    const page = await context.newPage()
    const problems = pageProblems(page)
    await openSignedIn(server, page, '/dashboard')
    await expect.poll(() => page.locator('#signed-in').isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Print this campaign…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Print this campaign' })
    await dialog.getByLabel('Tag', { exact: true }).fill('spring')
    await dialog.getByLabel('Layout').selectOption('avery-l7160')
    await dialog.getByLabel('Width of each code').fill('2.5')
    await dialog.getByLabel('Unit').selectOption('cm')
    await dialog.getByLabel('Crop marks').check()
    await page.screenshot({ path: join(SCREENSHOTS, `dashboard-print-dialog-${name}.png`) })
    const downloading = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('dynqr-spring.pdf')
    const pdf = readFileSync(String(await download.path()))
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString()
    expect(info).toMatch(/Pages:\s+1\b/)
    expect(info).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/)
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString()
    expect(text).toContain('Table 1')
    expect(text).toContain('Table 2')
    expect(text).not.toContain('Window poster')
    await expect.poll(() => page.locator('#print-status').textContent()).toBe('Downloading dynqr-spring.pdf.')
    expect(problems.filter((p) => !isWriteProbe(p))).toEqual([])
    await context.close()

    // The open dialog, audited by axe-core (injecting it needs the CSP bypassed).
    const audited = await server.browser.newContext({ ...device, bypassCSP: true })
    const auditPage = await audited.newPage()
    await openSignedIn(server, auditPage, '/dashboard')
    await expect.poll(() => auditPage.locator('#signed-in').isVisible()).toBe(true)
    await auditPage.getByRole('button', { name: 'Print this campaign…' }).click()
    expect(await axeSerious(auditPage)).toEqual([])
    await audited.close()
  }, 90_000)

  it('lets an admin set the public pages’ brand from the dashboard', async () => {
    const context = await server.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await openSignedIn(server, page, '/dashboard')
    const section = page.locator('#brand-section')
    await expect.poll(() => section.isVisible()).toBe(true)
    await expect.poll(() => section.getByLabel('Business name').inputValue()).toBe('Café Lumen')
    expect(await section.getByLabel('Logo').locator('option:checked').textContent()).toMatch(/^Logo 1 \(PNG, 48 × 48\)/)
    await section.getByLabel('Business name').fill('Café Lumen & Bar')
    await section.getByRole('button', { name: 'Save the public pages’ brand' }).click()
    await expect.poll(() => page.locator('#brand-status').textContent()).toMatch(/^Saved/)
    const brand = await fetch(`${server.base}/api/v1/account/brand`, {
      headers: { authorization: `Bearer ${server.key}` },
    }).then((r) => r.json())
    expect(brand).toMatchObject({ name: 'Café Lumen & Bar', color: '#7a2e0e' })
    await context.close()
    // Put back for the page tests, through the API: the page's status already says "Saved" from
    // the first save, so polling it could not tell when a second save had landed.
    const restored = await fetch(`${server.base}/api/v1/account/brand`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${server.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Café Lumen', logoAssetId: brand.logoAssetId, color: brand.color }),
    })
    expect(restored.status).toBe(200)
  }, 60_000)

  it.each(VIEWPORTS)('shows a paused code’s page with the brand and no admin links at $name px', async (size) => {
    const { name, ...device } = size
    const context = await server.browser.newContext({ ...device })
    const page = await context.newPage()
    const problems = pageProblems(page)
    const response = await page.goto(`${server.base}/paused-menu`)
    expect(response?.status()).toBe(410)
    await expect.poll(() => page.locator('.public-name').textContent()).toBe('Café Lumen')
    expect(await page.locator('.public-logo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48)
    // The brand's colour reached the heading: the CSP let the hashed style through.
    expect(await page.locator('h1').evaluate((h) => getComputedStyle(h).color)).toBe('rgb(122, 46, 14)')
    expect(await page.locator('a').count()).toBe(0)
    expect(await page.locator('body').textContent()).not.toMatch(/Dashboard|API keys|API docs/)
    await page.screenshot({ path: join(SCREENSHOTS, `public-page-branded-${name}.png`) })
    expect(problems.filter((p) => !p.includes('410'))).toEqual([])
    await context.close()
    const audited = await server.browser.newContext({ ...device, bypassCSP: true })
    const auditPage = await audited.newPage()
    await auditPage.goto(`${server.base}/paused-menu`)
    expect(await axeSerious(auditPage)).toEqual([])
    await audited.close()
  }, 60_000)
})
