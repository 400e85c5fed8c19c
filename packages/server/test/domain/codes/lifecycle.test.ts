import { describe, expect, it } from 'vitest'
import { lifecycleChanges, newLifecycle, parseInstant } from '../../../src/domain/codes/lifecycle.js'
import { QrCodeService } from '../../../src/domain/codes/qr-code-service.js'
import { DomainError } from '../../../src/domain/domain-error.js'
import type { QrCodeRecord } from '../../../src/domain/records.js'
import { isLive } from '../../../src/domain/scans/scan-rule.js'
import { memoryStoreOf } from '../../helpers/memory-store.js'

const OWN = ['qr.example']

/** The error a call throws. */
function thrown(call: () => unknown): DomainError {
  try {
    call()
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError)
    return error as DomainError
  }
  throw new Error('expected an error')
}

describe('parseInstant', () => {
  it.each([
    ['2026-12-31T23:00:00Z', Date.UTC(2026, 11, 31, 23)],
    ['2027-01-01T01:00:00.000+02:00', Date.UTC(2026, 11, 31, 23)],
  ])('reads %s', (raw, ms) => {
    expect(parseInstant('expiresAt', raw)).toBe(ms)
  })

  it.each([
    '2026-12-31',
    '2026-12-31T23:00:00',
    'tomorrow',
    '2026-13-01T00:00:00Z',
    // RFC 3339 needs the seconds; a day past the month's end is not rolled into the next.
    '2026-12-31T23:00Z',
    '2026-02-31T00:00:00Z',
  ])('refuses %j with a 400 naming the field', (raw) => {
    const error = thrown(() => parseInstant('expiresAt', raw))
    expect([error.code, error.details?.[0]?.field]).toEqual(['INVALID_REQUEST', 'expiresAt'])
  })
})

describe('lifecycleChanges and newLifecycle', () => {
  it('change only the fields a body carries; null clears one', () => {
    expect(lifecycleChanges({}, OWN)).toEqual({})
    expect(lifecycleChanges({ maxScans: null, expiresAt: null, fallbackUrl: null }, OWN)).toEqual({
      maxScans: null,
      expiresAt: null,
      fallbackUrl: null,
    })
    expect(lifecycleChanges({ active: false, expiresAt: '2026-12-31T23:00:00Z' }, OWN)).toEqual({
      active: false,
      expiresAt: Date.UTC(2026, 11, 31, 23),
    })
  })

  it('refuse a fallback on the site itself, naming fallbackUrl', () => {
    const error = thrown(() => lifecycleChanges({ fallbackUrl: 'https://qr.example/abc' }, OWN))
    expect(error.details?.[0]?.field).toBe('fallbackUrl')
    expect(error.message).toMatch(/^fallbackUrl/)
  })

  it('give a new code no expiry, no limit, no fallback, switched on, unless the body says otherwise', () => {
    expect(newLifecycle({}, OWN)).toEqual({ expiresAt: null, maxScans: null, fallbackUrl: null, active: true })
    expect(newLifecycle({ maxScans: 3, active: false }, OWN)).toMatchObject({ maxScans: 3, active: false })
  })
})

describe('isLive', () => {
  const NOW = Date.UTC(2026, 5, 1)
  const record = async (): Promise<QrCodeRecord> => {
    const store = await memoryStoreOf('acc_a')
    const code = await new QrCodeService(store.qrCodes, { siteUrl: 'https://qr.example' }).create('acc_a', {
      targetUrl: 'https://example.com',
    })
    return (await store.qrCodes.findById('acc_a', code.shortId)) as QrCodeRecord
  }

  it.each<[string, Partial<QrCodeRecord>, boolean]>([
    ['a new code', {}, true],
    ['switched off', { active: false }, false],
    ['expiring later', { expiresAt: NOW + 1 }, true],
    ['expiring at that very moment', { expiresAt: NOW }, false],
    ['expired', { expiresAt: NOW - 1 }, false],
    ['below its limit', { maxScans: 2, views: 1 }, true],
    ['at its limit', { maxScans: 2, views: 2 }, false],
    ['limited to no scan', { maxScans: 0 }, false],
  ])('%s: %s', async (_name, fields, live) => {
    expect(isLive({ ...(await record()), ...fields }, NOW)).toBe(live)
  })
})
