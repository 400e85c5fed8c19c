import pg from 'pg'
import { storeUnavailable } from '../../domain/domain-error.js'
import { WriteFailures } from '../../domain/readiness.js'
import type { Store } from '../../domain/store.js'
import { SqlQrCodeRepository } from '../codes/sql-qr-code-repository.js'
import { sqlRepositories } from '../sql-repositories.js'
import { PostgresEngine } from './postgres-engine.js'
import { PostgresEventPartitions } from './postgres-event-partitions.js'
import { isPostgresUnavailable, translatingAll, translatingUnavailable } from './postgres-errors.js'
import { runMigrations } from './postgres-migration-runner.js'
import { PostgresCreates } from './postgres-creates.js'
import { PostgresRateLimitCounters } from './postgres-rate-limit-counters.js'
import { PostgresScans } from './postgres-scans.js'

export interface PostgresOptions {
  /** Connections in this instance's pool. */
  poolSize?: number
  /** Longest a statement may run before PostgreSQL cancels it, in ms. */
  statementTimeoutMs?: number
  /** A schema to use instead of `public` (created if missing); tests use one each. */
  schema?: string
  /** Told when an idle pooled connection fails (the pool replaces it); the server logs it. */
  onPoolError?: (error: Error) => void
  /** Longest wait for a connection (a new one, or one of the pool's to be free), in ms; 10 s. */
  connectTimeoutMs?: number
  /**
   * How long a batch (scans, creates, coalesced lookups) may go unanswered before it fails as
   * unavailable (503); by default connectTimeoutMs plus statementTimeoutMs plus 5 s.
   */
  answerWithinMs?: number
  /** lock_timeout of each migration step, retried after it (postgres-migration-runner.ts); 2 s. */
  migrationLockTimeoutMs?: number
  /** Told what a migration waits for (a lock another session holds); the server logs it. */
  onMigrationWait?: (message: string) => void
  /** How long a write that could not commit (a full disk) keeps /readyz at 503; 10 s (readiness.ts). */
  writeFailureWindowMs?: number
}

const INT8 = 20
/** bigint columns hold counters and epoch milliseconds, well inside Number's safe range. */
const typeParser = (oid: number, format?: 'text' | 'binary') =>
  oid === INT8 && format !== 'binary' ? Number : pg.types.getTypeParser(oid, format as 'text')

/** The error reaches the query in flight, if any, and the pool; the client is marked unusable. */
const ignoreClientError = () => {}

/** Connections of the pipelined pool that only the scan batches use, beside `poolSize`. */
const SCAN_POOL_SIZE = 2

/**
 * Applies the migrations not yet applied on a connection of its own, outside the pools: the pools'
 * query_timeout must bound neither the wait for another instance's migration nor a migration
 * over a large table.
 */
async function migrate(connection: pg.ClientConfig, options: PostgresOptions): Promise<void> {
  const client = new pg.Client(connection)
  client.on('error', ignoreClientError)
  await client.connect()
  try {
    await runMigrations(client, {
      lockTimeoutMs: options.migrationLockTimeoutMs ?? 2_000,
      log: options.onMigrationWait ?? ((message) => process.stderr.write(`dynqr: ${message}\n`)),
    })
  } finally {
    await client.end().catch(() => {})
  }
}

/** Where a connection string points, without its password, for messages. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`
  } catch {
    return 'the DATABASE_URL'
  }
}

/**
 * Connects a pool to PostgreSQL, checks the connection and brings the schema up to date.
 * Throws an error that says where it tried to connect when the database cannot be reached.
 */
export async function openPostgresStore(url: string, options: PostgresOptions = {}): Promise<Store> {
  const schema = options.schema
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Bad schema name ${schema}`)
  const statementTimeoutMs = options.statementTimeoutMs ?? 5_000
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000
  const connection = {
    connectionString: url,
    // A peer gone without a FIN or RST (a failover, a partition) is noticed by the kernel in
    // about a minute instead of fifteen.
    keepAlive: true,
    connectionTimeoutMillis: connectTimeoutMs,
    types: { getTypeParser: typeParser } as pg.CustomTypesConfig,
    ...(schema && { options: `-c search_path=${schema}` }),
  }
  const newPool = (max: number, pipeline: boolean) => {
    const made = new pg.Pool({
      ...connection,
      max,
      statement_timeout: statementTimeoutMs,
      // The client-side deadline of every statement (issue #38): just above statement_timeout,
      // which cannot fire when the server is unreachable. The connection is then ended.
      query_timeout: statementTimeoutMs + 1_000,
      // node-postgres ≥ 8.20 sends a pipelined client's queries without waiting for each answer.
      ...(pipeline && ({ pipeline: true } as object)),
    })
    // An idle client losing its connection must not crash the process; the pool replaces it.
    made.on('error', (error) => options.onPoolError?.(error))
    // Nor may a checked-out one (issue 27): pg-pool takes its idle listener off a client it hands
    // out, even while the socket that released it still has a termination notice to parse, before
    // withClient can add its own. Every client keeps this one for life; its next query then fails
    // as "not queryable" (503) and withClient destroys it.
    made.on('connect', (client) => client.on('error', ignoreClientError))
    return made
  }
  const pool = newPool(options.poolSize ?? 10, false)
  // A batch fails once its statement could have waited for a connection (10 s) and run to its
  // statement_timeout, with room: only a statement that will never answer.
  const answerWithinMs = options.answerWithinMs ?? connectTimeoutMs + statementTimeoutMs + 5_000
  // The scan batches' own connections (one batch in flight, a second while the first is given
  // back), pipelined: a batch's BEGIN, statements and COMMIT go out in one round trip.
  const scanPool = newPool(SCAN_POOL_SIZE, true)
  try {
    if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    await migrate(connection, options)
  } catch (error) {
    await pool.end().catch(() => {})
    await scanPool.end().catch(() => {})
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Could not open PostgreSQL at ${describePostgresUrl(url)}: ${reason}`, { cause: error })
  }
  // Writes that failed where a query would not (a full disk) keep /readyz at 503 (readiness.ts).
  const failures = new WriteFailures(options.writeFailureWindowMs)
  const engine = new PostgresEngine(pool)
  // The codes with PostgreSQL's hot paths: the scan batches on their own pool, the grouped creates.
  const qrCodes = new SqlQrCodeRepository(engine, {
    scans: new PostgresScans(scanPool, answerWithinMs),
    creates: (alone) => new PostgresCreates(engine, alone, answerWithinMs),
  })
  return {
    kind: 'postgres',
    ...translatingAll(
      sqlRepositories(engine, qrCodes, {
        partitions: new PostgresEventPartitions(engine),
        keys: { coalescedWithinMs: answerWithinMs },
      }),
      failures,
    ),
    rateLimits: translatingUnavailable(new PostgresRateLimitCounters(engine, answerWithinMs), failures),
    ping: async () => {
      await pool.query('SELECT 1').catch((error: unknown) => {
        throw isPostgresUnavailable(error) ? storeUnavailable(error) : error
      })
      failures.check()
    },
    close: async () => {
      await Promise.all([pool.end(), scanPool.end()])
    },
  }
}
