/** Turns a bench run into docs/benchmarks.md and its chart. */
import { ROUTING_LABELS } from './routing.js'

export interface ScenarioResult {
  scenario: string
  label: string
  /** Median requests per second over the rounds. */
  rps: number
  /** Median latencies, ms. */
  p50: number
  p99: number
  p999: number
  /** Requests per second of each round, in order. */
  rounds: number[]
  responses: Record<string, number>
  errors: number
  /** Median CPU time of the server process per response, µs (/proc). */
  cpuUs?: number
}

export interface BenchReport {
  generatedAt: string
  mode: 'smoke' | 'full'
  settings: { rounds: number; seconds: number; largeCodes: number; apiCodes: number; connections: number }
  machine: { cpu: string; cores: number; node: string; platform: string }
  results: ScenarioResult[]
  /** In-process renders per second (medians over the rounds). */
  render: { label: string; perSecond: number; rounds: number[] }[]
  viewsCheck: { redirectsServed: number; viewsCounted: number }
  /** What the program as shipped wrote on stdout during its scenario, against the requests it served. */
  shippedLog?: { lines: number; bytes: number; requests: number }
  /** CPU µs per redirect in dynqr and PostgreSQL's processes, with one and two instances (scale-out.ts). */
  scaleOut?: { cpu: { instances: number; dynqrUsPerScan: number; postgresUsPerScan: number }[] }
  memory: { idleMb: number; largeStoreMb: number; largeCodes: number; underLoadMb: number; largeUnderLoadMb: number }
  loadMs: { large: number }
  durationSeconds: number
}

interface Target {
  goal: string
  measured: string
  met: boolean | undefined
}

const find = (report: BenchReport, scenario: string, label: string) =>
  report.results.find((r) => r.scenario === scenario && r.label.startsWith(label))

const ratio = (a: number | undefined, b: number | undefined) => (a && b ? a / b : 0)
const fixed = (n: number, digits = 2) => n.toFixed(digits)

/** `a` at least `share` of `b`, reported as "0.93× (a vs b unit)". */
function atLeast(goal: string, a: number | undefined, b: number | undefined, share: number, unit = 'req/s'): Target {
  const r = ratio(a, b)
  return { goal, measured: `${fixed(r)}× (${a ?? 0} vs ${b ?? 0} ${unit})`, met: a && b ? r >= share : undefined }
}

