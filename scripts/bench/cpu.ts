/** CPU time of processes, from /proc (issue #32: CPU per scan in dynqr and in PostgreSQL). */
import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

function stat(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name, in parentheses, may hold spaces: fields count from after it.
    return text.slice(text.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

/** User plus system CPU time the processes have used so far, in µs. */
export function cpuMicros(pids: readonly number[]): number {
  let ticks = 0
  for (const pid of pids) {
    const fields = stat(pid)
    // After the name: state(0) ppid(1) … utime(11) stime(12).
    if (fields) ticks += Number(fields[11]) + Number(fields[12])
  }
  return (ticks * 1_000_000) / TICKS_PER_SECOND
}

/** The processes whose parent is `pid` (a PostgreSQL postmaster's backends and workers). */
export function childrenOf(pid: number): number[] {
  const children: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    if (Number(stat(Number(entry))?.[1]) === pid) children.push(Number(entry))
  }
  return children
}

/** CPU µs each process has used so far, by pid (processes gone are absent). */
export function cpuByPid(pids: readonly number[]): Map<number, number> {
  return new Map(pids.filter((pid) => stat(pid)).map((pid) => [pid, cpuMicros([pid])]))
}

/**
 * CPU µs used between two readings: a process in both counts its difference, one started in
 * between all it used. A process that ended in between is left out (a pool's idle connection,
 * closed for being idle, used next to nothing).
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0
  for (const [pid, used] of after) spent += used - (before.get(pid) ?? 0)
  return spent
}
