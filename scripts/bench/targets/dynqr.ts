/**
 * dynqr as it runs in production (built packages), over a store preloaded through the
 * repository layer: `dynqr.ts <sqlite-file|postgres-url> <codes> [--no-stats]`. Prints one JSON
 * line when it listens: { port, key, loadMs, hotId }. `--no-stats` keeps no hourly scan buckets,
 * to measure what they cost.
 *
 * An SQLite file is loaded by a child process first (`--load-only`), as an operator's import
 * would be: the server's memory is then what serving takes, not what building a million records
 * in one process left behind.
 */
import { execFileSync } from 'node:child_process'
import { resolveQrCodeOptions } from '@dynqr/contract'
import {
  ApiKeyService,
  composeApp,
  newQrCodeRecord,
  openPostgresStore,
  openSqliteStore,
  type QrCodeRecord,
  type Store,
} from '@dynqr/server'

const [where = '', countArg = '1000', ...flags] = process.argv.slice(2)
const count = Number(countArg)
const scanStats = !flags.includes('--no-stats')
/** `--no-analytics`: views counted without scan analytics (issue #29), to measure what they cost. */
const scanAnalytics = !flags.includes('--no-analytics')
const postgres = where.startsWith('postgres')

async function load(store: Store): Promise<{ key: string; loadMs: number }> {
  const issued = await new ApiKeyService(store).issueKey('bench')
  const options = resolveQrCodeOptions()
  const started = performance.now()
  const now = Date.now()
  const CHUNK = 50_000
  for (let start = 0; start < count; start += CHUNK) {
    const records: QrCodeRecord[] = []
    for (let i = start; i < Math.min(count, start + CHUNK); i += 1) {
      records.push(
        newQrCodeRecord({
          shortId: `c${String(i).padStart(7, '0')}`,
          accountId: issued.account.id,
          targetUrl: `https://example.com/products/${i}`,
          options,
          createdAt: now - count + i,
        }),
      )
    }
    await store.qrCodes.createMany(records)
  }
  return { key: issued.key, loadMs: Math.round(performance.now() - started) }
}

if (flags.includes('--load-only')) {
  const store = openSqliteStore(where, { scanStats })
  console.log(JSON.stringify(await load(store)))
  await store.close()
  process.exit(0)
}

let loaded: { key: string; loadMs: number }
let store: Store
if (postgres) {
  store = await openPostgresStore(where, { poolSize: 20 })
  // `--serve-only`: another instance on a database the first one loaded.
  loaded = flags.includes('--serve-only') ? { key: '', loadMs: 0 } : await load(store)
} else {
  const output = execFileSync(
    process.execPath,
    [...process.execArgv, import.meta.filename, ...process.argv.slice(2), '--load-only'],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    },
  )
  loaded = JSON.parse(output.trim().split('\n').at(-1) ?? '{}')
  store = openSqliteStore(where, { scanStats })
}
// Rate limits on, as in production, with a budget no load here can spend: their cost is measured.
const app = await composeApp({
  store,
  publicUrl: 'http://127.0.0.1:1',
  rateLimitPerMinute: 1_000_000_000,
  failedAuthPerMinute: 30,
  scanAnalytics,
})
const address = await app.listen({ port: 0, host: '127.0.0.1' })
const hotId = `c${String(Math.floor(count / 2)).padStart(7, '0')}`
console.log(JSON.stringify({ port: Number(new URL(address).port), ...loaded, hotId }))
process.on('SIGTERM', async () => {
  await app.close()
  await store.close()
  process.exit(0)
})
