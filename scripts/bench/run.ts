/**
 * `npm run bench` — dynqr against its ceiling and its peers, side by side, on loopback.
 *
 * Every scenario runs the servers it compares in turn (A B A B …) for several rounds and
 * reports medians, so drift of the shared machine cancels out. Writes a table to stdout,
 * docs/benchmarks.json, docs/benchmarks.md and docs/benchmarks-chart.svg.
 *
 *   npm run bench                       the full run (a few minutes)
 *   npm run bench -- --smoke --out DIR  seconds, small data, to prove it works (CI)
 *   tsx scripts/bench/run.ts --only shipped,routing --out DIR   some scenarios, 3 rounds (a quick look)
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { startEmbeddedPostgres } from '../test-support/embedded-postgres.js'
import { buildTargets } from './build-targets.js'
import { fire, type Load, median, rssMb, type Sample, SPREAD_CODES, spreadLoad, warmUp } from './load.js'
import { renderRounds } from './render.js'
import { routingScenario } from './routing.js'
import { type BenchReport, renderChart, renderMarkdown, type ScenarioResult } from './report.js'
import { scaleOut } from './scale-out.js'
import { logLines, startShipped } from './shipped.js'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '../..')
const args = process.argv.slice(2)
const smoke = args.includes('--smoke')
const outArg = args.indexOf('--out')
const outDir = outArg >= 0 ? String(args[outArg + 1]) : join(root, 'docs')
const onlyArg = args.indexOf('--only')
const only = onlyArg >= 0 ? String(args[onlyArg + 1]).split(',') : undefined
const want = (scenario: string) => !only || only.includes(scenario)

const settings = smoke
  ? { rounds: 1, seconds: 1, warmUpSeconds: 0, largeCodes: 20_000, apiCodes: 10_100, connections: 10 }
  : {
      rounds: only ? 3 : 5,
      seconds: 8,
      warmUpSeconds: 4,
      largeCodes: want('scale') ? 1_000_000 : 20_000,
      apiCodes: 10_100,
      connections: 50,
    }
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'

interface Target {
  name: string
  port: number
  child: ChildProcess
  key?: string
  hotId?: string
  /** A code with routing rules (targets/dynqr.ts `--routed`). */
  routedId?: string
  loadMs?: number
}

const children: ChildProcess[] = []
const work = mkdtempSync(join(tmpdir(), 'dynqr-bench-'))

// The targets, built as plain JavaScript (build-targets.ts).
const targetsDir = await buildTargets(root, ['ceiling.ts', 'dynqr.ts', 'fastify-bare.ts'])

/** The Node flags dynqr's program starts with (its shebang): dynqr's targets run with them too. */
const DYNQR_NODE_FLAGS = (readFileSync(join(root, 'packages/server/bin/dynqr.mjs'), 'utf8').split('\n')[0] ?? '')
  .split(/\s+/)
  .filter((word) => word.startsWith('--'))

function start(name: string, script: string, scriptArgs: string[] = []): Promise<Target> {
  const flags = script === 'dynqr.ts' ? DYNQR_NODE_FLAGS : []
  const child = spawn(process.execPath, [...flags, join(targetsDir, script.replace(/\.ts$/, '.mjs')), ...scriptArgs], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    let buffer = ''
    child.stdout?.on('data', (chunk) => {
      buffer += chunk
      const line = buffer.split('\n')[0]
      if (buffer.includes('\n') && line) resolve({ name, child, ...JSON.parse(line) })
    })
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code} before listening`)))
  })
}

/** Runs each (target, load) pair in turn for every round; medians per pair. */
async function sideBySide(
  scenario: string,
  pairs: { label: string; target: Target; load: Load }[],
): Promise<ScenarioResult[]> {
  if (!want(scenario)) return []
  const samples = new Map<string, Sample[]>()
  await warmUp(pairs, settings, PHONE)
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const pair of pairs) {
      const sample = await fire(pair.target, pair.load, settings, PHONE)
      samples.set(pair.label, [...(samples.get(pair.label) ?? []), sample])
      process.stderr.write(`  ${scenario} · ${pair.label} · round ${round + 1}: ${Math.round(sample.rps)} req/s\n`)
    }
  }
  return pairs.map(({ label }) => {
    const runs = samples.get(label) ?? []
    const total = (key: string) => runs.reduce((sum, r) => sum + (r.responses[key] ?? 0), 0)
    return {
      scenario,
      label,
      rps: Math.round(median(runs.map((r) => r.rps))),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      p999: median(runs.map((r) => r.p999)),
      rounds: runs.map((r) => Math.round(r.rps)),
      responses: { '2xx': total('2xx'), '3xx': total('3xx'), '4xx': total('4xx'), '5xx': total('5xx') },
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      cpuUs: Math.round(median(runs.map((r) => r.cpuUs ?? 0))),
    }
  })
}

async function views(target: Target, shortId: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${target.port}/api/v1/qrcode/${shortId}`, {
    headers: { authorization: `Bearer ${target.key}` },
  })
  return ((await response.json()) as { views: number }).views
}

