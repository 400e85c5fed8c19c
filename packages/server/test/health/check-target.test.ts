import { afterEach, describe, expect, it } from 'vitest'
import { checkTarget } from '../../src/health/check-target.js'
import { startTargetServer, type TargetServer } from '../helpers/target-server.js'

const PRIVATE = { timeoutMs: 2_000, allowPrivate: true }
const PUBLIC_ONLY = { timeoutMs: 2_000, allowPrivate: false }

/** One check (issue #44): HEAD, GET on 405, redirects up to 5, the webhooks' address guard. */
describe('checkTarget', () => {
  const servers: TargetServer[] = []
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close()
  })
  const serve = async () => {
    const server = await startTargetServer()
    servers.push(server)
    return server
  }

  it('refuses a loopback target where private addresses are not allowed, before any byte is sent', async () => {
    const server = await serve()
    const byAddress = await checkTarget(`${server.origin}/`, PUBLIC_ONLY)
    expect(byAddress).toMatchObject({ ok: false, httpStatus: null })
    expect(byAddress.error).toMatch(/^refused: 127\.0\.0\.1 is not allowed/)
    const byName = await checkTarget(server.origin.replace('127.0.0.1', 'localhost'), PUBLIC_ONLY)
    expect(byName).toMatchObject({ ok: false, httpStatus: null })
    expect(byName.error).toMatch(/^refused: localhost is not allowed/)
    expect(await checkTarget('http://10.1.2.3/', PUBLIC_ONLY)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^refused/),
    })
    expect(server.requests).toEqual([])
  })

  it('allows a loopback target where WEBHOOK_ALLOW_PRIVATE does, but never the server’s own port', async () => {
    const server = await serve()
    expect(await checkTarget(`${server.origin}/`, PRIVATE)).toEqual({ ok: true, httpStatus: 200, error: null })
    const own = Number(new URL(server.origin).port)
    expect(await checkTarget(`${server.origin}/`, { ...PRIVATE, ownPort: own })).toMatchObject({
      ok: false,
      error: "refused: the target is this server's own address",
    })
    expect(server.requests).toHaveLength(1)
  })

  it('sends GET where HEAD is refused with 405, and follows up to five redirects, each through the guard', async () => {
    const server = await serve()
    server.answer = (method, path) => {
      if (path === '/head-refused') return { status: method === 'HEAD' ? 405 : 204 }
      const hop = /^\/hop(\d+)$/.exec(path)
      if (hop) return Number(hop[1]) > 0 ? { status: 302, location: `/hop${Number(hop[1]) - 1}` } : { status: 200 }
      if (path === '/away') return { status: 301, location: 'http://10.1.2.3/' }
      return { status: 404 }
    }
    expect(await checkTarget(`${server.origin}/head-refused`, PRIVATE)).toEqual({
      ok: true,
      httpStatus: 204,
      error: null,
    })
    expect(server.requests.map((r) => r.method)).toEqual(['HEAD', 'GET'])
    expect(await checkTarget(`${server.origin}/hop5`, PRIVATE)).toEqual({ ok: true, httpStatus: 200, error: null })
    expect(await checkTarget(`${server.origin}/hop6`, PRIVATE)).toMatchObject({
      ok: false,
      error: 'more than 5 redirects',
    })
    expect(await checkTarget(`${server.origin}/missing`, PRIVATE)).toEqual({
      ok: false,
      httpStatus: 404,
      error: 'the target answered 404',
    })
  })

  it('gives up after the timeout', async () => {
    const server = await serve()
    server.delayMs = 1_000
    const result = await checkTarget(`${server.origin}/`, { timeoutMs: 100, allowPrivate: true })
    expect(result).toEqual({ ok: false, httpStatus: null, error: 'no answer within 100 ms' })
  })
})
