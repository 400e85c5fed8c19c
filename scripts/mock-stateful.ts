/**
 * `npm run mock:stateful` — the reference server on the in-memory store, with a fixed demo
 * key and a few codes, for front-end flows that need create-then-get (Prism is stateless).
 * Everything is forgotten when it stops. MOCK_PORT (default 4020) sets the port.
 */
import { resolveQrCodeOptions, SCOPES } from '@dynqr/contract'
import { buildApp, createMemoryStore, DEFAULT_WEBHOOK_SETTINGS, hashKey } from '@dynqr/server'

/** The documented demo key: never valid on a real deployment, whose keys are random. */
export const DEMO_KEY = 'dqr_demo0000000000000000000000000000000000000'

const port = Number(process.env.MOCK_PORT ?? 4020)
const site = `http://127.0.0.1:${port}`
const store = createMemoryStore()
const now = Date.now()
await store.accounts.create({ id: 'acc_demo', name: 'demo', createdAt: now })
await store.apiKeys.create({
  id: 'key_demo',
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
  {
    shortId: 'spring-sale',
    targetUrl: 'https://shop.example.com/spring-sale',
    views: 1342,
    dots: 'rounded' as const,
    color: '#1a2b3c',
  },
  { shortId: 'menu', targetUrl: 'https://example.com/menu', views: 87, dots: 'square' as const, color: '#000000' },
  { shortId: 'wifi-guide', targetUrl: 'https://example.com/wifi', views: 5, dots: 'dots' as const, color: '#0b3d91' },
]
await store.qrCodes.createMany(
  seeds.map((seed, i) => ({
    shortId: seed.shortId,
    accountId: 'acc_demo',
    targetUrl: seed.targetUrl,
    options: resolveQrCodeOptions({ dotsOptions: { type: seed.dots, color: seed.color } }),
    views: seed.views,
    botHits: 0,
    createdAt: now - (seeds.length - i) * 86_400_000,
    updatedAt: now - (seeds.length - i) * 86_400_000,
  })),
)
// Webhooks are delivered, to local receivers too (a development setting), retried every second or so.
const webhooks = {
  ...DEFAULT_WEBHOOK_SETTINGS,
  allowPrivate: true,
  pollMs: 200,
  retryBaseMs: 1_000,
  retryMaxMs: 10_000,
}
const app = await buildApp({ store, publicUrl: site, corsOrigins: ['*'], webhooks })
await app.listen({ port, host: '127.0.0.1' })
process.stdout.write(`dynqr stateful mock on ${site} (in memory; forgotten at exit)
  base URL: ${site}/api/v1
  API key:  ${DEMO_KEY}
  seeded:   ${seeds.map((s) => s.shortId).join(', ')}
`)
