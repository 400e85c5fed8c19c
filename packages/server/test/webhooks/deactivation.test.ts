import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { composeApp } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import {
  fastWebhookSettings,
  independentlyVerified,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../helpers/webhook-receiver.js'

const WAIT = { timeout: 10_000, interval: 20 }
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'

interface Event {
  id: string
  type: string
  data: { shortId: string; active: boolean; views: number; expiresAt: string | null }
}

/**
 * qrcode.deactivated (issue #20): when the view that reaches maxScans is counted, when an update
 * switches a code off, and when an expiry passes — found by the dispatcher's sweep, so it is sent
 * even if the code is never scanned again. Each exactly once, in the commit of the change.
 */
describe.each(ENGINES)('qrcode.deactivated on $name', (engine) => {
  let t: TestApp
  let receiver: WebhookReceiver
  let clock = Date.now()
  const cleanups: (() => Promise<unknown>)[] = []

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  async function start() {
    clock = Date.now()
    receiver = await startWebhookReceiver()
    t = await startTestApp(engine, () => clock, { webhooks: fastWebhookSettings() })
    await t.app.ready()
    cleanups.push(
      () => receiver.close(),
      () => t.close(),
    )
    const response = await api('POST', '/webhooks', { url: receiver.url, events: ['qrcode.deactivated'] })
    return JSON.parse(response.body) as { id: string; secret: string }
  }
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(t.alice), ...(payload && { payload }) })
  const events = (secret: string): Event[] =>
    receiver.received
      .filter((r) => independentlyVerified(r, secret))
      .map((r) => JSON.parse(r.body) as Event)
      .filter((e, i, all) => all.findIndex((o) => o.id === e.id) === i)

  it('is sent once when the view that reaches maxScans is counted, however many scans race for it', async () => {
    const { secret } = await start()
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'limited', maxScans: 50 })
    const scans = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({ method: 'GET', url: '/limited', headers: { 'user-agent': PHONE } }),
      ),
    )
    expect(scans.filter((s) => s.headers.location === 'https://example.com/a')).toHaveLength(50)
    await vi.waitFor(() => expect(events(secret)).toHaveLength(1), WAIT)
    expect(events(secret)[0]).toMatchObject({ type: 'qrcode.deactivated', data: { shortId: 'limited', views: 50 } })
    // More scans of an exhausted code deactivate nothing.
    await t.app.inject({ method: 'GET', url: '/limited', headers: { 'user-agent': PHONE } })
    await sleep(200)
    expect(events(secret)).toHaveLength(1)
  })

  it('is sent when an update switches a code off, not when it already was off', async () => {
    const { secret } = await start()
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'switch' })
    await api('PUT', '/qrcode/switch', { active: false })
    await api('PUT', '/qrcode/switch', { active: false })
    await api('PUT', '/qrcode/switch', { targetUrl: 'https://example.com/b', active: false })
    await vi.waitFor(() => expect(events(secret)).toHaveLength(1), WAIT)
    await api('PUT', '/qrcode/switch', { active: true })
    await api('PUT', '/qrcode/switch', { active: false })
    await vi.waitFor(() => expect(events(secret)).toHaveLength(2), WAIT)
    expect(events(secret).map((e) => [e.data.shortId, e.data.active])).toEqual([
      ['switch', false],
      ['switch', false],
    ])
  })

  it('is sent by the sweep when an expiry passes without any scan, and again for a new expiry', async () => {
    const { secret } = await start()
    const soon = new Date(clock + 60_000).toISOString()
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'expiring', expiresAt: soon })
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/b', customShortId: 'off', expiresAt: soon })
    await api('PUT', '/qrcode/off', { active: false })
    await sleep(150)
    const offEvents = events(secret).length
    expect(offEvents).toBe(1)
    clock += 61_000
    await vi.waitFor(() => expect(events(secret)).toHaveLength(2), WAIT)
    expect(events(secret)[1]).toMatchObject({ data: { shortId: 'expiring', expiresAt: soon } })
    // An expiry moved into the future is announced again when it passes; the one already
    // switched off is not "deactivated" by its expiry.
    const later = new Date(clock + 60_000).toISOString()
    await api('PUT', '/qrcode/expiring', { expiresAt: later })
    await sleep(150)
    expect(events(secret)).toHaveLength(2)
    clock += 61_000
    await vi.waitFor(() => expect(events(secret)).toHaveLength(3), WAIT)
    expect(events(secret).map((e) => e.data.shortId)).toEqual(['off', 'expiring', 'expiring'])
  })

  it('is announced once with two dispatchers sweeping the same store', async () => {
    const { secret } = await start()
    const second = await composeApp({
      store: t.store,
      publicUrl: 'https://qr.example',
      now: () => clock,
      webhooks: fastWebhookSettings(),
    })
    await second.ready()
    cleanups.push(() => second.close())
    for (let i = 0; i < 20; i += 1) {
      await api('POST', '/qrcode', {
        targetUrl: 'https://example.com/many',
        customShortId: `many${i}`,
        expiresAt: new Date(clock + 30_000).toISOString(),
      })
    }
    clock += 31_000
    await vi.waitFor(() => expect(events(secret)).toHaveLength(20), WAIT)
    await sleep(300)
    expect(events(secret)).toHaveLength(20)
  })

  it('prunes delivered deliveries after the retention period, never pending ones', async () => {
    const { id } = await start()
    receiver.answer = (n) => (n === 0 ? 200 : 500)
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'prune1' })
    await api('PUT', '/qrcode/prune1', { active: false })
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThan(0), WAIT)
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/b', customShortId: 'prune2' })
    await api('PUT', '/qrcode/prune2', { active: false })
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThan(1), WAIT)
    const statuses = async () =>
      (JSON.parse((await api('GET', `/webhooks/${id}/deliveries`)).body) as { data: { status: string }[] }).data.map(
        (d) => d.status,
      )
    expect((await statuses()).sort()).toEqual(['delivered', 'pending'])
    expect(await t.store.webhooks.prune(clock - 1)).toBe(0)
    expect(await t.store.webhooks.prune(clock + 10 * 86_400_000)).toBe(1)
    expect(await statuses()).toEqual(['pending'])
  })
})
