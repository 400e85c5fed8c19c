/**
 * People in @dynqr/mock/msw (issue #41): the seeded members of the demo account, sign-in with the
 * documented password, members, invitations and the audit log through the SDK, and the contract
 * kit's people checks passing against the stateful handlers.
 */
import { ContractKit, summary } from '@dynqr/contract-tests'
import { ConflictError, Dynqr, ForbiddenError, NotFoundError, UnauthorizedError } from '@dynqr/sdk'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_KEY, DEMO_PASSWORD, DEMO_PEOPLE, statefulHandlers } from '../src/msw/index.js'

const baseUrl = 'http://dynqr.test/api/v1'
const dynqr = new Dynqr({ apiKey: DEMO_KEY, baseUrl, maxRetries: 0 })
const [ada, alan, grace, katherine] = DEMO_PEOPLE

/** Signs a seeded person in; the SDK then asks with their session cookie instead of a key. */
async function signIn(email: string, password = DEMO_PASSWORD) {
  const response = await fetch(`${baseUrl}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const client = new Dynqr({ sessionCookie: true, baseUrl, maxRetries: 0, headers: { cookie } })
  return { response, cookie, client }
}

describe('people in the stateful handlers', () => {
  const mock = statefulHandlers({ baseUrl })
  const server = setupServer(...mock.handlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    mock.reset()
  })
  afterAll(() => server.close())

  it('seed the demo account with an owner, an admin, an editor and a viewer', async () => {
    expect((await dynqr.members.list()).map((m) => [m.email, m.role])).toEqual([
      ['ada@example.com', 'owner'],
      ['alan@example.com', 'admin'],
      ['grace@example.com', 'editor'],
      ['katherine@example.com', 'viewer'],
    ])
    const me = await dynqr.me()
    expect(me).toMatchObject({ user: null, key: { prefix: DEMO_KEY.slice(4, 12) }, role: null, accounts: [] })
    expect(me.scopes).toEqual(['qrcodes:read', 'qrcodes:write', 'keys:manage'])
  })

  it('sign a seeded person in with the documented password, within their role', async () => {
    const wrong = await signIn(ada.email, 'not the password')
    expect(wrong.response.status).toBe(401)
    expect(await wrong.response.json()).toMatchObject({ error: 'UNAUTHORIZED', message: 'Wrong email or password' })

    const viewer = await signIn(katherine.email)
    expect(viewer.response.status).toBe(200)
    expect(viewer.response.headers.get('set-cookie')).toMatch(/^dynqr_session=[\w-]{43}; .*HttpOnly; SameSite=Lax/)
    expect(await viewer.client.me()).toMatchObject({ user: { email: katherine.email }, role: 'viewer' })
    expect((await viewer.client.qrcodes.list()).data.length).toBe(3)
    await expect(viewer.client.qrcodes.create({ targetUrl: 'https://example.com/' })).rejects.toBeInstanceOf(
      ForbiddenError,
    )
    await expect(viewer.client.members.list()).rejects.toBeInstanceOf(ForbiddenError)

    await fetch(`${baseUrl}/session`, { method: 'DELETE', headers: { cookie: viewer.cookie } })
    await expect(viewer.client.me()).rejects.toBeInstanceOf(UnauthorizedError)
  })

  it('keep one owner, and leave the owner role to a signed-in owner', async () => {
    await expect(dynqr.members.update(alan.id, { role: 'owner' })).rejects.toBeInstanceOf(ForbiddenError)
    expect(await dynqr.members.update(grace.id, { role: 'viewer' })).toMatchObject({ role: 'viewer' })
    const owner = await signIn(ada.email)
    const last = owner.client.members.update(ada.id, { role: 'admin' })
    await expect(last).rejects.toBeInstanceOf(ConflictError)
    await expect(last).rejects.toMatchObject({ message: 'An account keeps at least one owner' })
    await expect(owner.client.members.remove(ada.id)).rejects.toBeInstanceOf(ConflictError)
    await owner.client.members.update(alan.id, { role: 'owner' })
    await owner.client.members.remove(ada.id) // leaving, now that Alan owns it too
    await expect(owner.client.me()).rejects.toBeInstanceOf(UnauthorizedError)
    await expect(dynqr.members.remove(ada.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('invite with a one-time link that a new person accepts, once', async () => {
    const invited = await dynqr.invitations.create({ email: 'Hedy@Example.com', role: 'editor' })
    expect(invited).toMatchObject({ email: 'hedy@example.com', role: 'editor', emailed: false })
    expect(invited.link).toMatch(/^http:\/\/dynqr\.test\/join#[\w-]{43}$/)
    expect((await dynqr.invitations.list()).map((i) => i.id)).toEqual([invited.id])
    const token = new URL(invited.link).hash.slice(1)
    const me = await new Dynqr({ sessionCookie: true, baseUrl, maxRetries: 0 }).invitations.accept({
      token,
      name: 'Hedy Lamarr',
      password: 'frequency hopping',
    })
    expect(me).toMatchObject({ user: { email: 'hedy@example.com', name: 'Hedy Lamarr' }, role: 'editor' })
    expect(await dynqr.invitations.list()).toEqual([])
    await expect(dynqr.invitations.accept({ token, password: 'frequency hopping' })).rejects.toMatchObject({
      status: 404,
      message: 'This link is no longer valid',
    })
    const revoked = await dynqr.invitations.create({ email: 'x@example.com', role: 'viewer' })
    await dynqr.invitations.revoke(revoked.id)
    await expect(dynqr.invitations.revoke(revoked.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('record who changed a code in the audit log, newest first, and a code’s history by cursor', async () => {
    await dynqr.qrcodes.update('menu', { targetUrl: 'https://example.com/menu-winter' })
    const editor = await signIn(grace.email)
    await editor.client.qrcodes.update('menu', { targetUrl: 'https://example.com/menu-spring' })
    const history: { author: string | null; target: unknown }[] = []
    for await (const event of dynqr.audit.list({ shortId: 'menu', limit: 1 })) {
      history.push({ author: event.actor.label, target: event.changes.targetUrl })
    }
    expect(history).toEqual([
      {
        author: 'grace@example.com',
        target: { old: 'https://example.com/menu-winter', new: 'https://example.com/menu-spring' },
      },
      { author: 'demo', target: { old: 'https://example.com/menu', new: 'https://example.com/menu-winter' } },
    ])
    await dynqr.invitations.create({ email: 'y@example.com', role: 'viewer' })
    const viewer = await signIn(katherine.email)
    expect((await viewer.client.audit.list()).data.map((e) => e.action)).toEqual(['qrcode.updated', 'qrcode.updated'])
  })

  it('pass the contract kit’s people checks', async () => {
    const results = await new ContractKit({
      baseUrl,
      apiKey: DEMO_KEY,
      profile: 'full',
      only: ['getMe:', 'listMembers:', 'createInvitation: invites', 'acceptInvitation:', 'listAuditEvents:'],
    }).run()
    const ran = results.filter((r) => !r.skipped)
    expect(ran.map((r) => r.operationId)).toEqual([
      'getMe',
      'listMembers',
      'createInvitation',
      'acceptInvitation',
      'listAuditEvents',
    ])
    expect(
      results.filter((r) => !r.passed),
      summary(results, baseUrl),
    ).toEqual([])
  })
})
