import type { UserRecord } from '../../domain/people/people-records.js'
import type { UserRepository } from '../../domain/people/user-repository.js'
import { raw, sql } from '../sql/sql.js'
import type { SqlEngine } from '../sql/sql-engine.js'

interface UserRow {
  id: string
  email: string
  name: string
  password_hash: string | null
  created_at: number
}

const USER_COLUMNS = raw('u.id, u.email, u.name, u.password_hash, u.created_at')

const userFromRow = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  name: row.name,
  passwordHash: row.password_hash,
  createdAt: Number(row.created_at),
})

/** People and their provider identities, on SQLite and PostgreSQL alike. */
export class SqlUserRepository implements UserRepository {
  readonly #engine: SqlEngine

  constructor(engine: SqlEngine) {
    this.#engine = engine
  }

  async create(user: UserRecord) {
    await this.#engine.run(
      sql`INSERT INTO users (id, email, name, password_hash, created_at)
          VALUES (${user.id}, ${user.email}, ${user.name}, ${user.passwordHash}, ${user.createdAt})`,
    )
  }

  async findById(id: string) {
    const row = await this.#engine.get<UserRow>(sql`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ${id}`)
    return row ? userFromRow(row) : null
  }

  async findByEmail(email: string) {
    const row = await this.#engine.get<UserRow>(sql`SELECT ${USER_COLUMNS} FROM users u WHERE u.email = ${email}`)
    return row ? userFromRow(row) : null
  }

  async setPassword(id: string, passwordHash: string) {
    await this.#engine.run(sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${id}`)
  }

  async findByIdentity(issuer: string, subject: string) {
    const row = await this.#engine.get<UserRow>(
      sql`SELECT ${USER_COLUMNS} FROM user_identities i JOIN users u ON u.id = i.user_id
          WHERE i.issuer = ${issuer} AND i.subject = ${subject}`,
    )
    return row ? userFromRow(row) : null
  }

  async linkIdentity(issuer: string, subject: string, userId: string, now: number) {
    await this.#engine.run(
      sql`INSERT INTO user_identities (issuer, subject, user_id, created_at) VALUES (${issuer}, ${subject}, ${userId}, ${now})
          ON CONFLICT (issuer, subject) DO NOTHING`,
    )
  }
}
