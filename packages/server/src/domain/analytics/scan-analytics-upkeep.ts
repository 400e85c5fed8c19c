import { HOUR_MS } from '../records.js'
import { ROLL_UP_CHUNK, type ScanAnalyticsRepository } from './scan-analytics-repository.js'

export interface ScanAnalyticsUpkeepOptions {
  /** Raw scan events older than this many days are deleted (their roll-ups stay); 0 keeps them. */
  eventRetentionDays: number
  now?: () => number
  /** How often the events are rolled up; every 10 s by default. */
  rollUpEveryMs?: number
  onError?: (error: unknown) => void
}

/**
 * Scan analytics' background step: rolls new events up into the dimension buckets (often, so
 * the tail that reads add stays small; a backlog in chunks, one after another) and, once at start and then hourly, forgets the visitor
 * keys and salts of past days and the raw events past retention. Returns a stop function; the
 * timers do not keep the process alive and a failed run is reported and tried again next time.
 */
export function startScanAnalyticsUpkeep(
  analytics: ScanAnalyticsRepository,
  options: ScanAnalyticsUpkeepOptions,
): () => Promise<void> {
  const now = options.now ?? Date.now
  let running: Promise<unknown> = Promise.resolve()
  const step = (work: () => Promise<unknown>) => () => {
    running = running.then(work).catch((error: unknown) => options.onError?.(error))
  }
  let stopped = false
  // A full chunk means more are waiting: go on at once rather than in 10 s, so the tail that
  // reads add (and the work of the next roll-up) never grows faster than it is rolled up.
  const rollUp: () => void = step(async () => {
    const rolled = await analytics.rollUpEvents()
    if (rolled >= ROLL_UP_CHUNK) setImmediate(() => stopped || rollUp())
  })
  const prune = step(() => analytics.prune(now(), options.eventRetentionDays))
  prune()
  rollUp()
  const rollUpTimer = setInterval(rollUp, options.rollUpEveryMs ?? 10_000)
  const pruneTimer = setInterval(prune, HOUR_MS)
  rollUpTimer.unref()
  pruneTimer.unref()
  return async () => {
    stopped = true
    clearInterval(rollUpTimer)
    clearInterval(pruneTimer)
    await running
  }
}
