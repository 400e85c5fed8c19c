import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addPerson,
  type BrowserServer,
  chromiumAvailable,
  defaultPerson,
  openSignedIn,
  pageProblems,
  startBrowserServer,
} from '../helpers/browser.js'
import { Dnsmasq } from '../helpers/dnsmasq.js'
import { systemTool } from '../helpers/system-tools.js'

const haveChromium = chromiumAvailable('the Domains page')
const HAS_DNSMASQ = systemTool('dnsmasq')
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
/** The README shows these: kept current by this test. */
const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const MENU = 'menu.example.test'

/**
 * Issue #42's pages in Chromium: an admin adds a domain, copies its TXT record, verifies it
 * before (the DNS's answer in words) and after dnsmasq serves the record, sets its redirects,
 * creates a code on it from the dashboard's picker (the list and the edit page name the domain),
 * and cannot delete it while that code uses it; an editor reads the domains and cannot add one.
 * Screenshots at 1280×800 and 390×844, axe-core clean.
 */
describe.runIf(haveChromium && HAS_DNSMASQ)('the Domains page, in Chromium', () => {
  const dns = new Dnsmasq()
  let server: BrowserServer
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    await dns.start()
    server = await startBrowserServer({ dnsServers: [dns.server] })
  }, 60_000)
  afterAll(async () => {
    for (const context of contexts) await context.close()
    await server?.close()
    await dns.stop()
  })

  async function newPage(viewport = DESKTOP, bypassCSP = false): Promise<Page> {
    const context = await server.browser.newContext({ viewport, bypassCSP })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.base })
    contexts.push(context)
    return context.newPage()
  }

  const card = (page: Page, hostname: string) => page.locator('li.domain', { hasText: hostname })

  it('adds, verifies, uses on a new code and refuses to delete a domain in use; an editor only reads', async () => {
    const page = await newPage()
    const problems = pageProblems(page)
    await openSignedIn(server, page, '/domains')
    await expect.poll(() => page.locator('#add-domain').isVisible()).toBe(true)
    expect(await page.locator('#no-domains').isVisible()).toBe(true)
    await page.getByLabel('Hostname').fill('Menu.Example.Test')
    await page.getByRole('button', { name: 'Add domain' }).click()
    await expect.poll(() => page.locator('#add-domain-status').textContent()).toContain(`Added ${MENU}`)
    const menu = card(page, MENU)
    expect(await menu.locator('.badge').textContent()).toBe('Pending')
    const name = await menu.getByLabel('Record name', { exact: true }).inputValue()
    const value = await menu.getByLabel('Record value', { exact: true }).inputValue()
    expect(name).toBe(`_dynqr.${MENU}`)
    expect(value).toMatch(/^dynqr-verify=/)
    await menu.getByRole('button', { name: 'Copy the record value' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(value)

    // Before the record: the answer in words.
    await menu.getByRole('button', { name: `Verify ${MENU}` }).click()
    await expect.poll(() => menu.locator('.feedback').last().textContent()).toContain('Not verified yet')
    expect(await menu.locator('.feedback').last().textContent()).toContain(`No TXT record at _dynqr.${MENU}`)
    // After it.
    await dns.start({ [name]: value })
    await menu.getByRole('button', { name: `Verify ${MENU}` }).click()
    await expect.poll(() => menu.locator('.badge').textContent()).toBe('Verified')
    await expect.poll(() => page.locator('#status').textContent()).toContain(`${MENU} is verified`)
    await menu.getByLabel('Where the bare domain goes').fill('https://example.com/home')
    await menu.getByRole('button', { name: 'Save redirects' }).click()
    await expect.poll(() => menu.locator('.feedback').first().textContent()).toBe('Redirects saved.')

    // The dashboard's picker offers verified domains only, this server first.
    await page.getByLabel('Hostname').fill('shop.example.test')
    await page.getByRole('button', { name: 'Add domain' }).click()
    await expect.poll(() => card(page, 'shop.example.test').count()).toBe(1)
    await page.goto(`${server.base}/dashboard`)
    await expect.poll(() => page.locator('#domain-choice').isVisible()).toBe(true)
    const choices = await page.getByLabel('Domain', { exact: true }).locator('option').allTextContents()
    expect(choices).toEqual([`${new URL(server.base).host} (this server)`, MENU])
    await page.getByLabel('Target URL').fill('https://example.com/menu')
    await page.getByLabel('Custom short id (optional)').fill('menu-card')
    await page.getByLabel('Domain', { exact: true }).selectOption(MENU)
    await page.locator('#create-code').screenshot({ path: join(SCREENSHOTS, 'dashboard-domain-picker-desktop.png') })
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await expect
      .poll(() => page.locator('#create-status').textContent(), { timeout: 20_000 })
      .toBe(`Created https://${MENU}/menu-card.`)
    await expect.poll(() => page.locator('tr[data-short-id="menu-card"] .code-domain').textContent()).toBe(`on ${MENU}`)
    await page.goto(`${server.base}/qrcode/edit/menu-card`)
    await expect.poll(() => page.locator('#code-domain').textContent()).toContain(`Served on ${MENU} only`)

    // A domain in use stays, and the page says why.
    await page.goto(`${server.base}/domains`)
    await card(page, MENU)
      .getByRole('button', { name: `Delete ${MENU}` })
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete domain' }).click()
    await expect.poll(() => card(page, MENU).locator('.feedback').last().textContent()).toContain(`${MENU} stays`)
    expect(await card(page, MENU).locator('.feedback').last().textContent()).toContain('1 QR codes use the domain')
    expect(problems.filter((p) => !/status of (409|422)/.test(p))).toEqual([])

    // An editor sees the domains, and neither the form nor the buttons.
    const editor = await newPage(PHONE)
    await openSignedIn(server, editor, '/domains', await addPerson(server, 'editor'))
    await expect.poll(() => editor.locator('#domains-read-only').isVisible()).toBe(true)
    await expect.poll(() => card(editor, MENU).count()).toBe(1)
    expect(await editor.locator('#add-domain').isVisible()).toBe(false)
    expect(await editor.getByRole('button', { name: /^(Verify|Delete) / }).count()).toBe(0)
  })

  it('takes screenshots at both sizes, and axe-core finds nothing', async () => {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await newPage(viewport, true)
      await page.context().addCookies([(await defaultPerson(server)).cookie])
      await page.goto(`${server.base}/domains`)
      await expect.poll(() => page.locator('li.domain').count()).toBe(2)
      await page.screenshot({ path: join(SCREENSHOTS, `domains-${size}.png`), fullPage: true })
      await page.addScriptTag({ content: axeSource })
      const violations = (await page.evaluate(
        // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global
        async () => (await (window as any).axe.run(document, { resultTypes: ['violations'] })).violations,
      )) as { id: string; help: string; nodes: { target: unknown }[] }[]
      const found = violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target))}`)
      expect(found, size).toEqual([])
    }
  })
})
