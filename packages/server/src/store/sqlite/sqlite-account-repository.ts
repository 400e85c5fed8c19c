import type Database from 'better-sqlite3'
import type { AccountRepository } from '../../domain/account-repository.js'
import type { AccountRecord } from '../../domain/records.js'
import { type AccountRow, accountFromRow } from '../sql-rows.js'

export class SqliteAccountRepository implements AccountRepository {
  readonly #db: Database.Database

  constructor(db: Database.Database) {
    this.#db = db
  }

  async create(account: AccountRecord) {
    this.#db
      .prepare('INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?)')
      .run(account.id, account.name, account.createdAt)
    return account
  }

  async findByName(name: string) {
    const row = this.#db
      .prepare<[string], AccountRow>('SELECT id, name, created_at FROM accounts WHERE name = ?')
      .get(name)
    return row ? accountFromRow(row) : null
  }

  async list() {
    return this.#db
      .prepare<[], AccountRow>('SELECT id, name, created_at FROM accounts ORDER BY created_at, id')
      .all()
      .map(accountFromRow)
  }

  async count() {
    return this.#db.prepare<[], { n: number }>('SELECT count(*) AS n FROM accounts').get()?.n ?? 0
  }
}
