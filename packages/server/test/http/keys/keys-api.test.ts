import type { ApiKey, ApiKeyList, CreatedApiKeyResponse, ErrorBody } from '@dynqr/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

const DAY = 86_400_000

describe.each(ENGINES)('the keys API and scopes on $name', (engine) => {
  let t: TestApp
  let clock: number
  beforeEach(async () => {
    clock = Date.parse('2026-11-22T09:30:00.000Z')
    t = await startTestApp(engine, () => clock)
  })
  afterEach(async () => {
    await t.close()
  })

  const call = (key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(key), ...(payload && { payload }) })
  const createKey = async (body: object, key = t.alice) => {
    const response = await call(key, 'POST', '/keys', body)
    return { response, body: expectContract<CreatedApiKeyResponse>('createApiKey', response) }
  }
  const listKeys = async (key = t.alice) => expectContract<ApiKeyList>('listApiKeys', await call(key, 'GET', '/keys'))

  it('gives the first key of an account every scope', async () => {
    const [first] = (await listKeys()).data
    expect(first?.scopes).toEqual(['qrcodes:read', 'qrcodes:write', 'keys:manage'])
    expect(first?.prefix).toMatch(/^[0-9A-Za-z]{8}$/)
    expect(t.alice.slice(4, 12)).toBe(first?.prefix)
  })

  it('creates a key shown once, lists it newest first without the secret, defaulting to qrcodes:write', async () => {
    clock += 1_000
    const { response, body } = await createKey({ name: 'Shop backend' })
    expect(response.statusCode).toBe(201)
    expect(body).toEqual({
      success: true,
      id: expect.stringMatching(/^key_[0-9A-Za-z]{12}$/),
      name: 'Shop backend',
      prefix: body.key.slice(4, 12),
      scopes: ['qrcodes:write'],
      createdAt: '2026-11-22T09:30:01.000Z',
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
      key: expect.stringMatching(/^dqr_[0-9A-Za-z]{40}$/),
    })
    const list = await listKeys()
    expect(list.data.map((k) => k.name)).toEqual(['Shop backend', null])
    expect(JSON.stringify(list)).not.toContain(body.key)
    for (const key of list.data) expect(Object.keys(key).sort()).toEqual(Object.keys(list.data[0] as ApiKey).sort())
  })

  it('answers a read-only key 403 naming the scope on every write, and 200 on reads', async () => {
    const code = JSON.parse(
      (await call(t.alice, 'POST', '/qrcode', { targetUrl: 'https://e.com/', customShortId: 'shared' })).body,
    )
    const { body: readOnly } = await createKey({ name: 'reader', scopes: ['qrcodes:read'] })
    const writes = [
      await call(readOnly.key, 'POST', '/qrcode', { targetUrl: 'https://e.com/' }),
      // Refused before the body is looked at: no scope, no validation error.
      await call(readOnly.key, 'POST', '/qrcode', { nonsense: true }),
      await call(readOnly.key, 'PUT', '/qrcode/shared', { targetUrl: 'https://e.com/2' }),
      await call(readOnly.key, 'DELETE', '/qrcode/shared'),
    ]
    for (const response of writes) {
      expect(response.statusCode).toBe(403)
      expect(JSON.parse(response.body)).toMatchObject({
        error: 'FORBIDDEN',
        message: 'This API key lacks the scope qrcodes:write',
      })
    }
    expectContract('createQrCode', writes[0] as never)
    expect((await call(readOnly.key, 'GET', '/qrcode/shared')).statusCode).toBe(200)
    expect((await call(readOnly.key, 'GET', '/qrcode')).statusCode).toBe(200)
    expect((await call(readOnly.key, 'GET', '/qrcode/shared/image')).statusCode).toBe(200)
    const keys = await call(readOnly.key, 'GET', '/keys')
    expect(keys.statusCode).toBe(403)
    expect(JSON.parse(keys.body).message).toBe('This API key lacks the scope keys:manage')
    expect(JSON.parse((await call(t.alice, 'GET', '/qrcode/shared')).body).targetUrl).toBe(code.targetUrl)
  })

  it('lets a qrcodes:write key read and write codes but not manage keys', async () => {
    const { body: writer } = await createKey({ name: 'writer' })
    expect((await call(writer.key, 'POST', '/qrcode', { targetUrl: 'https://e.com/' })).statusCode).toBe(201)
    expect((await call(writer.key, 'GET', '/qrcode')).statusCode).toBe(200)
    expect((await call(writer.key, 'POST', '/keys', { name: 'escalate', scopes: ['keys:manage'] })).statusCode).toBe(
      403,
    )
  })

  it('lets a key mint only keys whose scopes it holds itself: 403 naming the scope it lacks', async () => {
    // Review #18: keys:manage alone must not be a way to every scope.
    const manager = (await createKey({ name: 'manager', scopes: ['keys:manage'] })).body.key
    const refused = await call(manager, 'POST', '/keys', { name: 'escalate', scopes: ['qrcodes:write'] })
    expect(refused.statusCode).toBe(403)
    expect(expectContract<ErrorBody>('createApiKey', refused)).toMatchObject({
      error: 'FORBIDDEN',
      message: 'This API key lacks the scope qrcodes:write',
    })
    // The default scope (qrcodes:write) is a scope like any other.
    expect((await call(manager, 'POST', '/keys', { name: 'default' })).statusCode).toBe(403)
    expect((await call(manager, 'POST', '/keys', { name: 'peer', scopes: ['keys:manage'] })).statusCode).toBe(201)
    // qrcodes:write includes qrcodes:read: a key holding both write and keys:manage may mint read keys.
    const writer = (await createKey({ name: 'writer', scopes: ['qrcodes:write', 'keys:manage'] })).body.key
    expect((await call(writer, 'POST', '/keys', { name: 'reader', scopes: ['qrcodes:read'] })).statusCode).toBe(201)
    expect((await call(writer, 'POST', '/keys', { name: 'w', scopes: ['qrcodes:write'] })).statusCode).toBe(201)
    expect(await listKeys()).toMatchObject({ success: true })
    expect((await listKeys()).data.filter((k) => k.name === 'escalate' || k.name === 'default')).toEqual([])
  })

  it('revokes a key: 401 on its very next request, 404 on a second revoke, and last use shown', async () => {
    const { body: reader } = await createKey({ name: 'reader', scopes: ['qrcodes:read'] })
    expect((await call(reader.key, 'GET', '/qrcode')).statusCode).toBe(200)
    expect((await listKeys()).data.find((k) => k.id === reader.id)?.lastUsedAt).toBe('2026-11-22T09:30:00.000Z')
    const revoked = await call(t.alice, 'DELETE', `/keys/${reader.id}`)
    expect(revoked.statusCode).toBe(204)
    expectContract('revokeApiKey', revoked)
    expect((await call(reader.key, 'GET', '/qrcode')).statusCode).toBe(401)
    const again = await call(t.alice, 'DELETE', `/keys/${reader.id}`)
    expect(again.statusCode).toBe(404)
    expect(expectContract<ErrorBody>('revokeApiKey', again).message).toBe('API key not found')
    expect((await listKeys()).data.find((k) => k.id === reader.id)?.revokedAt).toBe('2026-11-22T09:30:00.000Z')
  })

  it("answers another account's key id 404 and leaves that key working", async () => {
    const bobKeys = await listKeys(t.bob)
    const bobKey = bobKeys.data[0] as ApiKey
    const response = await call(t.alice, 'DELETE', `/keys/${bobKey.id}`)
    expect(response.statusCode).toBe(404)
    expect(JSON.parse(response.body).message).toBe('API key not found')
    expect((await call(t.bob, 'GET', '/qrcode')).statusCode).toBe(200)
    expect((await listKeys()).data.map((k) => k.id)).not.toContain(bobKey.id)
    for (const id of ['nope', 'key_000000000000', `${'k'.repeat(65)}`]) {
      const unknown = await call(t.alice, 'DELETE', `/keys/${id}`)
      expect(unknown.statusCode).toBe(404)
      expect(expectContract<ErrorBody>('revokeApiKey', unknown).message).toBe('API key not found')
    }
  })

  it('lets a key revoke itself; that request is its last', async () => {
    const self = (await listKeys()).data[0] as ApiKey
    expect((await call(t.alice, 'DELETE', `/keys/${self.id}`)).statusCode).toBe(204)
    expect((await call(t.alice, 'GET', '/keys')).statusCode).toBe(401)
  })

  it('answers an expired key like an invalid one, from the instant it expires', async () => {
    const expiresAt = new Date(clock + DAY).toISOString()
    const { body } = await createKey({ name: 'temp', scopes: ['qrcodes:read'], expiresAt })
    expect(body.expiresAt).toBe(expiresAt)
    clock += DAY - 1
    expect((await call(body.key, 'GET', '/qrcode')).statusCode).toBe(200)
    clock += 1
    const expired = await call(body.key, 'GET', '/qrcode')
    expect(expired.statusCode).toBe(401)
    expect(JSON.parse(expired.body).message).toBe('Invalid or missing API key')
  })

  it('refuses bad key requests with the field named', async () => {
    const cases: [object, string, string][] = [
      [{}, 'name', 'name is required'],
      [{ name: '' }, 'name', 'name must not be empty'],
      [{ name: 'x', scopes: [] }, 'scopes', 'scopes must have at least 1 item'],
      [
        { name: 'x', scopes: ['admin'] },
        'scopes.0',
        'scopes.0 must be one of: qrcodes:read, qrcodes:write, keys:manage',
      ],
      [{ name: 'x', scopes: ['qrcodes:read', 'qrcodes:read'] }, 'scopes', 'scopes must not repeat an item'],
      [
        { name: 'x', expiresAt: 'tomorrow' },
        'expiresAt',
        'expiresAt must be a date and time in ISO 8601 form, such as 2027-01-31T00:00:00Z',
      ],
      [{ name: 'x', expiresAt: '2026-11-22T09:29:59.000Z' }, 'expiresAt', 'expiresAt must be in the future'],
      [{ name: 'x', key: 'dqr_mine' }, 'key', 'key is not a known field'],
    ]
    for (const [body, field, message] of cases) {
      const response = await call(t.alice, 'POST', '/keys', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      const error = expectContract<ErrorBody>('createApiKey', response)
      expect(error.details?.[0]?.field, JSON.stringify(body)).toBe(field)
      if (message) expect(error.message).toBe(message)
    }
    expect((await listKeys()).data).toHaveLength(1)
  })
})
