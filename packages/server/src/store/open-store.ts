import type { StoreUrl } from '../config.js'
import { createMemoryStore } from './memory-store.js'
import type { Store } from './repository.js'
import { openSqliteStore } from './sqlite-store.js'

/** Opens the store a DATABASE_URL names. */
export async function openStore(url: StoreUrl): Promise<Store> {
  switch (url.kind) {
    case 'memory':
      return createMemoryStore()
    case 'sqlite':
      return openSqliteStore(url.file)
    case 'postgres':
      throw new Error('PostgreSQL support is not built yet: use sqlite:<path> or memory:')
  }
}
