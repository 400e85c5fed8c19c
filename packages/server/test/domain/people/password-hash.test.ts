import { describe, expect, it } from 'vitest'
import {
  checkNewPassword,
  hashPassword,
  UNUSABLE_HASH,
  verifyPassword,
} from '../../../src/domain/people/password-hash.js'

describe('password hashing', () => {
  it('stores scrypt with its parameters and a fresh salt, and verifies only the password', async () => {
    const [first, second] = await Promise.all([
      hashPassword('correct horse battery'),
      hashPassword('correct horse battery'),
    ])
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/)
    expect(first).not.toBe(second)
    expect(first).not.toContain('correct')
    expect(await verifyPassword('correct horse battery', first)).toBe(true)
    expect(await verifyPassword('correct horse batterY', first)).toBe(false)
    expect(await verifyPassword('anything at all', UNUSABLE_HASH)).toBe(false)
    expect(await verifyPassword('anything at all', 'bcrypt$whatever')).toBe(false)
  })

  it.each([
    ['11 characters', 'a'.repeat(11), 'password must be at least 12 characters'],
    ['1025 characters', 'a'.repeat(1025), 'password must be at most 1024 characters'],
  ])('refuses a new password of %s', (_, password, message) => {
    expect(() => checkNewPassword(password)).toThrow(message)
  })

  it('takes a new password of 12 characters', () => {
    expect(() => checkNewPassword('a'.repeat(12))).not.toThrow()
  })
})
