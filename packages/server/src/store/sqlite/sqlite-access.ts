import { setTimeout as sleep } from 'node:timers/promises'
import { storeUnavailable } from '../../domain/domain-error.js'
import { WriteFailures } from '../../domain/readiness.js'

/** Another connection (another process: the CLI, a backup) holds the lock this one needs. */
const BUSY = /^SQLITE_(BUSY|LOCKED)/
/** Result codes that say "not now" rather than "this request is wrong": answered with 503. */
const UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY|NOMEM|PROTOCOL)/

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : ''

/** An error of the database rather than of the request: the write cannot be committed now. */
export const isUnavailable = (error: unknown): boolean => UNAVAILABLE.test(codeOf(error))

/**
 * Runs the store's synchronous SQLite work without ever blocking the event loop on a lock.
 *
 * The connection has `busy_timeout = 0`: when another process holds the write lock, a statement
 * fails at once with SQLITE_BUSY instead of sleeping inside SQLite (which would freeze every
 * request, `/healthz` included). `run` then tries again after a short, growing pause on the event
 * loop, until `busyTimeoutMs` has passed, and finally answers `SERVICE_UNAVAILABLE`. A failed
 * commit (full disk, I/O error) is never swallowed: it becomes `SERVICE_UNAVAILABLE` too.
 *
 * Statements that write and return rows must be read with `.all()`, never `.get()`: `.get()`
 * leaves the statement to finish (and commit) inside `sqlite3_reset`, whose error
 * better-sqlite3 does not report, so a write lost to a full disk would look like a success.
 */
export class SqliteAccess {
  readonly #busyTimeoutMs: number
  /** Failures to commit other than a lock (full disk, I/O): the readiness probe reports them. */
  readonly failures: WriteFailures

  constructor(busyTimeoutMs: number, failures = new WriteFailures()) {
    this.#busyTimeoutMs = busyTimeoutMs
    this.failures = failures
  }

  /** Work done before every operation but a scan batch: the scan log's roll-up (sqlite-scan-log.ts). */
  #before: () => void = () => {}

  /** Sets the work done before every operation but a scan batch. */
  beforeEachOperation(work: () => void): void {
    this.#before = work
  }

  /**
   * The operation's result, now when the database is free (the hot path: no timer, no retry),
   * after the scan log is rolled up: it reads the counts as every scan acknowledged left them.
   */
  run<T>(operation: () => T): Promise<T> {
    return this.runScanBatch(() => {
      this.#before()
      return operation()
    })
  }

  /**
   * `run` without rolling the scan log up first: for the scan batch and the roll-up themselves,
   * and reads of what no scan changes (SqliteEngine.getUncounted).
   */
  runScanBatch<T>(operation: () => T): Promise<T> {
    try {
      return Promise.resolve(operation())
    } catch (error) {
      return BUSY.test(codeOf(error)) ? this.#retry(operation) : Promise.reject(this.translate(error))
    }
  }

  /** A database error as the request sees it: SERVICE_UNAVAILABLE, noted by readiness unless a lock. */
  translate(error: unknown): unknown {
    if (!UNAVAILABLE.test(codeOf(error))) return error
    if (!BUSY.test(codeOf(error))) this.failures.failed(error)
    return storeUnavailable(error)
  }

  async #retry<T>(operation: () => T): Promise<T> {
    const deadline = performance.now() + this.#busyTimeoutMs
    let pause = 2
    for (;;) {
      await sleep(Math.min(pause, Math.max(1, deadline - performance.now())))
      try {
        return operation()
      } catch (error) {
        if (!BUSY.test(codeOf(error)) || performance.now() >= deadline) throw this.translate(error)
        pause = Math.min(pause * 2, 50)
      }
    }
  }
}
