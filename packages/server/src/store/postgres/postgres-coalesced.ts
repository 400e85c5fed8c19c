interface Pending<In, Out> {
  input: In
  resolve: (output: Out) => void
  reject: (error: unknown) => void
}

/**
 * How long a batch may go unanswered when the store's options do not say: a statement that could
 * have waited for a connection (10 s) and run to the default statement_timeout (5 s), with room.
 */
export const DEFAULT_ANSWER_WITHIN_MS = 20_000

/** Most requests one statement answers; more wait for the next. */
const MAX_BATCH = 500

/**
 * Requests of one kind coalesced into one statement (issue #32): the requests that arrive while
 * the previous statement is in flight are sent together as the next one — one round trip for all
 * of them instead of one each — and each gets its own answer from it. The statement is sent only
 * after every request it answers has arrived, so it sees everything committed before each of
 * them (a key revoked before a request arrives is revoked for that request, on every instance).
 * `run` answers a batch's inputs in order; when it fails, every request of the batch fails.
 *
 * One statement is in flight at a time, so one that never returns (a database host gone without
 * closing its socket: no statement_timeout reaches the client then) would hold every later request
 * of its kind. After `answerWithinMs` its batch fails as unavailable (503) and the next batch goes,
 * on another connection of the pool.
 */
export class Coalesced<In, Out> {
  readonly #run: (inputs: In[]) => Promise<Out[]>
  readonly #answerWithinMs: number
  #queue: Pending<In, Out>[] = []
  #running = false

  constructor(run: (inputs: In[]) => Promise<Out[]>, answerWithinMs: number) {
    this.#run = run
    this.#answerWithinMs = answerWithinMs
  }

  ask(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      if (this.#queue.push({ input, resolve, reject }) === 1 && !this.#running) setImmediate(this.#flush)
    })
  }

  readonly #flush = () => {
    const batch = this.#queue.splice(0, MAX_BATCH)
    if (batch.length === 0) return
    this.#running = true
    this.#answer(batch).finally(() => {
      this.#running = false
      if (this.#queue.length > 0) setImmediate(this.#flush)
    })
  }

  async #answer(batch: Pending<In, Out>[]): Promise<void> {
    let outputs: Out[]
    try {
      outputs = await answerWithin(this.#run(batch.map(({ input }) => input)), this.#answerWithinMs)
    } catch (error) {
      for (const { reject } of batch) reject(error)
      return
    }
    for (const [i, { resolve }] of batch.entries()) resolve(outputs[i] as Out)
  }
}

/**
 * `work`, or a socket-level timeout (ETIMEDOUT, which postgres-errors.ts translates to
 * SERVICE_UNAVAILABLE) once `ms` have passed without its answer. The work itself goes on until
 * its connection's query_timeout ends it; only the caller stops waiting. Every batch of the store
 * (coalesced statements, scans, creates) is raced with it, so a database host gone without closing
 * its socket answers 503 instead of holding the batch, and every one queued behind it, for the
 * kernel's ~15 minutes.
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

/** A socket-level timeout, which postgres-errors.ts translates to SERVICE_UNAVAILABLE. */
function notAnswered(ms: number): Error {
  return Object.assign(new Error(`PostgreSQL did not answer within ${ms} ms`), { code: 'ETIMEDOUT' })
}
