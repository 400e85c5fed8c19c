import type pg from 'pg'
import type { ClaimTimes, IdempotencyRepository, KeptAnswer, Reservation } from '../../domain/idempotency-repository.js'
import { inTransaction } from './postgres-transaction.js'

/** Keeps a create's answer, on the create's own transaction (issue 27, item 14). */
export async function keepAnswer(client: pg.PoolClient, answer: KeptAnswer): Promise<void> {
  await client.query({
    name: 'idempotency-keep',
    text: 'UPDATE idempotency_keys SET status = $3, body = $4, location = $5 WHERE account_id = $1 AND key = $2',
    values: [answer.accountId, answer.key, answer.status, answer.body, answer.location],
  })
}

interface Row {
  request_hash: string
  status: number | null
  body: string | null
  location: string | null
  lease_until: number
}

export class PostgresIdempotencyRepository implements IdempotencyRepository {
  readonly #pool: pg.Pool

  constructor(pool: pg.Pool) {
    this.#pool = pool
  }

  reserve(accountId: string, key: string, requestHash: string, times: ClaimTimes): Promise<Reservation> {
    // The row lock (FOR UPDATE) serialises instances claiming the same key.
    return inTransaction(this.#pool, async (client) => {
      await client.query('DELETE FROM idempotency_keys WHERE created_at < $1', [times.expiredBefore])
      const inserted = await client.query(
        `INSERT INTO idempotency_keys (account_id, key, request_hash, created_at, lease_until)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (account_id, key) DO NOTHING`,
        [accountId, key, requestHash, times.now, times.leaseUntil],
      )
      if (inserted.rowCount === 1) return { state: 'new' }
      const { rows } = await client.query<Row>(
        `SELECT request_hash, status, body, location, lease_until FROM idempotency_keys
         WHERE account_id = $1 AND key = $2 FOR UPDATE`,
        [accountId, key],
      )
      const row = rows[0] as Row
      if (row.request_hash !== requestHash) return { state: 'mismatch' }
      if (row.status !== null) {
        return { state: 'replay', status: row.status, body: row.body ?? '', location: row.location }
      }
      if (row.lease_until > times.now) return { state: 'in-flight' }
      await client.query('UPDATE idempotency_keys SET lease_until = $3 WHERE account_id = $1 AND key = $2', [
        accountId,
        key,
        times.leaseUntil,
      ])
      return { state: 'new' }
    })
  }

  async complete(accountId: string, key: string, status: number, body: string, location: string | null) {
    await this.#pool.query(
      'UPDATE idempotency_keys SET status = $3, body = $4, location = $5 WHERE account_id = $1 AND key = $2',
      [accountId, key, status, body, location],
    )
  }

  async renew(accountId: string, key: string, leaseUntil: number) {
    await this.#pool.query({
      name: 'idempotency-renew',
      text: 'UPDATE idempotency_keys SET lease_until = $3 WHERE account_id = $1 AND key = $2 AND status IS NULL',
      values: [accountId, key, leaseUntil],
    })
  }

  async release(accountId: string, key: string) {
    await this.#pool.query('DELETE FROM idempotency_keys WHERE account_id = $1 AND key = $2 AND status IS NULL', [
      accountId,
      key,
    ])
  }
}
