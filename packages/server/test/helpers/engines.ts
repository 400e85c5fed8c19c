import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { createMemoryStore, openPostgresStore, openSqliteStore, type Store } from '../../src/index.js'

export interface Engine {
  name: string
  open: () => Promise<Store>
}

/** Every store engine the shared suites run against. */
let schemas = 0

export const ENGINES: Engine[] = [
  { name: 'memory', open: async () => createMemoryStore() },
  {
    name: 'sqlite',
    open: async () => openSqliteStore(join(mkdtempSync(join(tmpdir(), 'dynqr-sqlite-')), 'dynqr.db')),
  },
  {
    name: 'postgres',
    // A fresh schema per store: isolated like a fresh database, in milliseconds.
    open: async () => {
      schemas += 1
      const schema = `t_${process.pid}_${schemas}_${Math.random().toString(36).slice(2, 8)}`
      return openPostgresStore(inject('postgresUrl'), { schema, poolSize: 5 })
    },
  },
]
