import type { ErrorBody, QrCodeList, QrCodeResponse } from '@dynqr/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

/** Names for codes (PRODUCT.md, "Names for codes"): the first field added through the field table. */
describe.each(ENGINES)('a code’s title on $name', (engine) => {
  let t: TestApp
  let clock: number
  beforeEach(async () => {
    clock = Date.parse('2026-11-22T09:30:00.000Z')
    t = await startTestApp(engine, () => clock)
  })
  afterEach(async () => {
    await t.close()
  })

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key = t.alice) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(key), ...(payload && { payload }) })

  it('is kept on create, shown everywhere, changed and cleared on update', async () => {
    const created = await api('POST', '/qrcode', {
      targetUrl: 'https://example.com/menu',
      customShortId: 'menu',
      title: 'Menu — table tent 4',
    })
    expect(expectContract<QrCodeResponse>('createQrCode', created).title).toBe('Menu — table tent 4')
    expect(expectContract<QrCodeResponse>('getQrCode', await api('GET', '/qrcode/menu')).title).toBe(
      'Menu — table tent 4',
    )
    const list = expectContract<QrCodeList>('listQrCodes', await api('GET', '/qrcode'))
    expect(list.data.map((code) => code.title)).toEqual(['Menu — table tent 4'])

    clock += 1_000
    const renamed = expectContract<QrCodeResponse>('updateQrCode', await api('PUT', '/qrcode/menu', { title: 'Bar' }))
    expect(renamed).toMatchObject({ title: 'Bar', targetUrl: 'https://example.com/menu' })
    expect(renamed.updatedAt).toBe('2026-11-22T09:30:01.000Z')

    // Another change leaves the title as it is; null removes it.
    const retargeted = await api('PUT', '/qrcode/menu', { targetUrl: 'https://example.com/dinner' })
    expect(expectContract<QrCodeResponse>('updateQrCode', retargeted).title).toBe('Bar')
    const cleared = await api('PUT', '/qrcode/menu', { title: null })
    expect(expectContract<QrCodeResponse>('updateQrCode', cleared).title).toBeNull()
    expect(expectContract<QrCodeResponse>('getQrCode', await api('GET', '/qrcode/menu')).title).toBeNull()
  })

  it('is null on a code created without one, and an unchanged title moves nothing', async () => {
    const created = expectContract<QrCodeResponse>(
      'createQrCode',
      await api('POST', '/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'plain' }),
    )
    expect(created.title).toBeNull()
    await api('PUT', '/qrcode/plain', { title: 'Poster' })
    const before = await api('GET', '/qrcode/plain')
    clock += 1_000
    const same = await api('PUT', '/qrcode/plain', { title: 'Poster' })
    expect(JSON.parse(same.body).updatedAt).toBe(JSON.parse(before.body).updatedAt)
    expect(same.headers.etag).toBe(before.headers.etag)
  })

  it('moves the ETag', async () => {
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'tagged', title: 'One' })
    const before = (await api('GET', '/qrcode/tagged')).headers.etag
    const after = (await api('PUT', '/qrcode/tagged', { title: 'Two' })).headers.etag
    expect(after).not.toBe(before)
  })

  it('is matched by the list’s q, case-insensitively, only within the account', async () => {
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/x', customShortId: 'tent4', title: 'Table Tent 4' })
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/y', customShortId: 'door', title: 'Front door' })
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/z', customShortId: 'bobs', title: 'tent' }, t.bob)
    const found = expectContract<QrCodeList>('listQrCodes', await api('GET', '/qrcode?q=TENT'))
    expect(found.data.map((code) => code.shortId)).toEqual(['tent4'])
    expect(found.pagination.total).toBe(1)
  })

  it('matches letters beyond ASCII case-insensitively too', async () => {
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/x', customShortId: 'cafe', title: 'CAFÉ MENÜ' })
    const found = expectContract<QrCodeList>('listQrCodes', await api('GET', '/qrcode?q=men%C3%BC'))
    expect(found.data.map((code) => code.shortId)).toEqual(['cafe'])
  })

  it.each([
    ['too long', 'x'.repeat(201)],
    ['empty', ''],
    ['a control character', 'Menu\nPoster'],
    ['not a string', 42],
  ])('refuses a title that is %s (400, naming title)', async (_, title) => {
    const response = await api('POST', '/qrcode', { targetUrl: 'https://example.com/a', title })
    const body = expectContract<ErrorBody>('createQrCode', response)
    expect(response.statusCode).toBe(400)
    expect(body.details?.[0]?.field).toBe('title')
    expect(expectContract<QrCodeList>('listQrCodes', await api('GET', '/qrcode')).pagination.total).toBe(0)
  })

  it('takes 200 characters, counted as characters, not bytes', async () => {
    const title = 'é'.repeat(200)
    const created = await api('POST', '/qrcode', { targetUrl: 'https://example.com/a', title })
    expect(expectContract<QrCodeResponse>('createQrCode', created).title).toBe(title)
  })
})
