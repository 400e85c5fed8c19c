import type Database from 'better-sqlite3'
import { isUnavailable, type SqliteAccess } from './sqlite-access.js'

interface QueuedWrite {
  operation: () => unknown
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

type Outcome = { value: unknown; error?: undefined } | { error: unknown }

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
  readonly #access: SqliteAccess
  readonly #commit: (batch: QueuedWrite[]) => Outcome[]
  #queue: QueuedWrite[] = []

  constructor(db: Database.Database, access: SqliteAccess) {
    this.#access = access
    const savepoint = db.prepare('SAVEPOINT one_write')
    const release = db.prepare('RELEASE one_write')
    const rollBack = db.prepare('ROLLBACK TO one_write')
    this.#commit = db.transaction((batch: QueuedWrite[]) =>
      batch.map((write): Outcome => {
        savepoint.run()
        try {
          const value = write.operation()
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
  }

  /** Runs `operation` (synchronous statements only) in this turn's shared transaction. */
  run<T>(operation: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const write = { operation, resolve: resolve as (value: unknown) => void, reject }
      if (this.#queue.push(write) === 1) setImmediate(this.#flush)
    })
  }

  readonly #flush = () => {
    const queued = this.#queue
    this.#queue = []
    for (let start = 0; start < queued.length; start += MAX_BATCH) {
      const batch = queued.slice(start, start + MAX_BATCH)
      this.#access
        .run(() => this.#commit(batch))
        .then(
          (outcomes) => {
            for (const [index, write] of batch.entries()) {
              const outcome = outcomes[index] as Outcome
              if (outcome.error === undefined) write.resolve((outcome as { value: unknown }).value)
              else write.reject(outcome.error)
            }
          },
          (error: unknown) => {
            for (const write of batch) write.reject(error)
          },
        )
    }
  }
}