export function targets(report: BenchReport): Target[] {
  const ceiling = find(report, 'redirect', 'node:http')
  const hot = find(report, 'redirect', 'dynqr, one hot code')
  const spread = find(report, 'redirect', 'dynqr, spread')
  const connections = report.settings.connections
  const p99 = (label: string, r: ScenarioResult | undefined): Target => ({
    goal: `redirect p99 < 5 ms at ${connections} connections, ${label}`,
    measured: `${r?.p99 ?? '?'} ms`,
    met: connections === 50 ? (r?.p99 ?? Infinity) < 5 : undefined,
  })
  const large = report.settings.largeCodes.toLocaleString('en')
  const list0 = find(report, 'api', 'list offset 0')
  const list10k = find(report, 'api', 'list offset 10000')
  const reference = report.render.find((r) => r.label.startsWith('qrcode package'))?.perSecond ?? 0
  const styled = report.render.find((r) => r.label.startsWith('dynqr SVG, styled'))?.perSecond ?? 0
  const png = report.render.find((r) => r.label.startsWith('dynqr PNG 300 px'))?.perSecond ?? 0
  const rss = report.memory.largeUnderLoadMb
  const shippedCeiling = find(report, 'shipped', 'node:http')
  const shippedHot = find(report, 'shipped', 'as shipped, one hot code')
  const shippedSpread = find(report, 'shipped', 'as shipped, spread')
  return [
    atLeast(
      'redirect as shipped (bin, defaults, logs on, analytics on), one hot code ≥ 0.8× the node:http ceiling',
      shippedHot?.rps,
      shippedCeiling?.rps,
      0.8,
    ),
    atLeast(
      'redirect as shipped, scans spread over 10,000 codes ≥ 0.8× the ceiling',
      shippedSpread?.rps,
      shippedCeiling?.rps,
      0.8,
    ),
    p99('as shipped, one hot code', shippedHot),
    p99('as shipped, spread', shippedSpread),
    atLeast('redirect, logs off, one hot code, views committed ≥ 0.8× the ceiling', hot?.rps, ceiling?.rps, 0.8),
    atLeast('redirect, logs off, spread over 10,000 codes ≥ 0.8× the ceiling', spread?.rps, ceiling?.rps, 0.8),
    p99('logs off, one hot code', hot),
    p99('logs off, spread', spread),
    atLeast(
      'redirect with hourly stats within 10% of no stats, one hot code',
      find(report, 'stats', 'one hot code, stats kept')?.rps,
      find(report, 'stats', 'one hot code, no stats')?.rps,
      0.9,
    ),
    atLeast(
      'redirect with hourly stats within 10% of no stats, spread',
      find(report, 'stats', 'spread, stats kept')?.rps,
      find(report, 'stats', 'spread, no stats')?.rps,
      0.9,
    ),
    atLeast(
      'redirect with rules within 10% of without, one hot code',
      find(report, 'routing', ROUTING_LABELS.rulesDesktop)?.rps,
      find(report, 'routing', ROUTING_LABELS.plainDesktop)?.rps,
      0.9,
    ),
    atLeast(
      'redirect with rules within 10% of without, one hot code, the first rule matching',
      find(report, 'routing', ROUTING_LABELS.rulesPhone)?.rps,
      find(report, 'routing', ROUTING_LABELS.plainPhone)?.rps,
      0.9,
    ),
    atLeast(
      'redirect on a file that took every scan of this run within 10% of a fresh file',
      find(report, 'aged', 'redirect, file that took')?.rps,
      find(report, 'aged', 'redirect, fresh file')?.rps,
      0.9,
    ),
    atLeast(
      `redirect at ${large} codes within 10% of 1,000 codes`,
      find(report, 'scale', `redirect, ${large}`)?.rps,
      find(report, 'scale', 'redirect, 1,000 codes')?.rps,
      0.9,
    ),
    atLeast(
      `get at ${large} codes within 10% of 1,000 codes`,
      find(report, 'scale', `get, ${large}`)?.rps,
      find(report, 'scale', 'get, 1,000 codes')?.rps,
      0.9,
    ),
    {
      goal: 'create ≥ 5,000/s',
      measured: `${find(report, 'api', 'create')?.rps ?? 0}/s`,
      met: (find(report, 'api', 'create')?.rps ?? 0) >= 5000,
    },
    atLeast(
      'get ≥ 0.8× the bare Fastify route',
      find(report, 'api', 'get')?.rps,
      find(report, 'api', 'bare fastify')?.rps,
      0.8,
    ),
    {
      goal: 'list at offset 10,000 within 1.5× of offset 0',
      measured: `${fixed(ratio(list0?.rps, list10k?.rps))}× slower (${list10k?.rps ?? 0} vs ${list0?.rps ?? 0} req/s)`,
      met: ratio(list0?.rps, list10k?.rps) <= 1.5,
    },
    atLeast(
      'PostgreSQL redirect ≥ 0.5× SQLite',
      find(report, 'postgres', 'redirect, PostgreSQL')?.rps,
      find(report, 'postgres', 'redirect, SQLite')?.rps,
      0.5,
    ),
    atLeast(
      'PostgreSQL create ≥ 0.8× SQLite',
      find(report, 'postgres', 'create, PostgreSQL')?.rps,
      find(report, 'postgres', 'create, SQLite')?.rps,
      0.8,
    ),
    atLeast("SVG rendering of a styled code ≥ the qrcode package's plain SVG", styled, reference, 1, '/s'),
    { goal: 'PNG at 300 px ≥ 5× the 85/s of before (≥ 425/s)', measured: `${png}/s`, met: png >= 425 },
    {
      goal: `RSS under load with ${large} codes < 200 MB`,
      measured: `${rss} MB`,
      met: report.settings.largeCodes >= 1_000_000 ? rss < 200 : undefined,
    },
  ]
}

const mark = (met: boolean | undefined) => (met === undefined ? '—' : met ? 'met' : '**not met**')

