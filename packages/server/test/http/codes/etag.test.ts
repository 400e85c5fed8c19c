import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'

/** Strong ETags on single-code answers; If-Match on PUT and DELETE (PRODUCT.md, issue #16). */
describe.each(ENGINES)('ETag and If-Match on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine)
  })
  afterEach(async () => {
    await t.close()
  })

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = {}) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...t.auth(t.alice), ...headers },
      ...(payload && { payload }),
    })

  it('gives single-code answers an ETag that moves with the editable state, not with views', async () => {
    const created = await api('POST', '/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'tagged' })
    const etag = created.headers.etag
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    expectContract('createQrCode', created)
    const got = await api('GET', '/qrcode/tagged')
    expect(got.headers.etag).toBe(etag)
    expectContract('getQrCode', got)
    await t.app.inject({ method: 'GET', url: '/tagged', headers: { 'user-agent': PHONE } })
    const scanned = await api('GET', '/qrcode/tagged')
    expect(JSON.parse(scanned.body).views).toBe(1)
    expect(scanned.headers.etag).toBe(etag)
    const unchanged = await api('PUT', '/qrcode/tagged', { targetUrl: 'https://example.com/a' })
    expect(unchanged.headers.etag).toBe(etag)
    for (const change of [{ targetUrl: 'https://example.com/b' }, { maxScans: 5 }, { active: false }]) {
      const before = (await api('GET', '/qrcode/tagged')).headers.etag
      const updated = await api('PUT', '/qrcode/tagged', change)
      expect(updated.headers.etag).not.toBe(before)
      expect((await api('GET', '/qrcode/tagged')).headers.etag).toBe(updated.headers.etag)
    }
  })

  it('changes nothing and answers 412 for a stale If-Match, on PUT and on DELETE', async () => {
    const etag = (await api('POST', '/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'edited' })).headers
      .etag as string
    const first = await api('PUT', '/qrcode/edited', { targetUrl: 'https://example.com/first' }, { 'if-match': etag })
    expect(first.statusCode).toBe(200)
    const second = await api('PUT', '/qrcode/edited', { targetUrl: 'https://example.com/second' }, { 'if-match': etag })
    expect(expectContract('updateQrCode', second)).toMatchObject({
      error: 'PRECONDITION_FAILED',
      message: 'The QR code has changed since the ETag in If-Match',
    })
    expect(second.statusCode).toBe(412)
    expect(JSON.parse((await api('GET', '/qrcode/edited')).body).targetUrl).toBe('https://example.com/first')
    const stale = await api('DELETE', '/qrcode/edited', undefined, { 'if-match': etag })
    expect(stale.statusCode).toBe(412)
    expectContract('deleteQrCode', stale)
    expect((await api('GET', '/qrcode/edited')).statusCode).toBe(200)
    // A list with the current tag, or *, lets it through; a weak tag never matches.
    const current = first.headers.etag as string
    expect((await api('PUT', '/qrcode/edited', { maxScans: 3 }, { 'if-match': `W/${current}` })).statusCode).toBe(412)
    const listed = await api('PUT', '/qrcode/edited', { maxScans: 3 }, { 'if-match': `"nope", ${current}` })
    expect(listed.statusCode).toBe(200)
    expect((await api('DELETE', '/qrcode/edited', undefined, { 'if-match': '*' })).statusCode).toBe(204)
    expect((await api('PUT', '/qrcode/edited', { maxScans: 4 }, { 'if-match': '*' })).statusCode).toBe(404)
  })

  it('lets exactly one of two concurrent edits from the same version through', async () => {
    const etag = (await api('POST', '/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'raced' })).headers
      .etag as string
    const answers = await Promise.all(
      ['https://example.com/x', 'https://example.com/y', 'https://example.com/z'].map((targetUrl) =>
        api('PUT', '/qrcode/raced', { targetUrl }, { 'if-match': etag }),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412, 412])
    const winner = answers.find((a) => a.statusCode === 200)
    expect(JSON.parse((await api('GET', '/qrcode/raced')).body).targetUrl).toBe(
      JSON.parse(winner?.body ?? '{}').targetUrl,
    )
  })
})
