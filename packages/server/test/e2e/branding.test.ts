import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { QrCode } from '@dynqr/contract'
import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  artefactDir,
  type BrowserServer,
  chromiumAvailable,
  openSignedIn,
  pageProblems,
  startBrowserServer,
} from '../helpers/browser.js'
import { decodePng, hasZbar } from '../helpers/zbar.js'

const haveChromium = chromiumAvailable('the edit page’s Brand section')
/** The README's screenshots, kept current by the browser tests. */
const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

/** A 96 × 96 PNG logo: a blue square with an orange centre. */
function pngLogo(): Buffer {
  const png = new PNG({ width: 96, height: 96 })
  for (let i = 0; i < 96 * 96; i += 1) {
    const x = i % 96
    const y = Math.floor(i / 96)
    const centre = x > 28 && x < 68 && y > 28 && y < 68
    png.data.set(centre ? [242, 140, 40, 255] : [11, 61, 145, 255], i * 4)
  }
  return PNG.sync.write(png)
}

const SVG_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#c01c28"/></svg>'

describe.runIf(haveChromium)('the edit page’s Brand section in headless Chromium', () => {
  let server: BrowserServer
  let base: string
  let artefacts: string
  const api = async (method: string, path: string, body?: object) =>
    fetch(`${base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${server.key}`, ...(body && { 'content-type': 'application/json' }) },
      ...(body && { body: JSON.stringify(body) }),
    })
  const stored = async (shortId: string) => (await (await api('GET', `/qrcode/${shortId}`)).json()) as QrCode

  beforeAll(async () => {
    artefacts = artefactDir('branding')
    server = await startBrowserServer()
    base = server.base
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/menu', customShortId: 'brand' })
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/tight', customShortId: 'tight' })
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  async function open(page: Page, shortId: string) {
    await openSignedIn(server, page, `/qrcode/edit/${shortId}`)
    await expect.poll(() => page.locator('#editor').isVisible()).toBe(true)
  }

  const previewSvg = (page: Page) =>
    page.evaluate(async () => (await fetch(document.querySelector<HTMLImageElement>('#preview')?.src ?? '')).text())

  /** axe-core in the page as it is (every impact fails); the context bypasses the CSP only to inject it. */
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

  it('uploads a PNG logo, sets a gradient and a banner, saves, and the downloaded PNG scans to the short link', async () => {
    const context = await server.browser.newContext({ viewport: DESKTOP, acceptDownloads: true })
    const page = await context.newPage()
    const problems = pageProblems(page)
    await open(page, 'brand')
    expect(await page.getByLabel('No logo').isChecked()).toBe(true)
    expect(await page.locator('#logo-settings').isVisible()).toBe(false)

    await page.getByLabel('Upload a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngLogo() })
    await expect.poll(() => page.locator('#logo-status').textContent()).toContain('Uploaded logo.png')
    // The logo is chosen, drawn in the preview, and error correction is raised to H.
    expect(await page.getByLabel(/^Logo 1: PNG 96 × 96/).isChecked()).toBe(true)
    expect(await page.getByLabel('Error correction').inputValue()).toBe('H')
    await expect.poll(async () => (await previewSvg(page)).includes('<image href="data:image/png;base64,')).toBe(true)

    await page.getByLabel('Logo size').fill('0.25')
    expect(await page.locator('#logo-size-value').textContent()).toBe('25 %')
    await page.getByLabel('Dots fill').selectOption('linear')
    await page.getByLabel('Dots angle (degrees)').fill('45')
    await page.getByLabel('Dots stop 2 colour').fill('#6a1b9a')
    await page.getByRole('button', { name: 'Add a dots colour stop' }).click()
    await page.getByLabel('Dots stop 3 colour').fill('#0b3d91')
    await page.getByLabel('Frame type').selectOption('banner')
    expect(await page.getByLabel('Call to action').inputValue()).toBe('SCAN ME')
    await page.getByLabel('Call to action').fill('SCAN FOR THE MENU')
    await expect.poll(async () => (await previewSvg(page)).includes('<linearGradient')).toBe(true)

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('#save-status').textContent()).toBe('Saved.')
    const asset = ((await (await api('GET', '/assets')).json()) as { data: { id: string }[] }).data[0]
    const options = (await stored('brand')).qrCodeOptions
    expect(options).toMatchObject({
      image: asset?.id,
      imageOptions: { imageSize: 0.25, margin: 0, hideBackgroundDots: true },
      qrOptions: { errorCorrectionLevel: 'H' },
      frameOptions: { type: 'banner', text: 'SCAN FOR THE MENU', color: '#000000', textColor: '#ffffff' },
    })
    expect(options.dotsOptions.gradient).toEqual({
      type: 'linear',
      rotation: 0.7854,
      colorStops: [
        { offset: 0, color: '#000000' },
        { offset: 0.5, color: '#6a1b9a' },
        { offset: 1, color: '#0b3d91' },
      ],
    })
    // The preview is the very SVG the server serves, logo, gradient and banner included.
    const serverSvg = await (await api('GET', '/qrcode/brand/image?format=svg')).text()
    expect(await previewSvg(page)).toBe(serverSvg)

    await page.locator('#branding').evaluate((section) => section.scrollIntoView({ block: 'start' }))
    await page.screenshot({ path: join(SCREENSHOTS, 'edit-page-branding-desktop.png') })

    for (const format of ['PNG', 'PDF']) {
      await page.getByRole('button', { name: 'Download…' }).click()
      const dialog = page.getByRole('dialog', { name: 'Download brand' })
      await dialog.getByLabel(new RegExp(`^${format}:`)).check()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download', exact: true }).click(),
      ])
      const file = join(artefacts, download.suggestedFilename())
      await download.saveAs(file)
      const bytes = readFileSync(file)
      if (format === 'PDF') expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
      else if (hasZbar()) expect(decodePng(bytes)).toBe(`${base}/brand`)
    }
    expect(problems, problems.join('\n')).toEqual([])
    await context.close()
  }, 90_000)

  it('shows UNSCANNABLE at the logo size control, focused, and keeps what was typed (phone)', async () => {
    const page = await server.browser.newPage({ viewport: PHONE })
    await open(page, 'tight')
    await page.getByLabel('Target URL').fill('https://example.com/tight-typed')
    await page.getByLabel(/^Logo 1: PNG/).check()
    await page.getByLabel('Error correction').selectOption('L')
    await page.getByLabel('Logo size').fill('0.5')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('#save-status').getAttribute('data-kind')).toBe('error')
    expect(await page.locator('#save-status').textContent()).toBe('Not saved: see the message at “Logo size”.')
    const problem = page.locator('#logo-size-problem')
    expect(await problem.isVisible()).toBe(true)
    // In the page's words (issue #45), naming its controls, not the API's fields.
    expect(await problem.textContent()).toContain('Make “Logo size” smaller')
    expect(await problem.textContent()).not.toContain('imageOptions')
    expect(await page.getByLabel('Logo size').getAttribute('aria-invalid')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('logo-size')
    // The message is in view, under the sticky preview, not behind it.
    const box = await problem.boundingBox()
    const pane = await page.locator('.preview-pane').boundingBox()
    expect(box && pane && box.y >= pane.y + pane.height && box.y + box.height <= PHONE.height).toBe(true)
    await page.screenshot({ path: join(SCREENSHOTS, 'edit-page-unscannable-phone.png') })
    // Nothing typed was lost, and nothing was stored.
    expect(await page.getByLabel('Target URL').inputValue()).toBe('https://example.com/tight-typed')
    expect(await page.getByLabel('Logo size').inputValue()).toBe('0.5')
    expect(await page.getByLabel('Error correction').inputValue()).toBe('L')
    const after = await stored('tight')
    expect(after.targetUrl).toBe('https://example.com/tight')
    expect(after.qrCodeOptions.image).toBeUndefined()

    // A smaller logo at H saves, and the message goes.
    await page.getByLabel('Logo size').fill('0.3')
    expect(await problem.count()).toBe(0)
    await page.getByLabel('Error correction').selectOption('H')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('#save-status').textContent()).toBe('Saved.')
    expect((await stored('tight')).qrCodeOptions.imageOptions?.imageSize).toBe(0.3)
    await page.close()
  }, 90_000)

  it('takes a logo dropped on it, removes the logo, and sends untouched stored values back as they were', async () => {
    const gradient = {
      type: 'linear',
      rotation: 0.785398,
      colorStops: [
        { offset: 0, color: '#1a1a1a' },
        { offset: 0.333, color: '#0b3d91' },
        { offset: 1, color: '#000000' },
      ],
    }
    const corner = { type: 'radial', rotation: 0, colorStops: gradient.colorStops }
    const created = await api('POST', '/qrcode', {
      targetUrl: 'https://example.com/kept',
      customShortId: 'kept',
      qrCodeOptions: { dotsOptions: { gradient }, cornersSquareOptions: { gradient: corner } },
    })
    expect(created.status).toBe(201)
    const before = (await stored('kept')).qrCodeOptions
    const page = await server.browser.newPage({ viewport: PHONE })
    const problems = pageProblems(page)
    await open(page, 'kept')
    expect(await page.getByLabel('Dots fill').inputValue()).toBe('linear')
    expect(await page.getByLabel('Dots angle (degrees)').inputValue()).toBe('45')
    expect(await page.getByLabel('Dots stop 2 position (%)').inputValue()).toBe('33')

    await page.locator('#logo-fieldset').evaluate((zone, svg) => {
      const data = new DataTransfer()
      data.items.add(new File([svg], 'drop.svg', { type: 'image/svg+xml' }))
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }))
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }))
    }, SVG_LOGO)
    await expect.poll(() => page.locator('#logo-status').textContent()).toContain('Uploaded drop.svg')
    expect(await page.getByLabel(/^Logo 1: SVG 40 × 40/).isChecked()).toBe(true)
    await expect.poll(async () => (await previewSvg(page)).includes('data:image/svg+xml;base64,')).toBe(true)
    await page.getByRole('button', { name: 'Remove the logo' }).click()
    expect(await page.getByLabel('No logo').isChecked()).toBe(true)
    await expect.poll(async () => (await previewSvg(page)).includes('<image')).toBe(false)

    await page.getByLabel('Target URL').fill('https://example.com/kept-2')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('#save-status').textContent()).toBe('Saved.')
    const after = await stored('kept')
    expect(after.targetUrl).toBe('https://example.com/kept-2')
    expect(after.qrCodeOptions).toEqual(before)
    expect(problems, problems.join('\n')).toEqual([])
    await page.close()
  }, 90_000)

  it('passes axe-core with a logo, gradients, a frame and a refused save shown, at both sizes', async () => {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await server.browser.newContext({ bypassCSP: true, viewport })
      const page = await context.newPage()
      await open(page, 'brand')
      await page.getByLabel('Background fill').selectOption('radial')
      await audit(page, `brand-${size}`)
      await page.screenshot({ path: join(artefacts, `brand-${size}.png`), fullPage: true })
      if (size === 'phone') {
        // Under the sticky preview: the logo choices and size, then the gradients.
        await page.locator('#logo-choices').evaluate((part) => part.scrollIntoView({ block: 'center' }))
        await page.screenshot({ path: join(SCREENSHOTS, 'edit-page-branding-phone.png') })
      }
      await page.getByLabel('Error correction').selectOption('L')
      await page.getByLabel('Logo size').fill('0.5')
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect.poll(() => page.locator('#logo-size-problem').count()).toBe(1)
      await audit(page, `brand-refused-${size}`)
      await context.close()
    }
  }, 90_000)
})
