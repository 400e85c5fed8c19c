/**
 * What a scan costs the SQLite store, in CPU µs: `tsx --conditions=source scripts/bench/store-scan-cost.ts [codes] [scans]`.
 * Scans go through the store's own scan path (`recordScan`: group commit, analytics view, hourly
 * bucket, event tallies), 50 at a time as 50 connections send them, over one hot code and then
 * spread uniformly over `codes` codes; prints CPU µs and wall µs per scan, and the WAL pages the
 * store's file grew to. CPU time counts every thread (the WAL checkpointer's too). No goal asserted (issue #46 measures the write design with it).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resolveQrCodeOptions, STATS_DIMENSIONS } from '@dynqr/contract'
import { newQrCodeRecord, openSqliteStore } from '@dynqr/server'

const CODES = Number(process.argv[2] ?? 10_000)
const SCANS = Number(process.argv[3] ?? 100_000)
const IN_FLIGHT = 50
const file = join(mkdtempSync(join(tmpdir(), 'dynqr-store-scan-cost-')), 'dynqr.db')
const store = openSqliteStore(file)
await store.accounts.create({ id: 'bench', name: 'bench', createdAt: 1 })
const code = { accountId: 'bench', targetUrl: 'https://example.com/', options: resolveQrCodeOptions(), createdAt: 1 }
await store.qrCodes.createMany(Array.from({ length: CODES }, (_, i) => newQrCodeRecord({ ...code, shortId: `c${i}` })))

// Every dimension unknown: what a view costs does not depend on its values.
const dimensions = Object.fromEntries(STATS_DIMENSIONS.map((dimension) => [dimension, null]))
const day = Date.now() - (Date.now() % 86_400_000)
const visitor = randomBytes(16)

async function run(name: string, idOf: (i: number) => string): Promise<void> {
  const cpu = process.cpuUsage()
  const started = performance.now()
  let next = 0
  const worker = async () => {
    while (next < SCANS) {
      const i = next++
      const view = { day, visitor, dimensions }
      await store.qrCodes.recordScan(idOf(i), 'view', Date.now(), view as never, null)
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  const used = process.cpuUsage(cpu)
  const wall = performance.now() - started
  const perScan = (used.user + used.system) / SCANS
  console.log(`${name}: ${perScan.toFixed(1)} CPU µs per scan, ${((wall * 1000) / SCANS).toFixed(1)} wall µs`)
}

await run('one hot code', () => 'c0')
await run(`spread over ${CODES} codes`, (i) => `c${(i * 7919) % CODES}`)
await store.close()
console.log(`file ${(statSync(file).size / 1e6).toFixed(1)} MB`)
