/**
 * A routing rule as a sentence a person reads ("If the phone runs iOS → App Store"): the
 * Routing card's rows and its "try a scan" answer use these. Pure functions of the contract's
 * shapes (routing-model.browser.ts); names come from the runtime's CLDR data (Intl.DisplayNames).
 */
import { SCAN_DEVICE_LABELS, type ScanDevice, WEEKDAY_LABELS } from '@dynqr/contract'
import { countryName } from '../analytics/breakdown.browser.js'
import { when } from '../shared/time.browser.js'
import { type Conditions, listOf, type Rule } from './routing-model.browser.js'

const languageNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' })
  } catch {
    return undefined
  }
})()

function languageName(code: string): string {
  try {
    return languageNames?.of(code) ?? code
  } catch {
    return code
  }
}

/** `a`, `a or b`, `a, b or c`. */
export function either(values: readonly string[]): string {
  if (values.length <= 1) return values[0] ?? ''
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`
}

/** The systems of phones: "the phone runs iOS", but "the device runs Windows". */
const isPhoneSystem = (os: string) => os === 'iOS' || os === 'Android'

/** "a phone", "a tablet", "a desktop", "another device": the contract's labels, in a sentence. */
const deviceWords = (device: string) =>
  device === 'other' ? 'another device' : `a ${(SCAN_DEVICE_LABELS[device as ScanDevice] ?? device).toLowerCase()}`

/** Each condition of a rule as a clause, in the order people say them. */
const CLAUSES: readonly ((c: Conditions) => string | undefined)[] = [
  (c) => c.device && `it is scanned on ${either(listOf(c.device).map(deviceWords))}`,
  (c) => {
    if (!c.os) return undefined
    const systems = listOf(c.os)
    const what = systems.every(isPhoneSystem) ? 'the phone' : 'the device'
    return `${what} runs ${either(systems.map((s) => (s === 'other' ? 'another system' : s)))}`
  },
  (c) => c.country && `the scan comes from ${either(listOf(c.country).map((code) => countryName(code)))}`,
  (c) => c.language && `the phone’s language is ${either(listOf(c.language).map(languageName))}`,
  (c) => c.days && `it is ${either(c.days.map((day) => WEEKDAY_LABELS[day]))}`,
  (c) => c.hours && `it is between ${c.hours.start} and ${c.hours.end} (${c.hours.timeZone})`,
  (c) => c.from && `it is ${when(c.from)} or later`,
  (c) => c.until && `it is before ${when(c.until)}`,
  (c) =>
    c.query &&
    `the link has ${Object.entries(c.query)
      .map(([name, value]) => `?${name}=${value}`)
      .join(' and ')}`,
]

/** "the phone runs iOS and the scan comes from Germany"; "always" for no condition. */
export function conditionWords(conditions: Conditions): string {
  const clauses = CLAUSES.map((clause) => clause(conditions)).filter((text): text is string => Boolean(text))
  return clauses.length === 0 ? 'always' : clauses.join(' and ')
}

/** Targets people know by name: the two app stores; any other URL is shown as it is. */
const KNOWN_TARGETS: readonly [RegExp, string][] = [
  [/^https:\/\/(apps|itunes)\.apple\.com\//, 'App Store'],
  [/^https:\/\/play\.google\.com\//, 'Play Store'],
]

export function targetWords(url: string): string {
  if (url.trim() === '') return '(no target yet)'
  const known = KNOWN_TARGETS.find(([pattern]) => pattern.test(url))
  return known ? known[1] : url
}

/** "If the phone runs iOS → App Store". */
export function ruleWords(rule: Rule): string {
  return `If ${conditionWords(rule.if)} → ${targetWords(rule.targetUrl)}`
}
