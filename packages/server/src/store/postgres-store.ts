import pg from 'pg'
import type { AccountRepository } from '../domain/account-repository.js'
import type { ApiKeyRepository } from '../domain/api-key-repository.js'
import type { QrCodeRepository } from '../domain/qr-code-repository.js'
import type {
  AccountRecord,
  ApiKeyRecord,
  ListQuery,
  QrCodeChanges,
  QrCodeRecord,
  ScanKind,
  ScanResult,
} from '../domain/records.js'
import type { Store } from '../domain/store.js'
import { optionsToJson } from './compare.js'
import { POSTGRES_MIGRATIONS } from './postgres-migrations.js'
import {
  type AccountRow,
  accountFromRow,
  CODE_COLUMNS,
  type CodeRow,
  codeFromRow,
  KEY_COLUMNS,
  type KeyRow,
  keyFromRow,
  SORT_COLUMNS,
} from './sql-rows.js'

export interface PostgresOptions {
  /** Connections in this instance's pool. */
  poolSize?: number
  /** Longest a statement may run before PostgreSQL cancels it, in ms. */
  statementTimeoutMs?: number
  /** A schema to use instead of `public` (created if missing); tests use one each. */
  schema?: string
}

const INT8 = 20
/** bigint columns hold counters and epoch milliseconds, well inside Number's safe range. */
const typeParser = (oid: number, format?: 'text' | 'binary') =>
  oid === INT8 && format !== 'binary' ? Number : pg.types.getTypeParser(oid, format as 'text')

/** A stable key for pg_advisory_lock: "dynqr-migrate" as a 31-bit number. */
const MIGRATION_LOCK = 0x64717232

const BULK_BATCH = 5_000

class PostgresQrCodes implements QrCodeRepository {
  constructor(private readonly pool: pg.Pool) {}

  async create(r: QrCodeRecord) {
    const result = await this.pool.query({
      name: 'qr-insert',
      text: `INSERT INTO qr_codes (${CODE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (short_id) DO NOTHING`,
      values: [
        r.shortId,
        r.accountId,
        r.targetUrl,
        optionsToJson(r.options),
        r.views,
        r.botHits,
        r.createdAt,
        r.updatedAt,
      ],
    })
    return result.rowCount === 1 ? 'created' : 'taken'
  }

  async createMany(records: readonly QrCodeRecord[]) {
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      for (let start = 0; start < records.length; start += BULK_BATCH) {
        const batch = records.slice(start, start + BULK_BATCH)
        const column = <T>(pick: (r: QrCodeRecord) => T) => batch.map(pick)
        const result = await client.query(
          `INSERT INTO qr_codes (${CODE_COLUMNS})
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[])
           ON CONFLICT (short_id) DO NOTHING`,
          [
            column((r) => r.shortId),
            column((r) => r.accountId),
            column((r) => r.targetUrl),
            column((r) => optionsToJson(r.options)),
            column((r) => r.views),
            column((r) => r.botHits),
            column((r) => r.createdAt),
            column((r) => r.updatedAt),
          ],
        )
        if (result.rowCount !== batch.length) throw new Error('A bulk-loaded shortId is taken')
      }
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    } finally {
      client.release()
    }
  }

  async findById(accountId: string, shortId: string) {
    const { rows } = await this.pool.query<CodeRow>({
      name: 'qr-find',
      text: `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id = $1 AND account_id = $2 AND deleted_at IS NULL`,
      values: [shortId, accountId],
    })
    return rows[0] ? codeFromRow(rows[0]) : null
  }

  async update(accountId: string, shortId: string, changes: QrCodeChanges, now: number) {
    const { rows } = await this.pool.query<CodeRow>({
      name: 'qr-update',
      // COALESCE keeps what the request did not carry; updated_at moves only on a real change.
      text: `UPDATE qr_codes SET
               target_url = COALESCE($3::text, target_url),
               options = COALESCE($4::text, options),
               updated_at = CASE
                 WHEN COALESCE($3::text, target_url) IS DISTINCT FROM target_url
                   OR COALESCE($4::text, options) IS DISTINCT FROM options
                 THEN $5::bigint ELSE updated_at END
             WHERE short_id = $1 AND account_id = $2 AND deleted_at IS NULL
             RETURNING ${CODE_COLUMNS}`,
      values: [
        shortId,
        accountId,
        changes.targetUrl ?? null,
        changes.options ? optionsToJson(changes.options) : null,
        now,
      ],
    })
    return rows[0] ? codeFromRow(rows[0]) : null
  }

  async delete(accountId: string, shortId: string, now: number) {
    const result = await this.pool.query({
      name: 'qr-delete',
      text: 'UPDATE qr_codes SET deleted_at = $3 WHERE short_id = $1 AND account_id = $2 AND deleted_at IS NULL',
      values: [shortId, accountId, now],
    })
    return result.rowCount === 1
  }

  async list(accountId: string, query: ListQuery) {
    const direction = query.order === 'asc' ? 'ASC' : 'DESC'
    const column = SORT_COLUMNS[query.sort]
    // One statement, so the page and the total come from the same snapshot.
    const { rows } = await this.pool.query<CodeRow & { total: number }>({
      name: `qr-list-${query.sort}-${query.order}`,
      text: `SELECT ${CODE_COLUMNS}, (SELECT count(*) FROM qr_codes WHERE account_id = $1 AND deleted_at IS NULL) AS total
             FROM qr_codes WHERE account_id = $1 AND deleted_at IS NULL
             ORDER BY ${column} ${direction}, short_id ${direction}
             LIMIT $2 OFFSET $3`,
      values: [accountId, query.limit, query.offset],
    })
    if (rows.length > 0) return { items: rows.map(codeFromRow), total: rows[0]?.total ?? 0 }
    const { rows: counted } = await this.pool.query<{ total: number }>({
      name: 'qr-count',
      text: 'SELECT count(*) AS total FROM qr_codes WHERE account_id = $1 AND deleted_at IS NULL',
      values: [accountId],
    })
    return { items: [], total: counted[0]?.total ?? 0 }
  }

  async recordScan(shortId: string, kind: ScanKind): Promise<ScanResult> {
    const column = kind === 'view' ? 'views' : 'bot_hits'
    const { rows } = await this.pool.query<{ target_url: string }>({
      name: `qr-scan-${kind}`,
      text: `UPDATE qr_codes SET ${column} = ${column} + 1 WHERE short_id = $1 AND deleted_at IS NULL RETURNING target_url`,
      values: [shortId],
    })
    if (rows[0]) return { state: 'live', targetUrl: rows[0].target_url }
    const { rowCount } = await this.pool.query({
      name: 'qr-tombstone',
      text: 'SELECT 1 FROM qr_codes WHERE short_id = $1',
      values: [shortId],
    })
    return rowCount === 1 ? { state: 'deleted' } : { state: 'missing' }
  }
}

