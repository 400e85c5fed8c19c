import { resolveQrCodeOptions } from '@dynqr/contract'
import { newQrCodeRecord, type QrCodeRecord } from '../../src/index.js'

/** 2026-11-22T00:00:00Z: a day boundary, the tests' usual "now". */
export const T0 = Date.UTC(2026, 10, 22)

/**
 * The one fixture of a stored QR code for every test: account `acc_a`, a target named after the
 * id, default options, created at `T0` — unless `overrides` says otherwise.
 */
export function qrCodeRecord(shortId: string, overrides: Partial<QrCodeRecord> = {}): QrCodeRecord {
  return newQrCodeRecord({
    shortId,
    accountId: 'acc_a',
    targetUrl: `https://example.com/${shortId}`,
    options: resolveQrCodeOptions(),
    createdAt: T0,
    ...overrides,
  })
}
