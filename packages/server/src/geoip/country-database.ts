import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { isIP } from 'node:net'
import { type CountryResponse, Reader } from 'mmdb-lib'
import type { CountryLookup } from '../domain/scans/scan-dimensions.js'

const PACKAGE = '@ip-location-db/geo-whois-asn-country-mmdb'

/**
 * The country database that ships with the server's dependencies: geo-whois-asn-country
 * (ip-location-db; CC0-1.0, built from NRO data under CC BY 4.0 — NOTICE at the repo root), as
 * one file for both families or one file per family (the same networks, split).
 */
export function defaultCountryDatabase(family?: 'ipv4' | 'ipv6'): string {
  const file = family ? `geo-whois-asn-country-${family}.mmdb` : 'geo-whois-asn-country.mmdb'
  return createRequire(import.meta.url).resolve(`${PACKAGE}/${file}`)
}

/** The record shapes of the databases we read: ip-location-db's and MaxMind/DB-IP's. */
interface CountryRecord {
  country_code?: string
  country?: { iso_code?: string }
}

const ALPHA_2 = /^[A-Z]{2}$/

/** How a database file is read into memory: `readFileSync`, or a test's counting stand-in. */
export type ReadDatabase = (path: string) => Buffer

function countryIn(reader: Reader<CountryResponse>, address: string): string | null {
  try {
    const record = reader.get(address) as CountryRecord | null
    const code = (record?.country_code ?? record?.country?.iso_code)?.toUpperCase()
    return code !== undefined && ALPHA_2.test(code) ? code : null
  } catch {
    return null
  }
}

/**
 * The country lookup for `GEOIP_DATABASE`: `off` → none (every country unknown); a path → that
 * MMDB file (MaxMind GeoLite2 Country, DB-IP lite or ip-location-db); unset → the default.
 * A file is read into memory and looked up in-process: no address leaves the process.
 *
 * The default is read as its two halves, each on the first address of its family (issue #32):
 * the IPv4 one is 3.0 MB, the IPv6 one 4.8 MB, so a server whose visitors all come over IPv4
 * (or through a proxy that speaks it) holds 3 MB instead of 7.8, and one that has not been
 * scanned yet none. The first scan of each family waits for its read (a few milliseconds, once).
 */
export function openCountryLookup(setting: string | undefined, read: ReadDatabase = readFileSync): CountryLookup {
  if (setting === 'off') return () => null
  const open = (path: string) => new Reader<CountryResponse>(read(path))
  const plain = (address: string) =>
    address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
  if (setting !== undefined) {
    const reader = open(setting)
    return (address) => countryIn(reader, plain(address))
  }
  let ipv4: Reader<CountryResponse> | undefined
  let ipv6: Reader<CountryResponse> | undefined
  return (address) => {
    const ip = plain(address)
    const family = isIP(ip)
    if (family === 4) {
      ipv4 ??= open(defaultCountryDatabase('ipv4'))
      return countryIn(ipv4, ip)
    }
    if (family === 6) {
      ipv6 ??= open(defaultCountryDatabase('ipv6'))
      return countryIn(ipv6, ip)
    }
    return null
  }
}

/** Country databases read once per process, by path (tests compose many apps). */
const countryLookups = new Map<string, ReturnType<typeof openCountryLookup>>()
export function countryLookup(setting: string | undefined) {
  const key = setting ?? ''
  let lookup = countryLookups.get(key)
  if (!lookup) {
    lookup = openCountryLookup(setting)
    countryLookups.set(key, lookup)
  }
  return lookup
}
