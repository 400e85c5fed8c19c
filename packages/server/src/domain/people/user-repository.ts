import type { UserRecord } from './people-records.js'

/** The people who sign in, and their identities at OpenID Connect providers. */
export interface UserRepository {
  /** Adds a person; a `CONFLICT` when the email is taken (the caller looks first). */
  create(user: UserRecord): Promise<void>
  findById(id: string): Promise<UserRecord | null>
  /** By lower-cased email. */
  findByEmail(email: string): Promise<UserRecord | null>
  setPassword(id: string, passwordHash: string): Promise<void>
  /** The person linked to a provider's (issuer, subject), or `null`. */
  findByIdentity(issuer: string, subject: string): Promise<UserRecord | null>
  /** Links a provider's (issuer, subject) to a person; linking it again changes nothing. */
  linkIdentity(issuer: string, subject: string, userId: string, now: number): Promise<void>
}
