import { beforeEach, describe, expect, it } from 'vitest'
import { STALE_MESSAGE } from '../../../src/domain/codes/qr-code-refusals.js'
import { QrCodeService } from '../../../src/domain/codes/qr-code-service.js'
import { DomainError, NOT_FOUND_MESSAGE } from '../../../src/domain/domain-error.js'
import { etagOf } from '../../../src/domain/etag.js'
import type { Store } from '../../../src/domain/store.js'
import { memoryStoreOf } from '../../helpers/memory-store.js'

const SITE = 'https://qr.example'
const START = Date.parse('2026-03-01T12:00:00Z')

/** The domain error a promise rejects with (a test fails when it resolves). */
async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

describe('QrCodeService on the memory store', () => {
  let store: Store
  let now: number
  let service: QrCodeService
  beforeEach(async () => {
    store = await memoryStoreOf('acc_a', 'acc_b')
    now = START
    service = new QrCodeService(store.qrCodes, { siteUrl: `${SITE}/`, now: () => now })
  })

  it('creates a code with its links on the site, resolved options and the lifecycle defaults', async () => {
    const code = await service.create('acc_a', { targetUrl: 'https://example.com/menu' })
    expect(code).toMatchObject({
      qrCodeUrl: `${SITE}/${code.shortId}`,
      editUrl: `${SITE}/qrcode/edit/${code.shortId}`,
      targetUrl: 'https://example.com/menu',
      views: 0,
      createdAt: '2026-03-01T12:00:00.000Z',
      updatedAt: '2026-03-01T12:00:00.000Z',
      expiresAt: null,
      maxScans: null,
      fallbackUrl: null,
      active: true,
    })
    expect(code.qrCodeOptions.dotsOptions.type).toBeTruthy()
    expect(await service.get('acc_a', code.shortId)).toEqual(code)
  })

  it('keeps a code to its account: another account is told it does not exist', async () => {
    const code = await service.create('acc_a', { targetUrl: 'https://example.com' })
    const error = await failure(service.get('acc_b', code.shortId))
    expect([error.code, error.message]).toEqual(['NOT_FOUND', NOT_FOUND_MESSAGE])
    expect((await failure(service.delete('acc_b', code.shortId))).code).toBe('NOT_FOUND')
  })

  it('refuses a target on its own site, a reserved custom id and a taken one, naming the field', async () => {
    const own = await failure(service.create('acc_a', { targetUrl: `${SITE}/abc` }))
    expect([own.code, own.details?.[0]?.field]).toEqual(['INVALID_REQUEST', 'targetUrl'])
    const reserved = await failure(service.create('acc_a', { targetUrl: 'https://example.com', customShortId: 'docs' }))
    expect([reserved.code, reserved.details?.[0]?.field]).toEqual(['INVALID_REQUEST', 'customShortId'])
    await service.create('acc_a', { targetUrl: 'https://example.com', customShortId: 'spring-sale' })
    const taken = await failure(
      service.create('acc_b', { targetUrl: 'https://example.com', customShortId: 'spring-sale' }),
    )
    expect([taken.code, taken.details?.[0]?.field]).toEqual(['CONFLICT', 'customShortId'])
  })

  it('draws another short id when a generated one is taken', async () => {
    const ids = ['taken001', 'taken001', 'fresh001']
    const drawing = new QrCodeService(store.qrCodes, {
      siteUrl: SITE,
      now: () => now,
      newShortId: () => ids.shift() ?? '',
    })
    expect((await drawing.create('acc_a', { targetUrl: 'https://example.com/1' })).shortId).toBe('taken001')
    expect((await drawing.create('acc_a', { targetUrl: 'https://example.com/2' })).shortId).toBe('fresh001')
  })

  it('updates only what the body carries, moving updatedAt, and clears a field given as null', async () => {
    const code = await service.create('acc_a', { targetUrl: 'https://example.com/a', maxScans: 10 })
    now += 60_000
    const { code: updated, changes } = await service.update('acc_a', code.shortId, {
      targetUrl: 'https://example.com/b',
      maxScans: null,
    })
    // What the audit log records: the fields that changed, old and new (issue #41).
    expect(changes).toEqual({
      targetUrl: { old: 'https://example.com/a', new: 'https://example.com/b' },
      maxScans: { old: 10, new: null },
    })
    expect(updated).toMatchObject({
      targetUrl: 'https://example.com/b',
      maxScans: null,
      qrCodeOptions: code.qrCodeOptions,
      createdAt: code.createdAt,
      updatedAt: '2026-03-01T12:01:00.000Z',
    })
  })

  it('changes and deletes only while If-Match names the current ETag', async () => {
    const code = await service.create('acc_a', { targetUrl: 'https://example.com/a' })
    const first = etagOf(code)
    const { code: changed } = await service.update('acc_a', code.shortId, { active: false }, first)
    const stale = await failure(service.update('acc_a', code.shortId, { active: true }, first))
    expect([stale.code, stale.message]).toEqual(['PRECONDITION_FAILED', STALE_MESSAGE])
    expect((await failure(service.delete('acc_a', code.shortId, first))).code).toBe('PRECONDITION_FAILED')
    await service.delete('acc_a', code.shortId, `"other", ${etagOf(changed)}`)
    expect((await failure(service.get('acc_a', code.shortId))).code).toBe('NOT_FOUND')
  })

  it('creates a bulk item by item: an invalid one gets its error, the others are created', async () => {
    await service.create('acc_a', { targetUrl: 'https://example.com', customShortId: 'menu' })
    const result = await service.bulkCreate('acc_a', [
      { targetUrl: 'https://example.com/1' },
      { targetUrl: 'not a url' },
      { targetUrl: 'https://example.com/3', customShortId: 'menu' },
    ])
    expect(result.data.map((item) => [item.index, item.status])).toEqual([
      [0, 201],
      [1, 400],
      [2, 409],
    ])
  })

  it('lists an account’s codes a page at a time, saying whether more follow', async () => {
    for (let i = 0; i < 3; i += 1) {
      now += 1_000
      await service.create('acc_a', { targetUrl: `https://example.com/${i}` })
    }
    await service.create('acc_b', { targetUrl: 'https://example.com/other' })
    const query = { limit: 2, offset: 0, sort: 'createdAt', order: 'asc' } as const
    const first = await service.list('acc_a', query)
    expect(first.data.map((c) => c.targetUrl)).toEqual(['https://example.com/0', 'https://example.com/1'])
    expect(first.pagination).toEqual({ total: 3, limit: 2, offset: 0, hasMore: true })
    const second = await service.list('acc_a', { ...query, offset: 2 })
    expect(second.pagination.hasMore).toBe(false)
  })

  it('answers stats with every bucket of the range, and not for another account’s code', async () => {
    const code = await service.create('acc_a', { targetUrl: 'https://example.com' })
    await store.qrCodes.recordScan(code.shortId, 'view', now)
    now += 3_600_000
    const stats = await service.stats('acc_a', code.shortId, { interval: 'hour', from: '2026-03-01T11:00:00Z' })
    expect(stats.series.map((bucket) => bucket.views)).toEqual([0, 1])
    expect((await failure(service.stats('acc_b', code.shortId, {}))).code).toBe('NOT_FOUND')
  })
})
