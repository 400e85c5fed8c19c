import { createConnection, createServer, type Server, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ApiKeyService, composeApp, openPostgresStore, type Store } from '../../../src/index.js'
import { expectContract } from '../../helpers/contract.js'

const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' }
/** How long a batch may go unanswered in this test (the product's default is 20 s). */
const ANSWER_WITHIN_MS = 1_500

/**
 * A TCP proxy in front of the suite's PostgreSQL that can stop forwarding without closing any
 * socket: what a database host that vanished in a failover or a partition looks like to the pool.
 */
async function freezableProxy(target: URL) {
  let frozen = false
  const held: (() => void)[] = []
  const sockets = new Set<Socket>()
  const server: Server = createServer((inbound) => {
    sockets.add(inbound)
    inbound.pause()
    const connect = () => {
      const outbound = createConnectionTo(target)
      sockets.add(outbound)
      const forward = (from: Socket, to: Socket) => {
        from.on('data', (chunk: Buffer) => {
          // Frozen: nothing goes through, in either direction, and nobody is told.
          if (!frozen) to.write(chunk)
        })
        from.on('close', () => to.destroy())
        from.on('error', () => to.destroy())
      }
      forward(inbound, outbound)
      forward(outbound, inbound)
      inbound.resume()
    }
    // A connection opened while frozen is accepted but reaches nothing until the thaw.
    if (frozen) held.push(connect)
    else connect()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const url = new URL(target.href)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return {
    url: url.href,
    freeze: () => {
      frozen = true
    },
    thaw: () => {
      frozen = false
      for (const connect of held.splice(0)) connect()
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

function createConnectionTo(target: URL): Socket {
  return createConnection({ host: target.hostname, port: Number(target.port || 5432) })
}

/**
 * Issue #38 (review finding 6): the scan and create batches have a client-side deadline. With
 * the database host silent — no answer, no FIN, no RST — scans and creates are answered 503 within
 * the deadline instead of hanging until the kernel gives up on the socket, and they work again as
 * soon as the database answers.
 */
describe('PostgreSQL that stops answering without closing its connections', () => {
  let proxy: Awaited<ReturnType<typeof freezableProxy>>
  let store: Store
  let app: FastifyInstance
  /** The same store under SCAN_FAILURE_MODE=open. */
  let openApp: FastifyInstance
  let auth: { authorization: string }

  beforeAll(async () => {
    proxy = await freezableProxy(new URL(inject('postgresUrl')))
    const schema = `t_frozen_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
    store = await openPostgresStore(proxy.url, {
      schema,
      poolSize: 3,
      statementTimeoutMs: 500,
      // The open-mode read waits for a connection too: a new one cannot connect while frozen.
      connectTimeoutMs: 1_000,
      answerWithinMs: ANSWER_WITHIN_MS,
    })
    const { key } = await new ApiKeyService(store).issueKey('alice')
    auth = { authorization: `Bearer ${key}` }
    app = await composeApp({ store, publicUrl: 'https://qr.example' })
    openApp = await composeApp({ store, publicUrl: 'https://qr.example', scanFailureMode: 'open' })
  })

  afterAll(async () => {
    proxy?.thaw()
    await app?.close()
    await openApp?.close()
    await store?.close()
    await proxy?.close()
  })

  const scan = () => app.inject({ method: 'GET', url: '/menu', headers: PHONE })
  const create = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/qrcode', headers: auth, payload: payload as Record<string, unknown> })

  it('answers scans and creates 503 after the deadline, and serves them again after the thaw', async () => {
    expect((await create({ targetUrl: 'https://example.com/menu', customShortId: 'menu' })).statusCode).toBe(201)
    expect((await scan()).statusCode).toBe(302)

    proxy.freeze()
    // Several at once: a batch in flight and the ones queued behind it all get their answer.
    const frozenScans = await Promise.all(Array.from({ length: 5 }, scan))
    for (const answer of frozenScans) {
      expect(answer.statusCode).toBe(503)
      expect(answer.headers['retry-after']).toBeDefined()
      expectContract('followShortLink', answer)
    }
    // Open mode: the redirect when the code can still be read, else 503; an answer either way.
    const open = await openApp.inject({ method: 'GET', url: '/menu', headers: PHONE })
    expect([302, 503]).toContain(open.statusCode)
    expectContract('followShortLink', open)
    // Two creates: one batch of the group commit.
    const frozenCreates = await Promise.all(
      ['a', 'b'].map((id) => create({ targetUrl: `https://example.com/${id}`, customShortId: `frozen-${id}` })),
    )
    for (const answer of frozenCreates) {
      expect(answer.statusCode).toBe(503)
      expectContract('createQrCode', answer)
    }

    proxy.thaw()
    // The connections the deadline gave up on are ended (query_timeout); new ones serve.
    await expect.poll(async () => (await scan()).statusCode, { timeout: 15_000, interval: 200 }).toBe(302)
    expect((await create({ targetUrl: 'https://example.com/after', customShortId: 'after' })).statusCode).toBe(201)
  }, 45_000)
})
