import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openRawConnection, postHead, settlesWithin } from '../helpers/raw-http.js'
import { randomPort, type ServerProcess, startServerProcess } from '../helpers/server-process.js'

// Small values, so a stalled client is cut off within the bounded waits below.
const TIMEOUTS = { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '500', KEEP_ALIVE_TIMEOUT_MS: '300' }

describe('request, header and keep-alive timeouts', () => {
  let server: ServerProcess
  let key = ''
  const port = randomPort()
  beforeAll(async () => {
    server = startServerProcess({ PORT: port, DATABASE_URL: 'memory:', ...TIMEOUTS })
    await server.waitFor(/dynqr is serving/)
    key = /DYNQR_API_KEY=(dqr_[0-9A-Za-z]+)/.exec(`${server.output().stderr}${server.output().stdout}`)?.[1] ?? ''
  })
  afterAll(async () => {
    server.child.kill('SIGTERM')
    await server.exited
  })

  it.each([
    [
      'headers that never end',
      () => 'POST /api/v1/qrcode HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: app',
      /^HTTP\/1\.1 408 /,
    ],
    [
      'a body that stops at 6 of 100 bytes (slowloris)',
      () => `${postHead('/api/v1/qrcode', key, 100)}{"targ`,
      /^HTTP\/1\.1 408 /,
    ],
    [
      'an idle keep-alive connection after a response',
      () => 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      /^HTTP\/1\.1 200 /,
    ],
  ])('closes the connection of %s', async (_name, sent, answer) => {
    const client = await openRawConnection(port)
    await client.write(sent())
    expect(await settlesWithin(client.closed, 8_000)).toBe(true)
    expect(client.received()).toMatch(answer)
  })

  it('logs each connection it cut off for being too slow', () => {
    expect(server.output().stdout).toMatch(/client too slow: request or header timeout/)
  })

  it('still serves a request sent in time', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200)
  })
})
