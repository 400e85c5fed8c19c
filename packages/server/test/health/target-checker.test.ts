import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { ApiKeyService, composeApp, openPostgresStore, type Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { fastTargetChecks, startTargetServer, type TargetServer } from '../helpers/target-server.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { fastWebhookSettings } from '../helpers/webhook-receiver.js'

const WAIT = { timeout: 15_000, interval: 20 }

/** The checker's manners (issue #44): one request at a time per host, one checker per URL, the guard. */
describe.each(ENGINES)('the target checker on $name', (engine) => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  async function app(options: Parameters<typeof startTestApp>[2]): Promise<TestApp> {
    const t = await startTestApp(engine, undefined, options)
    cleanups.push(() => t.close())
    return t
  }
  async function serve(): Promise<TargetServer> {
    const server = await startTargetServer()
    cleanups.push(() => server.close())
    return server
  }
  const create = (t: TestApp, targetUrl: string, customShortId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(t.alice),
      payload: { targetUrl, customShortId },
    })

  it('never sends two requests at once to one host', async () => {
    const busy = await serve()
    const other = await serve()
    busy.delayMs = 40
    other.delayMs = 40
    const t = await app({ webhooks: fastWebhookSettings(), targetChecks: fastTargetChecks({ concurrency: 8 }) })
    for (let i = 0; i < 10; i += 1) {
      expect((await create(t, `${busy.origin}/page${i}`, `busy${i}`)).statusCode).toBe(201)
      expect((await create(t, `${other.origin}/page${i}`, `other${i}`)).statusCode).toBe(201)
    }
    await vi.waitFor(() => expect(busy.requests.length + other.requests.length).toBe(20), WAIT)
    expect(busy.maxConcurrent).toBe(1)
    expect(other.maxConcurrent).toBe(1)
  })

  it('refuses a private target where the webhooks do not allow private addresses', async () => {
    const t = await app({ targetChecks: fastTargetChecks({ allowPrivate: false }) })
    expect((await create(t, 'http://10.1.2.3/menu', 'private')).statusCode).toBe(201)
    await vi.waitFor(async () => {
      const code = JSON.parse(
        (await t.app.inject({ method: 'GET', url: '/api/v1/qrcode/private', headers: t.auth(t.alice) })).body,
      ) as { targetHealth: { error?: string } }
      expect(code.targetHealth.error).toMatch(/^refused: 10\.1\.2\.3 is not allowed/)
    }, WAIT)
  })

  it.runIf(engine.name === 'postgres')('with two instances on one database, checks each URL once', async () => {
    const schema = `t_checkers_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
    const stores: Store[] = []
    for (let i = 0; i < 2; i += 1) {
      const store = await openPostgresStore(inject('postgresUrl'), { schema, poolSize: 5 })
      stores.push(store)
      cleanups.push(() => store.close())
    }
    const servers = [await serve(), await serve(), await serve(), await serve()]
    for (const server of servers) server.delayMs = 30
    const [first, second] = stores as [Store, Store]
    const key = (await new ApiKeyService(first).issueKey('alice')).key
    const apps = []
    for (const store of [first, second]) {
      const composed = await composeApp({
        store,
        publicUrl: 'https://qr.example',
        webhooks: fastWebhookSettings(),
        targetChecks: fastTargetChecks({ concurrency: 8 }),
      })
      cleanups.push(() => composed.close())
      apps.push(composed)
    }
    let n = 0
    for (const server of servers) {
      for (let i = 0; i < 5; i += 1) {
        n += 1
        const created = await apps[n % 2]?.inject({
          method: 'POST',
          url: '/api/v1/qrcode',
          headers: { authorization: `Bearer ${key}` },
          payload: { targetUrl: `${server.origin}/p${i}`, customShortId: `two${n}` },
        })
        expect(created?.statusCode).toBe(201)
      }
    }
    await vi.waitFor(() => expect(servers.reduce((sum, s) => sum + s.requests.length, 0)).toBe(20), WAIT)
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (const server of servers) {
      expect(server.requests.map((r) => r.path).sort()).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4'])
      expect(server.maxConcurrent).toBe(1)
    }
  })
})
