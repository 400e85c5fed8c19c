import { DAY_MS } from '../records.js'
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

/** A view by `visitor` on `day` (the start of its UTC day), with its dimensions. */
export function newScanView(day: number, visitor: Buffer, dimensions: ScanDimensions): ScanView {
  return { day, visitor, dimensions }
}

/** Views described and kept for the day; past this many, all are forgotten at once. */
const DESCRIBED_KEPT = 16_384
/**
 * What the day's people may hold, in characters of their keys (User-Agent, address, Referer,
 * Accept-Language) plus PERSON_CHARS each; past this, all are forgotten at once. A request's
 * headers may carry 16 KB, so DESCRIBED_KEPT alone would let them hold 256 MB; and a person is
 * kept before their view is (a view waiting for the day's salt is not kept at all), so a store
 * that cannot give the salt would let people pile up all day (150 MB for 300,000 of them,
 * measured). With both limits the analyzer holds about 13 MB at most.
 */
const CHARS_KEPT = 8 * 1024 * 1024
/** What a kept person costs beyond their keys' characters (their object and map entries). */
const PERSON_CHARS = 256

/** One person as their requests show them (address, User-Agent, Referer, Accept-Language): their views today. */
interface Person {
  dimensions: ScanDimensions
  /** Their view of each code, by code. */
  views: Map<string, ScanView>
}

/**
 * Classifies a person's scan before it is counted: country from the client address, device,
 * OS and browser from the User-Agent, referrer host, language, and the visitor's keyed hash. The
 * store keeps the view's dimensions and decides uniqueness in the scan's own commit.
 *
 * A view is a pure function of its request's parts and the day's salt, and people reload: the
 * views described today are kept (within DESCRIBED_KEPT and CHARS_KEPT, emptied when the UTC day
 * ends, in this process's memory only — docs/privacy.md), so a person's next view of a code is the same object
 * (the stores know it as counted once committed) and costs lookups instead of the country search
 * and the HMAC (docs/performance.md, "Scan analytics"). People are found by their User-Agent
 * first: the string whose hash isbot's verdict cache has already computed.
 */
export class ScanAnalyzer {
  readonly #countryOf: CountryLookup
  readonly #keys: VisitorKeys
  /** By User-Agent (NUL: none), then by address, Referer and Accept-Language. */
  #people = new Map<string, Map<string, Person>>()
  #described = 0
  /** What the people kept today hold: CHARS_KEPT. */
  #chars = 0
  #day = -1

  constructor(countryOf: CountryLookup, keys: VisitorKeys) {
    this.#countryOf = countryOf
    this.#keys = keys
  }

  describe(shortId: string, request: ScanRequest, now: number): ScanView | Promise<ScanView> {
    const day = now - (now % DAY_MS)
    if (day !== this.#day || this.#described >= DESCRIBED_KEPT || this.#chars >= CHARS_KEPT) this.#forget(day)
    const { address = '', userAgent, referer, acceptLanguage } = request
    const person = this.#personOf(address, userAgent, referer, acceptLanguage)
    const known = person.views.get(shortId)
    if (known !== undefined) return known
    const visitor = this.#keys.keyOf(shortId, address, userAgent ?? '', now)
    if (visitor instanceof Promise) return visitor.then((key) => newScanView(day, key, person.dimensions))
    const view = newScanView(day, visitor, person.dimensions)
    person.views.set(shortId, view)
    this.#described += 1
    return view
  }

  #personOf(address: string, userAgent?: string, referer?: string, acceptLanguage?: string): Person {
    // Header values and addresses hold no NUL nor line feed: absent and empty stay apart.
    let byAgent = this.#people.get(userAgent ?? '\0')
    if (byAgent === undefined) {
      byAgent = new Map()
      this.#people.set(userAgent ?? '\0', byAgent)
      this.#chars += userAgent?.length ?? 0
    }
    const rest =
      referer === undefined && acceptLanguage === undefined
        ? address
        : `${address}\n${referer ?? '\0'}\n${acceptLanguage ?? '\0'}`
    let person = byAgent.get(rest)
    if (person === undefined) {
      const agent = classifyAgent(userAgent)
      const dimensions: ScanDimensions = {
        country: address === '' ? null : this.#countryOf(address),
        device: agent.device,
        os: agent.os,
        browser: agent.browser,
        referrer: referrerHost(referer),
        language: primaryLanguage(acceptLanguage),
      }
      person = { dimensions, views: new Map() }
      byAgent.set(rest, person)
      this.#chars += rest.length + PERSON_CHARS
    }
    return person
  }

  #forget(day: number): void {
    this.#people = new Map()
    this.#described = 0
    this.#chars = 0
    this.#day = day
  }
}
