import type { Role } from '@dynqr/contract'
import { DomainError } from '../domain-error.js'
import type { Principal } from '../keys/api-keys.js'
import type { Store } from '../store.js'
import type { InvitationMailer } from './invitation-mailer.js'
import { requireSignedInOwner } from './member-service.js'
import {
  hashToken,
  isWellFormedToken,
  newInvitationId,
  newToken,
  newUserId,
  normaliseEmail,
} from './one-time-tokens.js'
import { checkNewPassword, hashPassword, verifyPassword } from './password-hash.js'
import type { InvitationRecord, LinkKind } from './people-records.js'
import type { SessionService, SignedIn } from './session-service.js'
import { WRONG_CREDENTIALS_MESSAGE } from './session-service.js'

const HOUR_MS = 3_600_000
/** How long each kind of link works (IDENTITY.md). */
const VALIDITY_MS: Record<LinkKind, number> = { invitation: 7 * 24 * HOUR_MS, setup: HOUR_MS, reset: HOUR_MS }
export const DEFAULT_MAX_MEMBERS_PER_ACCOUNT = 100
export const LINK_NOT_VALID_MESSAGE = 'This link is no longer valid'
export const INVITATION_NOT_FOUND_MESSAGE = 'Invitation not found'

export interface InvitationOptions {
  /** `{site_url}`, without a trailing slash: links are `{site_url}/join#<token>` and `/reset#<token>`. */
  siteUrl: string
  now?: () => number
  /** MAX_MEMBERS_PER_ACCOUNT: members and pending invitations together (100). */
  maxMembers?: number
  /** SMTP_URL's mailer; without one `emailed` is false and the link is shown to copy. */
  mailer?: InvitationMailer
  /** Told when the mailer fails (the invitation stands, `emailed: false`). */
  onMailError?: (error: unknown) => void
}

/** A new one-time link: the record kept (its token hashed) and the link, shown once. */
export interface IssuedLink {
  invitation: InvitationRecord
  link: string
  emailed: boolean
}

/** What a person sends to take a link. `sessionUserId`: the person signed in on the request, if any. */
export interface Acceptance {
  token: string
  email?: string
  name?: string
  password?: string
  sessionUserId?: string | null
}

/**
 * One-time links (issue #41): invitations to an account (7 days), setup links that create an
 * account's first person (1 hour; `npm start` and `dynqr users invite`) and password reset links
 * (1 hour; `dynqr users reset-password`). Only the token's SHA-256 is kept; a link works once.
 */
export class InvitationService {
  readonly #store: Store
  readonly #sessions: SessionService
  readonly #options: InvitationOptions
  readonly #now: () => number
  readonly #maxMembers: number

  constructor(store: Store, sessions: SessionService, options: InvitationOptions) {
    this.#store = store
    this.#sessions = sessions
    this.#options = options
    this.#now = options.now ?? Date.now
    this.#maxMembers = options.maxMembers ?? DEFAULT_MAX_MEMBERS_PER_ACCOUNT
  }

