import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ApiKeyService, openPostgresStore, type Store } from '../src/index.js'
import { randomPort, type ServerProcess, startServerProcess } from './helpers/server-process.js'

const PHONE = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36'

describe('two server instances on one PostgreSQL', () => {
  let databaseUrl: string
  let servers: ServerProcess[] = []
  let bases: string[] = []
  let store: Store
  let key: string

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: inject('postgresUrl') })
    await admin.connect()
    const name = `dynqr_multi_${process.pid}_${Date.now()}`
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(inject('postgresUrl'))
    url.pathname = `/${name}`
    databaseUrl = url.href
    // Both start together on an empty database: the advisory lock lets exactly one migrate.
    const ports = [randomPort(), randomPort()]
    servers = ports.map((port) =>
      startServerProcess({
        PORT: port,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        PUBLIC_URL: 'https://qr.example',
      }),
    )
    await Promise.all(servers.map((s) => s.waitFor(/dynqr is serving|Server listening/)))
    bases = ports.map((port) => `http://127.0.0.1:${port}`)
    store = await openPostgresStore(databaseUrl)
    key = (await new ApiKeyService(store).issueKey('shared')).key
  }, 60_000)

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM')
    await Promise.all(servers.map((s) => s.exited))
    await store?.close()
  })

  const api = (instance: number, path: string, init: RequestInit = {}) =>
    fetch(`${bases[instance]}/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
    })

  it('loses nothing under a concurrent mix of scans, creates and updates across both', async () => {
    await api(0, '/qrcode', {
      method: 'POST',
      body: JSON.stringify({ targetUrl: 'https://e.com/', customShortId: 'busy' }),
    })
    const work: Promise<Response>[] = []
    for (let i = 0; i < 400; i += 1) {
      const instance = i % 2
      work.push(fetch(`${bases[instance]}/busy`, { redirect: 'manual', headers: { 'user-agent': PHONE } }))
      if (i % 4 === 0) {
        work.push(
          api(instance, '/qrcode', { method: 'POST', body: JSON.stringify({ targetUrl: `https://e.com/${i}` }) }),
        )
      }
      if (i % 10 === 0) {
        work.push(
          api(1 - instance, '/qrcode/busy', {
            method: 'PUT',
            body: JSON.stringify({ targetUrl: `https://e.com/v${i}` }),
          }),
        )
      }
    }
    const responses = await Promise.all(work)
    const scans = responses.filter((r) => r.status === 302).length
    const created = await Promise.all(
      responses.filter((r) => r.status === 201).map((r) => r.json() as Promise<{ shortId: string }>),
    )
    expect(scans).toBe(400)
    expect(created).toHaveLength(100)
    expect(responses.every((r) => [200, 201, 302].includes(r.status))).toBe(true)

    const busy = (await (await api(1, '/qrcode/busy')).json()) as { views: number }
    expect(busy.views).toBe(400)
    const listed = new Set<string>()
    for (let offset = 0; ; offset += 100) {
      const page = (await (await api(offset % 200 === 0 ? 0 : 1, `/qrcode?limit=100&offset=${offset}`)).json()) as {
        data: { shortId: string }[]
        pagination: { hasMore: boolean }
      }
      for (const code of page.data) listed.add(code.shortId)
      if (!page.pagination.hasMore) break
    }
    for (const { shortId } of created) expect(listed.has(shortId)).toBe(true)
  }, 60_000)

  it('shows an update made through one instance on the very next request to the other', async () => {
    await api(0, '/qrcode', {
      method: 'POST',
      body: JSON.stringify({ targetUrl: 'https://e.com/a', customShortId: 'flip' }),
    })
    for (let i = 0; i < 10; i += 1) {
      const target = `https://e.com/flip-${i}`
      const writer = i % 2
      const updated = await api(writer, '/qrcode/flip', { method: 'PUT', body: JSON.stringify({ targetUrl: target }) })
      expect(updated.status).toBe(200)
      const read = (await (await api(1 - writer, '/qrcode/flip')).json()) as { targetUrl: string }
      expect(read.targetUrl).toBe(target)
      const scan = await fetch(`${bases[1 - writer]}/flip`, { redirect: 'manual', headers: { 'user-agent': PHONE } })
      expect(scan.headers.get('location')).toBe(target)
    }
  })

  it('lets a custom id raced on both instances succeed exactly once', async () => {
    for (let round = 0; round < 10; round += 1) {
      const body = JSON.stringify({ targetUrl: 'https://e.com/', customShortId: `race-${round}` })
      const [a, b] = await Promise.all([
        api(0, '/qrcode', { method: 'POST', body }),
        api(1, '/qrcode', { method: 'POST', body }),
      ])
      expect([a?.status, b?.status].sort()).toEqual([201, 409])
    }
  })

  it('holds maxScans exactly across both instances, and the series sums to the counters', async () => {
    await api(0, '/qrcode', {
      method: 'POST',
      body: JSON.stringify({ targetUrl: 'https://e.com/t', customShortId: 'limit', maxScans: 100 }),
    })
    const scans = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        fetch(`${bases[i % 2]}/limit`, { redirect: 'manual', headers: { 'user-agent': PHONE } }),
      ),
    )
    expect(scans.filter((r) => r.status === 302 && r.headers.get('location') === 'https://e.com/t')).toHaveLength(100)
    expect(scans.filter((r) => r.status === 410)).toHaveLength(400)
    const byDay = (await (await api(1, '/qrcode/limit/stats')).json()) as { totals: unknown }
    // One visitor (one address, one User-Agent) on both instances: one unique view (a shared day salt).
    expect(byDay.totals).toEqual({ views: 100, uniqueViews: 1, botHits: 0, fallbackHits: 400 })
    const code = (await (await api(0, '/qrcode/limit')).json()) as { views: number }
    expect(code.views).toBe(100)
  }, 60_000)
})
