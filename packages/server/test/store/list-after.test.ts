import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ListFilters, ListPosition, QrCodeRecord, Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { qrCodeRecord, T0 } from '../helpers/records.js'

const code = (i: number, overrides: Partial<QrCodeRecord> = {}): QrCodeRecord =>
  qrCodeRecord(`w${String(i).padStart(3, '0')}`, {
    targetUrl: `https://example.com/${i % 4 === 0 ? 'Menu' : 'other'}/${i}`,
    // Ties on purpose (and ids out of creation order): the id breaks them.
    createdAt: T0 + Math.floor((60 - i) / 3),
    active: i % 5 !== 0,
    ...overrides,
  })

/** The export's keyset walk (listAfter): oldest first, ties by id, a page at a time, the list's filters. */
describe.each(ENGINES)('walking the codes of an account on $name', (engine) => {
  let store: Store
  let codes: QrCodeRecord[]
  beforeEach(async () => {
    store = await engine.open()
    await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await store.accounts.create({ id: 'acc_b', name: 'b', createdAt: 1 })
    codes = Array.from({ length: 60 }, (_, i) => code(i))
    await store.qrCodes.createMany([...codes, qrCodeRecord('other-account', { accountId: 'acc_b' })])
    await store.qrCodes.delete('acc_a', 'w007', T0 + 100)
  })
  afterEach(async () => {
    await store.close()
  })

  const walk = async (filters: ListFilters, limit: number) => {
    const ids: string[] = []
    let after: ListPosition | null = null
    for (;;) {
      const page = await store.qrCodes.listAfter('acc_a', filters, after, limit)
      ids.push(...page.map((c) => c.shortId))
      const last = page.at(-1)
      if (!last || page.length < limit) return ids
      after = { createdAt: last.createdAt, shortId: last.shortId }
    }
  }
  const expected = (keep: (c: QrCodeRecord) => boolean) =>
    codes
      .filter((c) => c.shortId !== 'w007' && keep(c))
      .sort((a, b) => a.createdAt - b.createdAt || (a.shortId < b.shortId ? -1 : 1))
      .map((c) => c.shortId)

  it.each([1, 7, 100])('gives every live code of the account once, oldest first, in pages of %i', async (limit) => {
    expect(await walk({}, limit)).toEqual(expected(() => true))
  })

  it('applies the list’s q (any case) and active filters', async () => {
    expect(await walk({ q: 'menu' }, 4)).toEqual(expected((c) => c.targetUrl.includes('Menu')))
    expect(await walk({ active: false }, 4)).toEqual(expected((c) => !c.active))
    expect(await walk({ q: 'MENU', active: true }, 4)).toEqual(
      expected((c) => c.targetUrl.includes('Menu') && c.active),
    )
  })

  it('goes on from where it stood when codes are added behind it', async () => {
    const first = await store.qrCodes.listAfter('acc_a', {}, null, 10)
    const last = first.at(-1) as QrCodeRecord
    await store.qrCodes.create(qrCodeRecord('zz-new', { createdAt: T0 + 1_000 }))
    const rest = await walk({}, 10)
    expect(rest.at(-1)).toBe('zz-new')
    const next = await store.qrCodes.listAfter('acc_a', {}, { createdAt: last.createdAt, shortId: last.shortId }, 5)
    expect(next.map((c) => c.shortId)).toEqual(rest.slice(10, 15))
  })
})
