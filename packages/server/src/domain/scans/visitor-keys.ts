import { createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto'
import { DAY_MS } from '../records.js'

/**
 * Where the day's salt is kept: the memory engine in its process only (it dies with the process);
 * SQLite and PostgreSQL in the database (`scan_salts`), one row per day, deleted once the day is
 * over, so a restart within the day (or another instance on PostgreSQL) keeps the same keys.
 * `candidate` is a fresh random salt: stored and returned when the day has none yet, else the
 * stored one is returned.
 */
export interface SaltStore {
  daySalt(day: number, candidate: Buffer): Promise<Buffer>
}

/** Bytes of the HMAC kept: 128 bits, far beyond any collision among a day's visitors of one code. */
const KEY_BYTES = 16

/**
 * The pepper used when VISITOR_KEY_SECRET is not set: public (it is in the source), so it protects
 * nothing; fine for development and tests, and a production start without the variable warns.
 */
export const DEVELOPMENT_VISITOR_KEY_SECRET = 'dynqr-development-visitor-key-secret-not-for-production'
/** The shortest VISITOR_KEY_SECRET accepted: 32 characters (`openssl rand -hex 32` gives 64). */
export const MIN_VISITOR_KEY_SECRET_CHARS = 32

/**
 * Visitors as keyed hashes: HMAC-SHA256 of code, client address and User-Agent under a secret
 * salt made for the UTC day and forgotten after it. The same person on the same code on the
 * same day has the same key; on another day, or another code, an unrelated one. Without the
 * salt (gone after the day) a key cannot be tied back to an address.
 *
 * The salt is kept in the database with the day's keys (SaltStore), so a copy of the database
 * taken during the day holds both. The HMAC's key is therefore the salt mixed with a pepper that
 * never enters the database (VISITOR_KEY_SECRET, from the environment): without it a copy's keys
 * cannot be recomputed from guesses of address and User-Agent, not even with that day's salt
 * (docs/privacy.md).
 */
export class VisitorKeys {
  readonly #salts: SaltStore
  #day = -1
  /**
   * The day's salt as a KeyObject, made once per day: createHmac given a Buffer imports it into a
   * new key object on every call (≈ 30 µs a scan here, against ≈ 3 µs with this one).
   */
  #salt: KeyObject | null = null
  #pending: Promise<KeyObject> | null = null
  readonly #pepper: KeyObject

  /** `pepper`: VISITOR_KEY_SECRET, kept out of the database; the public development one when missing. */
  constructor(salts: SaltStore, pepper: string = DEVELOPMENT_VISITOR_KEY_SECRET) {
    this.#salts = salts
    this.#pepper = createSecretKey(Buffer.from(pepper, 'utf8'))
  }

  /** The visitor's key; synchronous except on the first scan of a day (the salt is fetched). */
  keyOf(shortId: string, address: string, userAgent: string, now: number): Buffer | Promise<Buffer> {
    const day = now - (now % DAY_MS)
    if (day === this.#day && this.#salt) return hash(this.#salt, shortId, address, userAgent)
    return this.#saltOf(day).then((salt) => hash(salt, shortId, address, userAgent))
  }

  #saltOf(day: number): Promise<KeyObject> {
    if (day === this.#day && this.#pending) return this.#pending
    this.#day = day
    this.#salt = null
    const pending = this.#salts.daySalt(day, randomBytes(32)).then(
      (stored) => {
        // The day's key: HMAC(pepper, salt), once a day; neither part alone gives it.
        const salt = createSecretKey(createHmac('sha256', this.#pepper).update(stored).digest())
        if (this.#day === day) this.#salt = salt
        return salt
      },
      (error: unknown) => {
        if (this.#day === day) this.#pending = null
        throw error
      },
    )
    this.#pending = pending
    return pending
  }
}

function hash(salt: KeyObject, shortId: string, address: string, userAgent: string): Buffer {
  return createHmac('sha256', salt).update(`${shortId}\n${address}\n${userAgent}`).digest().subarray(0, KEY_BYTES)
}
