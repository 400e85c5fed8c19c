import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { ApiKeyService, openStore, parseDatabaseUrl } from '../../src/index.js'
import { randomPort, type ServerProcess, startServerProcess } from '../helpers/server-process.js'
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js'

/** Small delays: the lease of a claimed delivery is 2 × timeout + 1 s = 3 s here. */
const WEBHOOK_ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_POLL_MS: '25',
  WEBHOOK_TIMEOUT_MS: '1000',
  WEBHOOK_RETRY_BASE_MS: '20',
  WEBHOOK_RETRY_MAX_MS: '100',
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
}
const WAIT = { timeout: 20_000, interval: 50 }

async function freshPostgresDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') })
  await admin.connect()
  const name = `dynqr_hooks_${process.pid}_${Date.now()}`
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(inject('postgresUrl'))
  url.pathname = `/${name}`
  return url.href
}

const engines = [
  ['SQLite', async () => `sqlite:${join(mkdtempSync(join(tmpdir(), 'dynqr-hooks-')), 'dynqr.db')}`],
  ['PostgreSQL', freshPostgresDatabase],
] as const

async function issueKey(databaseUrl: string): Promise<string> {
  const store = await openStore(parseDatabaseUrl(databaseUrl))
  const { key } = await new ApiKeyService(store).issueKey('alice')
  await store.close()
  return key
}

function client(port: string, key: string) {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' }
  return async (path: string, body: object) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
}

/** The shortId of each received event, by event id. */
function shortIdsByEvent(receiver: WebhookReceiver, from = 0): Map<string, string> {
  const byEvent = new Map<string, string>()
  for (const received of receiver.received.slice(from)) {
    const event = JSON.parse(received.body) as { id: string; data: { shortId: string } }
    byEvent.set(event.id, event.data.shortId)
  }
  return byEvent
}

let servers: ServerProcess[] = []
let receiver: WebhookReceiver | undefined
afterEach(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  await Promise.all(servers.map((s) => s.exited))
  servers = []
  await receiver?.close()
})

describe.each(engines)('webhooks across a crash (kill -9) on %s', (_name, database) => {
  it('loses no event: after the restart every change is delivered, with its stable webhook-id', async () => {
    const databaseUrl = await database()
    const key = await issueKey(databaseUrl)
    receiver = await startWebhookReceiver()
    receiver.answer = () => null // holds every request open: nothing is acknowledged before the kill
    const port = randomPort()
    const first = startServerProcess({ ...WEBHOOK_ENV, DATABASE_URL: databaseUrl, PORT: port })
    servers.push(first)
    await first.waitFor(/dynqr is serving/)
    const post = client(port, key)
    const hook = await post('/webhooks', { url: receiver.url, events: ['qrcode.created'] })
    expect(hook.status).toBe(201)
    const created: string[] = []
    for (let i = 0; i < 20; i += 1) {
      const answer = await post('/qrcode', { targetUrl: `https://example.com/${i}`, customShortId: `crash-${i}` })
      expect(answer.status).toBe(201)
      created.push(`crash-${i}`)
    }
    first.child.kill('SIGKILL')
    await first.exited
    const beforeRestart = receiver.received.length

    receiver.answer = () => 204
    const second = startServerProcess({ ...WEBHOOK_ENV, DATABASE_URL: databaseUrl, PORT: port })
    servers.push(second)
    await second.waitFor(/dynqr is serving/)
    await vi.waitFor(() => {
      expect([...shortIdsByEvent(receiver as WebhookReceiver, beforeRestart).values()].sort()).toEqual(
        [...created].sort(),
      )
    }, WAIT)
    // One event id per change, the same before and after the crash.
    const all = shortIdsByEvent(receiver)
    expect(all.size).toBe(created.length)
    expect(new Set(all.values()).size).toBe(created.length)
  }, 60_000)
})

describe('webhooks at a graceful shutdown (SIGTERM)', () => {
  it('let the attempt in flight finish and record it before the store closes', async () => {
    const databaseUrl = `sqlite:${join(mkdtempSync(join(tmpdir(), 'dynqr-hooks-')), 'dynqr.db')}`
    const key = await issueKey(databaseUrl)
    receiver = await startWebhookReceiver()
    receiver.delayMs = 500
    const port = randomPort()
    const server = startServerProcess({ ...WEBHOOK_ENV, DATABASE_URL: databaseUrl, PORT: port })
    servers.push(server)
    await server.waitFor(/dynqr is serving/)
    const post = client(port, key)
    expect((await post('/webhooks', { url: receiver.url, events: ['qrcode.created'] })).status).toBe(201)
    expect((await post('/qrcode', { targetUrl: 'https://example.com/t' })).status).toBe(201)
    await vi.waitFor(() => expect(receiver?.received).toHaveLength(1), WAIT)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const store = await openStore(parseDatabaseUrl(databaseUrl))
    const account = await store.accounts.findByName('alice')
    const [endpoint] = await store.webhooks.list(account?.id ?? '')
    const deliveries = await store.webhooks.deliveries(account?.id ?? '', endpoint?.id ?? '', 10)
    await store.close()
    expect(deliveries).toEqual([expect.objectContaining({ status: 'delivered', attempts: 1, lastStatus: 204 })])
  }, 60_000)
})

describe('webhooks from two instances on one PostgreSQL', () => {
  it('deliver each event id once when nothing fails', async () => {
    const databaseUrl = await freshPostgresDatabase()
    const key = await issueKey(databaseUrl)
    receiver = await startWebhookReceiver()
    const ports = [randomPort(), randomPort()]
    servers = ports.map((port) => startServerProcess({ ...WEBHOOK_ENV, DATABASE_URL: databaseUrl, PORT: port }))
    await Promise.all(servers.map((s) => s.waitFor(/dynqr is serving/)))
    const posts = ports.map((port) => client(port, key))
    const hook = await posts[0]?.('/webhooks', { url: receiver.url, events: ['qrcode.created', 'qrcode.updated'] })
    expect(hook?.status).toBe(201)
    const count = 40
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const answer = await posts[i % 2]?.('/qrcode', { targetUrl: `https://example.com/${i}` })
        expect(answer?.status).toBe(201)
      }),
    )
    await vi.waitFor(() => expect(receiver?.eventIds()).toHaveLength(count), WAIT)
    // Give a duplicate the time to arrive if one were coming: several poll intervals of both.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(receiver.received).toHaveLength(count)
  }, 60_000)
})
