import type { Store } from '../../src/domain/store.js'
import { createMemoryStore } from '../../src/store/memory/create-memory-store.js'

/**
 * The in-memory store holding these accounts: a code, key or template belongs to an account that
 * exists, on the memory store as on every engine (it is SQLite in memory).
 */
export async function memoryStoreOf(...accountIds: string[]): Promise<Store> {
  const store = createMemoryStore()
  for (const id of accountIds) await store.accounts.create({ id, name: id, createdAt: 0 })
  return store
}
