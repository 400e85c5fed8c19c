import type { Role } from '@dynqr/contract'
import type { Store } from '../store.js'
import { newUserId, normaliseEmail } from './one-time-tokens.js'
import type { SessionService, SignedIn } from './session-service.js'

/** What an OpenID Connect provider said about the person signing in (its ID token's claims). */
export interface ProviderIdentity {
  issuer: string
  subject: string
  email: string | null
  emailVerified: boolean
  name: string | null
}

export interface IdentityOptions {
  /** OIDC_ALLOWED_DOMAINS: email domains whose people may create themselves (lower-case). */
  allowedDomains?: readonly string[]
  /** OIDC_ACCOUNT: the account such people join, by name; the oldest account when missing. */
  accountName?: string
  /** OIDC_DEFAULT_ROLE: their role there (viewer). */
  defaultRole?: Role
}

/** Why a provider's person did not get in: nobody invited them and their domain is not allowed. */
export type IdentityRefusal = 'not_invited'

/**
 * People signing in through an OpenID Connect provider (issue #41). A person gets in when the
 * provider's identity is linked to a user; or their verified email is a user's (linked now); or a
 * pending invitation names the email (taken now); or its domain is allowed (created, joining the
 * configured account). Only a verified email counts. The HTTP side (the provider round trip)
 * calls `signInWithIdentity`.
 */
export class UserService {
  readonly #store: Store
  readonly #sessions: SessionService
  readonly #now: () => number

  constructor(store: Store, sessions: SessionService, now: () => number = Date.now) {
    this.#store = store
    this.#sessions = sessions
    this.#now = now
  }

  async signInWithIdentity(
    identity: ProviderIdentity,
    options: IdentityOptions = {},
  ): Promise<SignedIn | IdentityRefusal> {
    const linked = await this.#store.users.findByIdentity(identity.issuer, identity.subject)
    if (linked) return this.#startIfMember(linked.id)
    if (identity.email === null || !identity.emailVerified) return 'not_invited'
    const email = normaliseEmail(identity.email)
    const existing = await this.#store.users.findByEmail(email)
    const invited = await this.#store.invitations.findPendingByEmail(email, this.#now())
    const domain = email.slice(email.lastIndexOf('@') + 1)
    const allowed = (options.allowedDomains ?? []).includes(domain)
    if (!existing && !invited && !allowed) return 'not_invited'
    const now = this.#now()
    const userId = existing?.id ?? newUserId()
    if (!existing) {
      // A provider's name may be longer than the contract's 100 characters.
      const name = (identity.name?.trim() || email).slice(0, 100)
      await this.#store.users.create({ id: userId, email, name, passwordHash: null, createdAt: now })
    }
    await this.#store.users.linkIdentity(identity.issuer, identity.subject, userId, now)
    if (invited?.accountId && (await this.#store.invitations.use(invited.id, now))) {
      await this.#store.members.add({
        accountId: invited.accountId,
        userId,
        role: invited.role ?? 'viewer',
        createdAt: now,
      })
    }
    if (!existing && !invited) {
      const account = await this.#defaultAccount(options.accountName)
      if (account) {
        await this.#store.members.add({
          accountId: account,
          userId,
          role: options.defaultRole ?? 'viewer',
          createdAt: now,
        })
      }
    }
    return this.#startIfMember(userId, invited?.accountId ?? undefined)
  }

  async #startIfMember(userId: string, accountId?: string): Promise<SignedIn | IdentityRefusal> {
    if ((await this.#store.members.listByUser(userId)).length === 0) return 'not_invited'
    return this.#sessions.start(userId, accountId)
  }

  async #defaultAccount(name: string | undefined): Promise<string | null> {
    if (name !== undefined) return (await this.#store.accounts.findByName(name))?.id ?? null
    return (await this.#store.accounts.list())[0]?.id ?? null
  }
}