class PostgresApiKeys implements ApiKeyRepository {
  constructor(private readonly pool: pg.Pool) {}

  async create(key: ApiKeyRecord) {
    await this.pool.query(
      'INSERT INTO api_keys (id, account_id, name, prefix, hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [key.id, key.accountId, key.name, key.prefix, key.hash, key.createdAt],
    )
  }

  async findActiveByHash(hash: string) {
    const { rows } = await this.pool.query<KeyRow>({
      name: 'key-by-hash',
      text: `SELECT ${KEY_COLUMNS} FROM api_keys WHERE hash = $1 AND revoked_at IS NULL`,
      values: [hash],
    })
    return rows[0] ? keyFromRow(rows[0]) : null
  }

  async touch(id: string, now: number) {
    await this.pool.query({
      name: 'key-touch',
      text: 'UPDATE api_keys SET last_used_at = $2 WHERE id = $1',
      values: [id, now],
    })
  }

  async list(accountId?: string) {
    const { rows } = await this.pool.query<KeyRow>(
      `SELECT ${KEY_COLUMNS} FROM api_keys WHERE $1::text IS NULL OR account_id = $1 ORDER BY created_at, id`,
      [accountId ?? null],
    )
    return rows.map(keyFromRow)
  }

  async revoke(id: string, now: number) {
    const result = await this.pool.query('UPDATE api_keys SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
      id,
      now,
    ])
    return result.rowCount === 1
  }
}

class PostgresAccounts implements AccountRepository {
  constructor(private readonly pool: pg.Pool) {}

  async create(account: AccountRecord) {
    await this.pool.query('INSERT INTO accounts (id, name, created_at) VALUES ($1, $2, $3)', [
      account.id,
      account.name,
      account.createdAt,
    ])
    return account
  }

  async findByName(name: string) {
    const { rows } = await this.pool.query<AccountRow>('SELECT id, name, created_at FROM accounts WHERE name = $1', [
      name,
    ])
    return rows[0] ? accountFromRow(rows[0]) : null
  }

  async list() {
    const { rows } = await this.pool.query<AccountRow>(
      'SELECT id, name, created_at FROM accounts ORDER BY created_at, id',
    )
    return rows.map(accountFromRow)
  }

  async count() {
    const { rows } = await this.pool.query<{ n: number }>('SELECT count(*) AS n FROM accounts')
    return rows[0]?.n ?? 0
  }
}

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    // Instances starting together wait here; the first applies the migrations, the rest find none to apply.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
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
        await client.query('ROLLBACK')
        throw error
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    client.release()
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
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 5_000,
    connectionTimeoutMillis: 10_000,
    types: { getTypeParser: typeParser } as pg.CustomTypesConfig,
    ...(schema && { options: `-c search_path=${schema}` }),
  })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  try {
    if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    await migrate(pool)
  } catch (error) {
    await pool.end().catch(() => {})
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Could not open PostgreSQL at ${describePostgresUrl(url)}: ${reason}`, { cause: error })
  }
  return {
    kind: 'postgres',
    qrCodes: new PostgresQrCodes(pool),
    accounts: new PostgresAccounts(pool),
    apiKeys: new PostgresApiKeys(pool),
    ping: async () => {
      await pool.query('SELECT 1')
    },
    close: async () => {
      await pool.end()
    },
  }
}
