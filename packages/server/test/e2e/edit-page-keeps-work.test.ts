import { execFileSync } from 'node:child_process'
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

const haveChromium = chromiumAvailable('the edit page keeping work, and template editing in the Brand kit (#45)')
const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

/** A large opaque logo: at half the code with error correction L, nothing can read it. */
function opaqueLogo(): Buffer {
  const png = new PNG({ width: 64, height: 64 })
  for (let i = 0; i < 64 * 64; i += 1) png.data.set([11, 61, 145, 255], i * 4)
  return PNG.sync.write(png)
}

// Issue #45, done when (in Chromium): editing then leaving asks first, Download gives what the
// preview shows, an unscannable logo size is explained in words before Save, a template's style
// is edited from the Brand kit; and a read-only person gets a read-only page.
// Each test drives Chromium and the scan guard on a shared machine: more time than the default 20 s.
describe.runIf(haveChromium)(
  'the edit page keeps work, and the Brand kit edits templates (#45)',
  { timeout: 90_000 },
  () => {
    let server: BrowserServer
    let base: string
    let artefacts: string
    let logo: string
    const api = async (method: string, path: string, body?: object) =>
      fetch(`${base}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${server.key}`, ...(body && { 'content-type': 'application/json' }) },
        ...(body && { body: JSON.stringify(body) }),
      })
    const stored = async (shortId: string) => (await (await api('GET', `/qrcode/${shortId}`)).json()) as QrCode
    const create = async (customShortId: string, extra: object = {}) => {
      const response = await api('POST', '/qrcode', { targetUrl: 'https://example.com/', customShortId, ...extra })
      expect(response.status).toBe(201)
    }

    beforeAll(async () => {
      artefacts = artefactDir('edit-page-keeps-work')
      server = await startBrowserServer()
      base = server.base
      const upload = await fetch(`${base}/api/v1/assets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.key}`, 'content-type': 'image/png' },
        body: new Uint8Array(opaqueLogo()),
      })
      logo = ((await upload.json()) as { id: string }).id
    }, 60_000)

    afterAll(async () => {
      await server?.close()
    })

    async function open(page: Page, path: string, person?: Person) {
      await openSignedIn(server, page, path, person)
      await expect.poll(() => page.locator(path === '/dashboard' ? '#signed-in' : '#editor').isVisible()).toBe(true)
    }

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

    it('asks before leaving with unsaved edits (a link in the page, and closing the tab), not after Save', async () => {
      await create('keep', { title: 'Menu' })
      const context = await server.browser.newContext({ viewport: DESKTOP })
      const page = await context.newPage()
      const problems = pageProblems(page)
      await open(page, '/qrcode/edit/keep')
      expect(await page.locator('#unsaved').isVisible()).toBe(false)
      await page.getByLabel('Title').fill('Menu, spring')
      await expect.poll(() => page.locator('#unsaved').textContent()).toBe('Unsaved changes')

      // A link in the page asks; staying keeps what was typed.
      await page.getByRole('link', { name: '← All QR codes' }).click()
      const dialog = page.getByRole('dialog', { name: 'Leave without saving?' })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      await dialog.getByRole('button', { name: 'Stay on this page' }).click()
      expect(page.url()).toBe(`${base}/qrcode/edit/keep`)
      expect(await page.getByLabel('Title').inputValue()).toBe('Menu, spring')

      // Closing the tab (or typing another address) asks through the browser.
      let asked = ''
      page.once('dialog', (d) => {
        asked = d.type()
        void d.dismiss()
      })
      await page.close({ runBeforeUnload: true })
      await expect.poll(() => asked).toBe('beforeunload')

      // After Save nothing is unsaved: the link leaves at once.
      const again = await context.newPage()
      await open(again, '/qrcode/edit/keep')
      await again.getByLabel('Title').fill('Menu, spring')
      await again.getByRole('button', { name: 'Save', exact: true }).click()
      await expect.poll(() => again.locator('#save-status').textContent()).toBe('Saved.')
      expect(await again.locator('#unsaved').isVisible()).toBe(false)
      await again.getByRole('link', { name: '← All QR codes' }).click()
      await expect.poll(() => again.url()).toBe(`${base}/dashboard`)
      expect((await stored('keep')).title).toBe('Menu, spring')
      expect(problems).toEqual([])
      await context.close()
    })

    it('downloads what the preview shows, unsaved edits included, at a size in cm or inches', async () => {
      await create('download', { qrCodeOptions: { width: 300, height: 300 } })
      const context = await server.browser.newContext({ viewport: DESKTOP, acceptDownloads: true, bypassCSP: true })
      const page = await context.newPage()
      await open(page, '/qrcode/edit/download')
      await page.getByLabel('Dot colour').fill('#4b0082')
      await expect.poll(() => page.locator('#unsaved').isVisible()).toBe(true)

      const download = async (format: string, width: string, unit: string, shot?: string) => {
        await page.getByRole('button', { name: 'Download…' }).click()
        const dialog = page.getByRole('dialog')
        await dialog.getByLabel(new RegExp(`^${format}`)).check()
        await dialog.getByLabel('Unit').selectOption(unit)
        await dialog.getByLabel('Width', { exact: true }).fill(width)
        expect(await dialog.textContent()).toContain('unsaved changes')
        if (shot) {
          await audit(page, shot)
          await page.screenshot({ path: join(SCREENSHOTS, shot) })
        }
        const [file] = await Promise.all([
          page.waitForEvent('download'),
          dialog.getByRole('button', { name: 'Download' }).click(),
        ])
        const path = join(artefacts, file.suggestedFilename())
        await file.saveAs(path)
        return path
      }
      const svg = readFileSync(await download('SVG', '5', 'cm'), 'utf8')
      expect(svg).toContain('#4b0082')
      const pdf = await download('PDF', '3', 'cm', 'edit-page-download-desktop.png')
      const info = execFileSync('pdfinfo', [pdf]).toString()
      const points = Number(/Page size:\s+([\d.]+) x/.exec(info)?.[1])
      expect((points * 25.4) / 72).toBeCloseTo(30, 1)
      // A PNG for print: 300 dpi at the size chosen (2 inches: 600 px).
      const png = PNG.sync.read(readFileSync(await download('PNG', '2', 'in')))
      expect(png.width).toBe(600)
      // The dialog on a phone.
      await page.setViewportSize(PHONE)
      await page.getByRole('button', { name: 'Download…' }).click()
      // Another unit keeps the size: 5 cm is 1.97 inches.
      await page.getByRole('dialog').getByLabel('Unit').selectOption('in')
      expect(await page.getByRole('dialog').getByLabel('Width', { exact: true }).inputValue()).toBe('1.97')
      await audit(page, 'download-dialog-phone')
      await page.screenshot({ path: join(SCREENSHOTS, 'edit-page-download-phone.png') })
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
      // Nothing was saved by downloading.
      expect((await stored('download')).qrCodeOptions.dotsOptions.color).not.toBe('#4b0082')
      await context.close()
    })

    it('explains an unscannable logo size in words, under the preview, before Save', async () => {
      await create('logo', { qrCodeOptions: { image: logo, imageOptions: { imageSize: 0.2 } } })
      const before = await stored('logo')
      for (const [viewport, size] of [
        [DESKTOP, 'desktop'],
        [PHONE, 'phone'],
      ] as const) {
        const context = await server.browser.newContext({ viewport, bypassCSP: true })
        const page = await context.newPage()
        await open(page, '/qrcode/edit/logo')
        await page.getByLabel('Error correction').selectOption('L')
        await page.getByLabel('Logo size').fill('0.5')
        const check = page.locator('#check-status')
        await expect.poll(() => check.textContent(), { timeout: 30_000 }).toContain('would not scan')
        const words = (await check.textContent()) ?? ''
        expect(words).toContain('“Logo size”')
        expect(words).toContain('“Error correction”')
        expect(words).not.toMatch(/imageOptions|errorCorrectionLevel|qrCodeOptions/)
        expect(await page.locator('#preview').getAttribute('aria-describedby')).toContain('check-status')
        await audit(page, `unscannable-${size}`)
        await page.screenshot({ path: join(SCREENSHOTS, `edit-page-live-refusal-${size}.png`) })
        // Fixed as the words say (a smaller logo, error correction H): the words go.
        await page.getByLabel('Logo size').fill('0.2')
        await page.getByLabel('Error correction').selectOption('H')
        await expect.poll(() => check.textContent(), { timeout: 30_000 }).toBe('')
        await context.close()
      }
      expect((await stored('logo')).updatedAt).toBe(before.updatedAt)
    })

    it('saves the typed title with “Save as a new template”, and Enter in its name makes the template, not a code save', async () => {
      await create('as-template', { title: 'Old title' })
      const context = await server.browser.newContext({ viewport: DESKTOP })
      const page = await context.newPage()
      await open(page, '/qrcode/edit/as-template')
      await page.getByLabel('Title').fill('New title')
      await page.getByLabel('New template’s name').fill('Flyers')
      await page.getByLabel('New template’s name').press('Enter')
      await expect.poll(() => page.locator('#template-status').textContent()).toContain('“Flyers”')
      expect(await page.locator('#template-status').textContent()).toContain('title')
      const saved = await stored('as-template')
      expect(saved.title).toBe('New title')
      expect(saved.styleId).toMatch(/^sty_/)
      expect(await page.locator('#unsaved').isVisible()).toBe(false)
      await context.close()
    })

    it('edits a template’s style from the Brand kit (PUT /styles/{id}), saying which codes change', async () => {
      const made = await api('POST', '/styles', {
        name: 'Table tents',
        qrCodeOptions: { dotsOptions: { color: '#000000' } },
      })
      const style = (await made.json()) as { id: string }
      await create('tent', { styleId: style.id })
      const context = await server.browser.newContext({ viewport: DESKTOP, bypassCSP: true })
      const page = await context.newPage()
      const problems = pageProblems(page)
      await open(page, '/dashboard')
      await page.getByRole('button', { name: 'Edit the template “Table tents”' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit the template “Table tents”' })
      await expect.poll(() => dialog.textContent()).toContain('1 code')
      await dialog.getByLabel('Dot colour').fill('#0b3d91')
      await dialog.getByLabel('Dot style').selectOption('rounded')
      await audit(page, 'brand-kit-template-editor')
      await page.screenshot({ path: join(artefacts, 'brand-kit-edit-template.png') })
      await dialog.getByRole('button', { name: 'Save the template' }).click()
      await expect
        .poll(() => page.locator('#brand-kit-status').textContent())
        .toContain('Saved the template “Table tents”')
      const after = (await (await api('GET', `/styles/${style.id}`)).json()) as QrCode
      expect(after.qrCodeOptions.dotsOptions).toMatchObject({ type: 'rounded', color: '#0b3d91' })
      expect((await stored('tent')).qrCodeOptions.dotsOptions.color).toBe('#0b3d91')
      expect(problems.filter((p) => !isWriteProbe(p))).toEqual([])
      await context.close()
    })

    it('gives a viewer a read-only page: no Save, every control disabled, Download still there', async () => {
      await create('read-only', { title: 'Look only' })
      const viewer = await addPerson(server, 'viewer')
      const context = await server.browser.newContext({ viewport: DESKTOP, bypassCSP: true })
      const page = await context.newPage()
      await open(page, '/qrcode/edit/read-only', viewer)
      expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0)
      expect(await page.getByLabel('Title').isDisabled()).toBe(true)
      expect(await page.getByLabel('Dot colour').isDisabled()).toBe(true)
      expect(await page.getByRole('button', { name: 'Save as a new template' }).isVisible()).toBe(false)
      expect(await page.getByRole('button', { name: 'Download…' }).isEnabled()).toBe(true)
      expect(await page.locator('#save-status').textContent()).toContain('read this code only')
      await audit(page, 'read-only')
      await context.close()
    })

    it('does not tick Active on an expired code: it says expired', async () => {
      await create('expired', { expiresAt: '2026-01-01T00:00:00Z' })
      const context = await server.browser.newContext({ viewport: DESKTOP })
      const page = await context.newPage()
      await open(page, '/qrcode/edit/expired')
      expect(await page.locator('#active').isChecked()).toBe(false)
      expect(await page.locator('#active-state').textContent()).toContain('Expired')
      // Saving something else leaves the code's own switch as it was.
      await page.getByLabel('Title').fill('Old offer')
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect.poll(() => page.locator('#save-status').textContent()).toBe('Saved.')
      expect((await stored('expired')).active).toBe(true)
      await context.close()
    })
  },
)
