import type { QrCodeRepository } from '../codes/qr-code-repository.js'
import { DAY_MS, HOUR_MS } from '../records.js'

export interface StatsRetentionOptions {
  /** Hourly buckets older than this many days are rolled up into days; 0 keeps hours forever. */
  hourlyRetentionDays: number
  now?: () => number
  /** How often the roll-up runs; hourly by default. */
  everyMs?: number
  onError?: (error: unknown) => void
}

/** The start of the oldest day whose hours are kept: everything before it is rolled up. */
export function rollUpCutoff(now: number, hourlyRetentionDays: number): number {
  const cutoff = now - hourlyRetentionDays * DAY_MS
  return cutoff - (cutoff % DAY_MS)
}

/**
 * Rolls old hourly scan buckets up into days: once at start, then every hour. Returns a stop
 * function. The timer does not keep the process alive; a failed run is reported and retried
 * on the next tick (rolling up twice is harmless: days are left as they are).
 */
export function startStatsRetention(codes: QrCodeRepository, options: StatsRetentionOptions): () => Promise<void> {
  if (options.hourlyRetentionDays <= 0) return async () => {}
  const now = options.now ?? Date.now
  let running: Promise<void> = Promise.resolve()
  const run = () => {
    running = running
      .then(() => codes.rollUpBuckets(rollUpCutoff(now(), options.hourlyRetentionDays)))
      .catch((error: unknown) => options.onError?.(error))
  }
  run()
  const timer = setInterval(run, options.everyMs ?? HOUR_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
