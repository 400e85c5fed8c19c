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

const haveChromium = chromiumAvailable('the scan analytics pages')
/** The README's screenshots, kept current by the browser tests. */
const SCREENSHOTS = join(import.meta.dirname, '../../../../docs/screenshots')

const AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
}

/** [code, client address (its country in the shipped database), User-Agent, Accept-Language, Referer] */
const SCANS: [string, string, keyof typeof AGENTS, string?, string?][] = [
  ['menu', '8.8.8.8', 'iphone', 'en-US,en;q=0.9', 'https://www.instagram.com/p/1'], // US
  ['menu', '8.8.8.8', 'iphone', 'en-US,en;q=0.9'], // the same visitor again: not unique
  ['menu', '8.8.8.8', 'iphone', 'en-US,en;q=0.9'],
  ['menu', '81.2.69.160', 'android', 'en-GB'], // GB
  ['menu', '5.9.0.1', 'windowsEdge', 'de-DE'], // DE
  ['menu', '133.242.0.1', 'ipad', 'ja'], // JP
  ['menu', '200.160.2.3', 'linuxFirefox', 'pt-BR'], // BR
  ['menu', '10.0.0.1', 'macChrome'], // a private address: country unknown
  ['menu', '1.1.1.1', 'samsung', 'en-AU'], // AU
  ['menu', '2.16.0.1', 'iphoneChrome', 'nl'], // NL
  ['menu', '8.8.8.8', 'bot'], // a bot hit: never a view
  ['poster', '49.44.0.1', 'android', 'hi'], // IN
  ['poster', '62.4.0.1', 'windowsEdge', 'fr'], // FR
  ['gone', '8.8.8.8', 'android', 'en-US'], // a code deleted afterwards: its scans still count
]
const MENU_VIEWS = 10
const MENU_UNIQUE = 8
const ACCOUNT_VIEWS = 13

interface Breakdown {
  dimension: string
  names: string[]
  views: number[]
  unique: number[]
  totalViews: number
  totalUnique: number
}

/** Every breakdown table under `root` as numbers, read from the page as a person reads it. */
async function breakdowns(page: Page, root: string): Promise<Breakdown[]> {
  return page.$$eval(`${root} table.breakdown`, (tables) =>
    tables.map((table) => {
      const numbers = (row: Element) => [...row.querySelectorAll('td')].map((td) => Number(td.textContent))
      const rows = [...table.querySelectorAll('tbody tr')]
      const foot = numbers(table.querySelector('tfoot tr') as Element)
      return {
        dimension: table.getAttribute('data-dimension') ?? '',
        names: rows.map((row) => row.querySelector('th .name')?.textContent ?? ''),
        views: rows.map((row) => numbers(row)[0] ?? Number.NaN),
        unique: rows.map((row) => numbers(row)[1] ?? Number.NaN),
        totalViews: foot[0] ?? Number.NaN,
        totalUnique: foot[1] ?? Number.NaN,
      }
    }),
  )
}

/** Each breakdown adds up to the range's views; unique views never exceed views. */
function expectExact(tables: Breakdown[], views: number) {
  for (const table of tables) {
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
    expect(sum(table.views), table.dimension).toBe(views)
    expect(table.totalViews, table.dimension).toBe(views)
    expect(sum(table.unique), table.dimension).toBe(table.totalUnique)
    expect(table.totalUnique).toBeLessThanOrEqual(table.totalViews)
    table.views.forEach((v, i) => {
      expect(table.unique[i]).toBeLessThanOrEqual(v)
    })
  }
}

