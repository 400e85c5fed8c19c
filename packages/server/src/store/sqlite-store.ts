import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
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
import {
  accountFromRow,
  CODE_COLUMNS,
  type CodeRow,
  codeFromRow,
  KEY_COLUMNS,
  type KeyRow,
  keyFromRow,
  SORT_COLUMNS,
} from './sql-rows.js'
import { SQLITE_MIGRATIONS } from './sqlite-migrations.js'

type Db = Database.Database

function migrate(db: Db): void {
  const applied = db.pragma('user_version', { simple: true }) as number
  if (applied > SQLITE_MIGRATIONS.length) {
    throw new Error(`The database is at schema version ${applied}, newer than this dynqr (${SQLITE_MIGRATIONS.length})`)
  }
  db.transaction(() => {
    for (const [index, sql] of SQLITE_MIGRATIONS.entries()) {
      if (index < applied) continue
      db.exec(sql)
      db.pragma(`user_version = ${index + 1}`)
    }
  }).immediate()
}

class SqliteQrCodes implements QrCodeRepository {
  readonly #insert
  readonly #find
  readonly #update
  readonly #delete
  readonly #count
  readonly #pages = new Map<string, Database.Statement<[string, number, number], CodeRow>>()
  readonly #scanView
  readonly #scanBot
  readonly #tombstone
  readonly #db: Db

  constructor(db: Db) {
    this.#db = db
    this.#insert = db.prepare<[string, string, string, string, number, number, number, number]>(
      `INSERT INTO qr_codes (${CODE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (short_id) DO NOTHING`,
    )
    this.#find = db.prepare<[string, string], CodeRow>(
      `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id = ? AND account_id = ? AND deleted_at IS NULL`,
    )
    // COALESCE keeps what the request did not carry; updated_at moves only on a real change.
    this.#update = db.prepare<
      { id: string; account: string; target: string | null; options: string | null; now: number },
      CodeRow
    >(
      `UPDATE qr_codes SET
         target_url = COALESCE(@target, target_url),
         options = COALESCE(@options, options),
         updated_at = CASE
           WHEN COALESCE(@target, target_url) IS NOT target_url OR COALESCE(@options, options) IS NOT options
           THEN @now ELSE updated_at END
       WHERE short_id = @id AND account_id = @account AND deleted_at IS NULL
       RETURNING ${CODE_COLUMNS}`,
    )
    this.#delete = db.prepare<[number, string, string]>(
      'UPDATE qr_codes SET deleted_at = ? WHERE short_id = ? AND account_id = ? AND deleted_at IS NULL',
    )
    this.#count = db.prepare<[string], { total: number }>(
      'SELECT live AS total FROM account_code_counts WHERE account_id = ?',
    )
    this.#scanView = db.prepare<[string], { target_url: string }>(
      'UPDATE qr_codes SET views = views + 1 WHERE short_id = ? AND deleted_at IS NULL RETURNING target_url',
    )
    this.#scanBot = db.prepare<[string], { target_url: string }>(
      'UPDATE qr_codes SET bot_hits = bot_hits + 1 WHERE short_id = ? AND deleted_at IS NULL RETURNING target_url',
    )
    this.#tombstone = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM qr_codes WHERE short_id = ?')
  }

  async create(record: QrCodeRecord) {
    return this.#insertOne(record) ? 'created' : 'taken'
  }

  #insertOne(r: QrCodeRecord): boolean {
    const args = [r.shortId, r.accountId, r.targetUrl, optionsToJson(r.options), r.views, r.botHits] as const
    return this.#insert.run(...args, r.createdAt, r.updatedAt).changes === 1
  }

  async createMany(records: readonly QrCodeRecord[]) {
    this.#db.transaction(() => {
      for (const record of records) {
        if (!this.#insertOne(record)) throw new Error(`shortId ${record.shortId} is taken`)
      }
    })()
  }

  async findById(accountId: string, shortId: string) {
    const row = this.#find.get(shortId, accountId)
    return row ? codeFromRow(row) : null
  }

  async update(accountId: string, shortId: string, changes: QrCodeChanges, now: number) {
    const row = this.#update.get({
      id: shortId,
      account: accountId,
      target: changes.targetUrl ?? null,
      options: changes.options ? optionsToJson(changes.options) : null,
      now,
    })
    return row ? codeFromRow(row) : null
  }

  async delete(accountId: string, shortId: string, now: number) {
    return this.#delete.run(now, shortId, accountId).changes === 1
  }

  async list(accountId: string, query: ListQuery) {
    const key = `${query.sort} ${query.order}`
    let page = this.#pages.get(key)
    if (!page) {
      const direction = query.order === 'asc' ? 'ASC' : 'DESC'
      const order = `ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, short_id ${direction}`
      // The page's ids come from the covering index alone; only the rows shown are read.
      page = this.#db.prepare<[string, number, number], CodeRow>(
        `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id IN (
           SELECT short_id FROM qr_codes WHERE account_id = ? AND deleted_at IS NULL ${order} LIMIT ? OFFSET ?
         ) ${order}`,
      )
      this.#pages.set(key, page)
    }
    const read = this.#db.transaction(() => ({
      items: (page as Database.Statement<[string, number, number], CodeRow>)
        .all(accountId, query.limit, query.offset)
        .map(codeFromRow),
      total: this.#count.get(accountId)?.total ?? 0,
    }))
    return read()
  }

  async recordScan(shortId: string, kind: ScanKind): Promise<ScanResult> {
    const row = (kind === 'view' ? this.#scanView : this.#scanBot).get(shortId)
    if (row) return { state: 'live', targetUrl: row.target_url }
    return this.#tombstone.get(shortId) ? { state: 'deleted' } : { state: 'missing' }
  }
}

