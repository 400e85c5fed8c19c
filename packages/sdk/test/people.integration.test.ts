import { ApiKeyService, composeApp, createMemoryStore } from '@dynqr/server'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Dynqr, ForbiddenError, NotFoundError, UnauthorizedError } from '../src/index.js'

describe('dynqr.me(), members and invitations against the reference server', () => {
  let app: FastifyInstance
  let admin: Dynqr
  let baseUrl: string
  let apiKey: string

  beforeAll(async () => {
    const store = createMemoryStore()
    apiKey = (await new ApiKeyService(store).issueKey('sdk-people')).key
    app = await composeApp({ store, publicUrl: 'http://127.0.0.1:1' })
    baseUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1`
    admin = new Dynqr({ apiKey, baseUrl, maxRetries: 0 })
  })
  afterAll(async () => {
    await app.close()
  })

  it('says who a command-line key is: no person, every scope', async () => {
    const me = await admin.me()
    expect(me).toMatchObject({ user: null, role: null, accounts: [], key: { prefix: apiKey.slice(4, 12) } })
    expect(me.scopes).toContain('keys:manage')
    await expect(new Dynqr({ apiKey: 'dqr_unknown', baseUrl, maxRetries: 0 }).me()).rejects.toBeInstanceOf(
      UnauthorizedError,
    )
  })

  it('invites a person who joins with the link once, changes their role and removes them', async () => {
    const invited = await admin.invitations.create({ email: 'grace@example.com', role: 'editor' })
    expect(invited).toMatchObject({ email: 'grace@example.com', role: 'editor', emailed: false })
    expect(invited.link).toMatch(/^http:\/\/127\.0\.0\.1:1\/join#/)
    expect((await admin.invitations.list()).map((i) => i.id)).toEqual([invited.id])

    const token = new URL(invited.link).hash.slice(1)
    const joining = new Dynqr({ sessionCookie: true, baseUrl, maxRetries: 0 })
    const me = await joining.invitations.accept({ token, name: 'Grace Hopper', password: 'a long and secret sentence' })
    expect(me).toMatchObject({ user: { email: 'grace@example.com', name: 'Grace Hopper' }, role: 'editor' })
    await expect(joining.invitations.accept({ token, password: 'a long and secret sentence' })).rejects.toMatchObject({
      status: 404,
      message: 'This link is no longer valid',
    })
    expect(await admin.invitations.list()).toEqual([])

    const userId = me.user?.id ?? ''
    expect((await admin.members.list()).map((m) => [m.email, m.role])).toEqual([['grace@example.com', 'editor']])
    expect(await admin.members.update(userId, { role: 'admin' })).toMatchObject({ userId, role: 'admin' })
    await expect(admin.members.update(userId, { role: 'owner' })).rejects.toBeInstanceOf(ForbiddenError)
    await admin.members.remove(userId)
    await expect(admin.members.remove(userId)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('withdraws an invitation: its link stops working', async () => {
    const invited = await admin.invitations.create({ email: 'hedy@example.com', role: 'viewer' })
    await admin.invitations.revoke(invited.id)
    await expect(admin.invitations.revoke(invited.id)).rejects.toBeInstanceOf(NotFoundError)
    const token = new URL(invited.link).hash.slice(1)
    const refused = admin.invitations.accept({ token, name: 'Hedy Lamarr', password: 'frequency hopping' })
    await expect(refused).rejects.toBeInstanceOf(NotFoundError)
  })

  it('asks as a signed-in person with sessionCookie, within their role', async () => {
    const invited = await admin.invitations.create({ email: 'ada@example.com', role: 'viewer' })
    const token = new URL(invited.link).hash.slice(1)
    await admin.invitations.accept({ token, name: 'Ada Lovelace', password: 'the analytical engine' })
    const signIn = await fetch(`${baseUrl}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', password: 'the analytical engine' }),
    })
    expect(signIn.status).toBe(200)
    // Node's fetch keeps no cookies: the test passes the session's as a browser would.
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const ada = new Dynqr({ sessionCookie: true, baseUrl, maxRetries: 0, headers: { cookie } })
    expect(await ada.me()).toMatchObject({ user: { email: 'ada@example.com' }, key: null, role: 'viewer' })
    expect((await ada.qrcodes.list()).data).toEqual([])
    await expect(ada.members.list()).rejects.toBeInstanceOf(ForbiddenError)
  })
})
