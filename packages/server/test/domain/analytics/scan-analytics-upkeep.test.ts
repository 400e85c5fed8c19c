import { describe, expect, it, vi } from 'vitest'
import { ROLL_UP_CHUNK, type ScanAnalyticsRepository } from '../../../src/domain/analytics/scan-analytics-repository.js'
import { startScanAnalyticsUpkeep } from '../../../src/domain/analytics/scan-analytics-upkeep.js'

/** A repository whose roll-ups take the given numbers of events, one per call, then none. */
function rollingUp(...chunks: number[]) {
  const calls: number[] = []
  const analytics = {
    rollUpEvents: async () => {
      const rolled = chunks.shift() ?? 0
      calls.push(rolled)
      return rolled
    },
    prune: async () => {},
  } as unknown as ScanAnalyticsRepository
  return { analytics, calls }
}

describe('the scan analytics upkeep', () => {
  it('works a backlog off chunk after chunk, without waiting for its timer', async () => {
    const { analytics, calls } = rollingUp(ROLL_UP_CHUNK, ROLL_UP_CHUNK, 7)
    const stop = startScanAnalyticsUpkeep(analytics, { eventRetentionDays: 30, rollUpEveryMs: 3_600_000 })
    await vi.waitFor(() => expect(calls).toEqual([ROLL_UP_CHUNK, ROLL_UP_CHUNK, 7]))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toHaveLength(3) // a partial chunk waits for the timer
    await stop()
  })

  it('starts no roll-up once stopped', async () => {
    const { analytics, calls } = rollingUp(ROLL_UP_CHUNK, ROLL_UP_CHUNK, ROLL_UP_CHUNK)
    const stop = startScanAnalyticsUpkeep(analytics, { eventRetentionDays: 30, rollUpEveryMs: 3_600_000 })
    await stop()
    const after = calls.length
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toHaveLength(after)
  })
})
