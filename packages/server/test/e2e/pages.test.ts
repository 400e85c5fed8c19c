import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addPerson,
  type BrowserServer,
  chromiumAvailable,
  isWriteProbe,
  openSignedIn,
  type Person,
  pageProblems,
  startBrowserServer,
} from '../helpers/browser.js'

const haveChromium = chromiumAvailable('the pages as a product')
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const
/** The README shows these: kept current by this test. */
const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots')
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

describe.runIf(haveChromium)('the pages as a product, at 1280×800 and 390×844', () => {
  let server: BrowserServer
  let base: string
  const api = (method: string, path: string, body?: object, key = server.key) =>
    fetch(`${base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body && { 'content-type': 'application/json' }) },
      ...(body && { body: JSON.stringify(body) }),
    })

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true })
    server = await startBrowserServer()
    base = server.base
    const codes = [
      { customShortId: 'menu', title: 'Menu — table tent 4', targetUrl: 'https://example.com/menu' },
      { customShortId: 'paused', title: 'Summer poster', targetUrl: 'https://example.com/summer', active: false },
      {
        customShortId: 'expired',
        title: 'Spring sale',
        targetUrl: 'https://example.com/spring',
        expiresAt: '2020-01-01T00:00:00Z',
      },
      { customShortId: 'limited', title: 'First 2 visitors', targetUrl: 'https://example.com/gift', maxScans: 2 },
      {
        customShortId: 'styled',
        title: 'Flyer',
        targetUrl: 'https://example.com/flyer',
        qrCodeOptions: {
          dotsOptions: { type: 'rounded', color: '#1a1a1a' },
          cornersSquareOptions: { type: 'extra-rounded', color: '#c01c28' },
          cornersDotOptions: { type: 'dot', color: '#1c3f94' },
          margin: 16,
        },
      },
    ]
    for (const code of codes) expect((await api('POST', '/qrcode', code)).status).toBe(201)
    for (let i = 0; i < 2; i += 1)
      await fetch(`${base}/limited`, { redirect: 'manual', headers: { 'user-agent': PHONE_UA } })
    await fetch(`${base}/menu`, { redirect: 'manual', headers: { 'user-agent': PHONE_UA } })
    expect((await api('POST', '/qrcode', { targetUrl: 'https://example.com/x', customShortId: 'gone' })).status).toBe(
      201,
    )
    expect((await api('DELETE', '/qrcode/gone')).status).toBe(204)
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  async function signIn(page: Page, path: string, ready: string, person?: Person) {
    await openSignedIn(server, page, path, person)
    await expect.poll(() => page.locator(ready).isVisible()).toBe(true)
  }

  /** No sideways scrolling, and every control at least 44 px tall. */
  async function checkLayout(page: Page, name: string) {
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
    expect(widths[0], `${name} scrolls sideways`).toBeLessThanOrEqual(widths[1] as number)
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'button, select, input:not([type=checkbox]):not([type=radio]), .site-nav a, a.button',
        ),
      ]
        .filter((e) => e.offsetParent !== null)
        .map((e) => [e.id || e.textContent?.trim() || e.tagName, e.getBoundingClientRect().height] as const)
        .filter(([, height]) => height < 44),
    )
    expect(small, `${name}: targets below 44 px`).toEqual([])
  }

  it.each(VIEWPORTS)(
    'leads from / to the dashboard, with one header everywhere (%s)',
    async (size, viewport) => {
      const page = await server.browser.newPage({ viewport })
      const response = await page.goto(`${base}/`)
      expect(response?.url()).toBe(`${base}/dashboard`)
      // Signed out, the dashboard sends the person to sign in, and back afterwards.
      await page.waitForURL(`${base}/signin?next=%2Fdashboard`)
      for (const [path, name] of [
        ['/signin', 'signin'],
        ['/join', 'join'],
        ['/no-such-code', 'not-found'],
        ['/gone', 'deleted'],
        ['/expired', 'ended'],
      ] as const) {
        await page.goto(`${base}${path}`)
        const nav = page.getByRole('navigation', { name: 'Main' })
        // The pages a scanner sees carry the account's brand, never the admin header (issue #45).
        const publicPage = ['not-found', 'deleted', 'ended'].includes(name)
        for (const link of ['Dashboard', 'Members', 'API keys', 'API docs'])
          expect(await nav.getByRole('link', { name: link }).count()).toBe(publicPage ? 0 : 1)
        if (publicPage) expect(await page.locator('header.public-header').count()).toBe(1)
        else expect(await page.locator('header .brand').textContent()).toBe('dynqr')
        expect(await page.getByRole('main').count()).toBe(1)
        await checkLayout(page, `${path} at ${size}`)
        if (['not-found', 'deleted'].includes(name))
          await page.screenshot({ path: join(SCREENSHOTS, `${name}-${size}.png`) })
      }
      await page.close()
    },
    60_000,
  )

  it.each(VIEWPORTS)(
    'shows status, filters by it, pauses, resumes and deletes, one code or a selection (%s)',
    async (size, viewport) => {
      const context = await server.browser.newContext({ viewport })
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
      const page = await context.newPage()
      const problems = pageProblems(page)
      await signIn(page, '/dashboard', '#signed-in')
      await expect.poll(() => page.locator('#codes-summary').textContent()).toBe('Showing 1–5 of 5.')
      const badge = (id: string) => page.locator(`tr[data-short-id="${id}"] .badge`).textContent()
      expect(await badge('menu')).toBe('Live')
      expect(await badge('paused')).toBe('Paused')
      expect(await badge('expired')).toBe('Expired')
      expect(await badge('limited')).toBe('Limit reached: 2 of 2')
      // The host is shown, the full short link on hover.
      const link = page.locator('tr[data-short-id="menu"] a.short-link')
      expect(await link.getAttribute('title')).toMatch(new RegExp(`^${base}/menu — created`))
      expect(await page.locator('#loopback-warning').textContent()).toContain('PUBLIC_URL')
      await checkLayout(page, `dashboard at ${size}`)
      await page.screenshot({ path: join(SCREENSHOTS, `dashboard-${size}.png`), fullPage: true })
      await page
        .locator('#codes-table tbody tr')
        .first()
        .evaluate((row) => row.scrollIntoView({ block: 'start' }))
      await page.screenshot({ path: join(SCREENSHOTS, `dashboard-list-${size}.png`) })

      await page.getByRole('button', { name: 'Copy link of menu' }).click()
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${base}/menu`)

      // The API filters on the active flag (4 codes switched on); expiry and limit are told apart here.
      await page.getByLabel('Status').selectOption('live')
      await expect.poll(() => page.locator('#codes-summary').textContent()).toBe('Showing 2 live among 1–4 of 4.')
      await page.getByLabel('Status').selectOption('ended')
      await expect
        .poll(() => page.locator('#codes-summary').textContent())
        .toBe('Showing 2 expired or at their limit among 1–5 of 5.')
      await page.getByLabel('Status').selectOption('paused')
      await expect.poll(() => page.locator('#codes-summary').textContent()).toBe('Showing 1 paused among 1–1 of 1.')
      await page.getByLabel('Status').selectOption('')
      await expect.poll(() => page.locator('#codes-summary').textContent()).toBe('Showing 1–5 of 5.')

      // Pause, Resume and Delete sit in the row's menu (issue #45's compact list).
      const rowMenu = (id: string) => page.getByLabel(`More actions for ${id}`).click()
      await rowMenu('menu')
      await page.getByRole('button', { name: 'Pause menu' }).click()
      await expect.poll(() => badge('menu')).toBe('Paused')
      expect(((await (await api('GET', '/qrcode/menu')).json()) as { active: boolean }).active).toBe(false)
      await rowMenu('menu')
      await page.getByRole('button', { name: 'Resume menu' }).click()
      await expect.poll(() => badge('menu')).toBe('Live')

      // A selection: pause two, then delete them after saying no once and yes once.
      expect(await page.locator('#pause-selected').isDisabled()).toBe(true)
      await page.getByLabel('Select menu').check()
      await page.getByLabel('Select styled').check()
      expect(await page.locator('#selection-count').textContent()).toBe('2 selected')
      await page.locator('#pause-selected').click()
      await expect.poll(() => page.locator('#list-status').textContent()).toBe('Paused 2 codes.')
      expect(await badge('styled')).toBe('Paused')
      await page.locator('#resume-selected').isDisabled()
      await page.getByLabel('Select menu').check()
      await page.getByLabel('Select styled').check()
      await page.locator('#resume-selected').click()
      await expect.poll(() => page.locator('#list-status').textContent()).toBe('Resumed 2 codes.')

      const extra = `extra-${size}`
      expect((await api('POST', '/qrcode', { targetUrl: 'https://example.com/x', customShortId: extra })).status).toBe(
        201,
      )
      await page.getByLabel('Search').fill(extra)
      await expect.poll(() => page.locator('#codes-summary').textContent()).toContain('of 1 matching')
      await rowMenu(extra)
      await page.getByRole('button', { name: `Delete ${extra}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Delete this QR code?' })
      expect(await dialog.isVisible()).toBe(true)
      await page.screenshot({ path: join(SCREENSHOTS, `delete-dialog-${size}.png`) })
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect.poll(() => page.locator('#list-status').textContent()).toBe('Nothing was deleted.')
      await rowMenu(extra)
      await page.getByRole('button', { name: `Delete ${extra}` }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
      await expect.poll(() => page.locator('#list-status').textContent()).toBe('Deleted 1 code.')
      expect((await api('GET', `/qrcode/${extra}`)).status).toBe(404)
      expect(
        problems.filter((p) => !isWriteProbe(p) && !p.includes('404')),
        problems.join('\n'),
      ).toEqual([])
      await context.close()
    },
    90_000,
  )

  it.each(VIEWPORTS)(
    'edit page: preview beside the controls, Save and its feedback in view (%s)',
    async (size, viewport) => {
      const page = await server.browser.newPage({ viewport })
      await signIn(page, '/qrcode/edit/styled', '#editor')
      const preview = await page.locator('#preview').boundingBox()
      const target = await page.getByLabel('Target URL').boundingBox()
      expect(preview && preview.y + preview.height <= viewport.height).toBe(true)
      expect(target && target.y < viewport.height).toBe(true)
      await checkLayout(page, `edit page at ${size}`)
      await page.screenshot({ path: join(SCREENSHOTS, `edit-page-${size}.png`) })
      // Scrolled to the lifecycle fields, the preview and Save are still in view.
      await page.getByLabel('Scan limit').scrollIntoViewIfNeeded()
      const save = await page.getByRole('button', { name: 'Save', exact: true }).boundingBox()
      expect(save && save.y >= 0 && save.y + save.height <= viewport.height).toBe(true)
      await page.close()
    },
    60_000,
  )

  it('hides writing from a viewer, offers an admin only the scopes of their role, and leads to sign-in when the session ends', async () => {
    const viewer = await addPerson(server, 'viewer', 'Vera Viewer')
    const page = await server.browser.newPage({ viewport: { width: 1280, height: 800 } })
    await signIn(page, '/dashboard', '#signed-in', viewer)
    await expect.poll(() => page.locator('#codes-summary').textContent()).toContain('Showing')
    expect(await page.locator('#create-code').isVisible()).toBe(false)
    expect(await page.locator('#read-only').isVisible()).toBe(true)
    // The row's rarer actions sit in its menu (issue #45): found there, closed or not.
    expect(await page.getByRole('button', { name: 'Delete menu', includeHidden: true }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Download menu', includeHidden: true }).count()).toBe(1)
    expect(await page.getByRole('region', { name: 'Your account' }).textContent()).toContain('Vera Viewer')
    await page.goto(`${base}/keys`)
    await expect.poll(() => page.locator('#keys-denied').isVisible()).toBe(true)
    expect(await page.locator('#create-key').isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.waitForURL(/\/signin/)
    expect(await page.locator('#status').textContent()).toBe('Signed out.')
    await page.goto(`${base}/dashboard`)
    await page.waitForURL(`${base}/signin?next=${encodeURIComponent('/dashboard')}`)
    await page.close()

    const admin = await addPerson(server, 'admin', 'Ada Keys')
    const phone = await server.browser.newPage({ viewport: { width: 390, height: 844 } })
    await signIn(phone, '/keys', '#signed-in', admin)
    await expect.poll(() => phone.locator('#keys-table tbody tr').count()).toBeGreaterThan(0)
    expect(await phone.getByLabel(/qrcodes:read/).isChecked()).toBe(true)
    expect(await phone.getByLabel(/qrcodes:read/).isDisabled()).toBe(true)
    expect(await phone.getByLabel(/keys:manage/).isVisible()).toBe(true)
    await checkLayout(phone, 'keys at phone')
    await phone.screenshot({ path: join(SCREENSHOTS, 'keys-phone.png') })
    await phone.setViewportSize({ width: 1280, height: 800 })
    await phone.screenshot({ path: join(SCREENSHOTS, 'keys-desktop.png') })
    await phone.close()
  }, 60_000)
})
