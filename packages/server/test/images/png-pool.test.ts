import { resolveQrCodeOptions } from '@dynqr/contract'
import { qrDrawing } from '@dynqr/render'
import { afterEach, describe, expect, it } from 'vitest'
import { RequestGoneError, RetryLaterError } from '../../src/domain/images/image-renderer.js'
import { PngPool } from '../../src/images/png-pool.js'

const drawing = (size: number) =>
  qrDrawing('https://qr.example/aZ3kP9qX', resolveQrCodeOptions({ width: size, height: size }))

/** Settles to the error a promise rejects with, or `undefined` when it resolves. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

// Security review #2: work whose request has gone is dropped, and one account's queue is bounded.
describe('the image worker pool, one account at a time', () => {
  let pool: PngPool | undefined
  afterEach(async () => {
    await pool?.close()
  })

  it('does not run a queued render whose request was aborted', async () => {
    pool = new PngPool({ workers: 1 })
    const gone = new AbortController()
    const first = pool.rasterise(drawing(1024), { accountId: 'acc_a' })
    const queued = outcome(pool.rasterise(drawing(1024), { accountId: 'acc_b', signal: gone.signal }))
    expect(pool.waiting).toBe(1)
    gone.abort()
    expect(await queued).toBeInstanceOf(RequestGoneError)
    expect((await first).byteLength).toBeGreaterThan(0)
    expect([pool.completed, pool.waiting]).toEqual([1, 0])
  })

  it('refuses a render beyond the account queue with 429 and Retry-After, while other accounts go ahead', async () => {
    pool = new PngPool({ workers: 1, queuePerAccount: 2 })
    const mine = [1, 2].map(() => pool?.rasterise(drawing(64), { accountId: 'acc_a' }))
    const refused = await outcome(pool.rasterise(drawing(64), { accountId: 'acc_a' }))
    expect(refused).toBeInstanceOf(RetryLaterError)
    expect((refused as RetryLaterError).retryAfterSeconds).toBeGreaterThan(0)
    const other = pool.rasterise(drawing(64), { accountId: 'acc_b' })
    await Promise.all([...mine, other])
    expect(pool.completed).toBe(3)
  })

  it('gives a waiting account the next worker before another account’s queued tasks', async () => {
    pool = new PngPool({ workers: 1 })
    const order: string[] = []
    const render = (accountId: string, label: string) =>
      pool?.rasterise(drawing(128), { accountId }).then(() => order.push(label))
    const tasks = [render('acc_a', 'a1'), render('acc_a', 'a2'), render('acc_a', 'a3'), render('acc_b', 'b1')]
    await Promise.all(tasks)
    expect(order.indexOf('b1')).toBeLessThan(order.indexOf('a3'))
  })
})
