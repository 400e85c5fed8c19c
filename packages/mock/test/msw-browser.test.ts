/**
 * @dynqr/mock/msw in a real page (issue #40): bundled for the browser (no Node API may be
 * imported), the stateless and the stateful handlers run in Chromium's service worker (msw's
 * setupWorker), and the SDK in the page talks to them: examples answered and paged, a create
 * remembered, an invalid one refused with the server's message; a seeded person signed in (issue
 * #41), the SDK then asking with the session cookie and no key, within the person's role.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { haveChromium as chromiumHere, launchChromium } from '../../../scripts/test-support/chromium.js'

const haveChromium = chromiumHere('the MSW browser test')
const root = join(import.meta.dirname, '../../..')

const PAGE = `import { setupWorker } from 'msw/browser'
import { DEMO_KEY, DEMO_PASSWORD, statefulHandlers, statelessHandlers } from '@dynqr/mock/msw'
import { Dynqr } from '@dynqr/sdk'

const baseUrl = location.origin + '/api/v1'
const stateless = location.search === '?stateless'
const handlers = stateless ? statelessHandlers({ baseUrl }) : statefulHandlers({ baseUrl }).handlers
await setupWorker(...handlers).start({ serviceWorker: { url: '/mockServiceWorker.js' }, quiet: true })
if (location.search === '?session') {
  // A page of the site: the person signs in, then the SDK asks with their session cookie, no key.
  const signIn = await fetch(baseUrl + '/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'grace@example.com', password: DEMO_PASSWORD }),
  })
  const person = new Dynqr({ sessionCookie: true, baseUrl, maxRetries: 0 })
  const me = await person.me()
  const made = await person.qrcodes.create({ targetUrl: 'https://example.com/by-grace' })
  const [change] = (await person.audit.list({ shortId: made.shortId })).data
  const members = await person.members.list().then(() => 'listed', (error) => error.name)
  document.title = 'done'
  document.body.textContent = JSON.stringify({ signIn: signIn.status, role: me.role, author: change.actor.label, members })
  throw new Error('stop: the session page is done') // a module has no top-level return
}
const dynqr = new Dynqr({ apiKey: DEMO_KEY, baseUrl, maxRetries: 0 })
const made = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/from-the-page' })
const again = await dynqr.qrcodes.get(stateless ? 'spring-sale' : made.shortId)
const page = await dynqr.qrcodes.list({ limit: stateless ? 1 : 100 })
const refused = await dynqr.qrcodes
  .create({ targetUrl: 'ftp://example.com/menu' })
  .then(() => 'accepted', (error) => error.name + ': ' + error.message)
document.title = 'done'
document.body.textContent = JSON.stringify(
  stateless
    ? { example: again.shortId, page: page.data.length, hasMore: page.pagination.hasMore, refused }
    : { same: again.shortId === made.shortId, total: page.pagination.total, refused },
)
`

describe.runIf(haveChromium)('the MSW handlers in Chromium’s service worker', () => {
  let site: Server
  let siteUrl: string
  let browser: Browser

  beforeAll(async () => {
    const out = mkdtempSync(join(tmpdir(), 'dynqr-msw-browser-'))
    writeFileSync(join(out, 'page.ts'), PAGE)
    await build({
      entryPoints: [join(out, 'page.ts')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      // The workspace packages' sources, as the repository's tests resolve them.
      conditions: ['source'],
      nodePaths: [join(root, 'node_modules')],
      outfile: join(out, 'page.js'),
      logLevel: 'warning',
    })
    const files: Record<string, [string, Buffer]> = {
      '/': [
        'text/html; charset=utf-8',
        Buffer.from('<!doctype html><title>…</title><script type="module" src="/page.js"></script>'),
      ],
      '/page.js': ['text/javascript; charset=utf-8', readFileSync(join(out, 'page.js'))],
      '/mockServiceWorker.js': [
        'text/javascript; charset=utf-8',
        readFileSync(join(root, 'node_modules/msw/lib/mockServiceWorker.js')),
      ],
    }
    site = createServer((req, res) => {
      const file = files[new URL(req.url ?? '/', 'http://x').pathname]
      res.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' })
      res.end(file?.[1] ?? 'not found')
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
    browser = await launchChromium()
  }, 90_000)

  afterAll(async () => {
    await browser?.close()
    site?.close()
  })

  it('serves the SDK in the page statelessly: the contract’s examples, paged, an invalid create refused', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/?stateless`)
    await expect.poll(() => page.title()).toBe('done')
    expect(JSON.parse((await page.locator('body').textContent()) ?? '{}')).toEqual({
      example: 'spring-sale',
      page: 1,
      hasMore: true,
      refused: 'InvalidRequestError: targetUrl must be an absolute http: or https: URL',
    })
    await page.close()
  }, 60_000)

  it('signs a seeded person in, and the SDK asks with the session cookie, within their role', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/?session`)
    await expect.poll(() => page.title()).toBe('done')
    expect(JSON.parse((await page.locator('body').textContent()) ?? '{}')).toEqual({
      signIn: 200,
      role: 'editor',
      author: 'grace@example.com',
      members: 'ForbiddenError',
    })
    await page.close()
  }, 60_000)

  it('serves the SDK in the page: a create remembered, an invalid one refused as the server does', async () => {
    const page = await browser.newPage()
    await page.goto(siteUrl)
    await expect.poll(() => page.title()).toBe('done')
    expect(JSON.parse((await page.locator('body').textContent()) ?? '{}')).toEqual({
      same: true,
      total: 4,
      refused: 'InvalidRequestError: targetUrl must be an absolute http: or https: URL',
    })
    await page.close()
  }, 60_000)
})
