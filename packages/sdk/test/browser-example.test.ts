import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { haveChromium as chromiumHere, launchChromium } from '../../../scripts/test-support/chromium.js'
import { type Running, startPrism } from '../../../scripts/test-support/prism.js'

const haveChromium = chromiumHere('the browser example')
const example = join(import.meta.dirname, '../../../examples/browser')

describe.runIf(haveChromium)('the browser example against the Prism mock', () => {
  let mock: Running
  let site: Server
  let siteUrl: string
  let browser: Browser

  beforeAll(async () => {
    const out = mkdtempSync(join(tmpdir(), 'dynqr-browser-example-'))
    // The SDK resolves to its built dist, as an app's bundler would use the published package.
    await build({
      entryPoints: [join(example, 'app.ts')],
      bundle: true,
      format: 'esm',
      outfile: join(out, 'app.js'),
      logLevel: 'warning',
    })
    const files: Record<string, [string, Buffer]> = {
      '/': ['text/html; charset=utf-8', readFileSync(join(example, 'index.html'))],
      '/app.js': ['text/javascript; charset=utf-8', readFileSync(join(out, 'app.js'))],
    }
    site = createServer((req, res) => {
      const file = files[new URL(req.url ?? '/', 'http://x').pathname]
      res.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' })
      res.end(file?.[1] ?? 'not found')
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    const address = site.address()
    siteUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    mock = await startPrism(['mock', 'openapi.yaml'])
    browser = await launchChromium()
  }, 90_000)

  afterAll(async () => {
    await browser?.close()
    await mock?.stop()
    site?.close()
  })

  it('lists the codes the mock answers, across origins (CORS)', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/?base=${encodeURIComponent(mock.url)}&key=dqr_example`)
    await expect.poll(() => page.locator('#status').textContent()).toBe('2 codes')
    expect(await page.locator('#codes li').allTextContents()).toEqual([
      'spring-sale → https://shop.example.com/spring-sale?utm_source=poster (1342 views)',
      'aZ3kP9qX → https://example.com/menu (87 views)',
    ])
    await page.close()
  }, 60_000)
})
