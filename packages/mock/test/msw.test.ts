/**
 * @dynqr/mock/msw (issue #40): the SDK, in a Vitest test, talks to MSW handlers generated from
 * the contract — stateless (the contract's examples, `Prefer` honoured) and stateful (creates
 * remembered, the server's validation messages) — and the entry needs no server.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  ConflictError,
  DomainNotVerifiedError,
  Domains,
  Dynqr,
  IdempotencyKeyReusedError,
  InvalidRequestError,
  NotFoundError,
  PreconditionFailedError,
  UnauthorizedError,
} from '@dynqr/sdk'
import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createDynqrHttp, DEMO_KEY, statefulHandlers, statelessHandlers } from '../src/msw/index.js'

const baseUrl = 'http://dynqr.test/api/v1'
const dynqr = new Dynqr({ apiKey: DEMO_KEY, baseUrl, maxRetries: 0 })

describe('the stateless handlers', () => {
  const server = setupServer(...statelessHandlers({ baseUrl }))
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())

  it('answer every call with the contract’s examples', async () => {
    const code = await dynqr.qrcodes.get('spring-sale')
    expect(code).toMatchObject({ shortId: 'spring-sale', qrCodeOptions: { dotsOptions: { type: 'rounded' } } })
    const created = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/menu' })
    expect(created.shortId).toEqual(expect.any(String))
    const page = await dynqr.qrcodes.list({ limit: 1 })
    expect(page.data).toHaveLength(1)
    expect(page.pagination).toMatchObject({ limit: 1, offset: 0, hasMore: true })
    await expect(dynqr.qrcodes.delete('spring-sale')).resolves.toBeUndefined()
  })

  it('honour Prefer: code= and example=', async () => {
    await expect(dynqr.qrcodes.get('spring-sale', { headers: { prefer: 'code=404' } })).rejects.toBeInstanceOf(
      NotFoundError,
    )
    const error = await dynqr.qrcodes
      .create({ targetUrl: 'https://example.com/' }, { headers: { prefer: 'example=badScheme' } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidRequestError)
    expect((error as InvalidRequestError).message).toBe('targetUrl must be an absolute http: or https: URL')
  })

  it('refuse what the server refuses, with its messages and details, and a missing key with 401', async () => {
    const error = await dynqr.qrcodes.create({ targetUrl: 'ftp://example.com/menu' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidRequestError)
    expect((error as InvalidRequestError).details?.[0]).toMatchObject({ field: 'targetUrl' })
    const anonymous = await fetch(`${baseUrl}/qrcode`)
    expect(anonymous.status).toBe(401)
    await expect(
      new Dynqr({ apiKey: 'dqr_x', baseUrl, maxRetries: 0 }).qrcodes.get('x', {
        headers: { prefer: 'code=401' },
      }),
    ).rejects.toBeInstanceOf(UnauthorizedError)
  })

  it('take typed overrides for one test (openapi-msw, the contract’s paths)', async () => {
    const typed = createDynqrHttp(baseUrl)
    server.use(
      typed.get('/qrcode/{shortId}', ({ params }) =>
        HttpResponse.json(
          { error: 'NOT_FOUND', message: `no ${params.shortId} here`, requestId: 'r1' },
          { status: 404 },
        ),
      ),
    )
    await expect(dynqr.qrcodes.get('menu')).rejects.toThrow('no menu here')
  })
})

describe('the stateful handlers', () => {
  const mock = statefulHandlers({ baseUrl })
  const server = setupServer(...mock.handlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    mock.reset()
  })
  afterAll(() => server.close())

  it('remember a create: get, list, update with If-Match, delete', async () => {
    const created = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/new', title: 'New' })
    expect(created).toMatchObject({ views: 0, qrCodeUrl: `http://dynqr.test/${created.shortId}`, active: true })
    expect(await dynqr.qrcodes.get(created.shortId)).toMatchObject({ targetUrl: 'https://example.com/new' })
    const ids: string[] = []
    for await (const code of dynqr.qrcodes.list({ limit: 2 })) ids.push(code.shortId)
    expect(ids.sort()).toEqual([created.shortId, 'menu', 'spring-sale', 'wifi-guide'].sort())
    const { etag } = await dynqr.qrcodes.get(created.shortId).withResponse()
    const updated = await dynqr.qrcodes.update(created.shortId, { title: 'Renamed' }, { ifMatch: etag ?? '' })
    expect(updated.title).toBe('Renamed')
    await expect(
      dynqr.qrcodes.update(created.shortId, { title: 'Stale' }, { ifMatch: etag ?? '' }),
    ).rejects.toBeInstanceOf(PreconditionFailedError)
    await dynqr.qrcodes.delete(created.shortId)
    await expect(dynqr.qrcodes.get(created.shortId)).rejects.toThrow('QR code not found')
  })

  it('keep tags as the server does and filter the list by tag, in any case, any of several (issue #45)', async () => {
    const flyer = await dynqr.qrcodes.create({
      targetUrl: 'https://example.com/f',
      tags: ['Spring', 'spring', 'flyer'],
    })
    expect(flyer.tags).toEqual(['Spring', 'flyer'])
    const poster = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/p', tags: ['poster'] })
    const tagged = async (tag: string[]) => (await dynqr.qrcodes.list({ tag })).data.map((code) => code.shortId)
    expect(await tagged(['SPRING'])).toEqual([flyer.shortId])
    expect((await tagged(['spring', 'poster'])).sort()).toEqual([flyer.shortId, poster.shortId].sort())
    await dynqr.qrcodes.update(poster.shortId, { tags: ['Spring'] })
    expect((await tagged(['spring'])).sort()).toEqual([flyer.shortId, poster.shortId].sort())
  })

  it('refuse as the server does: its messages, details, a taken id, a reused Idempotency-Key', async () => {
    const error = await dynqr.qrcodes.create({ targetUrl: 'https://e.com', bogus: 1 } as never).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidRequestError)
    expect((error as InvalidRequestError).details).toEqual([{ field: 'bogus', message: 'bogus is not a known field' }])
    await expect(dynqr.qrcodes.create({ targetUrl: 'https://e.com', customShortId: 'menu' })).rejects.toMatchObject({
      status: 409,
    })
    const first = await dynqr.qrcodes.create({ targetUrl: 'https://e.com/a' }, { idempotencyKey: 'k-1' })
    const again = await dynqr.qrcodes.create({ targetUrl: 'https://e.com/a' }, { idempotencyKey: 'k-1' }).withResponse()
    expect(again.data.shortId).toBe(first.shortId)
    expect(again.response.headers.get('idempotent-replayed')).toBe('true')
    await expect(
      dynqr.qrcodes.create({ targetUrl: 'https://e.com/b' }, { idempotencyKey: 'k-1' }),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError)
  })

  it('remember style templates, API keys and webhook endpoints, as the stateful mock does', async () => {
    const [seeded] = (await dynqr.styles.list()).data
    expect(seeded).toMatchObject({ id: 'sty_5c1e9a7b3d2f4e80', name: 'Spring campaign' })
    const style = await dynqr.styles.create({ name: 'Summer', qrCodeOptions: { dotsOptions: { type: 'dots' } } })
    expect(style.id).toMatch(/^sty_[0-9a-f]{16}$/)
    expect((await dynqr.styles.get(style.id)).qrCodeOptions.dotsOptions.type).toBe('dots')
    await dynqr.styles.update(style.id, { name: 'Late summer', qrCodeOptions: {} })
    expect((await dynqr.styles.list()).data.map((s) => s.name)).toEqual(['Spring campaign', 'Late summer'])
    await dynqr.qrcodes.create({ targetUrl: 'https://example.com/styled', styleId: style.id })
    await expect(dynqr.styles.delete(style.id)).rejects.toBeInstanceOf(ConflictError)
    await dynqr.styles.delete(seeded?.id ?? '')
    await expect(dynqr.styles.get(seeded?.id ?? '')).rejects.toBeInstanceOf(NotFoundError)

    const key = await dynqr.keys.create({ name: 'dashboard', scopes: ['qrcodes:read'] })
    expect(key.key).toMatch(new RegExp(`^dqr_${key.prefix}[0-9A-Za-z]{32}$`))
    await dynqr.keys.revoke(key.id)
    expect(await dynqr.keys.list()).toEqual([expect.objectContaining({ id: key.id, revokedAt: expect.any(String) })])

    const hook = await dynqr.webhooks.create({ url: 'https://hooks.example.com/dynqr', events: ['qrcode.created'] })
    expect(hook.secret).toMatch(/^whsec_/)
    expect((await dynqr.webhooks.list()).map((w) => w.id)).toEqual([hook.id])
    expect(await dynqr.webhooks.deliveries(hook.id)).toEqual([])
    await dynqr.webhooks.delete(hook.id)
    await expect(dynqr.webhooks.delete(hook.id)).rejects.toBeInstanceOf(NotFoundError)

    // Custom domains (issue #42): no DNS here; names under .example verify, others do not.
    const domains = new Domains(dynqr)
    const shop = await domains.create({ hostname: 'shop.example.com' })
    await expect(domains.verify(shop.id)).rejects.toBeInstanceOf(DomainNotVerifiedError)
    await expect(
      dynqr.qrcodes.create({ targetUrl: 'https://example.com/p', domain: 'shop.example.com' }),
    ).rejects.toMatchObject({ code: 'DOMAIN_NOT_VERIFIED' })
    const menu = await domains.create({ hostname: 'Menu.Example.' })
    expect(await domains.verify(menu.id)).toMatchObject({ hostname: 'menu.example', status: 'verified' })
    await expect(domains.create({ hostname: 'menu.example' })).rejects.toBeInstanceOf(ConflictError)
    await expect(domains.create({ hostname: 'localhost' })).rejects.toBeInstanceOf(InvalidRequestError)
    const onMenu = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/m', domain: 'menu.example' })
    expect(onMenu.qrCodeUrl).toBe(`https://menu.example/${onMenu.shortId}`)
    await expect(domains.delete(menu.id)).rejects.toBeInstanceOf(ConflictError)
    await domains.delete(shop.id)
    expect((await domains.list()).map((d) => d.id)).toEqual([menu.id])

    mock.reset('empty')
    expect(await domains.list()).toEqual([])
    expect((await dynqr.styles.list()).data).toEqual([])
    expect(await dynqr.keys.list()).toEqual([])
    mock.reset('demo')
    expect((await dynqr.styles.list()).data.map((s) => s.id)).toEqual(['sty_5c1e9a7b3d2f4e80'])
  })

  it('forget on reset, and start from a scenario or a seed', async () => {
    await dynqr.qrcodes.create({ targetUrl: 'https://example.com/x', customShortId: 'made-here' })
    mock.reset()
    expect(mock.codes().map((c) => c.shortId)).toEqual(['spring-sale', 'menu', 'wifi-guide'])
    mock.reset('many-codes')
    expect((await dynqr.qrcodes.list({ limit: 5 })).pagination.total).toBe(250)
    mock.reset({ codes: [{ shortId: 'only', targetUrl: 'https://example.com/only', views: 3 }] })
    expect(await dynqr.qrcodes.get('only')).toMatchObject({ views: 3 })
    mock.reset('demo')
  })
})

describe('the package', () => {
  it('installs for MSW without the server or Prism: both are optional peers, and the entry imports neither', async () => {
    const manifest = JSON.parse(await readFile(join(import.meta.dirname, '../package.json'), 'utf8'))
    expect(Object.keys(manifest.dependencies)).not.toContain('@dynqr/server')
    expect(Object.keys(manifest.dependencies)).not.toContain('@stoplight/prism-cli')
    expect(manifest.peerDependenciesMeta['@dynqr/server']).toEqual({ optional: true })
    expect(manifest.exports['./msw']).toMatchObject({ import: './dist/msw.js', types: './dist/msw.d.ts' })
    // What the entry loads, module by module: packages only from this list, no Node built-in
    // (it runs in a browser's page too). Type-only imports are erased.
    const seen = new Set<string>()
    const packages = new Set<string>()
    const walk = async (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const source = await readFile(file, 'utf8')
      for (const [, from] of source.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)'/gms)) {
        if (from?.startsWith('.')) await walk(join(file, '..', from.replace(/\.js$/, '.ts')))
        else packages.add(from ?? '')
      }
    }
    await walk(join(import.meta.dirname, '../src/msw/index.ts'))
    expect([...packages].sort()).toEqual(['@dynqr/contract', 'msw', 'openapi-msw'])
  })
})
