import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { QrCode } from '@dynqr/contract'
import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addPerson,
  artefactDir,
  type BrowserServer,
  chromiumAvailable,
  isWriteProbe,
  openSignedIn,
  type Person,
  pageProblems,
  startBrowserServer,
} from '../helpers/browser.js'
import { decodePng, hasZbar } from '../helpers/zbar.js'

const haveChromium = chromiumAvailable('style templates on the edit page and the dashboard’s Brand kit')
/** The docs' screenshots, kept current by the browser tests. */
const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

/** A 64 × 64 PNG logo: a green square. */
function pngLogo(): Buffer {
  const png = new PNG({ width: 64, height: 64 })
  for (let i = 0; i < 64 * 64; i += 1) png.data.set([20, 108, 46, 255], i * 4)
  return PNG.sync.write(png)
}

describe.runIf(haveChromium)('style templates on the edit page and the Brand kit in headless Chromium', () => {
  let server: BrowserServer
  let base: string
  let artefacts: string
  const api = async (method: string, path: string, body?: object, key = server.key) =>
    fetch(`${base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body && { 'content-type': 'application/json' }) },
      ...(body && { body: JSON.stringify(body) }),
    })
  const stored = async (shortId: string) => (await (await api('GET', `/qrcode/${shortId}`)).json()) as QrCode
  const styles = async () =>
    ((await (await api('GET', '/styles')).json()) as { data: { id: string; name: string }[] }).data

  beforeAll(async () => {
    artefacts = artefactDir('templates')
    server = await startBrowserServer()
    base = server.base
    await api('POST', '/qrcode', {
      targetUrl: 'https://example.com/spring',
      customShortId: 'spring',
      qrCodeOptions: { dotsOptions: { type: 'rounded', color: '#1a2b3c' } },
    })
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  async function signIn(page: Page, path: string, person?: Person) {
    await openSignedIn(server, page, path, person)
    await expect.poll(() => page.locator(path === '/dashboard' ? '#signed-in' : '#editor').isVisible()).toBe(true)
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

  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

  it('saves a template from the page, follows its change after a reload (the PNG scans), detaches and attaches again', async () => {
    const context = await server.browser.newContext({ viewport: DESKTOP, acceptDownloads: true, bypassCSP: true })
    const page = await context.newPage()
    const problems = pageProblems(page)
    await signIn(page, '/qrcode/edit/spring')
    const template = page.getByLabel('Style of this code')
    expect(await template.inputValue()).toBe('')
    expect(await page.locator('#style-controls').isDisabled()).toBe(false)

    // Save as a new template: made from the code's options, and the code follows it.
    await page.getByRole('button', { name: 'Save as a new template' }).click()
    expect(await page.locator('#template-status').textContent()).toBe('Type a name for the new template first.')
    await page.getByLabel('New template’s name').fill('Spring campaign')
    await page.getByRole('button', { name: 'Save as a new template' }).click()
    await expect
      .poll(() => page.locator('#template-status').textContent())
      .toContain('Saved the template “Spring campaign”, and this code with it')
    const [style] = await styles()
    expect(style?.name).toBe('Spring campaign')
    const attached = await stored('spring')
    expect(attached.styleId).toBe(style?.id)
    expect(attached.qrCodeOptions.dotsOptions).toMatchObject({ type: 'rounded', color: '#1a2b3c' })
    expect(await template.inputValue()).toBe(style?.id)
    expect(await page.locator('#template-note').textContent()).toBe(
      'This code follows the template “Spring campaign” — edit the template to change every code that uses it.',
    )
    expect(await page.getByLabel('Dot colour').isDisabled()).toBe(true)
    expect(await page.getByLabel('Frame type').isDisabled()).toBe(true)
    expect(await page.locator('#brand-template-note').textContent()).toContain('“Spring campaign”')
    await audit(page, 'edit-following')

    // The template changes through the API; the reloaded page shows the new style, as the server draws it.
    const changed = await api('PUT', `/styles/${style?.id}`, {
      name: 'Spring campaign',
      qrCodeOptions: {
        dotsOptions: { type: 'classy-rounded', color: '#0b4f2e' },
        frameOptions: { type: 'banner', text: 'SPRING MENU' },
      },
    })
    expect(changed.status).toBe(200)
    await page.reload()
    await expect.poll(() => page.locator('#editor').isVisible()).toBe(true)
    await expect.poll(async () => (await previewSvg(page)).includes('#0b4f2e')).toBe(true)
    expect(await previewSvg(page)).toBe(await (await api('GET', '/qrcode/spring/image?format=svg')).text())
    expect(await page.getByLabel('Dot style').inputValue()).toBe('classy-rounded')
    expect(await page.getByLabel('Call to action').inputValue()).toBe('SPRING MENU')
    await expect.poll(() => template.inputValue()).toBe(style?.id)
    await page.locator('#style-card').evaluate((card) => card.scrollIntoView({ block: 'start' }))
    await page.screenshot({ path: join(SCREENSHOTS, 'edit-page-template-desktop.png') })

    await page.getByRole('button', { name: 'Download…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Download spring' })
    await dialog.getByLabel(/^PNG:/).check()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download', exact: true }).click(),
    ])
    const file = join(artefacts, download.suggestedFilename())
    await download.saveAs(file)
    if (hasZbar()) expect(decodePng(readFileSync(file))).toBe(`${base}/spring`)

    // Detach: the template's options become the code's own, and the controls are free again.
    await page.getByRole('button', { name: 'Use its style as this code’s own' }).click()
    await expect.poll(() => page.locator('#template-status').getAttribute('data-kind')).toBe('success')
    const detached = await stored('spring')
    expect(detached.styleId).toBeNull()
    expect(detached.qrCodeOptions.dotsOptions).toMatchObject({ type: 'classy-rounded', color: '#0b4f2e' })
    expect(await template.inputValue()).toBe('')
    expect(await page.getByLabel('Dot colour').isDisabled()).toBe(false)
    expect(await page.getByRole('button', { name: 'Use its style as this code’s own' }).isVisible()).toBe(false)
    await audit(page, 'edit-detached')

    // Its own colour, then the template chosen again: the preview shows the template, Save attaches.
    await page.getByLabel('Dot colour').fill('#5a1a7a')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('#save-status').textContent()).toBe('Saved.')
    expect((await stored('spring')).qrCodeOptions.dotsOptions.color).toBe('#5a1a7a')
    await template.selectOption({ label: 'Spring campaign' })
    await expect.poll(async () => (await previewSvg(page)).includes('#0b4f2e')).toBe(true)
    expect(await page.locator('#template-note').textContent()).toContain('Save to make this code follow it')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('#save-status').textContent()).toBe('Saved.')
    const again = await stored('spring')
    expect(again.styleId).toBe(style?.id)
    expect(again.qrCodeOptions.dotsOptions.color).toBe('#0b4f2e')
    expect(problems, problems.join('\n')).toEqual([])
    await context.close()
  }, 120_000)

  it('shows a code following a template on a phone without sideways scroll, and passes axe-core', async () => {
    const context = await server.browser.newContext({ viewport: PHONE, bypassCSP: true })
    const page = await context.newPage()
    await signIn(page, '/qrcode/edit/spring')
    await expect.poll(() => page.locator('#template-note').textContent()).toContain('follows the template')
    await audit(page, 'edit-following-phone')
    expect(await noSidewaysScroll(page)).toBe(true)
    await page.locator('#template-fieldset').evaluate((part) => part.scrollIntoView({ block: 'center' }))
    await page.screenshot({ path: join(SCREENSHOTS, 'edit-page-template-phone.png') })
    await context.close()
  }, 90_000)

  it('lists templates and logos in the Brand kit, renames, explains a 409 in words, and hides changes from a read-only key', async () => {
    const asset = (await (
      await fetch(`${base}/api/v1/assets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.key}`, 'content-type': 'image/png' },
        body: new Uint8Array(pngLogo()),
      })
    ).json()) as { id: string }
    await api('POST', '/qrcode', {
      targetUrl: 'https://example.com/logo',
      customShortId: 'with-logo',
      qrCodeOptions: { image: asset.id },
    })
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await server.browser.newContext({ viewport, bypassCSP: true })
      const page = await context.newPage()
      const problems = pageProblems(page)
      await signIn(page, '/dashboard')
      const kit = page.locator('#brand-kit')
      await expect.poll(() => kit.locator('#template-list li').count()).toBe(1)
      const item = kit.locator('#template-list li').first()
      // The preview is drawn: an image of the template's own size, loaded.
      await expect
        .poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      expect(await item.textContent()).toContain('Classy rounded dots, a banner “SPRING MENU”')
      expect(await kit.locator('#logo-list li').count()).toBe(1)
      expect(await kit.locator('#logo-list li').textContent()).toMatch(/PNG 64 × 64, \d+ bytes, uploaded/)

      const name = size === 'desktop' ? 'Spring campaign' : 'Spring 2026'
      await kit.getByRole('button', { name: `Delete the template “${name}”` }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Delete template' }).click()
      await expect.poll(() => page.locator('#brand-kit-status').getAttribute('data-kind')).toBe('error')
      expect(await page.locator('#brand-kit-status').textContent()).toBe(
        `Not deleted: “${name}” is used by 1 code (spring). On each code’s edit page choose “Use its style as this code’s own”, then delete the template.`,
      )
      expect((await styles()).length).toBe(1)
      await audit(page, `brand-kit-409-${size}`)
      expect(await noSidewaysScroll(page)).toBe(true)
      await kit.evaluate((section) => section.scrollIntoView({ block: 'start' }))
      await page.screenshot({ path: join(SCREENSHOTS, `dashboard-brand-kit-${size}.png`) })

      await kit.getByRole('button', { name: 'Delete Logo 1' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Delete logo' }).click()
      await expect
        .poll(() => page.locator('#brand-kit-status').textContent())
        .toBe('Not deleted: Logo 1 is shown by 1 code (with-logo).')

      if (size === 'desktop') {
        await kit.getByRole('button', { name: 'Rename “Spring campaign”' }).click()
        const dialog = page.getByRole('dialog', { name: 'Rename the template “Spring campaign”' })
        await dialog.getByLabel('New name').fill('Spring 2026')
        await audit(page, 'brand-kit-rename')
        await dialog.getByRole('button', { name: 'Rename' }).click()
        await expect.poll(() => item.textContent()).toContain('Spring 2026')
        expect((await styles())[0]?.name).toBe('Spring 2026')
        // Renaming keeps the options: the code that follows it is drawn as before.
        expect((await stored('spring')).qrCodeOptions.dotsOptions.color).toBe('#0b4f2e')
      }
      expect(
        problems.filter((p) => !isWriteProbe(p) && !/status of 409 \(Conflict\)/.test(p)),
        problems.join('\n'),
      ).toEqual([])
      await context.close()
    }

    // A viewer sees the kit, without the buttons that change it.
    const reader = await addPerson(server, 'viewer')
    const context = await server.browser.newContext({ viewport: DESKTOP, bypassCSP: true })
    const page = await context.newPage()
    await signIn(page, '/dashboard', reader)
    await expect.poll(() => page.locator('#template-list li').count()).toBe(1)
    expect(await page.locator('#brand-kit-read-only').isVisible()).toBe(true)
    expect(await page.locator('#brand-kit button').count()).toBe(0)
    await audit(page, 'brand-kit-read-only')
    await context.close()
  }, 180_000)
})
