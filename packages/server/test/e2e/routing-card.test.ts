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

const haveChromium = chromiumAvailable('the Routing card')
/** The README's screenshots, kept current by the browser tests. */
const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const APP_STORE = 'https://apps.apple.com/app/id123456789'
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=com.example.app'

// Issue #43: the edit page's Routing card. Rules read as sentences, are saved with the page's
// Save and shown by the API; "try a scan" asks the server where a scan would go.
describe.runIf(haveChromium)("the edit page's Routing card in headless Chromium", () => {
  let server: BrowserServer
  let artefacts: string

  const api = (path: string, method = 'GET', body?: object) =>
    fetch(`${server.base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${server.key}`, 'content-type': 'application/json' },
      ...(body && { body: JSON.stringify(body) }),
    })

  beforeAll(async () => {
    artefacts = artefactDir('routing-card')
    server = await startBrowserServer()
    await api('/qrcode', 'POST', { targetUrl: 'https://example.com/app', customShortId: 'app' })
    await api('/qrcode', 'POST', { targetUrl: 'https://example.com/menu', customShortId: 'menu' })
    // The docs' screenshots: a code with both stores, a weekend rule, a split and UTM.
    await api('/qrcode', 'POST', {
      targetUrl: 'https://example.com/poster',
      customShortId: 'poster',
      rules: [
        { if: { os: 'iOS' }, targetUrl: APP_STORE },
        { if: { os: 'Android' }, targetUrl: PLAY_STORE },
        { if: { days: ['sat', 'sun'], country: ['DE', 'AT'] }, targetUrl: 'https://example.com/weekend' },
      ],
      variants: [
        { targetUrl: 'https://example.com/poster-a', weight: 50 },
        { targetUrl: 'https://example.com/poster-b', weight: 50 },
      ],
      utm: { source: 'qr', medium: 'poster' },
    })
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  async function open(page: Page, shortId: string) {
    await openSignedIn(server, page, `/qrcode/edit/${shortId}`)
    await expect.poll(() => page.locator('#editor').isVisible()).toBe(true)
  }

  const save = async (page: Page, expected = 'Saved.') => {
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('#save-status').textContent()).toContain(expected)
  }

  it('adds an iOS rule that reads as a sentence, saves it, and the API shows it; a try goes there', async () => {
    const page = await server.browser.newPage({ viewport: { width: 1280, height: 800 } })
    const problems = pageProblems(page)
    await open(page, 'app')
    expect(await page.locator('.routing-rule').count()).toBe(0)
    await page.getByRole('button', { name: 'Add a rule' }).click()
    // A new rule starts as "the phone runs iOS"; its target is typed.
    expect(await page.getByRole('group', { name: 'Operating system' }).getByLabel('iOS').isChecked()).toBe(true)
    await page.getByLabel('Rule 1: send the scan to').fill(APP_STORE)
    expect(await page.locator('.rule-words').first().textContent()).toBe('If the phone runs iOS → App Store')
    await save(page)
    const stored = await (await api('/qrcode/app')).json()
    expect(stored.rules).toEqual([{ if: { os: 'iOS' }, targetUrl: APP_STORE }])

    // Try a scan: an iPhone goes to the App Store by rule 1, a Windows computer to the target.
    await page.getByLabel('Operating system', { exact: true }).selectOption('iOS')
    await page.getByRole('button', { name: 'Try a scan' }).click()
    await expect.poll(() => page.locator('#try-result').textContent()).toContain(`This scan goes to ${APP_STORE}`)
    expect(await page.locator('#try-result').textContent()).toContain('by rule 1')
    await page.getByLabel('Operating system', { exact: true }).selectOption('Windows')
    await page.getByRole('button', { name: 'Try a scan' }).click()
    await expect
      .poll(() => page.locator('#try-result').textContent())
      .toContain('This scan goes to https://example.com/app, by the target URL')
    expect(problems).toEqual([])
    await page.close()
  })

  it('adds both app stores in one go, reorders and removes rules, and keeps the views untouched', async () => {
    const page = await server.browser.newPage({ viewport: { width: 1280, height: 800 } })
    await open(page, 'menu')
    await page.getByRole('button', { name: 'App stores…' }).click()
    await page.getByLabel('App Store URL').fill(APP_STORE)
    await page.getByLabel('Google Play URL').fill(PLAY_STORE)
    await page.getByRole('button', { name: 'Add the two rules' }).click()
    const words = page.locator('.rule-words')
    expect(await words.allTextContents()).toEqual([
      'If the phone runs iOS → App Store',
      'If the phone runs Android → Play Store',
    ])
    // A condition added to rule 2: a country, typed as codes.
    await page.getByLabel('Add a condition to rule 2').selectOption('country')
    await page.getByRole('button', { name: 'Add the condition to rule 2' }).click()
    await page.getByLabel('Countries (codes such as DE, AT)').fill('de, at')
    expect(await words.nth(1).textContent()).toBe(
      'If the phone runs Android and the scan comes from Germany or Austria → Play Store',
    )
    await page.getByRole('button', { name: 'Move up: rule 2' }).click()
    expect(await words.first().textContent()).toContain('Android')
    // The focus stays with the rule that moved (now rule 1), on its "Move down".
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move down: rule 1')
    await save(page)
    const stored = await (await api('/qrcode/menu')).json()
    expect(stored.rules).toEqual([
      { if: { os: 'Android', country: ['DE', 'AT'] }, targetUrl: PLAY_STORE },
      { if: { os: 'iOS' }, targetUrl: APP_STORE },
    ])
    await page.getByRole('button', { name: 'Remove rule 2' }).click()
    await save(page)
    expect((await (await api('/qrcode/menu')).json()).rules).toHaveLength(1)
    await page.close()
  })

  it('shows a refused rule target beside that rule, in words, and keeps what was typed', async () => {
    const page = await server.browser.newPage({ viewport: { width: 1280, height: 800 } })
    await open(page, 'app')
    await page.getByRole('button', { name: 'Add a rule' }).click()
    const second = page.getByLabel('Rule 2: send the scan to')
    await second.fill('javascript:alert(1)')
    // The browser's own check of type=url lets this through (it is a URL): the API refuses it.
    await save(page, 'Not saved')
    const note = page.locator('[data-problem-of="rules.1.targetUrl"]')
    expect(await note.isVisible()).toBe(true)
    // In words: the rule as the card numbers it, not the API's path.
    expect(await note.textContent()).toMatch(/Rule 2’s target /)
    expect(await second.getAttribute('aria-invalid')).toBe('true')
    expect(await second.inputValue()).toBe('javascript:alert(1)')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('rule-2-target')
    await page.close()
  })

  it('splits scans with shares that must add up to 100, sets a password never shown back, and builds UTM', async () => {
    const page = await server.browser.newPage({ viewport: { width: 1280, height: 800 } })
    await open(page, 'menu')
    await page.getByRole('button', { name: 'Split scans between targets' }).click()
    expect(await page.getByLabel('Target 1', { exact: true }).inputValue()).toBe('https://example.com/menu')
    await page.getByLabel('Target 2', { exact: true }).fill('https://example.com/menu-b')
    await page.getByLabel('Share 2 (%)').fill('60')
    expect(await page.locator('#variants-sum').textContent()).toBe(
      'The shares add up to 110 %: they must add up to 100 %.',
    )
    await page.getByLabel('Share 1 (%)').fill('40')
    expect(await page.locator('#variants-sum').textContent()).toBe('The shares add up to 100 %.')
    await page.getByLabel('New password').fill('staff-only')
    await page.getByLabel('utm_source').fill('qr')
    await page.getByLabel('utm_medium').fill('print')
    expect(await page.locator('#utm-preview').textContent()).toBe(
      'https://example.com/menu?utm_source=qr&utm_medium=print',
    )
    await page.getByLabel('Pass the scanned link’s parameters on to the target').check()
    await save(page)
    const stored = await (await api('/qrcode/menu')).json()
    expect(stored.variants).toEqual([
      { targetUrl: 'https://example.com/menu', weight: 40 },
      { targetUrl: 'https://example.com/menu-b', weight: 60 },
    ])
    expect(stored).toMatchObject({ hasPassword: true, forwardQuery: true, utm: { source: 'qr', medium: 'print' } })
    expect(stored.password).toBeUndefined()
    expect(await page.locator('#password-state').textContent()).toContain('A password is set')
    expect(await page.getByLabel('New password').inputValue()).toBe('')
    await page.getByRole('button', { name: 'Remove the password' }).click()
    await save(page)
    expect((await (await api('/qrcode/menu')).json()).hasPassword).toBe(false)
    await page.close()
  })

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)('is axe-clean at %s width, with a screenshot for the docs', async (name, viewport) => {
    const context = await server.browser.newContext({ bypassCSP: true, viewport })
    const page = await context.newPage()
    await open(page, 'poster')
    await page.locator('#try-os').selectOption('iOS')
    await page.getByRole('button', { name: 'Try a scan' }).click()
    await expect.poll(() => page.locator('#try-result').textContent()).toContain('This scan goes to')
    await page.locator('#routing').scrollIntoViewIfNeeded()
    // The heading at the top, below the phone's sticky preview.
    await page.locator('#routing h2').evaluate((heading) => {
      heading.scrollIntoView({ block: 'start' })
      const pane = document.querySelector('.preview-pane')?.getBoundingClientRect()
      const box = heading.getBoundingClientRect()
      const covered = pane && pane.left < box.right && pane.right > box.left ? pane.bottom : 0
      window.scrollBy(0, -(covered + 12))
    })
    await page.screenshot({ path: join(SCREENSHOTS, `edit-page-routing-${name}.png`) })
    await page.screenshot({ path: join(artefacts, `routing-${name}-full.png`), fullPage: true })
    await page.addScriptTag({ content: axeSource })
    const violations = (await page.evaluate(
      // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global
      async () => (await (window as any).axe.run(document, { resultTypes: ['violations'] })).violations,
    )) as { id: string; help: string; nodes: { target: unknown[] }[] }[]
    expect(
      violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
    ).toEqual([])
    await context.close()
  })
})
