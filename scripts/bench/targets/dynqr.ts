/**
 * dynqr as it runs in production (built packages), over a store preloaded through the
 * repository layer: `dynqr.ts <sqlite-file|postgres-url> <codes> [--no-stats] [--routed]`. Prints
 * one JSON line when it listens: { port, key, loadMs, hotId, routedId? }. `--no-stats` keeps no
 * hourly scan buckets, to measure what they cost; `--routed` adds one code with typical routing
 * rules (ROUTED_RULES), to measure what rules cost the redirect (issue #43).
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
const routed = flags.includes('--routed')
/** The code with rules `--routed` adds, beside the `c0000000…` codes. */
const ROUTED_ID = 'r0000000'
/**
 * "One code, the right app store" (docs/routing.md) and a country's own page: what a typical
 * routed code carries. A phone running iOS matches the first rule; a desktop browser on loopback
 * (no country) tries all three and goes to the code's target.
 */
const ROUTED_RULES = [
  { if: { os: 'iOS' as const }, targetUrl: 'https://apps.apple.com/app/id123456789' },
  { if: { os: 'Android' as const }, targetUrl: 'https://play.google.com/store/apps/details?id=com.example.app' },
  { if: { country: ['DE', 'AT', 'CH'] }, targetUrl: 'https://example.com/de/app' },
]

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
  if (routed) {
    const record = newQrCodeRecord({
      shortId: ROUTED_ID,
      accountId: issued.account.id,
      targetUrl: 'https://example.com/app',
      options,
      createdAt: now,
      rules: ROUTED_RULES,
    })
    await store.qrCodes.createMany([record])
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
console.log(
  JSON.stringify({ port: Number(new URL(address).port), ...loaded, hotId, ...(routed && { routedId: ROUTED_ID }) }),
)
process.on('SIGTERM', async () => {
  await app.close()
  await store.close()
  process.exit(0)
})
