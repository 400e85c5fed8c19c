import { describe, expect, it } from 'vitest'
import { Batcher, Failed } from '../../../src/store/sql/batcher.js'

/** A batcher that records the batches it ran and doubles each input (a `Failed` for negatives). */
function doubling(options: { maxBatch?: number; oneInFlight?: boolean; keyOf?: (n: number) => string } = {}) {
  const batches: number[][] = []
  const batcher = new Batcher<number, number>({
    maxBatch: options.maxBatch ?? 100,
    oneInFlight: options.oneInFlight,
    keyOf: options.keyOf,
    run: async (inputs) => {
      batches.push(inputs)
      return inputs.map((n) => (n < 0 ? new Failed(new Error(`no ${n}`)) : n * 2))
    },
  })
  return { batcher, batches }
}

describe('the batcher', () => {
  it('answers the requests of one turn with one batch, each with its own output', async () => {
    const { batcher, batches } = doubling()
    expect(await Promise.all([1, 2, 3].map((n) => batcher.submit(n)))).toEqual([2, 4, 6])
    expect(batches).toEqual([[1, 2, 3]])
  })

  it('rejects a request that failed alone; the others of its batch succeed', async () => {
    const { batcher } = doubling()
    const outcomes = await Promise.allSettled([1, -1, 3].map((n) => batcher.submit(n)))
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('no -1')
  })

  it('rejects every request of a batch whose work throws', async () => {
    const batcher = new Batcher<number, number>({
      maxBatch: 10,
      run: async () => {
        throw new Error('disk full')
      },
    })
    const outcomes = await Promise.allSettled([batcher.submit(1), batcher.submit(2)])
    expect(outcomes.map((outcome) => (outcome as PromiseRejectedResult).reason.message)).toEqual([
      'disk full',
      'disk full',
    ])
  })

  it('splits a long queue into batches of at most maxBatch, in order', async () => {
    const { batcher, batches } = doubling({ maxBatch: 2 })
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(n)))
    expect(batches).toEqual([[1, 2], [3, 4], [5]])
  })

  it('puts two requests of one key in different batches, the later one after', async () => {
    const { batcher, batches } = doubling({ keyOf: (n) => String(n % 3), oneInFlight: true })
    expect(await Promise.all([1, 4, 2, 7].map((n) => batcher.submit(n)))).toEqual([2, 8, 4, 14])
    expect(batches).toEqual([[1, 2], [4], [7]])
  })

  it('with one in flight, gathers what arrives meanwhile into the next batch', async () => {
    let release: () => void = () => {}
    const batches: number[][] = []
    const batcher = new Batcher<number, number>({
      maxBatch: 100,
      oneInFlight: true,
      run: async (inputs) => {
        batches.push(inputs)
        if (batches.length === 1)
          await new Promise<void>((resolve) => {
            release = resolve
          })
        return inputs
      },
    })
    const first = batcher.submit(1)
    await new Promise((resolve) => setImmediate(resolve))
    const later = [2, 3].map((n) => batcher.submit(n))
    await new Promise((resolve) => setImmediate(resolve))
    expect(batches).toEqual([[1]])
    release()
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3])
    expect(batches).toEqual([[1], [2, 3]])
  })

  it('fails a batch unanswered within answerWithinMs as unavailable, tells its work, and lets the next go', async () => {
    let calls = 0
    let told: { givenUp: boolean } | undefined
    const batcher = new Batcher<number, number>({
      maxBatch: 10,
      oneInFlight: true,
      answerWithinMs: 50,
      run: (inputs, batch) => {
        calls += 1
        if (calls > 1) return Promise.resolve(inputs.map((n) => n * 2))
        told = batch
        // The first batch's connection is gone without a word: it never settles.
        return new Promise(() => {})
      },
    })
    const stalled = await Promise.allSettled([batcher.submit(1), batcher.submit(2)])
    expect(stalled.map((outcome) => (outcome as PromiseRejectedResult).reason.code)).toEqual(['ETIMEDOUT', 'ETIMEDOUT'])
    expect(told?.givenUp).toBe(true)
    expect(await Promise.all([batcher.submit(3), batcher.submit(4)])).toEqual([6, 8])
  })
})
