/**
 * The store's one batching queue (issue #39): requests of one kind that arrive together are
 * answered by one piece of work — one commit, one statement, one round trip for all of them —
 * and each request gets its own answer from it. Every batch of the store runs on it: the group
 * commit of SQLite's transactions and scans, PostgreSQL's grouped creates and scan batches, and
 * the coalesced lookups (API keys, rate-limit hits).
 *
 * Requests gather during one turn of the event loop (`setImmediate`); with `oneInFlight` they
 * also gather while the previous batch is out, and go together as the next one — under load,
 * batches grow instead of queueing behind each other. A batch is sent only after every request
 * it answers has arrived, so it sees everything committed before each of them.
 */

/** One request's own failure in a batch that otherwise succeeded: only that request rejects. */
export class Failed {
  constructor(readonly error: unknown) {}
}

/** What a batch's work learns while it runs: whether its requests were already answered 503. */
export interface BatchState {
  readonly givenUp: boolean
}

export interface BatcherOptions<In, Out> {
  /**
   * Answers a batch's inputs, in order: one output each (a `Failed` rejects that request alone).
   * When it throws, every request of the batch rejects with that error.
   */
  run: (inputs: In[], batch: BatchState) => Promise<readonly (Out | Failed)[]>
  /** Most requests one batch takes; the rest wait for the next. */
  maxBatch: number
  /** One batch out at a time: what arrives meanwhile is the next batch (PostgreSQL's round trips). */
  oneInFlight?: boolean
  /**
   * How long a batch may go unanswered before its requests fail as unavailable (a socket-level
   * ETIMEDOUT, which the engines' error translation answers 503) and the next batch goes. One
   * statement that never returns (a database host gone without closing its socket: no
   * statement_timeout reaches the client then) would otherwise hold every later request of its
   * kind. The work itself goes on until its connection's timeout ends it; `BatchState.givenUp`
   * tells it its callers were answered.
   */
  answerWithinMs?: number
  /**
   * Requests of one key never share a batch (creates of one id: which one won would be unknown);
   * the later waits for the next batch.
   */
  keyOf?: (input: In) => string
}

interface Pending<In, Out> {
  input: In
  resolve: (output: Out) => void
  reject: (error: unknown) => void
}

export class Batcher<In, Out> {
  readonly #options: BatcherOptions<In, Out>
  #queue: Pending<In, Out>[] = []
  #inFlight = false

  constructor(options: BatcherOptions<In, Out>) {
    this.#options = options
  }

  /** The request's own answer, once the batch it went in is done (committed). */
  submit(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      if (this.#queue.push({ input, resolve, reject }) === 1 && !this.#inFlight) setImmediate(this.#flush)
    })
  }

  readonly #flush = () => {
    if (this.#options.oneInFlight) {
      const batch = this.#take()
      if (batch.length === 0) return
      this.#inFlight = true
      this.#answer(batch).finally(() => {
        this.#inFlight = false
        if (this.#queue.length > 0) setImmediate(this.#flush)
      })
      return
    }
    // The whole turn's requests now, a batch after another (SQLite: each commits synchronously
    // unless it waits for another process's lock).
    for (let batch = this.#take(); batch.length > 0; batch = this.#take()) void this.#answer(batch)
  }

  /** The next batch off the queue: at most maxBatch, one request per key. */
  #take(): Pending<In, Out>[] {
    const { maxBatch, keyOf } = this.#options
    if (!keyOf) return this.#queue.splice(0, maxBatch)
    const keys = new Set<string>()
    const batch: Pending<In, Out>[] = []
    const later: Pending<In, Out>[] = []
    for (const pending of this.#queue) {
      const key = keyOf(pending.input)
      if (batch.length < maxBatch && !keys.has(key)) {
        keys.add(key)
        batch.push(pending)
      } else later.push(pending)
    }
    this.#queue = later
    return batch
  }

  async #answer(batch: Pending<In, Out>[]): Promise<void> {
    const state = { givenUp: false }
    let outputs: readonly (Out | Failed)[]
    try {
      const work = this.#options.run(
        batch.map(({ input }) => input),
        state,
      )
      const ms = this.#options.answerWithinMs
      outputs = ms === undefined ? await work : await answerWithin(work, ms)
    } catch (error) {
      state.givenUp = true
      for (const { reject } of batch) reject(error)
      return
    }
    for (const [index, { resolve, reject }] of batch.entries()) {
      const output = outputs[index] as Out | Failed
      if (output instanceof Failed) reject(output.error)
      else resolve(output)
    }
  }
}

/**
 * How long a batch may go unanswered when the store's options do not say: a statement that could
 * have waited for a connection (10 s) and run to the default statement_timeout (5 s), with room.
 */
export const DEFAULT_ANSWER_WITHIN_MS = 20_000

/**
 * `work`, or a socket-level timeout (ETIMEDOUT, which postgres-errors.ts translates to
 * SERVICE_UNAVAILABLE) once `ms` have passed without its answer. Only the caller stops waiting:
 * so a database host gone without closing its socket answers 503 instead of holding the batch,
 * and every one queued behind it, for the kernel's ~15 minutes.
 */
export async function answerWithin<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(notAnswered(ms)), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

function notAnswered(ms: number): Error {
  return Object.assign(new Error(`The database did not answer within ${ms} ms`), { code: 'ETIMEDOUT' })
}
