import type { Role, Scope } from '@dynqr/contract'
import { DomainError } from '../domain-error.js'
import type { Principal } from '../keys/api-keys.js'
import { ROLE_SCOPES } from '../keys/role-scopes.js'
import type { AccountRecord, ApiKeyRecord } from '../records.js'
import type { Store } from '../store.js'
import { isWellFormedToken, hashToken, newToken, normaliseEmail } from './one-time-tokens.js'
import { UNUSABLE_HASH, verifyPassword } from './password-hash.js'
import type { MembershipView, UserRecord } from './people-records.js'
import { SignInThrottle } from './sign-in-throttle.js'

/** A session's last use is written at most this often. */
const TOUCH_INTERVAL_MS = 60_000
const HOUR_MS = 3_600_000
export const DEFAULT_SESSION_IDLE_HOURS = 168
export const DEFAULT_SESSION_MAX_DAYS = 30
export const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password'
export const ACCOUNT_NOT_FOUND_MESSAGE = 'Account not found'
export const NO_MEMBERSHIP_MESSAGE = 'This person is not a member of any account'

export interface SessionOptions {
  now?: () => number
  /** SESSION_IDLE_HOURS: a session unused this long ends (168). */
  idleHours?: number
  /** SESSION_MAX_DAYS: a session ends this long after sign-in at the latest (30). */
  maxDays?: number
}

/** A new session: the cookie value (shown once, stored only hashed), its lifetime and who it is. */
export interface SignedIn {
  token: string
  maxAgeSeconds: number
  principal: Principal
}

/** Who makes a request, as `GET /me` answers it. */
export interface WhoIsAsking {
  user: UserRecord | null
  key: ApiKeyRecord | null
  account: AccountRecord
  role: Role | null
  scopes: readonly Scope[]
  memberships: MembershipView[]
}

/**
 * Sessions of people signed in on the pages (issue #41): a random cookie value, of which only the
 * SHA-256 is stored, with an idle and an absolute expiry. A session acts on one account at a time
 * with its person's current role there, read on every request: a demoted member holds less from
 * their next request, a removed one nothing.
 */
export class SessionService {
  readonly #store: Store
  readonly #now: () => number
  readonly #idleMs: number
  readonly #maxMs: number
  readonly #throttle: SignInThrottle

  constructor(store: Store, options: SessionOptions = {}) {
    this.#store = store
    this.#now = options.now ?? Date.now
    this.#idleMs = (options.idleHours ?? DEFAULT_SESSION_IDLE_HOURS) * HOUR_MS
    this.#maxMs = (options.maxDays ?? DEFAULT_SESSION_MAX_DAYS) * 24 * HOUR_MS
    this.#throttle = new SignInThrottle(store.rateLimits, this.#now)
  }

  /**
   * Email and password. The password is checked first: a correct one always signs in; a wrong
   * one is 401, or 429 once its address or email failed too often (sign-in-throttle.ts).
   * `address`: the client's address class for the throttle (an IPv4 address or an IPv6 /64).
   */
  async signIn(email: string, password: string, address: string, accountId?: string): Promise<SignedIn> {
    const user = await this.#store.users.findByEmail(normaliseEmail(email))
    // Unknown emails take as long as known ones: a hash is always checked.
    const matches = await verifyPassword(password, user?.passwordHash ?? UNUSABLE_HASH)
    if (!user || !user.passwordHash || !matches) {
      await this.#throttle.failed(address, normaliseEmail(email))
      throw new DomainError('UNAUTHORIZED', WRONG_CREDENTIALS_MESSAGE)
    }
    return this.start(user.id, accountId)
  }

  /** A new session for a person who proved who they are, on `accountId` or their oldest account. */
  async start(userId: string, accountId?: string): Promise<SignedIn> {
    const memberships = await this.#store.members.listByUser(userId)
    const membership = memberships.find((m) => m.accountId === accountId) ?? memberships[0]
    if (!membership) throw new DomainError('FORBIDDEN', NO_MEMBERSHIP_MESSAGE)
    const now = this.#now()
    await this.#store.sessions.prune(now, now - this.#idleMs)
    const token = newToken()
    const idHash = hashToken(token)
    await this.#store.sessions.create({
      idHash,
      userId,
      accountId: membership.accountId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + this.#maxMs,
    })
    return {
      token,
      maxAgeSeconds: Math.floor(this.#maxMs / 1000),
      principal: {
        accountId: membership.accountId,
        keyId: null,
        userId,
        sessionId: idHash,
        scopes: ROLE_SCOPES[membership.role],
      },
    }
  }

  /** The person and account behind a cookie value, or `null` when it is unknown, ended, expired or no longer a member. */
  async authenticate(token: string): Promise<Principal | null> {
    if (!isWellFormedToken(token)) return null
    const idHash = hashToken(token)
    const session = await this.#store.sessions.find(idHash)
    if (!session) return null
    const now = this.#now()
    if (now >= session.expiresAt || now >= session.lastSeenAt + this.#idleMs) {
      await this.#store.sessions.delete(idHash)
      return null
    }
    if (session.role === null) return null
    if (now - session.lastSeenAt >= TOUCH_INTERVAL_MS) await this.#store.sessions.touch(idHash, now)
    return {
      accountId: session.accountId,
      keyId: null,
      userId: session.userId,
      sessionId: idHash,
      scopes: ROLE_SCOPES[session.role],
    }
  }

  /** Moves a session to another account of its person; 404 when they are not a member there. */
  async switchAccount(principal: Principal, accountId: string): Promise<Principal> {
    const { sessionId, userId } = sessionOf(principal)
    const member = await this.#store.members.find(accountId, userId)
    if (!member) throw new DomainError('NOT_FOUND', ACCOUNT_NOT_FOUND_MESSAGE)
    await this.#store.sessions.moveTo(sessionId, accountId)
    return { ...principal, accountId, scopes: ROLE_SCOPES[member.role] }
  }

  async signOut(principal: Principal): Promise<void> {
    await this.#store.sessions.delete(sessionOf(principal).sessionId)
  }

  /** Ends every session of the person, this one included. */
  async signOutEverywhere(principal: Principal): Promise<void> {
    await this.#store.sessions.deleteForUser(sessionOf(principal).userId)
  }

  /** Who is asking: the person or key, the account, the role there and the person's accounts. */
  async whoIsAsking(principal: Principal): Promise<WhoIsAsking> {
    const { accountId, userId, keyId } = principal
    const [account, user, key, memberships] = await Promise.all([
      this.#store.accounts.findById(accountId),
      userId === null ? null : this.#store.users.findById(userId),
      keyId === null ? null : this.#store.apiKeys.list(accountId).then((keys) => keys.find((k) => k.id === keyId)),
      userId === null ? [] : this.#store.members.listByUser(userId),
    ])
    if (!account) throw new DomainError('UNAUTHORIZED', 'Invalid or missing API key')
    const role = memberships.find((m) => m.accountId === accountId)?.role ?? null
    return { user, key: key ?? null, account, role, scopes: principal.scopes, memberships }
  }
}

/** The session of a cookie-authenticated request; a key has none (401). */
export function sessionOf(principal: Principal): { sessionId: string; userId: string } {
  if (principal.sessionId === undefined || principal.userId === null) {
    throw new DomainError('UNAUTHORIZED', 'Only a signed-in person has a session')
  }
  return { sessionId: principal.sessionId, userId: principal.userId }
}
