import { composeApp, DEFAULT_WEBHOOK_SETTINGS } from '@dynqr/server'
import type { FastifyInstance } from 'fastify'
import { startFront } from './front.js'
import { chaosOf, type MockOptions, type RunningMock, urlHost } from './options.js'
import { preferHook } from './prefer.js'
import { checkSeed, SCENARIOS, type ScenarioName, type Seed, scenarioSeed } from './seed.js'
import { seededStore } from './seeded-store.js'

export type { MockOptions, RunningMock } from './options.js'
export { DEMO_KEY } from './seed.js'

/** The demo codes the stateful mock starts with when given no seed or scenario. */
export const SEEDED = ['spring-sale', 'menu', 'wifi-guide']

/** The reference server over a fresh in-memory store holding the seed, on a private loopback port. */
async function startApp(seed: Seed, publicUrl: string): Promise<{ app: FastifyInstance; port: number }> {
  // Webhooks are delivered, to local receivers too (a development setting), retried every second or so.
  const webhooks = {
    ...DEFAULT_WEBHOOK_SETTINGS,
    allowPrivate: true,
    pollMs: 200,
    retryBaseMs: 1_000,
    retryMaxMs: 10_000,
  }
  const app = await composeApp({ store: await seededStore(seed), publicUrl, corsOrigins: ['*'], webhooks })
  app.addHook('onRequest', preferHook)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  return { app, port: typeof address === 'object' && address ? address.port : 0 }
}

/**
 * The stateful mock: the reference server on the in-memory store with the demo key and the
 * seed's codes (the demo's three by default), behind the front both mocks share (front.ts: CORS,
 * `RateLimit`, chaos, the `/__mock` control). `Prefer: code=…`/`example=…` force a documented
 * error. `POST /__mock/reset` returns to the seed, `/__mock/scenario/<name>` and
 * `/__mock/seed` load other data; everything is forgotten when it closes.
 */
export async function startStatefulMock(options: MockOptions = {}): Promise<RunningMock> {
  const host = options.host ?? '127.0.0.1'
  const initial = options.seed ? checkSeed(options.seed) : scenarioSeed(options.scenario ?? 'demo')
  let scenario: string = options.seed ? 'seed' : (options.scenario ?? 'demo')
  let current: { app: FastifyInstance; port: number } | undefined
  let publicUrl = ''
  /** Starts the app on new data, then sends requests to it and closes the one before. */
  const load = async (seed: Seed, name: string): Promise<undefined> => {
    const next = await startApp(seed, publicUrl)
    const previous = current
    current = next
    scenario = name
    await previous?.app.close()
    return undefined
  }
  const front = await startFront(options.port ?? 0, host, {
    upstream: () => ({ port: current?.port ?? 0, stripApiBase: false }),
    validate: false,
    page: false,
    chaos: chaosOf(options),
    control: {
      act: async (action, argument, body) => {
        if (action === 'reset') return load(initial, options.seed ? 'seed' : (options.scenario ?? 'demo'))
        if (action === 'scenario') {
          if (!SCENARIOS.includes(argument as ScenarioName)) {
            return `No scenario ${argument ?? ''}; the scenarios are ${SCENARIOS.join(', ')}`
          }
          return load(scenarioSeed(argument as ScenarioName), argument as string)
        }
        if (action === 'seed') {
          try {
            return await load(checkSeed(body), 'seed')
          } catch (error) {
            return (error as Error).message
          }
        }
        return `No mock control ${action}; use reset, scenario/<name> or seed`
      },
      describe: () => ({ mode: 'stateful', scenario, scenarios: SCENARIOS, chaos: chaosOf(options) }),
    },
  })
  const url = `http://${urlHost(host)}:${front.port}`
  publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '')
  try {
    await load(initial, scenario)
  } catch (error) {
    await front.close()
    throw error
  }
  return {
    url,
    port: front.port,
    close: async () => {
      await front.close()
      await current?.app.close()
    },
  }
}
