import { createHash } from 'node:crypto'
import type { components } from '@dynqr/contract'

type Schemas = components['schemas']
export type RoutingRule = Schemas['RoutingRule']
export type RuleConditions = Schemas['RuleConditions']
export type Variant = Schemas['Variant']
export type Utm = Schemas['Utm']
export type RouteName = Schemas['RouteName']
type Weekday = Schemas['Weekday']

/**
 * Where a live code sends a scan (PRODUCT.md, "Where a scan goes"), said once: the short link,
 * `resolve` and the model-based test all decide through `routeOf`. The order is lifecycle (the
 * store decides it), password, rules, variants, target.
 */
export interface Routing {
  rules: readonly RoutingRule[]
  variants: readonly Variant[]
  /** The password's scrypt hash (domain/people/password-hash.ts); `null`: no password. */
  passwordHash: string | null
  forwardQuery: boolean
  utm: Utm | null
}

/** A code without any of it: every scan goes to `targetUrl` as it always did. */
export const NO_ROUTING: Routing = { rules: [], variants: [], passwordHash: null, forwardQuery: false, utm: null }

export const hasRouting = (routing: Routing): boolean =>
  routing.rules.length > 0 ||
  routing.variants.length > 0 ||
  routing.passwordHash !== null ||
  routing.forwardQuery ||
  routing.utm !== null

/** What a scan is, for the rules: the analytics classifier's values (`null`: unknown), its instant, its query. */
export interface RouteContext {
  device: string | null
  os: string | null
  country: string | null
  language: string | null
  at: number
  /** The scanned address's query string, without `?` (`''`: none). */
  query: string
  /** The visitor's slot, 0–99, for the variants: the same visitor gets the same one all day. */
  slot: number
}

export interface Routed {
  route: RouteName
  /** The rule's, variant's or code's target, before `forwardQuery` and `utm`. */
  targetUrl: string
  /** Why, in a sentence (resolve's `reason`). */
  reason: string
}

/** One formatter per time zone (they cost a few microseconds to make, nothing to reuse). */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    })
    if (formatters.size > 500) formatters.clear()
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Whether the platform's IANA data (Intl) knows the zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone)
    return true
  } catch {
    return false
  }
}

/** The weekday (`mon`…) and minutes since midnight of `at` in `timeZone`. */
export function localTime(at: number, timeZone: string): { day: string; minutes: number } {
  let day = 'sun'
  let hour = 0
  let minute = 0
  for (const part of formatterOf(timeZone).formatToParts(at)) {
    if (part.type === 'weekday') day = part.value.toLowerCase().slice(0, 3)
    else if (part.type === 'hour') hour = Number(part.value)
    else if (part.type === 'minute') minute = Number(part.value)
  }
  return { day, minutes: hour * 60 + minute }
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))
const listOf = <T>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T])

/** A string condition: a list matches any of its values; an unknown value matches none. */
const oneOf = (wanted: string | readonly string[] | undefined, actual: string | null) =>
  wanted === undefined || (actual !== null && listOf(wanted).includes(actual))

function inHours(hours: NonNullable<RuleConditions['hours']>, minutes: number): boolean {
  const start = minutesOf(hours.start)
  const end = minutesOf(hours.end)
  // An end before the start wraps midnight: 22:00–06:00 is the night.
  return start <= end ? minutes >= start && minutes < end : minutes >= start || minutes < end
}

function timeHolds(conditions: RuleConditions, at: number): boolean {
  if (conditions.from !== undefined && at < Date.parse(conditions.from)) return false
  if (conditions.until !== undefined && at >= Date.parse(conditions.until)) return false
  if (conditions.days === undefined && conditions.hours === undefined) return true
  const local = localTime(at, conditions.hours?.timeZone ?? 'UTC')
  if (conditions.days !== undefined && !conditions.days.includes(local.day as Weekday)) return false
  return conditions.hours === undefined || inHours(conditions.hours, local.minutes)
}

