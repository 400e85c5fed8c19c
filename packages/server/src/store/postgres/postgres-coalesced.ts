interface Pending<In, Out> {
  input: In
  resolve: (output: Out) => void
  reject: (error: unknown) => void
}

/** Most requests one statement answers; more wait for the next. */
const MAX_BATCH = 500

/**
 * Requests of one kind coalesced into one statement (issue #32): the requests that arrive while
 * the previous statement is in flight are sent together as the next one — one round trip for all
 * of them instead of one each — and each gets its own answer from it. The statement is sent only
 * after every request it answers has arrived, so it sees everything committed before each of
 * them (a key revoked before a request arrives is revoked for that request, on every instance).
 * `run` answers a batch's inputs in order; when it fails, every request of the batch fails.
 */
export class Coalesced<In, Out> {
  readonly #run: (inputs: In[]) => Promise<Out[]>
  #queue: Pending<In, Out>[] = []
  #running = false

  constructor(run: (inputs: In[]) => Promise<Out[]>) {
    this.#run = run
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
      outputs = await this.#run(batch.map(({ input }) => input))
    } catch (error) {
      for (const { reject } of batch) reject(error)
      return
    }
    for (const [i, { resolve }] of batch.entries()) resolve(outputs[i] as Out)
  }
}
