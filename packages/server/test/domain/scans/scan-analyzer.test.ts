import { describe, expect, it } from 'vitest'
import { ScanAnalyzer } from '../../../src/domain/scans/scan-analyzer.js'
import { primaryLanguage } from '../../../src/domain/scans/scan-dimensions.js'
import { type SaltStore, VisitorKeys } from '../../../src/domain/scans/visitor-keys.js'
import { T0 } from '../../helpers/records.js'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const request = {
  method: 'GET',
  purpose: undefined,
  userAgent: IPHONE,
  address: '203.0.113.9',
  acceptLanguage: 'fr-FR',
}

/** The day's salt kept in this test: the first candidate offered for a day. */
class KeptSalts implements SaltStore {
  readonly #salts = new Map<number, Buffer>()

  async daySalt(day: number, candidate: Buffer): Promise<Buffer> {
    const salt = this.#salts.get(day) ?? candidate
    this.#salts.set(day, salt)
    return salt
  }
}

/** Visitor keys that count the keys they compute. */
class CountedKeys extends VisitorKeys {
  computed = 0
  override keyOf(...args: Parameters<VisitorKeys['keyOf']>) {
    this.computed += 1
    return super.keyOf(...args)
  }
}

async function analyzer() {
  const keys = new CountedKeys(new KeptSalts())
  const countries: string[] = []
  const scans = new ScanAnalyzer((address) => {
    countries.push(address)
    return 'FR'
  }, keys)
  await scans.describe('warm', { ...request, address: '192.0.2.1' }, T0) // the day's salt is fetched once, asynchronously
  keys.computed = 0
  countries.length = 0
  return { scans, keys, countries }
}

describe('the scan analyzer', () => {
  it("describes a visitor's next view of a code from memory: no second country search or key", async () => {
    const { scans, keys, countries } = await analyzer()
    const first = scans.describe('code', request, T0 + 1)
    const again = scans.describe('code', request, T0 + 2)
    expect(again).toBe(first)
    expect(first).toMatchObject({ day: T0, dimensions: { country: 'FR', device: 'mobile', os: 'iOS', language: 'fr' } })
    expect(keys.computed).toBe(1)
    expect(countries).toEqual(['203.0.113.9'])
  })

  it('describes anew what differs: another code, address, User-Agent, referrer or language', async () => {
    const { scans, keys } = await analyzer()
    const first = scans.describe('code', request, T0 + 1)
    const others = [
      scans.describe('other', request, T0 + 1),
      scans.describe('code', { ...request, address: '203.0.113.10' }, T0 + 1),
      scans.describe('code', { ...request, userAgent: `${IPHONE} x` }, T0 + 1),
      scans.describe('code', { ...request, userAgent: undefined }, T0 + 1),
      scans.describe('code', { ...request, userAgent: '' }, T0 + 1),
      scans.describe('code', { ...request, referer: 'https://news.example/a' }, T0 + 1),
      scans.describe('code', { ...request, acceptLanguage: 'de' }, T0 + 1),
    ]
    for (const other of others) expect(other).not.toBe(first)
    expect(keys.computed).toBe(1 + others.length)
    expect(others.at(-2)).toMatchObject({ dimensions: { referrer: 'news.example' } })
  })

  it('forgets the day when it ends: the next day, the same visitor has a new key', async () => {
    const { scans } = await analyzer()
    const today = await scans.describe('code', request, T0 + 1)
    const tomorrow = await scans.describe('code', request, T0 + 86_400_000 + 1)
    expect(tomorrow.day).toBe(T0 + 86_400_000)
    expect(tomorrow.visitor.equals(today.visitor)).toBe(false)
  })

  it("forgets the day early when its people's headers grow large: 16 KB headers cannot make it hundreds of MB", async () => {
    const { scans } = await analyzer()
    const first = scans.describe('code', request, T0 + 1)
    // 1,000 people whose Referer is 9,000 characters (a request's headers may hold 16 KB): far
    // fewer views than are kept, but 9 MB of keys.
    const long = 'a'.repeat(9_000)
    for (let n = 0; n < 1_000; n += 1)
      scans.describe('code', { ...request, referer: `https://r${n}.example/${long}` }, T0 + 1)
    expect(scans.describe('code', request, T0 + 1)).not.toBe(first)
  })

  it("bounds the people it keeps while the day's salt cannot be had (a store down): they hold no view", async () => {
    const countries: string[] = []
    const noSalt = new VisitorKeys({ daySalt: () => Promise.reject(new Error('store unavailable')) })
    const scans = new ScanAnalyzer((address) => {
      countries.push(address)
      return 'FR'
    }, noSalt)
    const describe = (n: number) => {
      const view = scans.describe('code', { ...request, address: `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` }, T0 + 1)
      if (view instanceof Promise) view.catch(() => {})
    }
    for (let n = 0; n < 100_000; n += 1) describe(n)
    countries.length = 0
    describe(0)
    expect(countries, 'the first person, forgotten').toEqual(['10.0.0.0'])
  })
})

describe('the language of a view', () => {
  it.each([
    ['de-CH;q=0.9, en', 'de'],
    ['FIL', 'fil'],
    ['gsw-CH', 'gsw'],
    ['zz', null],
    ['qwertyui', null],
    ['x-klingon', null],
    ['e', null],
    ['*', null],
  ])('%s is %s: known ISO 639 codes only, so a scanner cannot invent languages', (acceptLanguage, want) => {
    expect(primaryLanguage(acceptLanguage)).toBe(want)
  })
})
