import type {
  DomainDeletion,
  DomainRecord,
  DomainRepository,
  VerifiedDomain,
} from '../../domain/domains/domain-repository.js'
import { sql } from '../sql/sql.js'
import type { SqlEngine, SqlSession } from '../sql/sql-engine.js'

interface DomainRow {
  id: string
  account_id: string
  hostname: string
  status: DomainRecord['status']
  token: string
  root_redirect_url: string | null
  not_found_url: string | null
  created_at: number
  verified_at: number | null
}

const COLUMNS = sql`id, account_id, hostname, status, token, root_redirect_url, not_found_url, created_at, verified_at`

const domainFromRow = (row: DomainRow): DomainRecord => ({
  id: row.id,
  accountId: row.account_id,
  hostname: row.hostname,
  status: row.status,
  token: row.token,
  rootRedirectUrl: row.root_redirect_url,
  notFoundUrl: row.not_found_url,
  createdAt: Number(row.created_at),
  verifiedAt: row.verified_at === null ? null : Number(row.verified_at),
})

/** Moves the change counter every instance polls (verified-domains.ts), in the write's transaction. */
const bump = (tx: SqlSession) => tx.run(sql`UPDATE domain_changes SET version = version + 1 WHERE id = 1`)

/** The custom domains (issue #42), on SQLite and PostgreSQL alike. */
export class SqlDomainRepository implements DomainRepository {
  readonly #engine: SqlEngine

  constructor(engine: SqlEngine) {
    this.#engine = engine
  }

  async create(domain: DomainRecord): Promise<'created' | 'taken'> {
    try {
      await this.#engine.transaction(async (tx) => {
        await tx.run(
          sql`INSERT INTO domains (${COLUMNS}) VALUES (${domain.id}, ${domain.accountId}, ${domain.hostname},
            ${domain.status}, ${domain.token}, ${domain.rootRedirectUrl}, ${domain.notFoundUrl}, ${domain.createdAt},
            ${domain.verifiedAt})`,
        )
        await bump(tx)
      })
      return 'created'
    } catch (error) {
      if (this.#engine.isUniqueViolation(error)) return 'taken'
      throw error
    }
  }

  async list(accountId: string) {
    const rows = await this.#engine.all<DomainRow>(
      sql`SELECT ${COLUMNS} FROM domains WHERE account_id = ${accountId} ORDER BY created_at, id`,
    )
    return rows.map(domainFromRow)
  }

  async count(accountId: string) {
    const row = await this.#engine.get<{ n: number }>(
      sql`SELECT count(*) AS n FROM domains WHERE account_id = ${accountId}`,
    )
    return Number(row?.n ?? 0)
  }

  async get(accountId: string, id: string) {
    const row = await this.#engine.get<DomainRow>(
      sql`SELECT ${COLUMNS} FROM domains WHERE account_id = ${accountId} AND id = ${id}`,
    )
    return row ? domainFromRow(row) : null
  }

  async findByHostname(accountId: string, hostname: string) {
    const row = await this.#engine.get<DomainRow>(
      sql`SELECT ${COLUMNS} FROM domains WHERE account_id = ${accountId} AND hostname = ${hostname}`,
    )
    return row ? domainFromRow(row) : null
  }

  update(accountId: string, id: string, changes: Partial<Pick<DomainRecord, 'rootRedirectUrl' | 'notFoundUrl'>>) {
    return this.#engine.transaction(async (tx) => {
      const row = await tx.get<DomainRow>(
        sql`SELECT ${COLUMNS} FROM domains WHERE account_id = ${accountId} AND id = ${id}`,
      )
      if (!row) return null
      const next = { ...domainFromRow(row), ...changes }
      await tx.run(
        sql`UPDATE domains SET root_redirect_url = ${next.rootRedirectUrl}, not_found_url = ${next.notFoundUrl}
          WHERE id = ${id}`,
      )
      await bump(tx)
      return next
    })
  }

  markVerified(accountId: string, id: string, now: number) {
    return this.#engine.transaction(async (tx) => {
      const changed = await tx.run(
        sql`UPDATE domains SET status = 'verified', verified_at = ${now}
          WHERE account_id = ${accountId} AND id = ${id} AND status = 'pending'`,
      )
      if (changed > 0) await bump(tx)
      const row = await tx.get<DomainRow>(
        sql`SELECT ${COLUMNS} FROM domains WHERE account_id = ${accountId} AND id = ${id}`,
      )
      return row ? domainFromRow(row) : null
    })
  }

  delete(accountId: string, id: string): Promise<DomainDeletion> {
    return this.#engine.transaction(async (tx) => {
      const lock = this.#engine.name === 'postgres' ? sql` FOR UPDATE` : sql``
      const row = await tx.get<{ hostname: string }>(
        sql`SELECT hostname FROM domains WHERE account_id = ${accountId} AND id = ${id}${lock}`,
      )
      if (!row) return 'missing' as const
      // Deleted codes count too: their tombstones keep their printed links theirs.
      const used = await tx.get<{ n: number }>(sql`SELECT count(*) AS n FROM qr_codes WHERE domain = ${row.hostname}`)
      const inUseBy = Number(used?.n ?? 0)
      if (inUseBy > 0) return { inUseBy }
      await tx.run(sql`DELETE FROM domains WHERE id = ${id}`)
      await bump(tx)
      return 'deleted' as const
    })
  }

  async verified(): Promise<VerifiedDomain[]> {
    const rows = await this.#engine.all<Pick<DomainRow, 'hostname' | 'root_redirect_url' | 'not_found_url'>>(
      sql`SELECT hostname, root_redirect_url, not_found_url FROM domains WHERE status = 'verified'`,
    )
    return rows.map((row) => ({
      hostname: row.hostname,
      rootRedirectUrl: row.root_redirect_url,
      notFoundUrl: row.not_found_url,
    }))
  }

  async version(): Promise<number> {
    const row = await this.#engine.get<{ version: number }>(sql`SELECT version FROM domain_changes WHERE id = 1`)
    return Number(row?.version ?? 0)
  }
}
