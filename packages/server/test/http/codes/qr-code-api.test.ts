import type { ErrorBody, QrCode, QrCodeList, QrCodeResponse } from '@dynqr/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract, NO_ROUTING } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { SITE, startTestApp, type TestApp } from '../../helpers/test-app.js'

describe.each(ENGINES)('the QR code API on $name', (engine) => {
  let t: TestApp
  let clock: number
  beforeEach(async () => {
    clock = Date.parse('2026-11-22T09:30:00.000Z')
    t = await startTestApp(engine, () => clock)
  })
  afterEach(async () => {
    await t.close()
  })

  const create = (body: unknown, key = t.alice) =>
    t.app.inject({ method: 'POST', url: '/api/v1/qrcode', headers: t.auth(key), payload: body as object })

  describe('POST /qrcode', () => {
    it('creates a code with defaults filled in (201)', async () => {
      const response = await create({ targetUrl: 'https://Example.com/menu' })
      const body = expectContract<QrCodeResponse>('createQrCode', response)
      expect(response.statusCode).toBe(201)
      expect(body).toEqual({
        success: true,
        shortId: expect.stringMatching(/^[0-9A-Za-z]{8}$/),
        qrCodeUrl: `${SITE}/${body.shortId}`,
        editUrl: `${SITE}/qrcode/edit/${body.shortId}`,
        targetUrl: 'https://example.com/menu',
        views: 0,
        qrCodeOptions: {
          width: 300,
          height: 300,
          dotsOptions: { type: 'square', color: '#000000' },
          backgroundOptions: { color: '#ffffff' },
          cornersSquareOptions: { type: 'square', color: '#000000' },
          cornersDotOptions: { type: 'square', color: '#000000' },
          margin: 0,
          qrOptions: { errorCorrectionLevel: 'Q' },
        },
        createdAt: '2026-11-22T09:30:00.000Z',
        updatedAt: '2026-11-22T09:30:00.000Z',
        expiresAt: null,
        maxScans: null,
        fallbackUrl: null,
        active: true,
        title: null,
        styleId: null,
        scanLimitCounts: 'views',
        tags: [],
        ...NO_ROUTING,
        onTargetFailing: null,
        targetHealth: { status: 'unknown', checkedAt: null },
      })
      expect(response.headers.location).toBe(`${SITE}/api/v1/qrcode/${body.shortId}`)
    })

    it('takes a custom short id and styling', async () => {
      const response = await create({
        targetUrl: 'https://example.com/',
        customShortId: 'Spring-Sale_26',
        qrCodeOptions: { width: 512, dotsOptions: { type: 'rounded', color: '#1A2B3C' } },
      })
      const body = expectContract<QrCodeResponse>('createQrCode', response)
      expect(body.shortId).toBe('Spring-Sale_26')
      expect(body.qrCodeOptions).toEqual({
        width: 512,
        height: 300,
        dotsOptions: { type: 'rounded', color: '#1a2b3c' },
        backgroundOptions: { color: '#ffffff' },
        cornersSquareOptions: { type: 'square', color: '#1a2b3c' },
        cornersDotOptions: { type: 'square', color: '#1a2b3c' },
        margin: 0,
        qrOptions: { errorCorrectionLevel: 'Q' },
      })
    })

    it.each([
      ['missing targetUrl', {}, 'targetUrl', 'targetUrl is required'],
      ['a javascript: target', { targetUrl: 'javascript:alert(1)' }, 'targetUrl', 'http: or https:'],
      ['user-info', { targetUrl: 'https://u:p@example.com/' }, 'targetUrl', 'user credentials'],
      ['a loop to the service', { targetUrl: `${SITE}/abc` }, 'targetUrl', 'own short links'],
      ['a reserved id', { targetUrl: 'https://e.com/', customShortId: 'Admin' }, 'customShortId', 'reserved word'],
      ['a malformed id', { targetUrl: 'https://e.com/', customShortId: 'a b' }, 'customShortId', 'only the characters'],
      ['an unknown field', { targetUrl: 'https://e.com/', views: 5 }, 'views', 'not a known field'],
      [
        'a bad colour',
        { targetUrl: 'https://e.com/', qrCodeOptions: { backgroundOptions: { color: 'white' } } },
        'qrCodeOptions.backgroundOptions.color',
        '#RRGGBB',
      ],
    ])('refuses %s with 400 naming the field', async (_name, body, field, words) => {
      const response = await create(body)
      const error = expectContract<ErrorBody>('createQrCode', response)
      expect(response.statusCode).toBe(400)
      expect(error.error).toBe('INVALID_REQUEST')
      expect(error.message).toContain(words)
      expect(error.details).toContainEqual({ field, message: expect.stringContaining(words) })
      expect(error.requestId).toBe(response.headers['x-request-id'])
    })

    it('says "targetUrl is required", word for word', async () => {
      const error = expectContract<ErrorBody>('createQrCode', await create({}))
      expect(error.message).toBe('targetUrl is required')
    })

    it("answers 409 for a taken id, whoever's it is, and for a deleted one", async () => {
      await create({ targetUrl: 'https://e.com/', customShortId: 'taken' })
      const byBob = await create({ targetUrl: 'https://e.com/', customShortId: 'taken' }, t.bob)
      expect(expectContract<ErrorBody>('createQrCode', byBob)).toMatchObject({
        error: 'CONFLICT',
        message: 'customShortId "taken" is already taken',
      })
      expect(byBob.statusCode).toBe(409)
      await t.app.inject({ method: 'DELETE', url: '/api/v1/qrcode/taken', headers: t.auth(t.alice) })
      const again = await create({ targetUrl: 'https://e.com/', customShortId: 'taken' })
      expect(again.statusCode).toBe(409)
    })

    it('answers 415 for a body that is not JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/qrcode',
        headers: { ...t.auth(t.alice), 'content-type': 'text/plain' },
        payload: 'targetUrl=https://e.com',
      })
      expect(response.statusCode).toBe(415)
      expect(expectContract<ErrorBody>('createQrCode', response).error).toBe('UNSUPPORTED_MEDIA_TYPE')
    })

    it('answers 400 for malformed JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/qrcode',
        headers: { ...t.auth(t.alice), 'content-type': 'application/json' },
        payload: '{"targetUrl": ',
      })
      expect(response.statusCode).toBe(400)
      expect(expectContract<ErrorBody>('createQrCode', response)).toMatchObject({
        error: 'INVALID_REQUEST',
        message: 'The request body is not valid JSON',
      })
    })

    it('answers 413 for a body over 16 KiB, and stores nothing', async () => {
      const response = await create({ targetUrl: `https://e.com/${'a'.repeat(17_000)}` })
      expect(response.statusCode).toBe(413)
      expect(expectContract<ErrorBody>('createQrCode', response).error).toBe('PAYLOAD_TOO_LARGE')
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: t.auth(t.alice) })
      expect(JSON.parse(list.body).pagination.total).toBe(0)
    })
  })

  describe('authentication', () => {
    it.each([
      ['no header', {}],
      ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
      ['a malformed key', { authorization: 'Bearer nope' }],
      ['an unknown key', { authorization: `Bearer dqr_${'x'.repeat(40)}` }],
    ])('answers 401 with WWW-Authenticate for %s', async (_name, headers) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode', headers })
      expect(response.statusCode).toBe(401)
      expect(response.headers['www-authenticate']).toBe('Bearer realm="dynqr"')
      expect(expectContract<ErrorBody>('listQrCodes', response)).toMatchObject({
        error: 'UNAUTHORIZED',
        message: 'Invalid or missing API key',
      })
    })

    it('checks the key before the body', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/qrcode', payload: {} })
      expect(response.statusCode).toBe(401)
    })

    it('refuses a revoked key on its very next request', async () => {
      const issued = await t.keys.issueKey('carol')
      const before = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: t.auth(issued.key) })
      expect(before.statusCode).toBe(200)
      await t.keys.revoke(issued.record.id)
      const after = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: t.auth(issued.key) })
      expect(after.statusCode).toBe(401)
    })

    it('records when a key was last used, off the request path, by the time the app closes', async () => {
      await t.app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: t.auth(t.alice) })
      const alice = (await t.store.accounts.findByName('alice'))?.id
      expect((await t.store.apiKeys.list(alice))[0]?.lastUsedAt).toBeNull()
      await t.app.close()
      expect((await t.store.apiKeys.list(alice))[0]?.lastUsedAt).toBe(clock)
    })
  })

  describe('GET /qrcode/{shortId}', () => {
    it('answers the code (200)', async () => {
      const created = JSON.parse((await create({ targetUrl: 'https://e.com/', customShortId: 'mine' })).body)
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode/mine', headers: t.auth(t.alice) })
      expect(response.statusCode).toBe(200)
      expect(expectContract('getQrCode', response)).toEqual(created)
    })

    it.each([
      ['an unknown id', 'nothing-here'],
      ['a malformed id', 'a%20b'],
    ])('answers 404 "QR code not found" for %s', async (_name, id) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/qrcode/${id}`, headers: t.auth(t.alice) })
      expect(response.statusCode).toBe(404)
      expect(expectContract<ErrorBody>('getQrCode', response)).toMatchObject({
        error: 'NOT_FOUND',
        message: 'QR code not found',
      })
    })

    it("answers another account's code exactly like a missing one, for every method", async () => {
      await create({ targetUrl: 'https://e.com/', customShortId: 'alices' })
      const missing = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode/nobodys', headers: t.auth(t.bob) })
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', { targetUrl: 'https://evil.example/' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await t.app.inject({
          method,
          url: '/api/v1/qrcode/alices',
          headers: t.auth(t.bob),
          ...(payload && { payload }),
        })
        expect(response.statusCode, method).toBe(404)
        const { requestId: _a, ...body } = JSON.parse(response.body)
        const { requestId: _b, ...expected } = JSON.parse(missing.body)
        expect(body).toEqual(expected)
      }
      const still = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode/alices', headers: t.auth(t.alice) })
      expect(JSON.parse(still.body).targetUrl).toBe('https://e.com/')
    })
  })

  describe('PUT /qrcode/{shortId}', () => {
    const put = (id: string, body: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/qrcode/${id}`, headers: t.auth(t.alice), payload: body as object })

    beforeEach(async () => {
      await create({
        targetUrl: 'https://e.com/',
        customShortId: 'edit-me',
        qrCodeOptions: { width: 400, dotsOptions: { type: 'dots' } },
      })
      clock += 60_000
    })

    it('changes the target only, keeping the styling (200)', async () => {
      const body = expectContract<QrCode>('updateQrCode', await put('edit-me', { targetUrl: 'https://e.com/new' }))
      expect(body).toMatchObject({
        targetUrl: 'https://e.com/new',
        qrCodeOptions: { width: 400, dotsOptions: { type: 'dots' } },
        createdAt: '2026-11-22T09:30:00.000Z',
        updatedAt: '2026-11-22T09:31:00.000Z',
      })
    })

    it('replaces the styling as a whole', async () => {
      const body = expectContract<QrCode>('updateQrCode', await put('edit-me', { qrCodeOptions: { height: 500 } }))
      expect(body.qrCodeOptions).toEqual({
        width: 300,
        height: 500,
        dotsOptions: { type: 'square', color: '#000000' },
        backgroundOptions: { color: '#ffffff' },
        cornersSquareOptions: { type: 'square', color: '#000000' },
        cornersDotOptions: { type: 'square', color: '#000000' },
        margin: 0,
        qrOptions: { errorCorrectionLevel: 'Q' },
      })
    })

    it('does not move updatedAt when nothing changes', async () => {
      for (const payload of [{}, { targetUrl: 'https://E.com/' }]) {
        const body = expectContract<QrCode>('updateQrCode', await put('edit-me', payload))
        expect(body.updatedAt).toBe('2026-11-22T09:30:00.000Z')
      }
    })

    it.each([
      [{ views: 10 }, 'views'],
      [{ shortId: 'other' }, 'shortId'],
      [{ createdAt: '2020-01-01T00:00:00.000Z' }, 'createdAt'],
      [{ targetUrl: 'data:text/html,hi' }, 'targetUrl'],
      [{ qrCodeOptions: { width: 5000 } }, 'qrCodeOptions.width'],
    ])('refuses %o with 400 naming %s, changing nothing', async (payload, field) => {
      const response = await put('edit-me', payload)
      expect(response.statusCode).toBe(400)
      expect(expectContract<ErrorBody>('updateQrCode', response).details?.[0]?.field).toBe(field)
      const stored = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode/edit-me', headers: t.auth(t.alice) })
      expect(JSON.parse(stored.body).updatedAt).toBe('2026-11-22T09:30:00.000Z')
    })

    it('answers 404 for an unknown code', async () => {
      const response = await put('nope-nope', { targetUrl: 'https://e.com/' })
      expect(response.statusCode).toBe(404)
      expectContract('updateQrCode', response)
    })
  })

  describe('DELETE /qrcode/{shortId}', () => {
    it('deletes (204, empty), then answers 404', async () => {
      await create({ targetUrl: 'https://e.com/', customShortId: 'bye' })
      const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/qrcode/bye', headers: t.auth(t.alice) })
      expect(response.statusCode).toBe(204)
      expect(response.body).toBe('')
      expectContract('deleteQrCode', response)
      const again = await t.app.inject({ method: 'DELETE', url: '/api/v1/qrcode/bye', headers: t.auth(t.alice) })
      expect(again.statusCode).toBe(404)
      expectContract('deleteQrCode', again)
      const get = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode/bye', headers: t.auth(t.alice) })
      expect(get.statusCode).toBe(404)
    })
  })

  describe('GET /qrcode', () => {
    const list = (query: string, key = t.alice) =>
      t.app.inject({ method: 'GET', url: `/api/v1/qrcode${query}`, headers: t.auth(key) })

    beforeEach(async () => {
      for (let i = 0; i < 25; i += 1) {
        clock += 1_000
        await create({ targetUrl: `https://e.com/${i}`, customShortId: `code-${String(i).padStart(2, '0')}` })
      }
      await create({ targetUrl: 'https://e.com/bob' }, t.bob)
    })

    it('answers the first 20, newest first, by default', async () => {
      const body = expectContract<QrCodeList>('listQrCodes', await list(''))
      expect(body.data).toHaveLength(20)
      expect(body.data[0]?.shortId).toBe('code-24')
      expect(body.pagination).toEqual({ total: 25, limit: 20, offset: 0, hasMore: true })
    })

    it('walks every page once, with only the caller’s codes', async () => {
      const seen: string[] = []
      let offset = 0
      for (;;) {
        const body = expectContract<QrCodeList>(
          'listQrCodes',
          await list(`?limit=7&offset=${offset}&sort=createdAt&order=asc`),
        )
        seen.push(...body.data.map((c) => c.shortId))
        if (!body.pagination.hasMore) break
        offset += 7
      }
      expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `code-${String(i).padStart(2, '0')}`))
    })

    it('sorts by views with ties by shortId', async () => {
      const body = expectContract<QrCodeList>('listQrCodes', await list('?sort=views&order=desc&limit=3'))
      expect(body.data.map((c) => c.shortId)).toEqual(['code-24', 'code-23', 'code-22'])
    })

    it.each([
      ['?limit=101', 'limit'],
      ['?limit=0', 'limit'],
      ['?limit=abc', 'limit'],
      ['?offset=-1', 'offset'],
      ['?sort=name', 'sort'],
      ['?order=sideways', 'order'],
      ['?limt=5', 'limt'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const response = await list(query)
      expect(response.statusCode).toBe(400)
      expect(expectContract<ErrorBody>('listQrCodes', response).details?.[0]?.field).toBe(field)
    })
  })

  describe('everything else', () => {
    it('answers unknown API routes with a JSON 404', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing', headers: t.auth(t.alice) })
      expect(response.statusCode).toBe(404)
      expect(JSON.parse(response.body)).toMatchObject({ error: 'NOT_FOUND' })
    })

    it('echoes a well-formed x-request-id and replaces a malformed one', async () => {
      const echoed = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-42' } })
      expect(echoed.headers['x-request-id']).toBe('trace-42')
      const replaced = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\n' } })
      expect(replaced.headers['x-request-id']).not.toBe('bad id\n')
    })

    it('answers the probes', async () => {
      expect(JSON.parse((await t.app.inject({ method: 'GET', url: '/healthz' })).body)).toEqual({ status: 'ok' })
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
      expect(JSON.parse(ready.body)).toEqual({ status: 'ok', store: engine.name })
    })

    it('serves the contract as JSON', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/openapi.json' })
      expect(JSON.parse(response.body).info.title).toContain('dynqr')
    })
  })
})