function table(report: BenchReport, scenario: string): string {
  const rows = report.results.filter((r) => r.scenario === scenario)
  const ceiling = find(report, scenario, 'node:http')?.rps
  if (scenario === 'shipped') {
    return [
      '| server | req/s | × ceiling | p50 ms | p99 ms | p99.9 ms | server CPU µs per request | rounds (req/s) |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
      ...rows.map(
        (r) =>
          `| ${r.label} | ${r.rps} | ${fixed(ratio(r.rps, ceiling))} | ${r.p50} | ${r.p99} | ${r.p999} | ${r.cpuUs ?? '?'} | ${r.rounds.join(', ')} |`,
      ),
    ].join('\n')
  }
  const head =
    ceiling !== undefined
      ? '| server | req/s | × ceiling | p50 ms | p99 ms | p99.9 ms | rounds (req/s) |\n|---|---:|---:|---:|---:|---:|---|'
      : '| case | req/s | p50 ms | p99 ms | p99.9 ms | rounds (req/s) |\n|---|---:|---:|---:|---:|---|'
  const lines = rows.map((r) =>
    ceiling !== undefined
      ? `| ${r.label} | ${r.rps} | ${fixed(ratio(r.rps, ceiling))} | ${r.p50} | ${r.p99} | ${r.p999} | ${r.rounds.join(', ')} |`
      : `| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.p999} | ${r.rounds.join(', ')} |`,
  )
  return [head, ...lines].join('\n')
}

function shippedLogText(report: BenchReport): string {
  const log = report.shippedLog
  if (!log || log.requests === 0) return ''
  return `
Its log took ${fixed(log.lines / log.requests)} lines and ${Math.round(log.bytes / log.requests)} bytes per request
(${log.lines.toLocaleString('en')} lines for ${log.requests.toLocaleString('en')} requests answered).
`
}

export function renderMarkdown(report: BenchReport, options: { tablesOnly?: boolean } = {}): string {
  const s = report.settings
  const tables = `## Targets
| target | measured | |
|---|---|---|
${targets(report)
  .map((t) => `| ${t.goal} | ${t.measured} | ${mark(t.met)} |`)
  .join('\n')}

## Redirect: dynqr against its ceiling
![throughput relative to the node:http ceiling](benchmarks-chart.svg)

${table(report, 'redirect')}

After the run, the code's \`views\` had grown by **${report.viewsCheck.viewsCounted}** for
**${report.viewsCheck.redirectsServed}** redirects served (${report.viewsCheck.viewsCounted === report.viewsCheck.redirectsServed ? 'equal: no view lost or invented' : '**they differ**'}).

## The program as shipped: its bin, its defaults, its logs
The \`dynqr\` bin started as an operator starts it (\`npx dynqr\`: its shebang's Node flags,
\`NODE_ENV\` unset, nothing configured but \`PORT\`, SQLite in \`./data/dynqr.db\` with
${s.apiCodes.toLocaleString('en')} codes, analytics on, its default logging to a file), beside the
ceiling and the bench's own logs-off target on the same number of codes.

${table(report, 'shipped')}
${shippedLogText(report)}
## What the hourly stats cost the redirect
${table(report, 'stats')}

## What scan analytics cost the redirect (the same build with \`--no-analytics\`)
${table(report, 'analytics')}

## What routing rules cost the redirect
One server, 1,000 codes: the hot code without rules against a code with three rules (iOS → App
Store, Android → Play Store, \`country\` DE/AT/CH → a page), each pair with one User-Agent. A
desktop browser matches no rule (on loopback there is no country), so every rule is tried before
the code's target; the phone's first rule (iOS) sends it to the App Store.

${table(report, 'routing')}

## The redirect on a file that has taken many scans
${table(report, 'aged')}

## API (SQLite, ${s.apiCodes.toLocaleString('en')} codes in the account)
${table(report, 'api')}

## Scale: the same requests over a small and a large store
${table(report, 'scale')}

Bulk-loading ${s.largeCodes.toLocaleString('en')} codes through the repository layer took ${(report.loadMs.large / 1000).toFixed(1)} s.

## SQLite and PostgreSQL (1,000 codes; PostgreSQL on the same machine)
${table(report, 'postgres')}

## Scale-out: one dynqr instance against two on one PostgreSQL (same machine)
Scans spread over the 1,000 codes; the two instances share the same ${s.connections} connections.
CPU per redirect answered, from \`/proc\` (utime + stime of dynqr's processes and of PostgreSQL's
backends and workers, over each run), medians; [scaling.md](scaling.md) has the model.

${table(report, 'scale-out')}

| instances | dynqr CPU µs per scan (all instances) | PostgreSQL CPU µs per scan |
|---:|---:|---:|
${(report.scaleOut?.cpu ?? []).map((c) => `| ${c.instances} | ${c.dynqrUsPerScan} | ${c.postgresUsPerScan} |`).join('\n')}

## Rendering (in process, one core)
| case | images/s | rounds |
|---|---:|---|
${report.render.map((r) => `| ${r.label} | ${r.perSecond} | ${r.rounds.join(', ')} |`).join('\n')}

## Memory (dynqr server RSS)
| state | RSS |
|---|---:|
| idle, 1,000 codes | ${report.memory.idleMb} MB |
| after loading ${report.memory.largeCodes.toLocaleString('en')} codes | ${report.memory.largeStoreMb} MB |
| peak under the redirect load | ${report.memory.underLoadMb} MB |
| peak under the scale load, ${report.memory.largeCodes.toLocaleString('en')} codes | ${report.memory.largeUnderLoadMb} MB |
`
  if (options.tablesOnly) return tables
  return `# Benchmarks

_Generated by \`npm run bench\` (${report.mode} run) on ${report.generatedAt.slice(0, 10)} in ${report.durationSeconds} s. Do not edit by hand._

**Machine:** ${report.machine.cpu}, ${report.machine.cores} cores, Node ${report.machine.node} (${report.machine.platform}).
**Method:** [autocannon](https://github.com/mcollina/autocannon) on loopback, ${s.connections} connections, ${s.seconds} s per
run; in each scenario the compared servers run in turn (A B C A B C …) for ${s.rounds} rounds and the
tables show medians, so drift of the shared machine cancels out. Each server is its own process;
autocannon runs in the bench process, so on 2 cores load generator and server share the machine
as they would on any one-box test. The "as shipped" rows run the \`dynqr\` program itself with its
defaults; every other dynqr row runs its built packages through \`composeApp\` with request logging
off and the Node flags its program starts with (its shebang), as a deployment that takes access
logs from its load balancer would.
**Commands:** \`npm ci && npm run bench\` (full), \`npm run bench -- --smoke\` (seconds, what CI runs).
Scans send a phone's User-Agent so they count as views.

${tables}
## Reading the numbers
Why the targets that are missed are missed — with the profiles behind it and the levers not yet
pulled — is in [performance.md](performance.md).

- The ceiling is a bare \`node:http\` server answering a constant 302: no routing, no store.
  Anything a real service does costs some of it.
- A redirect of dynqr on SQLite reads its code and appends its counts to the scan log, committed
  before the 302 is sent: the scans of one event-loop turn share one commit (group commit), so
  each still waits for its own COMMIT. The log is rolled up into the counters, the hourly buckets
  and the event tallies behind the scans, a code once per roll-up (ADR 0034). On PostgreSQL a
  batch is one statement that updates the codes' rows.
- "Spread" scans codes chosen uniformly at random among 10,000, so no two scans of a batch are
  likely to touch the same rows; the roll-up writes a code once for all of its scans within a
  second (about 2–3 at these rates).
- Figures from one run on a shared machine move by several percent from run to run.
`
}

