import type {
  AuditActorType,
  AuditEventRecord,
  AuditQuery,
  AuditRepository,
} from '../../domain/audit/audit-repository.js'
import { Batcher } from '../sql/batcher.js'
import { join, list, raw, type Sql, sql } from '../sql/sql.js'
import type { SqlEngine } from '../sql/sql-engine.js'

const COLUMNS = raw(
  'id, account_id, at, actor_type, actor_id, actor_label, address_class, action, resource_type, resource_id, changes',
)

interface AuditRow {
  id: string
  account_id: string
  at: number
  actor_type: AuditActorType
  actor_id: string | null
  actor_label: string | null
  address_class: string | null
  action: string
  resource_type: string
  resource_id: string | null
  changes: string | null
}

const fromRow = (row: AuditRow): AuditEventRecord => ({
  id: row.id,
  accountId: row.account_id,
  at: Number(row.at),
  actorType: row.actor_type,
  actorId: row.actor_id,
  actorLabel: row.actor_label,
  addressClass: row.address_class,
  action: row.action,
  resourceType: row.resource_type,
  resourceId: row.resource_id,
  changes: row.changes === null ? null : (JSON.parse(row.changes) as AuditEventRecord['changes']),
})

const values = (event: AuditEventRecord): Sql =>
  sql`(${join([
    event.id,
    event.accountId,
    event.at,
    event.actorType,
    event.actorId,
    event.actorLabel,
    event.addressClass,
    event.action,
    event.resourceType,
    event.resourceId,
    event.changes === null ? null : JSON.stringify(event.changes),
  ])})`

/** Rows one INSERT carries at most (11 parameters each: well under both engines' limits). */
const INSERT_CHUNK = 500
/** Requests' appends one transaction takes at most. */
const APPENDS_PER_BATCH = 256

const insert = (chunk: readonly AuditEventRecord[]) =>
  sql`INSERT INTO audit_events (${COLUMNS}) VALUES ${join(chunk.map(values))}`

/**
 * The audit log on SQLite and PostgreSQL alike: read newest first through
 * audit_events_by_account, or audit_events_by_resource for one code's history; pruned by age in
 * chunks through audit_events_by_at.
 */
export class SqlAuditRepository implements AuditRepository {
  readonly #engine: SqlEngine
  /**
   * The entries of concurrent requests, one transaction for all of them. SQLite's engine already
   * group-commits the transactions of a turn; PostgreSQL's does not, and one commit per entry
   * (its WAL flush) held creates there to a quarter of what they were before the audit log
   * (docs/performance.md, issue #46). One batch in flight: what arrives while it commits is the
   * next. A failed batch fails every request in it, as each one's own transaction would have.
   */
  readonly #appends: Batcher<readonly AuditEventRecord[], void>

  constructor(engine: SqlEngine) {
    this.#engine = engine
    this.#appends = new Batcher<readonly AuditEventRecord[], void>({
      maxBatch: APPENDS_PER_BATCH,
      oneInFlight: true,
      run: async (groups) => {
        const events = groups.flat()
        await this.#engine.transaction(async (tx) => {
          for (let start = 0; start < events.length; start += INSERT_CHUNK) {
            await tx.run(insert(events.slice(start, start + INSERT_CHUNK)))
          }
        })
        return groups.map(() => undefined)
      },
    })
  }

  /** In one transaction with the entries of the requests that append meanwhile. */
  async append(events: readonly AuditEventRecord[]) {
    if (events.length === 0) return
    await this.#appends.submit(events)
  }

  async list(accountId: string, query: AuditQuery) {
    const where: Sql[] = [sql`account_id = ${accountId}`]
    if (query.resource) {
      where.push(sql`resource_type = ${query.resource.type} AND resource_id = ${query.resource.id}`)
    }
    if (query.resourceTypes) where.push(sql`resource_type IN ${list(query.resourceTypes)}`)
    if (query.from !== undefined) where.push(sql`at >= ${query.from}`)
    if (query.to !== undefined) where.push(sql`at < ${query.to}`)
    if (query.after) {
      where.push(sql`(at < ${query.after.at} OR (at = ${query.after.at} AND id < ${query.after.id}))`)
    }
    const rows = await this.#engine.all<AuditRow>(
      sql`SELECT ${COLUMNS} FROM audit_events WHERE ${join(where, ' AND ')}
        ORDER BY at DESC, id DESC LIMIT ${query.limit}`,
    )
    return rows.map(fromRow)
  }

  async prune(before: number, limit: number) {
    return this.#engine.run(
      sql`DELETE FROM audit_events WHERE id IN (SELECT id FROM audit_events WHERE at < ${before} ORDER BY at LIMIT ${limit})`,
    )
  }
}
