import { RESERVED_WORDS } from './generated/contract-constants.js'

/** Length of a generated short id. */
export const GENERATED_SHORT_ID_LENGTH = 8
/** The alphabet of generated short ids: `[0-9A-Za-z]`. */
export const SHORT_ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

const SHORT_ID = /^[A-Za-z0-9_-]{3,64}$/
const reserved = new Set(RESERVED_WORDS.map((word) => word.toLowerCase()))

/** Whether `id` is one of the contract's reserved words (compared case-insensitively). */
export function isReservedWord(id: string): boolean {
  return reserved.has(id.toLowerCase())
}

/** Whether `id` has the form of a short id (generated or custom); any other id cannot exist. */
export function isWellFormedShortId(id: string): boolean {
  return SHORT_ID.test(id)
}

/** Random bytes drawn ahead, 16 ids' worth at a time: one call to the system's source per 16 ids. */
const pool = new Uint8Array(256)
let poolUsed = pool.length

/** Cryptographic random bytes from the pool; a copy, so no two callers ever share bytes. */
function pooledRandom(bytes: Uint8Array): Uint8Array {
  if (poolUsed + bytes.length > pool.length) {
    crypto.getRandomValues(pool)
    poolUsed = 0
  }
  bytes.set(pool.subarray(poolUsed, poolUsed + bytes.length))
  poolUsed += bytes.length
  return bytes
}

/**
 * Draws a short id of 8 characters of `[0-9A-Za-z]` from a cryptographic random source,
 * without modulo bias, skipping reserved words.
 */
export function generateShortId(random: (bytes: Uint8Array) => Uint8Array = pooledRandom): string {
  for (;;) {
    let id = ''
    while (id.length < GENERATED_SHORT_ID_LENGTH) {
      for (const byte of random(new Uint8Array(16))) {
        // 248 = 4 × 62: bytes at or above it would favour the first characters.
        if (byte < 248 && id.length < GENERATED_SHORT_ID_LENGTH) id += SHORT_ID_ALPHABET[byte % 62]
      }
    }
    if (!isReservedWord(id)) return id
  }
}
