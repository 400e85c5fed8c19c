import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMemoryStore, openSqliteStore, type Store } from '../../src/index.js'

export interface Engine {
  name: string
  open: () => Promise<Store>
}

/** Every store engine the shared suites run against. */
export const ENGINES: Engine[] = [
  { name: 'memory', open: async () => createMemoryStore() },
  {
    name: 'sqlite',
    open: async () => openSqliteStore(join(mkdtempSync(join(tmpdir(), 'dynqr-sqlite-')), 'dynqr.db')),
  },
]
