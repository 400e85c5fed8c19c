import type { Store } from '../../domain/store.js'
import { openSqliteStore } from '../sqlite/open-sqlite-store.js'

/**
 * A store that lives in this process only, for tests, demos, the stateful mock and `dynqr serve`
 * with `DATABASE_URL=memory:`: SQLite in memory (`:memory:`) through the SQLite repositories, so
 * it behaves as the SQLite engine does, to the statement (ADR 0032). No file, no WAL, no
 * checkpoint thread; everything is gone when it closes or the process ends. It reports itself as
 * `memory` (/healthz, /readyz, the store metrics).
 */
export function createMemoryStore(): Store {
  return { ...openSqliteStore(':memory:'), kind: 'memory' }
}
