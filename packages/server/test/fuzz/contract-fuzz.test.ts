import { afterEach, describe, it } from 'vitest'
import type { Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { fuzzStore } from './contract-fuzz.js'

/** Fixed, so a failure here fails the same way on every machine; `npm run fuzz` varies it. */
const SEED = 20_261_122
const RUNS = Number(process.env.FUZZ_RUNS ?? 700)

describe.each(ENGINES)('generated requests from openapi.yaml against $name', ({ open }) => {
  let store: Store | undefined
  afterEach(async () => {
    await store?.close()
  })

  it(`answers ${RUNS} valid, nearly valid and odd requests below 500 and within the contract`, async () => {
    store = await open()
    await fuzzStore(store, { runs: RUNS, seed: SEED })
  }, 120_000)
})
