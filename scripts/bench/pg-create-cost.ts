/**
 * What a create costs on PostgreSQL, through HTTP (issue #32): `tsx scripts/bench/pg-create-cost.ts
 * [seconds] [--sqlite] [--cpu-prof DIR]` after `npm run build`. Starts an embedded PostgreSQL with
 * pg_stat_statements and the bench's dynqr target on it (built, as run.ts runs it; `--sqlite`: on
 * an SQLite file instead, for comparison), drives the bench's create load (50 connections, one
 * body, one key) with autocannon, and prints CPU µs per create of dynqr and of PostgreSQL's
 * processes (from /proc), the transactions committed per create, and per statement its calls per
 * create and mean execution time. `--cpu-prof DIR` runs the target under `node --cpu-prof`.
 * No goal asserted.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'
import pg from 'pg'
import { startEmbeddedPostgres } from '../test-support/embedded-postgres.js'
import { buildTargets } from './build-targets.js'
import { childrenOf, cpuBetween, cpuByPid, cpuMicros } from './cpu.js'

const args = process.argv.slice(2)
const seconds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 8)
const sqlite = args.includes('--sqlite')
const profArg = args.indexOf('--cpu-prof')
const profDir = profArg >= 0 ? args[profArg + 1] : undefined

const outdir = await buildTargets(join(import.meta.dirname, '../..'), ['dynqr.ts'])

const postgres = sqlite
  ? undefined
  : await startEmbeddedPostgres([
      '-c',
      'shared_preload_libraries=pg_stat_statements',
      '-c',
      'pg_stat_statements.track=all',
    ])
const where = postgres?.url ?? join(mkdtempSync(join(tmpdir(), 'dynqr-create-')), 'bench.db')
const child = spawn(
  process.execPath,
  [...(profDir ? ['--cpu-prof', '--cpu-prof-dir', profDir] : []), join(outdir, 'dynqr.mjs'), where, '1000'],
  { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
)
const first = await new Promise<string>((resolve) => createInterface({ input: child.stdout }).once('line', resolve))
const { port, key } = JSON.parse(first) as { port: number; key: string }

const admin = postgres && new pg.Client({ connectionString: postgres.url })
await admin?.connect()
await admin?.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
const commits = async () =>
  Number(
    (
      await admin?.query<{ n: string }>(
        'SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()',
      )
    )?.rows[0]?.n ?? 0,
  )

async function fire(duration: number) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 50,
    duration,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    requests: [
      { method: 'POST', path: '/api/v1/qrcode', body: JSON.stringify({ targetUrl: 'https://example.com/pg' }) },
    ],
  })
}

await fire(2) // warm-up: the style's verdict, JIT, connections
await admin?.query('SELECT pg_stat_statements_reset()')
const pgPids = postgres ? [postgres.pid(), ...childrenOf(postgres.pid())] : []
const pgBefore = cpuByPid(pgPids)
const dynqrBefore = cpuMicros([child.pid ?? 0])
const commitsBefore = await commits()
const result = await fire(seconds)
const created = result['2xx']
const dynqrUs = (cpuMicros([child.pid ?? 0]) - dynqrBefore) / created
const pgUs = postgres ? cpuBetween(pgBefore, cpuByPid([postgres.pid(), ...childrenOf(postgres.pid())])) / created : 0
const committed = (await commits()) - commitsBefore
process.stdout.write(
  `${sqlite ? 'SQLite' : 'PostgreSQL'}: ${Math.round(created / seconds)} creates/s (non-2xx ${result.non2xx}), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms\n` +
    `CPU µs per create: dynqr ${Math.round(dynqrUs)}, PostgreSQL ${Math.round(pgUs)}` +
    (postgres ? `; ${(committed / created).toFixed(3)} commits per create\n` : '\n'),
)
if (admin) {
  const { rows } = await admin.query<{ calls: string; mean: number; total: number; rows: string; query: string }>(
    `SELECT calls, mean_exec_time AS mean, total_exec_time AS total, rows, query FROM pg_stat_statements
     WHERE calls > 10 ORDER BY total_exec_time DESC LIMIT 15`,
  )
  for (const row of rows) {
    process.stdout.write(
      `${(Number(row.calls) / created).toFixed(3).padStart(7)} calls/create ${row.mean.toFixed(3).padStart(7)} ms mean ` +
        `${((row.total * 1000) / created).toFixed(1).padStart(6)} µs/create  ${row.query.replace(/\s+/g, ' ').slice(0, 110)}\n`,
    )
  }
  await admin.end()
}
child.kill('SIGTERM')
await new Promise((resolve) => child.once('exit', resolve))
await postgres?.stop()
