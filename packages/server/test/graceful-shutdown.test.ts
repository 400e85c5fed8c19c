import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openRawConnection, postHead, settlesWithin } from './helpers/raw-http.js'
import { randomPort, startServerProcess } from './helpers/server-process.js'

/** A development server on a fresh SQLite file, serving, with the first key it printed. */
async function startWithKey(env: Record<string, string> = {}) {
  const database = `sqlite:${join(mkdtempSync(join(tmpdir(), 'dynqr-shutdown-')), 'dynqr.db')}`
  const port = randomPort()
  // At debug a request's arrival is logged: the tests wait for it before the signal.
  const server = startServerProcess({ PORT: port, DATABASE_URL: database, LOG_LEVEL: 'debug', ...env })
  await server.waitFor(/dynqr is serving/)
  const key = /DYNQR_API_KEY=(dqr_[0-9A-Za-z]+)/.exec(`${server.output().stderr}${server.output().stdout}`)?.[1] ?? ''
  expect(key).not.toBe('')
  return { server, port, key, database }
}

const createBody = (shortId: string) =>
  JSON.stringify({ targetUrl: `https://example.com/${shortId}`, customShortId: shortId })
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('graceful shutdown', () => {
  it('finishes a POST whose body was half sent when SIGTERM came, stores the code, then exits 0', async () => {
    const { server, port, key, database } = await startWithKey()
    const body = createBody('half-sent')
    const half = Math.floor(body.length / 2)
    const client = await openRawConnection(port)
    await client.write(postHead('/api/v1/qrcode', key, body.length) + body.slice(0, half))
    await server.waitFor(/"method":"POST".*incoming request/) // the server has the request's head

    server.child.kill('SIGTERM')
    await server.waitFor(/shutting down/)
    // No new connections are accepted while the request in flight finishes.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()

    await client.write(body.slice(half))
    await client.waitFor(/\r\n\r\n\{.*\}$/s)
    expect(client.received()).toMatch(/^HTTP\/1\.1 201 /)
    expect(client.received()).toMatch(/\r\nconnection: close\r\n/i)
    expect(client.received()).toContain('"shortId":"half-sent"')
    expect(await settlesWithin(client.closed, 5_000)).toBe(true)
    expect(await server.exited).toBe(0)

    // Stored: a second start on the same database serves it.
    const again = startServerProcess({ PORT: port, DATABASE_URL: database })
    await again.waitFor(/dynqr is serving/)
    const read = await fetch(`http://127.0.0.1:${port}/api/v1/qrcode/half-sent`, {
      headers: { authorization: `Bearer ${key}` },
    })
    expect(read.status).toBe(200)
    expect(await read.json()).toMatchObject({ targetUrl: 'https://example.com/half-sent' })
    again.child.kill('SIGTERM')
    expect(await again.exited).toBe(0)
  })

  it('closes idle keep-alive connections at once and waits for a body that trickles in', async () => {
    const { server, port, key } = await startWithKey()
    const idle = await openRawConnection(port)
    await idle.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    await idle.waitFor(/"status":"ok"/)

    const body = createBody('trickled')
    const slow = await openRawConnection(port)
    await slow.write(postHead('/api/v1/qrcode', key, body.length) + body.slice(0, 1))
    await server.waitFor(/"method":"POST".*incoming request/)

    server.child.kill('SIGTERM')
    await server.waitFor(/shutting down/)
    expect(await settlesWithin(idle.closed, 5_000)).toBe(true)
    // The rest of the body, a few bytes at a time, well after the signal.
    const rest = body.slice(1)
    const step = Math.ceil(rest.length / 5)
    for (let at = 0; at < rest.length; at += step) {
      await sleep(200)
      expect(slow.socket.destroyed).toBe(false)
      await slow.write(rest.slice(at, at + step))
    }
    await slow.waitFor(/\r\n\r\n\{.*\}$/s)
    expect(slow.received()).toMatch(/^HTTP\/1\.1 201 /)
    expect(slow.received()).toContain('"shortId":"trickled"')
    expect(await server.exited).toBe(0)
  })

  it('cuts off a request still unfinished after SHUTDOWN_TIMEOUT_MS, says so, and exits 0', async () => {
    const { server, port, key } = await startWithKey({ SHUTDOWN_TIMEOUT_MS: '300' })
    const stalled = await openRawConnection(port)
    await stalled.write(`${postHead('/api/v1/qrcode', key, 100)}{"tar`)
    await server.waitFor(/"method":"POST".*incoming request/)

    server.child.kill('SIGTERM')
    expect(await settlesWithin(server.exited, 10_000)).toBe(true)
    expect(await server.exited).toBe(0)
    expect(await settlesWithin(stalled.closed, 1_000)).toBe(true)
    expect(server.output().stdout).toMatch(/"inFlight":1,.*shutdown timeout: cutting off requests still in flight/)
  })
})
