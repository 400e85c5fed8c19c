import { ApiKeyService, composeApp, createMemoryStore } from '@dynqr/server'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Dnsmasq } from '../../server/test/helpers/dnsmasq.js'
import { systemTool } from '../../server/test/helpers/system-tools.js'
import {
  ConflictError,
  DomainNotVerifiedError,
  Domains,
  Dynqr,
  DynqrApiError,
  InvalidRequestError,
  NotFoundError,
} from '../src/index.js'

const HAS_DNSMASQ = systemTool('dnsmasq')

/** `new Domains(dynqr)` against the reference server, its TXT records served by a real dnsmasq on loopback. */
describe.skipIf(!HAS_DNSMASQ)('Domains against the reference server', () => {
  const dns = new Dnsmasq()
  let app: FastifyInstance
  let dynqr: Dynqr
  let other: Dynqr
  let domains: Domains

  beforeAll(async () => {
    await dns.start()
    const store = createMemoryStore()
    const keys = new ApiKeyService(store)
    const apiKey = (await keys.issueKey('sdk')).key
    const otherKey = (await keys.issueKey('other')).key
    app = await composeApp({ store, publicUrl: 'http://127.0.0.1:1', dnsServers: [dns.server] })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    dynqr = new Dynqr({ apiKey, baseUrl: `${address}/api/v1` })
    other = new Dynqr({ apiKey: otherKey, baseUrl: `${address}/api/v1` })
    domains = new Domains(dynqr)
  })
  afterEach(async () => {
    await dns.start()
  })
  afterAll(async () => {
    await app.close()
    await dns.stop()
  })

  it('creates, verifies once the TXT record is served, updates, refuses to delete while used, deletes', async () => {
    const menu = await domains.create({ hostname: 'menu.example.test' })
    expect(menu).toMatchObject({ hostname: 'menu.example.test', status: 'pending', verifiedAt: null })
    expect(menu).not.toHaveProperty('success')
    const refused = await domains.verify(menu.id).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DomainNotVerifiedError)
    expect(refused).toMatchObject({ status: 422, code: 'DOMAIN_NOT_VERIFIED' })
    expect((refused as Error).message).toContain(menu.verification.name)

    await dns.start({ [menu.verification.name]: menu.verification.value })
    const { data, requestId } = await domains.verify(menu.id).withResponse()
    expect(data).toMatchObject({ id: menu.id, status: 'verified' })
    expect(requestId).toBeTruthy()
    expect(await domains.get(menu.id)).toEqual(data)
    expect((await domains.list()).map((d) => d.id)).toEqual([menu.id])
    const updated = await domains.update(menu.id, { rootRedirectUrl: 'https://example.com/', notFoundUrl: null })
    expect(updated.rootRedirectUrl).toBe('https://example.com/')

    const code = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/a', domain: 'menu.example.test' })
    expect(code.qrCodeUrl).toBe(`https://menu.example.test/${code.shortId}`)
    await expect(domains.delete(menu.id)).rejects.toBeInstanceOf(ConflictError)
    await expect(new Domains(other).create({ hostname: 'menu.example.test' })).rejects.toBeInstanceOf(ConflictError)
    await expect(new Domains(other).get(menu.id)).rejects.toBeInstanceOf(NotFoundError)

    const spare = await domains.create({ hostname: 'spare.example.test' })
    // A code on a pending domain: the main client's error carries the code (its class stays generic).
    const pending = await dynqr.qrcodes
      .create({ targetUrl: 'https://example.com/b', domain: 'spare.example.test' })
      .catch((error: unknown) => error)
    expect(pending).toBeInstanceOf(DynqrApiError)
    expect(pending).toMatchObject({ code: 'DOMAIN_NOT_VERIFIED' })
    await domains.delete(spare.id)
    await expect(domains.get(spare.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('surfaces the hostname rules as InvalidRequestError', async () => {
    for (const hostname of ['127.0.0.1', 'localhost', 'api.localhost', '127.0.0.1.']) {
      await expect(domains.create({ hostname }), hostname).rejects.toBeInstanceOf(InvalidRequestError)
    }
  })
})
