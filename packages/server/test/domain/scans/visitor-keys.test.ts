import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { type SaltStore, VisitorKeys } from '../../../src/domain/scans/visitor-keys.js'

const DAY = Date.parse('2026-11-22T00:00:00.000Z')
const SALT = Buffer.alloc(32, 7)
/** A database's salts, as a copy of it taken during the day would hold them. */
const stored: SaltStore = { daySalt: async () => SALT }
const AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)'

const keyOf = (keys: VisitorKeys) => keys.keyOf('menu', '203.0.113.7', AGENT, DAY + 1_000)

/**
 * The visitor key's pepper (security review finding 16): the salt sits in the database beside
 * the day's keys, so the key also depends on VISITOR_KEY_SECRET, which never does.
 */
describe('visitor keys', () => {
  it('depend on the pepper: the same person, code and salt give another key under another secret', async () => {
    const one = await keyOf(new VisitorKeys(stored, 'a'.repeat(32)))
    const again = await keyOf(new VisitorKeys(stored, 'a'.repeat(32)))
    const other = await keyOf(new VisitorKeys(stored, 'b'.repeat(32)))
    expect(again.equals(one)).toBe(true)
    expect(other.equals(one)).toBe(false)
  })

  it('cannot be recomputed from the stored salt alone', async () => {
    const key = await keyOf(new VisitorKeys(stored, 'a'.repeat(32)))
    const guess = createHmac('sha256', SALT).update(`menu\n203.0.113.7\n${AGENT}`).digest().subarray(0, key.length)
    expect(key).toHaveLength(16)
    expect(guess.equals(key)).toBe(false)
  })
})
