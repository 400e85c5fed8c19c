import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningPostgres, startEmbeddedPostgres } from '../../../../../scripts/test-support/embedded-postgres.js'
import { ApiKeyService, composeApp, openPostgresStore, type Store } from '../../../src/index.js'
import { expectContract } from '../../helpers/contract.js'

const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' }

/**
 * PostgreSQL going away in the middle of a load (its own server, not the suite's shared one):
 * no write is answered as a success unless it is stored, /readyz says so, and the service
 * recovers by itself when the database is back.
 */
describe('PostgreSQL stopped mid-load', () => {
  let postgres: RunningPostgres
  let store: Store

  beforeAll(async () => {
    postgres = await startEmbeddedPostgres(['-c', 'fsync=off'])
    store = await openPostgresStore(postgres.url, { poolSize: 4 })
  }, 60_000)

  afterAll(async () => {
    await store?.close()
    await postgres?.stop()
  })

  it('answers 503 while it is down, never a lost success, and recovers when it is back', async () => {
    const { key } = await new ApiKeyService(store).issueKey('alice')
    const app = await composeApp({ store, publicUrl: 'https://qr.example' })
    const auth = { authorization: `Bearer ${key}` }
    const create = (id: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/qrcode',
        headers: auth,
        payload: { targetUrl: `https://example.com/${id}`, customShortId: id },
      })
    const scan = () => app.inject({ method: 'GET', url: '/menu', headers: PHONE })
    expect((await create('menu')).statusCode).toBe(201)

    const created: string[] = []
    let redirects = 0
    const statuses = new Set<number>()
    let outage: Promise<void> | undefined
    for (let round = 0; round < 20; round += 1) {
      if (round === 8) outage = postgres.pause()
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, async (_, i) => {
          const id = `code-${round}-${i}`
          const answer = await create(id)
          if (answer.statusCode === 201) created.push(id)
          else expectContract('createQrCode', answer)
          return answer.statusCode
        }),
        ...Array.from({ length: 5 }, async () => {
          const answer = await scan()
          if (answer.statusCode === 302) redirects += 1
          else expectContract('followShortLink', answer)
          return answer.statusCode
        }),
      ])
      for (const status of answers) statuses.add(status)
    }
    await outage
    // While it is down: every answer was a success or a 503, never a 500 and never a hang.
    expect([...statuses].sort()).toEqual([201, 302, 503])
    const down = await app.inject({ method: 'GET', url: '/readyz' })
    expect(down.statusCode).toBe(503)
    expectContract('getReadiness', down)

    await postgres.resume()
    let ready = 0
    for (let i = 0; i < 100 && ready !== 200; i += 1) {
      ready = (await app.inject({ method: 'GET', url: '/readyz' })).statusCode
      if (ready !== 200) await new Promise((r) => setTimeout(r, 100))
    }
    expect(ready).toBe(200)
    for (const id of created) {
      const stored = await app.inject({ method: 'GET', url: `/api/v1/qrcode/${id}`, headers: auth })
      expect(stored.statusCode, `acknowledged create ${id}`).toBe(200)
    }
    const menu = await app.inject({ method: 'GET', url: '/api/v1/qrcode/menu', headers: auth })
    expect(JSON.parse(menu.body).views).toBeGreaterThanOrEqual(redirects)
    expect((await create('after')).statusCode).toBe(201)
    await app.close()
  }, 60_000)
})
