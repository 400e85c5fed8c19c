import type Database from 'better-sqlite3'
import type { Sql, SqlValue } from '../sql/sql.js'
import type { SqlEngine, SqlSession, SyncSqlSession } from '../sql/sql-engine.js'
import { isUnavailable, type SqliteAccess } from './sqlite-access.js'

/** Most transactions one commit takes; a longer queue is committed in several. */
const MAX_BATCH = 256
/** Prepared statements kept by text; more are forgotten all at once (dynamic lists, filters). */
const MAX_STATEMENTS = 1_000

type Statement = Database.Statement<unknown[], unknown>

interface Queued {
  work: (tx: SqlSession) => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

type Outcome = { value: unknown; error?: undefined } | { value?: undefined; error: unknown }

/** better-sqlite3 binds numbers, strings, bigints, Buffers and null; not booleans. */
const bound = (values: readonly SqlValue[]): unknown[] =>
  values.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) return Buffer.from(value)
    return value
  })

/** Statements run at once on the connection, their errors as SQLite threw them. */
class Connection implements SqlSession, SyncSqlSession {
  readonly #db: Database.Database
  readonly #statements = new Map<string, Statement>()

  constructor(db: Database.Database) {
    this.#db = db
  }

  prepare(text: string): Statement {
    let statement = this.#statements.get(text)
    if (!statement) {
      if (this.#statements.size >= MAX_STATEMENTS) this.#statements.clear()
      statement = this.#db.prepare(text)
      this.#statements.set(text, statement)
    }
    return statement
  }

  allNow<Row>({ text, values }: Sql): Row[] {
    const statement = this.prepare(text)
    if (statement.reader) return statement.all(...bound(values)) as Row[]
    statement.run(...bound(values))
    return []
  }

  /**
   * A read-only statement's first row by `.get()`; a write's by `.all()`, because `.get()` leaves
   * a writing statement to finish inside sqlite3_reset, whose error better-sqlite3 does not
   * report (a write lost to a full disk would look like a success).
   */
  getNow<Row>(statement: Sql): Row | undefined {
    const prepared = this.prepare(statement.text)
    if (prepared.reader && prepared.readonly) return prepared.get(...bound(statement.values)) as Row | undefined
    return this.allNow<Row>(statement)[0]
  }

  runNow({ text, values }: Sql): number {
    const statement = this.prepare(text)
    if (statement.reader) return statement.all(...bound(values)).length
    return statement.run(...bound(values)).changes
  }

  all<Row>(statement: Sql): Promise<Row[]> {
    return settled(() => this.allNow<Row>(statement))
  }

  get<Row>(statement: Sql): Promise<Row | undefined> {
    return settled(() => this.getNow<Row>(statement))
  }

  run(statement: Sql): Promise<number> {
    return settled(() => this.runNow(statement))
  }
}

function settled<T>(operation: () => T): Promise<T> {
  try {
    return Promise.resolve(operation())
  } catch (error) {
    return Promise.reject(error)
  }
}

/**
 * SQLite behind the seam (store/sql/sql-engine.ts), on one better-sqlite3 connection.
 *
 * A statement outside a transaction runs at once (SqliteAccess retries it while another process
 * holds the lock, then answers 503). Transactions are group-committed: those submitted in one
 * turn of the event loop run in order in ONE `BEGIN IMMEDIATE` … `COMMIT` when the turn ends,
 * each inside its own SAVEPOINT, so one that throws is rolled back alone and rejects alone. A
 * commit costs about as much as the statements it carries, so sharing it is what lifts writes
 * per second (docs/performance.md). Every promise settles after COMMIT returned; a failure of the
 * transaction itself (a full disk, an I/O error) fails all of its work as 503.
 *
 * While a group transaction is open the connection is held: other statements wait for its
 * COMMIT (microseconds: its work waits on nothing but its own statements), so nothing outside
 * it is ever written, or read uncommitted, inside it.
 */
export class SqliteEngine implements SqlEngine {
  readonly name = 'sqlite'
  readonly #db: Database.Database
  readonly #access: SqliteAccess
  readonly #connection: Connection
  /**
   * The connection's statements at once, bypassing the group commit: only for a hot path inside
   * its own synchronous transaction (sqlite-scans.ts), which no group transaction can interleave.
   */
  readonly now: SyncSqlSession
  readonly #control: Record<'begin' | 'commit' | 'rollback' | 'savepoint' | 'release' | 'undo', Statement>
  #queue: Queued[] = []
  /** Resolves when the open group transaction has ended; undefined when none is open. */
  #held: Promise<void> | undefined
  #release: () => void = () => {}

