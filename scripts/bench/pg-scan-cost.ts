/**
 * What a batch of scans costs on PostgreSQL, in isolation (issue #32):
 * `tsx --conditions=source scripts/bench/pg-scan-cost.ts [batch] [batches] [inFlight] [instants]`.
 * Starts an embedded PostgreSQL (pg_stat_statements loaded), loads 1,000 codes through the store,
 * then sends batches of `batch` person scans (one hot code, one visitor: the bench's redirect;
 * then spread over the 1,000 codes; one view object per code, as the analyzer keeps them) through `recordScan`, `inFlight` batches at a time, and
 * a batch's scans spread over `instants` milliseconds, and prints per batch: wall ms, dynqr's and PostgreSQL's CPU µs per scan (from /proc), and
 * pg_stat_statements' mean execution time of each statement. No goal asserted.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { resolveQrCodeOptions } from '@dynqr/contract'
import { newQrCodeRecord, newScanView, openPostgresStore } from '@dynqr/server'
import pg from 'pg'
import { startEmbeddedPostgres } from '../test-support/embedded-postgres.js'

const [batch = 25, batches = 2000, inFlight = 1, instants = 1] = process.argv.slice(2).map(Number)
const CODES = 1000
const postgres = await startEmbeddedPostgres([
  '-c',
  'shared_preload_libraries=pg_stat_statements',
  '-c',
  'pg_stat_statements.track=all',
  ...(process.env.PG_EXPLAIN ? ['-c', 'session_preload_libraries=auto_explain'] : []),
])
// PG_EXPLAIN=ms: auto_explain sends the plans of statements slower than that as notices, printed here.
const explain = process.env.PG_EXPLAIN
  ? `?options=${encodeURIComponent(`-c auto_explain.log_level=notice -c auto_explain.log_min_duration=${process.env.PG_EXPLAIN} -c auto_explain.log_analyze=on -c auto_explain.log_buffers=on`)}`
  : ''
if (explain) {
  const emit = pg.Client.prototype.emit
  let shown = 0
  pg.Client.prototype.emit = function (this: pg.Client, event: string, ...args: unknown[]) {
    if (event === 'notice' && shown++ % 200 === 5) process.stdout.write(`${(args[0] as Error).message}\n`)
    return emit.call(this, event, ...args)
  } as never
}
const store = await openPostgresStore(postgres.url + explain, { poolSize: 20 })
await store.accounts.create({ id: 'bench', name: 'bench', createdAt: 1 })
const code = { accountId: 'bench', targetUrl: 'https://example.com/', options: resolveQrCodeOptions(), createdAt: 1 }
await store.qrCodes.createMany(Array.from({ length: CODES }, (_, i) => newQrCodeRecord({ ...code, shortId: `c${i}` })))
const admin = new pg.Client({ connectionString: postgres.url })
await admin.connect()
await admin.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')

const TICK_US = 1e6 / 100
function ticks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return Number(fields[11]) + Number(fields[12])
}
function postgresTicks(): number {
  const root = postgres.pid()
  let sum = ticks(root)
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (Number(stat.split(') ')[1]?.split(' ')[1]) === root) sum += ticks(Number(entry))
    } catch {}
  }
  return sum
}

const visitor = Buffer.alloc(32, 7)
/** One phone's view as the analyzer classifies it. */
const dimensions: Parameters<typeof newScanView>[2] = {
  country: 'DE',
  device: 'mobile',
  os: 'iOS',
  browser: 'Safari',
  referrer: null,
  language: 'en',
}
const now = Date.now()
const day = now - (now % 86_400_000)
/** The analyzer hands out one view object per person, code and day: one per code here. */
const views = new Map<string, ReturnType<typeof newScanView>>()
const viewOf = (id: string) => {
  let view = views.get(id)
  if (!view) {
    view = newScanView(day, visitor, dimensions)
    views.set(id, view)
  }
  return view
}

async function run(label: string, idOf: (i: number) => string) {
  await admin.query('SELECT pg_stat_statements_reset()')
  const pgBefore = postgresTicks()
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  let next = 0
  const worker = async () => {
    while (next < batches) {
      next += 1
      const at = Date.now()
      await Promise.all(
        Array.from({ length: batch }, (_, i) =>
          store.qrCodes.recordScan(idOf(next * batch + i), 'view', at + (i % instants), viewOf(idOf(next * batch + i))),
        ),
      )
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker))
  const ms = performance.now() - started
  const cpu = process.cpuUsage(cpuBefore)
  const scans = batches * batch
  const { rows } = await admin.query<{ calls: number; mean: number; query: string }>(
    `SELECT calls, round(mean_exec_time::numeric, 3)::float AS mean, left(regexp_replace(query, '\\s+', ' ', 'g'), 60) AS query
     FROM pg_stat_statements WHERE calls >= $1 ORDER BY total_exec_time DESC LIMIT 6`,
    [batches / 2],
  )
  process.stdout.write(
    `${label}: ${(ms / batches).toFixed(3)} ms/batch, ${Math.round((scans / ms) * 1000)} scans/s, dynqr ${((cpu.user + cpu.system) / scans).toFixed(1)} µs/scan, postgres ${(((postgresTicks() - pgBefore) * TICK_US) / scans).toFixed(1)} µs/scan\n`,
  )
  for (const row of rows) process.stdout.write(`    ${row.calls} × ${row.mean} ms  ${row.query}\n`)
}

async function roundTrips() {
  await admin.query('CREATE TEMP TABLE IF NOT EXISTS probe (n int)')
  await admin.query('CREATE TABLE IF NOT EXISTS probe_logged (n int)')
  for (const [label, sql] of [
    ['SELECT 1', 'SELECT 1'],
    ['an autocommit one-row INSERT', 'INSERT INTO probe_logged VALUES (1)'],
  ] as const) {
    const started = performance.now()
    for (let i = 0; i < 200; i += 1) await admin.query(sql)
    process.stdout.write(`${label}: ${((performance.now() - started) / 200).toFixed(3)} ms\n`)
  }
}
await roundTrips()
process.stdout.write(`batch ${batch} over ${instants} instants, ${batches} batches, ${inFlight} in flight\n`)
for (let round = 1; round <= 2; round += 1) {
  await run(`hot ${round}`, () => 'c0')
  await run(`spread ${round}`, (i) => `c${(i * 7919) % CODES}`)
}
await admin.end()
await store.close()
await postgres.stop()
