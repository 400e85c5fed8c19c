import { DAY_MS } from './records.js'
import {
  type CountryLookup,
  classifyAgent,
  primaryLanguage,
  referrerHost,
  type ScanDimensions,
} from './scan-dimensions.js'
import type { ScanRequest } from './scan-kind.js'
import type { VisitorKeys } from './visitor-keys.js'

/** A person's scan as analytics keeps it: its UTC day, its visitor's keyed hash and its dimensions. */
export interface ScanView {
  /** The start of the scan's UTC day. */
  day: number
  /** The visitor's key for this code and day (VisitorKeys): never an address or a User-Agent. */
  visitor: Buffer
  dimensions: ScanDimensions
}

/**
 * Classifies a person's scan before it is counted: country from the client address, device,
 * OS and browser from the User-Agent, referrer host, language, and the visitor's keyed hash. The
 * store keeps the view's dimensions and decides uniqueness in the scan's own commit.
 */
export class ScanAnalyzer {
  readonly #countryOf: CountryLookup
  readonly #keys: VisitorKeys

  constructor(countryOf: CountryLookup, keys: VisitorKeys) {
    this.#countryOf = countryOf
    this.#keys = keys
  }

  describe(shortId: string, request: ScanRequest, now: number): ScanView | Promise<ScanView> {
    const address = request.address ?? ''
    const agent = classifyAgent(request.userAgent)
    const dimensions: ScanDimensions = {
      country: address === '' ? null : this.#countryOf(address),
      device: agent.device,
      os: agent.os,
      browser: agent.browser,
      referrer: referrerHost(request.referer),
      language: primaryLanguage(request.acceptLanguage),
    }
    const day = now - (now % DAY_MS)
    const visitor = this.#keys.keyOf(shortId, address, request.userAgent ?? '', now)
    return visitor instanceof Promise
      ? visitor.then((key) => ({ day, visitor: key, dimensions }))
      : { day, visitor, dimensions }
  }
}
