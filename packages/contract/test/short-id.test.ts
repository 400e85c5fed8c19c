import { describe, expect, it } from 'vitest'
import { generateShortId, isReservedWord, isWellFormedShortId, RESERVED_WORDS } from '../src/index.js'

describe('short ids', () => {
  it('generates 8 characters of [0-9A-Za-z]', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => generateShortId()))
    expect(ids.size).toBe(2000)
    for (const id of ids) expect(id).toMatch(/^[0-9A-Za-z]{8}$/)
  })

  it('skips random bytes that would bias the alphabet', () => {
    // Bytes 248–255 must be skipped; 0 → '0', 61 → 'z', 62 → '0' again (62 mod 62).
    const random = (bytes: Uint8Array) => {
      bytes.set([255, 0, 248, 61, 62, 10, 36, 35, 1, 2, 3, 4, 5, 6, 7, 8])
      return bytes
    }
    expect(generateShortId(random)).toBe('0z0AaZ12')
  })

  it.each(RESERVED_WORDS)('reserves %s in any case', (word) => {
    expect(isReservedWord(word)).toBe(true)
    expect(isReservedWord(word.toUpperCase())).toBe(true)
  })

  it.each([
    ['abc', true],
    ['spring-sale_2026', true],
    ['ab', false],
    ['a'.repeat(65), false],
    ['with space', false],
    ['ünïcode', false],
  ])('%s is well formed: %s', (id, expected) => {
    expect(isWellFormedShortId(id)).toBe(expected)
  })
})
