import type pg from 'pg'
import type { QrCodeRecord } from '../../domain/records.js'
import { SqlQrCodeRepository } from '../codes/sql-qr-code-repository.js'
import { PostgresCreates } from './postgres-creates.js'
import { PostgresEngine } from './postgres-engine.js'
import { PostgresScans } from './postgres-scans.js'

/**
 * The QR codes on PostgreSQL: the shared repository (store/codes/) with PostgreSQL's hot paths,
 * the scan batches (postgres-scans.ts) and the grouped creates (postgres-creates.ts).
 * `scanPool`: the pipelined connections of the scan batches (open-postgres-store.ts);
 * `answerWithinMs`: how long a scan or create batch may go unanswered before it fails (503).
 */
export function postgresQrCodeRepository(
  pool: pg.Pool,
  scanPool: pg.Pool = pool,
  answerWithinMs?: number,
  engine: PostgresEngine = new PostgresEngine(pool),
): SqlQrCodeRepository {
  // A create its batch's statement could not decide is inserted alone.
  const alone = (record: QrCodeRecord): Promise<boolean> => codes.insertAlone(record)
  const creates: PostgresCreates = new PostgresCreates(engine, alone, answerWithinMs)
  const codes: SqlQrCodeRepository = new SqlQrCodeRepository(engine, {
    scans: new PostgresScans(scanPool, answerWithinMs),
    creates: (record) => creates.create(record),
  })
  return codes
}
