import { ApiKeyService, composeApp, createMemoryStore } from '@dynqr/server'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConflictError, Dynqr, InvalidRequestError, NotFoundError } from '../src/index.js'

const NAVY = { dotsOptions: { type: 'rounded' as const, color: '#1a2b3c' } }
const GREEN = { dotsOptions: { type: 'rounded' as const, color: '#0b4f2e' } }

describe('dynqr.styles against the reference server', () => {
  let app: FastifyInstance
  let dynqr: Dynqr

  beforeAll(async () => {
    const store = createMemoryStore()
    const apiKey = (await new ApiKeyService(store).issueKey('sdk')).key
    app = await composeApp({ store, publicUrl: 'http://127.0.0.1:1' })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    dynqr = new Dynqr({ apiKey, baseUrl: `${address}/api/v1` })
  })
  afterAll(async () => {
    await app.close()
  })

  it('creates, reads, pages through, replaces and deletes templates; a code follows its template', async () => {
    const style = await dynqr.styles.create({ name: 'Spring campaign', qrCodeOptions: NAVY })
    expect(style.id).toMatch(/^sty_[0-9a-f]{16}$/)
    expect(style).not.toHaveProperty('success')
    expect(await dynqr.styles.get(style.id)).toEqual(style)
    await dynqr.styles.create({ name: 'Summer', qrCodeOptions: GREEN })
    await dynqr.styles.create({ name: 'Autumn', qrCodeOptions: NAVY })
    const first = await dynqr.styles.list({ limit: 2 })
    expect(first.data.map((s) => s.name)).toEqual(['Spring campaign', 'Summer'])
    expect(first.hasNextPage()).toBe(true)
    const names: string[] = []
    for await (const each of dynqr.styles.list({ limit: 2 })) names.push(each.name)
    expect(names).toEqual(['Spring campaign', 'Summer', 'Autumn'])

    const code = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/', styleId: style.id })
    expect(code.styleId).toBe(style.id)
    await dynqr.styles.update(style.id, { name: 'Spring campaign', qrCodeOptions: GREEN })
    expect((await dynqr.qrcodes.get(code.shortId)).qrCodeOptions.dotsOptions.color).toBe('#0b4f2e')

    await expect(dynqr.styles.delete(style.id)).rejects.toBeInstanceOf(ConflictError)
    expect((await dynqr.qrcodes.update(code.shortId, { styleId: null })).styleId).toBeNull()
    await dynqr.styles.delete(style.id)
    await expect(dynqr.styles.get(style.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('surfaces styleId with qrCodeOptions as an InvalidRequestError naming styleId', async () => {
    const style = await dynqr.styles.create({ name: 'Both', qrCodeOptions: NAVY })
    const refused = dynqr.qrcodes.create({ targetUrl: 'https://example.com/', styleId: style.id, qrCodeOptions: GREEN })
    await expect(refused).rejects.toBeInstanceOf(InvalidRequestError)
    await expect(refused).rejects.toMatchObject({ details: [{ field: 'styleId' }] })
  })
})
