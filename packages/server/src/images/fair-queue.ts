import { type RenderJob, RetryLaterError, requestGone } from '../domain/images/image-renderer.js'

/** Tasks (queued and running) one account may have on the image workers by default (IMAGE_QUEUE_PER_ACCOUNT). */
export const DEFAULT_IMAGE_QUEUE_PER_ACCOUNT = 32

/** Seconds a client is asked to wait when its account's queue is full: a render takes well under one. */
const QUEUE_FULL_RETRY_AFTER_SECONDS = 1

export interface FairQueueOptions {
  /** Tasks run at once: the pool's worker threads. */
  slots: number
  /** Tasks one account may have queued and running together; beyond it a task is refused (`429`). */
  perAccount: number
}

interface Waiting {
  /** Starts the task; settles when it has. */
  start: () => Promise<unknown>
  onAbort: () => void
}

/**
 * The image workers' waiting room (security review #2). Piscina's own queue is first come, first
 * served: one account's 400 scan-guard draws would stand before another account's one PNG. Here
 * each account has its own queue, bounded, and a free worker takes the next task of the account
 * served longest ago, so a waiting account waits for at most one task of each other account. An account never holds more than half the workers (rounded up) while another waits
 * for one. A task whose request has gone is dropped before it runs; one already running is
 * cancelled through the signal (the pool ends its worker).
 */
export class FairQueue {
  readonly #slots: number
  readonly #perAccount: number
  readonly #queues = new Map<string, Waiting[]>()
  readonly #running = new Map<string, number>()
  /** When each account with tasks last had one started (a counter): the longest unserved goes next. */
  readonly #served = new Map<string, number>()
  #turn = 0
  #busy = 0

  constructor(options: FairQueueOptions) {
    this.#slots = Math.max(1, options.slots)
    this.#perAccount = Math.max(1, options.perAccount)
  }

  /** Runs `task` when the account's turn comes; refused with `429` when its queue is full. */
  run<T>(job: RenderJob, task: () => Promise<T>): Promise<T> {
    const { accountId, signal } = job
    if (signal?.aborted) return Promise.reject(requestGone())
    const queue = this.#queues.get(accountId) ?? []
    if (queue.length + (this.#running.get(accountId) ?? 0) >= this.#perAccount) {
      return Promise.reject(
        new RetryLaterError(
          `This account has ${this.#perAccount} image renders waiting or running, the most it may (IMAGE_QUEUE_PER_ACCOUNT); retry after ${QUEUE_FULL_RETRY_AFTER_SECONDS} second`,
          QUEUE_FULL_RETRY_AFTER_SECONDS,
        ),
      )
    }
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = {
        start: () => {
          signal?.removeEventListener('abort', waiting.onAbort)
          const running = task()
          running.then(resolve, reject)
          return running.catch(() => undefined)
        },
        onAbort: () => {
          const at = queue.indexOf(waiting)
          if (at < 0) return
          queue.splice(at, 1)
          this.#forgetIfIdle(accountId)
          reject(requestGone())
        },
      }
      signal?.addEventListener('abort', waiting.onAbort, { once: true })
      queue.push(waiting)
      this.#queues.set(accountId, queue)
      this.#pump()
    })
  }

  /** Tasks waiting for a worker, all accounts together. */
  get waiting(): number {
    let count = 0
    for (const queue of this.#queues.values()) count += queue.length
    return count
  }

  #pump(): void {
    while (this.#busy < this.#slots) {
      const accountId = this.#nextAccount()
      if (accountId === undefined) return
      const queue = this.#queues.get(accountId) as Waiting[]
      const waiting = queue.shift() as Waiting
      if (queue.length === 0) this.#queues.delete(accountId)
      this.#busy += 1
      this.#running.set(accountId, (this.#running.get(accountId) ?? 0) + 1)
      this.#turn += 1
      this.#served.set(accountId, this.#turn)
      void waiting.start().then(() => {
        this.#busy -= 1
        this.#running.set(accountId, (this.#running.get(accountId) ?? 1) - 1)
        this.#forgetIfIdle(accountId)
        this.#pump()
      })
    }
  }

  #forgetIfIdle(accountId: string): void {
    if ((this.#queues.get(accountId)?.length ?? 0) > 0) return
    this.#queues.delete(accountId)
    if ((this.#running.get(accountId) ?? 0) > 0) return
    this.#running.delete(accountId)
    this.#served.delete(accountId)
  }

  /**
   * The account with a task waiting that was served longest ago (never first), among those
   * holding less than their share: half the workers, rounded up, while another account waits.
   */
  #nextAccount(): string | undefined {
    const share = this.#queues.size > 1 ? Math.ceil(this.#slots / 2) : this.#slots
    let best: string | undefined
    let bestTurn = Number.POSITIVE_INFINITY
    for (const [accountId, queue] of this.#queues) {
      if (queue.length === 0 || (this.#running.get(accountId) ?? 0) >= share) continue
      const turn = this.#served.get(accountId) ?? 0
      if (turn < bestTurn) {
        best = accountId
        bestTurn = turn
      }
    }
    return best
  }
}
