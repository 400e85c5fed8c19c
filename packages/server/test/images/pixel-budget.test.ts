import { describe, expect, it } from 'vitest'
import { PixelBudget } from '../../src/images/pixel-budget.js'

describe('PixelBudget', () => {
  it('lets a key render up to its pixels per minute, then names the seconds to wait', async () => {
    const budget = new PixelBudget(1)
    expect(await budget.charge('a', 600_000)).toBeNull()
    const wait = await budget.charge('a', 600_000)
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
  })

  it('does not count a refused render: a smaller one that fits still goes ahead', async () => {
    const budget = new PixelBudget(1)
    await budget.charge('a', 600_000)
    expect(await budget.charge('a', 600_000)).not.toBeNull()
    expect(await budget.charge('a', 400_000)).toBeNull()
  })

  it('keeps one budget per key', async () => {
    const budget = new PixelBudget(1)
    expect(await budget.charge('a', 1_000_000)).toBeNull()
    expect(await budget.charge('a', 1)).not.toBeNull()
    expect(await budget.charge('b', 1_000_000)).toBeNull()
  })
})
