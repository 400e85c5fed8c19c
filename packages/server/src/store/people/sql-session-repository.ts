import type { Role } from '@dynqr/contract'
import type { SessionRecord, SessionView } from '../../domain/people/people-records.js'
import type { SessionRepository } from '../../domain/people/session-repository.js'
import { raw, sql } from '../sql/sql.js'
import type { SqlEngine } from '../sql/sql-engine.js'

interface SessionRow {
  id_hash: string
  user_id: string
  account_id: string
  created_at: number
  last_seen_at: number
  expires_at: number
  role: Role | null
}

/**
 * Sessions, on SQLite and PostgreSQL alike, by the SHA-256 of the cookie value: the value itself
 * is never stored. A session is read with its person's current role in its account, so a demoted
 * or removed member holds no more from their very next request.
 */
export class SqlSessionRepository implements SessionRepository {
  readonly #engine: SqlEngine

  constructor(engine: SqlEngine) {
    this.#engine = engine
  }

  async create(session: SessionRecord) {
    await this.#engine.run(
      sql`INSERT INTO sessions (id_hash, user_id, account_id, created_at, last_seen_at, expires_at)
          VALUES (${session.idHash}, ${session.userId}, ${session.accountId}, ${session.createdAt},
                  ${session.lastSeenAt}, ${session.expiresAt})`,
    )
  }

  async find(idHash: string): Promise<SessionView | null> {
    const row = await this.#engine.get<SessionRow>(
      sql`SELECT s.id_hash, s.user_id, s.account_id, s.created_at, s.last_seen_at, s.expires_at, m.role
          FROM sessions s LEFT JOIN members m ON m.account_id = s.account_id AND m.user_id = s.user_id
          WHERE s.id_hash = ${idHash}`,
    )
    if (!row) return null
    return {
      idHash: row.id_hash,
      userId: row.user_id,
      accountId: row.account_id,
      createdAt: Number(row.created_at),
      lastSeenAt: Number(row.last_seen_at),
      expiresAt: Number(row.expires_at),
      role: row.role ?? null,
    }
  }

  async touch(idHash: string, now: number) {
    await this.#engine.run(sql`UPDATE sessions SET last_seen_at = ${now} WHERE id_hash = ${idHash}`)
  }

  async moveTo(idHash: string, accountId: string) {
    await this.#engine.run(sql`UPDATE sessions SET account_id = ${accountId} WHERE id_hash = ${idHash}`)
  }

  async delete(idHash: string) {
    await this.#engine.run(sql`DELETE FROM sessions WHERE id_hash = ${idHash}`)
  }

  deleteForUser(userId: string, except?: string) {
    const kept = except === undefined ? raw('') : sql`AND id_hash <> ${except}`
    return this.#engine.run(sql`DELETE FROM sessions WHERE user_id = ${userId} ${kept}`)
  }

  prune(now: number, idleBefore: number) {
    return this.#engine.run(sql`DELETE FROM sessions WHERE expires_at <= ${now} OR last_seen_at < ${idleBefore}`)
  }
}
