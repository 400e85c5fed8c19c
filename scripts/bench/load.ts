/** Small pure helpers of `npm run bench` (run.ts): workloads, medians, resident memory. */
import { readFileSync } from 'node:fs'

/** What one autocannon run sends. */
export interface Load {
  path: string
  /** Paths to cycle through instead of one (a spread workload). */
  paths?: string[]
  method?: 'GET' | 'POST' | 'PUT'
  bodies?: string[]
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
