import type { FastifyInstance } from 'fastify'
import { ApiKeyService, composeApp, type ProgramOptions, type Store } from '../../src/index.js'
import type { Engine } from './engines.js'

export const SITE = 'https://qr.example'

export interface TestApp {
  app: FastifyInstance
  store: Store
  keys: ApiKeyService
  /** A key of account "alice". */
  alice: string
  /** A key of account "bob". */
  bob: string
  auth: (key: string) => { authorization: string }
  close: () => Promise<void>
}

/** An app over a fresh store of the engine, with two accounts and a key each. */
export async function startTestApp(
  engine: Engine,
  now?: () => number,
  options: Partial<ProgramOptions> = {},
): Promise<TestApp> {
  const store = await engine.open()
  const keys = new ApiKeyService(store, now)
  const alice = (await keys.issueKey('alice')).key
  const bob = (await keys.issueKey('bob')).key
  const app = await composeApp({ store, publicUrl: SITE, ...(now && { now }), ...options })
  return {
    app,
    store,
    keys,
    alice,
    bob,
    auth: (key) => ({ authorization: `Bearer ${key}` }),
    close: async () => {
      await app.close()
      await store.close()
    },
  }
}
