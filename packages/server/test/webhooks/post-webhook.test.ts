import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postWebhook } from '../../src/webhooks/post-webhook.js'

describe('one webhook POST', () => {
  let server: Server
  let url: string
  let endless = 0

  beforeAll(async () => {
    // Answers 200 and then streams a body that never ends.
    server = createServer((_request, response) => {
      response.writeHead(200)
      const chunk = Buffer.alloc(16 * 1024, 'x')
      const timer = setInterval(() => {
        endless += chunk.length
        response.write(chunk)
      }, 1)
      response.on('close', () => clearInterval(timer))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('reads a bounded part of the answer, then hangs up', async () => {
    const result = await postWebhook(url, {}, '{}', {
      timeoutMs: 5_000,
      allowPrivate: true,
      maxResponseBytes: 64 * 1024,
    })
    expect(result).toEqual({ status: 200, error: null })
    expect(endless).toBeLessThan(10 * 1024 * 1024)
  })

  it('answers an error, never throws, for a refused connection', async () => {
    const result = await postWebhook('http://127.0.0.1:9/', {}, '{}', {
      timeoutMs: 2_000,
      allowPrivate: true,
      maxResponseBytes: 1024,
    })
    expect(result).toEqual({ status: null, error: expect.stringMatching(/ECONNREFUSED/) })
  })
})
