import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { ApiKeyService, composeApp, openPostgresStore, type Store } from '../../../src/index.js'
import { Dnsmasq } from '../../helpers/dnsmasq.js'
import { systemTool } from '../../helpers/system-tools.js'

const HAS_DNSMASQ = systemTool('dnsmasq')
const MENU = 'menu.example.test'

const allowedNow = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: `/tls/allowed?domain=${MENU}` })).statusCode

/** Asks `/tls/allowed` every 50 ms until it answers `status`; resolves to the time it took. */
async function allowedWithin(app: FastifyInstance, status: number, limitMs: number): Promise<number> {
  const started = Date.now()
  for (;;) {
    const answer = await app.inject({ method: 'GET', url: `/tls/allowed?domain=${MENU}` })
    if (answer.statusCode === status) return Date.now() - started
    if (Date.now() - started > limitMs) throw new Error(`still ${answer.statusCode} after ${limitMs} ms`)
    await new Promise((done) => setTimeout(done, 50))
  }
}

describe.skipIf(!HAS_DNSMASQ)('custom domains across two instances on one PostgreSQL', () => {
  const dns = new Dnsmasq()
  const stores: Store[] = []
  const apps: FastifyInstance[] = []
  let key: string

  beforeAll(async () => {
    await dns.start()
    const schema = `t_domains_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
    for (let instance = 0; instance < 2; instance += 1) {
      const store = await openPostgresStore(inject('postgresUrl'), { schema, poolSize: 3 })
      stores.push(store)
      // The default poll (2 s): what production runs.
      apps.push(await composeApp({ store, publicUrl: 'https://qr.example', dnsServers: [dns.server] }))
    }
    key = (await new ApiKeyService(stores[0] as Store).issueKey('alice')).key
  }, 60_000)

  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const store of stores) await store.close()
    await dns.stop()
  })

  it('allows a domain verified on one instance on the other within 5 s, and forgets a deleted one as fast', async () => {
    const [one, other] = apps as [FastifyInstance, FastifyInstance]
    const auth = { authorization: `Bearer ${key}` }
    const created = await one.inject({
      method: 'POST',
      url: '/api/v1/domains',
      headers: auth,
      payload: { hostname: MENU },
    })
    const { id, verification } = created.json()
    await dns.start({ [verification.name]: verification.value })
    expect((await one.inject({ method: 'POST', url: `/api/v1/domains/${id}/verify`, headers: auth })).statusCode).toBe(
      200,
    )
    // The instance that verified it allows it at once; the other within a poll or two.
    expect(await allowedNow(one)).toBe(200)
    expect(await allowedWithin(other, 200, 5_000)).toBeLessThan(5_000)

    expect((await other.inject({ method: 'DELETE', url: `/api/v1/domains/${id}`, headers: auth })).statusCode).toBe(204)
    expect(await allowedNow(other)).toBe(404)
    expect(await allowedWithin(one, 404, 5_000)).toBeLessThan(5_000)
  }, 30_000)
})
