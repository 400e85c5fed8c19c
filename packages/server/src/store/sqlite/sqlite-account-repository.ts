import type Database from 'better-sqlite3'
import type { AccountRepository } from '../../domain/account-repository.js'
import type { AccountRecord } from '../../domain/records.js'
import { type AccountRow, accountFromRow } from '../sql-rows.js'
import type { SqliteAccess } from './sqlite-access.js'

export class SqliteAccountRepository implements AccountRepository {
  readonly #db: Database.Database
  readonly #access: SqliteAccess

  constructor(db: Database.Database, access: SqliteAccess) {
    this.#db = db
    this.#access = access
  }

  create(account: AccountRecord) {
    return this.#access.run(() => {
      this.#db
        .prepare('INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?)')
        .run(account.id, account.name, account.createdAt)
      return account
    })
  }

  findByName(name: string) {
    return this.#access.run(() => {
      const row = this.#db
        .prepare<[string], AccountRow>('SELECT id, name, created_at FROM accounts WHERE name = ?')
        .get(name)
      return row ? accountFromRow(row) : null
    })
  }

  list() {
    return this.#access.run(() =>
      this.#db
        .prepare<[], AccountRow>('SELECT id, name, created_at FROM accounts ORDER BY created_at, id')
        .all()
        .map(accountFromRow),
    )
  }

  count() {
    return this.#access.run(
      () => this.#db.prepare<[], { n: number }>('SELECT count(*) AS n FROM accounts').get()?.n ?? 0,
    )
  }
}