  constructor(db: Database.Database, access: SqliteAccess) {
    this.#db = db
    this.#access = access
    this.#connection = new Connection(db)
    this.now = this.#connection
    const control = (text: string) => db.prepare(text)
    this.#control = {
      begin: control('BEGIN IMMEDIATE'),
      commit: control('COMMIT'),
      rollback: control('ROLLBACK'),
      savepoint: control('SAVEPOINT one_transaction'),
      release: control('RELEASE one_transaction'),
      undo: control('ROLLBACK TO one_transaction'),
    }
  }

  all<Row>(statement: Sql): Promise<Row[]> {
    return this.#now(() => this.#connection.allNow<Row>(statement))
  }

  get<Row>(statement: Sql): Promise<Row | undefined> {
    return this.#now(() => this.#connection.getNow<Row>(statement))
  }

  run(statement: Sql): Promise<number> {
    return this.#now(() => this.#connection.runNow(statement))
  }

  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const queued = { work, resolve: resolve as (value: unknown) => void, reject }
      if (this.#queue.push(queued) === 1 && !this.#held) setImmediate(this.#flush)
    })
  }

  isUniqueViolation(error: unknown): boolean {
    const code = (error as { code?: unknown } | null)?.code
    return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  }

  /** The operation now, or after the open group transaction's COMMIT. */
  #now<T>(operation: () => T): Promise<T> {
    if (this.#held) return this.#held.then(() => this.#now(operation))
    return this.#access.run(operation)
  }

  readonly #flush = () => {
    if (this.#held) return
    const batch = this.#queue.splice(0, MAX_BATCH)
    if (batch.length === 0) return
    this.#commitGroup(batch).finally(() => {
      if (this.#queue.length > 0) setImmediate(this.#flush)
    })
  }

  /** Holds the connection: called in the same synchronous step as BEGIN. */
  #hold(): void {
    this.#held = new Promise((resolve) => {
      this.#release = resolve
    })
  }

  #unhold(): void {
    this.#held = undefined
    this.#release()
  }

  async #commitGroup(batch: Queued[]): Promise<void> {
    try {
      // BEGIN waits (without holding the connection: reads go on) while another process writes.
      await this.#access.run(() => {
        this.#control.begin.run()
        this.#hold()
      })
    } catch (error) {
      for (const { reject } of batch) reject(error)
      return
    }
    let outcomes: Outcome[]
    try {
      outcomes = await this.#runAll(batch)
      this.#control.commit.run()
    } catch (error) {
      if (this.#db.inTransaction) this.#control.rollback.run()
      this.#unhold()
      const translated = this.#access.translate(error)
      for (const { reject } of batch) reject(translated)
      return
    }
    this.#unhold()
    for (const [index, { resolve, reject }] of batch.entries()) {
      const outcome = outcomes[index] as Outcome
      if (outcome.error === undefined) resolve(outcome.value)
      else reject(outcome.error)
    }
  }

  /** Each transaction's work in its own savepoint; throws when the whole transaction failed. */
  async #runAll(batch: Queued[]): Promise<Outcome[]> {
    const outcomes: Outcome[] = []
    for (const { work } of batch) {
      this.#control.savepoint.run()
      try {
        const value = await work(this.#connection)
        this.#control.release.run()
        outcomes.push({ value })
      } catch (error) {
        // A full disk or an I/O error may have ended the transaction: all of it fails.
        if (!this.#db.inTransaction || isUnavailable(error)) throw error
        this.#control.undo.run()
        this.#control.release.run()
        outcomes.push({ error })
      }
    }
    return outcomes
  }
}
