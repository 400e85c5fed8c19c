import type { QrCode } from '@dynqr/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { QrCodeService } from '../../src/domain/codes/qr-code-service.js'
import { etagOf, ifMatchAllows } from '../../src/domain/etag.js'
import { memoryStoreOf } from '../helpers/memory-store.js'

describe('etagOf', () => {
  let code: QrCode
  beforeAll(async () => {
    const service = new QrCodeService((await memoryStoreOf('acc_a')).qrCodes, { siteUrl: 'https://qr.example' })
    code = await service.create('acc_a', { targetUrl: 'https://example.com', maxScans: 5 })
  })

  it('is a strong tag, the same for the same state', () => {
    expect(etagOf(code)).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    expect(etagOf({ ...code })).toBe(etagOf(code))
  })

  it.each<[string, (c: QrCode) => QrCode]>([
    ['targetUrl', (c) => ({ ...c, targetUrl: 'https://example.com/other' })],
    ['qrCodeOptions', (c) => ({ ...c, qrCodeOptions: { ...c.qrCodeOptions, width: c.qrCodeOptions.width + 1 } })],
    ['expiresAt', (c) => ({ ...c, expiresAt: '2030-01-01T00:00:00.000Z' })],
    ['maxScans', (c) => ({ ...c, maxScans: 6 })],
    ['fallbackUrl', (c) => ({ ...c, fallbackUrl: 'https://example.com/gone' })],
    ['active', (c) => ({ ...c, active: false })],
  ])('moves when %s changes', (_field, change) => {
    expect(etagOf(change(code))).not.toBe(etagOf(code))
  })

  it.each<[string, (c: QrCode) => QrCode]>([
    ['views', (c) => ({ ...c, views: c.views + 1 })],
    ['updatedAt', (c) => ({ ...c, updatedAt: '2030-01-01T00:00:00.000Z' })],
  ])('stays when only %s moves', (_field, change) => {
    expect(etagOf(change(code))).toBe(etagOf(code))
  })
})

describe('ifMatchAllows', () => {
  it.each([
    ['"abc"', true],
    ['*', true],
    ['"x", "abc"', true],
    [' "x" ,"abc" ', true],
    ['W/"abc"', false],
    ['"abd"', false],
    ['', false],
  ])('If-Match %j against "abc": %s', (header, allowed) => {
    expect(ifMatchAllows(header, '"abc"')).toBe(allowed)
  })
})