/** A horizontal bar chart of redirect throughput relative to the ceiling. */
export function renderChart(report: BenchReport): string {
  const rows = report.results.filter((r) => r.scenario === 'redirect')
  const ceiling = find(report, 'redirect', 'node:http')?.rps ?? 1
  const width = 640
  const barArea = 360
  const rowHeight = 34
  const height = 60 + rows.length * rowHeight + 30
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const bars = rows
    .map((r, i) => {
      const y = 50 + i * rowHeight
      const share = r.rps / ceiling
      const w = Math.max(1, Math.round(share * barArea))
      return `  <text x="250" y="${y + 17}" text-anchor="end">${escapeXml(r.label)}</text>
  <rect x="260" y="${y}" width="${w}" height="22" fill="${i === 0 ? '#9aa5b1' : r.label.startsWith('dynqr') ? '#1f6feb' : '#d29922'}"/>
  <text x="${266 + w}" y="${y + 16}">${share.toFixed(2)}× · ${r.rps.toLocaleString('en')} req/s</text>`
    })
    .join('\n')
  const target = 260 + Math.round(0.8 * barArea)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="13">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <text x="20" y="28" font-size="15" font-weight="600">Short-link redirect throughput relative to the node:http ceiling</text>
${bars}
  <line x1="${target}" y1="44" x2="${target}" y2="${height - 24}" stroke="#cf222e" stroke-dasharray="4 3"/>
  <text x="${target}" y="${height - 8}" text-anchor="middle" fill="#cf222e">0.8× target</text>
</svg>
`
}
