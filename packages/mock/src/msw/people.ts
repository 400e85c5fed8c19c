/**
 * People in the stateful MSW handlers (issue #41): the demo account's seeded members (one of each
 * role, docs/mock.md), sign-in with the demo password and a session cookie, `GET /me`, members,
 * invitations with their one-time links, and the audit log of what changed. Any key is the demo
 * key (every scope); a session holds its person's role. The server's refusals where a front end
 * meets them: the last owner (409), the owner role without a signed-in owner (403), a used link
 * (404), a wrong password (401).
 */
import { type OperationSpec, ROLES, type Role, SCOPES, type Scope } from '@dynqr/contract'
import { HttpResponse } from 'msw'
import { DEMO_ACCOUNT, DEMO_PASSWORD, DEMO_PEOPLE } from '../seed.js'
import { type AuditLog, auditLog, type Principal } from './audit.js'

type Handler = (request: Request, params: Record<string, string>) => Promise<Response>
/** An error answer in the contract's format: the code the operation documents for the status, this message. */
type ErrorAnswer = (status: number, op: string, message: string) => Response

interface Person {
  id: string
  email: string
  name: string
  password: string
  role: Role
  createdAt: string
}
interface Invitation {
  id: string
  email: string
  role: Role
  createdAt: string
  expiresAt: string
  token: string
  usedAt: string | null
}

export const SESSION_COOKIE = 'dynqr_session'
/** Operations only a signed-in person may ask (a key belongs to one account and signs no one in). */
const SESSION_ONLY = new Set(['switchAccount', 'signOut', 'signOutEverywhere'])
/**
 * A role's scopes, from the contract's orders: ROLES runs from owner to viewer and SCOPES from
 * read to manage, so a viewer holds the first scope, an editor two, an admin and an owner all
 * three (the Role schema's description).
 */
const scopesOf = (role: Role): readonly Scope[] =>
  SCOPES.slice(0, Math.min(SCOPES.length, ROLES.length - ROLES.indexOf(role)))
const DAY_MS = 86_400_000

const token = (bytes: number) =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(bytes))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
const base62 = (length: number) => {
  const letters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => letters[b % 62]).join('')
}
const now = () => new Date().toISOString()
const noContent = (headers: Record<string, string> = {}) => new HttpResponse(null, { status: 204, headers })
const clearCookie = { 'set-cookie': `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax` }
const member = (p: Person) => ({ userId: p.id, email: p.email, name: p.name, role: p.role, createdAt: p.createdAt })
const pending = (i: Invitation) => i.usedAt === null && i.expiresAt > now()
const invitation = ({ token: _token, usedAt: _usedAt, ...shown }: Invitation) => shown

