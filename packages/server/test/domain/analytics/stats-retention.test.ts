import { describe, expect, it } from 'vitest'
import { rollUpCutoff, startStatsRetention } from '../../../src/domain/analytics/stats-retention.js'
import { createMemoryStore } from '../../../src/index.js'
import { qrCodeRecord } from '../../helpers/records.js'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const T0 = Date.UTC(2026, 0, 1)

describe('the retention of hourly scan buckets', () => {
  it('cuts off at the start of the day N days back', () => {
    expect(rollUpCutoff(T0 + 90 * DAY + 5 * HOUR, 90)).toBe(T0)
  })

  it('rolls hours older than the retention up into days when started, and never with 0 days', async () => {
    const store = createMemoryStore()
    await store.accounts.create({ id: 'acc', name: 'a', createdAt: 1 })
    await store.qrCodes.create(qrCodeRecord('old', { accountId: 'acc', createdAt: T0 }))
    for (const at of [T0 + HOUR, T0 + 2 * HOUR, T0 + 10 * DAY + HOUR]) await store.qrCodes.recordScan('old', 'view', at)
    const now = () => T0 + 10 * DAY + 2 * HOUR

    await startStatsRetention(store.qrCodes, { hourlyRetentionDays: 0, now })()
    expect(await store.qrCodes.scanBuckets('old', 0, T0 + DAY)).toHaveLength(2)

    await startStatsRetention(store.qrCodes, { hourlyRetentionDays: 5, now })()
    expect(await store.qrCodes.scanBuckets('old', 0, T0 + 11 * DAY)).toEqual([
      { start: T0, views: 2, uniqueViews: 0, botHits: 0, fallbackHits: 0 },
      { start: T0 + 10 * DAY + HOUR, views: 1, uniqueViews: 0, botHits: 0, fallbackHits: 0 },
    ])
    await store.close()
  })
})
