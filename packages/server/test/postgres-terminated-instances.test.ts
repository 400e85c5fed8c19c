import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ApiKeyService, openPostgresStore } from '../src/index.js'
import { randomPort, type ServerProcess, startServerProcess } from './helpers/server-process.js'

const PHONE = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36'
const TERMINATE_ALL =
  'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = current_database()'

/**
 * Every PostgreSQL backend terminated, several times, while two server processes take creates
 * and scans (issue 27, item 1): both processes stay up, answer what they can (503 for the rest)
 * and serve again afterwards; every scan answered 302 was counted, and no other.
 */
describe('two instances whose PostgreSQL backends are all terminated under load', () => {
  let databaseUrl: string
  let admin: pg.Client
  let servers: ServerProcess[] = []
  let bases: string[] = []
  let key: string

  beforeAll(async () => {
    const root = new pg.Client({ connectionString: inject('postgresUrl') })
    await root.connect()
    const name = `dynqr_terminate_${process.pid}_${Date.now()}`
    await root.query(`CREATE DATABASE ${name}`)
    await root.end()
    const url = new URL(inject('postgresUrl'))
    url.pathname = `/${name}`
    databaseUrl = url.href
    const store = await openPostgresStore(databaseUrl)
    key = (await new ApiKeyService(store).issueKey('shared')).key
    await store.close()
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
    admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
  }, 60_000)

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM')
    await Promise.all(servers.map((s) => s.exited))
    await admin?.end()
  })

  const api = (instance: number, path: string, init: RequestInit = {}) =>
    fetch(`${bases[instance]}/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
    })
  const scan = (instance: number) =>
    fetch(`${bases[instance]}/hot`, { redirect: 'manual', headers: { 'user-agent': PHONE } })

  it('keeps both processes up and serving, and counts exactly the scans answered 302', async () => {
    expect(
      (
        await api(0, '/qrcode', {
          method: 'POST',
          body: JSON.stringify({ targetUrl: 'https://e.com/', customShortId: 'hot' }),
        })
      ).status,
    ).toBe(201)
    const statuses: number[] = []
    let redirects = 0
    for (let round = 0; round < 12; round += 1) {
      const work: Promise<void>[] = []
      for (let i = 0; i < 40; i += 1) {
        const instance = i % 2
        work.push(
          scan(instance).then((r) => {
            statuses.push(r.status)
            if (r.status === 302) redirects += 1
          }),
        )
        if (i % 4 === 0) {
          const body = JSON.stringify({ targetUrl: `https://e.com/${round}/${i}` })
          const headers = { 'idempotency-key': `k-${round}-${i}` }
          work.push(
            api(instance, '/qrcode', { method: 'POST', body, headers }).then((r) => void statuses.push(r.status)),
          )
        }
        if (i % 10 === 0) {
          const body = JSON.stringify({ targetUrl: `https://e.com/v${round}/${i}` })
          const headers = { 'if-match': '*' }
          work.push(
            api(instance, '/qrcode/hot', { method: 'PUT', body, headers }).then((r) => void statuses.push(r.status)),
          )
        }
      }
      // Every backend, both instances' pools included, terminated in the middle of the round.
      if (round % 3 === 1) work.push(admin.query(TERMINATE_ALL).then(() => {}))
      const settled = await Promise.allSettled(work)
      const failed = settled.find((result) => result.status === 'rejected')
      if (failed)
        throw new Error(
          `A request failed (${String(failed.reason)}): ${servers.map((s) => s.output().stderr).join('\n')}`,
        )
    }
    expect(statuses.filter((status) => ![200, 201, 302, 503].includes(status))).toEqual([])
    expect(statuses).toContain(503)

    for (const server of servers) {
      expect(server.child.exitCode).toBeNull()
      expect(server.output().stderr).not.toMatch(/Unhandled|uncaught/i)
    }
    // Serving again: a create and a counted scan on each.
    for (const instance of [0, 1]) {
      const created = await api(instance, '/qrcode', {
        method: 'POST',
        body: JSON.stringify({ targetUrl: `https://e.com/after-${instance}` }),
      })
      expect(created.status).toBe(201)
      expect((await scan(instance)).status).toBe(302)
      redirects += 1
    }
    const hot = (await (await api(1, '/qrcode/hot')).json()) as { views: number }
    expect(hot.views).toBe(redirects)
  }, 120_000)
})
