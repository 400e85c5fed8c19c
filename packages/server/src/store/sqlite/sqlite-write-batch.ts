import type Database from 'better-sqlite3'
import { isUnavailable, type SqliteAccess } from './sqlite-access.js'

export type Outcome = { value: unknown; error?: undefined } | { error: unknown }

interface Queued<Job> {
  job: Job
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/**
 * The jobs submitted in one turn of the event loop, committed together when the turn ends
 * (`setImmediate`) by `commit`, which runs them in order in one transaction and gives each its
 * own outcome. Every promise settles only after that transaction returned, i.e. after COMMIT; if
 * the transaction itself fails, every job of it is rejected with that error.
 */
export class GroupCommit<Job> {
  readonly #access: SqliteAccess
  readonly #maxBatch: number
  readonly #commit: (jobs: Job[]) => Outcome[]
  #queue: Queued<Job>[] = []

  constructor(access: SqliteAccess, maxBatch: number, commit: (jobs: Job[]) => Outcome[]) {
    this.#access = access
    this.#maxBatch = maxBatch
    this.#commit = commit
  }

  submit(job: Job): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.#queue.push({ job, resolve, reject }) === 1) setImmediate(this.#flush)
    })
  }

  readonly #flush = () => {
    const queued = this.#queue
    this.#queue = []
    for (let start = 0; start < queued.length; start += this.#maxBatch) {
      const batch = queued.slice(start, start + this.#maxBatch)
      this.#access
        .run(() => this.#commit(batch.map((queuedJob) => queuedJob.job)))
        .then(
          (outcomes) => {
            for (const [index, { resolve, reject }] of batch.entries()) {
              const outcome = outcomes[index] as Outcome
              if (outcome.error === undefined) resolve((outcome as { value: unknown }).value)
              else reject(outcome.error)
            }
          },
          (error: unknown) => {
            for (const { reject } of batch) reject(error)
          },
        )
    }
  }
}

/** Most writes one transaction takes; a longer queue is committed in several. */
const MAX_BATCH = 256

/**
 * Group commit for the API's writes (create, update, delete of codes).
 *
 * The writes that arrive in one turn of the event loop run in order in ONE `IMMEDIATE`
 * transaction when the turn ends, each inside its own SAVEPOINT: a write that throws (a taken id,
 * a bug) is rolled back alone and rejects alone, the others commit. Every promise settles only
 * after COMMIT returned, so no write is answered as a success before it is committed. A failure
 * of the transaction itself — a full disk, an I/O error, another process's lock — fails the whole
 * batch (SQLite may already have rolled all of it back), and SqliteAccess turns it into a 503 or
 * retries it as one. A commit costs about as much as the statements it carries, so sharing it
 * is what lifts creates per second (docs/performance.md).
 */
export class SqliteWriteBatch {
  readonly #writes: GroupCommit<() => unknown>

  constructor(db: Database.Database, access: SqliteAccess) {
    const savepoint = db.prepare('SAVEPOINT one_write')
    const release = db.prepare('RELEASE one_write')
    const rollBack = db.prepare('ROLLBACK TO one_write')
    const commit = db.transaction((operations: (() => unknown)[]) =>
      operations.map((operation): Outcome => {
        savepoint.run()
        try {
          const value = operation()
          release.run()
          return { value }
        } catch (error) {
          if (!db.inTransaction || isUnavailable(error)) throw error
          rollBack.run()
          release.run()
          return { error }
        }
      }),
    ).immediate
    this.#writes = new GroupCommit(access, MAX_BATCH, commit)
  }

  /** Runs `operation` (synchronous statements only) in this turn's shared transaction. */
  run<T>(operation: () => T): Promise<T> {
    return this.#writes.submit(operation) as Promise<T>
  }
}
