import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiKeyService, composeApp, openSqliteStore, type Store } from '../../../src/index.js'
import { expectContract } from '../../helpers/contract.js'

const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' }

interface Running {
  app: FastifyInstance
  store: Store
  auth: { authorization: string }
}

async function start(
  file: string,
  lockTimeoutMs?: number,
  checkpointOnWorker = true,
  writeFailureWindowMs?: number,
): Promise<Running> {
  const store = openSqliteStore(file, {
    checkpointOnWorker,
    ...(lockTimeoutMs !== undefined && { lockTimeoutMs }),
    ...(writeFailureWindowMs !== undefined && { writeFailureWindowMs }),
  })
  const { key } = await new ApiKeyService(store).issueKey('alice')
  const app = await composeApp({ store, publicUrl: 'https://qr.example' })
  return { app, store, auth: { authorization: `Bearer ${key}` } }
}

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function run(t: Running) {
  const { app, auth } = t
  return {
    create: (body: object) =>
      app.inject({ method: 'POST', url: '/api/v1/qrcode', headers: auth, payload: body as Record<string, unknown> }),
    update: (id: string, body: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/qrcode/${id}`,
        headers: auth,
        payload: body as Record<string, unknown>,
      }),
    get: (id: string) => app.inject({ method: 'GET', url: `/api/v1/qrcode/${id}`, headers: auth }),
    remove: (id: string) => app.inject({ method: 'DELETE', url: `/api/v1/qrcode/${id}`, headers: auth }),
    scan: (id: string) => app.inject({ method: 'GET', url: `/${id}`, headers: PHONE }),
    ready: () => app.inject({ method: 'GET', url: '/readyz' }),
    health: () => app.inject({ method: 'GET', url: '/healthz' }),
  }
}

/** A tmpfs of `size` mounted for the test; `undefined` where mounting is not possible. */
function mountSmallFilesystem(size: string): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'dynqr-full-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    const why = `cannot mount a tmpfs (${error instanceof Error ? error.message.split('\n')[0] : error})`
    if (process.env.CI) throw new Error(`The full-disk test must run in CI: ${why}`)
    console.warn(`SKIPPED the full-disk test: ${why}; it runs as root in CI`)
    return undefined
  }
  cleanups.push(() => {
    execFileSync('umount', [dir])
    rmSync(dir, { recursive: true, force: true })
  })
  return dir
}

/** Fills the filesystem at `dir` to the last byte; returns a function that frees it again. */
function fill(dir: string): () => void {
  const filler = join(dir, 'filler')
  for (const chunk of [1 << 20, 1 << 14, 1 << 10, 1]) {
    try {
      for (let i = 0; ; i += 1) writeFileSync(`${filler}-${chunk}-${i}`, Buffer.alloc(chunk))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
    }
  }
  return () => execFileSync('sh', ['-c', `rm -f ${filler}-*`])
}

describe('SQLite on a full disk', () => {
  // Checkpoints inside commits, as SQLite does by itself: the WAL cannot be reused while the
  // database file cannot take its pages, so every write needs new space and fails.
  it('answers 503 to every write it cannot commit, never a success, and recovers when space returns', async (ctx) => {
    const dir = mountSmallFilesystem('4m')
    if (!dir) return ctx.skip()
    // Refused writes keep /readyz at 503 for a second after the last one.
    const t = await start(join(dir, 'dynqr.db'), undefined, false, 1_000)
    cleanups.push(
      () => t.store.close(),
      () => t.app.close(),
    )
    const api = run(t)
    expect((await api.create({ targetUrl: 'https://example.com/old', customShortId: 'menu' })).statusCode).toBe(201)
    expect((await api.create({ targetUrl: 'https://example.com/x', customShortId: 'doomed' })).statusCode).toBe(201)

    const free = fill(dir)
    const update = await api.update('menu', { targetUrl: 'https://example.com/new' })
    expect(update.statusCode).toBe(503)
    expect(update.headers['retry-after']).toBe('1')
    expect(expectContract('updateQrCode', update)).toMatchObject({ error: 'SERVICE_UNAVAILABLE' })
    for (let i = 0; i < 30; i += 1) {
      const scan = await api.scan('menu')
      expect(scan.statusCode).toBe(503)
      expectContract('followShortLink', scan)
    }
    const create = await api.create({ targetUrl: 'https://example.com/late', customShortId: 'late' })
    expect(create.statusCode).toBe(503)
    expectContract('createQrCode', create)
    const removal = await api.remove('doomed')
    expect(removal.statusCode).toBe(503)
    expectContract('deleteQrCode', removal)
    const ready = await api.ready()
    expect(ready.statusCode).toBe(503)
    expect(expectContract('getReadiness', ready)).toMatchObject({ status: 'unavailable' })
    // Reads still work: the API says what is stored, and nothing of the refused writes is.
    expect(JSON.parse((await api.get('menu')).body)).toMatchObject({ targetUrl: 'https://example.com/old', views: 0 })

    free()
    await expect.poll(async () => (await api.ready()).statusCode).toBe(200)
    expect((await api.get('late')).statusCode).toBe(404)
    expect((await api.get('doomed')).statusCode).toBe(200)
    for (let i = 0; i < 5; i += 1) expect((await api.scan('menu')).statusCode).toBe(302)
    expect((await api.update('menu', { targetUrl: 'https://example.com/new' })).statusCode).toBe(200)
    expect(JSON.parse((await api.get('menu')).body)).toMatchObject({ targetUrl: 'https://example.com/new', views: 5 })
  })
})

describe('SQLite on a full disk, checkpoints on the worker thread (the default)', () => {
  // The worker may still copy the WAL into the database file and reset it, so a write that fits
  // in the WAL's existing space commits, durably. What must hold: every write answered as a
  // success survives a restart, and every other one is a 503 that changed nothing.
  it('never answers a write it did not commit as a success', async (ctx) => {
    const dir = mountSmallFilesystem('4m')
    if (!dir) return ctx.skip()
    const file = join(dir, 'dynqr.db')
    const t = await start(file)
    const api = run(t)
    expect((await api.create({ targetUrl: 'https://example.com/old', customShortId: 'menu' })).statusCode).toBe(201)
    const free = fill(dir)
    let scansServed = 0
    const created: string[] = []
    let refused = 0
    for (let i = 0; i < 40; i += 1) {
      const scan = await api.scan('menu')
      expectContract('followShortLink', scan)
      if (scan.statusCode === 302) scansServed += 1
      else expect(scan.statusCode).toBe(503)
      const create = await api.create({ targetUrl: `https://example.com/${'x'.repeat(2000)}/${i}` })
      expectContract('createQrCode', create)
      if (create.statusCode === 201) created.push(JSON.parse(create.body).shortId)
      else {
        expect(create.statusCode).toBe(503)
        refused += 1
      }
    }
    // 40 creates of 2 KB each cannot all fit in 4 MB that were full.
    expect(refused).toBeGreaterThan(0)
    free()
    await t.app.close()
    await t.store.close()
    const again = await start(file)
    cleanups.push(
      () => again.store.close(),
      () => again.app.close(),
    )
    const reopened = run({ ...again, auth: t.auth })
    expect(JSON.parse((await reopened.get('menu')).body)).toMatchObject({ views: scansServed })
    for (const shortId of created) expect((await reopened.get(shortId)).statusCode).toBe(200)
  })
})

