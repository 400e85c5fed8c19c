import type { Role } from '@dynqr/contract'
import type { InvitationRepository } from '../../domain/people/invitation-repository.js'
import type { InvitationRecord, LinkKind } from '../../domain/people/people-records.js'
import { raw, sql } from '../sql/sql.js'
import type { SqlEngine } from '../sql/sql-engine.js'

interface InvitationRow {
  id: string
  token_hash: string
  account_id: string | null
  email: string | null
  role: Role | null
  kind: LinkKind
  created_by_user_id: string | null
  created_at: number
  expires_at: number
  used_at: number | null
}

const COLUMNS = raw(
  'id, token_hash, account_id, email, role, kind, created_by_user_id, created_at, expires_at, used_at',
)

const invitationFromRow = (row: InvitationRow): InvitationRecord => ({
  id: row.id,
  tokenHash: row.token_hash,
  accountId: row.account_id,
  email: row.email,
  role: row.role,
  kind: row.kind,
  createdByUserId: row.created_by_user_id,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  usedAt: row.used_at === null ? null : Number(row.used_at),
})

/** One-time links, on SQLite and PostgreSQL alike, by the SHA-256 of their token. */
export class SqlInvitationRepository implements InvitationRepository {
  readonly #engine: SqlEngine

  constructor(engine: SqlEngine) {
    this.#engine = engine
  }

  async create(link: InvitationRecord) {
    await this.#engine.run(
      sql`INSERT INTO invitations (${COLUMNS}) VALUES (${link.id}, ${link.tokenHash}, ${link.accountId}, ${link.email},
          ${link.role}, ${link.kind}, ${link.createdByUserId}, ${link.createdAt}, ${link.expiresAt}, ${link.usedAt})`,
    )
  }

  async findByTokenHash(tokenHash: string) {
    const row = await this.#engine.get<InvitationRow>(
      sql`SELECT ${COLUMNS} FROM invitations WHERE token_hash = ${tokenHash}`,
    )
    return row ? invitationFromRow(row) : null
  }

  async listPending(accountId: string, now: number) {
    const rows = await this.#engine.all<InvitationRow>(
      sql`SELECT ${COLUMNS} FROM invitations
          WHERE account_id = ${accountId} AND kind <> 'reset' AND used_at IS NULL AND expires_at > ${now}
          ORDER BY created_at DESC, id DESC`,
    )
    return rows.map(invitationFromRow)
  }

  async findPendingByEmail(email: string, now: number) {
    const row = await this.#engine.get<InvitationRow>(
      sql`SELECT ${COLUMNS} FROM invitations
          WHERE email = ${email} AND kind = 'invitation' AND used_at IS NULL AND expires_at > ${now}
          ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    return row ? invitationFromRow(row) : null
  }

  async use(id: string, now: number, accountId?: string) {
    const owned = accountId === undefined ? raw('') : sql`AND account_id = ${accountId}`
    const changed = await this.#engine.run(
      sql`UPDATE invitations SET used_at = ${now} WHERE id = ${id} AND used_at IS NULL AND expires_at > ${now} ${owned}`,
    )
    return changed === 1
  }
}
