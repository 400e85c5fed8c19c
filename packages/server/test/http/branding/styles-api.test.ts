import type { OperationId } from '@dynqr/contract'
import { PNG } from 'pngjs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

/** A 64 × 64 opaque logo: dark blue, nothing of the code shows through it. */
function opaqueLogo(): Buffer {
  const png = new PNG({ width: 64, height: 64 })
  for (let i = 0; i < 64 * 64; i += 1) png.data.set([11, 61, 145, 255], i * 4)
  return PNG.sync.write(png)
}

const NAVY = { dotsOptions: { type: 'rounded', color: '#1a2b3c' } }
const GREEN = { dotsOptions: { type: 'rounded', color: '#0b4f2e' } }

/** The answer's status, then the answer checked against openapi.yaml. */
function contract<T = Record<string, unknown>>(
  operationId: OperationId,
  response: Parameters<typeof expectContract>[1],
  status = 200,
): T {
  expect(response.statusCode, response.body).toBe(status)
  return expectContract<T>(operationId, response)
}

type Style = { id: string; name: string; qrCodeOptions: { dotsOptions: { color: string } } }
type Code = { styleId: string | null; qrCodeOptions: { dotsOptions: { color: string } } }

// Issue #30: style templates, a code's styleId, and a template's change reaching every code using it.
describe.each(ENGINES)('style templates through the API on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine)
  })
  afterEach(async () => {
    await t.close()
  })

  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, key = t.alice) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(key), ...(payload && { payload }) })
  const createStyle = async (qrCodeOptions: object = NAVY, name = 'Spring campaign', key = t.alice) => {
    const response = await api('POST', '/styles', { name, qrCodeOptions }, key)
    return contract<Style>('createStyle', response, 201)
  }
  const createCode = (body: object, key = t.alice) =>
    api('POST', '/qrcode', { targetUrl: 'https://example.com/', customShortId: 'styled', ...body }, key)
  const getCode = () => api('GET', '/qrcode/styled')

  it('creates, reads, lists a page at a time, replaces and deletes a template', async () => {
    const response = await api('POST', '/styles', { name: 'Spring campaign', qrCodeOptions: NAVY })
    const style = contract<Style & { success: true; createdAt: string; updatedAt: string }>(
      'createStyle',
      response,
      201,
    )
    expect(style.id).toMatch(/^sty_[0-9a-f]{16}$/)
    expect(response.headers.location).toBe(`https://qr.example/api/v1/styles/${style.id}`)
    expect(style).toMatchObject({ success: true, name: 'Spring campaign' })
    // Every default filled in, as a code's options are.
    expect(style.qrCodeOptions).toMatchObject({ width: 300, dotsOptions: NAVY.dotsOptions, margin: 0 })
    expect(style.updatedAt).toBe(style.createdAt)
    expect(contract('getStyle', await api('GET', `/styles/${style.id}`))).toEqual(style)

    await createStyle(GREEN, 'Summer')
    await createStyle(NAVY, 'Autumn')
    const first = contract<{ data: Style[]; pagination: object }>('listStyles', await api('GET', '/styles?limit=2'))
    expect(first.data.map((s) => s.name)).toEqual(['Spring campaign', 'Summer'])
    expect(first.pagination).toEqual({ total: 3, limit: 2, offset: 0, hasMore: true })
    const second = contract<{ data: Style[]; pagination: object }>(
      'listStyles',
      await api('GET', '/styles?limit=2&offset=2'),
    )
    expect(second.data.map((s) => s.name)).toEqual(['Autumn'])
    expect(second.pagination).toEqual({ total: 3, limit: 2, offset: 2, hasMore: false })

    const replaced = await api('PUT', `/styles/${style.id}`, { name: 'Spring, green', qrCodeOptions: GREEN })
    expect(contract<Style>('updateStyle', replaced)).toMatchObject({
      id: style.id,
      name: 'Spring, green',
      qrCodeOptions: { dotsOptions: GREEN.dotsOptions },
    })
    expect((await api('DELETE', `/styles/${style.id}`)).statusCode).toBe(204)
    const gone = await api('GET', `/styles/${style.id}`)
    contract('getStyle', gone, 404)
    expect(gone.json().message).toBe('Style not found')
  })

  it('draws a code with its template, and a change of the template changes its answers, image and ETag', async () => {
    const style = await createStyle()
    const created = await createCode({ styleId: style.id })
    const code = contract<Code>('createQrCode', created, 201)
    expect(code.styleId).toBe(style.id)
    expect(code.qrCodeOptions).toEqual(style.qrCodeOptions)
    const before = await getCode()
    expect(before.headers.etag).toBe(created.headers.etag)
    const svgBefore = (await api('GET', '/qrcode/styled/image?format=svg')).body
    expect(svgBefore).toContain('#1a2b3c')

    await api('PUT', `/styles/${style.id}`, { name: 'Spring campaign', qrCodeOptions: GREEN })
    const after = await getCode()
    expect(contract<Code>('getQrCode', after).qrCodeOptions.dotsOptions.color).toBe('#0b4f2e')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const svgAfter = (await api('GET', '/qrcode/styled/image?format=svg')).body
    expect(svgAfter).toContain('#0b4f2e')
    expect(svgAfter).not.toContain('#1a2b3c')
    const listed = contract<{ data: Code[] }>('listQrCodes', await api('GET', '/qrcode'))
    expect(listed.data[0]).toMatchObject({ styleId: style.id, qrCodeOptions: { dotsOptions: GREEN.dotsOptions } })
    // The old ETag no longer matches: a client holding it cannot overwrite the restyled code.
    const stale = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/qrcode/styled',
      headers: { ...t.auth(t.alice), 'if-match': String(before.headers.etag) },
      payload: { title: 'late' },
    })
    expect(stale.statusCode).toBe(412)
  })

  it('refuses styleId with qrCodeOptions, and a template that is not the account’s, with 400 naming styleId', async () => {
    const style = await createStyle()
    const both = await createCode({ styleId: style.id, qrCodeOptions: GREEN })
    contract('createQrCode', both, 400)
    expect(both.json().details).toEqual([{ field: 'styleId', message: 'Send styleId or qrCodeOptions, not both' }])
    const others = await createCode({ styleId: style.id }, t.bob)
    contract('createQrCode', others, 400)
    expect(others.json().details[0].field).toBe('styleId')
    const unknown = await createCode({ styleId: 'sty_0000000000000000' })
    expect(unknown.statusCode).toBe(400)
    await createCode({})
    const update = await api('PUT', '/qrcode/styled', { styleId: style.id, qrCodeOptions: GREEN })
    contract('updateQrCode', update, 400)
    expect(update.json().details[0].field).toBe('styleId')
  })

  it('detaches a code with styleId null, keeping the template’s options as its own', async () => {
    const style = await createStyle()
    await createCode({ styleId: style.id })
    const detached = await api('PUT', '/qrcode/styled', { styleId: null })
    expect(contract<Code>('updateQrCode', detached)).toMatchObject({
      styleId: null,
      qrCodeOptions: { dotsOptions: NAVY.dotsOptions },
    })
    await api('PUT', `/styles/${style.id}`, { name: 'Spring campaign', qrCodeOptions: GREEN })
    expect((await getCode()).json().qrCodeOptions.dotsOptions.color).toBe('#1a2b3c')
    // Attached again, then given options of its own: detached too.
    expect((await api('PUT', '/qrcode/styled', { styleId: style.id })).json()).toMatchObject({
      styleId: style.id,
      qrCodeOptions: { dotsOptions: GREEN.dotsOptions },
    })
    const own = await api('PUT', '/qrcode/styled', { qrCodeOptions: NAVY })
    expect(contract<Code>('updateQrCode', own).styleId).toBeNull()
  })

  it('answers 409 on deleting a template a code uses, and on deleting a logo a template shows', async () => {
    const logo = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/assets',
        headers: { ...t.auth(t.alice), 'content-type': 'image/png' },
        body: opaqueLogo(),
      })
    ).json().id
    const style = await createStyle({ image: logo, imageOptions: { imageSize: 0.2 } })
    const usedLogo = await api('DELETE', `/assets/${logo}`)
    contract('deleteAsset', usedLogo, 409)
    await createCode({ styleId: style.id })
    const used = await api('DELETE', `/styles/${style.id}`)
    contract('deleteStyle', used, 409)
    expect(used.json()).toMatchObject({ error: 'CONFLICT', message: 'The style is used by a QR code' })
    expect((await api('DELETE', '/qrcode/styled')).statusCode).toBe(204)
    expect((await api('DELETE', `/styles/${style.id}`)).statusCode).toBe(204)
    expect((await api('DELETE', `/assets/${logo}`)).statusCode).toBe(204)
  })

  it('answers another account’s template as unknown, and keeps each account’s list its own', async () => {
    const style = await createStyle()
    for (const [method, operation] of [
      ['GET', 'getStyle'],
      ['PUT', 'updateStyle'],
      ['DELETE', 'deleteStyle'],
    ] as const) {
      const payload = method === 'PUT' ? { name: 'Taken over', qrCodeOptions: GREEN } : undefined
      const response = await api(method, `/styles/${style.id}`, payload, t.bob)
      contract(operation, response, 404)
    }
    const bobs = contract<{ data: unknown[]; pagination: { total: number } }>(
      'listStyles',
      await api('GET', '/styles', undefined, t.bob),
    )
    expect(bobs.data).toEqual([])
    expect(bobs.pagination.total).toBe(0)
    expect((await api('GET', `/styles/${style.id}`)).json().name).toBe('Spring campaign')
  })

  it('refuses a template that does not scan with 422 UNSCANNABLE, storing and changing nothing', async () => {
    const logo = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/assets',
        headers: { ...t.auth(t.alice), 'content-type': 'image/png' },
        body: opaqueLogo(),
      })
    ).json().id
    const unscannable = {
      image: logo,
      imageOptions: { imageSize: 0.5, hideBackgroundDots: true },
      qrOptions: { errorCorrectionLevel: 'L' },
    }
    const refused = await api('POST', '/styles', { name: 'Too much logo', qrCodeOptions: unscannable })
    contract('createStyle', refused, 422)
    expect(refused.json()).toMatchObject({
      error: 'UNSCANNABLE',
      details: [{ field: 'qrCodeOptions.imageOptions.imageSize' }],
    })
    expect((await api('GET', '/styles')).json().pagination.total).toBe(0)

    const style = await createStyle()
    const update = await api('PUT', `/styles/${style.id}`, { name: 'Too much logo', qrCodeOptions: unscannable })
    contract('updateStyle', update, 422)
    expect((await api('GET', `/styles/${style.id}`)).json()).toMatchObject({ name: 'Spring campaign' })
  })

  it('lets a read-only key read templates but not change them', async () => {
    const style = await createStyle()
    const reader = (await t.keys.issueKey('alice', { scopes: ['qrcodes:read'] })).key
    expect((await api('GET', `/styles/${style.id}`, undefined, reader)).statusCode).toBe(200)
    expect((await api('GET', '/styles', undefined, reader)).statusCode).toBe(200)
    const refused = await api('POST', '/styles', { name: 'No', qrCodeOptions: NAVY }, reader)
    contract('createStyle', refused, 403)
    expect((await api('DELETE', `/styles/${style.id}`, undefined, reader)).statusCode).toBe(403)
  })
})
