import type { KeptAnswer } from '../../domain/idempotency-repository.js'
import { sql } from './sql.js'
import type { SqlSession } from './sql-engine.js'

/**
 * Keeps a create's idempotent answer beside its reservation; called inside the create's own
 * transaction, so the answer commits with what it answers or not at all (issue 27, item 14).
 */
export async function keepAnswer(tx: SqlSession, answer: KeptAnswer): Promise<void> {
  await tx.run(sql`UPDATE idempotency_keys SET status = ${answer.status}, body = ${answer.body},
    location = ${answer.location} WHERE account_id = ${answer.accountId} AND key = ${answer.key}`)
}
