/**
 * What a repository remembers from the database (live API keys, where pages start), kept only
 * while no other connection has committed: `version` is the engine's `SqlEngine.dataVersion`
 * (SQLite's `data_version`), so a change made by another process (the CLI revoking a key) is
 * never answered from memory. Bounded: past `kept` entries, all are forgotten at once (a flood of
 * keys cannot grow memory).
 */
export class Remembered<Value> {
  readonly #entries = new Map<string, Value>()
  readonly #version: () => unknown
  readonly #kept: number
  #seenVersion: unknown
  /** `checkThisTurn` asked the version in this turn of the event loop. */
  #checkedThisTurn = false
  readonly #turnEnded = () => {
    this.#checkedThisTurn = false
  }

  constructor(version: () => unknown, kept: number) {
    this.#version = version
    this.#kept = kept
  }

  /** Forgets everything when another connection committed since the last call; true when it did. */
  check(): boolean {
    const version = this.#version()
    if (version === this.#seenVersion) return false
    this.#entries.clear()
    this.#seenVersion = version
    return true
  }

  /**
   * `check`, asked at most once per turn of the event loop (`setImmediate`): for a hot path that
   * asks per request, where the version is a statement of its own (SQLite's `PRAGMA
   * data_version` was ≈ 8 % of a redirect's busy time asked per scan). Another connection's
   * commit is seen from the next turn on, as the turn's own scan batch (Batcher) is decided then.
   */
  checkThisTurn(): void {
    if (this.#checkedThisTurn) return
    this.#checkedThisTurn = true
    setImmediate(this.#turnEnded)
    this.check()
  }

  get(key: string): Value | undefined {
    return this.#entries.get(key)
  }

  set(key: string, value: Value): void {
    if (this.#entries.size >= this.#kept) this.#entries.clear()
    this.#entries.set(key, value)
  }

  /** Forgets one entry. */
  delete(key: string): void {
    this.#entries.delete(key)
  }

  clear(): void {
    this.#entries.clear()
  }
}
