import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENGINES } from '../helpers/engines.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import {
  fastWebhookSettings,
  independentlyVerified,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../helpers/webhook-receiver.js'

const WAIT = { timeout: 15_000, interval: 20 }
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

interface Scanned {
  id: string
  type: 'qrcode.scanned'
  data: { shortId: string; views: number; uniqueViews: number; botHits: number; byRoute: Record<string, number> }
}

/**
 * qrcode.scanned and qrcode.milestone (issue #44): the scans since the last report, batched per
 * code per SCAN_EVENT_INTERVAL — never one event per scan —, signed as every webhook, only to the
 * endpoints subscribed to them; a milestone once, in the commit of the view that reaches it.
 */
describe.each(ENGINES)('scan events on $name', (engine) => {
  let t: TestApp
  const cleanups: (() => Promise<unknown>)[] = []

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  async function start(intervalMs: number) {
    t = await startTestApp(engine, undefined, { webhooks: fastWebhookSettings({ scanEventIntervalMs: intervalMs }) })
    await t.app.ready()
    cleanups.push(() => t.close())
  }
  async function receiver(events: string[]) {
    const receiver = await startWebhookReceiver()
    cleanups.push(() => receiver.close())
    const response = await api('POST', '/webhooks', { url: receiver.url, events })
    expect(response.statusCode).toBe(201)
    return { receiver, secret: (JSON.parse(response.body) as { secret: string }).secret }
  }
  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(t.alice), ...(payload && { payload }) })
  const scan = (shortId: string, userAgent = PHONE, address = '203.0.113.7') =>
    t.app.inject({ method: 'GET', url: `/${shortId}`, headers: { 'user-agent': userAgent }, remoteAddress: address })
  /** The verified, de-duplicated events of a type. */
  const received = <T>({ receiver, secret }: { receiver: WebhookReceiver; secret: string }, type: string): T[] =>
    receiver.received
      .filter((r) => independentlyVerified(r, secret))
      .map((r) => JSON.parse(r.body) as { id: string; type: string })
      .filter((e, i, all) => e.type === type && all.findIndex((o) => o.id === e.id) === i) as T[]

  it('60 scans come as a few signed qrcode.scanned events whose views add up to 60, only to subscribers', async () => {
    await start(300)
    const subscribed = await receiver(['qrcode.scanned'])
    const other = await receiver(['qrcode.created', 'qrcode.updated'])
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'busy' })
    for (let round = 0; round < 6; round += 1) {
      // Ten at once (one batch), from three visitors, with a bot among the rounds.
      await Promise.all(Array.from({ length: 10 }, (_, i) => scan('busy', PHONE, `203.0.113.${i % 3}`)))
      await scan('busy', BOT)
      await sleep(60)
    }
    const views = () => received<Scanned>(subscribed, 'qrcode.scanned').reduce((sum, e) => sum + e.data.views, 0)
    await vi.waitFor(() => expect(views()).toBe(60), WAIT)
    const events = received<Scanned>(subscribed, 'qrcode.scanned')
    // At most one per interval: 6 rounds over about 0.5 s with a 300 ms interval.
    expect(events.length).toBeGreaterThanOrEqual(1)
    expect(events.length).toBeLessThanOrEqual(4)
    expect(events.every((e) => e.data.shortId === 'busy')).toBe(true)
    expect(events.reduce((sum, e) => sum + e.data.botHits, 0)).toBe(6)
    expect(events.reduce((sum, e) => sum + e.data.uniqueViews, 0)).toBe(3)
    expect(events.reduce((sum, e) => sum + (e.data.byRoute.default ?? 0), 0)).toBe(60)
    // Nothing more comes once everything is reported, and the unsubscribed endpoint got none.
    await sleep(700)
    expect(views()).toBe(60)
    expect(received(other, 'qrcode.scanned')).toEqual([])
    expect(received(other, 'qrcode.created')).toHaveLength(1)
  })

  it('tallies the views by the route that sent them: a rule on the OS, iPhones and desktops', async () => {
    await start(300)
    const subscribed = await receiver(['qrcode.scanned'])
    await api('POST', '/qrcode', {
      targetUrl: 'https://example.com/a',
      customShortId: 'routed',
      rules: [{ if: { os: 'iOS' }, targetUrl: 'https://apps.apple.com/app/id1' }],
    })
    // In one batch and one by one: iPhones take rule 0, desktops the default route.
    await Promise.all(Array.from({ length: 8 }, (_, i) => scan('routed', i % 2 === 0 ? PHONE : DESKTOP)))
    for (let i = 0; i < 4; i += 1) await scan('routed', i < 3 ? PHONE : DESKTOP)
    const views = () => received<Scanned>(subscribed, 'qrcode.scanned').reduce((sum, e) => sum + e.data.views, 0)
    await vi.waitFor(() => expect(views()).toBe(12), WAIT)
    const byRoute = (route: string) =>
      received<Scanned>(subscribed, 'qrcode.scanned').reduce((sum, e) => sum + (e.data.byRoute[route] ?? 0), 0)
    expect({ rule: byRoute('rule:0'), default: byRoute('default') }).toEqual({ rule: 7, default: 5 })
  })

  it('sends qrcode.milestone at the 100th view, once, in the commit of that view', async () => {
    await start(60_000)
    const subscribed = await receiver(['qrcode.milestone'])
    const other = await receiver(['qrcode.scanned'])
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'popular' })
    await Promise.all(Array.from({ length: 99 }, () => scan('popular')))
    await sleep(200)
    expect(received(subscribed, 'qrcode.milestone')).toEqual([])
    await Promise.all(Array.from({ length: 30 }, () => scan('popular')))
    await vi.waitFor(() => expect(received(subscribed, 'qrcode.milestone')).toHaveLength(1), WAIT)
    expect(received(subscribed, 'qrcode.milestone')[0]).toMatchObject({
      type: 'qrcode.milestone',
      data: { shortId: 'popular', views: 100 },
    })
    await Promise.all(Array.from({ length: 20 }, () => scan('popular')))
    await sleep(300)
    expect(received(subscribed, 'qrcode.milestone')).toHaveLength(1)
    expect(received(other, 'qrcode.milestone')).toEqual([])
  })
})
