import { connect, createServer, type Socket } from 'node:net'
import { ApiKeyService, composeApp, createMemoryStore } from '@dynqr/server'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ConflictError,
  Dynqr,
  type DynqrApiError,
  DynqrConnectionError,
  InvalidRequestError,
  NotFoundError,
  PreconditionFailedError,
  UnauthorizedError,
} from '../src/index.js'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'

describe('the SDK against the reference server', () => {
  let app: FastifyInstance
  let baseUrl: string
  let apiKey: string

  beforeAll(async () => {
    const store = createMemoryStore()
    apiKey = (await new ApiKeyService(store).issueKey('sdk')).key
    app = await composeApp({ store, publicUrl: 'http://127.0.0.1:1' })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    baseUrl = `${address}/api/v1`
  })
  afterAll(async () => {
    await app.close()
  })

  it('runs the README snippet as written', async () => {
    const dynqr = new Dynqr({ apiKey, baseUrl })
    const code = await dynqr.qrcodes.create({
      targetUrl: 'https://example.com/menu',
      customShortId: 'sdk-menu',
      qrCodeOptions: { dotsOptions: { type: 'rounded', color: '#112233' } },
    })
    expect(code).toMatchObject({ shortId: 'sdk-menu', views: 0, qrCodeUrl: 'http://127.0.0.1:1/sdk-menu' })
    expect(code).not.toHaveProperty('success')
    expect((await dynqr.qrcodes.get('sdk-menu')).targetUrl).toBe('https://example.com/menu')
    const updated = await dynqr.qrcodes.update('sdk-menu', { targetUrl: 'https://example.com/dinner' })
    expect(updated.targetUrl).toBe('https://example.com/dinner')
    expect(updated.qrCodeOptions.dotsOptions).toEqual({ type: 'rounded', color: '#112233' })

    for (let i = 0; i < 7; i += 1) await dynqr.qrcodes.create({ targetUrl: `https://example.com/${i}` })
    const page = await dynqr.qrcodes.list({ limit: 3, offset: 0, sort: 'createdAt', order: 'asc' })
    expect(page.data).toHaveLength(3)
    expect(page.pagination).toEqual({ total: 8, limit: 3, offset: 0, hasMore: true })
    const all: string[] = []
    for await (const c of dynqr.qrcodes.listAll({ sort: 'createdAt', order: 'asc', limit: 3 })) all.push(c.shortId)
    expect(all).toHaveLength(8)
    expect(new Set(all).size).toBe(8)
    expect(all[0]).toBe('sdk-menu')

    const svg = await dynqr.qrcodes.image('sdk-menu')
    expect(svg.type).toMatch(/^image\/svg\+xml/)
    expect(await svg.text()).toMatch(/^<svg /)
    const png = await dynqr.qrcodes.image('sdk-menu', { format: 'png' })
    expect(png.type).toBe('image/png')
    expect(new Uint8Array(await png.arrayBuffer()).subarray(1, 4)).toEqual(new TextEncoder().encode('PNG'))

    await dynqr.qrcodes.delete('sdk-menu')
    await expect(dynqr.qrcodes.get('sdk-menu')).rejects.toBeInstanceOf(NotFoundError)
  })

  it('throws typed errors with the server’s code, message, details and request id', async () => {
    const dynqr = new Dynqr({ apiKey, baseUrl })
    const invalid = (await dynqr.qrcodes
      .create({ targetUrl: 'javascript:alert(1)' })
      .catch((e: unknown) => e)) as InvalidRequestError
    expect(invalid).toBeInstanceOf(InvalidRequestError)
    expect(invalid).toMatchObject({ status: 400, code: 'INVALID_REQUEST' })
    expect(invalid.details[0]?.field).toBe('targetUrl')
    expect(invalid.requestId).toEqual(expect.any(String))

    await dynqr.qrcodes.create({ targetUrl: 'https://e.com/', customShortId: 'dupe' })
    await expect(dynqr.qrcodes.create({ targetUrl: 'https://e.com/', customShortId: 'dupe' })).rejects.toBeInstanceOf(
      ConflictError,
    )
    const missing = (await dynqr.qrcodes.get('nope-nope').catch((e: unknown) => e)) as DynqrApiError
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'QR code not found' })
  })

  it('throws UnauthorizedError for a bad key', async () => {
    const dynqr = new Dynqr({ apiKey: 'dqr_wrong', baseUrl })
    await expect(dynqr.qrcodes.list()).rejects.toMatchObject({
      constructor: UnauthorizedError,
      message: 'Invalid or missing API key',
    })
  })

  it('throws DynqrConnectionError when nothing listens', async () => {
    const dynqr = new Dynqr({ apiKey, baseUrl: 'http://127.0.0.1:9/api/v1', maxRetries: 0 })
    await expect(dynqr.qrcodes.list()).rejects.toBeInstanceOf(DynqrConnectionError)
  })

  it('keeps the raw openapi-fetch client reachable', async () => {
    const dynqr = new Dynqr({ apiKey, baseUrl })
    const { data, response } = await dynqr.raw.GET('/qrcode', { params: { query: { limit: 1 } } })
    expect(response.status).toBe(200)
    expect(data?.success).toBe(true)
  })

  it('sets lifecycle fields, reads stats and bulk-creates', async () => {
    const dynqr = new Dynqr({ apiKey, baseUrl })
    const code = await dynqr.qrcodes.create({
      targetUrl: 'https://example.com/contest',
      customShortId: 'sdk-contest',
      maxScans: 1,
      fallbackUrl: 'https://example.com/closed',
    })
    expect(code).toMatchObject({
      maxScans: 1,
      fallbackUrl: 'https://example.com/closed',
      active: true,
      expiresAt: null,
    })
    const site = baseUrl.replace(/\/api\/v1$/, '')
    const first = await fetch(`${site}/sdk-contest`, { redirect: 'manual', headers: { 'user-agent': PHONE } })
    const second = await fetch(`${site}/sdk-contest`, { redirect: 'manual', headers: { 'user-agent': PHONE } })
    expect([first.headers.get('location'), second.headers.get('location')]).toEqual([
      'https://example.com/contest',
      'https://example.com/closed',
    ])
    const stats = await dynqr.qrcodes.stats('sdk-contest', { interval: 'hour' })
    expect(stats).not.toHaveProperty('success')
    expect(stats.totals).toEqual({ views: 1, botHits: 0, fallbackHits: 1 })
    expect(stats.series).toHaveLength(721)
    await expect(dynqr.qrcodes.stats('sdk-nope')).rejects.toBeInstanceOf(NotFoundError)

    const results = await dynqr.qrcodes.bulkCreate([
      { targetUrl: 'https://example.com/b1' },
      { targetUrl: 'https://example.com/b2', customShortId: 'sdk-contest' },
    ])
    expect(results.map((r) => r.status)).toEqual([201, 409])
    expect(results[0]?.qrCode?.targetUrl).toBe('https://example.com/b1')
  })

  it('changes and deletes many codes at once and exports every code as a stream (issue 31)', async () => {
    const dynqr = new Dynqr({ apiKey, baseUrl })
    for (const id of ['sdk-many-1', 'sdk-many-2'])
      await dynqr.qrcodes.create({ targetUrl: `https://example.com/${id}`, customShortId: id })
    const changed = await dynqr.qrcodes.bulkUpdate([
      { shortId: 'sdk-many-1', active: false, title: 'Paused' },
      { shortId: 'sdk-many-2', targetUrl: 'https://example.com/moved', ifMatch: '"stale"' },
      { shortId: 'sdk-many-none', active: false },
    ])
    expect(
      changed.map((r) => r.status),
      JSON.stringify(changed),
    ).toEqual([200, 412, 404])
    expect(changed[0]?.qrCode).toMatchObject({ active: false, title: 'Paused' })
    const exported: string[] = []
    for await (const code of dynqr.qrcodes.export({ q: 'sdk-many' })) exported.push(code.shortId)
    expect(exported).toEqual(['sdk-many-1', 'sdk-many-2'])
    const inactive: string[] = []
    for await (const code of dynqr.qrcodes.export({ active: false, q: 'sdk-many' })) inactive.push(code.shortId)
    expect(inactive).toEqual(['sdk-many-1'])
    const deleted = await dynqr.qrcodes.bulkDelete(['sdk-many-1', 'sdk-many-2', 'sdk-many-1'])
    expect(deleted.map((r) => [r.shortId, r.status])).toEqual([
      ['sdk-many-1', 204],
      ['sdk-many-2', 204],
      ['sdk-many-1', 404],
    ])
    for await (const _ of dynqr.qrcodes.export({ q: 'sdk-many' })) expect.fail('every code was deleted')
  })

  it('updates only the version it read: a stale ifMatch is a PreconditionFailedError and changes nothing', async () => {
    const dynqr = new Dynqr({ apiKey, baseUrl })
    await dynqr.qrcodes.create({ targetUrl: 'https://example.com/v1', customShortId: 'sdk-etag' })
    const { etag } = await dynqr.qrcodes.get('sdk-etag').withResponse()
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    const first = await dynqr.qrcodes
      .update('sdk-etag', { targetUrl: 'https://example.com/v2' }, { ifMatch: etag })
      .withResponse()
    expect(first.etag).not.toBe(etag)
    const stale = dynqr.qrcodes.update('sdk-etag', { targetUrl: 'https://example.com/v3' }, { ifMatch: etag })
    await expect(stale).rejects.toBeInstanceOf(PreconditionFailedError)
    expect((await dynqr.qrcodes.get('sdk-etag')).targetUrl).toBe('https://example.com/v2')
  })

  it('retries a create whose answer was lost with the connection, and the server stores one code', async () => {
    // A proxy that forwards everything but cuts the connection as the first 201 comes back:
    // the server has created the code, the client never hears of it.
    const upstream = new URL(baseUrl)
    let dropped = false
    const sockets = new Set<Socket>()
    const proxy = createServer((client: Socket) => {
      const server = connect(Number(upstream.port), upstream.hostname)
      sockets.add(client).add(server)
      client.pipe(server)
      server.on('data', (chunk: Buffer) => {
        if (!dropped && chunk.toString('latin1').startsWith('HTTP/1.1 201')) {
          dropped = true
          client.destroy()
          server.destroy()
          return
        }
        client.write(chunk)
      })
      server.on('close', () => client.destroy())
      client.on('error', () => server.destroy())
      server.on('error', () => client.destroy())
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const port = (proxy.address() as { port: number }).port
    try {
      const dynqr = new Dynqr({ apiKey, baseUrl: `http://127.0.0.1:${port}/api/v1` })
      const before = (await dynqr.qrcodes.list({ limit: 1 })).pagination.total
      const code = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/lost-answer' })
      expect(dropped).toBe(true)
      const after = await dynqr.qrcodes.list({ limit: 100, sort: 'createdAt', order: 'desc' })
      expect(after.pagination.total).toBe(before + 1)
      expect(after.data.filter((c) => c.targetUrl === 'https://example.com/lost-answer').map((c) => c.shortId)).toEqual(
        [code.shortId],
      )
    } finally {
      // Keep-alive connections would hold close() open.
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => proxy.close(resolve))
    }
  })
})
