/**
 * The routing helpers (issue #43): the rules and splits they build are the contract's shapes (a
 * wrong OS or weekday does not compile), a split's shares add up to 100, and `resolveScan` sends
 * the made-up scan and gives the answer without `success`, or the error of the answer.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  appStoreRules,
  type Dynqr,
  NotFoundError,
  type ResolvedScan,
  type RoutingRule,
  resolveScan,
  rule,
  split,
  type UpdateQrCodeParams,
  type Variant,
} from '../src/index.js'
import { client, json } from './support/fake-fetch.js'

const IOS = 'https://apps.apple.com/app/id123456789'
const ANDROID = 'https://play.google.com/store/apps/details?id=com.example.app'

describe('routing helpers', () => {
  it('build rules of each condition, as the contract shapes them', () => {
    expect(appStoreRules({ ios: IOS, android: ANDROID })).toEqual([
      { if: { os: 'iOS' }, targetUrl: IOS },
      { if: { os: 'Android' }, targetUrl: ANDROID },
    ])
    expect(rule.country(['DE', 'AT'], 'https://e.com/de')).toEqual({
      if: { country: ['DE', 'AT'] },
      targetUrl: 'https://e.com/de',
    })
    expect(rule.language('de', 'https://e.com/de').if).toEqual({ language: 'de' })
    expect(rule.device(['mobile', 'tablet'], 'https://e.com/m').if).toEqual({ device: ['mobile', 'tablet'] })
    expect(rule.days(['sat', 'sun'], 'https://e.com/w').if).toEqual({ days: ['sat', 'sun'] })
    expect(rule.hours({ start: '22:00', end: '06:00', timeZone: 'Europe/Berlin' }, 'https://e.com/n').if).toEqual({
      hours: { start: '22:00', end: '06:00', timeZone: 'Europe/Berlin' },
    })
    expect(rule.between(new Date('2026-12-01T00:00:00Z'), null, 'https://e.com/x').if).toEqual({
      from: '2026-12-01T00:00:00.000Z',
    })
    expect(rule.query({ ref: 'poster' }, 'https://e.com/p').if).toEqual({ query: { ref: 'poster' } })
    expect(rule.when({ os: 'iOS', country: 'DE' }, IOS).if).toEqual({ os: 'iOS', country: 'DE' })
  })

  it('split evenly with shares adding up to 100, or as weighted, and refuse what the API would', () => {
    expect(split('https://e.com/a', 'https://e.com/b').map((v) => v.weight)).toEqual([50, 50])
    expect(split('https://e.com/a', 'https://e.com/b', 'https://e.com/c').map((v) => v.weight)).toEqual([34, 33, 33])
    expect(split({ targetUrl: 'https://e.com/a', weight: 90 }, { targetUrl: 'https://e.com/b', weight: 10 })).toEqual([
      { targetUrl: 'https://e.com/a', weight: 90 },
      { targetUrl: 'https://e.com/b', weight: 10 },
    ])
    expect(() =>
      split({ targetUrl: 'https://e.com/a', weight: 90 }, { targetUrl: 'https://e.com/b', weight: 20 }),
    ).toThrow('must add up to 100, not 110')
    expect(() => split('https://e.com/a')).toThrow(RangeError)
  })

  it('are typed: the helpers fit a create or update, and a wrong value does not compile', () => {
    expectTypeOf(appStoreRules({ ios: IOS, android: ANDROID })).toMatchTypeOf<
      NonNullable<UpdateQrCodeParams['rules']>
    >()
    expectTypeOf(split('a', 'b')).toMatchTypeOf<NonNullable<UpdateQrCodeParams['variants']>>()
    expectTypeOf<RoutingRule['if']['os']>().toEqualTypeOf<
      | 'iOS'
      | 'Android'
      | 'Windows'
      | 'macOS'
      | 'Linux'
      | 'ChromeOS'
      | 'other'
      | ('iOS' | 'Android' | 'Windows' | 'macOS' | 'Linux' | 'ChromeOS' | 'other')[]
      | undefined
    >()
    expectTypeOf<Variant['weight']>().toEqualTypeOf<number>()
    expectTypeOf<ResolvedScan>().not.toHaveProperty('success')
    const compileOnly = () => {
      // @ts-expect-error not an OS the analytics know
      rule.os('Symbian', IOS)
      // @ts-expect-error days are mon…sun
      rule.days(['monday'], IOS)
      // @ts-expect-error a device is mobile, tablet, desktop or other
      rule.device('phone', IOS)
    }
    void compileOnly
  })

  it('resolveScan posts the made-up scan and answers where it goes, without success', async () => {
    const answer = { route: 'rule:0', targetUrl: IOS, reason: 'Rule 1 matched: os is iOS.', passwordRequired: false }
    const { dynqr, requests } = client([json(200, { success: true, ...answer })])
    expect(await resolveScan(dynqr, 'menu', { os: 'iOS', country: 'DE' })).toEqual(answer)
    const [request] = requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('http://api.test/api/v1/qrcode/menu/resolve')
    expect(await request?.json()).toEqual({ os: 'iOS', country: 'DE' })
  })

  it('resolveScan throws the error class of the answer', async () => {
    const { dynqr } = client([json(404, { error: 'NOT_FOUND', message: 'QR code not found' })])
    await expect(resolveScan(dynqr as Dynqr, 'gone')).rejects.toBeInstanceOf(NotFoundError)
  })
})