  /** Invites a person through the API (keys:manage is the route's; `owner` needs a signed-in owner). */
  async invite(principal: Principal, email: string, role: Role): Promise<IssuedLink> {
    if (role === 'owner') await requireSignedInOwner(this.#store, principal)
    const address = normaliseEmail(email)
    const members = await this.#store.members.listByAccount(principal.accountId)
    if (members.some((member) => member.email === address)) {
      throw DomainError.invalidField('email', `${address} is a member of this account already`)
    }
    this.#refuseOverCap(members.length + (await this.list(principal.accountId)).length)
    return this.#issue('invitation', { accountId: principal.accountId, email: address, role }, principal.userId)
  }

  /**
   * A link made on the command line or at first start: an invitation to `email` (7 days), or
   * without one a setup link anyone holding it may take (1 hour), for the account named.
   */
  async inviteToAccount(accountId: string, role: Role, email?: string): Promise<IssuedLink> {
    const address = email === undefined ? null : normaliseEmail(email)
    return this.#issue(address === null ? 'setup' : 'invitation', { accountId, email: address, role }, null)
  }

  /** A password reset link for a person (the command line); 404 when no person has the email. */
  async resetLink(email: string): Promise<IssuedLink> {
    const user = await this.#store.users.findByEmail(normaliseEmail(email))
    if (!user) throw new DomainError('NOT_FOUND', `No person has the email ${normaliseEmail(email)}`)
    return this.#issue('reset', { accountId: null, email: user.email, role: null }, null)
  }

  list(accountId: string): Promise<InvitationRecord[]> {
    return this.#store.invitations.listPending(accountId, this.#now())
  }

  async withdraw(accountId: string, id: string): Promise<void> {
    if (!(await this.#store.invitations.use(id, this.#now(), accountId))) {
      throw new DomainError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE)
    }
  }

  /**
   * Takes an invitation or setup link and signs the person in. A new email creates the person
   * (name and password needed); an existing person gives their password or is signed in already.
   */
  async accept(acceptance: Acceptance): Promise<SignedIn> {
    const link = await this.#pending(acceptance.token, ['invitation', 'setup'])
    const accountId = link.accountId ?? ''
    const email = link.email ?? (acceptance.email === undefined ? null : normaliseEmail(acceptance.email))
    if (email === null) throw DomainError.invalidField('email', 'email is required to take a setup link')
    const userId = await this.#personTaking(email, acceptance)
    if (!(await this.#store.members.find(accountId, userId))) {
      this.#refuseOverCap(await this.#store.members.count(accountId))
    }
    if (!(await this.#store.invitations.use(link.id, this.#now()))) {
      throw new DomainError('NOT_FOUND', LINK_NOT_VALID_MESSAGE)
    }
    await this.#store.members.add({ accountId, userId, role: link.role ?? 'viewer', createdAt: this.#now() })
    return this.#sessions.start(userId, accountId)
  }

  /** Sets a new password with a reset link, ends the person's sessions and signs them in afresh. */
  async resetPassword(token: string, password: string): Promise<SignedIn> {
    checkNewPassword(password)
    const link = await this.#pending(token, ['reset'])
    const user = link.email === null ? null : await this.#store.users.findByEmail(link.email)
    if (!user || !(await this.#store.invitations.use(link.id, this.#now()))) {
      throw new DomainError('NOT_FOUND', LINK_NOT_VALID_MESSAGE)
    }
    await this.#store.users.setPassword(user.id, await hashPassword(password))
    await this.#store.sessions.deleteForUser(user.id)
    return this.#sessions.start(user.id)
  }

  /** The person taking a link: created when the email is new, else proven by password or session. */
  async #personTaking(email: string, acceptance: Acceptance): Promise<string> {
    const user = await this.#store.users.findByEmail(email)
    if (user) {
      if (acceptance.sessionUserId === user.id) return user.id
      const proven =
        acceptance.password !== undefined &&
        user.passwordHash !== null &&
        (await verifyPassword(acceptance.password, user.passwordHash))
      if (!proven) throw new DomainError('UNAUTHORIZED', WRONG_CREDENTIALS_MESSAGE)
      return user.id
    }
    if (acceptance.name === undefined) throw DomainError.invalidField('name', 'name is required for a new person')
    if (acceptance.password === undefined) {
      throw DomainError.invalidField('password', 'password is required for a new person')
    }
    checkNewPassword(acceptance.password)
    const id = newUserId()
    const passwordHash = await hashPassword(acceptance.password)
    await this.#store.users.create({ id, email, name: acceptance.name, passwordHash, createdAt: this.#now() })
    return id
  }

  async #pending(token: string, kinds: LinkKind[]): Promise<InvitationRecord> {
    const link = isWellFormedToken(token) ? await this.#store.invitations.findByTokenHash(hashToken(token)) : null
    if (!link || !kinds.includes(link.kind) || link.usedAt !== null || link.expiresAt <= this.#now()) {
      throw new DomainError('NOT_FOUND', LINK_NOT_VALID_MESSAGE)
    }
    return link
  }

  /** Refuses a new member or invitation when the account already holds `held` of them, the cap. */
  #refuseOverCap(held: number): void {
    if (held >= this.#maxMembers) {
      throw new DomainError(
        'LIMIT_REACHED',
        `This account has ${held} members and invitations, the most it may hold (MAX_MEMBERS_PER_ACCOUNT is ${this.#maxMembers}); remove one first`,
      )
    }
  }

  async #issue(
    kind: LinkKind,
    target: Pick<InvitationRecord, 'accountId' | 'email' | 'role'>,
    createdByUserId: string | null,
  ): Promise<IssuedLink> {
    const token = newToken()
    const now = this.#now()
    const invitation: InvitationRecord = {
      id: newInvitationId(),
      tokenHash: hashToken(token),
      ...target,
      kind,
      createdByUserId,
      createdAt: now,
      expiresAt: now + VALIDITY_MS[kind],
      usedAt: null,
    }
    await this.#store.invitations.create(invitation)
    const link = `${this.#options.siteUrl}/${kind === 'reset' ? 'reset' : 'join'}#${token}`
    const emailed = kind === 'invitation' && (await this.#mail(invitation, link))
    return { invitation, link, emailed }
  }

  async #mail(invitation: InvitationRecord, link: string): Promise<boolean> {
    const { mailer } = this.#options
    if (!mailer || invitation.email === null || invitation.accountId === null) return false
    const account = await this.#store.accounts.findById(invitation.accountId)
    try {
      await mailer.sendInvitation(invitation.email, link, account?.name ?? '', invitation.role ?? 'viewer')
      return true
    } catch (error) {
      this.#options.onMailError?.(error)
      return false
    }
  }
}
