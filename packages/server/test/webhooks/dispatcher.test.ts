import { verifyWebhook } from '@dynqr/sdk/webhooks'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectContract } from '../helpers/contract.js'
import { ENGINES } from '../helpers/engines.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import {
  fastWebhookSettings,
  independentlyVerified,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../helpers/webhook-receiver.js'

const ALL_EVENTS = ['qrcode.created', 'qrcode.updated', 'qrcode.deleted', 'qrcode.deactivated']
const WAIT = { timeout: 10_000, interval: 20 }

describe.each(ENGINES)('webhook delivery on $name', (engine) => {
  let t: TestApp
  let receiver: WebhookReceiver

  beforeEach(async () => {
    receiver = await startWebhookReceiver()
    t = await startTestApp(engine, undefined, { webhooks: fastWebhookSettings() })
    await t.app.ready()
  })
  afterEach(async () => {
    await t.close()
    await receiver.close()
  })

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, key = t.alice) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(key), ...(payload && { payload }) })

  async function register(events = ALL_EVENTS) {
    const response = await api('POST', '/webhooks', { url: receiver.url, events, description: 'test' })
    expect(response.statusCode).toBe(201)
    return expectContract<{ id: string; secret: string }>('createWebhook', response)
  }

  it('sends one signed event per change, verifying with the SDK and independently', async () => {
    const { id, secret } = await register()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'hooked' })
    await api('PUT', '/qrcode/hooked', { targetUrl: 'https://example.com/a' }) // no change: no event
    await api('PUT', '/qrcode/hooked', { targetUrl: 'https://example.com/b' })
    await api('DELETE', '/qrcode/hooked')
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/bob' }, t.bob) // another account

    await vi.waitFor(() => expect(receiver.eventIds()).toHaveLength(3), WAIT)
    const events = []
    for (const received of receiver.received) {
      expect(independentlyVerified(received, secret)).toBe(true)
      const event = await verifyWebhook(received.body, received.headers as Record<string, string>, secret)
      expect(event.id).toBe(received.headers['webhook-id'])
      events.push(event)
    }
    expect(events.map((e) => [e.type, e.data.shortId, e.data.targetUrl])).toEqual([
      ['qrcode.created', 'hooked', 'https://example.com/a'],
      ['qrcode.updated', 'hooked', 'https://example.com/b'],
      ['qrcode.deleted', 'hooked', 'https://example.com/b'],
    ])
    expect(events[0]?.data.qrCodeUrl).toBe('https://qr.example/hooked')
    // A wrong secret or a changed body does not verify.
    const [first] = receiver.received
    if (!first) throw new Error('received')
    await expect(verifyWebhook(first.body, first.headers as Record<string, string>, 'whsec_AAAA')).rejects.toThrow(
      /No webhook-signature matches/,
    )
    expect(independentlyVerified({ ...first, body: `${first.body} ` }, secret)).toBe(false)

    await vi.waitFor(async () => {
      const list = expectContract<{ data: { status: string; attempts: number }[] }>(
        'listWebhookDeliveries',
        await api('GET', `/webhooks/${id}/deliveries`),
      )
      expect(list.data.map((d) => [d.status, d.attempts])).toEqual([
        ['delivered', 1],
        ['delivered', 1],
        ['delivered', 1],
      ])
    }, WAIT)
  })

  it('retries a receiver that answers 500 for a while, with the same webhook-id, until it gets the event', async () => {
    receiver.answer = (n) => (n < 3 ? 500 : 200)
    const { id } = await register(['qrcode.created'])
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/retry' })
    await vi.waitFor(() => expect(receiver.received).toHaveLength(4), WAIT)
    expect(receiver.eventIds()).toHaveLength(1)
    await vi.waitFor(async () => {
      const list = expectContract<{ data: object[] }>(
        'listWebhookDeliveries',
        await api('GET', `/webhooks/${id}/deliveries`),
      )
      expect(list.data).toEqual([
        expect.objectContaining({ status: 'delivered', attempts: 4, lastStatus: 200, nextAttemptAt: null }),
      ])
    }, WAIT)
  })

  it('lists endpoints without secrets, per account, and deletes them', async () => {
    const { id } = await register(['qrcode.deleted'])
    const list = expectContract<{ data: Record<string, unknown>[] }>('listWebhooks', await api('GET', '/webhooks'))
    expect(list.data).toEqual([
      {
        id,
        url: receiver.url,
        events: ['qrcode.deleted'],
        description: 'test',
        createdAt: expect.any(String),
        disabledAt: null,
      },
    ])
    expect((await api('GET', '/webhooks', undefined, t.bob)).json().data).toEqual([])
    const foreign = await api('DELETE', `/webhooks/${id}`, undefined, t.bob)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe('Webhook not found')
    expect((await api('GET', `/webhooks/${id}/deliveries`, undefined, t.bob)).statusCode).toBe(404)
    // A key without keys:manage may not see or change endpoints.
    const writer = (await t.keys.issueKey('alice', { name: 'writer', scopes: ['qrcodes:write'] })).key
    const forbidden = await api('GET', '/webhooks', undefined, writer)
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json().message).toBe('This API key lacks the scope keys:manage')
    expect((await api('DELETE', `/webhooks/${id}`, undefined, writer)).statusCode).toBe(403)
    expect((await api('DELETE', `/webhooks/${id}`)).statusCode).toBe(204)
    expect((await api('GET', '/webhooks')).json().data).toEqual([])
  })
})
