/**
 * How large the scan batches are under the bench's redirect load on PostgreSQL (issue #32):
 * `tsx scripts/bench/pg-batch-sizes.ts` (after `npm run build`). Starts an embedded PostgreSQL and
 * the bench's dynqr target on it, drives one hot code and then 1,000 codes for 8 s each with
 * autocannon (50 connections, a phone's User-Agent), and divides the redirects answered by the
 * transactions PostgreSQL committed meanwhile (one per batch: a redirect commits nothing else),
 * and prints the CPU µs per redirect of dynqr's process and of PostgreSQL's (from /proc).
 * `PG_SOURCE=1` runs the target from the TypeScript sources (no build needed: A/B of a change).
 * `PG_CPU_PROF=dir` writes the target's CPU profile (node --cpu-prof) there.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'
import pg from 'pg'
import { startEmbeddedPostgres } from '../test-support/embedded-postgres.js'
import { childrenOf, cpuBetween, cpuByPid } from './cpu.js'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const postgres = await startEmbeddedPostgres()
const source = [
  ...(process.env.PG_SOURCE ? ['--conditions=source'] : []),
  ...(process.env.PG_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PG_CPU_PROF}`] : []),
]
const child = spawn(
  process.execPath,
  [...source, '--import', 'tsx', 'scripts/bench/targets/dynqr.ts', postgres.url, '1000'],
  { stdio: ['ignore', 'pipe', 'inherit'] },
)
const first = await new Promise<string>((resolve) => createInterface({ input: child.stdout }).once('line', resolve))
const { port, hotId } = JSON.parse(first) as { port: number; hotId: string }
const admin = new pg.Client({ connectionString: postgres.url })
await admin.connect()
const commits = async () =>
  Number(
    (
      await admin.query<{ n: string }>(
        'SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()',
      )
    ).rows[0]?.n,
  )

for (const [label, paths] of [
  ['one hot code', [`/${hotId}`]],
  ['1,000 codes', Array.from({ length: 1000 }, (_, i) => `/c${String(i).padStart(7, '0')}`)],
] as const) {
  const before = await commits()
  const pids = () => [postgres.pid(), ...childrenOf(postgres.pid())]
  const cpuBefore = { dynqr: cpuByPid([child.pid ?? 0]), postgres: cpuByPid(pids()) }
  let next = 0
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 50,
    duration: 8,
    headers: { 'user-agent': PHONE },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  })
  const perScan = (before: Map<number, number>, pids: number[]) =>
    Math.round(cpuBetween(before, cpuByPid(pids)) / answered)
  const answered = result['3xx']
  const dynqrUs = perScan(cpuBefore.dynqr, [child.pid ?? 0])
  const postgresUs = perScan(cpuBefore.postgres, pids())
  const batches = (await commits()) - before
  process.stdout.write(
    `${label}: ${Math.round(answered / 8)} req/s, ${Math.round(batches / 8)} batches/s, ${(answered / batches).toFixed(1)} scans a batch, ${((8000 * 1) / batches).toFixed(2)} ms a batch cycle, CPU µs per redirect: dynqr ${dynqrUs}, PostgreSQL ${postgresUs}\n`,
  )
}
await admin.end()
child.kill('SIGTERM')
await new Promise((resolve) => child.once('exit', resolve))
await postgres.stop()
