import { execFile } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import type { BenchReport } from './report.js'

const run = promisify(execFile)
const root = join(import.meta.dirname, '../..')

// The smoke run proves the benchmark works end to end; it asserts no timing.
describe('npm run bench -- --smoke', () => {
  it('runs every scenario and writes the report, the JSON and the chart', async () => {
    const out = await mkdtemp(join(tmpdir(), 'dynqr-bench-out-'))
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/run.ts', '--smoke', '--out', out],
      {
        cwd: root,
        timeout: 240_000,
      },
    )
    expect(stdout).toContain('## Targets')
    const report = JSON.parse(await readFile(join(out, 'benchmarks.json'), 'utf8')) as BenchReport
    expect(new Set(report.results.map((r) => r.scenario))).toEqual(
      new Set([
        'redirect',
        'shipped',
        'stats',
        'analytics',
        'routing',
        'aged',
        'api',
        'scale',
        'postgres',
        'scale-out',
      ]),
    )
    expect(report.results.every((r) => r.rps > 0 && r.errors === 0)).toBe(true)
    // The routing rows are redirects (their Locations were checked before the rounds) and say whether within 10 %.
    const routing = report.results.filter((r) => r.scenario === 'routing')
    expect(routing).toHaveLength(4)
    expect(routing.every((r) => (r.responses['3xx'] ?? 0) > 0 && !r.responses['2xx'])).toBe(true)
    expect(stdout).toMatch(/\| redirect with rules within 10% of without, one hot code \| \d\.\d\d× /)
    expect(report.render.every((r) => r.perSecond > 0)).toBe(true)
    expect(report.viewsCheck.viewsCounted).toBe(report.viewsCheck.redirectsServed)
    // The shipped program logs with its defaults: its stdout holds its lines.
    expect(report.shippedLog?.lines).toBeGreaterThan(0)
    expect(await readFile(join(out, 'benchmarks.md'), 'utf8')).toContain('# Benchmarks')
    expect(await readFile(join(out, 'benchmarks-chart.svg'), 'utf8')).toMatch(/^<svg/)
  }, 300_000)
})
