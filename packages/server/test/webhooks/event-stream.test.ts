import { get, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENGINES } from '../helpers/engines.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { fastWebhookSettings } from '../helpers/webhook-receiver.js'

const WAIT = { timeout: 15_000, interval: 20 }
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'

interface Message {
  id: string
  event: string
  data: { id: string; type: string; data: { shortId: string; views?: number } }
}

/** A Server-Sent Events stream read over real HTTP: its messages and comments as they come. */
interface Stream {
  status: number
  headers: IncomingHttpHeaders
  messages: Message[]
  comments: string[]
  /** The answer's body when it is not a stream. */
  body?: string
  ended: Promise<void>
  close: () => void
}

/** One stream per connection (agent: false): a pooled client may hold a spare connection open that a closing server waits for. */
function openStream(base: string, key: string, lastEventId?: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${base}/api/v1/events`,
      {
        agent: false,
        headers: { authorization: `Bearer ${key}`, ...(lastEventId && { 'last-event-id': lastEventId }) },
      },
      (response) => {
        let ended: () => void = () => {}
        const stream: Stream = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          messages: [],
          comments: [],
          body: '',
          ended: new Promise((done) => {
            ended = done
          }),
          close: () => request.destroy(),
        }
        let buffer = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          if (stream.status !== 200) {
            stream.body += chunk
            return
          }
          buffer += chunk
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const field = (name: string) =>
              block
                .split('\n')
                .find((line) => line.startsWith(`${name}: `))
                ?.slice(name.length + 2)
            const data = field('data')
            if (block.startsWith(':')) stream.comments.push(block.slice(1).trim())
            else if (data)
              stream.messages.push({ id: field('id'), event: field('event'), data: JSON.parse(data) } as Message)
          }
        })
        response.on('close', () => ended())
        if (stream.status === 200) resolve(stream)
        else response.on('end', () => resolve(stream))
      },
    )
    request.on('error', reject)
  })
}

/**
 * GET /events (issue #44): the account's events as Server-Sent Events over real HTTP, each with
 * its id; no other account's; resumed from Last-Event-ID; a bound on open streams per account;
 * ended when the server closes.
 */
describe.each(ENGINES)('the event stream on $name', (engine) => {
  let t: TestApp
  let base: string
  const cleanups: (() => unknown)[] = []

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  async function start(maxPerAccount = 5) {
    t = await startTestApp(engine, undefined, {
      webhooks: fastWebhookSettings({ scanEventIntervalMs: 200 }),
      eventStreams: { maxPerAccount, pollMs: 50 },
    })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    cleanups.push(() => t.close())
  }
  const api = (key: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(key), payload })
  const stream = async (key: string, lastEventId?: string) => {
    const opened = await openStream(base, key, lastEventId)
    cleanups.push(() => opened.close())
    return opened
  }

  it("carries the account's events with their ids, and no other account's", async () => {
    await start()
    const alice = await stream(t.alice)
    const bob = await stream(t.bob)
    expect(alice.status).toBe(200)
    expect(alice.headers['content-type']).toMatch(/^text\/event-stream/)
    await api(t.alice, 'POST', '/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'alices' })
    await api(t.bob, 'POST', '/qrcode', { targetUrl: 'https://example.com/b', customShortId: 'bobs' })
    for (let i = 0; i < 3; i += 1)
      await t.app.inject({ method: 'GET', url: '/alices', headers: { 'user-agent': PHONE } })
    // The scans come as one qrcode.scanned per SCAN_EVENT_INTERVAL: one or two here.
    const views = () => alice.messages.reduce((sum, m) => sum + (m.data.data.views ?? 0), 0)
    await vi.waitFor(() => expect(views()).toBe(3), WAIT)
    const [created, ...scanned] = alice.messages
    expect(created?.data).toMatchObject({ id: created?.id, type: 'qrcode.created', data: { shortId: 'alices' } })
    expect(scanned.map((m) => [m.event, m.data.type, m.data.data.shortId])).toEqual(
      scanned.map(() => ['qrcode.scanned', 'qrcode.scanned', 'alices']),
    )
    await vi.waitFor(() => expect(bob.messages.map((m) => m.event)).toEqual(['qrcode.created']), WAIT)
    expect(bob.messages[0]?.data.data.shortId).toBe('bobs')
    await sleep(300)
    expect(alice.messages.every((m) => m.data.data.shortId === 'alices')).toBe(true)
  })

  it('resumes after Last-Event-ID with the events committed meanwhile, and says when it cannot', async () => {
    await start()
    const first = await stream(t.alice)
    await api(t.alice, 'POST', '/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'resume' })
    await vi.waitFor(() => expect(first.messages).toHaveLength(1), WAIT)
    first.close()
    const lastId = first.messages[0]?.id as string
    await api(t.alice, 'PUT', '/qrcode/resume', { targetUrl: 'https://example.com/b' })
    await api(t.alice, 'PUT', '/qrcode/resume', { targetUrl: 'https://example.com/c' })
    const resumed = await stream(t.alice, lastId)
    await vi.waitFor(
      () => expect(resumed.messages.map((m) => m.event)).toEqual(['qrcode.updated', 'qrcode.updated']),
      WAIT,
    )
    expect(resumed.comments).not.toContain('resumed-from-present')
    const unknown = await stream(t.alice, 'evt_0000000000000000000000000000dead')
    await vi.waitFor(() => expect(unknown.comments).toContain('resumed-from-present'), WAIT)
    // Another account's id resumes nothing of it.
    const bob = await stream(t.bob, lastId)
    await vi.waitFor(() => expect(bob.comments).toContain('resumed-from-present'), WAIT)
    expect(bob.messages).toEqual([])
  })

  it('holds at most MAX_EVENT_STREAMS_PER_ACCOUNT streams per account, and ends them when the server closes', async () => {
    await start(2)
    const open = [await stream(t.alice), await stream(t.alice)]
    const third = await stream(t.alice)
    expect(third.status).toBe(429)
    expect(third.headers['retry-after']).toBe('5')
    expect(JSON.parse(third.body ?? '')).toMatchObject({ error: 'RATE_LIMITED' })
    expect((await stream(t.bob)).status).toBe(200)
    // A closed stream frees its slot.
    open[0]?.close()
    let again = await stream(t.alice)
    for (let tries = 0; again.status !== 200 && tries < 100; tries += 1) {
      await sleep(50)
      again = await stream(t.alice)
    }
    expect(again.status).toBe(200)
    const closing = open[1] as Stream
    await t.app.close()
    await closing.ended
    expect(closing.comments).toEqual([])
  })

  it('needs a key or a session', async () => {
    await start()
    const response = await stream('')
    expect(response.status).toBe(401)
    expect(JSON.parse(response.body ?? '')).toMatchObject({ error: 'UNAUTHORIZED' })
  })
})
