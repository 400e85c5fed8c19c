import { ApiKeyService, composeApp, createMemoryStore } from '@dynqr/server'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConflictError, Dynqr, InvalidRequestError, NotFoundError } from '../src/index.js'

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="20" height="10" fill="#8b0000"/></svg>'

describe('dynqr.assets against the reference server', () => {
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

  it('uploads a blob, lists it, reads its bytes back, refuses to delete it while used, then deletes it', async () => {
    const asset = await dynqr.assets.upload(new Blob([SVG], { type: 'image/svg+xml' }))
    expect(asset).toMatchObject({ contentType: 'image/svg+xml', width: 20, height: 10 })
    expect((await dynqr.assets.list()).map((a) => a.id)).toContain(asset.id)
    const image = await dynqr.assets.get(asset.id)
    expect(image.type).toBe('image/svg+xml')
    expect(await image.text()).toContain('<rect')

    const code = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/', qrCodeOptions: { image: asset.id } })
    await expect(dynqr.assets.delete(asset.id)).rejects.toBeInstanceOf(ConflictError)
    await dynqr.qrcodes.delete(code.shortId)
    await dynqr.assets.delete(asset.id)
    await expect(dynqr.assets.get(asset.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('surfaces a refused SVG as a InvalidRequestError', async () => {
    const script = new Blob([SVG.replace('<rect', '<script>alert(1)</script><rect')], { type: 'image/svg+xml' })
    await expect(dynqr.assets.upload(script)).rejects.toBeInstanceOf(InvalidRequestError)
  })
})
