import type Database from 'better-sqlite3'
import { PageCursors } from '../codes/page-cursors.js'
import { SqlQrCodeRepository } from '../codes/sql-qr-code-repository.js'
import { sql } from '../sql/sql.js'
import type { SqliteAccess } from './sqlite-access.js'
import type { SqliteEngine } from './sqlite-engine.js'
import { SqliteScans } from './sqlite-scans.js'

/**
 * The QR codes on SQLite: the shared repository (store/codes/) with SQLite's scan path
 * (sqlite-scans.ts) and remembered page starts, forgotten when another connection commits
 * (`data_version`).
 */
export function sqliteQrCodeRepository(
  db: Database.Database,
  access: SqliteAccess,
  engine: SqliteEngine,
  scanStats = true,
): SqlQrCodeRepository {
  // SQLite's own lower() folds only ASCII; titles are often in other scripts (sql-code-lists.ts).
  db.function('dynqr_lower', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : null,
  )
  const version = async () => (await engine.get<{ data_version: number }>(sql`PRAGMA data_version`))?.data_version
  return new SqlQrCodeRepository(engine, {
    scans: new SqliteScans(db, access, engine, scanStats),
    cursors: new PageCursors(version),
  })
}
