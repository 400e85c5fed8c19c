import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { ShortLinkService } from '../../../src/domain/codes/short-link-service.js'
import { ScanAnalyzer } from '../../../src/domain/scans/scan-analyzer.js'
import { VisitorKeys } from '../../../src/domain/scans/visitor-keys.js'
import { ApiKeyService, openSqliteStore } from '../../../src/index.js'
import { SQLITE_MIGRATIONS } from '../../../src/store/sqlite/sqlite-migrations.js'
import { qrCodeRecord, T0 } from '../../helpers/records.js'

describe('the SQLite store', () => {
  it('upgrades a database made by an earlier version, keeping its data and counts', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-migrate-')), 'dynqr.db')
    const old = new Database(file)
    old.exec(SQLITE_MIGRATIONS[0] ?? '')
    old.pragma('user_version = 1')
    old.exec(`INSERT INTO accounts VALUES ('acc_a', 'a', 1);
      INSERT INTO qr_codes (short_id, account_id, target_url, options, created_at, updated_at, deleted_at) VALUES
        ('one', 'acc_a', 'https://e.com/1', '{}', 1, 1, NULL),
        ('two', 'acc_a', 'https://e.com/2', '{}', 2, 2, NULL),
        ('gone', 'acc_a', 'https://e.com/3', '{}', 3, 3, 9);`)
    old.close()

    const store = openSqliteStore(file)
    const page = await store.qrCodes.list('acc_a', { limit: 10, offset: 0, sort: 'createdAt', order: 'asc' })
    expect(page.items.map((c) => c.shortId)).toEqual(['one', 'two'])
    expect(page.total).toBe(2)
    expect(await store.qrCodes.delete('acc_a', 'one', 10)).toBe(true)
    expect((await store.qrCodes.list('acc_a', { limit: 10, offset: 0, sort: 'views', order: 'desc' })).total).toBe(1)
    await store.close()
    const reopened = new Database(file)
    expect(reopened.pragma('user_version', { simple: true })).toBe(SQLITE_MIGRATIONS.length)
    reopened.close()
  })

  it('does not re-run a migration that another process applied while it waited for the lock', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-race-')), 'dynqr.db')
    const last = SQLITE_MIGRATIONS.length - 1
    const old = new Database(file)
    old.pragma('journal_mode = WAL')
    for (const sql of SQLITE_MIGRATIONS.slice(0, last)) old.exec(sql)
    old.pragma(`user_version = ${last}`)
    old.close()
    // The other process holds the write lock and applies the last migration a moment later,
    // while this one is already waiting to migrate (openSqliteStore waits up to 5 s).
    const other = spawn(process.execPath, [
      join(import.meta.dirname, '../../fixtures/migrate-sqlite-later.cjs'),
      file,
      SQLITE_MIGRATIONS[last] ?? '',
      String(last + 1),
      '500',
    ])
    const exited = new Promise((resolve) => other.on('exit', resolve))
    await new Promise<void>((resolve) => other.stdout.once('data', () => resolve()))
    const store = openSqliteStore(file)
    await store.ping()
    await store.close()
    expect(await exited).toBe(0)
    const reopened = new Database(file)
    expect(reopened.pragma('user_version', { simple: true })).toBe(SQLITE_MIGRATIONS.length)
    reopened.close()
  })

  it('refuses a database from a newer dynqr', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-newer-')), 'dynqr.db')
    const db = new Database(file)
    db.pragma(`user_version = ${SQLITE_MIGRATIONS.length + 1}`)
    db.close()
    expect(() => openSqliteStore(file)).toThrow(/newer than this dynqr/)
  })

  it('forgets a remembered key the moment another connection (the CLI, another process) revokes it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-keys-')), 'dynqr.db')
    const server = openSqliteStore(file)
    const cli = openSqliteStore(file)
    const serving = new ApiKeyService(server)
    const issued = await serving.issueKey('alice')
    // Remembered after the first lookup; a second one answers from memory.
    expect(await serving.authenticate(issued.key)).toMatchObject({ keyId: issued.record.id })
    expect(await serving.authenticate(issued.key)).toMatchObject({ keyId: issued.record.id })
    await new ApiKeyService(cli).revoke(issued.record.id)
    expect(await serving.authenticate(issued.key)).toBeNull()
    // …and one created elsewhere is known at once.
    const other = await new ApiKeyService(cli).issueKey('bob')
    expect(await serving.authenticate(other.key)).toMatchObject({ keyId: other.record.id })
    await server.close()
    await cli.close()
  })

  it('forgets where pages start when another connection changes the codes', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-pages-')), 'dynqr.db')
    const server = openSqliteStore(file)
    const other = openSqliteStore(file)
    await server.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    const record = (i: number) => qrCodeRecord(`p${String(i).padStart(4, '0')}`, { createdAt: 1_000 + i })
    await server.qrCodes.createMany(Array.from({ length: 30 }, (_, i) => record(i)))
    const page = async () =>
      (await server.qrCodes.list('acc_a', { sort: 'createdAt', order: 'desc', limit: 5, offset: 10 })).items.map(
        (c) => c.shortId,
      )
    expect(await page()).toEqual(['p0019', 'p0018', 'p0017', 'p0016', 'p0015'])
    expect(await page()).toEqual(['p0019', 'p0018', 'p0017', 'p0016', 'p0015'])
    await other.qrCodes.create(record(99))
    expect(await page()).toEqual(['p0020', 'p0019', 'p0018', 'p0017', 'p0016'])
    await server.close()
    await other.close()
  })

  it('asks whether another connection changed a routing once per turn, and sees its change from the next turn on', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-routing-')), 'dynqr.db')
    const server = openSqliteStore(file)
    const other = openSqliteStore(file)
    await server.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await server.qrCodes.create(qrCodeRecord('routed'))
    expect(await server.qrCodes.routingOf('routed')).toBeNull()
    const rules = [{ if: { os: 'iOS' as const }, targetUrl: 'https://apps.apple.com/app/id1' }]
    await other.qrCodes.update('acc_a', 'routed', { rules }, T0 + 1)
    await new Promise((resolve) => setImmediate(resolve))
    expect(await server.qrCodes.routingOf('routed')).toMatchObject({ rules })
    // …and the same once this connection changed it itself, within the turn.
    await server.qrCodes.update('acc_a', 'routed', { rules: [] }, T0 + 2)
    expect(await server.qrCodes.routingOf('routed')).toBeNull()
    await server.close()
    await other.close()
  })

  it('forgets a remembered routing when its own code changes, not when another code is created or changed', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-routing-')), 'dynqr.db')
    const server = openSqliteStore(file, { checkpointOnWorker: false })
    await server.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await server.qrCodes.createMany([qrCodeRecord('routed'), qrCodeRecord('neighbour')])
    expect(await server.qrCodes.routingOf('routed')).toBeNull()
    // Remembered: answered at once, not read (a read is a promise).
    expect(server.qrCodes.routingOf('routed')).toBeNull()
    await server.qrCodes.create(qrCodeRecord('created'))
    await server.qrCodes.createMany([qrCodeRecord('imported')])
    const rules = [{ if: { os: 'iOS' as const }, targetUrl: 'https://apps.apple.com/app/id1' }]
    await server.qrCodes.update('acc_a', 'neighbour', { rules }, T0 + 1)
    await server.qrCodes.delete('acc_a', 'imported', T0 + 1)
    expect(server.qrCodes.routingOf('routed')).toBeNull()
    expect(await server.qrCodes.routingOf('neighbour')).toMatchObject({ rules })
    await server.qrCodes.update('acc_a', 'routed', { rules }, T0 + 2)
    expect(server.qrCodes.routingOf('routed')).toBeInstanceOf(Promise)
    expect(await server.qrCodes.routingOf('routed')).toMatchObject({ rules })
    expect(server.qrCodes.routingOf('neighbour')).toMatchObject({ rules })
    await server.qrCodes.update('acc_a', 'neighbour', { rules: [] }, T0 + 3)
    expect(await server.qrCodes.routingOf('neighbour')).toBeNull()
    await server.qrCodes.delete('acc_a', 'routed', T0 + 4)
    expect(await server.qrCodes.routingOf('routed')).toBeNull()
    await server.close()
  })

  it('answers each scan from its code as it is now, though the scans remember codes between batches', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-states-')), 'dynqr.db')
    const server = openSqliteStore(file, { checkpointOnWorker: false })
    const other = openSqliteStore(file, { checkpointOnWorker: false })
    await server.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await server.qrCodes.create(qrCodeRecord('kept', { expiresAt: T0 + 100, fallbackUrl: 'https://example.com/over' }))
    const scan = (at = T0, host: string | null = null) => server.qrCodes.recordScan('kept', 'view', at, undefined, host)
    expect(await scan()).toEqual({ state: 'live', targetUrl: 'https://example.com/kept' })
    // Changed by this connection…
    await server.qrCodes.update('acc_a', 'kept', { targetUrl: 'https://example.com/new' }, T0 + 1)
    expect(await scan()).toEqual({ state: 'live', targetUrl: 'https://example.com/new' })
    // …by another one (the CLI, a second process)…
    await other.qrCodes.update('acc_a', 'kept', { targetUrl: 'https://example.com/other' }, T0 + 2)
    expect(await scan()).toEqual({ state: 'live', targetUrl: 'https://example.com/other' })
    await other.qrCodes.update('acc_a', 'kept', { active: false }, T0 + 3)
    expect(await scan()).toEqual({ state: 'ended', fallbackUrl: 'https://example.com/over' })
    await server.qrCodes.update('acc_a', 'kept', { active: true }, T0 + 4)
    expect((await scan()).state).toBe('live')
    // …by its expiry passing, which writes nothing; and asked on another host than its own.
    expect((await scan(T0 + 100)).state).toBe('ended')
    expect(await scan(T0, 'qr.example.org')).toEqual({ state: 'missing' })
    await server.qrCodes.delete('acc_a', 'kept', T0 + 5)
    expect(await scan()).toEqual({ state: 'deleted' })
    await server.close()
    await other.close()
  })

  it("has no trigger nor foreign-key action that writes qr_codes: only a statement naming it changes a code's row", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-schema-')), 'dynqr.db')
    await openSqliteStore(file, { checkpointOnWorker: false }).close()
    const db = new Database(file, { readonly: true })
    const triggers = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").all() as {
      name: string
      sql: string
    }[]
    expect(triggers.length).toBeGreaterThan(0)
    const writesCodes = /\b(UPDATE|INSERT\s+(OR\s+\w+\s+)?INTO|DELETE\s+FROM|REPLACE\s+INTO)\s+qr_codes\b/i
    for (const trigger of triggers) expect(trigger.sql.split(/\bBEGIN\b/i)[1], trigger.name).not.toMatch(writesCodes)
    const keys = db.prepare("SELECT on_update, on_delete FROM pragma_foreign_key_list('qr_codes')").all() as {
      on_update: string
      on_delete: string
    }[]
    for (const key of keys)
      expect([key.on_update, key.on_delete].every((action) => ['NO ACTION', 'RESTRICT'].includes(action))).toBe(true)
    db.close()
  })

  it("keeps the day's salt across a restart: the same visitor that day is not unique again, the next day is", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-salt-')), 'dynqr.db')
    const phone = {
      method: 'GET',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      purpose: undefined,
      address: '203.0.113.9',
    }
    // One process: its own store and visitor keys, as a server start makes them.
    const scanOnce = async (now: number) => {
      const store = openSqliteStore(file)
      if (now === T0 + 1_000) {
        await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
        await store.qrCodes.create(qrCodeRecord('salted'))
      }
      const links = new ShortLinkService(store.qrCodes, {
        now: () => now,
        analyzer: new ScanAnalyzer(() => null, new VisitorKeys(store.scanAnalytics)),
      })
      expect(await links.follow('salted', phone)).toMatchObject({ state: 'live' })
      const [bucket] = await store.qrCodes.scanBuckets('salted', now - (now % 86_400_000), now + 1)
      await store.close()
      return bucket
    }
    expect(await scanOnce(T0 + 1_000)).toMatchObject({ views: 1, uniqueViews: 1 })
    expect(await scanOnce(T0 + 2_000), 'after a restart the same day').toMatchObject({ views: 2, uniqueViews: 1 })
    expect(await scanOnce(T0 + 86_400_000 + 1_000), 'the next day').toMatchObject({ views: 1, uniqueViews: 1 })
    const db = new Database(file)
    expect(db.prepare('SELECT day FROM scan_salts').all(), "only the day's salt is kept").toEqual([
      { day: T0 + 86_400_000 },
    ])
    db.close()
  })
})
