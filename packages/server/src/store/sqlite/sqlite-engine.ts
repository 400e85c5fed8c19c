import type Database from 'better-sqlite3'
import { Batcher, Failed } from '../sql/batcher.js'
import type { Sql, SqlValue } from '../sql/sql.js'
import type { SqlEngine, SqlSession, SyncSqlSession } from '../sql/sql-engine.js'
import { isUnavailable, type SqliteAccess } from './sqlite-access.js'

/** Most transactions one commit takes; a longer queue is committed in several. */
const MAX_BATCH = 256
/** Prepared statements kept by text; more are forgotten all at once (dynamic lists, filters). */
const MAX_STATEMENTS = 1_000

type Statement = Database.Statement<unknown[], unknown>

type Work = (tx: SqlSession) => Promise<unknown>

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
  /** Called with its text before each statement that may write (SqliteEngine.onWrite). */
  beforeWrite: (text: string) => void = () => {}

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
    if (!statement.readonly) this.beforeWrite(text)
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
    if (!statement.readonly) this.beforeWrite(text)
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
  readonly dataVersion: () => unknown
  readonly #control: Record<'begin' | 'commit' | 'rollback' | 'savepoint' | 'release' | 'undo', Statement>
  /** The transactions of one turn, committed together (group commit) on the store's one Batcher. */
  readonly #transactions: Batcher<Work, unknown>
  /** Settles when the last group transaction begun has ended: groups run one after another. */
  #lastGroup: Promise<unknown> = Promise.resolve()
  /** Resolves when the open group transaction has ended; undefined when none is open. */
  #held: Promise<void> | undefined
  #release: () => void = () => {}

  constructor(db: Database.Database, access: SqliteAccess) {
    this.#db = db
    this.#access = access
    this.#connection = new Connection(db)
    this.now = this.#connection
    const dataVersion = db.prepare('PRAGMA data_version').pluck()
    this.dataVersion = () => dataVersion.get()
    const control = (text: string) => db.prepare(text)
    this.#control = {
      begin: control('BEGIN IMMEDIATE'),
      commit: control('COMMIT'),
      rollback: control('ROLLBACK'),
      savepoint: control('SAVEPOINT one_transaction'),
      release: control('RELEASE one_transaction'),
      undo: control('ROLLBACK TO one_transaction'),
    }
    this.#transactions = new Batcher({
      run: (batch) => {
        // The Batcher sends every batch of a turn at once; the connection has one transaction.
        const group = this.#lastGroup.then(() => this.#commitGroup(batch))
        this.#lastGroup = group.catch(() => {})
        return group
      },
      maxBatch: MAX_BATCH,
    })
  }

  all<Row>(statement: Sql): Promise<Row[]> {
    return this.#now(() => this.#connection.allNow<Row>(statement))
  }

  get<Row>(statement: Sql): Promise<Row | undefined> {
    return this.#now(() => this.#connection.getNow<Row>(statement))
  }

  getUncounted<Row>(statement: Sql): Promise<Row | undefined> {
    return this.#now(() => this.#connection.getNow<Row>(statement), false)
  }

  run(statement: Sql): Promise<number> {
    return this.#now(() => this.#connection.runNow(statement))
  }

  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T> {
    return this.#transactions.submit(work) as Promise<T>
  }

  isUniqueViolation(error: unknown): boolean {
    const code = (error as { code?: unknown } | null)?.code
    return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  }

  /**
   * Sets what is called, with the statement's text, before each statement of this connection
   * that may write, whoever runs it (a repository, a transaction, `now`): what the scan path
   * remembers of the codes is forgotten then (sqlite-code-states.ts).
   */
  onWrite(listener: (text: string) => void): void {
    this.#connection.beforeWrite = listener
  }

  /**
   * The operation now, or after the open group transaction's COMMIT; after the scan log is
   * rolled up (SqliteAccess.run) unless `settled` is false (`getUncounted`).
   */
  #now<T>(operation: () => T, settled = true): Promise<T> {
    if (this.#held) return this.#held.then(() => this.#now(operation, settled))
    return settled ? this.#access.run(operation) : this.#access.runScanBatch(operation)
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

  /**
   * One group transaction: each work's value, or its own failure (`Failed`); throws, failing them
   * all, when BEGIN or the transaction itself failed.
   */
  async #commitGroup(batch: Work[]): Promise<(unknown | Failed)[]> {
    // BEGIN waits (without holding the connection: reads go on) while another process writes.
    await this.#access.run(() => {
      this.#control.begin.run()
      this.#hold()
    })
    try {
      const outcomes = await this.#runAll(batch)
      this.#control.commit.run()
      return outcomes
    } catch (error) {
      if (this.#db.inTransaction) this.#control.rollback.run()
      throw this.#access.translate(error)
    } finally {
      this.#unhold()
    }
  }

  /** Each transaction's work in its own savepoint; throws when the whole transaction failed. */
  async #runAll(batch: Work[]): Promise<(unknown | Failed)[]> {
    const outcomes: (unknown | Failed)[] = []
    for (const work of batch) {
      this.#control.savepoint.run()
      try {
        outcomes.push(await work(this.#connection))
        this.#control.release.run()
      } catch (error) {
        // A full disk or an I/O error may have ended the transaction: all of it fails.
        if (!this.#db.inTransaction || isUnavailable(error)) throw error
        this.#control.undo.run()
        this.#control.release.run()
        outcomes.push(new Failed(error))
      }
    }
    return outcomes
  }
}
