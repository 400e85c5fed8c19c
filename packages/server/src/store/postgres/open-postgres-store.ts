import pg from 'pg'
import { storeUnavailable } from '../../domain/domain-error.js'
import type { Store } from '../../domain/store.js'
import { PostgresAccountRepository } from './postgres-account-repository.js'
import { PostgresApiKeyRepository } from './postgres-api-key-repository.js'
import { PostgresAssetRepository } from './postgres-asset-repository.js'
import { PostgresStyleRepository } from './postgres-style-repository.js'
import { isPostgresUnavailable, translatingUnavailable } from './postgres-errors.js'
import { PostgresIdempotencyRepository } from './postgres-idempotency-repository.js'
import { POSTGRES_MIGRATIONS } from './postgres-migrations.js'
import { PostgresQrCodeRepository } from './postgres-qr-code-repository.js'
import { PostgresRateLimitCounters } from './postgres-rate-limit-counters.js'
import { PostgresScanAnalytics } from './postgres-scan-analytics.js'
import { withClient } from './postgres-transaction.js'
import { PostgresWebhookRepository } from './postgres-webhook-repository.js'

export interface PostgresOptions {
  /** Connections in this instance's pool. */
  poolSize?: number
  /** Longest a statement may run before PostgreSQL cancels it, in ms. */
  statementTimeoutMs?: number
  /** A schema to use instead of `public` (created if missing); tests use one each. */
  schema?: string
  /** Told when an idle pooled connection fails (the pool replaces it); the server logs it. */
  onPoolError?: (error: Error) => void
}

const INT8 = 20
/** bigint columns hold counters and epoch milliseconds, well inside Number's safe range. */
const typeParser = (oid: number, format?: 'text' | 'binary') =>
  oid === INT8 && format !== 'binary' ? Number : pg.types.getTypeParser(oid, format as 'text')

/** The error reaches the query in flight, if any, and the pool; the client is marked unusable. */
const ignoreClientError = () => {}

/** Connections of the pipelined pool that only the scan batches use, beside `poolSize`. */
const SCAN_POOL_SIZE = 2

/** A stable key for pg_advisory_lock: "dynqr-migrate" as a 31-bit number. */
const MIGRATION_LOCK = 0x64717232

/**
 * Applies the migrations not yet applied, on a connection with its own session settings: no
 * statement_timeout and no lock_timeout, which bound the pool's requests but must bound neither
 * the wait for another instance's migration nor a migration over a large table.
 */
async function migrate(pool: pg.Pool): Promise<void> {
  await withClient(pool, async (client) => {
    await client.query('SET statement_timeout = 0; SET lock_timeout = 0')
    try {
      // Instances starting together wait here; the first applies the migrations, the rest find none to apply.
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
      try {
        await applyMigrations(client)
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
      }
    } finally {
      // Back to the pool's settings (those of the connection string) before the pool reuses it.
      await client.query('RESET statement_timeout; RESET lock_timeout').catch(() => {})
    }
  })
}

async function applyMigrations(client: pg.PoolClient): Promise<void> {
  await client.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  )
  const { rows } = await client.query<{ version: number }>(
    'SELECT coalesce(max(version), 0) AS version FROM schema_migrations',
  )
  const applied = rows[0]?.version ?? 0
  if (applied > POSTGRES_MIGRATIONS.length) {
    throw new Error(
      `The database is at schema version ${applied}, newer than this dynqr (${POSTGRES_MIGRATIONS.length})`,
    )
  }
  for (const [index, sql] of POSTGRES_MIGRATIONS.entries()) {
    if (index < applied) continue
    await client.query('BEGIN')
    try {
      await client.query(sql)
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [index + 1])
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    }
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
  const newPool = (max: number, pipeline: boolean) => {
    const made = new pg.Pool({
      connectionString: url,
      max,
      statement_timeout: options.statementTimeoutMs ?? 5_000,
      connectionTimeoutMillis: 10_000,
      types: { getTypeParser: typeParser } as pg.CustomTypesConfig,
      ...(schema && { options: `-c search_path=${schema}` }),
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
  // A coalesced lookup or hit fails once its statement could have waited for a connection (10 s)
  // and run to its statement_timeout, with room: only a statement that will never answer.
  const answerWithinMs = 10_000 + (options.statementTimeoutMs ?? 5_000) + 5_000
  // The scan batches' own connections (one batch in flight, a second while the first is given
  // back), pipelined: a batch's BEGIN, statements and COMMIT go out in one round trip.
  const scanPool = newPool(SCAN_POOL_SIZE, true)
  try {
    if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    await migrate(pool)
  } catch (error) {
    await pool.end().catch(() => {})
    await scanPool.end().catch(() => {})
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Could not open PostgreSQL at ${describePostgresUrl(url)}: ${reason}`, { cause: error })
  }
  return {
    kind: 'postgres',
    qrCodes: translatingUnavailable(new PostgresQrCodeRepository(pool, scanPool)),
    scanAnalytics: translatingUnavailable(new PostgresScanAnalytics(pool)),
    accounts: translatingUnavailable(new PostgresAccountRepository(pool)),
    apiKeys: translatingUnavailable(new PostgresApiKeyRepository(pool, answerWithinMs)),
    webhooks: translatingUnavailable(new PostgresWebhookRepository(pool)),
    idempotency: translatingUnavailable(new PostgresIdempotencyRepository(pool)),
    assets: translatingUnavailable(new PostgresAssetRepository(pool)),
    styles: translatingUnavailable(new PostgresStyleRepository(pool)),
    rateLimits: translatingUnavailable(new PostgresRateLimitCounters(pool, answerWithinMs)),
    ping: async () => {
      await pool.query('SELECT 1').catch((error: unknown) => {
        throw isPostgresUnavailable(error) ? storeUnavailable(error) : error
      })
    },
    close: async () => {
      await Promise.all([pool.end(), scanPool.end()])
    },
  }
}
