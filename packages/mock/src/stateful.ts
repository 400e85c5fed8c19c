import { resolveQrCodeOptions, SCOPES } from '@dynqr/contract'
import { composeApp, createMemoryStore, DEFAULT_WEBHOOK_SETTINGS, hashKey, newQrCodeRecord } from '@dynqr/server'
import { delay, type Latency } from './latency.js'
import { preferHook } from './prefer.js'
import { seedScans } from './seed-scans.js'
import { seedStyles } from './stateful-styles.js'

/** The documented demo key: never valid on a real deployment, whose keys are random. */
export const DEMO_KEY = 'dqr_demo0000000000000000000000000000000000000'

export const SEEDED = ['spring-sale', 'menu', 'wifi-guide']

export interface MockOptions {
  port: number
  host?: string
  latency?: Latency
}

export interface RunningMock {
  /** Where it listens; the API is at `${url}/api/v1`. */
  url: string
  close: () => Promise<void>
}

async function seededStore() {
  const store = createMemoryStore()
  const now = Date.now()
  await store.accounts.create({ id: 'acc_demo', name: 'demo', createdAt: now })
  await store.apiKeys.create({
    id: 'key_demo00000000',
    accountId: 'acc_demo',
    name: 'demo',
    prefix: DEMO_KEY.slice(4, 12),
    scopes: [...SCOPES],
    hash: hashKey(DEMO_KEY),
    createdAt: now,
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
  })
  const seeds = [
    { targetUrl: 'https://shop.example.com/spring-sale', views: 1342, dots: 'rounded' as const, color: '#1a2b3c' },
    { targetUrl: 'https://example.com/menu', views: 87, dots: 'square' as const, color: '#000000' },
    { targetUrl: 'https://example.com/wifi', views: 5, dots: 'dots' as const, color: '#0b3d91' },
  ]
  await store.qrCodes.createMany(
    seeds.map((seed, i) =>
      newQrCodeRecord({
        shortId: SEEDED[i] as string,
        accountId: 'acc_demo',
        targetUrl: seed.targetUrl,
        options: resolveQrCodeOptions({ dotsOptions: { type: seed.dots, color: seed.color } }),
        createdAt: now - (seeds.length - i) * 86_400_000,
      }),
    ),
  )
  await seedStyles(store, 'acc_demo', now)
  // The seeded views are real scans spread over each code's life, each with its visitor and its
  // dimensions, so its stats (breakdowns and unique views too) add up to them.
  for (const [i, seed] of seeds.entries()) {
    await seedScans(store, SEEDED[i] as string, seed.views, (seeds.length - i) * 86_400_000, now)
  }
  return store
}

/**
 * The stateful mock: the reference server on the in-memory store, CORS open, with the demo
 * key and three seeded codes; `Prefer: code=…`/`example=…` force a documented error and
 * `latency` delays every answer. Everything is forgotten when it closes.
 */
export async function startStatefulMock(options: MockOptions): Promise<RunningMock> {
  const host = options.host ?? '127.0.0.1'
  const url = `http://${host}:${options.port}`
  // Webhooks are delivered, to local receivers too (a development setting), retried every second or so.
  const webhooks = {
    ...DEFAULT_WEBHOOK_SETTINGS,
    allowPrivate: true,
    pollMs: 200,
    retryBaseMs: 1_000,
    retryMaxMs: 10_000,
  }
  const app = await composeApp({ store: await seededStore(), publicUrl: url, corsOrigins: ['*'], webhooks })
  app.addHook('onRequest', async () => delay(options.latency))
  app.addHook('onRequest', preferHook)
  await app.listen({ port: options.port, host })
  return { url, close: () => app.close() }
}
