import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
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

const haveChromium = chromiumAvailable('the edit page')

describe.runIf(haveChromium)('the edit page in headless Chromium', () => {
  let server: BrowserServer
  let browser: Browser
  let base: string
  let key: string
  let artefacts: string

  beforeAll(async () => {
    artefacts = artefactDir('edit-page')
    server = await startBrowserServer()
    ;({ browser, base, key } = server)
    await fetch(`${base}/api/v1/qrcode`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ targetUrl: 'https://example.com/menu', customShortId: 'menu' }),
    })
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  it('opens with the session, previews changes live, saves, and finds them stored after a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const problems = pageProblems(page)
    const response = await page.goto(`${base}/qrcode/edit/menu`)
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    // Signed out: to the sign-in page, and back here afterwards.
    await page.waitForURL(`${base}/signin?next=${encodeURIComponent('/qrcode/edit/menu')}`)

    await openSignedIn(server, page, '/qrcode/edit/menu')
    await expect.poll(() => page.locator('#editor').isVisible()).toBe(true)
    expect(await page.getByLabel('Target URL').inputValue()).toBe('https://example.com/menu')
    expect(await page.locator('#views').textContent()).toBe('0')
    expect(await page.evaluate(() => [sessionStorage.length, localStorage.length, document.cookie])).toEqual([0, 0, ''])

    const before = await page.locator('#preview').getAttribute('src')
    await page.getByLabel('Dot style').selectOption('classy-rounded')
    await page.getByLabel('Dot colour').fill('#0b3d91')
    await page.getByLabel('Corner style').selectOption('extra-rounded')
    await page.getByLabel('Corner dot').selectOption('dot')
    await expect.poll(() => page.locator('#preview').getAttribute('src')).not.toBe(before)
    await page.screenshot({ path: join(artefacts, 'editor-phone.png'), fullPage: true })

    // The preview decodes to the short link, as a person's camera would read the screen.
    const shot = await page.locator('#preview').screenshot({ path: join(artefacts, 'preview.png') })
    if (hasZbar()) expect(decodePng(shot)).toBe(`${base}/menu`)

    await page.getByLabel('Target URL').fill('https://example.com/dinner')
    await page.getByLabel('Title', { exact: true }).fill('Menu — table tent 4')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('#save-status').textContent()).toBe('Saved.')

    // The browser bundle draws the very bytes the server draws for the same options.
    const browserSvg = await page.evaluate(async () => {
      const img = document.querySelector<HTMLImageElement>('#preview')
      return (await fetch(img?.src ?? '')).text()
    })
    const serverSvg = await (
      await fetch(`${base}/api/v1/qrcode/menu/image?format=svg`, { headers: { authorization: `Bearer ${key}` } })
    ).text()
    expect(browserSvg).toBe(serverSvg)
    writeFileSync(join(artefacts, 'menu.svg'), serverSvg)

    await page.reload()
    await expect.poll(() => page.locator('#editor').isVisible()).toBe(true)
    expect(await page.getByLabel('Target URL').inputValue()).toBe('https://example.com/dinner')
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Menu — table tent 4')
    expect(await page.getByLabel('Dot style').inputValue()).toBe('classy-rounded')
    expect(await page.getByLabel('Dot colour').inputValue()).toBe('#0b3d91')
    expect(await page.getByLabel('Corner style').inputValue()).toBe('extra-rounded')
    expect(await page.getByLabel('Corner dot').inputValue()).toBe('dot')
    // The first visit, signed out, met a 401 from /me.
    expect(
      problems.filter((p) => !p.includes('401')),
      problems.join('\n'),
    ).toEqual([])
    await page.close()
  }, 60_000)

  it('keeps the styling it was opened with: corner colours and margin set through the API survive a target change', async () => {
    const qrCodeOptions = {
      width: 360,
      height: 360,
      margin: 24,
      dotsOptions: { type: 'rounded', color: '#1a1a1a' },
      cornersSquareOptions: { type: 'extra-rounded', color: '#c01c28' },
      cornersDotOptions: { type: 'dot', color: '#1c3f94' },
      backgroundOptions: { color: '#fffdf5' },
      qrOptions: { errorCorrectionLevel: 'H' },
    }
    const created = await fetch(`${base}/api/v1/qrcode`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ targetUrl: 'https://example.com/styled', customShortId: 'styled', qrCodeOptions }),
    })
    expect(created.status).toBe(201)
    const stored = async () =>
      (await (await fetch(`${base}/api/v1/qrcode/styled`, { headers: { authorization: `Bearer ${key}` } })).json()) as {
        qrCodeOptions: object
        targetUrl: string
      }
    const before = (await stored()).qrCodeOptions
    expect(before).toEqual(qrCodeOptions)

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await browser.newPage({ viewport })
      const problems = pageProblems(page)
      await openSignedIn(server, page, '/qrcode/edit/styled')
      await expect.poll(() => page.locator('#editor').isVisible()).toBe(true)
      const target = `https://example.com/styled-${viewport.width}`
      await page.getByLabel('Target URL').fill(target)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect.poll(() => page.locator('#save-status').textContent()).toBe('Saved.')
      // The feedback is next to the Save button, in view without scrolling.
      expect(await page.locator('#save-status').isVisible()).toBe(true)
      const box = await page.locator('#save-status').boundingBox()
      expect(box && box.y + box.height <= viewport.height).toBe(true)
      await page.screenshot({ path: join(artefacts, `styled-saved-${viewport.width}.png`) })
      const after = await stored()
      expect(after.targetUrl).toBe(target)
      expect(after.qrCodeOptions).toEqual(before)
      // The preview shows the stored corners (the very SVG the server draws), and the controls say them.
      const browserSvg = await page.evaluate(async () => {
        const img = document.querySelector<HTMLImageElement>('#preview')
        return (await fetch(img?.src ?? '')).text()
      })
      const serverSvg = await (
        await fetch(`${base}/api/v1/qrcode/styled/image?format=svg`, { headers: { authorization: `Bearer ${key}` } })
      ).text()
      expect(browserSvg).toBe(serverSvg)
      expect(await page.getByLabel('Corner square colour').inputValue()).toBe('#c01c28')
      expect(await page.getByLabel('Corner centre colour').inputValue()).toBe('#1c3f94')
      expect(await page.getByLabel('Margin (px)').inputValue()).toBe('24')

      expect(problems, problems.join('\n')).toEqual([])
      await page.close()
    }
  }, 60_000)

  it('sets the lifecycle fields and draws the scan chart, within the CSP', async () => {
    await fetch(`${base}/api/v1/qrcode`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ targetUrl: 'https://example.com/poster', customShortId: 'poster' }),
    })
    for (const agent of ['Mozilla/5.0 (iPhone) Mobile Safari/604.1', 'Googlebot/2.1']) {
      await fetch(`${base}/poster`, { redirect: 'manual', headers: { 'user-agent': agent } })
    }
    const page = await browser.newPage({ viewport: { width: 1024, height: 900 } })
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await openSignedIn(server, page, '/qrcode/edit/poster')
    await expect.poll(() => page.locator('#stats').isVisible()).toBe(true)
    expect(await page.locator('#stats-summary').textContent()).toMatch(
      /^1 views, 1 unique, 0 fallback hits, 1 bot hits, /,
    )
    expect(await page.locator('.scan-chart g').count()).toBeGreaterThanOrEqual(30)
    expect(await page.getByLabel('Active: scans go to the target').isChecked()).toBe(true)

    await page.getByLabel('Active: scans go to the target').uncheck()
    await page.getByLabel('Scan limit').fill('50')
    await page.getByLabel('Fallback URL (when inactive, expired or over the limit)').fill('https://example.com/closed')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('#save-status').textContent()).toBe('Saved.')
    await page.screenshot({ path: join(artefacts, 'lifecycle-and-chart.png'), fullPage: true })
    const stored = (await (
      await fetch(`${base}/api/v1/qrcode/poster`, { headers: { authorization: `Bearer ${key}` } })
    ).json()) as Record<string, unknown>
    expect(stored).toMatchObject({
      active: false,
      maxScans: 50,
      fallbackUrl: 'https://example.com/closed',
      expiresAt: null,
    })
    const scan = await fetch(`${base}/poster`, { redirect: 'manual' })
    expect(scan.headers.get('location')).toBe('https://example.com/closed')
    expect(problems, problems.join('\n')).toEqual([])
    await page.close()
  }, 60_000)

  it('shows API errors in words and never renders a target as HTML', async () => {
    const page = await browser.newPage()
    await openSignedIn(server, page, '/qrcode/edit/menu')
    await expect.poll(() => page.locator('#editor').isVisible()).toBe(true)

    await page.getByLabel('Dot colour').fill('#eeeeee')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Not saved: see the message at “Dot colour”.')
    // The API's words are beside the control it names, which has the focus.
    expect(await page.locator('#dot-color-problem').textContent()).toContain('contrast')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('dot-color')

    await page.getByLabel('Dot colour').fill('#000000')
    await page.getByLabel('Target URL').fill('https://example.com/<img src=x onerror=alert(1)>')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('#save-status').textContent()).toBe('Saved.')
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    await page.screenshot({ path: join(artefacts, 'after-error.png') })
    await page.close()
  }, 60_000)

  it('sends a person whose session has ended to the sign-in page, and back afterwards', async () => {
    const page = await browser.newPage()
    await openSignedIn(server, page, '/qrcode/edit/menu')
    await expect.poll(() => page.locator('#editor').isVisible()).toBe(true)
    await page.context().clearCookies()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.waitForURL(`${base}/signin?next=${encodeURIComponent('/qrcode/edit/menu')}`)
    await page.close()
  }, 60_000)
})
