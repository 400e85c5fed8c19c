import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { QrCodeStats } from '@dynqr/contract'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { openPostgresStore, openSqliteStore } from '../../../src/index.js'
import { expectContract } from '../../helpers/contract.js'
import type { Engine } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const START = Date.parse('2026-11-22T09:30:00.000Z')
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Distinct scanners: hosts and languages no code's day keeps more than 100 of. */
const SCANNERS = 300
const KEPT = 100
/** Primary language subtags that browsers send: ISO 639 codes. */
const LANGUAGES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })
const KNOWN_LANGUAGES = Array.from({ length: 26 * 26 }, (_, n) =>
  String.fromCharCode(97 + Math.floor(n / 26), 97 + (n % 26)),
).filter((code) => LANGUAGES.of(code) !== undefined)

/** An engine, and a way to run SQL on its database beside the store. */
interface RawEngine extends Engine {
  sql: (text: string) => Promise<Record<string, unknown>[]>
}

function engines(): RawEngine[] {
  const file = () => join(mkdtempSync(join(tmpdir(), 'dynqr-limits-')), 'dynqr.db')
  const sqlite = file()
  const schema = `limits_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  return [
    {
      name: 'sqlite',
      open: async () => openSqliteStore(sqlite),
      sql: async (text) => {
        const db = new Database(sqlite)
        try {
          const statement = db.prepare(text)
          if (statement.reader) return statement.all() as Record<string, unknown>[]
          statement.run()
          return []
        } finally {
          db.close()
        }
      },
    },
    {
      name: 'postgres',
      open: async () => openPostgresStore(inject('postgresUrl'), { schema, poolSize: 5 }),
      sql: async (text) => {
        const client = new pg.Client({ connectionString: inject('postgresUrl') })
        await client.connect()
        try {
          await client.query(`SET search_path TO ${schema}`)
          return (await client.query(text)).rows
        } finally {
          await client.end()
        }
      },
    },
  ]
}

/**
 * Analytics anonymous scanners cannot grow (security review finding 4; PRODUCT.md, "Resource
 * limits every tenant lives under"): per code and day at most 100 referrers and 100 languages are
 * kept, the rest count as "(other)", breakdowns stay exact sums, and the dimension sets follow the
 * stats retention.
 */
describe.each(engines())('analytics limits on $name', (engine) => {
  let t: TestApp
  const clock = START
  afterEach(async () => {
    await t.close()
  })
  const stats = async (url: string) =>
    expectContract<QrCodeStats>(
      'getQrCodeStats',
      await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: t.auth(t.alice) }),
    )
  const count = async (table: string) => Number((await engine.sql(`SELECT count(*) AS n FROM ${table}`))[0]?.n)

  /** Every breakdown of the code: at most 101 referrers and languages, and exact sums. */
  const expectBounded = async (shortId: string, views: number) => {
    for (const groupBy of ['referrer', 'language', 'country', 'browser']) {
      const answer = await stats(`/qrcode/${shortId}/stats?groupBy=${groupBy}&from=2026-11-01T00:00:00Z`)
      const rows = answer.breakdown ?? []
      expect(answer.totals.views).toBe(views)
      expect(
        rows.reduce((sum, row) => sum + row.views, 0),
        `${groupBy} views`,
      ).toBe(views)
      expect(
        rows.reduce((sum, row) => sum + row.uniqueViews, 0),
        `${groupBy} unique views`,
      ).toBe(answer.totals.uniqueViews)
      expect(rows.length, groupBy).toBeLessThanOrEqual(KEPT + 2)
      expect(new Set(rows.map((row) => row.value)).size, `${groupBy} values once each`).toBe(rows.length)
    }
    const referrers = (await stats(`/qrcode/${shortId}/stats?groupBy=referrer&from=2026-11-01T00:00:00Z`)).breakdown
    return referrers ?? []
  }

  it('keeps 100 referrers and languages per code and day, counts the rest as (other), and prunes unused sets', async () => {
    t = await startTestApp(engine, () => clock)
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(t.alice),
      payload: { targetUrl: 'https://example.com/', customShortId: 'promo' },
    })
    const scan = (i: number) =>
      t.app.inject({
        method: 'GET',
        url: '/promo',
        remoteAddress: `10.0.${i >> 8}.${i & 255}`,
        headers: {
          'user-agent': BROWSER,
          referer: `http://r${i}.example/page`,
          'accept-language': `${KNOWN_LANGUAGES[i % KNOWN_LANGUAGES.length]}-XX;q=0.9`,
        },
      })
    // The first 100 scanners, then the 200 others, each group at once.
    for (const [from, to] of [
      [0, KEPT],
      [KEPT, SCANNERS],
    ] as const) {
      const answers = await Promise.all(Array.from({ length: to - from }, (_, n) => scan(from + n)))
      for (const answer of answers) expect(answer.statusCode).toBe(302)
    }
    // Before the roll-up, the tail is read as the roll-up will keep it.
    const fromEvents = await expectBounded('promo', SCANNERS)
    await t.store.scanAnalytics.rollUpEvents()
    const rolled = await expectBounded('promo', SCANNERS)
    expect(rolled).toEqual(fromEvents)
    expect(rolled).toContainEqual({ value: '(other)', views: SCANNERS - KEPT, uniqueViews: SCANNERS - KEPT })
    expect(rolled.filter((row) => row.value?.endsWith('.example'))).toHaveLength(KEPT)
    // The first 100 were kept: r0…r99.
    for (const row of rolled.filter((r) => r.value?.endsWith('.example'))) {
      expect(Number(row.value?.slice(1, -'.example'.length))).toBeLessThan(KEPT)
    }
    const sets = await count('scan_dimension_sets')
    expect(sets, 'dimension sets').toBeLessThanOrEqual(2 * (KEPT + 1))
    // The values each day keeps: 100 referrers and 100 languages, forgotten once the day is over.
    expect(await count('scan_day_values')).toBe(2 * KEPT)
    await t.store.scanAnalytics.prune(START + DAY, 30)
    expect(await count('scan_day_values'), 'the next day, yesterday is kept').toBe(2 * KEPT)
    await t.store.scanAnalytics.prune(START + 2 * DAY, 30)
    expect(await count('scan_day_values'), 'two days later').toBe(0)
    await expectBounded('promo', SCANNERS)
    // A database rolled up before the limit: 150 referrers in one hour of a code, each its own set,
    // and a set no bucket uses.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(t.alice),
      payload: { targetUrl: 'https://example.com/', customShortId: 'legacy' },
    })
    const hour = START - (START % HOUR) - HOUR
    const old = Array.from({ length: 150 }, (_, i) => `('', '', '', '', 'old${i}.example', '')`)
    await engine.sql(
      `INSERT INTO scan_dimension_sets (country, device, os, browser, referrer, language) VALUES ${old.join(', ')}, ('', '', '', '', 'orphan.example', '')`,
    )
    await engine.sql(`INSERT INTO scan_set_buckets (short_id, start, dimension_set, views, unique_views)
      SELECT 'legacy', ${hour}, id, 1 + CAST(substr(referrer, 4, length(referrer) - 11) AS INTEGER) % 3, 1
      FROM scan_dimension_sets WHERE referrer LIKE 'old%'`)
    const legacyViews = Array.from({ length: 150 }, (_, i) => 1 + (i % 3)).reduce((a, b) => a + b, 0)
    expect((await stats('/qrcode/legacy/stats?groupBy=referrer&from=2026-11-01T00:00:00Z')).breakdown).toHaveLength(150)

    // Retention merges the day's hours: each day keeps its 100 most viewed values, and the sets
    // no bucket uses are deleted.
    await t.store.qrCodes.rollUpBuckets(START - (START % DAY) + DAY)
    await expectBounded('promo', SCANNERS)
    const legacy = await stats('/qrcode/legacy/stats?groupBy=referrer&from=2026-11-01T00:00:00Z')
    expect(legacy.breakdown).toHaveLength(KEPT + 1)
    expect(legacy.breakdown?.reduce((sum, row) => sum + row.views, 0)).toBe(legacyViews)
    // The 50 values views of 3 each (i % 3 = 2) are all kept, then the 2s by value.
    expect(legacy.breakdown?.[0]).toMatchObject({ value: '(other)' })
    const unused = await engine.sql(
      'SELECT count(*) AS n FROM scan_dimension_sets s WHERE NOT EXISTS (SELECT 1 FROM scan_set_buckets b WHERE b.dimension_set = s.id)',
    )
    expect(Number(unused[0]?.n), 'sets no bucket uses').toBe(0)
    expect(await count('scan_dimension_sets')).toBeLessThanOrEqual(sets + KEPT + 1)
  }, 120_000)
})
