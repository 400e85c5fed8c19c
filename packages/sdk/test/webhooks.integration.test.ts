import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiKeyService, composeApp, createMemoryStore } from '@dynqr/server'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Dynqr, NotFoundError } from '../src/index.js'
import { verifyWebhook } from '../src/verify-webhook.js'

describe('dynqr.webhooks and verifyWebhook against the reference server', () => {
  let app: FastifyInstance
  let receiver: Server
  let hookUrl: string
  const received: { headers: IncomingHttpHeaders; body: string }[] = []
  let dynqr: Dynqr

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        received.push({ headers: request.headers, body })
        response.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
    const store = createMemoryStore()
    const apiKey = (await new ApiKeyService(store).issueKey('sdk')).key
    const webhooks = {
      pollMs: 20,
      timeoutMs: 2_000,
      retryBaseMs: 20,
      retryMaxMs: 40,
      retryWindowMs: 60_000,
      disableAfterMs: 60_000,
      allowPrivate: true,
      retentionMs: 7 * 86_400_000,
    }
    app = await composeApp({ store, publicUrl: 'http://127.0.0.1:1', webhooks })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    dynqr = new Dynqr({ apiKey, baseUrl: `${address}/api/v1` })
  })
  afterAll(async () => {
    await app.close()
    await new Promise((resolve) => receiver.close(resolve))
  })

  it('registers an endpoint, receives a verified event, lists deliveries and deletes it', async () => {
    const hook = await dynqr.webhooks.create({ url: hookUrl, events: ['qrcode.created'], description: 'sdk' })
    expect(hook).toMatchObject({ url: hookUrl, events: ['qrcode.created'], description: 'sdk', disabledAt: null })
    expect(hook).not.toHaveProperty('success')
    expect((await dynqr.webhooks.list()).map((w) => w.id)).toEqual([hook.id])
    expect(await dynqr.webhooks.list()).not.toContainEqual(expect.objectContaining({ secret: expect.anything() }))

    const code = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/sdk-hook' })
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000, interval: 20 })
    const [delivery] = received
    if (!delivery) throw new Error('a delivery arrived')
    const event = await verifyWebhook(delivery.body, delivery.headers as Record<string, string>, hook.secret)
    expect(event).toMatchObject({ type: 'qrcode.created', data: { shortId: code.shortId } })

    await vi.waitFor(async () => {
      expect(await dynqr.webhooks.deliveries(hook.id)).toEqual([
        expect.objectContaining({ eventId: event.id, type: 'qrcode.created', status: 'delivered', attempts: 1 }),
      ])
    })
    await dynqr.webhooks.delete(hook.id)
    await expect(dynqr.webhooks.deliveries(hook.id)).rejects.toThrow(NotFoundError)
  })
})
