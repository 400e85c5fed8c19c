import type { StatsDimension } from '@dynqr/contract'
import { UAParser } from 'ua-parser-js'

/**
 * What a person's view is classified by when it is counted (PRODUCT.md, "Scan analytics"):
 * country (ISO 3166-1 alpha-2, from the client address), device, OS, browser, referrer host and
 * primary language. Every value is a short word or host; `null` is unknown. Nothing here
 * identifies anyone. The route a view took (issue #43) is a dimension of the stats too, but not
 * of the person: the short link decides it per scan and the store records it beside these.
 */
export type ScanDimensions = Readonly<Record<Exclude<StatsDimension, 'route'>, string | null>>

/** The country of an address, from an offline database; `null` when unknown (or turned off). */
export type CountryLookup = (address: string) => string | null

/** What the User-Agent tells: typed from the dimensions, so a renamed dimension fails typecheck here. */
export type AgentVerdict = Pick<ScanDimensions, 'device' | 'os' | 'browser'>

const UNKNOWN_AGENT: AgentVerdict = { device: null, os: null, browser: null }

const OS_NAMES: Readonly<Record<string, string>> = {
  iOS: 'iOS',
  Android: 'Android',
  Windows: 'Windows',
  'Mac OS': 'macOS',
  macOS: 'macOS',
  'Chromium OS': 'ChromeOS',
  'Chrome OS': 'ChromeOS',
  Linux: 'Linux',
  Ubuntu: 'Linux',
  Debian: 'Linux',
  Fedora: 'Linux',
  'Arch Linux': 'Linux',
  'Linux Mint': 'Linux',
  openSUSE: 'Linux',
  Gentoo: 'Linux',
  CentOS: 'Linux',
  'Red Hat': 'Linux',
}

const BROWSER_NAMES: Readonly<Record<string, string>> = {
  Safari: 'Safari',
  'Mobile Safari': 'Safari',
  Chrome: 'Chrome',
  'Chrome WebView': 'Chrome',
  'Chrome Headless': 'Chrome',
  Chromium: 'Chrome',
  Firefox: 'Firefox',
  'Mobile Firefox': 'Firefox',
  Edge: 'Edge',
  'Samsung Internet': 'Samsung Internet',
  Opera: 'Opera',
  'Opera Mobi': 'Opera',
  'Opera Mini': 'Opera',
  'Opera Touch': 'Opera',
  'Opera GX': 'Opera',
}

const DESKTOP_OS = new Set(['Windows', 'macOS', 'Linux', 'ChromeOS'])

/** One User-Agent string's verdict, as ua-parser-js reads it, in PRODUCT.md's words. */
function classifyAgentNow(userAgent: string): AgentVerdict {
  const { browser, os, device } = new UAParser(userAgent).getResult()
  const osName = os.name === undefined ? 'other' : (OS_NAMES[os.name] ?? 'other')
  const browserName = browser.name === undefined ? 'other' : (BROWSER_NAMES[browser.name] ?? 'other')
  const deviceName =
    device.type === 'mobile' || device.type === 'tablet'
      ? device.type
      : device.type === undefined && DESKTOP_OS.has(osName)
        ? 'desktop'
        : 'other'
  return { device: deviceName, os: osName, browser: browserName }
}

/** User-Agent strings seen most recently and their verdicts (as scan-kind.ts keeps isbot's). */
const verdicts = new Map<string, AgentVerdict>()
const VERDICTS_KEPT = 2_000
/** The longest User-Agent whose verdict is remembered (real ones are 100–300 characters). */
export const REMEMBERED_AGENT_CHARS = 512

/**
 * Device, OS and browser of a User-Agent, remembered per string (forgotten all at once past
 * VERDICTS_KEPT); a string longer than REMEMBERED_AGENT_CHARS (no browser sends one) is
 * classified each time, so the memory stays under a megabyte whatever arrives.
 */
export function classifyAgent(userAgent: string | undefined): AgentVerdict {
  if (userAgent === undefined || userAgent === '') return UNKNOWN_AGENT
  if (userAgent.length > REMEMBERED_AGENT_CHARS) return classifyAgentNow(userAgent)
  let verdict = verdicts.get(userAgent)
  if (verdict === undefined) {
    verdict = classifyAgentNow(userAgent)
    if (verdicts.size >= VERDICTS_KEPT) verdicts.clear()
    verdicts.set(userAgent, verdict)
  }
  return verdict
}

/** The longest value a dimension keeps (a host can be 253 characters). */
const MAX_VALUE = 256

/** The lower-case host of a `Referer`, or null (none, not a URL, not http(s)). */
export function referrerHost(referer: string | undefined): string | null {
  if (!referer) return null
  const start = referer.indexOf('://')
  if (start < 0) return null
  const scheme = referer.slice(0, start).toLowerCase()
  if (scheme !== 'http' && scheme !== 'https') return null
  try {
    const host = new URL(referer).hostname.toLowerCase()
    return host === '' || host.length > MAX_VALUE ? null : host
  } catch {
    return null
  }
}

/** Names of languages as the runtime's ICU (CLDR) knows them; `undefined` for a code it does not. */
const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })
/**
 * Whether a 2–3 letter code is an ISO 639 language the runtime names, by code: at most 26² + 26³
 * entries, however many requests ask, and each looked up once (≈ 0.1 ms: too slow for every scan,
 * too slow to list all 18,252 at start).
 */
const knownLanguages = new Map<string, boolean>()

function isKnownLanguage(code: string): boolean {
  let known = knownLanguages.get(code)
  if (known === undefined) {
    known = LANGUAGE_NAMES.of(code) !== undefined
    knownLanguages.set(code, known)
  }
  return known
}

/**
 * The primary subtag of the first `Accept-Language` entry (`de-CH;q=0.9, en` → `de`), or null: a
 * known ISO 639 code only (2–3 letters the runtime names), so a scanner cannot invent languages.
 */
export function primaryLanguage(acceptLanguage: string | undefined): string | null {
  if (!acceptLanguage) return null
  const first = acceptLanguage.split(',', 1)[0] ?? ''
  const tag = (first.split(';', 1)[0] ?? '').trim().split('-', 1)[0]?.toLowerCase() ?? ''
  return /^[a-z]{2,3}$/.test(tag) && isKnownLanguage(tag) ? tag : null
}
