import { once } from 'node:events'
import { type AddressInfo, connect } from 'node:net'
import { ApiKeyService, composeApp, createMemoryStore } from '@dynqr/server'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DynqrEvent, EventStreamError, streamEvents } from '../src/events.js'
import { Dynqr } from '../src/index.js'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'

/** Takes events from the stream until `enough` says so. */
async function take(stream: AsyncIterable<DynqrEvent>, enough: (events: DynqrEvent[]) => boolean) {
  const events: DynqrEvent[] = []
  for await (const event of stream) {
    events.push(event)
    if (enough(events)) break
  }
  return events
}

describe('streamEvents (@dynqr/sdk/events) against the reference server', () => {
  let app: FastifyInstance
  let baseUrl: string
  let apiKey: string
  let dynqr: Dynqr

  beforeAll(async () => {
    const store = createMemoryStore()
    apiKey = (await new ApiKeyService(store).issueKey('sdk')).key
    const webhooks = {
      pollMs: 20,
      timeoutMs: 2_000,
      retryBaseMs: 20,
      retryMaxMs: 40,
      retryWindowMs: 60_000,
      disableAfterMs: 60_000,
      allowPrivate: true,
      retentionMs: 7 * 86_400_000,
      scanEventIntervalMs: 200,
    }
    app = await composeApp({ store, publicUrl: 'http://127.0.0.1', webhooks, eventStreams: { pollMs: 50 } })
    await app.listen({ port: 0, host: '127.0.0.1' })
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`
    dynqr = new Dynqr({ apiKey, baseUrl })
  })
  afterAll(async () => {
    // A connection on which no request ever comes (undici opens one when an aborted stream's socket
    // closes; browsers preconnect) must not keep the close from finishing.
    const silent = connect((app.server.address() as AddressInfo).port, '127.0.0.1')
    await once(silent, 'connect')
    await app.close()
    silent.destroy()
  })

  it('yields typed events as they happen, and resumes after the last one seen', async () => {
    const stream = streamEvents({ baseUrl, apiKey, retryMs: 100 })
    const first = take(stream, (events) => events.some((e) => e.type === 'qrcode.scanned'))
    // The stream is open once the first request is answered; a created code before that would be missed.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await dynqr.qrcodes.create({ targetUrl: 'https://example.com/a', customShortId: 'sdk-live' })
    for (let i = 0; i < 2; i += 1)
      await fetch(`${baseUrl.replace('/api/v1', '')}/sdk-live`, {
        redirect: 'manual',
        headers: { 'user-agent': PHONE },
      })
    const events = await first
    const created = events[0]
    expect(created?.type).toBe('qrcode.created')
    if (created?.type === 'qrcode.created') expect(created.data.targetUrl).toBe('https://example.com/a')
    const scanned = events.at(-1)
    if (scanned?.type !== 'qrcode.scanned') throw new Error('no qrcode.scanned')
    expect(scanned.data).toMatchObject({ shortId: 'sdk-live', byRoute: { default: scanned.data.views } })

    // Meanwhile, with nobody listening: resumed from the last id, both updates come.
    await dynqr.qrcodes.update('sdk-live', { targetUrl: 'https://example.com/b' })
    await dynqr.qrcodes.update('sdk-live', { targetUrl: 'https://example.com/c' })
    // (A later qrcode.scanned of the same scans may come first.)
    const updates = (events: DynqrEvent[]) => events.filter((e) => e.type === 'qrcode.updated')
    const resumed = await take(
      streamEvents({ baseUrl, apiKey, lastEventId: scanned.id }),
      (events) => updates(events).length === 2,
    )
    expect(updates(resumed).map((e) => [e.type, e.type === 'qrcode.updated' && e.data.targetUrl])).toEqual([
      ['qrcode.updated', 'https://example.com/b'],
      ['qrcode.updated', 'https://example.com/c'],
    ])
  }, 30_000)

  it('ends with EventStreamError when the key is refused', async () => {
    await expect(take(streamEvents({ baseUrl, apiKey: 'dqr_nope' }), () => true)).rejects.toThrow(EventStreamError)
  })
})
