/**
 * dynqr as it runs in production (built packages), over a store preloaded through the
 * repository layer: `dynqr.ts <sqlite-file|postgres-url> <codes> [--no-stats]`. Prints one JSON
 * line when it listens: { port, key, loadMs, hotId }. `--no-stats` keeps no hourly scan buckets,
 * to measure what they cost.
 */
import { resolveQrCodeOptions } from '@dynqr/contract'
import { ApiKeyService, buildApp, openPostgresStore, openSqliteStore, type QrCodeRecord } from '@dynqr/server'

const [where = '', countArg = '1000', flag] = process.argv.slice(2)
const count = Number(countArg)
const store = where.startsWith('postgres')
  ? await openPostgresStore(where, { poolSize: 20 })
  : openSqliteStore(where, { scanStats: flag !== '--no-stats' })
const issued = await new ApiKeyService(store).issueKey('bench')
const options = resolveQrCodeOptions()
const started = performance.now()
const now = Date.now()
const CHUNK = 50_000
for (let start = 0; start < count; start += CHUNK) {
  const records: QrCodeRecord[] = []
  for (let i = start; i < Math.min(count, start + CHUNK); i += 1) {
    records.push({
      shortId: `c${String(i).padStart(7, '0')}`,
      accountId: issued.account.id,
      targetUrl: `https://example.com/products/${i}`,
      options,
      views: 0,
      botHits: 0,
      fallbackHits: 0,
      createdAt: now - count + i,
      updatedAt: now - count + i,
      expiresAt: null,
      maxScans: null,
      fallbackUrl: null,
      active: true,
    })
  }
  await store.qrCodes.createMany(records)
}
const loadMs = Math.round(performance.now() - started)
// Rate limits on, as in production, with a budget no load here can spend: their cost is measured.
const app = await buildApp({
  store,
  publicUrl: 'http://127.0.0.1:1',
  rateLimitPerMinute: 1_000_000_000,
  failedAuthPerMinute: 30,
})
const address = await app.listen({ port: 0, host: '127.0.0.1' })
const hotId = `c${String(Math.floor(count / 2)).padStart(7, '0')}`
console.log(JSON.stringify({ port: Number(new URL(address).port), key: issued.key, loadMs, hotId }))
process.on('SIGTERM', async () => {
  await app.close()
  await store.close()
  process.exit(0)
})
