import type { ApiKeyRepository } from './api-key-repository.js'

/** How long a key's use waits in memory before it is written, with every other use since. */
const FLUSH_DELAY_MS = 1_000

/**
 * Keeps API keys' `last_used_at` off the request path: a use is noted in memory and written
 * within about a second, together with the other uses since, so a request never waits on that
 * write (nor on a lock or a slow database behind it). A write that fails is kept and tried
 * again with the next batch; `flush()` on shutdown writes what is left.
 */
export class KeyUseRecorder {
  readonly #keys: ApiKeyRepository
  readonly #pending = new Map<string, number>()
  #timer: NodeJS.Timeout | undefined
  #flushing: Promise<void> | undefined
  readonly #onError: (error: unknown) => void

  constructor(keys: ApiKeyRepository, onError: (error: unknown) => void = () => {}) {
    this.#keys = keys
    this.#onError = onError
  }

  /** Notes that key `id` was used at `at`; returns at once. */
  record(id: string, at: number): void {
    this.#pending.set(id, Math.max(at, this.#pending.get(id) ?? 0))
    if (this.#timer === undefined) {
      this.#timer = setTimeout(() => void this.flush(), FLUSH_DELAY_MS)
      // A pending use never keeps the process alive; shutdown flushes it.
      this.#timer.unref()
    }
  }

  /**
   * Writes every noted use; resolves when they are stored or have failed (and been kept). A flush
   * called while another runs waits for it and then writes what was noted meanwhile: answering
   * the running write's promise would leave those uses unwritten (at shutdown, lost).
   */
  async flush(): Promise<void> {
    clearTimeout(this.#timer)
    this.#timer = undefined
    while (this.#flushing) await this.#flushing
    if (this.#pending.size === 0) return
    this.#flushing = this.#write().finally(() => {
      this.#flushing = undefined
    })
    await this.#flushing
  }

  async #write(): Promise<void> {
    const batch = [...this.#pending]
    this.#pending.clear()
    for (const [id, at] of batch) {
      try {
        await this.#keys.touch(id, at)
      } catch (error) {
        // Kept for the next batch unless a later use has been noted since.
        if (!this.#pending.has(id)) this.record(id, at)
        this.#onError(error)
      }
    }
  }
}
