import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/config.js'
import { ApiKeyService, composeApp, openSqliteStore, QrCodeService } from '../../../src/index.js'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'

const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' }

/** Another process holding the SQLite write lock: scans cannot be counted, codes can still be read. */
async function holdWriteLock(file: string) {
  const child = spawn(process.execPath, [join(import.meta.dirname, '../../fixtures/hold-sqlite-lock.cjs'), file], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()))
  return async () => {
    child.stdin.write('release\n')
    await exited
  }
}

/**
 * SCAN_FAILURE_MODE (issue 27): when the store cannot count a scan, `closed` (the default)
 * answers 503 for every code; `open` redirects a live code without maxScans, uncounted, and
 * still answers 503 for a code whose scan limit only holds if every scan is counted.
 */
describe('short links when the store cannot count the scan', () => {
  it('fail closed by default, and open only for codes without a scan limit when configured', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-scan-mode-')), 'dynqr.db')
    const store = openSqliteStore(file, { lockTimeoutMs: 50 })
    const { key } = await new ApiKeyService(store).issueKey('alice')
    const closed = await composeApp({ store, publicUrl: 'https://qr.example' })
    const open = await composeApp({ store, publicUrl: 'https://qr.example', scanFailureMode: 'open' })
    for (const [customShortId, maxScans] of [
      ['free', undefined],
      ['limited', 10],
    ] as const) {
      const created = await closed.inject({
        method: 'POST',
        url: '/api/v1/qrcode',
        headers: { authorization: `Bearer ${key}` },
        payload: { targetUrl: `https://example.com/${customShortId}`, customShortId, maxScans },
      })
      expect(created.statusCode).toBe(201)
    }
    const scan = (app: typeof closed, shortId: string) =>
      app.inject({ method: 'GET', url: `/${shortId}`, headers: PHONE })

    const release = await holdWriteLock(file)
    try {
      for (const shortId of ['free', 'limited']) {
        const answer = await scan(closed, shortId)
        expect(answer.statusCode).toBe(503)
        expectContract('followShortLink', answer)
      }
      const redirected = await scan(open, 'free')
      expect(redirected.statusCode).toBe(302)
      expect(redirected.headers.location).toBe('https://example.com/free')
      expect((await scan(open, 'limited')).statusCode).toBe(503)
      expect((await scan(open, 'missing-code')).statusCode).toBe(503)
    } finally {
      await release()
    }
    // Redirected uncounted: no view was recorded while the store could not count.
    const free = await closed.inject({
      method: 'GET',
      url: '/api/v1/qrcode/free',
      headers: { authorization: `Bearer ${key}` },
    })
    expect(JSON.parse(free.body).views).toBe(0)
    expect((await scan(open, 'free')).statusCode).toBe(302)
    await open.close()
    await closed.close()
    await store.close()
  })

  it('reads SCAN_FAILURE_MODE, closed by default', () => {
    const env = { NODE_ENV: 'development' }
    expect(loadConfig(env).scanFailureMode).toBe('closed')
    expect(loadConfig({ ...env, SCAN_FAILURE_MODE: 'open' }).scanFailureMode).toBe('open')
    expect(() => loadConfig({ ...env, SCAN_FAILURE_MODE: 'sometimes' })).toThrow(/SCAN_FAILURE_MODE must be one of/)
  })
})

describe.each(ENGINES)('reading a short link without counting it on $name', (engine) => {
  it('finds a live code of any account by its id, never a deleted one', async () => {
    const store = await engine.open()
    const codes = new QrCodeService(store.qrCodes, { siteUrl: 'https://qr.example' })
    const keys = new ApiKeyService(store)
    const a = (await keys.createAccount('a')).id
    const b = (await keys.createAccount('b')).id
    await codes.create(a, { targetUrl: 'https://example.com/kept', customShortId: 'kept' })
    await codes.create(b, { targetUrl: 'https://example.com/gone', customShortId: 'gone' })
    await codes.delete(b, 'gone')
    expect((await store.qrCodes.findLive('kept'))?.targetUrl).toBe('https://example.com/kept')
    expect(await store.qrCodes.findLive('gone')).toBeNull()
    expect(await store.qrCodes.findLive('never')).toBeNull()
    await store.close()
  })
})