interface Targets {
  ceiling: Target
  fastify: Target
  /** 1,000 codes: the hot code every redirect scenario hits. */
  small: Target
  api: Target
  noStats: Target
  noAnalytics: Target
  large: Target
  idleRss: number
  largeRss: number
}

async function startTargets(): Promise<Targets> {
  const ceiling = await start('node:http', 'ceiling.ts')
  const fastify = await start('fastify', 'fastify-bare.ts')
  const small = await start('dynqr', 'dynqr.ts', [join(work, 'small.db'), '1000'])
  const idleRss = rssMb(small.child.pid)
  const api = await start('dynqr-api', 'dynqr.ts', [join(work, 'api.db'), String(settings.apiCodes)])
  const noStats = await start('dynqr-no-stats', 'dynqr.ts', [
    join(work, 'no-stats.db'),
    String(settings.apiCodes),
    '--no-stats',
  ])
  const noAnalytics = await start('dynqr-no-analytics', 'dynqr.ts', [
    join(work, 'no-analytics.db'),
    String(settings.apiCodes),
    '--no-analytics',
  ])
  const large = await start('dynqr-large', 'dynqr.ts', [join(work, 'large.db'), String(settings.largeCodes)])
  return { ceiling, fastify, small, api, noStats, noAnalytics, large, idleRss, largeRss: rssMb(large.child.pid) }
}

/** The largest RSS of `target` while `work` runs, sampled every 250 ms. */
async function peakRssDuring<T>(target: Target, floor: number, work: () => Promise<T>): Promise<[T, number]> {
  let peak = floor
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(target.child.pid))
  }, 250)
  try {
    return [await work(), peak]
  } finally {
    clearInterval(sampler)
  }
}

const spread = spreadLoad(SPREAD_CODES)
const SPREAD = `spread over ${SPREAD_CODES.toLocaleString('en')} codes`

function redirectScenario({ ceiling, fastify, small, api }: Targets) {
  process.stderr.write('redirect\n')
  return sideBySide('redirect', [
    { label: 'node:http (ceiling)', target: ceiling, load: { path: '/abc' } },
    { label: 'fastify route', target: fastify, load: { path: '/abc' } },
    { label: 'dynqr, one hot code (SQLite, views counted)', target: small, load: { path: `/${small.hotId}` } },
    { label: `dynqr, ${SPREAD}`, target: api, load: spread },
  ])
}

/** The program as operators run it (issue #32): its bin, defaults and logs, beside the ceiling and the same scans with logs off. */
async function shippedScenario({ ceiling, api }: Targets, results: ScenarioResult[]) {
  if (!want('shipped')) return undefined
  const codes = settings.apiCodes
  process.stderr.write('shipped\n')
  const shippedBy = (name: string, settings?: Record<string, string>) =>
    startShipped({ name, root, loader: join(targetsDir, 'dynqr.mjs'), workDir: join(work, name), codes, settings })
  const shipped = await shippedBy('dynqr-shipped')
  // The same with request lines off, as an operator who takes access logs elsewhere sets it.
  const quiet = await shippedBy('dynqr-shipped-warn', { LOG_LEVEL: 'warn' })
  children.push(shipped.child, quiet.child)
  results.push(
    ...(await sideBySide('shipped', [
      { label: 'node:http (ceiling)', target: ceiling, load: { path: '/abc' } },
      { label: 'as shipped, one hot code', target: shipped, load: { path: `/${shipped.hotId}` } },
      { label: `as shipped, ${SPREAD}`, target: shipped, load: spread },
      { label: 'as shipped with LOG_LEVEL=warn, one hot code', target: quiet, load: { path: `/${quiet.hotId}` } },
      { label: 'logs off, one hot code', target: api, load: { path: `/${api.hotId}` } },
      { label: `logs off, ${SPREAD}`, target: api, load: spread },
    ])),
  )
  const served = results
    .filter((r) => r.scenario === 'shipped' && r.label.startsWith('as shipped,'))
    .reduce((sum, r) => sum + Object.values(r.responses).reduce((a, b) => a + b, 0), 0)
  return { ...(await logLines(shipped.logFile)), requests: served }
}

