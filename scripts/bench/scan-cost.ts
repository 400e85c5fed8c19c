/**
 * What scan statistics cost a scan on SQLite: `tsx --conditions=source scripts/bench/scan-cost.ts`.
 * Times, on one database file with the store's pragmas, the scan as it was before issue #19 (one
 * `UPDATE … views + 1`) against the scan with lifecycle and its hourly bucket (the conditional
 * `UPDATE` plus the bucket upsert in one transaction), each once per commit (today's path) and
 * many to a commit (the group commit of the perf branch). Prints µs per scan; no goal asserted.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resolveQrCodeOptions } from '@dynqr/contract'
import { newQrCodeRecord, openSqliteStore } from '@dynqr/server'
import Database from 'better-sqlite3'

const SCANS = 20_000
const CODES = 1_000
const file = join(mkdtempSync(join(tmpdir(), 'dynqr-scan-cost-')), 'dynqr.db')
const store = openSqliteStore(file)
await store.accounts.create({ id: 'bench', name: 'bench', createdAt: 1 })
const code = { accountId: 'bench', targetUrl: 'https://example.com/', options: resolveQrCodeOptions(), createdAt: 1 }
await store.qrCodes.createMany(Array.from({ length: CODES }, (_, i) => newQrCodeRecord({ ...code, shortId: `c${i}` })))
await store.close()

const db = new Database(file)
db.pragma('journal_mode = WAL')
db.pragma('synchronous = NORMAL')
const before = db.prepare(
  'UPDATE qr_codes SET views = views + 1 WHERE short_id = ? AND deleted_at IS NULL RETURNING target_url',
)
const view = db.prepare(
  `UPDATE qr_codes SET views = views + 1 WHERE short_id = ? AND deleted_at IS NULL AND active = 1
   AND (expires_at IS NULL OR expires_at > ?) AND (max_scans IS NULL OR views < max_scans) RETURNING target_url`,
)
const bucket = db.prepare(
  `INSERT INTO scan_buckets (short_id, start, views) VALUES (?, ?, 1)
   ON CONFLICT (short_id, start) DO UPDATE SET views = views + 1`,
)
const now = Date.now()
const hour = now - (now % 3_600_000)
const scanBefore = (i: number) => before.all(`c${i % CODES}`)
const scanWithStats = (i: number) => {
  if (view.all(`c${i % CODES}`, now)[0]) bucket.run(`c${i % CODES}`, hour)
}
const perCommit = db.transaction(scanWithStats)
const batched = (scan: (i: number) => unknown) => db.transaction(() => Array.from({ length: SCANS }, (_, i) => scan(i)))

function microseconds(run: () => unknown): string {
  const started = performance.now()
  run()
  return (((performance.now() - started) / SCANS) * 1000).toFixed(1)
}
for (let round = 1; round <= 3; round += 1) {
  const a = microseconds(() => Array.from({ length: SCANS }, (_, i) => scanBefore(i)))
  const b = microseconds(() => Array.from({ length: SCANS }, (_, i) => perCommit(i)))
  const c = microseconds(batched(scanBefore))
  const d = microseconds(batched(scanWithStats))
  process.stdout.write(`round ${round}: a commit per scan ${a} → ${b} µs; one commit per batch ${c} → ${d} µs\n`)
}
db.close()
