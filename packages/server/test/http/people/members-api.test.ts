import type { CreatedApiKeyResponse, CreatedInvitation, InvitationList, Me, MemberList } from '@dynqr/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPeopleServices } from '../../../src/domain/people/people-services.js'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { SITE, startTestApp, type TestApp } from '../../helpers/test-app.js'
import { cookiePair, join, PASSWORD, type Person, signIn } from './people-helpers.js'

describe.each(ENGINES)('members, roles and invitations on $name', (engine) => {
  let t: TestApp
  let owner: Person
  beforeEach(async () => {
    t = await startTestApp(engine)
    owner = await join(t, 'ada@example.com', 'owner', SITE)
  })
  afterEach(async () => {
    await t.close()
  })

  const as = (who: Person | string, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: typeof who === 'string' ? t.auth(who) : { cookie: who.cookie, origin: SITE },
      ...(payload && { payload }),
    })

  it('lets an editor write codes but neither manage keys nor list members; a viewer only reads', async () => {
    const editor = await join(t, 'grace@example.com', 'editor', SITE)
    expect((await as(editor, 'POST', '/qrcode', { targetUrl: 'https://example.com/' })).statusCode).toBe(201)
    const key = await as(editor, 'POST', '/keys', { name: 'mine', scopes: ['qrcodes:write', 'keys:manage'] })
    expect(expectContract('createApiKey', key)).toMatchObject({
      error: 'FORBIDDEN',
      message: 'Your role lacks the scope keys:manage',
    })
    expect(expectContract('listMembers', await as(editor, 'GET', '/members'))).toMatchObject({ error: 'FORBIDDEN' })
    expect((await as(editor, 'POST', '/invitations', { email: 'x@example.com', role: 'viewer' })).statusCode).toBe(403)
    const viewer = await join(t, 'linus@example.com', 'viewer', SITE)
    const write = await as(viewer, 'POST', '/qrcode', { targetUrl: 'https://example.com/' })
    expect(expectContract('createQrCode', write)).toMatchObject({ error: 'FORBIDDEN' })
    expect((await as(viewer, 'GET', '/qrcode')).statusCode).toBe(200)
  })

  it('bounds a key by its creator’s current role: an admin demoted to editor loses keys:manage', async () => {
    const admin = await join(t, 'grace@example.com', 'admin', SITE)
    const created = await as(admin, 'POST', '/keys', { name: 'ops', scopes: ['qrcodes:write', 'keys:manage'] })
    const { key } = expectContract<CreatedApiKeyResponse>('createApiKey', created)
    expect((await as(key, 'GET', '/keys')).statusCode).toBe(200)
    const demoted = await as(owner, 'PATCH', `/members/${admin.userId}`, { role: 'editor' })
    expect(expectContract('updateMember', demoted)).toMatchObject({ role: 'editor', email: 'grace@example.com' })
    expect(expectContract('listApiKeys', await as(key, 'GET', '/keys'))).toMatchObject({
      error: 'FORBIDDEN',
      message: 'This API key lacks the scope keys:manage',
    })
    expect((await as(key, 'POST', '/qrcode', { targetUrl: 'https://example.com/' })).statusCode).toBe(201)
    const who = expectContract<Me>('getMe', await as(key, 'GET', '/me'))
    expect(who).toMatchObject({ user: { email: 'grace@example.com' }, role: 'editor', scopes: ['qrcodes:write'] })
    // Removed from the account, the member's key stops at once.
    expect((await as(owner, 'DELETE', `/members/${admin.userId}`)).statusCode).toBe(204)
    expect((await as(key, 'GET', '/qrcode')).statusCode).toBe(401)
  })

  it('ends a removed member’s sessions at once', async () => {
    const editor = await join(t, 'grace@example.com', 'editor', SITE)
    expect((await as(editor, 'GET', '/me')).statusCode).toBe(200)
    const removed = await as(owner, 'DELETE', `/members/${editor.userId}`)
    expect(removed.statusCode).toBe(204)
    expect(expectContract('getMe', await as(editor, 'GET', '/me'))).toMatchObject({ error: 'UNAUTHORIZED' })
    const list = expectContract<MemberList>('listMembers', await as(owner, 'GET', '/members'))
    expect(list.data.map((m) => m.email)).toEqual(['ada@example.com'])
  })

  it('keeps the last owner: they can neither leave nor be demoted (409); a second owner can be', async () => {
    const leave = await as(owner, 'DELETE', `/members/${owner.userId}`)
    expect(expectContract('removeMember', leave)).toMatchObject({
      error: 'CONFLICT',
      message: 'An account keeps at least one owner',
    })
    const demote = await as(owner, 'PATCH', `/members/${owner.userId}`, { role: 'admin' })
    expect(expectContract('updateMember', demote)).toMatchObject({ error: 'CONFLICT' })
    const grace = await join(t, 'grace@example.com', 'editor', SITE)
    expect((await as(owner, 'PATCH', `/members/${grace.userId}`, { role: 'owner' })).statusCode).toBe(200)
    expect((await as(owner, 'DELETE', `/members/${owner.userId}`)).statusCode).toBe(204)
    expect((await as(owner, 'GET', '/me')).statusCode).toBe(401)
  })

  it('lets only a signed-in owner grant, take or remove the owner role', async () => {
    const admin = await join(t, 'grace@example.com', 'admin', SITE)
    const editor = await join(t, 'linus@example.com', 'editor', SITE)
    const refusals = [
      await as(admin, 'PATCH', `/members/${editor.userId}`, { role: 'owner' }),
      await as(admin, 'PATCH', `/members/${owner.userId}`, { role: 'viewer' }),
      await as(admin, 'DELETE', `/members/${owner.userId}`),
      await as(t.alice, 'PATCH', `/members/${editor.userId}`, { role: 'owner' }),
      await as(admin, 'POST', '/invitations', { email: 'x@example.com', role: 'owner' }),
    ]
    for (const refused of refusals) expect(JSON.parse(refused.body)).toMatchObject({ error: 'FORBIDDEN' })
    expect((await as(admin, 'PATCH', `/members/${editor.userId}`, { role: 'viewer' })).statusCode).toBe(200)
    // Anyone may leave.
    expect((await as(editor, 'DELETE', `/members/${editor.userId}`)).statusCode).toBe(204)
    expect(
      expectContract('updateMember', await as(owner, 'PATCH', '/members/usr_0000000000000000', { role: 'viewer' })),
    ).toMatchObject({ error: 'NOT_FOUND', message: 'Member not found' })
  })

  it('invites through a one-time link, lists it while pending, and withdraws it', async () => {
    const created = await as(owner, 'POST', '/invitations', { email: 'Grace@Example.com', role: 'editor' })
    const invitation = expectContract<CreatedInvitation>('createInvitation', created)
    expect(created.statusCode).toBe(201)
    expect(invitation).toMatchObject({ email: 'grace@example.com', role: 'editor', emailed: false })
    expect(invitation.link).toMatch(/^https:\/\/qr\.example\/join#[A-Za-z0-9_-]{43}$/)
    const pending = expectContract<InvitationList>('listInvitations', await as(owner, 'GET', '/invitations'))
    expect(pending.data.map((i) => i.id)).toEqual([invitation.id])
    expect(JSON.stringify(pending)).not.toContain(invitation.link.split('#')[1])
    const token = invitation.link.split('#')[1]
    const accept = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/invitations/accept', headers: { origin: SITE }, payload })
    const short = await accept({ token, name: 'Grace', password: 'too short' })
    expect(expectContract('acceptInvitation', short)).toMatchObject({ error: 'INVALID_REQUEST' })
    const joined = await accept({ token, name: 'Grace', password: PASSWORD })
    expect(expectContract<Me>('acceptInvitation', joined)).toMatchObject({ role: 'editor', user: { name: 'Grace' } })
    expect(expectContract('acceptInvitation', await accept({ token, name: 'G', password: PASSWORD }))).toMatchObject({
      error: 'NOT_FOUND',
      message: 'This link is no longer valid',
    })
    const other = expectContract<CreatedInvitation>(
      'createInvitation',
      await as(owner, 'POST', '/invitations', { email: 'linus@example.com', role: 'viewer' }),
    )
    expect((await as(owner, 'DELETE', `/invitations/${other.id}`)).statusCode).toBe(204)
    expect(expectContract('deleteInvitation', await as(owner, 'DELETE', `/invitations/${other.id}`))).toMatchObject({
      error: 'NOT_FOUND',
      message: 'Invitation not found',
    })
    const withdrawn = await accept({ token: other.link.split('#')[1], name: 'L', password: PASSWORD })
    expect(withdrawn.statusCode).toBe(404)
  })

  it('caps members and pending invitations together', async () => {
    await t.close()
    t = await startTestApp(engine, undefined, { people: { maxMembersPerAccount: 2 } })
    owner = await join(t, 'ada@example.com', 'owner', SITE)
    expect((await as(owner, 'POST', '/invitations', { email: 'a@example.com', role: 'viewer' })).statusCode).toBe(201)
    const over = await as(owner, 'POST', '/invitations', { email: 'b@example.com', role: 'viewer' })
    expect(expectContract('createInvitation', over)).toMatchObject({ error: 'LIMIT_REACHED' })
  })

  it('takes a link as a person who has an account already, with their password or their session', async () => {
    const people = createPeopleServices(t.store, { siteUrl: SITE })
    const bob = await t.store.accounts.findByName('bob')
    const carol = (await t.keys.issueKey('carol')).account
    const accept = (token: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/invitations/accept',
        headers: { origin: SITE, ...headers },
        payload: { token, ...payload },
      })
    const toBob = (await people.invitations.inviteToAccount(bob?.id ?? '', 'editor', 'ada@example.com')).link
    const token = toBob.split('#')[1] ?? ''
    expect((await accept(token, { password: 'not my password' })).statusCode).toBe(401)
    const right = await accept(token, { password: PASSWORD })
    expect(expectContract<Me>('acceptInvitation', right).accounts.map((a) => a.name)).toEqual(['alice', 'bob'])
    const toCarol = (await people.invitations.inviteToAccount(carol.id, 'viewer', 'ada@example.com')).link
    const asSignedIn = await accept(toCarol.split('#')[1] ?? '', {}, { cookie: owner.cookie })
    expect(expectContract<Me>('acceptInvitation', asSignedIn)).toMatchObject({
      role: 'viewer',
      account: { name: 'carol' },
    })
  })

  it('resets a password with a reset link and ends the person’s other sessions', async () => {
    const people = createPeopleServices(t.store, { siteUrl: SITE })
    const { link } = await people.invitations.resetLink('ADA@example.com')
    expect(link).toMatch(/^https:\/\/qr\.example\/reset#[A-Za-z0-9_-]{43}$/)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password-resets/accept',
      headers: { origin: SITE },
      payload: { token: link.split('#')[1], password: 'a brand new long password' },
    })
    expect(expectContract<Me>('resetPassword', response).user?.email).toBe('ada@example.com')
    expect((await as(owner, 'GET', '/me')).statusCode).toBe(401)
    const fresh = cookiePair(String(response.headers['set-cookie']))
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: fresh } })).statusCode).toBe(200)
    expect((await signIn(t, 'ada@example.com', PASSWORD, SITE)).statusCode).toBe(401)
    expect((await signIn(t, 'ada@example.com', 'a brand new long password', SITE)).statusCode).toBe(200)
  })
})
