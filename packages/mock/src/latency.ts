import { setTimeout as sleep } from 'node:timers/promises'

/** `--latency`: a fixed delay (`300`) or a random one in a range (`100-800`), in milliseconds. */
export type Latency = { min: number; max: number }

/** Reads `300` or `100-800`; throws a message for the command line on anything else. */
export function parseLatency(text: string): Latency {
  const match = /^(\d+)(?:-(\d+))?$/.exec(text.trim())
  const min = Number(match?.[1])
  const max = match?.[2] === undefined ? min : Number(match[2])
  if (!match || max < min || max > 60_000) {
    throw new Error('must be milliseconds, e.g. 300, or a range, e.g. 100-800 (at most 60000)')
  }
  return { min, max }
}

/** Waits the configured delay; nothing when there is none. */
export async function delay(latency: Latency | undefined): Promise<void> {
  if (!latency || latency.max === 0) return
  await sleep(latency.min + Math.floor(Math.random() * (latency.max - latency.min + 1)))
}
