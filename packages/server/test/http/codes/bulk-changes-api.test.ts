import type { BulkChangeResponse } from '@dynqr/contract'
import { parse } from 'csv-parse/sync'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

/** PATCH and DELETE /qrcode/bulk, GET /qrcode/export (issue 31), on every engine. */
describe.each(ENGINES)('bulk changes and export on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine, () => Date.parse('2026-11-22T09:30:00.000Z'))
    for (const [id, title] of [
      ['menu', 'Menu, table 4'],
      ['drinks', null],
      ['poster', 'Spring "sale"'],
    ] as const) {
      await api('POST', '/qrcode', { targetUrl: `https://example.com/${id}`, customShortId: id, title })
    }
  })
  afterEach(async () => {
    await t.close()
  })

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = {}) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...t.auth(t.alice), ...headers },
      ...(payload && { payload }),
    })

  it('changes each item on its own: paused, retargeted, stale, unknown, invalid', async () => {
    const etag = String((await api('GET', '/qrcode/drinks')).headers.etag)
    const answer = await api('PATCH', '/qrcode/bulk', {
      items: [
        { shortId: 'menu', active: false },
        { shortId: 'drinks', targetUrl: 'https://example.com/bar', ifMatch: etag },
        { shortId: 'poster', title: 'x', ifMatch: '"stale"' },
        { shortId: 'nope', active: false },
        { shortId: 'poster', targetUrl: 'javascript:alert(1)' },
        { active: false },
      ],
    })
    const { data } = expectContract<BulkChangeResponse>('bulkUpdateQrCodes', answer)
    expect(data.map((r) => [r.shortId, r.status])).toEqual([
      ['menu', 200],
      ['drinks', 200],
      ['poster', 412],
      ['nope', 404],
      ['poster', 400],
      [undefined, 400],
    ])
    expect(data[0]?.qrCode?.active).toBe(false)
    expect(data[1]?.qrCode?.targetUrl).toBe('https://example.com/bar')
    expect(data[4]?.error?.details?.[0]?.field).toBe('targetUrl')
    expect(JSON.parse((await api('GET', '/qrcode/poster')).body)).toMatchObject({ title: 'Spring "sale"' })
  })

  it('deletes each id on its own and refuses more than 100 ids at once', async () => {
    const answer = await api('DELETE', '/qrcode/bulk?shortIds=menu,nope,menu')
    const { data } = expectContract<BulkChangeResponse>('bulkDeleteQrCodes', answer)
    expect(data.map((r) => [r.shortId, r.status])).toEqual([
      ['menu', 204],
      ['nope', 404],
      ['menu', 404],
    ])
    expect((await api('GET', '/qrcode/menu')).statusCode).toBe(404)
    const ids = Array.from({ length: 101 }, (_, i) => `id${i}`).join(',')
    const tooMany = await api('DELETE', `/qrcode/bulk?shortIds=${ids}`)
    expect(expectContract('bulkDeleteQrCodes', tooMany)).toMatchObject({ error: 'INVALID_REQUEST' })
    expect((await api('GET', '/qrcode/drinks')).statusCode).toBe(200)
  })

  it('refuses an id longer than any code has, instead of echoing it past the answer schema (found by npm run fuzz)', async () => {
    const tooLong = await api('DELETE', `/qrcode/bulk?shortIds=menu,${'a'.repeat(300)}`)
    expect(expectContract('bulkDeleteQrCodes', tooLong)).toMatchObject({ error: 'INVALID_REQUEST' })
    expect((await api('GET', '/qrcode/menu')).statusCode).toBe(200)
  })

  it('replays a bulk delete under the same Idempotency-Key and refuses it for other ids', async () => {
    const key = { 'idempotency-key': 'bulk-delete-1' }
    const first = await api('DELETE', '/qrcode/bulk?shortIds=menu', undefined, key)
    const again = await api('DELETE', '/qrcode/bulk?shortIds=menu', undefined, key)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.body).toBe(first.body)
    const other = await api('DELETE', '/qrcode/bulk?shortIds=drinks', undefined, key)
    expect(expectContract('bulkDeleteQrCodes', other)).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED' })
    expect((await api('GET', '/qrcode/drinks')).statusCode).toBe(200)
    const patchKey = { 'idempotency-key': 'bulk-patch-1' }
    const body = { items: [{ shortId: 'drinks', active: false }] }
    await api('PATCH', '/qrcode/bulk', body, patchKey)
    const replayed = await api('PATCH', '/qrcode/bulk', body, patchKey)
    expect(replayed.headers['idempotent-replayed']).toBe('true')
  })

  it('exports NDJSON by default and CSV for Accept: text/csv, with the list’s filters', async () => {
    const ndjson = await api('GET', '/qrcode/export')
    expect(ndjson.statusCode).toBe(200)
    expect(ndjson.headers['content-type']).toContain('application/x-ndjson')
    const lines = ndjson.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.map((code) => code.shortId)).toEqual(['drinks', 'menu', 'poster'])
    expectContract('exportQrCodes', ndjson)

    const csv = await api('GET', '/qrcode/export?q=menu', undefined, { accept: 'text/csv' })
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['content-disposition']).toBe('attachment; filename="qrcodes.csv"')
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[]
    expect(rows).toEqual([
      expect.objectContaining({ shortId: 'menu', title: 'Menu, table 4', active: 'true', expiresAt: '' }),
    ])
    const quoted = await api('GET', '/qrcode/export?q=poster', undefined, { accept: 'text/csv' })
    expect(quoted.body.split('\n')[1]).toContain('"Spring ""sale"""')
    const none = await api('GET', '/qrcode/export?active=false', undefined, { accept: 'text/csv' })
    expect(none.body.trimEnd().split('\n')).toHaveLength(1)
    expect((await api('GET', '/qrcode/export?nope=1')).statusCode).toBe(400)
  })
})
