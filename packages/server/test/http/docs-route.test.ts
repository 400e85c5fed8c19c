import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseEncoding } from '../../src/http/docs-route.js'
import { composeApp, createMemoryStore } from '../../src/index.js'

/** A stand-in for the built reference: large enough to compress, with an inline script to hash. */
const HTML = `<!doctype html><html><head><script>window.docs = 1</script></head><body>${'<p>reference</p>'.repeat(5_000)}</body></html>`

describe('/docs', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'dynqr-docs-')), 'api-reference.html')
  let app: Awaited<ReturnType<typeof composeApp>>
  beforeAll(async () => {
    writeFileSync(file, HTML)
    app = await composeApp({ store: createMemoryStore(), publicUrl: 'https://qr.example', apiReferenceFile: file })
  })
  afterAll(async () => {
    await app.close()
  })
  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/docs', headers })

  it('is read once at start: a changed file is not re-read per request', async () => {
    const first = await get()
    expect(first.statusCode).toBe(200)
    expect(first.body).toBe(HTML)
    writeFileSync(file, '<p>changed on disk</p>')
    const second = await get()
    expect(second.body).toBe(HTML)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['content-security-policy']).toMatch(/script-src 'self' blob: 'sha256-[^']+'/)
  })

  it('answers 304 to If-None-Match with its ETag', async () => {
    const { etag } = (await get()).headers
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    const again = await get({ 'if-none-match': String(etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect((await get({ 'if-none-match': 'W/"other"' })).statusCode).toBe(200)
  })

  it.each([
    ['br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => gunzipSync(b)],
  ])('is compressed with %s when the client accepts it', async (encoding, decode) => {
    const response = await get({ 'accept-encoding': encoding })
    expect(response.headers['content-encoding']).toBe(encoding)
    expect(response.headers.vary).toMatch(/Accept-Encoding/i)
    expect(response.rawPayload.length).toBeLessThan(HTML.length / 10)
    expect(decode(response.rawPayload).toString('utf8')).toBe(HTML)
  })

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['*', 'br'],
    [undefined, 'identity'],
  ])('chooses an encoding for Accept-Encoding %s: %s', (header, want) => {
    expect(chooseEncoding(header)).toBe(want)
  })
})
