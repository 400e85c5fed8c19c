import type { FailingTargets } from '../domain/health/failing-targets.js'
import { type CheckResult, nextState } from '../domain/health/target-health.js'
import type { DueTarget, TargetHealthRepository } from '../domain/health/target-health-repository.js'
import type { Store } from '../domain/store.js'
import { type CheckOptions, checkTarget } from './check-target.js'

export interface TargetCheckSettings {
  /** A URL is checked at most this often (TARGET_CHECK_INTERVAL, 6 h). */
  intervalMs: number
  /** Pause between looks for due URLs, and between refreshes of the failing codes (5 s). */
  pollMs: number
  /** The longest one check may take, redirects included (10 s). */
  timeoutMs: number
  /** Loopback and private targets allowed (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean
  /** The server's own port: a loopback target on it is never checked. */
  ownPort?: number
  /** Checks in flight at once in this instance, each on another host (8). */
  concurrency: number
}

export const DEFAULT_TARGET_CHECK_SETTINGS: TargetCheckSettings = {
  intervalMs: 6 * 3_600_000,
  pollMs: 5_000,
  timeoutMs: 10_000,
  allowPrivate: false,
  concurrency: 8,
}

export interface TargetCheckerOptions {
  repository: TargetHealthRepository
  /** The codes whose scans go to their fallback: refreshed every round and after each verdict. */
  failing: FailingTargets
  settings: TargetCheckSettings
  now?: () => number
  /** The check itself; check-target.ts's when missing (tests give another). */
  check?: (url: string, options: CheckOptions) => Promise<CheckResult>
  onError?: (error: unknown) => void
}

/**
 * The background checker of destination health (issue #44). Each round refreshes the failing
 * codes, claims the due URLs (the store's leases: one instance checks a URL, no two check one
 * host at once), checks them at once (each on another host) and records each verdict. Started
 * and stopped with the server (program.ts); `stop` ends the checks in flight without recording
 * them (their claims lapse, so the URLs are checked again after a restart).
 */
export class TargetChecker {
  readonly #options: TargetCheckerOptions
  readonly #now: () => number
  readonly #check: (url: string, options: CheckOptions) => Promise<CheckResult>
  #timer: NodeJS.Timeout | undefined
  #running: Promise<unknown> | undefined
  #stopped = true
  /** Aborts the checks in flight when the checker stops. */
  #shutdown = new AbortController()

  constructor(options: TargetCheckerOptions) {
    this.#options = options
    this.#now = options.now ?? Date.now
    this.#check = options.check ?? checkTarget
  }

  /** A claim outlives the check it covers; a checker that dies leaves the URL to another after this. */
  get leaseMs(): number {
    return this.#options.settings.timeoutMs * 2 + 1_000
  }

  start(): void {
    if (!this.#stopped) return
    this.#stopped = false
    this.#shutdown = new AbortController()
    this.#schedule(0)
  }

  async stop(): Promise<void> {
    this.#stopped = true
    clearTimeout(this.#timer)
    this.#shutdown.abort()
    await this.#running
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return
    this.#timer = setTimeout(() => {
      this.#running = this.checkOnce()
        .catch((error: unknown) => this.#options.onError?.(error))
        .finally(() => {
          this.#running = undefined
          this.#schedule(this.#options.settings.pollMs)
        })
    }, delayMs)
    this.#timer.unref()
  }

  /** One round: refreshes the failing codes, claims what is due and checks it; the number checked. */
  async checkOnce(): Promise<number> {
    const { repository, settings } = this.#options
    await this.refresh()
    const due = await repository.claimDue(this.#now(), settings.concurrency, this.leaseMs, new Set())
    await Promise.all(due.map((target) => this.#checkOne(target)))
    if (due.length > 0) await this.refresh()
    return due.length
  }

  /** Reads the codes that send scans to their fallback now (every instance's verdicts). */
  async refresh(): Promise<void> {
    this.#options.failing.replace(await this.#options.repository.failingFallbacks())
  }

  async #checkOne(target: DueTarget): Promise<void> {
    const { settings } = this.#options
    // The time the check began: the next one is due an interval after it, however long this
    // one takes (and a clock moved meanwhile, as the tests move theirs, cannot skip a round).
    const at = this.#now()
    const result = await this.#check(target.url, {
      timeoutMs: settings.timeoutMs,
      allowPrivate: settings.allowPrivate,
      ...(settings.ownPort !== undefined && { ownPort: settings.ownPort }),
      signal: this.#shutdown.signal,
    })
    // Stopped meanwhile: the check was cut short, and says nothing of the target.
    if (this.#stopped) return
    await this.#options.repository.record(target.url, nextState(target.state, result, at), at, at + settings.intervalMs)
  }
}

/**
 * The checker over `store`, started when `targetChecks` is given (program.ts's timers); the
 * function stops it, ending the checks in flight.
 */
export function startTargetChecks(
  store: Pick<Store, 'targetHealth'>,
  failing: FailingTargets,
  options: { targetChecks?: TargetCheckSettings | undefined; now?: (() => number) | undefined },
  onError: (error: unknown) => void,
): () => Promise<void> {
  if (!options.targetChecks) return async () => {}
  const checker = new TargetChecker({
    repository: store.targetHealth,
    failing,
    settings: options.targetChecks,
    ...(options.now && { now: options.now }),
    onError,
  })
  checker.start()
  return () => checker.stop()
}
