/**
 * Scale-out on one machine (issue #32): what a scan costs in CPU in dynqr and in PostgreSQL's
 * processes (from /proc: utime + stime over each run, divided by the redirects answered), and
 * the redirect's throughput with one dynqr instance against two on the same database, the
 * same 50 connections split between them. docs/scaling.md turns the costs into its model.
 */
import type { ChildProcess } from 'node:child_process'
import { childrenOf, cpuBetween, cpuByPid, cpuMicros } from './cpu.js'
import { fire, type Load, median, type Sample } from './load.js'
import type { ScenarioResult } from './report.js'

interface Instance {
  port: number
  child: ChildProcess
}

export interface ScaleOutReport {
  /** CPU µs per redirect answered, medians over the rounds. */
  cpu: { instances: number; dynqrUsPerScan: number; postgresUsPerScan: number }[]
}

export async function scaleOut(options: {
  one: Instance
  second: Instance
  postmasterPid: number
  load: Load
  settings: { rounds: number; seconds: number; connections: number; warmUpSeconds: number }
  userAgent: string
  log: (line: string) => void
}): Promise<{ results: ScenarioResult[]; report: ScaleOutReport }> {
  const { one, second, postmasterPid, load, settings, userAgent, log } = options
  const runs = new Map<number, { sample: Sample; dynqr: number; postgres: number }[]>()
  // The second instance starts for this scenario: warmed first, as sideBySide warms its targets.
  if (settings.warmUpSeconds > 0)
    await Promise.all(
      [one, second].map((instance) =>
        fire(instance, load, { ...settings, seconds: settings.warmUpSeconds, connections: 25 }, userAgent),
      ),
    )
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const instances of [[one], [one, second]]) {
      const dynqrPids = instances.map((instance) => Number(instance.child.pid))
      const before = { dynqr: cpuMicros(dynqrPids), postgres: cpuByPid(childrenOf(postmasterPid)) }
      const connections = Math.floor(settings.connections / instances.length)
      const samples = await Promise.all(
        instances.map((instance) => fire(instance, load, { ...settings, connections }, userAgent)),
      )
      const scans = samples.reduce((sum, s) => sum + (s.responses['3xx'] ?? 0), 0)
      const sample: Sample = {
        rps: samples.reduce((sum, s) => sum + s.rps, 0),
        p50: Math.max(...samples.map((s) => s.p50)),
        p99: Math.max(...samples.map((s) => s.p99)),
        p999: Math.max(...samples.map((s) => s.p999)),
        responses: { '3xx': scans },
        errors: samples.reduce((sum, s) => sum + s.errors, 0),
      }
      const perScan = (spent: number) => (scans > 0 ? spent / scans : 0)
      runs.set(instances.length, [
        ...(runs.get(instances.length) ?? []),
        {
          sample,
          dynqr: perScan(cpuMicros(dynqrPids) - before.dynqr),
          postgres: perScan(cpuBetween(before.postgres, cpuByPid(childrenOf(postmasterPid)))),
        },
      ])
      log(`  scale-out · ${instances.length} instance(s) · round ${round + 1}: ${Math.round(sample.rps)} req/s`)
    }
  }
  const results: ScenarioResult[] = [...runs].map(([instances, list]) => ({
    scenario: 'scale-out',
    label:
      instances === 1
        ? `PostgreSQL, one instance, ${settings.connections} connections`
        : `PostgreSQL, two instances, ${Math.floor(settings.connections / 2)} connections each (sum)`,
    rps: Math.round(median(list.map((r) => r.sample.rps))),
    p50: median(list.map((r) => r.sample.p50)),
    p99: median(list.map((r) => r.sample.p99)),
    p999: median(list.map((r) => r.sample.p999)),
    rounds: list.map((r) => Math.round(r.sample.rps)),
    responses: { '3xx': list.reduce((sum, r) => sum + (r.sample.responses['3xx'] ?? 0), 0) },
    errors: list.reduce((sum, r) => sum + r.sample.errors, 0),
  }))
  const cpu = [...runs].map(([instances, list]) => ({
    instances,
    dynqrUsPerScan: Math.round(median(list.map((r) => r.dynqr))),
    postgresUsPerScan: Math.round(median(list.map((r) => r.postgres))),
  }))
  return { results, report: { cpu } }
}
