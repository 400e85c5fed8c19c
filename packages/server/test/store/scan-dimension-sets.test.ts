import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newScanView } from '../../src/domain/scans/scan-analyzer.js'
import type { ScanDimensions } from '../../src/domain/scans/scan-dimensions.js'
import { openSqliteStore, type Store } from '../../src/index.js'
import { SQLITE_MIGRATIONS } from '../../src/store/sqlite/sqlite-migrations.js'
import { ENGINES } from '../helpers/engines.js'
import { qrCodeRecord, T0 } from '../helpers/records.js'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const UNKNOWN: ScanDimensions = { country: null, device: null, os: null, browser: null, referrer: null, language: null }
const view = (at: number, visitor: number, dimensions: Partial<ScanDimensions>) =>
  newScanView(at - (at % DAY), Buffer.alloc(16, visitor), { ...UNKNOWN, ...dimensions })

const PHONE_FR = { country: 'FR', device: 'mobile', os: 'iOS' }
const DESKTOP_DE = { country: 'DE', device: 'desktop', os: 'Windows', referrer: 'news.example' }

describe.each(ENGINES)('roll-ups by dimension set on $name', ({ open }) => {
  let store: Store
  beforeAll(async () => {
    store = await open()
    await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await store.qrCodes.create(qrCodeRecord('sets'))
  })
  afterAll(() => store.close())

  it('keep every breakdown exact through the roll-up and the merge of past hours into days', async () => {
    const scans: [number, number, Partial<ScanDimensions>][] = [
      [T0 + HOUR, 1, PHONE_FR],
      [T0 + HOUR, 1, PHONE_FR],
      [T0 + 2 * HOUR, 2, DESKTOP_DE],
      [T0 + 2 * HOUR + 5, 3, PHONE_FR],
      [T0 + 10 * DAY + HOUR, 1, DESKTOP_DE],
    ]
    for (const [at, visitor, dimensions] of scans)
      await store.qrCodes.recordScan('sets', 'view', at, view(at, visitor, dimensions))
    const read = async (dimension: 'country' | 'device' | 'referrer', from = 0, to = T0 + 11 * DAY) =>
      (await store.scanAnalytics.read({ shortId: 'sets' }, from, to, dimension)).breakdown
    const expected = {
      country: [
        { value: 'FR', views: 3, uniqueViews: 2 },
        { value: 'DE', views: 2, uniqueViews: 2 },
      ],
      device: [
        { value: 'mobile', views: 3, uniqueViews: 2 },
        { value: 'desktop', views: 2, uniqueViews: 2 },
      ],
      referrer: [
        { value: null, views: 3, uniqueViews: 2 },
        { value: 'news.example', views: 2, uniqueViews: 2 },
      ],
    }
    const all = async () => ({
      country: await read('country'),
      device: await read('device'),
      referrer: await read('referrer'),
    })
    expect(await all(), 'from the events').toEqual(expected)
    await store.scanAnalytics.rollUpEvents()
    expect(await all(), 'rolled up').toEqual(expected)
    expect(await read('country', T0 + 2 * HOUR, T0 + 3 * HOUR), 'one hour').toEqual([
      { value: 'DE', views: 1, uniqueViews: 1 },
      { value: 'FR', views: 1, uniqueViews: 1 },
    ])
    await store.qrCodes.rollUpBuckets(T0 + 5 * DAY)
    expect(await all(), 'past hours merged into days').toEqual(expected)
    expect(await read('country', T0, T0 + DAY), 'the merged day').toEqual([
      { value: 'FR', views: 3, uniqueViews: 2 },
      { value: 'DE', views: 1, uniqueViews: 1 },
    ])
  })
})

describe('a SQLite file rolled up by dimension before sets', () => {
  it('answers its old roll-ups together with the new ones', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-sets-')), 'dynqr.db')
    const old = new Database(file)
    // The schema just before the migration that brought dimension sets.
    const before = SQLITE_MIGRATIONS.findIndex((migration) => migration.includes('CREATE TABLE scan_dimension_sets'))
    for (const migration of SQLITE_MIGRATIONS.slice(0, before)) old.exec(migration)
    old.pragma(`user_version = ${before}`)
    old.exec(`INSERT INTO accounts VALUES ('acc_a', 'a', 1);
      INSERT INTO qr_codes (short_id, account_id, target_url, options, created_at, updated_at) VALUES ('kept', 'acc_a', 'https://e.com/', '{}', 1, 1);
      INSERT INTO scan_dimensions VALUES ('kept', ${T0}, 'country', 'FR', 4, 3), ('kept', ${T0}, 'country', '', 1, 1),
        ('kept', ${T0}, 'device', 'mobile', 5, 4);
      INSERT INTO scan_events (short_id, at, is_unique, country, device) VALUES ('kept', ${T0 + HOUR}, 1, 'FR', 'mobile');
      UPDATE scan_rollup_mark SET last_id = 0;`)
    old.close()

    const store = openSqliteStore(file)
    await store.qrCodes.recordScan(
      'kept',
      'view',
      T0 + 2 * HOUR,
      view(T0 + 2 * HOUR, 9, { country: 'DE', device: 'mobile' }),
    )
    const country = async () => (await store.scanAnalytics.read({ shortId: 'kept' }, 0, T0 + DAY, 'country')).breakdown
    const expected = [
      { value: 'FR', views: 5, uniqueViews: 4 },
      { value: null, views: 1, uniqueViews: 1 },
      { value: 'DE', views: 1, uniqueViews: 1 },
    ]
    expect(await country(), 'old roll-ups, an old event and a new one').toEqual(expected)
    await store.scanAnalytics.rollUpEvents()
    expect(await country(), 'the events rolled up by set').toEqual(expected)
    await store.close()
  })
})
