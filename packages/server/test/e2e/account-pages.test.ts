import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  artefactDir,
  type BrowserServer,
  chromiumAvailable,
  defaultPerson,
  openSignedIn,
  pageProblems,
  startBrowserServer,
} from '../helpers/browser.js'
import { decodePng, hasZbar } from '../helpers/zbar.js'

const haveChromium = chromiumAvailable('the key-management page and the dashboard')
const PHONE = { width: 390, height: 844 }

describe.runIf(haveChromium)('the key-management page and the dashboard in headless Chromium', () => {
  let server: BrowserServer
  let browser: Browser
  let base: string
  let artefacts: string
  const api = (key: string, method: string, path: string, body?: object) =>
    fetch(`${base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body && { 'content-type': 'application/json' }) },
      ...(body && { body: JSON.stringify(body) }),
    })

  beforeAll(async () => {
    artefacts = artefactDir('account-pages')
    server = await startBrowserServer()
    ;({ browser, base } = server)
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  async function phoneContext(): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: PHONE })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
    return context
  }

  it('lets a signed-in admin create a read-only key, see it used, and revoke it', async () => {
    const context = await phoneContext()
    const page = await context.newPage()
    const problems = pageProblems(page)
    const response = await page.goto(`${base}/keys`)
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    expect(response?.headers()['cache-control']).toBe('no-store')
    // Signed out: to the sign-in page, and back here afterwards.
    await page.waitForURL(`${base}/signin?next=${encodeURIComponent('/keys')}`)

    // Keyboard only: the email field has the focus; type, Tab, type and press Enter.
    const admin = await defaultPerson(server)
    await page.keyboard.type(admin.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(admin.password)
    await page.keyboard.press('Enter')
    await page.waitForURL(`${base}/keys`)
    await expect.poll(() => page.locator('#signed-in').isVisible()).toBe(true)
    // Nothing of the session is readable by the page: the cookie is HttpOnly.
    expect(await page.evaluate(() => [sessionStorage.length, localStorage.length, document.cookie])).toEqual([0, 0, ''])

    await page.getByLabel('Name').fill('Reporting')
    await page.getByLabel(/qrcodes:write/).uncheck()
    await page.getByLabel(/qrcodes:read/).check()
    await page.getByRole('button', { name: 'Create key' }).click()
    await expect.poll(() => page.locator('#new-key').isVisible()).toBe(true)
    expect(await page.locator('#new-key').textContent()).toContain('you will not see this key again')
    const readOnlyKey = await page.getByLabel('New API key').inputValue()
    expect(readOnlyKey).toMatch(/^dqr_[0-9A-Za-z]{40}$/)
    await page.getByRole('button', { name: 'Copy key' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(readOnlyKey)
    await page.screenshot({ path: join(artefacts, 'keys-created-phone.png'), fullPage: true })
    await page.getByRole('button', { name: 'I have copied it' }).click()
    expect(await page.locator('#new-key').isVisible()).toBe(false)
    expect(await page.getByLabel('New API key').inputValue()).toBe('')

    const row = page.locator('#keys-table tbody tr', { hasText: 'Reporting' })
    expect(await row.locator('td').nth(2).textContent()).toBe('qrcodes:read')
    expect(await row.locator('td').nth(4).textContent()).toBe('Never')

    // The new key at work: it reads, and every write is refused with 403 naming the scope.
    expect((await api(readOnlyKey, 'GET', '/qrcode')).status).toBe(200)
    for (const [method, path, body] of [
      ['POST', '/qrcode', { targetUrl: 'https://example.com/' }],
      ['PUT', '/qrcode/anything', { targetUrl: 'https://example.com/' }],
      ['DELETE', '/qrcode/anything', undefined],
      ['POST', '/keys', { name: 'escalate' }],
    ] as const) {
      const refused = await api(readOnlyKey, method, path, body)
      expect(refused.status, `${method} ${path}`).toBe(403)
      expect((await refused.json()).error).toBe('FORBIDDEN')
    }
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect.poll(() => row.locator('td').nth(4).textContent()).not.toBe('Never')

    await page.getByRole('button', { name: 'Revoke the key Reporting' }).click()
    const dialog = page.getByRole('dialog', { name: 'Revoke this key?' })
    expect(await dialog.isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Revoke key' }).click()
    await expect.poll(() => row.locator('td').nth(6).textContent()).toBe('Revoked')
    await page.screenshot({ path: join(artefacts, 'keys-revoked-phone.png'), fullPage: true })
    expect((await api(readOnlyKey, 'GET', '/qrcode')).status).toBe(401)

    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.waitForURL(/\/signin\?signed_out=/)
    await page.goto(`${base}/keys`)
    await page.waitForURL(/\/signin\?next=/)
    expect(
      problems.filter((p) => !p.includes('401')),
      problems.join('\n'),
    ).toEqual([])
    await context.close()
  }, 90_000)

  it("says in words why a sign-in is refused, and keeps another account's key ids out of reach", async () => {
    const admin = await defaultPerson(server)
    const page = await browser.newPage()
    await page.goto(`${base}/signin`)
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill('not the password at all')
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Wrong email or password. Check both and try again.')
    await page.goto(`${base}/signin?error=not_invited`)
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('not invited')
    await page.close()

    // Another account (made with the CLI's service) cannot see or revoke this account's keys.
    const { ApiKeyService } = await import('../../src/index.js')
    const other = (await new ApiKeyService(server.store).issueKey('someone-else')).key
    const mine = (await (await api(server.key, 'GET', '/keys')).json()).data[0].id
    expect((await api(other, 'DELETE', `/keys/${mine}`)).status).toBe(404)
    expect(JSON.stringify(await (await api(other, 'GET', '/keys')).json())).not.toContain(mine)
  }, 60_000)

  it('lists, searches, pages, creates and downloads codes on the dashboard, and opens the edit page', async () => {
    for (let i = 0; i < 24; i += 1) {
      await api(server.key, 'POST', '/qrcode', { targetUrl: `https://shop.example.com/item-${i}` })
    }
    const context = await phoneContext()
    const page = await context.newPage()
    const problems = pageProblems(page)
    await openSignedIn(server, page, '/dashboard')
    await expect.poll(() => page.locator('#codes-summary').textContent()).toBe('Showing 1–20 of 24.')

    await page.getByLabel('Target URL').fill('https://example.com/poster')
    await page.getByLabel('Custom short id (optional)').fill('poster')
    await page.getByLabel('Title (optional)').fill('Poster on the door')
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await expect.poll(() => page.locator('#create-status').textContent()).toBe(`Created ${base}/poster.`)
    // The new code at once, with its link to copy and download.
    expect(await page.locator('#created').isVisible()).toBe(true)
    expect(await page.locator('#created-link').textContent()).toBe(`${base}/poster`)
    await page.getByRole('button', { name: 'Copy link' }).first().click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${base}/poster`)
    await expect.poll(() => page.locator('#codes-summary').textContent()).toBe('Showing 1–20 of 25.')

    await page.getByRole('button', { name: 'Next page' }).click()
    await expect.poll(() => page.locator('#codes-summary').textContent()).toBe('Showing 21–25 of 25.')
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Previous page' }).click()
    await expect.poll(() => page.locator('#codes-summary').textContent()).toBe('Showing 1–20 of 25.')

    // A scan shows up as a view, and sorting by views puts it first.
    const phone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
    expect((await fetch(`${base}/poster`, { redirect: 'manual', headers: { 'user-agent': phone } })).status).toBe(302)
    await page.getByLabel('Sort by').selectOption('views')
    const first = page.locator('#codes-table tbody tr').first()
    await expect.poll(() => first.getAttribute('data-short-id')).toBe('poster')
    expect(await first.locator('.code-title').textContent()).toBe('Poster on the door')
    expect(await first.locator('td.views').textContent()).toBe('1')
    expect(await first.locator('.badge').textContent()).toBe('Live')

    await page.getByLabel('More actions for poster').click()
    await page.getByRole('button', { name: 'Show the scans of poster' }).click()
    await expect.poll(() => page.locator('#scans').isVisible()).toBe(true)
    expect(await page.locator('#scans-title').textContent()).toBe('Scans of poster, last 30 days (UTC)')
    expect(await page.locator('#scan-chart svg').count()).toBe(1)
    expect(await page.locator('#scans-summary').textContent()).toMatch(
      /^1 views, 1 unique, 0 fallback hits, 0 bot hits/,
    )

    // The search finds codes by title too.
    await page.getByLabel('Search').fill('ON THE DOOR')
    await expect
      .poll(() => page.locator('#codes-summary').textContent())
      .toBe('Showing 1–1 of 1 matching “ON THE DOOR”.')
    await page.getByLabel('Search').fill('item-1')
    await expect.poll(() => page.locator('#codes-summary').textContent()).toBe('Showing 1–11 of 11 matching “item-1”.')
    await page.getByLabel('Search').fill('')
    await expect.poll(() => page.locator('#codes-summary').textContent()).toBe('Showing 1–20 of 25.')
    await page.screenshot({ path: join(artefacts, 'dashboard-phone.png'), fullPage: true })

    await page.getByLabel('More actions for poster').click()
    await page.getByRole('button', { name: 'Download poster' }).click()
    const dialog = page.getByRole('dialog', { name: 'Download poster' })
    // 4 inches at 300 dpi (issue #45: sizes in cm or inches, PNG at 300 dpi of them).
    await dialog.getByLabel('Unit').selectOption('in')
    await dialog.getByLabel('Width', { exact: true }).fill('4')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download', exact: true }).click(),
    ])
    expect(download.suggestedFilename()).toBe('poster-4in.png')
    const png = join(artefacts, 'poster.png')
    await download.saveAs(png)
    if (hasZbar()) expect(decodePng(readFileSync(png))).toBe(`${base}/poster`)
    expect(readFileSync(png).readUInt32BE(16)).toBe(1200)

    // The edit page opens signed in: the session is the browser's.
    await page.getByRole('link', { name: 'Edit poster' }).click()
    await expect.poll(() => page.locator('#editor').isVisible()).toBe(true)
    expect(await page.getByLabel('Target URL').inputValue()).toBe('https://example.com/poster')
    expect(problems, problems.join('\n')).toEqual([])
    await context.close()
  }, 90_000)
})
