import type { StoreKind } from '../../domain/store.js'
import type { Sql } from './sql.js'

/** Which engine runs the statements: for the few expressions the two write differently. */
export type EngineName = Exclude<StoreKind, 'memory'>

/** Statements on one connection: the engine's, or a transaction's. */
export interface SqlSession {
  /** Every row the statement returns (a write with RETURNING included). */
  all<Row>(statement: Sql): Promise<Row[]>
  /** The first row, or undefined. */
  get<Row>(statement: Sql): Promise<Row | undefined>
  /** Runs a statement that returns no rows; resolves to the number of rows it changed. */
  run(statement: Sql): Promise<number>
}

/**
 * Statements run at once, in the caller's synchronous step: SQLite's connection (sqlite-engine.ts),
 * for a hot path that runs its own synchronous transaction (sqlite-scans.ts).
 */
export interface SyncSqlSession {
  getNow<Row>(statement: Sql): Row | undefined
  runNow(statement: Sql): number
}

/**
 * One SQL database behind the repositories (store/sql/). The repositories are written once against
 * it; store/sqlite/sqlite-engine.ts and store/postgres/postgres-engine.ts implement it.
 */
export interface SqlEngine extends SqlSession {
  readonly name: EngineName
  /**
   * `get` for a read of columns no scan ever changes (a code's routing): on SQLite it does not
   * roll the scan log up first, as every other operation does so that it reads the counts every
   * acknowledged scan left (ADR 0034); on PostgreSQL it is `get`. The short link reads a code's
   * routing before its first scan is counted, so under load it would otherwise settle the whole
   * log, on the redirect's path, once for each code it had not read yet.
   */
  getUncounted<Row>(statement: Sql): Promise<Row | undefined>
  /**
   * A token that changes whenever another connection commits, read at once (SQLite's
   * `data_version`); absent where other connections' commits go unseen (PostgreSQL's other
   * instances). What a repository remembers from the database it keeps only while the token holds
   * (sql/remembered.ts).
   */
  readonly dataVersion?: () => unknown
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws (the
   * error is rethrown). `work` must wait on nothing but `tx`'s statements: on SQLite the
   * connection is held for it, and the transactions submitted in one turn of the event loop share
   * one commit (group commit), each inside its own savepoint, so one that throws is rolled back
   * alone. The promise settles after COMMIT returned.
   */
  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T>
  /** Whether `error` is a violated UNIQUE or PRIMARY KEY constraint. */
  isUniqueViolation(error: unknown): boolean
}
