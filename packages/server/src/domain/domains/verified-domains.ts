import type { DomainRepository, VerifiedDomain } from './domain-repository.js'

/** How often an instance asks whether the domains changed: 2 s, well inside the 5 s promised. */
export const DOMAINS_POLL_MS = 2_000

/**
 * The verified custom domains, in memory: what `/tls/allowed` and every short link on a custom
 * host read, a Map lookup and never a database round trip. Kept current across instances by
 * polling the store's change counter (one tiny read every `pollMs`); the whole set is reloaded
 * only when it moved. A write on this instance reloads it at once (`changed`).
 */
export class VerifiedDomains {
  readonly #repository: DomainRepository
  readonly #pollMs: number
  readonly #onError: (error: unknown) => void
  #byHostname = new Map<string, VerifiedDomain>()
  #version = Number.NaN
  #timer: NodeJS.Timeout | undefined
  #refreshing: Promise<void> | undefined

  constructor(repository: DomainRepository, options: { pollMs?: number; onError?: (error: unknown) => void } = {}) {
    this.#repository = repository
    this.#pollMs = options.pollMs ?? DOMAINS_POLL_MS
    this.#onError = options.onError ?? (() => {})
  }

  /** The verified domain of this hostname (lower case, no port), if any. */
  get(hostname: string): VerifiedDomain | undefined {
    return this.#byHostname.get(hostname)
  }

  /** Loads the set, then polls the change counter until `stop`. */
  async start(): Promise<void> {
    await this.refresh()
    this.#timer ??= setInterval(() => {
      this.refresh().catch(this.#onError)
    }, this.#pollMs)
    this.#timer.unref()
  }

  stop(): void {
    clearInterval(this.#timer)
    this.#timer = undefined
  }

  /** A domain changed on this instance: reload now rather than at the next poll. */
  changed(): Promise<void> {
    this.#version = Number.NaN
    return this.refresh()
  }

  /** Reloads the set if the change counter moved; one refresh at a time. */
  refresh(): Promise<void> {
    this.#refreshing ??= this.#reload().finally(() => {
      this.#refreshing = undefined
    })
    return this.#refreshing
  }

  async #reload(): Promise<void> {
    // The counter first: a change between the two reads is reloaded again at the next poll.
    const version = await this.#repository.version()
    if (version === this.#version) return
    const domains = await this.#repository.verified()
    this.#byHostname = new Map(domains.map((domain) => [domain.hostname, domain]))
    this.#version = version
  }
}
