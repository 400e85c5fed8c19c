import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENGINES } from '../helpers/engines.js'
import { fastTargetChecks, startTargetServer, type TargetServer } from '../helpers/target-server.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import {
  fastWebhookSettings,
  independentlyVerified,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../helpers/webhook-receiver.js'

const WAIT = { timeout: 10_000, interval: 20 }
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const INTERVAL = 60_000

interface Health {
  status: string
  checkedAt: string | null
  httpStatus?: number
  error?: string
  failingSince?: string
  failingUrl?: string
}
interface Event {
  id: string
  type: string
  data: { shortId: string; targetHealth: Health }
}

/**
 * Destination health (issue #44): a target answering 500 turns failing after three checks (one
 * per TARGET_CHECK_INTERVAL), the signed qrcode.target_failing reaches a subscribed endpoint,
 * scans go to the fallback with onTargetFailing=fallback, and a 200 recovers it (event).
 */
describe.each(ENGINES)('destination health on $name', (engine) => {
  let t: TestApp
  let target: TargetServer
  let receiver: WebhookReceiver
  let clock = Date.now()
  const cleanups: (() => Promise<unknown>)[] = []

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  async function start() {
    clock = Date.now()
    target = await startTargetServer()
    receiver = await startWebhookReceiver()
    t = await startTestApp(engine, () => clock, {
      webhooks: fastWebhookSettings(),
      targetChecks: fastTargetChecks({ intervalMs: INTERVAL }),
    })
    await t.app.ready()
    cleanups.push(
      () => target.close(),
      () => receiver.close(),
      () => t.close(),
    )
  }
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(t.alice), ...(payload && { payload }) })
  const health = async (shortId: string): Promise<Health> =>
    (JSON.parse((await api('GET', `/qrcode/${shortId}`)).body) as { targetHealth: Health }).targetHealth
  const scan = async (shortId: string) =>
    (await t.app.inject({ method: 'GET', url: `/${shortId}`, headers: { 'user-agent': PHONE } })).headers.location
  const events = (secret: string): Event[] =>
    receiver.received
      .filter((r) => independentlyVerified(r, secret))
      .map((r) => JSON.parse(r.body) as Event)
      .filter((e, i, all) => all.findIndex((o) => o.id === e.id) === i)
  /** Waits until the check made at the clock's present time is recorded on `shortId`. */
  const checkedNow = (shortId: string) =>
    vi.waitFor(async () => expect((await health(shortId)).checkedAt).toBe(new Date(clock).toISOString()), WAIT)
  /** Moves the clock past the interval and waits for the next check of `shortId`'s target to be recorded. */
  async function nextCheck(shortId: string) {
    const before = target.requests.length
    clock += INTERVAL + 1
    await vi.waitFor(() => expect(target.requests.length).toBeGreaterThan(before), WAIT)
    await checkedNow(shortId)
  }

  it('turns failing after three failed checks, sends scans to the fallback, and recovers', async () => {
    await start()
    const hook = JSON.parse(
      (
        await api('POST', '/webhooks', {
          url: receiver.url,
          events: ['qrcode.target_failing', 'qrcode.target_recovered'],
        })
      ).body,
    ) as { secret: string }
    target.status = 500
    const created = await api('POST', '/qrcode', {
      targetUrl: `${target.origin}/landing`,
      customShortId: 'watched',
      fallbackUrl: 'https://example.com/sorry',
      onTargetFailing: 'fallback',
    })
    expect(created.statusCode).toBe(201)
    expect(JSON.parse(created.body)).toMatchObject({
      onTargetFailing: 'fallback',
      targetHealth: { status: 'unknown', checkedAt: null },
    })

    await vi.waitFor(() => expect(target.requests).toHaveLength(1), WAIT)
    await checkedNow('watched')
    expect(await health('watched')).toMatchObject({
      status: 'unknown',
      httpStatus: 500,
      error: 'the target answered 500',
    })
    expect(target.requests[0]).toEqual({ method: 'HEAD', path: '/landing' })
    expect(await scan('watched')).toBe(`${target.origin}/landing`)

    await nextCheck('watched')
    expect((await health('watched')).status).toBe('unknown')
    await nextCheck('watched')
    await vi.waitFor(async () => expect((await health('watched')).status).toBe('failing'), WAIT)
    const failing = await health('watched')
    expect(failing).toMatchObject({ httpStatus: 500, error: 'the target answered 500' })
    expect(Date.parse(failing.failingSince ?? '')).toBeLessThan(Date.parse(failing.checkedAt ?? ''))

    await vi.waitFor(() => expect(events(hook.secret)).toHaveLength(1), WAIT)
    expect(events(hook.secret)[0]).toMatchObject({
      type: 'qrcode.target_failing',
      data: { shortId: 'watched', targetHealth: { status: 'failing', httpStatus: 500 } },
    })
    expect(await scan('watched')).toBe('https://example.com/sorry')

    target.status = 200
    await nextCheck('watched')
    await vi.waitFor(async () => expect((await health('watched')).status).toBe('ok'), WAIT)
    expect(await health('watched')).toEqual(expect.objectContaining({ status: 'ok', httpStatus: 200 }))
    expect(await scan('watched')).toBe(`${target.origin}/landing`)
    await vi.waitFor(() => expect(events(hook.secret)).toHaveLength(2), WAIT)
    expect(events(hook.secret)[1]).toMatchObject({
      type: 'qrcode.target_recovered',
      data: { shortId: 'watched', targetHealth: { status: 'ok' } },
    })
  })

  it('checks the targets of rules and variants too: a failing rule target fails the code', async () => {
    await start()
    const hook = JSON.parse(
      (await api('POST', '/webhooks', { url: receiver.url, events: ['qrcode.target_failing'] })).body,
    ) as { secret: string }
    target.answer = (_method, path) => ({ status: path === '/app' ? 500 : 200 })
    const created = await api('POST', '/qrcode', {
      targetUrl: `${target.origin}/landing`,
      customShortId: 'ruled',
      rules: [{ if: { os: 'iOS' }, targetUrl: `${target.origin}/app` }],
      variants: [
        { targetUrl: `${target.origin}/a`, weight: 50 },
        { targetUrl: `${target.origin}/b`, weight: 50 },
      ],
      fallbackUrl: 'https://example.com/sorry',
      onTargetFailing: 'fallback',
    })
    expect(created.statusCode).toBe(201)
    const checksOf = (path: string) => target.requests.filter((r) => r.path === path).length
    await vi.waitFor(() => expect(['/landing', '/app', '/a', '/b'].map(checksOf)).toEqual([1, 1, 1, 1]), WAIT)
    for (const round of [2, 3]) {
      clock += INTERVAL + 1
      await vi.waitFor(() => expect(checksOf('/app')).toBe(round), WAIT)
    }
    // The targetUrl answering 200 does not hide the failing rule target.
    await vi.waitFor(async () => expect((await health('ruled')).status).toBe('failing'), WAIT)
    expect(await health('ruled')).toMatchObject({
      httpStatus: 500,
      error: 'the target answered 500',
      failingUrl: `${target.origin}/app`,
    })
    expect(checksOf('/landing')).toBeLessThanOrEqual(3)
    await vi.waitFor(() => expect(events(hook.secret)).toHaveLength(1), WAIT)
    expect(events(hook.secret)[0]).toMatchObject({
      type: 'qrcode.target_failing',
      data: { shortId: 'ruled', targetHealth: { status: 'failing', httpStatus: 500 } },
    })
    expect(await scan('ruled')).toBe('https://example.com/sorry')
    expect(target.maxConcurrent).toBe(1)
  })

  it('keeps sending scans to a failing target without onTargetFailing, and tells no unsubscribed endpoint', async () => {
    await start()
    const hook = JSON.parse(
      (await api('POST', '/webhooks', { url: receiver.url, events: ['qrcode.updated'] })).body,
    ) as {
      secret: string
    }
    target.status = 503
    await api('POST', '/qrcode', {
      targetUrl: `${target.origin}/x`,
      customShortId: 'plain',
      fallbackUrl: 'https://example.com/f',
    })
    await vi.waitFor(() => expect(target.requests).toHaveLength(1), WAIT)
    await checkedNow('plain')
    await nextCheck('plain')
    await nextCheck('plain')
    await vi.waitFor(async () => expect((await health('plain')).status).toBe('failing'), WAIT)
    expect(await scan('plain')).toBe(`${target.origin}/x`)
    await sleep(150)
    expect(events(hook.secret)).toEqual([])
  })

  it('checks a URL at most once per interval, however many codes share it', async () => {
    await start()
    for (const id of ['share1', 'share2', 'share3']) {
      await api('POST', '/qrcode', { targetUrl: `${target.origin}/same`, customShortId: id })
    }
    await vi.waitFor(async () => expect((await health('share3')).status).toBe('ok'), WAIT)
    // Many polls go by within the interval: no second request.
    await sleep(300)
    expect(target.requests).toHaveLength(1)
    clock += INTERVAL - 1_000
    await sleep(200)
    expect(target.requests).toHaveLength(1)
    // A code added later takes the known verdict without a request of its own.
    await api('POST', '/qrcode', { targetUrl: `${target.origin}/same`, customShortId: 'share4' })
    await vi.waitFor(async () => expect((await health('share4')).status).toBe('ok'), WAIT)
    expect(target.requests).toHaveLength(1)
    clock += 2_000
    await vi.waitFor(() => expect(target.requests).toHaveLength(2), WAIT)
  })

  it('says unknown again when the target changes, until the new one is checked', async () => {
    await start()
    await api('POST', '/qrcode', { targetUrl: `${target.origin}/old`, customShortId: 'moved' })
    await vi.waitFor(async () => expect((await health('moved')).status).toBe('ok'), WAIT)
    target.status = 404
    const updated = await api('PUT', '/qrcode/moved', { targetUrl: `${target.origin}/new` })
    expect(JSON.parse(updated.body).targetHealth).toEqual({ status: 'unknown', checkedAt: null })
    await vi.waitFor(async () => expect((await health('moved')).error).toBe('the target answered 404'), WAIT)
  })
})
