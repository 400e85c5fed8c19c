import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import type { Store } from '../../domain/store.js'
import { SqliteAccountRepository } from './sqlite-account-repository.js'
import { SqliteApiKeyRepository } from './sqlite-api-key-repository.js'
import { SQLITE_MIGRATIONS } from './sqlite-migrations.js'
import { SqliteQrCodeRepository } from './sqlite-qr-code-repository.js'

function migrate(db: Database.Database): void {
  const applied = db.pragma('user_version', { simple: true }) as number
  if (applied > SQLITE_MIGRATIONS.length) {
    throw new Error(`The database is at schema version ${applied}, newer than this dynqr (${SQLITE_MIGRATIONS.length})`)
  }
  db.transaction(() => {
    for (const [index, sql] of SQLITE_MIGRATIONS.entries()) {
      if (index < applied) continue
      db.exec(sql)
      db.pragma(`user_version = ${index + 1}`)
    }
  }).immediate()
}

/**
 * Opens (creating if needed) an SQLite database and brings its schema up to date.
 *
 * WAL with `synchronous = NORMAL`: every statement is committed to the WAL before it returns,
 * so a crash of the process loses nothing; only a power loss may lose the last transactions.
 */
export function openSqliteStore(file: string): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  const ping = db.prepare('SELECT 1')
  return {
    kind: 'sqlite',
    qrCodes: new SqliteQrCodeRepository(db),
    accounts: new SqliteAccountRepository(db),
    apiKeys: new SqliteApiKeyRepository(db),
    ping: async () => {
      ping.get()
    },
    close: async () => {
      db.close()
    },
  }
}
