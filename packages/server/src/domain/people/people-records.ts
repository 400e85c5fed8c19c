import type { Role } from '@dynqr/contract'

/** A person. `passwordHash` is `null` for a person who signs in with OpenID Connect only. */
export interface UserRecord {
  /** `usr_` and 16 base62 characters. */
  id: string
  /** Lower-cased: one person per address. */
  email: string
  name: string
  /** `scrypt$N$r$p$<salt>$<hash>` (password-hash.ts), or `null`. */
  passwordHash: string | null
  createdAt: number
}

/** A person's role in one account. */
export interface MemberRecord {
  accountId: string
  userId: string
  role: Role
  createdAt: number
}

/** A member with the person's email and name, as the members list shows them. */
export interface MemberView extends MemberRecord {
  email: string
  name: string
}

/** An account a person is a member of, with their role there. */
export interface MembershipView {
  accountId: string
  accountName: string
  role: Role
  /** When the person joined it: the oldest membership is the default account. */
  createdAt: number
}

/** A signed-in browser. Only the SHA-256 of the cookie value is kept (`idHash`). */
export interface SessionRecord {
  idHash: string
  userId: string
  /** The account the session acts on (PATCH /session moves it). */
  accountId: string
  createdAt: number
  /** Written at most once a minute; the idle expiry counts from it. */
  lastSeenAt: number
  /** The absolute expiry. */
  expiresAt: number
}

/** A session with its person's current role in the session's account (`null`: no longer a member). */
export interface SessionView extends SessionRecord {
  role: Role | null
}

/** What a one-time link does: join an account (invitation, setup link) or set a new password (reset). */
export type LinkKind = 'invitation' | 'setup' | 'reset'

/** A one-time link: an invitation, a setup link or a reset link. Only its token's hash is kept. */
export interface InvitationRecord {
  /** `inv_` and 16 base62 characters. */
  id: string
  tokenHash: string
  /** `null` for a reset link. */
  accountId: string | null
  /** Whom it is for; `null` for a setup link (whoever holds it chooses). */
  email: string | null
  /** `null` for a reset link. */
  role: Role | null
  kind: LinkKind
  createdByUserId: string | null
  createdAt: number
  expiresAt: number
  /** When it was used or withdrawn; `null` while it is pending. */
  usedAt: number | null
}
