import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { ApiKeyService, openStore, parseDatabaseUrl } from '../src/index.js'
import { randomPort, startServerProcess } from './helpers/server-process.js'

const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' }

async function freshPostgresDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') })
  await admin.connect()
  const name = `dynqr_crash_${process.pid}_${Date.now()}`
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(inject('postgresUrl'))
  url.pathname = `/${name}`
  return url.href
}

const engines = [
  ['SQLite', async () => `sqlite:${join(mkdtempSync(join(tmpdir(), 'dynqr-crash-')), 'dynqr.db')}`],
  ['PostgreSQL', freshPostgresDatabase],
] as const

/**
 * The server killed with SIGKILL in the middle of a load of creates, updates and scans, then
 * started again on the same database: everything it acknowledged is there.
 */
describe.each(engines)('a crash (kill -9) under load on %s', (_name, database) => {
  it('keeps every acknowledged create and update, at least every view it redirected, and dimensions that agree with the counters', async () => {
    const databaseUrl = await database()
    const store = await openStore(parseDatabaseUrl(databaseUrl))
    const { key } = await new ApiKeyService(store).issueKey('alice')
    await store.close()
    // A budget the load cannot spend: creates are fast enough now that the run and the checks of
    // every acknowledged code after it pass the default 1,200 requests a minute (issue #32).
    const env = {
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
    }
    const port = randomPort()
    const api = `http://127.0.0.1:${port}/api/v1`
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' }

    const first = startServerProcess({ ...env, PORT: port, LOG_LEVEL: 'info' })
    await first.waitFor(/dynqr is serving/)
    const setup = await fetch(`${api}/qrcode`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ targetUrl: 'https://example.com/0', customShortId: 'menu' }),
    })
    expect(setup.status).toBe(201)

    const created: string[] = []
    let acknowledgedVersion = 0
    let redirects = 0
    let running = true
    const creates = async () => {
      for (let i = 0; running; i += 1) {
        const id = `c-${i}`
        const body = JSON.stringify({ targetUrl: `https://example.com/c/${i}`, customShortId: id })
        const answer = await fetch(`${api}/qrcode`, { method: 'POST', headers, body }).catch(() => undefined)
        if (answer?.status === 201) created.push(id)
      }
    }
    const updates = async () => {
      for (let version = 1; running; version += 1) {
        const body = JSON.stringify({ targetUrl: `https://example.com/${version}` })
        const answer = await fetch(`${api}/qrcode/menu`, { method: 'PUT', headers, body }).catch(() => undefined)
        if (answer?.status === 200) acknowledgedVersion = version
      }
    }
    const scans = async () => {
      while (running) {
        const answer = await fetch(`http://127.0.0.1:${port}/menu`, { redirect: 'manual', headers: PHONE }).catch(
          () => undefined,
        )
        if (answer?.status === 302) redirects += 1
      }
    }
    const load = Promise.all([creates(), creates(), updates(), scans(), scans(), scans()])
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    first.child.kill('SIGKILL')
    await first.exited
    running = false
    await load
    expect(created.length).toBeGreaterThan(0)
    expect(redirects).toBeGreaterThan(0)

    const second = startServerProcess({ ...env, PORT: port, LOG_LEVEL: 'info' })
    try {
      await second.waitFor(/dynqr is serving/)
      const menu = (await (await fetch(`${api}/qrcode/menu`, { headers })).json()) as {
        targetUrl: string
        views: number
      }
      expect(Number(menu.targetUrl.split('/').pop())).toBeGreaterThanOrEqual(acknowledgedVersion)
      expect(menu.views).toBeGreaterThanOrEqual(redirects)
      // Counters and dimensions agree after the crash: a view is in both or in neither.
      for (const groupBy of ['device', 'os', 'browser', 'country', 'language']) {
        const stats = (await (await fetch(`${api}/qrcode/menu/stats?groupBy=${groupBy}`, { headers })).json()) as {
          totals: { views: number; uniqueViews: number }
          breakdown: { views: number; uniqueViews: number }[]
        }
        expect(stats.totals.views, groupBy).toBe(menu.views)
        expect(stats.totals.uniqueViews).toBeLessThanOrEqual(stats.totals.views)
        expect(
          stats.breakdown.reduce((sum, row) => sum + row.views, 0),
          groupBy,
        ).toBe(menu.views)
        expect(stats.breakdown.reduce((sum, row) => sum + row.uniqueViews, 0)).toBe(stats.totals.uniqueViews)
      }
      const listed = (await (await fetch(`${api}/qrcode?limit=100&sort=createdAt`, { headers })).json()) as {
        pagination: { total: number }
      }
      expect(listed.pagination.total).toBeGreaterThanOrEqual(created.length + 1)
      for (const id of created) {
        expect((await fetch(`${api}/qrcode/${id}`, { headers })).status, `acknowledged create ${id}`).toBe(200)
      }
    } finally {
      second.child.kill('SIGTERM')
      await second.exited
    }
  }, 60_000)
})
