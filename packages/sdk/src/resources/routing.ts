import type { Dynqr } from '../client.js'
import { errorFromResponse } from '../error-from-response.js'
import type { Schema } from '../schema.js'

/**
 * One routing rule of a code: if the scan is as `if` says, it goes to `targetUrl` (the first
 * rule that matches wins; at most 20 a code).
 * @category Routing
 */
export interface RoutingRule extends Schema<'RoutingRule'> {}
/**
 * What a rule asks of a scan: every condition given must hold; a list matches any of its values.
 * @category Routing
 */
export interface RuleConditions extends Schema<'RuleConditions'> {}
/**
 * One target of an A/B split and its share of the visitors, in per cent.
 * @category Routing
 */
export interface Variant extends Schema<'Variant'> {}
/**
 * A daily window of local time: `{ start: '09:00', end: '17:00', timeZone: 'Europe/Berlin' }`.
 * @category Routing
 */
export interface RuleHours extends Schema<'RuleHours'> {}
/**
 * An operating system as the scan analytics name it: `iOS`, `Android`, `Windows` …
 * @category Routing
 */
export type ScanOs = Schema<'ScanOs'>
/**
 * A kind of device as the scan analytics name it: `mobile`, `tablet`, `desktop`, `other`.
 * @category Routing
 */
export type ScanDevice = Schema<'ScanDevice'>
/**
 * A day of the week: `mon` … `sun`.
 * @category Routing
 */
export type Weekday = Schema<'Weekday'>
/**
 * What `resolveScan` takes: a made-up scan (each field left out is unknown; `at` is now).
 * @category Routing
 */
export interface ResolveScanParams extends Schema<'ResolveRequest'> {}
/**
 * Where a made-up scan would go: its `route` (`default`, `rule:N`, `variant:N`, `fallback`),
 * `targetUrl` and the `reason`, in words.
 * @category Routing
 */
export interface ResolvedScan extends Omit<Schema<'ResolveResult'>, 'success'> {}

/**
 * Builders of routing rules, one a condition; `rule.when` takes several at once.
 *
 * @example
 * import { rule } from '@dynqr/sdk'
 * await dynqr.qrcodes.update('menu', {
 *   rules: [
 *     rule.country(['DE', 'AT', 'CH'], 'https://example.com/de/menu'),
 *     rule.when({ days: ['sat', 'sun'], hours: { start: '18:00', end: '23:00', timeZone: 'Europe/Berlin' } }, 'https://example.com/weekend'),
 *   ],
 * })
 * @category Routing
 */
export const rule = {
  /** A rule with any conditions: `rule.when({ os: 'iOS', country: 'DE' }, url)`. */
  when: (conditions: RuleConditions, targetUrl: string): RoutingRule => ({ if: conditions, targetUrl }),
  /** Scans from phones (or computers) running this system, or one of these. */
  os: (os: ScanOs | ScanOs[], targetUrl: string): RoutingRule => ({ if: { os }, targetUrl }),
  /** Scans from this kind of device, or one of these. */
  device: (device: ScanDevice | ScanDevice[], targetUrl: string): RoutingRule => ({ if: { device }, targetUrl }),
  /** Scans from this country (ISO 3166-1 alpha-2, `DE`), or one of these. */
  country: (country: string | string[], targetUrl: string): RoutingRule => ({ if: { country }, targetUrl }),
  /** Scans from phones set to this language (ISO 639, `de`), or one of these. */
  language: (language: string | string[], targetUrl: string): RoutingRule => ({ if: { language }, targetUrl }),
  /** Scans on these days of the week (in UTC, or in `hours.timeZone` with `rule.when`). */
  days: (days: Weekday[], targetUrl: string): RoutingRule => ({ if: { days }, targetUrl }),
  /** Scans within a daily window of local time; `end` before `start` wraps midnight. */
  hours: (hours: RuleHours, targetUrl: string): RoutingRule => ({ if: { hours }, targetUrl }),
  /** Scans from `from` (inclusive) until `until` (exclusive); either may be left out with `null`. */
  between: (from: Date | string | null, until: Date | string | null, targetUrl: string): RoutingRule => ({
    if: {
      ...(from !== null && { from: new Date(from).toISOString() }),
      ...(until !== null && { until: new Date(until).toISOString() }),
    },
    targetUrl,
  }),
  /** Scans of a link carrying these query parameters with these values (`?ref=poster`). */
  query: (query: Record<string, string>, targetUrl: string): RoutingRule => ({ if: { query }, targetUrl }),
}

/**
 * One code for both app stores: iPhones and iPads to the App Store, Android to Google Play;
 * every other scan goes on to the code's `targetUrl`.
 *
 * @example
 * import { appStoreRules } from '@dynqr/sdk'
 * await dynqr.qrcodes.create({
 *   targetUrl: 'https://example.com/app',
 *   rules: appStoreRules({ ios: 'https://apps.apple.com/app/id123456789', android: 'https://play.google.com/store/apps/details?id=com.example' }),
 * })
 * @category Routing
 */
export function appStoreRules(stores: { ios: string; android: string }): RoutingRule[] {
  return [rule.os('iOS', stores.ios), rule.os('Android', stores.android)]
}

/**
 * An A/B split over 2–10 targets: given as URLs, shared evenly (the first ones get the
 * remainder, so the shares add up to 100); given with weights, as they are (which must add up
 * to 100: a `RangeError` otherwise, before any request).
 *
 * @example
 * import { split } from '@dynqr/sdk'
 * await dynqr.qrcodes.update('menu', { variants: split('https://example.com/a', 'https://example.com/b') })
 * await dynqr.qrcodes.update('menu', { variants: split({ targetUrl: 'https://example.com/a', weight: 90 }, { targetUrl: 'https://example.com/b', weight: 10 }) })
 * @category Routing
 */
export function split(...targets: (string | Variant)[]): Variant[] {
  if (targets.length < 2 || targets.length > 10) throw new RangeError('A split has 2 to 10 targets')
  const even = Math.floor(100 / targets.length)
  const extra = 100 - even * targets.length
  const variants = targets.map((target, i) =>
    typeof target === 'string' ? { targetUrl: target, weight: even + (i < extra ? 1 : 0) } : { ...target },
  )
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0)
  if (total !== 100) throw new RangeError(`The weights of a split must add up to 100, not ${total}`)
  return variants
}

/**
 * Where a scan would go, and why: a dry run of the code's routing (`POST /qrcode/{shortId}/resolve`)
 * that counts nothing. A function, not a method, so apps that never call it do not ship it.
 *
 * @example
 * import { resolveScan } from '@dynqr/sdk'
 * const { route, targetUrl, reason } = await resolveScan(dynqr, 'menu', { os: 'iOS', country: 'DE' })
 * // 'rule:0', 'https://apps.apple.com/…', 'Rule 1 matched: …'
 * @category Routing
 */
export async function resolveScan(
  dynqr: Dynqr,
  shortId: string,
  scan: ResolveScanParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<ResolvedScan> {
  const { data, error, response } = await dynqr.raw.POST('/qrcode/{shortId}/resolve', {
    params: { path: { shortId } },
    body: scan,
    ...(options.signal && { signal: options.signal }),
  })
  if (!data) throw errorFromResponse(response.status, error, response.headers)
  const { success: _, ...resolved } = data
  return resolved
}