/** Nothing wider than the screen: a phone never scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const

describe.runIf(haveChromium)('scan analytics on the edit page and the dashboard, in headless Chromium', () => {
  let server: BrowserServer
  let artefacts: string

  beforeAll(async () => {
    artefacts = artefactDir('scan-analytics')
    server = await startBrowserServer({ trustProxy: true })
    const { base, key } = server
    for (const [shortId, title] of [
      ['menu', 'Menu — table tent 4'],
      ['poster', 'Poster on the door'],
      ['flyer', null],
      ['gone', null],
    ] as const) {
      const created = await fetch(`${base}/api/v1/qrcode`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ targetUrl: `https://example.com/${shortId}`, customShortId: shortId, title }),
      })
      expect(created.status).toBe(201)
    }
    // Real scans through the server, as phones behind a reverse proxy make them.
    for (const [shortId, address, agent, language, referer] of SCANS) {
      const scan = await fetch(`${base}/${shortId}`, {
        redirect: 'manual',
        headers: {
          'x-forwarded-for': address,
          'user-agent': AGENTS[agent],
          ...(language && { 'accept-language': language }),
          ...(referer && { referer }),
        },
      })
      expect(scan.status).toBe(302)
    }
    await fetch(`${base}/api/v1/qrcode/gone`, { method: 'DELETE', headers: { authorization: `Bearer ${key}` } })
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  async function signIn(page: Page, path: string, ready: string) {
    await openSignedIn(server, page, path)
    await expect.poll(() => page.locator(ready).count()).toBeGreaterThan(0)
  }

  it.each(VIEWPORTS)(
    'the edit page shows unique beside total views and breakdowns that add up, at %s size',
    async (size, viewport) => {
      const page = await server.browser.newPage({ viewport })
      const problems = pageProblems(page)
      await signIn(page, '/qrcode/edit/menu', '#breakdowns table.breakdown')
      expect(await page.locator('#stats-summary').textContent()).toMatch(
        new RegExp(`^${MENU_VIEWS} views, ${MENU_UNIQUE} unique, 0 fallback hits, 1 bot hits, `),
      )
      const tables = await breakdowns(page, '#breakdowns')
      expect(tables.map((t) => t.dimension)).toEqual(['Country', 'Device', 'Operating system', 'Browser'])
      expectExact(tables, MENU_VIEWS)
      const [country, device, os, browser] = tables
      // Country names come from the browser (Intl.DisplayNames), most views first; unknown said so.
      expect(country?.names[0]).toBe('United States')
      expect(country?.views[0]).toBe(3)
      expect(country?.unique[0]).toBe(1)
      expect(country?.names).toEqual(expect.arrayContaining(['United Kingdom', 'Germany', 'Japan', 'Unknown']))
      expect(device?.names).toEqual(expect.arrayContaining(['Mobile', 'Tablet', 'Desktop']))
      expect(os?.names).toEqual(expect.arrayContaining(['iOS', 'Android', 'Windows', 'macOS', 'Linux']))
      expect(browser?.names).toEqual(
        expect.arrayContaining(['Safari', 'Chrome', 'Edge', 'Firefox', 'Samsung Internet']),
      )
      // The chart's bars hold unique and repeat views apart.
      expect(await page.locator('#scan-chart svg').getAttribute('aria-label')).toContain(`${MENU_UNIQUE} unique`)
      expect(await scrollsSideways(page)).toBe(false)
      await page.locator('#stats').screenshot({ path: join(SCREENSHOTS, `edit-page-analytics-${size}.png`) })
      await page.screenshot({ path: join(artefacts, `edit-page-${size}.png`), fullPage: true })

      // Another period redraws chart and breakdowns for it.
      await page.getByLabel('Period').selectOption('7')
      await expect.poll(() => page.locator('#stats-title').textContent()).toBe('Scans, last 7 days (UTC)')
      expect(await page.locator('#scan-chart svg g').count()).toBe(8)
      expectExact(await breakdowns(page, '#breakdowns'), MENU_VIEWS)
      expect(problems, problems.join('\n')).toEqual([])
      await page.close()
    },
    60_000,
  )

  it('says so when a code has no scans yet, and when its scans cannot be loaded', async () => {
    const page = await server.browser.newPage({ viewport: { width: 390, height: 844 } })
    await signIn(page, '/qrcode/edit/flyer', '#breakdowns .empty')
    expect(await page.locator('#breakdowns .empty').textContent()).toMatch(/^No scans yet in this period/)
    expect(await page.locator('#breakdowns table').count()).toBe(0)
    expect(await page.locator('#stats-summary').textContent()).toMatch(/^0 views, 0 unique, /)
    await page.locator('#stats').screenshot({ path: join(artefacts, 'edit-page-empty-phone.png') })

    // The code is deleted meanwhile: the next drawing says why it failed, in words.
    await fetch(`${server.base}/api/v1/qrcode/flyer`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${server.key}` },
    })
    await page.getByLabel('Period').selectOption('90')
    await expect.poll(() => page.locator('#stats-status').textContent()).toMatch(/^The scans could not be loaded: /)
    expect(await page.locator('#stats-status').getAttribute('role')).toBe('alert')
    await page.close()
  }, 60_000)

  it.each(VIEWPORTS)(
    'the dashboard shows the account: totals, the trend, top codes linking to their pages, breakdowns, at %s size',
    async (size, viewport) => {
      const context = await server.browser.newContext({ viewport })
      const page = await context.newPage()
      const problems = pageProblems(page)
      await signIn(page, '/dashboard', '#overview-breakdowns table.breakdown')
      expect(await page.locator('#overview-views').textContent()).toBe(String(ACCOUNT_VIEWS))
      const unique = Number(await page.locator('#overview-unique').textContent())
      expect(unique).toBe(MENU_UNIQUE + 3)
      expect(await page.locator('#overview-codes').textContent()).toBe('3')
      expect(await page.locator('#overview-chart svg').count()).toBe(1)
      expect(await page.locator('#overview-summary').textContent()).toMatch(
        new RegExp(`^${ACCOUNT_VIEWS} views, ${unique} unique, `),
      )

      const tables = await breakdowns(page, '#overview-breakdowns')
      expect(tables.map((t) => t.dimension)).toEqual(['Code', 'Country', 'Device', 'Operating system', 'Browser'])
      expectExact(tables, ACCOUNT_VIEWS)
      // Top codes by their titles, each linking to its edit page; a deleted one says so, unlinked.
      expect(tables[0]?.names).toEqual(['Menu — table tent 4 menu', 'Poster on the door poster', 'gone (deleted)'])
      expect(tables[0]?.views).toEqual([MENU_VIEWS, 2, 1])
      expect(
        await page.locator('#overview-breakdowns a').evaluateAll((a) => a.map((l) => l.getAttribute('href'))),
      ).toEqual(['/qrcode/edit/menu', '/qrcode/edit/poster'])
      // Ten countries: the long tail folds into one row, which still adds up.
      expect(tables[1]?.names.at(-1)).toBe('3 more countries')
      expect(await scrollsSideways(page)).toBe(false)
      await page.locator('#overview').screenshot({ path: join(SCREENSHOTS, `dashboard-overview-${size}.png`) })
      await page.screenshot({ path: join(artefacts, `dashboard-${size}.png`), fullPage: true })

      // A top code opens its edit page, signed in with the same tab's key.
      await page.locator('#overview-breakdowns').getByRole('link', { name: 'Menu — table tent 4', exact: true }).click()
      await expect.poll(() => page.locator('#editor').isVisible()).toBe(true)
      expect(await page.getByLabel('Target URL').inputValue()).toBe('https://example.com/menu')
      // Chromium logs the lookup of the deleted top code (404, which is how the page learns it).
      const deletedLookup = (p: string) => /status of 404 \(Not Found\)/.test(p)
      expect(
        problems.filter((p) => !isWriteProbe(p) && !deletedLookup(p)),
        problems.join('\n'),
      ).toEqual([])
      await context.close()
    },
    60_000,
  )
})
