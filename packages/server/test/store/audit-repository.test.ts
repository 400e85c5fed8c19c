import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AuditEventRecord } from '../../src/domain/audit/audit-repository.js'
import type { Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'

const event = (id: string, at: number, overrides: Partial<AuditEventRecord> = {}): AuditEventRecord => ({
  id,
  accountId: 'acc_a',
  at,
  actorType: 'key',
  actorId: 'key_1',
  actorLabel: 'ci',
  addressClass: 'ipv4:203.0.113.0/24',
  action: 'qrcode.updated',
  resourceType: 'qrcode',
  resourceId: 'abc',
  changes: { targetUrl: { old: 'https://a.example/', new: 'https://b.example/' } },
  ...overrides,
})

describe.each(ENGINES)('the audit log on $name', (engine) => {
  let store: Store
  beforeEach(async () => {
    store = await engine.open()
  })
  afterEach(async () => {
    await store.close()
  })

  it('keeps every field and reads one account newest first, ties by id', async () => {
    await store.audit.append([
      event('aud_1', 1000),
      event('aud_2', 2000, { actorType: 'system', actorId: null, actorLabel: null, addressClass: null, changes: null }),
      event('aud_3', 2000, { accountId: 'acc_b' }),
      event('aud_4', 2000, { action: 'key.created', resourceType: 'key', resourceId: 'key_9' }),
    ])
    const page = await store.audit.list('acc_a', { limit: 10 })
    expect(page.map((e) => e.id)).toEqual(['aud_4', 'aud_2', 'aud_1'])
    expect(page[2]).toEqual(event('aud_1', 1000))
    expect(page[1]).toMatchObject({ actorType: 'system', actorId: null, changes: null, addressClass: null })
  })

  it('pages after a position, filters by resource, kind and time', async () => {
    await store.audit.append([
      event('aud_1', 1000),
      event('aud_2', 2000, { resourceId: 'other' }),
      event('aud_3', 3000, { action: 'key.revoked', resourceType: 'key', resourceId: 'key_1' }),
      event('aud_4', 4000),
    ])
    const first = await store.audit.list('acc_a', { limit: 2 })
    expect(first.map((e) => e.id)).toEqual(['aud_4', 'aud_3'])
    const next = await store.audit.list('acc_a', { limit: 2, after: { at: 3000, id: 'aud_3' } })
    expect(next.map((e) => e.id)).toEqual(['aud_2', 'aud_1'])
    const history = await store.audit.list('acc_a', { limit: 10, resource: { type: 'qrcode', id: 'abc' } })
    expect(history.map((e) => e.id)).toEqual(['aud_4', 'aud_1'])
    const open = await store.audit.list('acc_a', { limit: 10, resourceTypes: ['qrcode', 'asset'] })
    expect(open.map((e) => e.id)).toEqual(['aud_4', 'aud_2', 'aud_1'])
    const window = await store.audit.list('acc_a', { limit: 10, from: 2000, to: 4000 })
    expect(window.map((e) => e.id)).toEqual(['aud_3', 'aud_2'])
  })

  it('prunes the entries before an instant, a chunk at a time', async () => {
    await store.audit.append([event('aud_1', 1000), event('aud_2', 1500), event('aud_3', 3000)])
    expect(await store.audit.prune(2000, 1)).toBe(1)
    expect(await store.audit.prune(2000, 10)).toBe(1)
    expect(await store.audit.prune(2000, 10)).toBe(0)
    expect((await store.audit.list('acc_a', { limit: 10 })).map((e) => e.id)).toEqual(['aud_3'])
  })

  it('appends a large batch in one go', async () => {
    const many = Array.from({ length: 1203 }, (_, i) => event(`aud_${String(i).padStart(5, '0')}`, 1000 + i))
    await store.audit.append(many)
    expect(await store.audit.prune(10_000, 5000)).toBe(1203)
  })
})
