import type Database from 'better-sqlite3'
import type { ClaimTimes, IdempotencyRepository, KeptAnswer, Reservation } from '../../domain/idempotency-repository.js'
import type { SqliteAccess } from './sqlite-access.js'

interface Row {
  request_hash: string
  status: number | null
  body: string | null
  location: string | null
  lease_until: number
}

/** Keeps a create's answer; called inside the create's own transaction (issue 27, item 14). */
export function answerKeeper(db: Database.Database): (answer: KeptAnswer) => void {
  const keep = db.prepare<[number, string, string | null, string, string]>(
    'UPDATE idempotency_keys SET status = ?, body = ?, location = ? WHERE account_id = ? AND key = ?',
  )
  return (answer) => {
    keep.run(answer.status, answer.body, answer.location, answer.accountId, answer.key)
  }
}

export class SqliteIdempotencyRepository implements IdempotencyRepository {
  readonly #access: SqliteAccess
  readonly #reserve

  readonly #complete
  readonly #renew
  readonly #release

  constructor(db: Database.Database, access: SqliteAccess) {
    this.#access = access
    const purge = db.prepare<[number]>('DELETE FROM idempotency_keys WHERE created_at < ?')
    const insert = db.prepare<[string, string, string, number, number]>(
      `INSERT INTO idempotency_keys (account_id, key, request_hash, created_at, lease_until) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (account_id, key) DO NOTHING`,
    )
    const find = db.prepare<[string, string], Row>(
      'SELECT request_hash, status, body, location, lease_until FROM idempotency_keys WHERE account_id = ? AND key = ?',
    )
    const renew = db.prepare<[number, string, string]>(
      'UPDATE idempotency_keys SET lease_until = ? WHERE account_id = ? AND key = ?',
    )
    // One IMMEDIATE transaction: two instances (or requests) claiming one key are serialised.
    this.#reserve = db.transaction((accountId: string, key: string, hash: string, times: ClaimTimes): Reservation => {
      purge.run(times.expiredBefore)
      if (insert.run(accountId, key, hash, times.now, times.leaseUntil).changes === 1) return { state: 'new' }
      const row = find.get(accountId, key) as Row
      if (row.request_hash !== hash) return { state: 'mismatch' }
      if (row.status !== null) {
        return { state: 'replay', status: row.status, body: row.body ?? '', location: row.location }
      }
      if (row.lease_until > times.now) return { state: 'in-flight' }
      renew.run(times.leaseUntil, accountId, key)
      return { state: 'new' }
    })
    this.#complete = db.prepare<[number, string, string | null, string, string]>(
      'UPDATE idempotency_keys SET status = ?, body = ?, location = ? WHERE account_id = ? AND key = ?',
    )
    this.#renew = db.prepare<[number, string, string]>(
      'UPDATE idempotency_keys SET lease_until = ? WHERE account_id = ? AND key = ? AND status IS NULL',
    )
    this.#release = db.prepare<[string, string]>(
      'DELETE FROM idempotency_keys WHERE account_id = ? AND key = ? AND status IS NULL',
    )
  }

  reserve(accountId: string, key: string, requestHash: string, times: ClaimTimes) {
    return this.#access.run(() => this.#reserve.immediate(accountId, key, requestHash, times))
  }

  complete(accountId: string, key: string, status: number, body: string, location: string | null) {
    return this.#access.run(() => {
      this.#complete.run(status, body, location, accountId, key)
    })
  }

  renew(accountId: string, key: string, leaseUntil: number) {
    return this.#access.run(() => {
      this.#renew.run(leaseUntil, accountId, key)
    })
  }

  release(accountId: string, key: string) {
    return this.#access.run(() => {
      this.#release.run(accountId, key)
    })
  }
}
