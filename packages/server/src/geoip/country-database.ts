import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type CountryResponse, Reader } from 'mmdb-lib'
import type { CountryLookup } from '../domain/scan-dimensions.js'

/**
 * The country database that ships with the server's dependencies: geo-whois-asn-country
 * (ip-location-db; CC0-1.0, built from NRO data under CC BY 4.0 — NOTICE at the repo root).
 */
export function defaultCountryDatabase(): string {
  return createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb')
}

/** The record shapes of the databases we read: ip-location-db's and MaxMind/DB-IP's. */
interface CountryRecord {
  country_code?: string
  country?: { iso_code?: string }
}

const ALPHA_2 = /^[A-Z]{2}$/

/**
 * The country lookup for `GEOIP_DATABASE`: `off` → none (every country unknown); a path → that
 * MMDB file (MaxMind GeoLite2 Country, DB-IP lite or ip-location-db); unset → the default.
 * The file is read once into memory and looked up in-process: no address leaves the process.
 */
export function openCountryLookup(setting: string | undefined): CountryLookup {
  if (setting === 'off') return () => null
  const reader = new Reader<CountryResponse>(readFileSync(setting ?? defaultCountryDatabase()))
  return (address) => {
    const plain = address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
    try {
      const record = reader.get(plain) as CountryRecord | null
      const code = (record?.country_code ?? record?.country?.iso_code)?.toUpperCase()
      return code !== undefined && ALPHA_2.test(code) ? code : null
    } catch {
      return null
    }
  }
}