class SqliteApiKeys implements ApiKeyRepository {
  readonly #db: Db
  readonly #insert
  readonly #byHash
  readonly #touch
  readonly #revoke

  constructor(db: Db) {
    this.#db = db
    this.#insert = db.prepare<[string, string, string | null, string, string, number]>(
      'INSERT INTO api_keys (id, account_id, name, prefix, hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    this.#byHash = db.prepare<[string], KeyRow>(
      `SELECT ${KEY_COLUMNS} FROM api_keys WHERE hash = ? AND revoked_at IS NULL`,
    )
    this.#touch = db.prepare<[number, string]>('UPDATE api_keys SET last_used_at = ? WHERE id = ?')
    this.#revoke = db.prepare<[number, string]>(
      'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
    )
  }

  async create(key: ApiKeyRecord) {
    this.#insert.run(key.id, key.accountId, key.name, key.prefix, key.hash, key.createdAt)
  }

  async findActiveByHash(hash: string) {
    const row = this.#byHash.get(hash)
    return row ? keyFromRow(row) : null
  }

  async touch(id: string, now: number) {
    this.#touch.run(now, id)
  }

  async list(accountId?: string) {
    const where = accountId === undefined ? '' : 'WHERE account_id = @accountId'
    return this.#db
      .prepare<{ accountId?: string }, KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys ${where} ORDER BY created_at, id`)
      .all(accountId === undefined ? {} : { accountId })
      .map(keyFromRow)
  }

  async revoke(id: string, now: number) {
    return this.#revoke.run(now, id).changes === 1
  }
}

class SqliteAccounts implements AccountRepository {
  readonly db: Db

  constructor(db: Db) {
    this.db = db
  }

  async create(account: AccountRecord) {
    this.db
      .prepare('INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?)')
      .run(account.id, account.name, account.createdAt)
    return account
  }

  async findByName(name: string) {
    const row = this.db
      .prepare<[string], { id: string; name: string; created_at: number }>(
        'SELECT id, name, created_at FROM accounts WHERE name = ?',
      )
      .get(name)
    return row ? accountFromRow(row) : null
  }

  async list() {
    return this.db
      .prepare<[], { id: string; name: string; created_at: number }>(
        'SELECT id, name, created_at FROM accounts ORDER BY created_at, id',
      )
      .all()
      .map(accountFromRow)
  }

  async count() {
    return this.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM accounts').get()?.n ?? 0
  }
}

/**
 * Opens (creating if needed) an SQLite database and brings its schema up to date.
 *
 * WAL with `synchronous = NORMAL`: every statement is committed to the WAL before it returns,
 * so a crash of the process loses nothing; only a power loss may lose the last transactions.
 */
export function openSqliteStore(file: string): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  const ping = db.prepare('SELECT 1')
  return {
    kind: 'sqlite',
    qrCodes: new SqliteQrCodes(db),
    accounts: new SqliteAccounts(db),
    apiKeys: new SqliteApiKeys(db),
    ping: async () => {
      ping.get()
    },
    close: async () => {
      db.close()
    },
  }
}
