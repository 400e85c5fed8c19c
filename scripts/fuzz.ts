/**
 * A longer fuzzing run than the one in `npm test`: generated requests from openapi.yaml against
 * the app over an in-memory store or a fresh SQLite file (PostgreSQL: set DATABASE_URL).
 *
 *   npm run fuzz -- [--runs 20000] [--seed N] [--engine memory|sqlite|postgres]
 *
 * On a failure it prints fast-check's report: the seed, the path and the smallest request that
 * breaks the rule, to replay with `--seed`.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createMemoryStore, openPostgresStore, openSqliteStore, type Store } from '../packages/server/src/index.js'
import { fuzzStore } from '../packages/server/test/fuzz/contract-fuzz.js'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20000' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    engine: { type: 'string', default: 'sqlite' },
  },
})

async function open(engine: string): Promise<Store> {
  if (engine === 'memory') return createMemoryStore()
  if (engine === 'sqlite') return openSqliteStore(join(mkdtempSync(join(tmpdir(), 'dynqr-fuzz-')), 'dynqr.db'))
  if (engine === 'postgres' && process.env.DATABASE_URL) return openPostgresStore(process.env.DATABASE_URL)
  throw new Error('--engine is memory, sqlite or postgres (with DATABASE_URL set)')
}

const runs = Number(values.runs)
const seed = Number(values.seed)
const store = await open(values.engine)
process.stdout.write(`fuzz: ${runs} requests on ${values.engine}, seed ${seed}\n`)
try {
  await fuzzStore(store, { runs, seed })
  process.stdout.write('fuzz: every answer was below 500 and within the contract\n')
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : ''
  process.stderr.write(`${error instanceof Error ? error.message : error}${cause}\n`)
  process.exitCode = 1
} finally {
  await store.close()
}
