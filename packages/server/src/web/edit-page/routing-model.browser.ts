/**
 * The routing fields of a code as the Routing card edits them (PRODUCT.md, "Where a scan goes"):
 * the contract's shapes, the vocabulary of the conditions, and how a rule is read from and
 * written to the card's controls. No DOM here.
 */
import { type QrCode, WEEKDAYS } from '@dynqr/contract'

export type Rule = NonNullable<QrCode['rules']>[number]
export type Conditions = Rule['if']
export type Variant = NonNullable<QrCode['variants']>[number]
export type Utm = NonNullable<QrCode['utm']>

/** A condition's kind: one of a rule's `if` keys. */
export type ConditionKind = keyof Conditions & string

export const MAX_RULES = 20
export const MAX_VARIANTS = 10

/** The kinds in the order the card offers them, with the name of each. */
export const CONDITION_NAMES: Readonly<Record<ConditionKind, string>> = {
  os: 'Operating system',
  device: 'Device',
  country: 'Country',
  language: 'Language',
  days: 'Days of the week',
  hours: 'Hours of the day',
  from: 'From (UTC)',
  until: 'Until (UTC)',
  query: 'Link parameter',
}
export const CONDITION_KINDS = Object.keys(CONDITION_NAMES) as ConditionKind[]

/** A condition value as a list (the contract takes one value or a list of them). */
export const listOf = (value: string | readonly string[]): string[] =>
  typeof value === 'string' ? [value] : [...value]

/** One value as itself, more as a list: what a person wrote one way comes back the same way. */
export const oneOrMany = (values: readonly string[]): string | string[] =>
  values.length === 1 ? (values[0] as string) : [...values]

/** `"DE, at"` → `['DE', 'AT']` (country codes upper-case, languages lower-case). */
export function codesOf(text: string, kind: ConditionKind): string[] {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter((code) => code !== '')
  return codes.map((code) => (kind === 'country' ? code.toUpperCase() : code.toLowerCase()))
}

/** `ref=poster&lang=de` ⇄ `{ ref: 'poster', lang: 'de' }` (a leading `?` is fine). */
export function queryOf(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text.trim().replace(/^\?/, '')))
}
export const queryText = (query: Readonly<Record<string, string>>): string => new URLSearchParams(query).toString()

/** The value a condition of `kind` starts with when a person adds it. */
export function startingValue(kind: ConditionKind): Conditions[ConditionKind] {
  const starts: Conditions = {
    os: 'iOS',
    device: 'mobile',
    country: [],
    language: [],
    days: WEEKDAYS.slice(0, 5),
    hours: { start: '09:00', end: '17:00', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' },
    from: new Date().toISOString().slice(0, 16).concat(':00.000Z'),
    until: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16).concat(':00.000Z'),
    query: {},
  } as Conditions
  return starts[kind]
}

/** The app stores' preset: iOS to the App Store, Android to Google Play. */
export function appStoreRules(ios: string, android: string): Rule[] {
  return [
    { if: { os: 'iOS' }, targetUrl: ios },
    { if: { os: 'Android' }, targetUrl: android },
  ]
}

/** A value as JSON with sorted keys, to tell whether the card changed a field. */
export const sameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b)
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )
