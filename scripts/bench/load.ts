/** Small pure helpers of `npm run bench` (run.ts): workloads, medians, resident memory. */
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { cpuMicros } from './cpu.js'

/** What one autocannon run sends. */
export interface Load {
  path: string
  /** Paths to cycle through instead of one (a spread workload). */
  paths?: string[]
  method?: 'GET' | 'POST' | 'PUT'
  bodies?: string[]
  /** The User-Agent to send instead of the run's phone (the routing scenario's desktop browser). */
  userAgent?: string
}

/** Codes the spread workload scans, uniformly at random (every target has at least as many). */
export const SPREAD_CODES = 10_000

/** Scans spread uniformly over the first `codes` codes of a bench store (ids c0000000…). */
export function spreadLoad(codes: number): Load {
  const paths = Array.from({ length: 4_000 }, () => `/c${String(Math.floor(Math.random() * codes)).padStart(7, '0')}`)
  return { path: paths[0] ?? '/', paths }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

/**
 * The requests of a spread workload: every request of the run, whichever connection sends it,
 * takes the next of `paths` (from `start`). autocannon walks a `requests` list once per
 * connection, so a plain list sent every connection to the same path at the same moment: the
 * batches of a "spread" run each held one or two codes, and two instances on one database
 * asked for the same rows at once.
 */
export function spreadRequests(paths: readonly string[], start: number): autocannon.Request[] {
  let next = start
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }),
    },
  ]
}

/** One autocannon run's figures. */
export interface Sample {
  rps: number
  p50: number
  p99: number
  p999: number
  responses: Record<string, number>
  errors: number
  /** The target process's CPU time (utime + stime, /proc) per response, in µs. */
  cpuUs?: number
}

/** Runs `load` against a target listening on 127.0.0.1 for `settings.seconds`, as a phone (`userAgent`) unless `load` says otherwise. */
export async function fire(
  target: { port: number; key?: string; child?: { pid?: number } },
  load: Load,
  settings: { connections: number; seconds: number },
  userAgent: string,
): Promise<Sample> {
  const headers: Record<string, string> = { 'user-agent': load.userAgent ?? userAgent }
  if (target.key) headers.authorization = `Bearer ${target.key}`
  if (load.bodies) headers['content-type'] = 'application/json'
  const requests = load.paths
    ? spreadRequests(load.paths, Math.floor(Math.random() * load.paths.length))
    : (load.bodies ?? [undefined]).map((body) => ({
        method: load.method ?? 'GET',
        path: load.path,
        ...(body !== undefined && { body }),
      }))
  const pid = target.child?.pid
  const cpuBefore = pid ? cpuMicros([pid]) : 0
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}`,
    connections: settings.connections,
    duration: settings.seconds,
    headers,
    requests,
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    p999: result.latency.p99_9,
    responses: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    errors: result.errors + result.timeouts,
    ...(pid && {
      cpuUs:
        (cpuMicros([pid]) - cpuBefore) / Math.max(1, result['2xx'] + result['3xx'] + result['4xx'] + result['5xx']),
    }),
  }
}

/**
 * Each (target, load) pair once, unmeasured, before a scenario's rounds: a target started for its
 * scenario (the shipped bins, the PostgreSQL instances) would otherwise have its first rounds
 * measured while V8 still compiles its hot paths (≈ 77 CPU µs a request in its first 4 s against
 * ≈ 50–60 from its third run on, this machine), against targets that earlier scenarios warmed.
 */
export async function warmUp(
  pairs: { target: Parameters<typeof fire>[0]; load: Load }[],
  settings: { connections: number; warmUpSeconds: number },
  userAgent: string,
): Promise<void> {
  if (settings.warmUpSeconds <= 0) return
  for (const { target, load } of pairs)
    await fire(target, load, { ...settings, seconds: settings.warmUpSeconds }, userAgent)
}
