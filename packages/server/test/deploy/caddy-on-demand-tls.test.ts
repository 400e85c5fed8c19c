import { request } from 'node:https'
import type { AddressInfo } from 'node:net'
import type { TLSSocket } from 'node:tls'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiKeyService, composeApp, createMemoryStore, type Store } from '../../src/index.js'
import { Caddy } from '../helpers/caddy.js'
import { systemTool } from '../helpers/system-tools.js'

const HAS_CADDY = systemTool('caddy')
const MENU = 'menu.example.test'

interface Answer {
  status: number
  location: string | undefined
  subjectAltName: string | undefined
}

/** A GET through Caddy with this server name in the TLS handshake (SNI) and as Host. */
function getThrough(port: number, name: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, servername: name, headers: { host: name }, rejectUnauthorized: false },
      (res) => {
        const subjectAltName = (res.socket as TLSSocket).getPeerCertificate().subjectaltname
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, subjectAltName }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe.skipIf(!HAS_CADDY)('docs/deploy/Caddyfile: a real Caddy in front of dynqr, certificates on demand', () => {
  const caddy = new Caddy()
  let store: Store
  let app: FastifyInstance
  let shortId: string

  beforeAll(async () => {
    store = createMemoryStore()
    const { key } = await new ApiKeyService(store).issueKey('alice')
    const account = (await store.accounts.findByName('alice'))?.id as string
    await store.domains.create({
      id: 'dom_0123456789abcdef',
      accountId: account,
      hostname: MENU,
      status: 'pending',
      token: 't',
      rootRedirectUrl: 'https://example.com/home',
      notFoundUrl: null,
      createdAt: 1,
      verifiedAt: null,
    })
    await store.domains.markVerified(account, 'dom_0123456789abcdef', 2)
    app = await composeApp({ store, publicUrl: 'https://qr.example' })
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: { authorization: `Bearer ${key}` },
      payload: { targetUrl: 'https://example.com/menu', domain: MENU },
    })
    expect(created.statusCode).toBe(201)
    shortId = created.json().shortId
    await app.listen({ port: 0, host: '127.0.0.1' })
    await caddy.start(`127.0.0.1:${(app.server.address() as AddressInfo).port}`)
  }, 60_000)

  afterAll(async () => {
    await caddy.stop()
    await app?.close()
    await store?.close()
  })

  it('gets a certificate for a verified name and serves its short link and root redirect', async () => {
    const answer = await getThrough(caddy.httpsPort, MENU, `/${shortId}`)
    expect(answer).toMatchObject({ status: 302, location: 'https://example.com/menu' })
    expect(answer.subjectAltName).toBe(`DNS:${MENU}`)
    expect(await getThrough(caddy.httpsPort, MENU, '/')).toMatchObject({
      status: 302,
      location: 'https://example.com/home',
    })
  }, 30_000)

  it('gets none for a name dynqr does not allow: the handshake fails', async () => {
    const failed = await getThrough(caddy.httpsPort, 'unknown.example.test', `/${shortId}`).then(
      () => null,
      (error: Error) => error,
    )
    expect(failed).toBeInstanceOf(Error)
    // A TLS alert from Caddy, which got no certificate for the name: dynqr's answer was 404.
    expect((failed as NodeJS.ErrnoException).code).toBe('EPROTO')
    expect(failed?.message).toMatch(/alert/)
  }, 30_000)
})
