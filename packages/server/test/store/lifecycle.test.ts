import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ScanKind, ScanResult, Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { qrCodeRecord, T0 } from '../helpers/records.js'

const HOUR = 3_600_000
const DAY = 24 * HOUR

const code = qrCodeRecord

const LIVE = (shortId: string): ScanResult => ({ state: 'live', targetUrl: `https://example.com/${shortId}` })

/** A code's counters and the sums of all its buckets. */
async function countersAndSums(store: Store, shortId: string) {
  const record = await store.qrCodes.findById('acc_a', shortId)
  const buckets = await store.qrCodes.scanBuckets(shortId, 0, Number.MAX_SAFE_INTEGER)
  const sum = (key: 'views' | 'botHits' | 'fallbackHits') => buckets.reduce((total, b) => total + b[key], 0)
  return {
    counters: { views: record?.views, botHits: record?.botHits, fallbackHits: record?.fallbackHits },
    sums: { views: sum('views'), botHits: sum('botHits'), fallbackHits: sum('fallbackHits') },
  }
}

describe.each(ENGINES)('the lifecycle of a code on $name', (engine) => {
  let store: Store

  beforeEach(async () => {
    store = await engine.open()
    await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
  })
  afterEach(async () => {
    await store.close()
  })

  it('sends exactly maxScans of 500 concurrent human scans to the target, the rest to the fallback', async () => {
    await store.qrCodes.create(code('limited', { maxScans: 100, fallbackUrl: 'https://example.com/over' }))
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) => store.qrCodes.recordScan('limited', 'view', T0 + i * 1_000)),
    )
    expect(results.filter((r) => r.state === 'live')).toHaveLength(100)
    expect(results.filter((r) => r.state === 'ended')).toEqual(
      Array.from({ length: 400 }, () => ({ state: 'ended', fallbackUrl: 'https://example.com/over' })),
    )
    const { counters, sums } = await countersAndSums(store, 'limited')
    expect(counters).toEqual({ views: 100, botHits: 0, fallbackHits: 400 })
    expect(sums).toEqual(counters)
  })

  // Scans of one code at one instant arrive together at a busy server; SQLite coalesces them into
  // one write and PostgreSQL counts them in one statement. The outcome must be the one scans
  // counted one by one would have: the first ones allowed are views, in arrival order, and each
  // bot goes where a person scanning at its place would.
  it('decides scans of one code at one instant in arrival order, as one by one would', async () => {
    await store.qrCodes.create(code('burst', { maxScans: 5, fallbackUrl: 'https://example.com/over' }))
    await store.qrCodes.create(code('doomed'))
    await store.qrCodes.delete('acc_a', 'doomed', T0)
    const kinds: ScanKind[] = ['view', 'bot', 'view', 'view', 'view', 'view', 'view', 'view', 'bot', 'view']
    const [results, gone, unknown] = await Promise.all([
      Promise.all(kinds.map((kind) => store.qrCodes.recordScan('burst', kind, T0 + 5))),
      Promise.all([1, 2, 3].map(() => store.qrCodes.recordScan('doomed', 'view', T0 + 5))),
      Promise.all([1, 2].map(() => store.qrCodes.recordScan('nothing', 'view', T0 + 5))),
    ])
    const over: ScanResult = { state: 'ended', fallbackUrl: 'https://example.com/over' }
    const views = results.filter((_, i) => kinds[i] === 'view')
    expect(views).toEqual([LIVE('burst'), LIVE('burst'), LIVE('burst'), LIVE('burst'), LIVE('burst'), over, over, over])
    // A bot goes where a person would at its place in the queue: before the limit, the target.
    expect(results.filter((_, i) => kinds[i] === 'bot')).toEqual([LIVE('burst'), over])
    expect(gone).toEqual([{ state: 'deleted' }, { state: 'deleted' }, { state: 'deleted' }])
    expect(unknown).toEqual([{ state: 'missing' }, { state: 'missing' }])
    const { counters, sums } = await countersAndSums(store, 'burst')
    expect(counters).toEqual({ views: 5, botHits: 2, fallbackHits: 3 })
    expect(sums).toEqual(counters)
    // Once the limit is reached every scan, a bot's too, goes where a person's would: the fallback.
    expect(await store.qrCodes.recordScan('burst', 'bot', T0 + 6)).toEqual(over)
  })

  it('decides one batch of scans at several instants each at its own instant', async () => {
    // PostgreSQL sends such a batch as one pipelined transaction (a statement per instant):
    // the code expires between its scans, and each scan is decided as it would be alone.
    await store.qrCodes.create(code('edge', { expiresAt: T0 + 10, fallbackUrl: 'https://example.com/late' }))
    await store.qrCodes.create(code('other', { maxScans: 2 }))
    const scans: [string, ScanKind, number][] = [
      ['edge', 'view', T0 + 8],
      ['other', 'view', T0 + 8],
      ['edge', 'bot', T0 + 9],
      ['edge', 'view', T0 + 9],
      ['other', 'view', T0 + 10],
      ['edge', 'view', T0 + 10],
      ['other', 'view', T0 + 11],
      ['edge', 'view', T0 + 11],
    ]
    const results = await Promise.all(scans.map(([id, kind, at]) => store.qrCodes.recordScan(id, kind, at)))
    const late: ScanResult = { state: 'ended', fallbackUrl: 'https://example.com/late' }
    const over: ScanResult = { state: 'ended', fallbackUrl: null }
    expect(results).toEqual([LIVE('edge'), LIVE('other'), LIVE('edge'), LIVE('edge'), LIVE('other'), late, over, late])
    expect((await countersAndSums(store, 'edge')).sums).toEqual({ views: 2, botHits: 1, fallbackHits: 2 })
    expect((await countersAndSums(store, 'other')).counters).toEqual({ views: 2, botHits: 0, fallbackHits: 1 })
  })

  it('keeps the sums of the series equal to the counters under a concurrent mix of scans', async () => {
    await store.qrCodes.create(code('mix', { maxScans: 150 }))
    const kinds = Array.from({ length: 600 }, (_, i): ScanKind => (i % 3 === 0 ? 'bot' : 'view'))
    // Spread over three hours, so several buckets are written at once.
    await Promise.all(kinds.map((kind, i) => store.qrCodes.recordScan('mix', kind, T0 + (i % 3) * HOUR + i)))
    const { counters, sums } = await countersAndSums(store, 'mix')
    expect(counters).toEqual({ views: 150, botHits: 200, fallbackHits: 250 })
    expect(sums).toEqual(counters)
    expect((await store.qrCodes.scanBuckets('mix', T0, T0 + DAY)).map((b) => b.start)).toEqual([
      T0,
      T0 + HOUR,
      T0 + 2 * HOUR,
    ])
  })

  it('lets the scan that reaches maxScans through and ends the next one', async () => {
    await store.qrCodes.create(code('two', { maxScans: 2 }))
    expect(await store.qrCodes.recordScan('two', 'view', T0)).toEqual(LIVE('two'))
    expect(await store.qrCodes.recordScan('two', 'view', T0)).toEqual(LIVE('two'))
    expect(await store.qrCodes.recordScan('two', 'view', T0)).toEqual({ state: 'ended', fallbackUrl: null })
  })

  it('expires at the instant of expiresAt', async () => {
    await store.qrCodes.create(code('timed', { expiresAt: T0 + 10_000 }))
    expect(await store.qrCodes.recordScan('timed', 'view', T0 + 9_999)).toEqual(LIVE('timed'))
    expect(await store.qrCodes.recordScan('timed', 'view', T0 + 10_000)).toEqual({ state: 'ended', fallbackUrl: null })
    expect(await store.qrCodes.findById('acc_a', 'timed')).toMatchObject({ views: 1, fallbackHits: 1 })
  })

  it('sends scans of an inactive code to the fallback; bots follow but count as bot hits', async () => {
    await store.qrCodes.create(code('off', { active: false, fallbackUrl: 'https://example.com/closed' }))
    const ended = { state: 'ended', fallbackUrl: 'https://example.com/closed' }
    expect(await store.qrCodes.recordScan('off', 'view', T0)).toEqual(ended)
    expect(await store.qrCodes.recordScan('off', 'bot', T0)).toEqual(ended)
    expect(await store.qrCodes.findById('acc_a', 'off')).toMatchObject({ views: 0, botHits: 1, fallbackHits: 1 })
    await store.qrCodes.delete('acc_a', 'off', T0)
    expect(await store.qrCodes.recordScan('off', 'bot', T0)).toEqual({ state: 'deleted' })
  })

  it('updates the lifecycle fields, null clearing one, moving updatedAt only on a change', async () => {
    await store.qrCodes.create(code('edit'))
    const set = { expiresAt: T0 + DAY, maxScans: 5, fallbackUrl: 'https://example.com/f', active: false }
    expect(await store.qrCodes.update('acc_a', 'edit', set, T0 + 1)).toMatchObject({ ...set, updatedAt: T0 + 1 })
    expect(await store.qrCodes.update('acc_a', 'edit', set, T0 + 2)).toMatchObject({ updatedAt: T0 + 1 })
    expect(await store.qrCodes.update('acc_a', 'edit', { targetUrl: 'https://example.com/x' }, T0 + 3)).toMatchObject(
      set,
    )
    const cleared = { expiresAt: null, maxScans: null, fallbackUrl: null, active: true }
    expect(await store.qrCodes.update('acc_a', 'edit', cleared, T0 + 4)).toMatchObject({
      ...cleared,
      updatedAt: T0 + 4,
    })
    expect(await store.qrCodes.recordScan('edit', 'view', T0 + 2 * DAY)).toEqual({
      state: 'live',
      targetUrl: 'https://example.com/x',
    })
  })

  it('filters the list by q (case-insensitive, target or id) and by active', async () => {
    await store.qrCodes.create(code('Menu-1', { targetUrl: 'https://example.com/a' }))
    await store.qrCodes.create(code('drinks', { targetUrl: 'https://example.com/MENU/drinks', active: false }))
    await store.qrCodes.create(code('other', { targetUrl: 'https://example.com/b' }))
    const list = (filters: { q?: string; active?: boolean }) =>
      store.qrCodes.list('acc_a', { limit: 10, offset: 0, sort: 'createdAt', order: 'asc', ...filters })
    const ids = async (filters: { q?: string; active?: boolean }) => {
      const page = await list(filters)
      return { ids: page.items.map((c) => c.shortId), total: page.total }
    }
    expect(await ids({ q: 'menu' })).toEqual({ ids: ['Menu-1', 'drinks'], total: 2 })
    expect(await ids({ q: 'menu', active: true })).toEqual({ ids: ['Menu-1'], total: 1 })
    expect(await ids({ active: false })).toEqual({ ids: ['drinks'], total: 1 })
    expect(await ids({ q: '%' })).toEqual({ ids: [], total: 0 })
    expect((await list({ q: 'nothing', active: true })).total).toBe(0)
  })

  it('rolls hourly buckets up into days before a cut-off, keeping the sums', async () => {
    await store.qrCodes.create(code('old'))
    for (const at of [T0 + HOUR, T0 + 5 * HOUR, T0 + 5 * HOUR, T0 + DAY + 2 * HOUR]) {
      await store.qrCodes.recordScan('old', 'view', at)
    }
    await store.qrCodes.recordScan('old', 'bot', T0 + 7 * HOUR)
    await store.qrCodes.rollUpBuckets(T0 + DAY)
    expect(await store.qrCodes.scanBuckets('old', 0, T0 + 2 * DAY)).toEqual([
      { start: T0, views: 3, uniqueViews: 0, botHits: 1, fallbackHits: 0 },
      { start: T0 + DAY + 2 * HOUR, views: 1, uniqueViews: 0, botHits: 0, fallbackHits: 0 },
    ])
    await store.qrCodes.rollUpBuckets(T0 + DAY)
    const { counters, sums } = await countersAndSums(store, 'old')
    expect(sums).toEqual(counters)
  })
})
