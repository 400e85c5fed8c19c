import type pg from 'pg'
import type { AccountRepository } from '../../domain/account-repository.js'
import type { AccountRecord } from '../../domain/records.js'
import { type AccountRow, accountFromRow } from '../sql-rows.js'

export class PostgresAccountRepository implements AccountRepository {
  readonly #pool: pg.Pool

  constructor(pool: pg.Pool) {
    this.#pool = pool
  }

  async create(account: AccountRecord) {
    await this.#pool.query('INSERT INTO accounts (id, name, created_at) VALUES ($1, $2, $3)', [
      account.id,
      account.name,
      account.createdAt,
    ])
    return account
  }

  async findByName(name: string) {
    const { rows } = await this.#pool.query<AccountRow>('SELECT id, name, created_at FROM accounts WHERE name = $1', [
      name,
    ])
    return rows[0] ? accountFromRow(rows[0]) : null
  }

  async list() {
    const { rows } = await this.#pool.query<AccountRow>(
      'SELECT id, name, created_at FROM accounts ORDER BY created_at, id',
    )
    return rows.map(accountFromRow)
  }

  async count() {
    const { rows } = await this.#pool.query<{ n: number }>('SELECT count(*) AS n FROM accounts')
    return rows[0]?.n ?? 0
  }
}
