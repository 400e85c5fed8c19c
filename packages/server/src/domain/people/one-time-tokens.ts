import { randomBytes } from 'node:crypto'
import { hashKey, randomBase62 } from '../keys/api-keys.js'

/** A session id or a link's token: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** What a well-formed token looks like; anything else is unknown without a lookup. */
export const isWellFormedToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token)

/** The SHA-256 (hex) kept instead of a token: a database copy signs nobody in. */
export const hashToken = (token: string): string => hashKey(token)

export const newUserId = (): string => `usr_${randomBase62(16)}`
export const newInvitationId = (): string => `inv_${randomBase62(16)}`

/** Emails are compared without regard to case: one person per address. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()
