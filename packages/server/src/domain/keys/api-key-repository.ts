import type { KeptAnswer } from '../idempotency-repository.js'
import type { ApiKeyRecord } from '../records.js'

/** The API keys of every account; only their hashes are kept. */
export interface ApiKeyRepository {
  /** `answer`, when given, is kept in the same commit as the key (it must not hold the secret). */
  create(key: ApiKeyRecord, answer?: KeptAnswer): Promise<void>
  /** The live (not revoked) key with this hash, or `null`. */
  findActiveByHash(hash: string): Promise<ApiKeyRecord | null>
  /** Records a use; cheap to call on every request (the store may skip recent repeats). */
  touch(id: string, now: number): Promise<void>
  /** Every key (of one account when given), newest first, revoked ones included. */
  list(accountId?: string): Promise<ApiKeyRecord[]>
  /** Revokes the key (only if it belongs to `accountId`, when given); `false` when no live key matches. */
  revoke(id: string, now: number, accountId?: string): Promise<boolean>
}
