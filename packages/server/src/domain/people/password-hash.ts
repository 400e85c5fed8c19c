import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import { DomainError } from '../domain-error.js'

/**
 * Passwords are hashed with node:crypto's scrypt (issue #41, IDENTITY.md): no native dependency to
 * build, and OWASP's Password Storage Cheat Sheet lists scrypt at N=2^15, r=8, p=1 among its
 * choices. Stored as `scrypt$N$r$p$<salt b64>$<hash b64>`, so the parameters can grow later and
 * old hashes still verify. Hashing runs on libuv's thread pool, off the event loop.
 */
const N = 32_768
const R = 8
const P = 1
const SALT_BYTES = 16
const KEY_BYTES = 32
/** scrypt needs 128·N·r bytes (32 MiB here); Node refuses past `maxmem`, 32 MiB by default. */
const MAX_MEM = 64 * 1024 * 1024

export const MIN_PASSWORD_LENGTH = 12
export const MAX_PASSWORD_LENGTH = 1024

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { ...options, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** Refuses a new password shorter than 12 or longer than 1024 characters (`field` names it). */
export function checkNewPassword(password: string, field = 'password'): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw DomainError.invalidField(field, `${field} must be at least ${MIN_PASSWORD_LENGTH} characters`)
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw DomainError.invalidField(field, `${field} must be at most ${MAX_PASSWORD_LENGTH} characters`)
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, { N, r: R, p: P }, KEY_BYTES)
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`
}

/** Whether `password` is the one `stored` was made from; a malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false
  const expected = Buffer.from(hash, 'base64')
  if (expected.length === 0) return false
  const key = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  )
  return timingSafeEqual(key, expected)
}

/** A hash no password matches, verified against for unknown emails so they take as long as known ones. */
export const UNUSABLE_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(SALT_BYTES).toString('base64')}$${Buffer.alloc(KEY_BYTES).toString('base64')}`
