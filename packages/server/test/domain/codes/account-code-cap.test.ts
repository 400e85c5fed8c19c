import { describe, expect, it } from 'vitest'
import { AccountCodeCap } from '../../../src/domain/codes/account-code-cap.js'

/** The per-account cap on live codes (MAX_CODES_PER_ACCOUNT, issue #38), against a counted fake store. */
describe('AccountCodeCap', () => {
  const counted = (live: number) => {
    const calls = { count: 0 }
    const count = async () => {
      calls.count += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      return live
    }
    return { calls, count }
  }

  it('lets creates arriving together share one count, so they still reach the store together', async () => {
    const store = counted(10)
    const cap = new AccountCodeCap(store.count, 100, () => 0)
    await Promise.all([cap.check('acc'), cap.check('acc'), cap.check('acc')])
    expect(store.calls.count).toBe(1)
  })

  it('refuses a create past the cap with LIMIT_REACHED naming the variable, and counts again near it', async () => {
    const store = counted(3)
    const cap = new AccountCodeCap(store.count, 3, () => 0)
    await expect(cap.check('acc')).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
      message: expect.stringContaining('MAX_CODES_PER_ACCOUNT is 3'),
    })
    expect(await cap.room('acc', 5)).toEqual({ granted: 0, live: 3 })
    expect(store.calls.count).toBe(2)
  })

  it('trusts a fresh count far below the cap, adding what it created since', async () => {
    const store = counted(1)
    let now = 0
    const cap = new AccountCodeCap(store.count, 100, () => now)
    await cap.check('acc')
    cap.created('acc', 4)
    expect(await cap.room('acc', 2)).toEqual({ granted: 2, live: 5 })
    expect(store.calls.count).toBe(1)
    now = 1_000
    expect(await cap.room('acc', 2)).toEqual({ granted: 2, live: 1 })
    expect(store.calls.count).toBe(2)
  })
})
