import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { createMemoryStore, openPostgresStore, openSqliteStore, type Store } from '../../src/index.js'

export interface Engine {
  name: string
  open: () => Promise<Store>
}

let schemas = 0

/**
 * Every store engine the shared suites run against: SQLite on a file (WAL, the checkpoint
 * thread, as served) and PostgreSQL. The in-memory store is not among them: it is SQLite in
 * memory through the same repositories and statements (ADR 0032), so a third run of each suite
 * would only repeat the SQLite one; test/store/memory-store.test.ts holds what is its own.
 */
export const ENGINES: Engine[] = [
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

/** The in-memory store, for the tests that need a store but are about something else. */
export const MEMORY: Engine = { name: 'memory', open: async () => createMemoryStore() }
