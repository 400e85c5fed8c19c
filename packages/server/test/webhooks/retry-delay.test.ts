import { describe, expect, it } from 'vitest'
import { DEFAULT_WEBHOOK_SETTINGS, retryDelay } from '../../src/webhooks/dispatcher.js'

describe('the retry delay', () => {
  it.each([
    [1, 0, 2_500],
    [1, 1, 5_000],
    [2, 1, 10_000],
    [5, 0.5, 60_000],
    [20, 1, 3_600_000],
    [20, 0, 1_800_000],
  ])('after %i failed attempts with jitter %f is %i ms', (attempts, random, want) => {
    expect(retryDelay(attempts, DEFAULT_WEBHOOK_SETTINGS, () => random)).toBe(want)
  })

  it('spreads 41 attempts over the day with the defaults and middle jitter', () => {
    let elapsed = 0
    let attempts = 0
    while (elapsed < DEFAULT_WEBHOOK_SETTINGS.retryWindowMs) {
      attempts += 1
      elapsed += retryDelay(attempts, DEFAULT_WEBHOOK_SETTINGS, () => 0.5)
    }
    expect(attempts).toBe(41)
  })
})
