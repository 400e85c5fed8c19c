import type { Store } from '../domain/store.js'
import { type EventPartitions, SqlScanAnalytics } from './analytics/sql-scan-analytics.js'
import { SqlAuditRepository } from './audit/sql-audit-repository.js'
import { SqlAssetRepository } from './branding/sql-asset-repository.js'
import { SqlBrandRepository } from './branding/sql-brand-repository.js'
import { SqlStyleRepository } from './branding/sql-style-repository.js'
import type { SqlQrCodeRepository } from './codes/sql-qr-code-repository.js'
import { SqlDomainRepository } from './domains/sql-domain-repository.js'
import { SqlTargetHealthRepository } from './health/sql-target-health-repository.js'
import { SqlIdempotencyRepository } from './idempotency/sql-idempotency-repository.js'
import { SqlAccountRepository } from './keys/sql-account-repository.js'
import { type ApiKeyLookups, SqlApiKeyRepository } from './keys/sql-api-key-repository.js'
import { SqlInvitationRepository } from './people/sql-invitation-repository.js'
import { SqlMemberRepository } from './people/sql-member-repository.js'
import { SqlSessionRepository } from './people/sql-session-repository.js'
import { SqlUserRepository } from './people/sql-user-repository.js'
import type { SqlEngine } from './sql/sql-engine.js'
import { SqlEventLog } from './webhooks/sql-event-log.js'
import { SqlWebhookRepository } from './webhooks/sql-webhook-repository.js'

/** What an engine adds to the shared repositories: its day partitions of events, how keys are looked up. */
export interface EngineParts {
  partitions?: EventPartitions
  keys?: ApiKeyLookups
}

/**
 * The repositories of a store, written once for every SQL engine (ADR 0032): each over `engine`,
 * beside the codes (`qrCodes`, with the engine's hot paths) and what the engine adds. A port added
 * later is added here, once; open-sqlite-store.ts and open-postgres-store.ts add the rest.
 */
export function sqlRepositories(engine: SqlEngine, qrCodes: SqlQrCodeRepository, parts: EngineParts = {}) {
  return {
    qrCodes,
    scanAnalytics: new SqlScanAnalytics(engine, parts.partitions),
    accounts: new SqlAccountRepository(engine),
    apiKeys: new SqlApiKeyRepository(engine, parts.keys),
    users: new SqlUserRepository(engine),
    members: new SqlMemberRepository(engine),
    sessions: new SqlSessionRepository(engine),
    invitations: new SqlInvitationRepository(engine),
    webhooks: new SqlWebhookRepository(engine),
    targetHealth: new SqlTargetHealthRepository(engine),
    events: new SqlEventLog(engine),
    domains: new SqlDomainRepository(engine),
    idempotency: new SqlIdempotencyRepository(engine),
    assets: new SqlAssetRepository(engine),
    styles: new SqlStyleRepository(engine, qrCodes),
    brands: new SqlBrandRepository(engine),
    audit: new SqlAuditRepository(engine),
  } satisfies Partial<Store>
}
