import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { drainableResponses, drainOf } from '../../src/http/drainable-responses.js'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A server of drainable responses; `/own` answers with its own `Connection` header. */
async function serve(): Promise<{ server: Server; port: number }> {
  const responses = drainableResponses()
  server = createServer({ ServerResponse: responses.ServerResponse, keepAliveTimeout: 50 }, (req, res) => {
    if (req.url === '/implicit') return res.end('implicit')
    const headers = req.url === '/own' ? { 'content-length': 3, connection: 'keep-alive' } : { 'content-length': 3 }
    res.writeHead(200, headers)
    res.end('hey')
  })
  responses.register(server)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

function connectionHeader(port: number, path: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, headers: { connection: 'keep-alive' } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.headers.connection))
    })
      .on('error', reject)
      .end()
  })
}

describe('drainable responses', () => {
  it('keep connections alive until the drain begins, then every head written says Connection: close', async () => {
    const { server, port } = await serve()
    expect(await connectionHeader(port, '/')).toBe('keep-alive')
    drainOf(server)?.begin()
    expect(await connectionHeader(port, '/')).toBe('close')
    // A response ended without writeHead gets its head implicitly, through the same writeHead.
    expect(await connectionHeader(port, '/implicit')).toBe('close')
  })

  it('leave a route its own Connection header, and are unknown to servers not registered', async () => {
    const { server, port } = await serve()
    drainOf(server)?.begin()
    expect(await connectionHeader(port, '/own')).toBe('keep-alive')
    expect(drainOf(createServer())).toBeUndefined()
  })
})
