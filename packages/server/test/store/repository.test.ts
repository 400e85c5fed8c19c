import { resolveQrCodeOptions, type Scope } from '@dynqr/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { QrCodeRecord, Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { qrCodeRecord } from '../helpers/records.js'

const options = resolveQrCodeOptions()

const code = (shortId: string, overrides: Partial<QrCodeRecord> = {}) =>
  qrCodeRecord(shortId, { createdAt: 1_000, ...overrides })

describe.each(ENGINES)('the repository on $name', (engine) => {
  let store: Store

  beforeEach(async () => {
    store = await engine.open()
    await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await store.accounts.create({ id: 'acc_b', name: 'b', createdAt: 2 })
  })
  afterEach(async () => {
    await store.close()
  })

  describe('QR codes', () => {
    it('creates a code and finds it for its own account only', async () => {
      expect(await store.qrCodes.create(code('abc'))).toBe('created')
      expect(await store.qrCodes.findById('acc_a', 'abc')).toEqual(code('abc'))
      expect(await store.qrCodes.findById('acc_b', 'abc')).toBeNull()
      expect(await store.qrCodes.findById('acc_a', 'nope')).toBeNull()
    })

    it('treats ids as case-sensitive', async () => {
      await store.qrCodes.create(code('Spring'))
      expect(await store.qrCodes.create(code('spring'))).toBe('created')
      expect(await store.qrCodes.findById('acc_a', 'SPRING')).toBeNull()
    })

    it('refuses an id in use, by any account', async () => {
      await store.qrCodes.create(code('abc'))
      expect(await store.qrCodes.create(code('abc', { accountId: 'acc_b' }))).toBe('taken')
    })

    it('decides concurrent creates one by one: distinct ids all created, of one id exactly one, a tombstone taken', async () => {
      // Issued together, as one event-loop turn's creates are: PostgreSQL inserts them with one statement.
      await store.qrCodes.create(code('gone'))
      await store.qrCodes.delete('acc_a', 'gone', 2_000)
      const outcomes = await Promise.all([
        ...Array.from({ length: 30 }, (_, i) => store.qrCodes.create(code(`many${i}`))),
        store.qrCodes.create(code('twice', { targetUrl: 'https://example.com/first' })),
        store.qrCodes.create(code('twice', { accountId: 'acc_b', targetUrl: 'https://example.com/second' })),
        store.qrCodes.create(code('gone')),
      ])
      expect(outcomes.slice(0, 30)).toEqual(Array(30).fill('created'))
      const [first, second, gone] = outcomes.slice(30)
      expect([first, second].sort()).toEqual(['created', 'taken'])
      expect(gone).toBe('taken')
      // The code stored is the one told 'created'.
      const winner = first === 'created' ? 'acc_a' : 'acc_b'
      expect(await store.qrCodes.findById(winner, 'twice')).toMatchObject({ accountId: winner })
      for (let i = 0; i < 30; i += 1)
        expect(await store.qrCodes.findById('acc_a', `many${i}`)).toEqual(code(`many${i}`))
    })

    it('keeps deleted ids as tombstones that are never given out again', async () => {
      await store.qrCodes.create(code('abc'))
      expect(await store.qrCodes.delete('acc_a', 'abc', 2_000)).toBe(true)
      expect(await store.qrCodes.findById('acc_a', 'abc')).toBeNull()
      expect(await store.qrCodes.delete('acc_a', 'abc', 3_000)).toBe(false)
      expect(await store.qrCodes.create(code('abc'))).toBe('taken')
      expect(await store.qrCodes.recordScan('abc', 'view', 5_000)).toEqual({ state: 'deleted' })
      expect((await store.qrCodes.list('acc_a', { limit: 10, offset: 0, sort: 'createdAt', order: 'asc' })).total).toBe(
        0,
      )
    })

    it("does not delete another account's code", async () => {
      await store.qrCodes.create(code('abc'))
      expect(await store.qrCodes.delete('acc_b', 'abc', 2_000)).toBe(false)
      expect(await store.qrCodes.findById('acc_a', 'abc')).not.toBeNull()
    })

    it('updates only what it is given, moving updatedAt only on a change', async () => {
      await store.qrCodes.create(code('abc'))
      const same = await store.qrCodes.update('acc_a', 'abc', { targetUrl: 'https://example.com/abc' }, 2_000)
      expect(same).toMatchObject({ updatedAt: 1_000 })
      const none = await store.qrCodes.update('acc_a', 'abc', {}, 2_500)
      expect(none).toMatchObject({ updatedAt: 1_000 })
      const moved = await store.qrCodes.update('acc_a', 'abc', { targetUrl: 'https://example.org/' }, 3_000)
      expect(moved).toMatchObject({ targetUrl: 'https://example.org/', options, updatedAt: 3_000, createdAt: 1_000 })
      const styled = resolveQrCodeOptions({ dotsOptions: { type: 'dots' } })
      const restyled = await store.qrCodes.update('acc_a', 'abc', { options: styled }, 4_000)
      expect(restyled).toMatchObject({ targetUrl: 'https://example.org/', options: styled, updatedAt: 4_000 })
      expect(await store.qrCodes.findById('acc_a', 'abc')).toEqual(restyled)
    })

    it("answers null when updating a missing, deleted or another account's code", async () => {
      await store.qrCodes.create(code('abc'))
      expect(await store.qrCodes.update('acc_b', 'abc', { targetUrl: 'https://x.example/' }, 2)).toBeNull()
      expect(await store.qrCodes.update('acc_a', 'zzz', { targetUrl: 'https://x.example/' }, 2)).toBeNull()
      await store.qrCodes.delete('acc_a', 'abc', 3)
      expect(await store.qrCodes.update('acc_a', 'abc', { targetUrl: 'https://x.example/' }, 4)).toBeNull()
    })

    it('counts views and bot hits apart, and reads the target in the same step', async () => {
      await store.qrCodes.create(code('abc'))
      expect(await store.qrCodes.recordScan('abc', 'view', 5_000)).toEqual({
        state: 'live',
        targetUrl: 'https://example.com/abc',
      })
      await store.qrCodes.recordScan('abc', 'view', 5_000)
      await store.qrCodes.recordScan('abc', 'bot', 5_000)
      expect(await store.qrCodes.findById('acc_a', 'abc')).toMatchObject({ views: 2, botHits: 1 })
      expect(await store.qrCodes.recordScan('nope', 'view', 5_000)).toEqual({ state: 'missing' })
    })

    it('loses no increment under concurrent scans', async () => {
      await store.qrCodes.create(code('abc'))
      await Promise.all(Array.from({ length: 500 }, () => store.qrCodes.recordScan('abc', 'view', 5_000)))
      expect((await store.qrCodes.findById('acc_a', 'abc'))?.views).toBe(500)
    })

    it('bulk-loads codes', async () => {
      await store.qrCodes.createMany(Array.from({ length: 1000 }, (_, i) => code(`bulk${i}`)))
      expect((await store.qrCodes.list('acc_a', { limit: 1, offset: 0, sort: 'createdAt', order: 'asc' })).total).toBe(
        1000,
      )
    })

    it("counts each account's live codes (its cap), deletes and tombstones left out", async () => {
      for (const id of ['c1', 'c2', 'c3']) await store.qrCodes.create(code(id))
      await store.qrCodes.create(code('c4', { accountId: 'acc_b' }))
      await store.qrCodes.delete('acc_a', 'c2', 2_000)
      await store.qrCodes.createAll([{ record: code(''), shortIds: ['c5'] }])
      expect(await store.qrCodes.countLive('acc_a')).toBe(3)
      expect(await store.qrCodes.countLive('acc_b')).toBe(1)
      expect(await store.qrCodes.countLive('acc_none')).toBe(0)
    })

    it('changes and deletes many codes all or nothing: a failure at the third item leaves the first two as they were', async () => {
      for (const id of ['m1', 'm2', 'm3']) await store.qrCodes.create(code(id))
      const failing = () => {
        throw new Error('the store failed here')
      }
      const change = (shortId: string, expected?: () => boolean) => ({
        shortId,
        changes: { targetUrl: `https://example.com/${shortId}-new` },
        ...(expected && { expected }),
      })
      await expect(
        store.qrCodes.updateAll('acc_a', [change('m1'), change('m2'), change('m3', failing)], 3_000),
      ).rejects.toThrow('the store failed here')
      expect((await store.qrCodes.findById('acc_a', 'm1'))?.targetUrl).toBe(code('m1').targetUrl)
      await expect(store.qrCodes.deleteAll('acc_a', ['m1', 'm2'], 3_000, () => failing())).rejects.toThrow(
        'the store failed here',
      )
      expect(await store.qrCodes.countLive('acc_a')).toBe(3)

      const outcomes = await store.qrCodes.updateAll(
        'acc_a',
        [change('m1'), change('m2', () => false), change('nope'), change('m1')],
        4_000,
      )
      expect(outcomes.map((o) => (o && typeof o === 'object' ? o.targetUrl : o))).toEqual([
        'https://example.com/m1-new',
        'stale',
        null,
        'https://example.com/m1-new',
      ])
      expect(await store.qrCodes.deleteAll('acc_a', ['m1', 'm1', 'nope', 'm3'], 5_000)).toEqual([
        true,
        false,
        false,
        true,
      ])
      expect(await store.qrCodes.countLive('acc_a')).toBe(1)
    })

    describe('lists', () => {
      beforeEach(async () => {
        // Equal createdAt for b1/b2/b3 checks the shortId tie-break.
        const rows = [
          code('a1', { createdAt: 10, updatedAt: 50, views: 3 }),
          code('b3', { createdAt: 20, updatedAt: 20, views: 1 }),
          code('b1', { createdAt: 20, updatedAt: 40, views: 1 }),
          code('b2', { createdAt: 20, updatedAt: 30, views: 9 }),
          code('c1', { createdAt: 30, updatedAt: 30, views: 0 }),
          code('other', { accountId: 'acc_b', createdAt: 25 }),
        ]
        for (const row of rows) await store.qrCodes.create(row)
      })

      it.each([
        ['createdAt', 'asc', ['a1', 'b1', 'b2', 'b3', 'c1']],
        ['createdAt', 'desc', ['c1', 'b3', 'b2', 'b1', 'a1']],
        ['updatedAt', 'asc', ['b3', 'b2', 'c1', 'b1', 'a1']],
        ['views', 'desc', ['b2', 'a1', 'b3', 'b1', 'c1']],
        ['views', 'asc', ['c1', 'b1', 'b3', 'a1', 'b2']],
      ] as const)('by %s %s, ties by shortId', async (sort, order, expected) => {
        const page = await store.qrCodes.list('acc_a', { limit: 100, offset: 0, sort, order })
        expect(page.items.map((c) => c.shortId)).toEqual(expected)
        expect(page.total).toBe(5)
      })

      it('pages without repeating or skipping', async () => {
        const seen: string[] = []
        for (let offset = 0; offset < 5; offset += 2) {
          const page = await store.qrCodes.list('acc_a', { limit: 2, offset, sort: 'views', order: 'desc' })
          seen.push(...page.items.map((c) => c.shortId))
        }
        expect(seen).toEqual(['b2', 'a1', 'b3', 'b1', 'c1'])
      })

      it('answers an empty page past the end', async () => {
        const page = await store.qrCodes.list('acc_a', { limit: 10, offset: 50, sort: 'createdAt', order: 'desc' })
        expect(page).toEqual({ items: [], total: 5 })
      })

      it('searches targets and ids case-insensitively, counting the matches, % and _ as plain text', async () => {
        await store.qrCodes.create(code('Menu_2', { targetUrl: 'https://example.com/100%25-off' }))
        await store.qrCodes.create(code('menu-3', { targetUrl: 'https://example.com/MENU' }))
        const search = (q: string, offset = 0) =>
          store.qrCodes.list('acc_a', { limit: 1, offset, sort: 'createdAt', order: 'asc', q })
        expect(await search('MENU')).toMatchObject({ items: [{ shortId: 'Menu_2' }], total: 2 })
        expect((await search('menu', 1)).items.map((c) => c.shortId)).toEqual(['menu-3'])
        expect(await search('menu', 5)).toEqual({ items: [], total: 2 })
        expect((await search('u_')).total).toBe(1)
        expect((await search('%25')).total).toBe(1)
        expect((await search('%')).total).toBe(1)
        expect(await search('nothing-like-this')).toEqual({ items: [], total: 0 })
        expect(
          (await store.qrCodes.list('acc_b', { limit: 10, offset: 0, sort: 'createdAt', order: 'asc', q: 'menu' }))
            .total,
        ).toBe(0)
      })
    })
  })

  describe('accounts and keys', () => {
    const key = {
      id: 'key_1',
      accountId: 'acc_a',
      name: 'laptop',
      prefix: 'abcdefgh',
      scopes: ['qrcodes:read', 'keys:manage'] as Scope[],
      hash: 'h'.repeat(64),
      createdAt: 5,
      lastUsedAt: null,
      createdByUserId: null,
      expiresAt: 1_000,
      revokedAt: null,
    }

    it('finds accounts by name and counts them', async () => {
      expect(await store.accounts.findByName('a')).toEqual({ id: 'acc_a', name: 'a', createdAt: 1 })
      expect(await store.accounts.findByName('zzz')).toBeNull()
      expect(await store.accounts.count()).toBe(2)
      expect((await store.accounts.list()).map((a) => a.name)).toEqual(['a', 'b'])
    })

    it('finds a live key by its hash, records its use, and forgets it once revoked', async () => {
      await store.apiKeys.create(key)
      expect(await store.apiKeys.findActiveByHash(key.hash)).toEqual(key)
      await store.apiKeys.touch('key_1', 99)
      expect((await store.apiKeys.list('acc_a'))[0]?.lastUsedAt).toBe(99)
      expect(await store.apiKeys.revoke('key_1', 100)).toBe(true)
      expect(await store.apiKeys.revoke('key_1', 101)).toBe(false)
      expect(await store.apiKeys.findActiveByHash(key.hash)).toBeNull()
      expect((await store.apiKeys.list())[0]?.revokedAt).toBe(100)
      expect(await store.apiKeys.list('acc_b')).toEqual([])
    })

    it("lists an account's keys newest first and revokes only within the account given", async () => {
      await store.apiKeys.create(key)
      await store.apiKeys.create({ ...key, id: 'key_2', hash: 'i'.repeat(64), createdAt: 6, expiresAt: null })
      expect((await store.apiKeys.list('acc_a')).map((k) => k.id)).toEqual(['key_2', 'key_1'])
      expect(await store.apiKeys.revoke('key_2', 50, 'acc_b')).toBe(false)
      expect(await store.apiKeys.revoke('key_2', 50, 'acc_a')).toBe(true)
      expect(await store.apiKeys.findActiveByHash('i'.repeat(64))).toBeNull()
    })
  })

  it('answers a ping', async () => {
    await expect(store.ping()).resolves.toBeUndefined()
  })
})
