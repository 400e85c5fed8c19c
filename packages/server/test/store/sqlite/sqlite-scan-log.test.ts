import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { openSqliteStore } from '../../../src/index.js'
import { ROLL_UP_CODES } from '../../../src/store/sqlite/sqlite-scan-counts.js'
import { SqliteScanLog } from '../../../src/store/sqlite/sqlite-scan-log.js'
import { qrCodeRecord, T0 } from '../../helpers/records.js'

const HOUR = 3_600_000
const fileOf = (name: string) => join(mkdtempSync(join(tmpdir(), `dynqr-${name}-`)), 'dynqr.db')

/** A file with `count` codes c0000… of account acc_a (and the store closed again). */
async function fileWithCodes(count: number, overrides: Parameters<typeof qrCodeRecord>[1] = {}): Promise<string> {
  const file = fileOf('scan-log')
  const store = openSqliteStore(file, { checkpointOnWorker: false })
  await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: T0 })
  const ids = Array.from({ length: count }, (_, i) => `c${String(i).padStart(4, '0')}`)
  await store.qrCodes.createMany(ids.map((id) => qrCodeRecord(id, overrides)))
  await store.close()
  return file
}

function sums(db: Database.Database) {
  const one = (sql: string) => db.prepare(sql).pluck().get() as number
  return {
    views: one('SELECT sum(views) FROM qr_codes'),
    botHits: one('SELECT sum(bot_hits) FROM qr_codes'),
    bucketViews: one('SELECT sum(views) FROM scan_buckets'),
    bucketBots: one('SELECT sum(bot_hits) FROM scan_buckets'),
    tallyViews: one('SELECT sum(views) FROM scan_tallies'),
    logRows: one('SELECT count(*) FROM scan_log'),
  }
}

/**
 * The scan log (issue #46, ADR 0034): scans are committed as appended rows and rolled up into
 * the counters, buckets and tallies behind them, in chunks of codes; a crash between two chunks
 * neither loses nor repeats a count, every read sees every acknowledged scan, and a limit stays
 * exact when another connection rolls the log up under the server's feet.
 */
