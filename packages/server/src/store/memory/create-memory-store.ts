import type { Store } from '../../domain/store.js'
import { MemoryAccountRepository } from './memory-account-repository.js'
import { MemoryApiKeyRepository } from './memory-api-key-repository.js'
import { MemoryAssetRepository } from './memory-asset-repository.js'
import { MemoryIdempotencyRepository } from './memory-idempotency-repository.js'
import { MemoryQrCodeRepository } from './memory-qr-code-repository.js'
import { MemoryRateLimitCounters } from './memory-rate-limit-counters.js'
import { MemoryStyleRepository } from './memory-style-repository.js'
import { MemoryWebhookRepository } from './memory-webhook-repository.js'

/** A store that lives in this process only: for tests and demos. */
export function createMemoryStore(): Store {
  const webhooks = new MemoryWebhookRepository()
  const idempotency = new MemoryIdempotencyRepository()
  const qrCodes = new MemoryQrCodeRepository(webhooks, idempotency)
  const styles = new MemoryStyleRepository(qrCodes)
  return {
    kind: 'memory',
    qrCodes,
    scanAnalytics: qrCodes.analytics,
    assets: new MemoryAssetRepository(
      (accountId, id) => qrCodes.showsImage(accountId, id) || styles.showsImage(accountId, id),
    ),
    styles,
    webhooks,
    accounts: new MemoryAccountRepository(),
    apiKeys: new MemoryApiKeyRepository(idempotency),
    idempotency,
    rateLimits: new MemoryRateLimitCounters(),
    ping: async () => {},
    close: async () => {},
  }
}
