import type { Role } from '@dynqr/contract'
import type { MemberRepository } from '../../domain/people/member-repository.js'
import type { MemberRecord, MembershipView, MemberView } from '../../domain/people/people-records.js'
import { raw, sql } from '../sql/sql.js'
import type { SqlEngine, SqlSession } from '../sql/sql-engine.js'

interface MemberRow {
  account_id: string
  user_id: string
  role: Role
  created_at: number
}

const memberFromRow = (row: MemberRow): MemberRecord => ({
  accountId: row.account_id,
  userId: row.user_id,
  role: row.role,
  createdAt: Number(row.created_at),
})

/**
 * Memberships, on SQLite and PostgreSQL alike. A change that could take an account's last owner
 * reads its owners in the same transaction, locked on PostgreSQL (`FOR UPDATE`; SQLite's
 * transactions are serial), so two racing demotions cannot both pass.
 */
export class SqlMemberRepository implements MemberRepository {
  readonly #engine: SqlEngine

  constructor(engine: SqlEngine) {
    this.#engine = engine
  }

  async add(member: MemberRecord) {
    await this.#engine.run(
      sql`INSERT INTO members (account_id, user_id, role, created_at)
          VALUES (${member.accountId}, ${member.userId}, ${member.role}, ${member.createdAt})
          ON CONFLICT (account_id, user_id) DO NOTHING`,
    )
  }

  async find(accountId: string, userId: string) {
    const row = await this.#engine.get<MemberRow>(
      sql`SELECT account_id, user_id, role, created_at FROM members WHERE account_id = ${accountId} AND user_id = ${userId}`,
    )
    return row ? memberFromRow(row) : null
  }

  async listByAccount(accountId: string): Promise<MemberView[]> {
    const rows = await this.#engine.all<MemberRow & { email: string; name: string }>(
      sql`SELECT m.account_id, m.user_id, m.role, m.created_at, u.email, u.name
          FROM members m JOIN users u ON u.id = m.user_id
          WHERE m.account_id = ${accountId} ORDER BY m.created_at, m.user_id`,
    )
    return rows.map((row) => ({ ...memberFromRow(row), email: row.email, name: row.name }))
  }

  async listByUser(userId: string): Promise<MembershipView[]> {
    const rows = await this.#engine.all<{ account_id: string; name: string; role: Role; created_at: number }>(
      sql`SELECT m.account_id, a.name, m.role, m.created_at
          FROM members m JOIN accounts a ON a.id = m.account_id
          WHERE m.user_id = ${userId} ORDER BY m.created_at, m.account_id`,
    )
    return rows.map((row) => ({
      accountId: row.account_id,
      accountName: row.name,
      role: row.role,
      createdAt: Number(row.created_at),
    }))
  }

  setRole(accountId: string, userId: string, role: Role) {
    return this.#engine.transaction(async (tx) => {
      const refused = await this.#refusedForOwners(tx, accountId, userId, role !== 'owner')
      if (refused !== null) return refused
      await tx.run(sql`UPDATE members SET role = ${role} WHERE account_id = ${accountId} AND user_id = ${userId}`)
      return true
    })
  }

  remove(accountId: string, userId: string) {
    return this.#engine.transaction(async (tx) => {
      const refused = await this.#refusedForOwners(tx, accountId, userId, true)
      if (refused !== null) return refused
      await tx.run(sql`DELETE FROM members WHERE account_id = ${accountId} AND user_id = ${userId}`)
      // Their sessions on this account end with the membership, in its commit.
      await tx.run(sql`DELETE FROM sessions WHERE account_id = ${accountId} AND user_id = ${userId}`)
      return true
    })
  }

  /**
   * `false` when the person is not a member; `'last-owner'` when they are the account's only
   * owner and `losesOwner` (the change takes their ownership); `null` when the change may go on.
   */
  async #refusedForOwners(
    tx: SqlSession,
    accountId: string,
    userId: string,
    losesOwner: boolean,
  ): Promise<false | 'last-owner' | null> {
    const lock = raw(this.#engine.name === 'postgres' ? 'FOR UPDATE' : '')
    const owners = await tx.all<{ user_id: string }>(
      sql`SELECT user_id FROM members WHERE account_id = ${accountId} AND role = 'owner' ${lock}`,
    )
    const member = await tx.get<{ role: Role }>(
      sql`SELECT role FROM members WHERE account_id = ${accountId} AND user_id = ${userId} ${lock}`,
    )
    if (!member) return false
    if (losesOwner && member.role === 'owner' && owners.length <= 1) return 'last-owner'
    return null
  }

  async count(accountId: string) {
    const row = await this.#engine.get<{ n: number }>(
      sql`SELECT count(*) AS n FROM members WHERE account_id = ${accountId}`,
    )
    return Number(row?.n ?? 0)
  }
}