/** What the hourly stats and scan analytics (issue #29) cost: the same build with each on and off. */
async function statsScenarios({ small, api, noStats, noAnalytics }: Targets): Promise<ScenarioResult[]> {
  process.stderr.write('stats\n')
  const stats = await sideBySide('stats', [
    { label: 'one hot code, stats kept', target: small, load: { path: `/${small.hotId}` } },
    { label: 'one hot code, no stats', target: noStats, load: { path: `/${noStats.hotId}` } },
    { label: 'spread, stats kept', target: api, load: spread },
    { label: 'spread, no stats', target: noStats, load: spread },
  ])
  process.stderr.write('analytics\n')
  const analytics = await sideBySide('analytics', [
    { label: 'one hot code, analytics on', target: api, load: { path: `/${api.hotId}` } },
    { label: 'one hot code, analytics off', target: noAnalytics, load: { path: `/${noAnalytics.hotId}` } },
    { label: 'spread, analytics on', target: api, load: spread },
    { label: 'spread, analytics off', target: noAnalytics, load: spread },
  ])
  return [...stats, ...analytics]
}

/**
 * Every redirect served is a view counted. A timed run stops with requests in flight that the
 * server counted but autocannon never read, so the exact check fires a fixed number of scans.
 */
async function checkViews(small: Target) {
  const before = await views(small, String(small.hotId))
  const checked = await autocannon({
    url: `http://127.0.0.1:${small.port}/${small.hotId}`,
    connections: settings.connections,
    amount: smoke ? 2_000 : 20_000,
    headers: { 'user-agent': PHONE },
  })
  return { redirectsServed: checked['3xx'], viewsCounted: (await views(small, String(small.hotId))) - before }
}

function apiScenario({ api, fastify }: Targets) {
  process.stderr.write('api\n')
  const body = (i: number) => JSON.stringify({ targetUrl: `https://example.com/updated/${i}` })
  return sideBySide('api', [
    { label: 'create', target: api, load: createLoad('https://example.com/new') },
    { label: 'get', target: api, load: { path: `/api/v1/qrcode/${api.hotId}` } },
    { label: 'bare fastify route (reference for get)', target: fastify, load: { path: '/abc' } },
    {
      label: 'update',
      target: api,
      load: { path: `/api/v1/qrcode/${api.hotId}`, method: 'PUT', bodies: [body(1), body(2)] },
    },
    { label: 'list offset 0', target: api, load: { path: '/api/v1/qrcode?limit=20&offset=0' } },
    { label: 'list offset 10000', target: api, load: { path: '/api/v1/qrcode?limit=20&offset=10000' } },
  ])
}

/** The small file has taken every scan of the scenarios before; a fresh one has taken none. */
async function agedScenario({ small }: Targets) {
  process.stderr.write('aged\n')
  const fresh = await start('dynqr-fresh', 'dynqr.ts', [join(work, 'fresh.db'), '1000'])
  const scansTaken = await views(small, String(small.hotId))
  const results = await sideBySide('aged', [
    { label: 'redirect, fresh file', target: fresh, load: { path: `/${fresh.hotId}` } },
    {
      label: `redirect, file that took ${scansTaken.toLocaleString('en')} scans`,
      target: small,
      load: { path: `/${small.hotId}` },
    },
  ])
  fresh.child.kill('SIGTERM')
  return results
}

function scaleScenario({ small, large }: Targets) {
  process.stderr.write('scale\n')
  const many = settings.largeCodes.toLocaleString('en')
  return sideBySide('scale', [
    { label: 'redirect, 1,000 codes', target: small, load: { path: `/${small.hotId}` } },
    { label: `redirect, ${many} codes`, target: large, load: { path: `/${large.hotId}` } },
    { label: 'get, 1,000 codes', target: small, load: { path: `/api/v1/qrcode/${small.hotId}` } },
    { label: `get, ${many} codes`, target: large, load: { path: `/api/v1/qrcode/${large.hotId}` } },
  ])
}

