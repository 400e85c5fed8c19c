import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WebhookSettings } from '../../src/webhooks/dispatcher.js'
import { expectContract } from '../helpers/contract.js'
import { ENGINES } from '../helpers/engines.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { fastWebhookSettings, startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js'

const WAIT = { timeout: 10_000, interval: 20 }

type Delivery = { status: string; attempts: number; lastStatus: number | null; lastError: string | null }

describe.each(ENGINES)('webhook failures on $name', (engine) => {
  let t: TestApp | undefined
  let receiver: WebhookReceiver

  beforeEach(async () => {
    receiver = await startWebhookReceiver()
  })
  afterEach(async () => {
    await t?.close()
    await receiver.close()
  })

  async function start(overrides: Partial<WebhookSettings>) {
    const app = await startTestApp(engine, undefined, {
      webhooks: fastWebhookSettings({ retryMaxMs: 40, ...overrides }),
    })
    t = app
    await app.app.ready()
    const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.app.inject({ method, url: `/api/v1${url}`, headers: app.auth(app.alice), ...(payload && { payload }) })
    const hook = await api('POST', '/webhooks', { url: receiver.url, events: ['qrcode.created'] })
    const { id } = hook.json() as { id: string }
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/fail' })
    const deliveries = async () =>
      expectContract<{ data: Delivery[] }>('listWebhookDeliveries', await api('GET', `/webhooks/${id}/deliveries`)).data
    const endpoints = async () => expectContract<{ data: object[] }>('listWebhooks', await api('GET', '/webhooks')).data
    return { deliveries, endpoints }
  }

  it('gives a delivery up once the retry window has passed', async () => {
    receiver.answer = () => 503
    // The window leaves room for several 40 ms retries even on a loaded machine, where the first
    // attempt can come a second after the create (the scan guard's worker pool starting).
    const { deliveries } = await start({ retryWindowMs: 3_000 })
    await vi.waitFor(async () => expect((await deliveries())[0]?.status).toBe('failed'), WAIT)
    const [delivery] = await deliveries()
    expect(delivery).toMatchObject({ lastStatus: 503, lastError: 'the endpoint answered 503', nextAttemptAt: null })
    expect(delivery?.attempts).toBeGreaterThan(1)
    expect(receiver.received).toHaveLength(delivery?.attempts ?? 0)
  })

  it('counts no answer within the timeout as a failed attempt', async () => {
    receiver.answer = (n) => (n === 0 ? null : 204)
    const { deliveries } = await start({ timeoutMs: 150 })
    await vi.waitFor(async () => expect((await deliveries())[0]?.status).toBe('delivered'), WAIT)
    expect(await deliveries()).toEqual([expect.objectContaining({ attempts: 2, lastStatus: 204, lastError: null })])
    expect(receiver.eventIds()).toHaveLength(1)
  })

  it('disables an endpoint that has failed for the whole disable window, with a webhook.disabled note', async () => {
    receiver.answer = () => 500
    const { deliveries, endpoints } = await start({ disableAfterMs: 150 })
    await vi.waitFor(
      async () => expect((await endpoints())[0]).toHaveProperty('disabledReason', 'webhook.disabled'),
      WAIT,
    )
    expect((await endpoints())[0]).toMatchObject({ disabledAt: expect.any(String) })
    expect((await deliveries())[0]).toMatchObject({ status: 'failed', nextAttemptAt: null })
  })
})