/** What the people handlers share: the state, who asked, and the answers every group builds on. */
function peopleContext(fail: ErrorAnswer) {
  const people = new Map<string, Person>()
  const sessions = new Map<string, string>()
  const invitations = new Map<string, Invitation>()
  const audit: AuditLog = auditLog()
  const asked = new WeakMap<Request, Principal>()

  const reset = () => {
    people.clear()
    sessions.clear()
    invitations.clear()
    audit.clear()
    const at = Date.now() - DAY_MS
    for (const [i, p] of DEMO_PEOPLE.entries()) {
      people.set(p.id, { ...p, password: DEMO_PASSWORD, createdAt: new Date(at + i * 60_000).toISOString() })
    }
  }

  const asPerson = (person: Person, session?: string): Principal => ({
    type: 'user',
    id: person.id,
    label: person.email,
    scopes: scopesOf(person.role),
    userId: person.id,
    ...(session && { session }),
  })

  /** The key (any key is the demo key) or the session's person; undefined without a valid one. */
  const principalOf = (request: Request, cookies: Record<string, string>): Principal | undefined => {
    const bearer = /^Bearer (\S+)/i.exec(request.headers.get('authorization') ?? '')?.[1]
    if (bearer) return { type: 'key', id: 'key_demo00000000', label: 'demo', scopes: SCOPES, userId: null }
    const session = cookies[SESSION_COOKIE] ?? ''
    const person = people.get(sessions.get(session) ?? '')
    return person ? asPerson(person, session) : undefined
  }

  const meOf = (who: Principal, prefix = '') => {
    const person = people.get(who.userId ?? '')
    return {
      success: true,
      user: person ? { id: person.id, email: person.email, name: person.name } : null,
      key: who.type === 'key' ? { id: who.id, name: 'demo', prefix } : null,
      account: DEMO_ACCOUNT,
      role: person?.role ?? null,
      scopes: [...who.scopes],
      accounts: person ? [{ ...DEMO_ACCOUNT, role: person.role }] : [],
    }
  }

  /** A new session for the person: who they are, with the cookie. */
  const signedIn = (person: Person) => {
    const session = token(32)
    sessions.set(session, person.id)
    return HttpResponse.json(meOf(asPerson(person, session)), {
      headers: { 'set-cookie': `${SESSION_COOKIE}=${session}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax` },
    })
  }

  const isSignedInOwner = (who: Principal) => who.type === 'user' && people.get(who.id)?.role === 'owner'
  const owners = () => [...people.values()].filter((p) => p.role === 'owner').length
  const forbidden = (op: string) => fail(403, op, 'Only a signed-in owner may grant, take or remove the owner role')

  /**
   * What every stateful request meets before its answer: a valid credential (401), a session for
   * the session-only operations, the role's scopes for a session (403). Remembers who asked.
   */
  const authorize = (request: Request, op: OperationSpec, cookies: Record<string, string>) => {
    if (!op.authenticated) return undefined
    const who = principalOf(request, cookies)
    if (!who || (SESSION_ONLY.has(op.operationId) && who.type !== 'user')) {
      return fail(401, op.operationId, 'Invalid or missing API key')
    }
    const selfRemoval = op.operationId === 'removeMember' && new URL(request.url).pathname.endsWith(`/${who.userId}`)
    if (!selfRemoval && op.scopes.some((scope) => !who.scopes.includes(scope as Scope))) {
      const missing = op.scopes.find((scope) => !who.scopes.includes(scope as Scope))
      return fail(
        403,
        op.operationId,
        `This ${who.type === 'key' ? 'API key' : "person's role"} lacks the scope ${missing}`,
      )
    }
    asked.set(request, who)
    return undefined
  }
  const whoAsked = (request: Request) => asked.get(request) as Principal

  return {
    ...{ people, sessions, invitations, audit, fail, reset, asPerson, meOf, signedIn },
    ...{ isSignedInOwner, owners, forbidden, authorize, whoAsked },
  }
}
type Context = ReturnType<typeof peopleContext>

/** `GET /me`, signing in and out, switching account, reset links (none here), the audit log. */
function sessionHandlers(c: Context): Record<string, Handler> {
  const { people, sessions, fail, meOf, signedIn, whoAsked } = c
  return {
    getMe: async (request) => {
      const bearer = /^Bearer (\S+)/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
      return HttpResponse.json(meOf(whoAsked(request), bearer.slice(4, 12)))
    },
    signIn: async (request) => {
      const { email, password } = (await request.json()) as { email: string; password: string }
      const person = [...people.values()].find((p) => p.email === email.toLowerCase())
      if (!person || person.password !== password) return fail(401, 'signIn', 'Wrong email or password')
      return signedIn(person)
    },
    switchAccount: async (request) => {
      const { accountId } = (await request.json()) as { accountId: string }
      if (accountId !== DEMO_ACCOUNT.id) return fail(404, 'switchAccount', 'Account not found')
      return HttpResponse.json(meOf(whoAsked(request)))
    },
    signOut: async (request) => {
      sessions.delete(whoAsked(request).session ?? '')
      return noContent(clearCookie)
    },
    signOutEverywhere: async (request) => {
      const userId = whoAsked(request).userId
      for (const [session, owner] of sessions) if (owner === userId) sessions.delete(session)
      return noContent(clearCookie)
    },
    resetPassword: async () => fail(404, 'resetPassword', 'This link is no longer valid'),
    listAuditEvents: async (request) => c.audit.list(request, whoAsked(request)),
  }
}

