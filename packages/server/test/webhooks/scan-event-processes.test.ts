import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { ApiKeyService, openStore, parseDatabaseUrl } from '../../src/index.js'
import { randomPort, type ServerProcess, startServerProcess } from '../helpers/server-process.js'
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js'

const ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_POLL_MS: '25',
  WEBHOOK_TIMEOUT_MS: '1000',
  WEBHOOK_RETRY_BASE_MS: '20',
  WEBHOOK_RETRY_MAX_MS: '100',
  SCAN_EVENT_INTERVAL: '1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
}
const WAIT = { timeout: 30_000, interval: 100 }
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'

async function freshPostgresDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') })
  await admin.connect()
  const name = `dynqr_scanned_${process.pid}_${Date.now()}`
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(inject('postgresUrl'))
  url.pathname = `/${name}`
  return url.href
}

const engines = [
  ['SQLite', async () => `sqlite:${join(mkdtempSync(join(tmpdir(), 'dynqr-scanned-')), 'dynqr.db')}`],
  ['PostgreSQL', freshPostgresDatabase],
] as const

let servers: ServerProcess[] = []
let receiver: WebhookReceiver | undefined
afterEach(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  await Promise.all(servers.map((s) => s.exited))
  servers = []
  await receiver?.close()
})

/** The views of the distinct qrcode.scanned events received (a redelivery has the same webhook-id). */
function reportedViews(received: WebhookReceiver): number {
  const byEvent = new Map<string, number>()
  for (const { body } of received.received) {
    const event = JSON.parse(body) as { id: string; type: string; data: { views: number } }
    if (event.type === 'qrcode.scanned') byEvent.set(event.id, event.data.views)
  }
  return [...byEvent.values()].reduce((sum, views) => sum + views, 0)
}

/**
 * qrcode.scanned across a crash (issue #44): the server is killed (SIGKILL) while scans pour in
 * and reports are being made; after the restart the reported views add up to exactly the views
 * committed — none lost with the process, none reported twice.
 */
describe.each(engines)('qrcode.scanned across a crash (kill -9) on %s', (_name, database) => {
  it('reports exactly the views committed, no more and no fewer', async () => {
    const databaseUrl = await database()
    const store = await openStore(parseDatabaseUrl(databaseUrl))
    const { key } = await new ApiKeyService(store).issueKey('alice')
    await store.close()
    receiver = await startWebhookReceiver()
    const port = randomPort()
    const base = `http://127.0.0.1:${port}`
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' }
    const first = startServerProcess({ ...ENV, DATABASE_URL: databaseUrl, PORT: port })
    servers.push(first)
    await first.waitFor(/dynqr is serving/)
    const post = (path: string, body: object) =>
      fetch(`${base}/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    expect((await post('/webhooks', { url: receiver.url, events: ['qrcode.scanned'] })).status).toBe(201)
    expect((await post('/qrcode', { targetUrl: 'https://example.com/a', customShortId: 'crashy' })).status).toBe(201)

    // Eight clients scanning as fast as they can, through reports, until the process is killed.
    let killed = false
    const scanner = async () => {
      while (!killed) {
        await fetch(`${base}/crashy`, { redirect: 'manual', headers: { 'user-agent': PHONE } }).catch(() => {})
      }
    }
    const scanners = Array.from({ length: 8 }, scanner)
    await vi.waitFor(() => expect(reportedViews(receiver as WebhookReceiver)).toBeGreaterThan(0), WAIT)
    await sleep(300)
    first.child.kill('SIGKILL')
    killed = true
    await first.exited
    await Promise.all(scanners)

    const second = startServerProcess({ ...ENV, DATABASE_URL: databaseUrl, PORT: port })
    servers.push(second)
    await second.waitFor(/dynqr is serving/)
    const code = (await (await fetch(`${base}/api/v1/qrcode/crashy`, { headers })).json()) as { views: number }
    expect(code.views).toBeGreaterThan(0)
    await vi.waitFor(() => expect(reportedViews(receiver as WebhookReceiver)).toBe(code.views), WAIT)
    // And no more comes: every committed view was reported once.
    await sleep(1_500)
    expect(reportedViews(receiver)).toBe(code.views)
  }, 90_000)
})