describe('SQLite on a disk too full for writes but not for the readiness probe', () => {
  // Issue #38: the WAL keeps the room of its earlier commits, so the probe's one-row write still
  // commits on a full disk while a request's larger write cannot. /readyz must say "not ready".
  it('answers /readyz 503 while writes fail, though its probe commits', async (ctx) => {
    const dir = mountSmallFilesystem('4m')
    if (!dir) return ctx.skip()
    const t = await start(join(dir, 'dynqr.db'))
    cleanups.push(
      () => t.store.close(),
      () => t.app.close(),
    )
    const api = run(t)
    // Some WAL room: a few commits, copied into the database file by the worker's checkpoint.
    for (let i = 0; i < 8; i += 1)
      expect((await api.create({ targetUrl: `https://example.com/${'w'.repeat(2000)}/${i}` })).statusCode).toBe(201)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await api.ready()).statusCode).toBe(200)

    const free = fill(dir)
    cleanups.push(free)
    const items = Array.from({ length: 100 }, (_, i) => ({ targetUrl: `https://example.com/${'x'.repeat(2000)}/${i}` }))
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode/bulk',
      headers: t.auth,
      payload: { items },
    })
    expect(bulk.statusCode).toBe(503)
    expectContract('bulkCreateQrCodes', bulk)
    const ready = await api.ready()
    expect(ready.statusCode).toBe(503)
    expect(expectContract('getReadiness', ready)).toMatchObject({ status: 'unavailable' })
  })
})

/** Another process that holds the database's write lock until `release()`. */
async function holdWriteLock(file: string): Promise<{ release: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(import.meta.dirname, '../../fixtures/hold-sqlite-lock.cjs'), file],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const exited = new Promise((resolve) => child.on('exit', resolve))
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)))
  })
  let released = false
  const release = async () => {
    if (!released) child.stdin?.write('release\n')
    released = true
    await exited
  }
  cleanups.push(release)
  return { release }
}

describe('SQLite while another process holds the write lock', () => {
  it('keeps serving (health, reads) while a scan waits, and commits the scan once the lock is free', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-lock-')), 'dynqr.db')
    const t = await start(file)
    cleanups.push(
      () => t.store.close(),
      () => t.app.close(),
    )
    const api = run(t)
    expect((await api.create({ targetUrl: 'https://example.com/', customShortId: 'menu' })).statusCode).toBe(201)

    const lock = await holdWriteLock(file)
    let settled = false
    const scan = api.scan('menu').finally(() => {
      settled = true
    })
    // If the scan's wait blocked the event loop, these could only answer after it had settled.
    expect((await api.health()).statusCode).toBe(200)
    const read = await api.get('menu')
    expect(read.statusCode).toBe(200)
    expect(settled).toBe(false)

    await lock.release()
    expect((await scan).statusCode).toBe(302)
    expect(JSON.parse((await api.get('menu')).body)).toMatchObject({ views: 1 })
  })

  it('answers 503 (and counts nothing) when the lock is held longer than DATABASE_LOCK_TIMEOUT_MS', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-lock-')), 'dynqr.db')
    const t = await start(file, 200)
    cleanups.push(
      () => t.store.close(),
      () => t.app.close(),
    )
    const api = run(t)
    expect((await api.create({ targetUrl: 'https://example.com/', customShortId: 'menu' })).statusCode).toBe(201)

    const lock = await holdWriteLock(file)
    const scan = await api.scan('menu')
    expect(scan.statusCode).toBe(503)
    expect(scan.headers['retry-after']).toBe('1')
    const update = await api.update('menu', { targetUrl: 'https://example.com/new' })
    expect(update.statusCode).toBe(503)
    expect((await api.ready()).statusCode).toBe(503)

    await lock.release()
    expect((await api.ready()).statusCode).toBe(200)
    expect(JSON.parse((await api.get('menu')).body)).toMatchObject({ targetUrl: 'https://example.com/', views: 0 })
  })
})
