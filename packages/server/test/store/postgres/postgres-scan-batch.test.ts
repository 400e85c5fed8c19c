import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ShortLinkService } from '../../../src/domain/codes/short-link-service.js'
import { newScanView, ScanAnalyzer } from '../../../src/domain/scans/scan-analyzer.js'
import type { ScanDimensions } from '../../../src/domain/scans/scan-dimensions.js'
import { VisitorKeys } from '../../../src/domain/scans/visitor-keys.js'
import { openPostgresStore, type Store } from '../../../src/index.js'
import { qrCodeRecord, T0 } from '../../helpers/records.js'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const scan = (userAgent: string, address: string) => ({ method: 'GET', purpose: undefined, userAgent, address })
const PHONE: ScanDimensions = {
  country: null,
  device: 'mobile',
  os: 'iOS',
  browser: null,
  referrer: null,
  language: null,
}

/** A store in a schema of its own, and a client that reads and changes that schema directly. */
async function openStore(): Promise<{ store: Store; db: pg.Client }> {
  const schema = `t_scan_batch_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const store = await openPostgresStore(inject('postgresUrl'), { schema, poolSize: 3 })
  const db = new pg.Client({ connectionString: inject('postgresUrl'), options: `-c search_path=${schema}` })
  await db.connect()
  await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
  return { store, db }
}

describe('scan batches on PostgreSQL', () => {
  let store: Store
  let db: pg.Client
  beforeAll(async () => {
    ;({ store, db } = await openStore())
  })
  afterAll(async () => {
    await db.end()
    await store.close()
  })

  it("keeps a reloading visitor's burst as one event row, with exact breakdowns before and after the roll-up", async () => {
    await store.qrCodes.create(qrCodeRecord('burst'))
    const links = new ShortLinkService(store.qrCodes, {
      now: () => T0 + 5_000,
      analyzer: new ScanAnalyzer(() => null, new VisitorKeys(store.scanAnalytics)),
    })
    // The day's salt and the code's routing are each read from the database by the first scan
    // that needs them, a query per scan: read before the burst, so that its scans reach the
    // batcher in one turn, as a reloading visitor's do once the server has served a while.
    await store.qrCodes.create(qrCodeRecord('warm'))
    await links.follow('warm', scan(IPHONE, '192.0.2.1'))
    for (let read = 0; read < 2; read++) await store.qrCodes.routingOf('burst')
    const first = Array.from({ length: 20 }, () => links.follow('burst', scan(IPHONE, '203.0.113.9')))
    const second = links.follow('burst', scan(ANDROID, '198.51.100.7'))
    await Promise.all([...first, second])
    await links.follow('burst', scan(IPHONE, '203.0.113.9'))

    const { rows } = await db.query(
      "SELECT views, unique_views, os FROM scan_events WHERE short_id = 'burst' ORDER BY id",
    )
    expect(rows.sort((a, b) => b.views - a.views || a.os.localeCompare(b.os))).toEqual([
      { views: 20, unique_views: 1, os: 'iOS' },
      { views: 1, unique_views: 1, os: 'Android' },
      { views: 1, unique_views: 0, os: 'iOS' },
    ])
    const expected = [
      { value: 'iOS', views: 21, uniqueViews: 1 },
      { value: 'Android', views: 1, uniqueViews: 1 },
    ]
    const read = () => store.scanAnalytics.read({ shortId: 'burst' }, T0, T0 + 86_400_000, 'os')
    expect((await read()).breakdown, 'from the events').toEqual(expected)
    await store.scanAnalytics.rollUpEvents()
    expect((await read()).breakdown, 'from the roll-up').toEqual(expected)
    expect(await store.qrCodes.findLive('burst')).toMatchObject({ views: 22, uniqueViews: 2 })
  })

  it('counts a batch of several instants at each one, even when a code expires within the batch', async () => {
    await store.qrCodes.create(qrCodeRecord('expiring', { expiresAt: T0 + 1_001 }))
    await store.qrCodes.create(qrCodeRecord('lasting'))
    const at = [T0 + 1_000, T0 + 1_001, T0 + 1_002]
    const view = (i: number) => newScanView(T0, Buffer.alloc(16, 40 + i), PHONE)
    const results = await Promise.all(
      at.flatMap((now, i) => [
        store.qrCodes.recordScan('expiring', 'view', now, view(i)),
        store.qrCodes.recordScan('lasting', 'view', now, view(i)),
      ]),
    )
    expect(results.map((result) => result.state)).toEqual(['live', 'live', 'ended', 'live', 'ended', 'live'])
    const { rows } = await db.query(
      "SELECT short_id, (at - $1)::int AS at, views, unique_views FROM scan_events WHERE short_id IN ('expiring', 'lasting') ORDER BY short_id, at",
      [T0],
    )
    expect(rows).toEqual([
      { short_id: 'expiring', at: 1_000, views: 1, unique_views: 1 },
      { short_id: 'lasting', at: 1_000, views: 1, unique_views: 1 },
      { short_id: 'lasting', at: 1_001, views: 1, unique_views: 1 },
      { short_id: 'lasting', at: 1_002, views: 1, unique_views: 1 },
    ])
    const counters = async (id: string) => {
      const { views, uniqueViews, fallbackHits } = (await store.qrCodes.findById('acc_a', id)) ?? {}
      return { views, uniqueViews, fallbackHits }
    }
    expect(await counters('expiring')).toEqual({ views: 1, uniqueViews: 1, fallbackHits: 2 })
    expect(await counters('lasting')).toEqual({ views: 3, uniqueViews: 3, fallbackHits: 0 })
  })

  it("counts again in arrival order when a code expires within the batch: a limited code's last view goes to its earlier scan", async () => {
    await store.qrCodes.create(qrCodeRecord('order-a'))
    await store.qrCodes.create(qrCodeRecord('order-exp', { expiresAt: T0 + 2_002 }))
    await store.qrCodes.create(qrCodeRecord('order-lim', { maxScans: 1 }))
    const view = (i: number) => newScanView(T0, Buffer.alloc(16, 60 + i), PHONE)
    // One batch, in this arrival order; order-exp expires between its first and last instant.
    const [, , limEarlier, , limLater] = await Promise.all([
      store.qrCodes.recordScan('order-a', 'view', T0 + 2_001, view(0)),
      store.qrCodes.recordScan('order-exp', 'view', T0 + 2_001, view(1)),
      store.qrCodes.recordScan('order-lim', 'view', T0 + 2_002, view(2)),
      store.qrCodes.recordScan('order-a', 'view', T0 + 2_003, view(3)),
      store.qrCodes.recordScan('order-lim', 'view', T0 + 2_003, view(4)),
    ])
    expect(limEarlier?.state).toBe('live')
    expect(limLater?.state).toBe('ended')
    const { rows } = await db.query(
      "SELECT (at - $1)::int AS at, views FROM scan_events WHERE short_id = 'order-lim'",
      [T0],
    )
    expect(rows).toEqual([{ at: 2_002, views: 1 }])
  })

  it('does not look up or insert again a visit a committed batch counted', async () => {
    await store.qrCodes.create(qrCodeRecord('reload'))
    const view = newScanView(T0, Buffer.alloc(16, 9), PHONE)
    await store.qrCodes.recordScan('reload', 'view', T0 + 10, view)
    // Were the visit looked up again, it would now be new.
    await db.query("DELETE FROM scan_visitors WHERE short_id = 'reload'")
    await store.qrCodes.recordScan('reload', 'view', T0 + 20, view)
    expect((await db.query("SELECT * FROM scan_visitors WHERE short_id = 'reload'")).rows).toEqual([])
    expect(await store.qrCodes.findById('acc_a', 'reload')).toMatchObject({ views: 2, uniqueViews: 1 })
  })

  it('counts a batch of codes without limits with the lean statement, and one whose limit or milestone it meets with the full one', async () => {
    // The store's connections named, so that the last scan statement of its own backends is found.
    const url = new URL(inject('postgresUrl'))
    url.searchParams.set('application_name', `lean_${process.pid}`)
    const schema = `t_scan_lean_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
    const named = await openPostgresStore(url.toString(), { schema, poolSize: 2 })
    const direct = new pg.Client({ connectionString: inject('postgresUrl'), options: `-c search_path=${schema}` })
    await direct.connect()
    try {
      await named.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
      await named.qrCodes.create(qrCodeRecord('free'))
      const lastStatement = async () => {
        const { rows } = await direct.query<{ query: string }>(
          "SELECT query FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'WITH req AS%' ORDER BY query_start DESC LIMIT 1",
          [`lean_${process.pid}`],
        )
        return rows[0]?.query.includes('seed AS (') ? 'lean' : 'full'
      }
      const view = (i: number) => newScanView(T0, Buffer.alloc(16, 80 + i), PHONE)
      const state = async (i: number) => (await named.qrCodes.recordScan('free', 'view', T0 + 30 + i, view(i)))?.state

      expect(await state(0)).toBe('live')
      expect(await lastStatement()).toBe('lean')
      // A limit set meanwhile (by another instance): the lean statement hands the batch on, and
      // the limit holds from the first scan after it.
      await direct.query("UPDATE qr_codes SET max_scans = 2 WHERE short_id = 'free'")
      expect(await state(1)).toBe('live')
      expect(await lastStatement()).toBe('full')
      expect(await state(2)).toBe('ended')
      expect(await lastStatement()).toBe('full')
      // The limit lifted: the full statement says so, and the next batch is lean again.
      await direct.query("UPDATE qr_codes SET max_scans = NULL WHERE short_id = 'free'")
      expect(await state(3)).toBe('live')
      expect(await state(4)).toBe('live')
      expect(await lastStatement()).toBe('lean')
      // The 100th view is a milestone, which only the full statement announces.
      await direct.query("UPDATE qr_codes SET views = 98 WHERE short_id = 'free'")
      expect(await state(5)).toBe('live')
      expect(await lastStatement()).toBe('lean')
      expect(await state(6)).toBe('live')
      expect(await lastStatement()).toBe('full')
      expect(await named.qrCodes.findById('acc_a', 'free')).toMatchObject({ views: 100, fallbackHits: 1 })
    } finally {
      await direct.end()
      await named.close()
    }
  })

  it("does not remember a rolled-back batch's visits", async () => {
    await store.qrCodes.create(qrCodeRecord('rollback'))
    // The first insert of a visitor of this code fails (a sequence is not rolled back).
    await db.query(`CREATE SEQUENCE fail_once;
      CREATE FUNCTION fail_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.short_id = 'rollback' AND nextval('fail_once') = 1 THEN RAISE EXCEPTION 'failed once'; END IF;
      RETURN NEW; END $$;
      CREATE TRIGGER fail_once BEFORE INSERT ON scan_visitors FOR EACH ROW EXECUTE FUNCTION fail_once();`)
    const view = newScanView(T0, Buffer.alloc(16, 11), PHONE)
    await expect(store.qrCodes.recordScan('rollback', 'view', T0 + 10, view)).rejects.toThrow(/failed once/)
    await store.qrCodes.recordScan('rollback', 'view', T0 + 20, view)
    expect((await db.query("SELECT count(*)::int AS n FROM scan_visitors WHERE short_id = 'rollback'")).rows).toEqual([
      { n: 1 },
    ])
    expect(await store.qrCodes.findById('acc_a', 'rollback')).toMatchObject({ views: 1, uniqueViews: 1 })
  })
})
