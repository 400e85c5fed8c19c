import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ListQuery, QrCodeRecord, Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { qrCodeRecord, T0 } from '../helpers/records.js'

const code = (i: number, overrides: Partial<QrCodeRecord> = {}): QrCodeRecord =>
  qrCodeRecord(`p${String(i).padStart(4, '0')}`, {
    targetUrl: `https://example.com/${i % 7 === 0 ? 'seven' : 'other'}/${i}`,
    // Ties on purpose: the id breaks them.
    createdAt: T0 + Math.floor(i / 3),
    active: i % 5 !== 0,
    ...overrides,
  })

/**
 * Pages of a list, asked again and again while codes are created, edited and deleted, are always
 * the pages of the list as it is then. SQLite serves pages deep in a list by seeking from
 * remembered positions (PageCursors); this holds it to what stepping over `offset` rows gives.
 */
describe.each(ENGINES)('paging through a list on $name', (engine) => {
  let store: Store
  beforeEach(async () => {
    store = await engine.open()
    await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await store.qrCodes.createMany(Array.from({ length: 120 }, (_, i) => code(i)))
  })
  afterEach(async () => {
    await store.close()
  })

  /** Every page of the list, by stepping through it, as one array of ids. */
  const allPages = async (query: Omit<ListQuery, 'offset' | 'limit'>, limit: number) => {
    const ids: string[] = []
    for (let offset = 0; ; offset += limit) {
      const page = await store.qrCodes.list('acc_a', { ...query, limit, offset })
      ids.push(...page.items.map((c) => c.shortId))
      if (page.items.length < limit) return { ids, total: page.total }
    }
  }
  /** The same list, in one page. */
  const whole = async (query: Omit<ListQuery, 'offset' | 'limit'>) =>
    (await store.qrCodes.list('acc_a', { ...query, limit: 1_000, offset: 0 })).items.map((c) => c.shortId)

  it.each([
    { sort: 'createdAt', order: 'desc' },
    { sort: 'createdAt', order: 'asc' },
    { sort: 'updatedAt', order: 'desc' },
    { sort: 'createdAt', order: 'desc', q: 'seven' },
    { sort: 'updatedAt', order: 'asc', active: true },
  ] as Omit<
    ListQuery,
    'offset' | 'limit'
  >[])('gives the pages of the list as it is, through changes: %o', async (query) => {
    const deepPage = async () =>
      (await store.qrCodes.list('acc_a', { ...query, limit: 7, offset: 49 })).items.map((c) => c.shortId)
    for (let round = 0; round < 4; round += 1) {
      // A deep page asked first, from where it started before the last change, then the rest.
      expect(await deepPage()).toEqual((await whole(query)).slice(49, 56))
      expect((await allPages(query, 7)).ids).toEqual(await whole(query))
      expect(await deepPage()).toEqual((await whole(query)).slice(49, 56))
      if (round === 0) await store.qrCodes.create(code(500 + round, { createdAt: T0 + 1_000, updatedAt: T0 + 1_000 }))
      if (round === 1) await store.qrCodes.delete('acc_a', 'p0100', T0 + 2_000)
      if (round === 2)
        await store.qrCodes.update(
          'acc_a',
          'p0003',
          { targetUrl: 'https://example.com/seven/moved', active: true },
          T0 + 3_000,
        )
    }
  })

  it('sorts by views, which scans change, always as it is', async () => {
    const query = { sort: 'views', order: 'desc' } as const
    for (let round = 0; round < 3; round += 1) {
      expect((await allPages(query, 9)).ids).toEqual(await whole(query))
      await Promise.all([60, 61, 62, 100 + round].map((i) => store.qrCodes.recordScan(code(i).shortId, 'view', T0)))
    }
  })
})
