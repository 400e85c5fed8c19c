import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DomainRecord } from '../../src/domain/domains/domain-repository.js'
import type { Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { qrCodeRecord } from '../helpers/records.js'

const domain = (id: string, hostname: string, accountId = 'acc_a', createdAt = 1): DomainRecord => ({
  id,
  accountId,
  hostname,
  status: 'pending',
  token: `token-${id}`,
  rootRedirectUrl: null,
  notFoundUrl: null,
  createdAt,
  verifiedAt: null,
})

describe.each(ENGINES)('the custom domains on $name', (engine) => {
  let store: Store

  beforeEach(async () => {
    store = await engine.open()
    await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
  })
  afterEach(async () => {
    await store.close()
  })

  it('keeps a hostname to one account, and lists and counts an account’s own', async () => {
    expect(await store.domains.create(domain('dom_1', 'menu.example.test'))).toBe('created')
    expect(await store.domains.create(domain('dom_2', 'menu.example.test', 'acc_b'))).toBe('taken')
    expect(await store.domains.create(domain('dom_3', 'shop.example.test', 'acc_a', 2))).toBe('created')
    expect((await store.domains.list('acc_a')).map((d) => d.id)).toEqual(['dom_1', 'dom_3'])
    expect(await store.domains.count('acc_a')).toBe(2)
    expect(await store.domains.list('acc_b')).toEqual([])
    expect(await store.domains.get('acc_b', 'dom_1')).toBeNull()
    expect(await store.domains.findByHostname('acc_a', 'menu.example.test')).toMatchObject({ id: 'dom_1' })
  })

  it('moves its change counter with every write, and lists the verified ones with their redirects', async () => {
    const start = await store.domains.version()
    await store.domains.create(domain('dom_1', 'menu.example.test'))
    expect(await store.domains.verified()).toEqual([])
    expect(await store.domains.markVerified('acc_a', 'dom_1', 50)).toMatchObject({ status: 'verified', verifiedAt: 50 })
    await store.domains.update('acc_a', 'dom_1', { rootRedirectUrl: 'https://example.test/' })
    expect(await store.domains.verified()).toEqual([
      { hostname: 'menu.example.test', rootRedirectUrl: 'https://example.test/', notFoundUrl: null },
    ])
    expect(await store.domains.version()).toBe(start + 3)
    // Verifying again changes nothing, the counter neither.
    expect(await store.domains.markVerified('acc_a', 'dom_1', 99)).toMatchObject({ verifiedAt: 50 })
    expect(await store.domains.version()).toBe(start + 3)
    expect(await store.domains.update('acc_b', 'dom_1', { notFoundUrl: null })).toBeNull()
  })

  it('refuses to delete a domain codes use, deleted codes included', async () => {
    await store.domains.create(domain('dom_1', 'menu.example.test'))
    await store.qrCodes.create({ ...qrCodeRecord('onDomain1', { accountId: 'acc_a' }), domain: 'menu.example.test' })
    expect(await store.domains.delete('acc_a', 'dom_1')).toEqual({ inUseBy: 1 })
    expect((await store.qrCodes.findById('acc_a', 'onDomain1'))?.domain).toBe('menu.example.test')
    await store.qrCodes.delete('acc_a', 'onDomain1', 10)
    expect(await store.domains.delete('acc_a', 'dom_1')).toEqual({ inUseBy: 1 })
    expect(await store.domains.delete('acc_a', 'dom_9')).toBe('missing')
    await store.domains.create(domain('dom_2', 'free.example.test'))
    expect(await store.domains.delete('acc_a', 'dom_2')).toBe('deleted')
    expect(await store.domains.get('acc_a', 'dom_2')).toBeNull()
  })

  it('tells a scan which domain its code is on', async () => {
    await store.qrCodes.create({ ...qrCodeRecord('onDomain2', { accountId: 'acc_a' }), domain: 'menu.example.test' })
    await store.qrCodes.create(qrCodeRecord('onSite1', { accountId: 'acc_a' }))
    expect(await store.qrCodes.recordScan('onDomain2', 'view', 2_000, undefined, 'menu.example.test')).toMatchObject({
      state: 'live',
      domain: 'menu.example.test',
    })
    expect(await store.qrCodes.recordScan('onSite1', 'bot', 2_000)).toEqual({
      state: 'live',
      targetUrl: 'https://example.com/onSite1',
    })
  })

  it('counts nothing for a scan asked on another host than its code’s, alone or in a batch', async () => {
    await store.qrCodes.create({ ...qrCodeRecord('onDomain3', { accountId: 'acc_a' }), domain: 'menu.example.test' })
    await store.qrCodes.create({
      ...qrCodeRecord('offDomain4', { accountId: 'acc_a', active: false }),
      domain: 'menu.example.test',
    })
    await store.qrCodes.create(qrCodeRecord('onSite5', { accountId: 'acc_a' }))
    const wrong: [string, 'view' | 'bot', string | null][] = [
      ['onDomain3', 'view', null],
      ['onDomain3', 'bot', null],
      ['onDomain3', 'view', 'shop.example.test'],
      ['offDomain4', 'view', null],
      ['offDomain4', 'bot', 'shop.example.test'],
      ['onSite5', 'view', 'menu.example.test'],
      ['onSite5', 'bot', 'menu.example.test'],
    ]
    // One at a time, then all at one instant with right-host scans among them (one batch).
    for (const [id, kind, host] of wrong) {
      expect(await store.qrCodes.recordScan(id, kind, 2_000, undefined, host)).toEqual({ state: 'missing' })
    }
    const right: [string, 'view' | 'bot', string | null][] = [
      ['onDomain3', 'view', 'menu.example.test'],
      ['offDomain4', 'view', 'menu.example.test'],
      ['onSite5', 'bot', null],
    ]
    const results = await Promise.all(
      [...wrong, ...right].map(([id, kind, host]) => store.qrCodes.recordScan(id, kind, 3_000, undefined, host)),
    )
    expect(results.slice(0, wrong.length)).toEqual(wrong.map(() => ({ state: 'missing' })))
    expect(results.slice(wrong.length).map((r) => r.state)).toEqual(['live', 'ended', 'live'])
    const counts = async (id: string) => {
      const code = await store.qrCodes.findById('acc_a', id)
      const buckets = await store.qrCodes.scanBuckets(id, 0, 3_600_000)
      return { views: code?.views, botHits: code?.botHits, fallbackHits: code?.fallbackHits, buckets: buckets.length }
    }
    expect(await counts('onDomain3')).toEqual({ views: 1, botHits: 0, fallbackHits: 0, buckets: 1 })
    expect(await counts('offDomain4')).toEqual({ views: 0, botHits: 0, fallbackHits: 1, buckets: 1 })
    expect(await counts('onSite5')).toEqual({ views: 0, botHits: 1, fallbackHits: 0, buckets: 1 })
  })
})
