import type { AccountRepository } from '../../domain/keys/account-repository.js'
import type { AccountRecord } from '../../domain/records.js'
import { sql } from '../sql/sql.js'
import type { SqlEngine } from '../sql/sql-engine.js'
import { type AccountRow, accountFromRow } from '../sql-rows.js'

/** The accounts, on SQLite and PostgreSQL alike. */
export class SqlAccountRepository implements AccountRepository {
  readonly #engine: SqlEngine

  constructor(engine: SqlEngine) {
    this.#engine = engine
  }

  async create(account: AccountRecord) {
    await this.#engine.run(
      sql`INSERT INTO accounts (id, name, created_at) VALUES (${account.id}, ${account.name}, ${account.createdAt})`,
    )
    return account
  }

  async findByName(name: string) {
    const row = await this.#engine.get<AccountRow>(sql`SELECT id, name, created_at FROM accounts WHERE name = ${name}`)
    return row ? accountFromRow(row) : null
  }

  async findById(id: string) {
    const row = await this.#engine.get<AccountRow>(sql`SELECT id, name, created_at FROM accounts WHERE id = ${id}`)
    return row ? accountFromRow(row) : null
  }

  async list() {
    const rows = await this.#engine.all<AccountRow>(
      sql`SELECT id, name, created_at FROM accounts ORDER BY created_at, id`,
    )
    return rows.map(accountFromRow)
  }

  async count() {
    return Number((await this.#engine.get<{ n: number }>(sql`SELECT count(*) AS n FROM accounts`))?.n ?? 0)
  }
}