describe('the SQLite scan log', () => {
  it('rolls up exactly once what a crash between two chunks of a roll-up left', async () => {
    const codes = ROLL_UP_CODES * 2 + 10
    const file = await fileWithCodes(codes)
    const db = new Database(file)
    const log = new SqliteScanLog(db, true)
    const ids = Array.from({ length: codes }, (_, i) => `c${String(i).padStart(4, '0')}`)
    // Three batches over two hours: each code viewed 3 times, every other one also by a bot.
    for (const [batch, at] of [T0, T0 + 1, T0 + HOUR].entries()) {
      db.transaction(() => {
        log.begin()
        for (const [i, id] of ids.entries()) {
          log.add(id, batch === 2 ? 'rule:0' : null, at, {
            views: 1,
            uniqueViews: batch === 0 ? 1 : 0,
            botHits: 0,
            fallbackHits: 0,
          })
          if (i % 2 === 0) log.add(id, null, at, { views: 0, uniqueViews: 0, botHits: 1, fallbackHits: 0 })
        }
        log.flush()
      })()
      log.committed()
    }
    expect(log.rollUp()).toBe(true)
    expect(db.prepare('SELECT views FROM qr_codes WHERE short_id = ?').pluck().get('c0000')).toBe(3)
    expect(db.prepare('SELECT views FROM qr_codes WHERE short_id = ?').pluck().get(ids.at(-1))).toBe(0)
    expect(sums(db).views).toBe(3 * ROLL_UP_CODES)

    // The process dies here; the next one finds the log and how far the roll got.
    const after = new SqliteScanLog(db, true)
    expect(after.waiting).toBe(true)
    after.settle()
    expect(sums(db)).toEqual({
      views: 3 * codes,
      botHits: 3 * (codes / 2),
      bucketViews: 3 * codes,
      bucketBots: 3 * (codes / 2),
      tallyViews: 3 * codes,
      logRows: 0,
    })
    const perCode = db.prepare('SELECT DISTINCT views, unique_views FROM qr_codes').all()
    expect(perCode).toEqual([{ views: 3, unique_views: 1 }])
    expect(db.prepare("SELECT count(*) FROM scan_tallies WHERE route = 'rule:0'").pluck().get()).toBe(codes)
    expect(db.prepare('SELECT count(*) FROM scan_buckets').pluck().get()).toBe(2 * codes)
    db.close()
  })

  it('shows every acknowledged scan to every read, which never goes backwards, while it rolls up', async () => {
    const file = await fileWithCodes(600)
    const store = openSqliteStore(file)
    const ids = Array.from({ length: 600 }, (_, i) => `c${String(i).padStart(4, '0')}`)
    let acknowledged = 0
    let seen = 0
    const scans = (async () => {
      for (let round = 0; round < 20; round++) {
        const results = await Promise.all(
          ids.map((id) => store.qrCodes.recordScan(id, 'view', T0 + round, undefined, null)),
        )
        acknowledged += results.filter((result) => result.state === 'live').length
      }
    })()
    for (let read = 0; read < 40; read++) {
      const floor = acknowledged
      const page = await store.qrCodes.list('acc_a', { limit: 1000, offset: 0, sort: 'views', order: 'desc' })
      const total = page.items.reduce((sum, code) => sum + code.views, 0)
      expect(total).toBeGreaterThanOrEqual(floor)
      expect(total).toBeGreaterThanOrEqual(seen)
      seen = total
      await new Promise((resolve) => setImmediate(resolve))
    }
    await scans
    const buckets = await store.qrCodes.scanBuckets('c0007', T0 - HOUR, T0 + HOUR)
    expect(buckets.reduce((sum, bucket) => sum + bucket.views, 0)).toBe(20)
    expect((await store.qrCodes.findById('acc_a', 'c0007'))?.views).toBe(20)
    expect(acknowledged).toBe(12_000)
    await store.close()
    const db = new Database(file)
    expect(sums(db)).toMatchObject({ views: 12_000, bucketViews: 12_000, logRows: 0 })
    db.close()
  })

  it("reads a code's routing without rolling the log up, as a code's first scan does; other reads still roll it up", async () => {
    const file = await fileWithCodes(2)
    const store = openSqliteStore(file, { checkpointOnWorker: false })
    for (let i = 0; i < 3; i++) await store.qrCodes.recordScan('c0000', 'view', T0, undefined, null)
    const db = new Database(file, { readonly: true })
    const logged = sums(db)
    expect(logged).toMatchObject({ views: 0, logRows: 3 })
    // The short link reads a code's routing before counting its first scan: no roll-up on its path.
    expect(await store.qrCodes.routingOf('c0001')).toBeNull()
    expect(sums(db)).toEqual(logged)
    expect((await store.qrCodes.findById('acc_a', 'c0000'))?.views).toBe(3)
    expect(sums(db)).toMatchObject({ views: 3, logRows: 0 })
    db.close()
    await store.close()
  })

  it("keeps a limit exact across this connection's roll-ups while the code's state is remembered", async () => {
    const file = await fileWithCodes(1, { maxScans: 10 })
    const server = openSqliteStore(file, { checkpointOnWorker: false })
    const scan = () => server.qrCodes.recordScan('c0000', 'view', T0, undefined, null)
    const states: string[] = []
    for (let i = 0; i < 6; i++) states.push((await scan()).state)
    // A read rolls the 6 views up into the row the batches remember; 4 more are views, then none.
    expect((await server.qrCodes.findById('acc_a', 'c0000'))?.views).toBe(6)
    for (let i = 0; i < 6; i++) states.push((await scan()).state)
    expect(states).toEqual([...Array(10).fill('live'), 'ended', 'ended'])
    expect(await server.qrCodes.findById('acc_a', 'c0000')).toMatchObject({ views: 10, fallbackHits: 2 })
    await server.close()
  })

  it('tells its listener what each committed roll-up moved into the rows', async () => {
    const file = await fileWithCodes(ROLL_UP_CODES + 1)
    const db = new Database(file)
    const moved = new Map<string, number>()
    const log = new SqliteScanLog(db, true, {
      rolledUp: (shortId, counts) => moved.set(shortId, (moved.get(shortId) ?? 0) + counts.views),
      failed: () => moved.set('failed', 1),
    })
    const ids = Array.from({ length: ROLL_UP_CODES + 1 }, (_, i) => `c${String(i).padStart(4, '0')}`)
    db.transaction(() => {
      log.begin()
      for (const id of ids) log.add(id, null, T0, { views: 2, uniqueViews: 1, botHits: 0, fallbackHits: 0 })
      log.flush()
    })()
    log.committed()
    expect(log.rollUp()).toBe(true)
    expect(moved.size).toBe(ROLL_UP_CODES)
    expect(moved.get('c0000')).toBe(2)
    expect(log.rollUp()).toBe(true)
    expect(moved.size).toBe(ROLL_UP_CODES + 1)
    expect([...moved.values()].every((views) => views === 2)).toBe(true)
    expect(sums(db)).toMatchObject({ views: 2 * (ROLL_UP_CODES + 1), logRows: 0 })
    db.close()
  })

  it('keeps a limit exact when another connection rolls the log up between two batches', async () => {
    const file = await fileWithCodes(1, { maxScans: 10 })
    const server = openSqliteStore(file)
    const scan = () => server.qrCodes.recordScan('c0000', 'view', T0, undefined, null)
    const states: string[] = []
    for (let i = 0; i < 6; i++) states.push((await scan()).state)
    // Another process (the CLI, a second store) reads, and so rolls up the server's 6 views.
    const other = openSqliteStore(file, { checkpointOnWorker: false })
    expect((await other.qrCodes.findById('acc_a', 'c0000'))?.views).toBe(6)
    await other.close()
    for (let i = 0; i < 6; i++) states.push((await scan()).state)
    expect(states).toEqual([...Array(10).fill('live'), 'ended', 'ended'])
    const code = await server.qrCodes.findById('acc_a', 'c0000')
    expect(code).toMatchObject({ views: 10, fallbackHits: 2 })
    await server.close()
  })
})
