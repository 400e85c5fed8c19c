import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultCountryDatabase, openCountryLookup } from '../../src/geoip/country-database.js'

/** readFileSync, remembering which files were read. */
function countingRead() {
  const files: string[] = []
  const read = (path: string) => {
    files.push(path.split('/').at(-1) ?? path)
    return readFileSync(path)
  }
  return { read, files }
}

const randomIpv4 = () => [...randomBytes(4)].join('.')
// Global unicast (2000::/3), where the registries' IPv6 networks are.
const randomIpv6 = () => {
  const bytes = randomBytes(16)
  bytes[0] = 0x20 | ((bytes[0] as number) & 0x1f)
  return (bytes.toString('hex').match(/.{4}/g) ?? []).join(':')
}

describe('the country database that ships', () => {
  it('reads nothing until a scan, then only the half of its address family (issue #32)', () => {
    const { read, files } = countingRead()
    const lookup = openCountryLookup(undefined, read)
    expect(files).toEqual([])
    lookup('8.8.8.8')
    lookup('::ffff:1.1.1.1')
    lookup('not an address')
    expect(files).toEqual(['geo-whois-asn-country-ipv4.mmdb'])
    lookup('2001:4860:4860::8888')
    expect(files).toEqual(['geo-whois-asn-country-ipv4.mmdb', 'geo-whois-asn-country-ipv6.mmdb'])
  })

  it('answers as the one file for both families does', () => {
    const halves = openCountryLookup(undefined)
    const whole = openCountryLookup(defaultCountryDatabase())
    const addresses = [
      '8.8.8.8',
      '::ffff:8.8.8.8',
      '127.0.0.1',
      '::1',
      '2001:4860:4860::8888',
      '2a00:1450:4001:81c::200e',
      ...Array.from({ length: 3_000 }, randomIpv4),
      ...Array.from({ length: 1_000 }, () => `::ffff:${randomIpv4()}`),
      ...Array.from({ length: 2_000 }, randomIpv6),
    ]
    const differing = addresses.filter((address) => halves(address) !== whole(address))
    expect(differing).toEqual([])
    expect(addresses.filter((address) => whole(address) !== null).length).toBeGreaterThan(2_000)
  })

  it('reads a configured file at once, and none when off', () => {
    const { read, files } = countingRead()
    openCountryLookup(defaultCountryDatabase(), read)
    expect(files).toEqual(['geo-whois-asn-country.mmdb'])
    expect(openCountryLookup('off', read)('8.8.8.8')).toBeNull()
    expect(files).toHaveLength(1)
  })
})
