import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { newScanView } from '../../src/domain/scans/scan-analyzer.js'
import type { ScanDimensions } from '../../src/domain/scans/scan-dimensions.js'
import { openPostgresStore, type Store } from '../../src/index.js'
import { qrCodeRecord, T0 } from '../helpers/records.js'

const DAY = 86_400_000
const UNKNOWN: ScanDimensions = { country: null, device: null, os: null, browser: null, referrer: null, language: null }
const SCANNERS = 300
const KEPT = 100

/**
 * The 100 referrers a code's day keeps are 100 across PostgreSQL instances too (security review
 * finding 4): each instance counts scans and rolls up, at once, on one database.
 */
describe('analytics limits across PostgreSQL instances', () => {
  let stores: Store[]
  beforeAll(async () => {
    const schema = `limits_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
    const first = await openPostgresStore(inject('postgresUrl'), { schema, poolSize: 5 })
    stores = [first, await openPostgresStore(inject('postgresUrl'), { schema, poolSize: 5 })]
    await first.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await first.qrCodes.create(qrCodeRecord('shared'))
  })
  afterAll(async () => {
    for (const store of stores) await store.close()
  })

  it('keep 100 referrers per code and day, whichever instance counted and rolled them up', async () => {
    const at = T0 + 3_600_000
    const scan = (i: number) =>
      stores[i % 2]?.qrCodes.recordScan(
        'shared',
        'view',
        at + i,
        newScanView(at - (at % DAY), Buffer.alloc(16, i % 256), { ...UNKNOWN, referrer: `r${i}.example` }),
      )
    const rollUps = () => Promise.all(stores.map((store) => store.scanAnalytics.rollUpEvents()))
    await Promise.all([...Array.from({ length: SCANNERS / 2 }, (_, i) => scan(i)), rollUps()])
    await Promise.all([...Array.from({ length: SCANNERS / 2 }, (_, i) => scan(SCANNERS / 2 + i)), rollUps()])
    const read = async (store: Store) =>
      (await store.scanAnalytics.read({ shortId: 'shared' }, 0, T0 + 2 * DAY, 'referrer')).breakdown ?? []
    const before = await read(stores[0] as Store)
    await rollUps()
    for (const store of stores) {
      const rows = await read(store)
      expect(rows).toEqual(before)
      expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(SCANNERS)
      expect(rows.filter((row) => row.value !== '(other)')).toHaveLength(KEPT)
      expect(rows).toContainEqual(expect.objectContaining({ value: '(other)', views: SCANNERS - KEPT }))
    }
  })
})