const createLoad = (targetUrl: string): Load => ({
  path: '/api/v1/qrcode',
  method: 'POST',
  bodies: [JSON.stringify({ targetUrl })],
})

/** SQLite against PostgreSQL, then one PostgreSQL instance against two on the same database. */
async function postgresScenario({ small, api }: Targets, results: ScenarioResult[]) {
  if (!want('postgres')) return undefined
  process.stderr.write('postgres\n')
  const postgres = await startEmbeddedPostgres()
  const onPostgres = await start('dynqr-postgres', 'dynqr.ts', [postgres.url, '1000'])
  results.push(
    ...(await sideBySide('postgres', [
      { label: 'redirect, SQLite', target: small, load: { path: `/${small.hotId}` } },
      { label: 'redirect, PostgreSQL', target: onPostgres, load: { path: `/${onPostgres.hotId}` } },
      { label: 'get, SQLite', target: small, load: { path: `/api/v1/qrcode/${small.hotId}` } },
      { label: 'get, PostgreSQL', target: onPostgres, load: { path: `/api/v1/qrcode/${onPostgres.hotId}` } },
      { label: 'create, SQLite', target: api, load: createLoad('https://example.com/sqlite') },
      { label: 'create, PostgreSQL', target: onPostgres, load: createLoad('https://example.com/pg') },
    ])),
  )
  // A second instance on the same database (its codes are loaded): one against two.
  const second = await start('dynqr-postgres-2', 'dynqr.ts', [postgres.url, '1000', '--serve-only'])
  const scaled = await scaleOut({
    one: onPostgres,
    second,
    postmasterPid: postgres.pid(),
    load: spreadLoad(1000),
    settings,
    userAgent: PHONE,
    log: (line) => process.stderr.write(`${line}\n`),
  })
  results.push(...scaled.results)
  for (const instance of [onPostgres, second]) {
    instance.child.kill('SIGTERM')
    await new Promise((r) => instance.child.once('exit', r))
  }
  await postgres.stop()
  return scaled.report
}

function writeReport(report: BenchReport): void {
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, 'benchmarks.json'), `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(join(outDir, 'benchmarks-chart.svg'), renderChart(report))
  writeFileSync(join(outDir, 'benchmarks.md'), renderMarkdown(report))
  console.log(renderMarkdown(report, { tablesOnly: true }))
}

async function main() {
  const started = Date.now()
  process.stderr.write(`dynqr bench (${smoke ? 'smoke' : 'full'}): ${JSON.stringify(settings)}\n`)
  const targets = await startTargets()
  const { small, large, idleRss, largeRss } = targets
  const results: ScenarioResult[] = []
  const [redirect, peakRss] = await peakRssDuring(small, idleRss, () => redirectScenario(targets))
  results.push(...redirect)
  const shippedLog = await shippedScenario(targets, results)
  results.push(...(await statsScenarios(targets)))
  const routed = () => start('dynqr-routing', 'dynqr.ts', [join(work, 'routing.db'), '1000', '--routed'])
  if (want('routing')) results.push(...(await routingScenario(routed, sideBySide, PHONE)))
  const viewsCheck = await checkViews(small)
  results.push(...(await apiScenario(targets)))
  results.push(...(await agedScenario(targets)))
  const [scale, largeUnderLoadRss] = await peakRssDuring(large, largeRss, () => scaleScenario(targets))
  results.push(...scale)
  const scaleOutReport = await postgresScenario(targets, results)
  process.stderr.write('render\n')
  const render = await renderRounds(want('render') ? settings.rounds : 0, settings.seconds * 250, (line) =>
    process.stderr.write(`${line}\n`),
  )
  writeReport({
    generatedAt: new Date().toISOString(),
    mode: smoke ? 'smoke' : 'full',
    settings,
    machine: {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      node: process.version,
      platform: process.platform,
    },
    results,
    render,
    viewsCheck,
    shippedLog,
    scaleOut: scaleOutReport,
    memory: {
      idleMb: idleRss,
      largeStoreMb: largeRss,
      largeCodes: settings.largeCodes,
      underLoadMb: peakRss,
      largeUnderLoadMb: largeUnderLoadRss,
    },
    loadMs: { large: large.loadMs ?? 0 },
    durationSeconds: Math.round((Date.now() - started) / 1000),
  })
}

try {
  await main()
} finally {
  for (const child of children) child.kill('SIGTERM')
  rmSync(work, { recursive: true, force: true })
}
