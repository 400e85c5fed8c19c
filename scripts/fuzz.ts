/**
 * A longer fuzzing run than the one in `npm test`: generated requests from openapi.yaml against
 * the app over an in-memory store or a fresh SQLite file (PostgreSQL: set DATABASE_URL).
 *
 *   npm run fuzz -- [--runs 20000] [--seed N] [--engine memory|sqlite|postgres] [--only all|new]
 *
 * After the run over every operation comes one of a quarter as many requests over the newer
 * endpoints alone (assets, styles, bulk update and delete, export, stats as JSON and CSV), which
 * among all the others would each get a few percent of the requests; `--only` runs one of the two.
 *
 * On a failure it prints fast-check's report: the seed, the path and the smallest request that
 * breaks the rule, to replay with `--seed`.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createMemoryStore, openPostgresStore, openSqliteStore, type Store } from '../packages/server/src/index.js'
import { fuzzStore, NEW_OPERATIONS } from '../packages/server/test/fuzz/contract-fuzz.js'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20000' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    engine: { type: 'string', default: 'sqlite' },
    only: { type: 'string' },
  },
})
if (values.only !== undefined && values.only !== 'all' && values.only !== 'new') throw new Error('--only is all or new')

async function open(engine: string): Promise<Store> {
  if (engine === 'memory') return createMemoryStore()
  if (engine === 'sqlite') return openSqliteStore(join(mkdtempSync(join(tmpdir(), 'dynqr-fuzz-')), 'dynqr.db'))
  if (engine === 'postgres' && process.env.DATABASE_URL) return openPostgresStore(process.env.DATABASE_URL)
  throw new Error('--engine is memory, sqlite or postgres (with DATABASE_URL set)')
}

const runs = Number(values.runs)
const seed = Number(values.seed)
/** One run on a store of its own (each run seeds the same codes, logo and style). */
async function fuzzOn(engine: string, options: Parameters<typeof fuzzStore>[1]): Promise<void> {
  const store = await open(engine)
  try {
    await fuzzStore(store, options)
  } finally {
    await store.close()
  }
}

try {
  if (values.only !== 'new') {
    process.stdout.write(`fuzz: ${runs} requests on ${values.engine}, seed ${seed}\n`)
    await fuzzOn(values.engine, { runs, seed })
  }
  if (values.only !== 'all') {
    const newRuns = values.only === 'new' ? runs : Math.ceil(runs / 4)
    process.stdout.write(`fuzz: ${newRuns} requests to ${NEW_OPERATIONS.join(', ')}, seed ${seed}\n`)
    await fuzzOn(values.engine, { runs: newRuns, seed, operations: NEW_OPERATIONS })
  }
  process.stdout.write('fuzz: every answer was below 500 and within the contract\n')
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : ''
  process.stderr.write(`${error instanceof Error ? error.message : error}${cause}\n`)
  process.exitCode = 1
}
