import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { ShortLinkService } from '../../../src/domain/codes/short-link-service.js'
import { newScanView, ScanAnalyzer } from '../../../src/domain/scans/scan-analyzer.js'
import { VisitorKeys } from '../../../src/domain/scans/visitor-keys.js'
import { openSqliteStore } from '../../../src/index.js'
import { SqliteViewWriter } from '../../../src/store/sqlite/sqlite-scan-analytics.js'
import { qrCodeRecord, T0 } from '../../helpers/records.js'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const scan = (userAgent: string, address: string) => ({ method: 'GET', purpose: undefined, userAgent, address })

const newFile = () => join(mkdtempSync(join(tmpdir(), 'dynqr-views-')), 'dynqr.db')

describe('scan events on SQLite', () => {
  it("keeps a reloading visitor's burst as one event row, with exact breakdowns before and after the roll-up", async () => {
    const file = newFile()
    const store = openSqliteStore(file)
    await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await store.qrCodes.create(qrCodeRecord('burst'))
    const links = new ShortLinkService(store.qrCodes, {
      now: () => T0 + 5_000,
      analyzer: new ScanAnalyzer(() => null, new VisitorKeys(store.scanAnalytics)),
    })
    // One turn of the event loop: 20 views of one person, then another person, then the first again.
    const first = Array.from({ length: 20 }, () => links.follow('burst', scan(IPHONE, '203.0.113.9')))
    const second = links.follow('burst', scan(ANDROID, '198.51.100.7'))
    const again = links.follow('burst', scan(IPHONE, '203.0.113.9'))
    await Promise.all([...first, second, again])

    const db = new Database(file, { readonly: true })
    expect(db.prepare('SELECT views, unique_views, device, os FROM scan_events ORDER BY id').all()).toEqual([
      { views: 20, unique_views: 1, device: 'mobile', os: 'iOS' },
      { views: 1, unique_views: 1, device: 'mobile', os: 'Android' },
      { views: 1, unique_views: 0, device: 'mobile', os: 'iOS' },
    ])
    db.close()

    const expected = [
      { value: 'iOS', views: 21, uniqueViews: 1 },
      { value: 'Android', views: 1, uniqueViews: 1 },
    ]
    const read = () => store.scanAnalytics.read({ shortId: 'burst' }, T0, T0 + 86_400_000, 'os')
    expect((await read()).breakdown, 'from the events').toEqual(expected)
    expect(await store.scanAnalytics.rollUpEvents()).toBe(3)
    expect((await read()).breakdown, 'from the roll-up').toEqual(expected)
    expect((await store.qrCodes.findLive('burst'))?.views).toBe(22)
    await store.close()
  })

  it('remembers only the visits of committed batches: a rolled-back one is counted unique again', () => {
    const file = newFile()
    openSqliteStore(file).close()
    const db = new Database(file)
    const writer = new SqliteViewWriter(db)
    const dimensions = { country: null, device: 'mobile', os: 'iOS', browser: null, referrer: null, language: null }
    const view = newScanView(T0, Buffer.alloc(16, 7), dimensions)
    const batch = (commit: boolean) => {
      let unique: number | undefined
      try {
        db.transaction(() => {
          writer.begin()
          unique = writer.record('code', T0 + 1, view)
          writer.flush()
          if (!commit) throw new Error('rolled back')
        })()
        writer.committed()
      } catch {}
      return unique
    }
    expect(batch(false), 'first view, rolled back').toBe(1)
    expect(batch(true), 'first view again, committed').toBe(1)
    expect(batch(true), 'a reload').toBe(0)
    expect(db.prepare('SELECT count(*) AS n FROM scan_visitors').get()).toEqual({ n: 1 })
    expect(db.prepare('SELECT sum(views) AS views, sum(unique_views) AS uniques FROM scan_events').get()).toEqual({
      views: 2,
      uniques: 1,
    })
    db.close()
  })
})
