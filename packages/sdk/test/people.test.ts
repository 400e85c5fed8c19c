/**
 * `me()`, `members`, `invitations` and `audit` (issue #41) against a scripted fetch: the requests
 * they send, what they give back, the audit log's cursor pages, and the error of each refusal the
 * contract documents for them.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  type AuditEvent,
  type AuditEventPage,
  ConflictError,
  type Dynqr,
  ForbiddenError,
  LimitReachedError,
  type Me,
  type Member,
  NotFoundError,
  UnauthorizedError,
} from '../src/index.js'
import { client, json } from './support/fake-fetch.js'

const ME = {
  user: { id: 'usr_4kT9vQ2mZx81LmQa', email: 'ada@example.com', name: 'Ada Lovelace' },
  key: null,
  account: { id: 'acc_Zx81LmQ2zT7v', name: 'acme' },
  role: 'owner',
  scopes: ['qrcodes:read', 'qrcodes:write', 'keys:manage'],
  accounts: [{ id: 'acc_Zx81LmQ2zT7v', name: 'acme', role: 'owner' }],
}
const GRACE = {
  userId: 'usr_7bN4cVd0eRf7gHj2',
  email: 'grace@example.com',
  name: 'Grace Hopper',
  role: 'editor',
  createdAt: '2026-11-22T09:30:00.000Z',
}
const INVITATION = {
  id: 'inv_2mZx81LmQa4kT9vQ',
  email: 'grace@example.com',
  role: 'editor',
  createdAt: '2026-11-22T09:30:00.000Z',
  expiresAt: '2026-11-29T09:30:00.000Z',
}
const event = (n: number) => ({
  id: `aud_${String(n).padStart(16, '0')}`,
  at: '2026-11-22T09:00:00.000Z',
  actor: { type: 'key', id: 'key_3hT7vN1sQe4R', label: 'ci (a81LmQ2z)' },
  action: 'qrcode.updated',
  resource: { type: 'qrcode', id: 'spring-sale' },
  changes: { targetUrl: { old: `https://e.com/${n}`, new: `https://e.com/${n + 1}` } },
  addressClass: 'ipv4:203.0.113.0/24',
})
const error = (status: number, code: string, message: string) => json(status, { error: code, message })
const sent = async (request: Request | undefined) => ({
  method: request?.method,
  path: request ? new URL(request.url).pathname + new URL(request.url).search : '',
  body: request?.body ? await request.text() : undefined,
})

describe('me()', () => {
  it('asks GET /me and answers who is asking, without the success flag', async () => {
    const { dynqr, requests } = client([json(200, { success: true, ...ME })])
    expect(await dynqr.me()).toEqual(ME)
    expect(await sent(requests[0])).toEqual({ method: 'GET', path: '/api/v1/me', body: undefined })
  })
})

describe('members', () => {
  it('lists, changes a role and removes, on the member’s path', async () => {
    const { dynqr, requests } = client([
      json(200, { success: true, data: [GRACE] }),
      json(200, { success: true, ...GRACE, role: 'admin' }),
      new Response(null, { status: 204 }),
    ])
    expect(await dynqr.members.list()).toEqual([GRACE])
    expect(await dynqr.members.update(GRACE.userId, { role: 'admin' })).toEqual({ ...GRACE, role: 'admin' })
    await expect(dynqr.members.remove(GRACE.userId)).resolves.toBeUndefined()
    expect(await Promise.all(requests.map(sent))).toEqual([
      { method: 'GET', path: '/api/v1/members', body: undefined },
      { method: 'PATCH', path: `/api/v1/members/${GRACE.userId}`, body: '{"role":"admin"}' },
      { method: 'DELETE', path: `/api/v1/members/${GRACE.userId}`, body: undefined },
    ])
  })

  it.each([
    [409, 'CONFLICT', 'An account keeps at least one owner', ConflictError],
    [403, 'FORBIDDEN', 'Only a signed-in owner may grant or take the owner role', ForbiddenError],
    [404, 'NOT_FOUND', 'Member not found', NotFoundError],
  ] as const)('turns %i %s into its error class', async (status, code, message, ErrorClass) => {
    const { dynqr } = client([error(status, code, message)])
    const refused = dynqr.members.update(GRACE.userId, { role: 'viewer' })
    await expect(refused).rejects.toBeInstanceOf(ErrorClass)
    await expect(refused).rejects.toMatchObject({ status, code, message })
  })
})

describe('invitations', () => {
  it('creates (the link shown once), lists, revokes and accepts', async () => {
    const link = 'http://localhost:3000/join#q3kV7x0bN1m2L8pZ4cR6tY9wE5uI0oA3sD7fG1hJ2kL'
    const { dynqr, requests } = client([
      json(201, { success: true, ...INVITATION, link, emailed: false }),
      json(200, { success: true, data: [INVITATION] }),
      new Response(null, { status: 204 }),
      json(200, { success: true, ...ME }),
    ])
    expect(await dynqr.invitations.create({ email: 'grace@example.com', role: 'editor' })).toEqual({
      ...INVITATION,
      link,
      emailed: false,
    })
    expect(await dynqr.invitations.list()).toEqual([INVITATION])
    await expect(dynqr.invitations.revoke(INVITATION.id)).resolves.toBeUndefined()
    const token = new URL(link).hash.slice(1)
    expect(await dynqr.invitations.accept({ token, name: 'Grace Hopper', password: 'a long secret sentence' })).toEqual(
      ME,
    )
    expect(await Promise.all(requests.map(sent))).toEqual([
      { method: 'POST', path: '/api/v1/invitations', body: '{"email":"grace@example.com","role":"editor"}' },
      { method: 'GET', path: '/api/v1/invitations', body: undefined },
      { method: 'DELETE', path: `/api/v1/invitations/${INVITATION.id}`, body: undefined },
      {
        method: 'POST',
        path: '/api/v1/invitations/accept',
        body: JSON.stringify({ token, name: 'Grace Hopper', password: 'a long secret sentence' }),
      },
    ])
  })

  it('does not retry a create on 503 (no Idempotency-Key: a retry could invite twice)', async () => {
    const { dynqr, requests } = client([error(503, 'SERVICE_UNAVAILABLE', 'try later')])
    await expect(dynqr.invitations.create({ email: 'grace@example.com', role: 'editor' })).rejects.toMatchObject({
      status: 503,
    })
    expect(requests).toHaveLength(1)
  })

  it.each([
    [404, 'NOT_FOUND', 'This link is no longer valid', NotFoundError],
    [401, 'UNAUTHORIZED', 'Wrong email or password', UnauthorizedError],
    [409, 'LIMIT_REACHED', 'This account has 100 members and invitations', LimitReachedError],
  ] as const)('turns an accept’s %i %s into its error class', async (status, code, message, ErrorClass) => {
    const { dynqr } = client([error(status, code, message)])
    const refused = dynqr.invitations.accept({ token: 'used', password: 'not the right one' })
    await expect(refused).rejects.toBeInstanceOf(ErrorClass)
    await expect(refused).rejects.toMatchObject({ status, code, message })
  })
})

describe('audit.list', () => {
  it('pages by cursor: await for one page, for await for every entry, filters kept', async () => {
    const { dynqr, requests } = client([
      json(200, { success: true, data: [event(1), event(2)], nextCursor: 'c2' }),
      json(200, { success: true, data: [event(1), event(2)], nextCursor: 'c2' }),
      json(200, { success: true, data: [event(3)], nextCursor: null }),
    ])
    const first = await dynqr.audit.list({ shortId: 'spring-sale', limit: 2 })
    expect(first.data.map((e) => e.id)).toEqual([event(1).id, event(2).id])
    expect([first.nextCursor, first.hasNextPage()]).toEqual(['c2', true])
    const ids: string[] = []
    for await (const each of dynqr.audit.list({ shortId: 'spring-sale', limit: 2 })) ids.push(each.id)
    expect(ids).toEqual([event(1).id, event(2).id, event(3).id])
    expect((await Promise.all(requests.map(sent))).map((r) => r.path)).toEqual([
      '/api/v1/audit?shortId=spring-sale&limit=2',
      '/api/v1/audit?shortId=spring-sale&limit=2',
      '/api/v1/audit?shortId=spring-sale&limit=2&cursor=c2',
    ])
  })

  it('says there is no next page on the last one', async () => {
    const { dynqr } = client([json(200, { success: true, data: [event(1)], nextCursor: null })])
    const page = await dynqr.audit.list()
    expect(page.hasNextPage()).toBe(false)
    expect(() => page.getNextPage()).toThrow('No next page')
  })
})

describe('types', () => {
  it('types the new results by the contract', () => {
    expectTypeOf<ReturnType<Dynqr['me']>>().resolves.toEqualTypeOf<Me>()
    expectTypeOf<Me['role']>().toEqualTypeOf<'owner' | 'admin' | 'editor' | 'viewer' | null>()
    expectTypeOf<ReturnType<Dynqr['members']['list']>>().resolves.toEqualTypeOf<Member[]>()
    expectTypeOf<ReturnType<Dynqr['audit']['list']>>().resolves.toEqualTypeOf<AuditEventPage>()
    expectTypeOf<ReturnType<Dynqr['audit']['list']>>().toMatchTypeOf<AsyncIterable<AuditEvent>>()
    const compileOnly = (dynqr: Dynqr) => {
      // @ts-expect-error not a role
      void dynqr.members.update('usr_7bN4cVd0eRf7gHj2', { role: 'superuser' })
      // @ts-expect-error an invitation needs a role
      void dynqr.invitations.create({ email: 'grace@example.com' })
    }
    expectTypeOf(compileOnly).toBeFunction()
  })
})
