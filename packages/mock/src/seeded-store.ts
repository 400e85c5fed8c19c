import { resolveQrCodeOptions, SCOPES } from '@dynqr/contract'
import { createMemoryStore, hashKey, newQrCodeRecord } from '@dynqr/server'
import { DAY_MS, DEMO_KEY, type Seed } from './seed.js'
import { seedPeople } from './seed-people.js'
import { seedScans } from './seed-scans.js'
import { seedStyles } from './stateful-styles.js'

/**
 * An in-memory store with the demo account, its key (made on the command line: no person
 * behind it), its people (one of each role) and the seed's codes (and their scans).
 */
export async function seededStore(seed: Seed, now = Date.now()) {
  const store = createMemoryStore()
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
  await seedPeople(store, 'acc_demo', now)
  // Oldest first, as the server would have made them.
  const codes = [...seed.codes].sort((a, b) => (b.daysOld ?? 1) - (a.daysOld ?? 1))
  await store.qrCodes.createMany(
    codes.map((code) =>
      newQrCodeRecord({
        shortId: code.shortId,
        accountId: 'acc_demo',
        targetUrl: code.targetUrl,
        options: resolveQrCodeOptions(code.qrCodeOptions ?? {}),
        createdAt: now - (code.daysOld ?? 1) * DAY_MS,
        title: code.title ?? null,
        active: code.active ?? true,
        expiresAt: code.expiresAt ? Date.parse(code.expiresAt) : null,
        maxScans: code.maxScans ?? null,
        fallbackUrl: code.fallbackUrl ?? null,
      }),
    ),
  )
  if (seed.styles !== false) await seedStyles(store, 'acc_demo', now)
  // The views are real scans spread over each code's life, each with its visitor and its
  // dimensions, so its stats (breakdowns and unique views too) add up to them.
  for (const code of codes) {
    if (code.views) await seedScans(store, code.shortId, code.views, (code.daysOld ?? 1) * DAY_MS, now)
  }
  return store
}