function queryHolds(wanted: Record<string, string> | undefined, query: string): boolean {
  if (wanted === undefined) return true
  const params = new URLSearchParams(query)
  return Object.entries(wanted).every(([name, value]) => params.get(name) === value)
}

/** Whether every condition of a rule holds for the scan (AND; a list is an OR). */
export function ruleMatches(conditions: RuleConditions, scan: RouteContext): boolean {
  return (
    oneOf(conditions.device, scan.device) &&
    oneOf(conditions.os, scan.os) &&
    oneOf(conditions.country, scan.country) &&
    oneOf(conditions.language, scan.language) &&
    queryHolds(conditions.query, scan.query) &&
    timeHolds(conditions, scan.at)
  )
}

/** The variant of `slot` (0–99): the weights, in order, share the hundred slots. */
export function variantOf(variants: readonly Variant[], slot: number): number {
  let upTo = 0
  for (const [index, variant] of variants.entries()) {
    upTo += variant.weight
    if (slot < upTo) return index
  }
  return variants.length - 1
}

/** What matched, in words: the conditions of a rule. */
function describeConditions(conditions: RuleConditions): string {
  return Object.entries(conditions)
    .map(([name, value]) => `${name} ${typeof value === 'string' ? `is ${value}` : JSON.stringify(value)}`)
    .join(' and ')
}

/** Where a live code sends a scan once past its password: the first matching rule, a variant, or the target. */
export function routeOf(targetUrl: string, routing: Routing, scan: RouteContext): Routed {
  for (const [index, rule] of routing.rules.entries()) {
    if (ruleMatches(rule.if, scan)) {
      return {
        route: `rule:${index}`,
        targetUrl: rule.targetUrl,
        reason: `Rule ${index + 1} matched: ${describeConditions(rule.if)}.`,
      }
    }
  }
  const unmatched = routing.rules.length > 0 ? 'No rule matched, so ' : ''
  if (routing.variants.length > 0) {
    const index = variantOf(routing.variants, scan.slot)
    const variant = routing.variants[index] as Variant
    return {
      route: `variant:${index}`,
      targetUrl: variant.targetUrl,
      reason: `${unmatched}${unmatched ? 'the' : 'The'} A/B test sent it to variant ${index + 1} (weight ${variant.weight}).`,
    }
  }
  return {
    route: 'default',
    targetUrl,
    reason: unmatched ? `${unmatched}the scan goes to the code's target.` : "The scan goes to the code's target.",
  }
}

/** A visitor's slot for the day from their visitor key (a keyed hash for this code and day; never stored). */
export const slotOfKey = (visitor: Buffer): number => visitor.readUInt32BE(0) % 100

/** A slot when analytics are off (no visitor key): a hash of the same parts, for the day. */
export function slotOfParts(shortId: string, day: number, address: string, userAgent: string): number {
  return slotOfKey(createHash('sha256').update(`${shortId}\n${day}\n${address}\n${userAgent}`).digest())
}

const UTM_NAMES = ['source', 'medium', 'campaign', 'term', 'content'] as const

/**
 * The address a scan is sent to: the route's target with the scanned query forwarded
 * (`forwardQuery`; a parameter the target already has keeps the target's value) and the UTM
 * parameters the target lacks (`utm`). Unchanged when neither is set.
 */
export function finalTarget(targetUrl: string, routing: Pick<Routing, 'forwardQuery' | 'utm'>, query: string): string {
  const forwarding = routing.forwardQuery && query !== ''
  if (!forwarding && routing.utm === null) return targetUrl
  const url = new URL(targetUrl)
  const params = url.searchParams
  if (forwarding) {
    for (const [name, value] of new URLSearchParams(query)) if (!params.has(name)) params.append(name, value)
  }
  if (routing.utm) {
    for (const name of UTM_NAMES) {
      const value = routing.utm[name]
      if (value !== undefined && !params.has(`utm_${name}`)) params.append(`utm_${name}`, value)
    }
  }
  return url.toString()
}
