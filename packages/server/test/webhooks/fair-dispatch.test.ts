import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ENDPOINT_CONCURRENCY, MAX_ACCOUNT_IN_FLIGHT } from '../../src/webhooks/dispatcher.js'
import { ENGINES } from '../helpers/engines.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { fastWebhookSettings, startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js'

/** Bounds for polling, not durations asserted: well under the tarpit's attempt timeout. */
const WAIT = { timeout: 15_000, interval: 20 }

/** Issue #27: one tenant's slow receiver delays only its own deliveries. */
describe.each(ENGINES)('fair webhook dispatch on $name', (engine) => {
  let t: TestApp
  let tarpit: WebhookReceiver
  let fast: WebhookReceiver

  beforeEach(async () => {
    tarpit = await startWebhookReceiver()
    tarpit.answer = () => null // accepts the connection and never answers
    fast = await startWebhookReceiver()
    // Each attempt on the tarpit holds for a minute: longer than this test waits for anything.
    t = await startTestApp(engine, undefined, { webhooks: fastWebhookSettings({ timeoutMs: 60_000 }) })
    await t.app.ready()
  })
  afterEach(async () => {
    // The tarpit first: dropping its held answers ends the attempts, so the app can close.
    await tarpit.close()
    await t.close()
    await fast.close()
  })

  const api = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(key), ...(payload && { payload }) })

  it("delivers another account's events while a tarpit holds a backlog of older ones", async () => {
    expect((await api('POST', '/webhooks', t.alice, { url: tarpit.url, events: ['qrcode.created'] })).statusCode).toBe(
      201,
    )
    expect((await api('POST', '/webhooks', t.bob, { url: fast.url, events: ['qrcode.created'] })).statusCode).toBe(201)
    // 40 events for the tarpit, all older than bob's: more than a whole claim of the oldest due.
    const items = Array.from({ length: 40 }, (_, i) => ({ targetUrl: `https://example.com/slow/${i}` }))
    expect((await api('POST', '/qrcode/bulk', t.alice, { items })).statusCode).toBe(200)
    await vi.waitFor(() => expect(tarpit.received.length).toBeGreaterThan(0), WAIT)

    for (let i = 0; i < 3; i += 1) {
      expect((await api('POST', '/qrcode', t.bob, { targetUrl: `https://example.com/fast/${i}` })).statusCode).toBe(201)
    }
    await vi.waitFor(() => expect(fast.eventIds()).toHaveLength(3), WAIT)
    // Meanwhile the tarpit holds at most its own endpoint's share, none of it answered.
    expect(tarpit.received.length).toBeLessThanOrEqual(ENDPOINT_CONCURRENCY)
    const [hook] = (await api('GET', '/webhooks', t.alice)).json().data as { id: string }[]
    const deliveries = (await api('GET', `/webhooks/${hook?.id}/deliveries`, t.alice)).json().data as {
      status: string
    }[]
    expect(deliveries.filter((d) => d.status === 'pending')).toHaveLength(40)
  })

  it("delivers another account's event while one account holds a backlog over 20 tarpit endpoints", async () => {
    // Review #7: 20 endpoints × 2 attempts each would be 40 slots, more than the dispatcher's
    // 32; a per-account share keeps some free, and freed slots go to the account with fewest.
    for (let i = 0; i < 20; i += 1) {
      const created = await api('POST', '/webhooks', t.alice, { url: `${tarpit.url}/${i}`, events: ['qrcode.created'] })
      expect(created.statusCode).toBe(201)
    }
    expect((await api('POST', '/webhooks', t.bob, { url: fast.url, events: ['qrcode.created'] })).statusCode).toBe(201)
    const items = Array.from({ length: 5 }, (_, i) => ({ targetUrl: `https://example.com/slow/${i}` }))
    expect((await api('POST', '/qrcode/bulk', t.alice, { items })).statusCode).toBe(200)
    // The tarpit holds what it was given (100 deliveries due, older than bob's).
    await vi.waitFor(() => expect(tarpit.received.length).toBeGreaterThanOrEqual(MAX_ACCOUNT_IN_FLIGHT), WAIT)

    expect((await api('POST', '/qrcode', t.bob, { targetUrl: 'https://example.com/fast/0' })).statusCode).toBe(201)
    await vi.waitFor(() => expect(fast.eventIds()).toHaveLength(1), WAIT)
    // Alice's attempts in flight never went past her share.
    expect(tarpit.received.length).toBe(MAX_ACCOUNT_IN_FLIGHT)
  })
})
