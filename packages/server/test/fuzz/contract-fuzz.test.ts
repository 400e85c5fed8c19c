import { afterEach, describe, it } from 'vitest'
import type { Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { fuzzStore, NEW_OPERATIONS } from './contract-fuzz.js'

/** Fixed, so a failure here fails the same way on every machine; `npm run fuzz` varies it. */
const SEED = 20_261_122
const RUNS = Number(process.env.FUZZ_RUNS ?? 700)
/** A run of its own for the newer endpoints (assets, styles, bulk, export, stats), kept short. */
const NEW_RUNS = Number(process.env.FUZZ_RUNS ?? 150)

describe.each(ENGINES)('generated requests from openapi.yaml against $name', ({ open }) => {
  let store: Store | undefined
  afterEach(async () => {
    await store?.close()
  })

  it(`answers ${RUNS} valid, nearly valid and odd requests below 500 and within the contract`, async () => {
    store = await open()
    await fuzzStore(store, { runs: RUNS, seed: SEED })
  }, 120_000)

  it(`answers ${NEW_RUNS} requests to assets, styles, bulk update and delete, export and stats the same way`, async () => {
    store = await open()
    await fuzzStore(store, { runs: NEW_RUNS, seed: SEED, operations: NEW_OPERATIONS })
  }, 120_000)
})
