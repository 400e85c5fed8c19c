import type { ClaimTimes, IdempotencyRepository, Reservation } from '../../domain/idempotency-repository.js'
import { raw, sql } from '../sql/sql.js'
import type { SqlEngine } from '../sql/sql-engine.js'

interface Row {
  request_hash: string
  status: number | null
  body: string | null
  location: string | null
  lease_until: number
}

/**
 * Idempotency keys on either SQL engine. A claim is one transaction: two instances (or requests)
 * claiming one key are serialised — by the row lock on PostgreSQL (FOR UPDATE), by the single
 * writer's IMMEDIATE transaction on SQLite (which has no FOR UPDATE). The answer of a create is
 * kept in the create's own transaction (store/sql/kept-answers.ts).
 */
export class SqlIdempotencyRepository implements IdempotencyRepository {
  readonly #engine: SqlEngine
  readonly #forUpdate

  constructor(engine: SqlEngine) {
    this.#engine = engine
    this.#forUpdate = raw(engine.name === 'postgres' ? 'FOR UPDATE' : '')
  }

  reserve(accountId: string, key: string, requestHash: string, times: ClaimTimes): Promise<Reservation> {
    return this.#engine.transaction(async (tx): Promise<Reservation> => {
      await tx.run(sql`DELETE FROM idempotency_keys WHERE created_at < ${times.expiredBefore}`)
      const inserted = await tx.run(
        sql`INSERT INTO idempotency_keys (account_id, key, request_hash, created_at, lease_until)
          VALUES (${accountId}, ${key}, ${requestHash}, ${times.now}, ${times.leaseUntil})
          ON CONFLICT (account_id, key) DO NOTHING`,
      )
      if (inserted === 1) return { state: 'new' }
      const row = (await tx.get<Row>(
        sql`SELECT request_hash, status, body, location, lease_until FROM idempotency_keys
          WHERE account_id = ${accountId} AND key = ${key} ${this.#forUpdate}`,
      )) as Row
      if (row.request_hash !== requestHash) return { state: 'mismatch' }
      if (row.status !== null) {
        return { state: 'replay', status: row.status, body: row.body ?? '', location: row.location }
      }
      if (row.lease_until > times.now) return { state: 'in-flight' }
      await tx.run(
        sql`UPDATE idempotency_keys SET lease_until = ${times.leaseUntil} WHERE account_id = ${accountId} AND key = ${key}`,
      )
      return { state: 'new' }
    })
  }

  async complete(accountId: string, key: string, status: number, body: string, location: string | null) {
    await this.#engine.run(
      sql`UPDATE idempotency_keys SET status = ${status}, body = ${body}, location = ${location}
        WHERE account_id = ${accountId} AND key = ${key}`,
    )
  }

  async renew(accountId: string, key: string, leaseUntil: number) {
    await this.#engine.run(
      sql`UPDATE idempotency_keys SET lease_until = ${leaseUntil}
        WHERE account_id = ${accountId} AND key = ${key} AND status IS NULL`,
    )
  }

  async release(accountId: string, key: string) {
    await this.#engine.run(
      sql`DELETE FROM idempotency_keys WHERE account_id = ${accountId} AND key = ${key} AND status IS NULL`,
    )
  }
}