/** Members: listed oldest first, a role changed, removed; one owner kept, `owner` for a signed-in owner. */
function memberHandlers(c: Context): Record<string, Handler> {
  const { people, sessions, audit, fail, whoAsked, isSignedInOwner, owners, forbidden } = c
  return {
    listMembers: async () =>
      HttpResponse.json({
        success: true,
        data: [...people.values()].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1)).map(member),
      }),
    updateMember: async (request, params) => {
      const person = people.get(params.userId ?? '')
      if (!person) return fail(404, 'updateMember', 'Member not found')
      const { role } = (await request.json()) as { role: Role }
      const who = whoAsked(request)
      if ((role === 'owner' || person.role === 'owner') && role !== person.role && !isSignedInOwner(who)) {
        return forbidden('updateMember')
      }
      if (person.role === 'owner' && role !== 'owner' && owners() === 1) {
        return fail(409, 'updateMember', 'An account keeps at least one owner')
      }
      const before = member(person)
      person.role = role
      audit.record(who, 'member.updated', { type: 'member', id: person.id }, { role: { old: before.role, new: role } })
      return HttpResponse.json({ success: true, ...member(person) })
    },
    removeMember: async (request, params) => {
      const person = people.get(params.userId ?? '')
      if (!person) return fail(404, 'removeMember', 'Member not found')
      const who = whoAsked(request)
      if (person.role === 'owner' && owners() === 1)
        return fail(409, 'removeMember', 'An account keeps at least one owner')
      if (person.role === 'owner' && !isSignedInOwner(who)) return forbidden('removeMember')
      people.delete(person.id)
      for (const [session, owner] of sessions) if (owner === person.id) sessions.delete(session)
      audit.record(who, 'member.removed', { type: 'member', id: person.id }, { role: { old: person.role, new: null } })
      return noContent()
    },
  }
}

/** Invitations: a one-time link made, the pending ones listed, one withdrawn, one accepted. */
function invitationHandlers(c: Context, site: string): Record<string, Handler> {
  const { invitations, audit, fail, whoAsked, isSignedInOwner, forbidden } = c
  return {
    createInvitation: async (request) => {
      const { email, role } = (await request.json()) as { email: string; role: Role }
      const who = whoAsked(request)
      if (role === 'owner' && !isSignedInOwner(who)) return forbidden('createInvitation')
      const at = Date.now()
      const made: Invitation = {
        id: `inv_${base62(16)}`,
        email: email.toLowerCase(),
        role,
        createdAt: new Date(at).toISOString(),
        expiresAt: new Date(at + 7 * DAY_MS).toISOString(),
        token: token(32),
        usedAt: null,
      }
      invitations.set(made.id, made)
      audit.record(who, 'invitation.created', { type: 'invitation', id: made.id }, { role: { old: null, new: role } })
      const link = `${site}/join#${made.token}`
      return HttpResponse.json({ success: true, ...invitation(made), link, emailed: false }, { status: 201 })
    },
    listInvitations: async () => {
      const data = [...invitations.values()].filter(pending).reverse().map(invitation)
      return HttpResponse.json({ success: true, data })
    },
    deleteInvitation: async (request, params) => {
      const found = invitations.get(params.id ?? '')
      if (!found || !pending(found)) return fail(404, 'deleteInvitation', 'Invitation not found')
      found.usedAt = now()
      audit.record(whoAsked(request), 'invitation.revoked', { type: 'invitation', id: found.id })
      return noContent()
    },
    acceptInvitation: async (request) => accept(c, request),
  }
}

/** `acceptInvitation`: a new person (name and password) or an existing one (their password) joins. */
async function accept(c: Context, request: Request): Promise<Response> {
  const { people, invitations, audit, fail, asPerson, signedIn } = c
  const body = (await request.json()) as { token: string; name?: string; password?: string }
  const found = [...invitations.values()].find((i) => i.token === body.token && pending(i))
  if (!found) return fail(404, 'acceptInvitation', 'This link is no longer valid')
  let person = [...people.values()].find((p) => p.email === found.email)
  if (person && person.password !== body.password) return fail(401, 'acceptInvitation', 'Wrong email or password')
  if (!person) {
    if (!body.name || (body.password ?? '').length < 12) {
      return fail(400, 'acceptInvitation', 'password must be at least 12 characters')
    }
    const id = `usr_${base62(16)}`
    person = {
      id,
      email: found.email,
      name: body.name,
      password: body.password ?? '',
      role: found.role,
      createdAt: now(),
    }
    people.set(id, person)
  }
  found.usedAt = now()
  audit.record(asPerson(person), 'invitation.accepted', { type: 'invitation', id: found.id })
  return signedIn(person)
}

/** People, sessions, invitations and the audit log of the stateful handlers. */
export function peopleState(site: string, fail: ErrorAnswer) {
  const c = peopleContext(fail)
  return {
    reset: c.reset,
    authorize: c.authorize,
    whoAsked: c.whoAsked,
    audit: c.audit,
    handlers: { ...sessionHandlers(c), ...memberHandlers(c), ...invitationHandlers(c, site) },
  }
}
