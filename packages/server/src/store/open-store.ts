import type { StoreUrl } from '../config.js'
import type { Store } from '../domain/store.js'
import { createMemoryStore } from './memory/create-memory-store.js'
import { openPostgresStore, type PostgresOptions } from './postgres/open-postgres-store.js'
import { openSqliteStore, type SqliteOptions } from './sqlite/open-sqlite-store.js'

/** Opens the store a DATABASE_URL names, with the options of its engine. */
export async function openStore(url: StoreUrl, options: PostgresOptions & SqliteOptions = {}): Promise<Store> {
  switch (url.kind) {
    case 'memory':
      return createMemoryStore()
    case 'sqlite':
      return openSqliteStore(url.file, options)
    case 'postgres':
      return openPostgresStore(url.url, options)
  }
}
