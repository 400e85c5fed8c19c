import { ApiKeyService, composeApp, createMemoryStore } from '@dynqr/server'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Dynqr, ForbiddenError, NotFoundError, UnauthorizedError } from '../src/index.js'

describe('dynqr.keys against the reference server', () => {
  let app: FastifyInstance
  let admin: Dynqr
  let baseUrl: string

  beforeAll(async () => {
    const store = createMemoryStore()
    const apiKey = (await new ApiKeyService(store).issueKey('sdk-keys')).key
    app = await composeApp({ store, publicUrl: 'http://127.0.0.1:1' })
    baseUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1`
    admin = new Dynqr({ apiKey, baseUrl, maxRetries: 0 })
  })
  afterAll(async () => {
    await app.close()
  })

  it('creates a read-only key, sees it used, gets ForbiddenError on writes, and revokes it', async () => {
    const created = await admin.keys.create({ name: 'reader', scopes: ['qrcodes:read'] })
    expect(created).toMatchObject({ name: 'reader', scopes: ['qrcodes:read'], lastUsedAt: null })
    expect(created).not.toHaveProperty('success')
    const reader = new Dynqr({ apiKey: created.key, baseUrl, maxRetries: 0 })
    await reader.qrcodes.list()
    const listed = await admin.keys.list()
    expect(listed.map((k) => k.id)).toContain(created.id)
    expect(listed.find((k) => k.id === created.id)?.lastUsedAt).toEqual(expect.any(String))
    expect(JSON.stringify(listed)).not.toContain(created.key)

    const write = reader.qrcodes.create({ targetUrl: 'https://example.com/' })
    await expect(write).rejects.toBeInstanceOf(ForbiddenError)
    await expect(write).rejects.toMatchObject({ status: 403, message: 'This API key lacks the scope qrcodes:write' })
    await expect(reader.keys.list()).rejects.toBeInstanceOf(ForbiddenError)

    await admin.keys.revoke(created.id)
    await expect(reader.qrcodes.list()).rejects.toBeInstanceOf(UnauthorizedError)
    await expect(admin.keys.revoke(created.id)).rejects.toBeInstanceOf(NotFoundError)
  })
})
