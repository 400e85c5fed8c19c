/**
 * examples/react-msw in Chromium: the React app, the SDK and @dynqr/mock's stateful MSW handlers
 * in the page's service worker (the site itself answers nothing at /api/v1). It lists the seeded
 * codes, creates one through the form, and shows the server's message for an invalid URL.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningExample, startReactExample } from '../../../examples/react-msw/serve.js'
import { haveChromium as chromiumHere, launchChromium } from '../../../scripts/test-support/chromium.js'

const haveChromium = chromiumHere('the React example')

describe.runIf(haveChromium)('the React example on the MSW handlers', () => {
  let site: RunningExample
  let browser: Browser

  beforeAll(async () => {
    site = await startReactExample()
    browser = await launchChromium()
  }, 90_000)

  afterAll(async () => {
    await browser?.close()
    await site?.close()
  })

  it('lists the codes, creates one, and shows the server’s refusal of an invalid URL', async () => {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(site.url)
    const codes = page.getByRole('list', { name: 'codes' }).getByRole('listitem')
    await expect.poll(() => codes.count()).toBe(3)
    await expect.poll(() => page.getByText('3 codes').count()).toBe(1)

    await page.getByLabel('Target URL').fill('https://example.com/from-react')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^Created [0-9A-Za-z]{8}$/)
    await expect.poll(() => codes.count()).toBe(4)
    expect(await codes.first().textContent()).toContain('→ https://example.com/from-react (0 scans)')

    await page.getByLabel('Target URL').fill('ftp://example.com/menu')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('targetUrl must be an absolute http: or https: URL')
    expect(await codes.count()).toBe(4)
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)
})
