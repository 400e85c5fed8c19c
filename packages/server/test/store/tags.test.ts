import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListFilters, ListPosition, Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { qrCodeRecord, T0 } from '../helpers/records.js'

const HOUR = 3_600_000
const AT = T0 + 20 * HOUR

/** Tags (issue #45) on every engine: kept as written, the list's `tag=` filter, the stats by tag. */
describe.each(ENGINES)('tags on $name', ({ open }) => {
  let store: Store
  const list = async (filters: ListFilters) =>
    (
      await store.qrCodes.list('acc_a', { limit: 100, offset: 0, sort: 'createdAt', order: 'asc', ...filters })
    ).items.map((c) => c.shortId)
  const total = async (filters: ListFilters) =>
    (await store.qrCodes.list('acc_a', { limit: 1, offset: 0, sort: 'createdAt', order: 'asc', ...filters })).total
  const walk = async (filters: ListFilters) => {
    const ids: string[] = []
    let after: ListPosition | null = null
    for (;;) {
      const page = await store.qrCodes.listAfter('acc_a', filters, after, 2)
      ids.push(...page.map((c) => c.shortId))
      const last = page.at(-1)
      if (!last || page.length < 2) return ids
      after = { createdAt: last.createdAt, shortId: last.shortId }
    }
  }

  beforeAll(async () => {
    store = await open()
    await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await store.accounts.create({ id: 'acc_b', name: 'b', createdAt: 1 })
    await store.qrCodes.create(qrCodeRecord('flyer1', { createdAt: T0 + 1, tags: ['Spring-2026', 'Flyer'] }))
    await store.qrCodes.create(qrCodeRecord('poster1', { createdAt: T0 + 2, tags: ['spring-2026', 'Poster'] }))
    await store.qrCodes.create(qrCodeRecord('menu1', { createdAt: T0 + 3, tags: ['Ünïcode'] }))
    await store.qrCodes.createMany([
      qrCodeRecord('plain1', { createdAt: T0 + 4 }),
      qrCodeRecord('flyer2', { createdAt: T0 + 5, tags: ['flyer'] }),
      qrCodeRecord('theirs', { accountId: 'acc_b', createdAt: T0 + 6, tags: ['spring-2026'] }),
    ])
    for (const [shortId, views] of [
      ['flyer1', 3],
      ['poster1', 2],
      ['plain1', 1],
      ['theirs', 7],
    ] as const) {
      for (let i = 0; i < views; i += 1) await store.qrCodes.recordScan(shortId, 'view', AT + i)
    }
  })
  afterAll(() => store.close())

  it('keeps a code’s tags as written', async () => {
    expect((await store.qrCodes.findById('acc_a', 'flyer1'))?.tags).toEqual(['Spring-2026', 'Flyer'])
    expect((await store.qrCodes.findById('acc_a', 'plain1'))?.tags).toEqual([])
  })

  it('lists the codes that carry a tag, in any case, and those with any of several', async () => {
    expect(await list({ tag: ['SPRING-2026'] })).toEqual(['flyer1', 'poster1'])
    expect(await total({ tag: ['spring-2026'] })).toBe(2)
    expect(await list({ tag: ['flyer', 'poster'] })).toEqual(['flyer1', 'poster1', 'flyer2'])
    expect(await list({ tag: ['ÜNÏCODE'] }), 'Unicode folds as JavaScript folds it').toEqual(['menu1'])
    expect(await list({ tag: ['nothing'] })).toEqual([])
    expect(await list({ tag: ['flyer'], q: 'flyer2' })).toEqual(['flyer2'])
    expect(await walk({ tag: ['Spring-2026', 'flyer'] }), 'the export walk filters too').toEqual([
      'flyer1',
      'poster1',
      'flyer2',
    ])
  })

  it('follows a change of the tags and leaves a deleted code out', async () => {
    await store.qrCodes.update('acc_a', 'flyer2', { tags: ['Poster'] }, T0 + 10)
    expect(await list({ tag: ['flyer'] })).toEqual(['flyer1'])
    expect(await list({ tag: ['poster'] })).toEqual(['poster1', 'flyer2'])
    await store.qrCodes.update('acc_a', 'flyer2', { title: 'unrelated change' }, T0 + 11)
    expect(await list({ tag: ['poster'] }), 'a change of another field keeps them').toEqual(['poster1', 'flyer2'])
    await store.qrCodes.update('acc_a', 'flyer2', { tags: [] }, T0 + 12)
    expect(await list({ tag: ['poster'] })).toEqual(['poster1'])
    await store.qrCodes.delete('acc_a', 'poster1', T0 + 13)
    expect(await list({ tag: ['poster'] })).toEqual([])
    expect(await total({ tag: ['spring-2026'] })).toBe(1)
  })

  it('sums the views by tag, a code with two tags in both rows, deleted codes counted', async () => {
    const at = AT
    const read = (tags?: string[]) =>
      store.scanAnalytics.read(tags ? { accountId: 'acc_a', tags } : { accountId: 'acc_a' }, T0, at + HOUR, 'tag')
    const all = await read()
    expect(all.breakdown).toEqual([
      { value: 'Spring-2026', views: 5, uniqueViews: 0 },
      { value: 'Flyer', views: 3, uniqueViews: 0 },
      { value: 'Poster', views: 2, uniqueViews: 0 },
      { value: null, views: 1, uniqueViews: 0 },
    ])
    expect(all.buckets.reduce((sum, b) => sum + b.views, 0)).toBe(6)
    const campaign = await read(['spring-2026'])
    expect(
      campaign.buckets.reduce((sum, b) => sum + b.views, 0),
      'the campaign’s views alone',
    ).toBe(5)
    expect(campaign.breakdown?.[0]).toEqual({ value: 'Spring-2026', views: 5, uniqueViews: 0 })
    const top = await store.scanAnalytics.read({ accountId: 'acc_a', tags: ['flyer'] }, T0, at + HOUR, 'shortId')
    expect(top.breakdown).toEqual([{ value: 'flyer1', views: 3, uniqueViews: 0 }])
    const posters = await store.scanAnalytics.read({ accountId: 'acc_a', tags: ['poster'] }, T0, at + HOUR)
    expect(
      posters.buckets.reduce((sum, b) => sum + b.views, 0),
      'a deleted code’s tags still count its views',
    ).toBe(2)
  })
})
