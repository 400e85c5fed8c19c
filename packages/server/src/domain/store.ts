import type { components } from '@dynqr/contract'
import type { ScanAnalyticsRepository } from './analytics/scan-analytics-repository.js'
import type { AuditRepository } from './audit/audit-repository.js'
import type { AssetRepository } from './branding/asset-repository.js'
import type { BrandRepository } from './branding/brand-repository.js'
import type { StyleRepository } from './branding/style-repository.js'
import type { QrCodeRepository } from './codes/qr-code-repository.js'
import type { DomainRepository } from './domains/domain-repository.js'
import type { TargetHealthRepository } from './health/target-health-repository.js'
import type { IdempotencyRepository } from './idempotency-repository.js'
import type { AccountRepository } from './keys/account-repository.js'
import type { ApiKeyRepository } from './keys/api-key-repository.js'
import type { InvitationRepository } from './people/invitation-repository.js'
import type { MemberRepository } from './people/member-repository.js'
import type { SessionRepository } from './people/session-repository.js'
import type { UserRepository } from './people/user-repository.js'
import type { RateLimitCounters } from './rate-limit-counters.js'
import type { EventLogRepository } from './webhooks/event-log.js'
import type { WebhookRepository } from './webhooks/webhook-repository.js'

/** The engine behind a store, as the readiness probe names it. */
export type StoreKind = NonNullable<components['schemas']['Health']['store']>

/**
 * Everything the service keeps, behind one engine: the port the app is given. The engines
 * (store/sqlite, store/postgres, store/memory) implement it; the domain never knows which.
 */
export interface Store {
  readonly kind: StoreKind
  readonly qrCodes: QrCodeRepository
  /** Scan analytics' reads, roll-up and retention (its writes are recordScan's). */
  readonly scanAnalytics: ScanAnalyticsRepository
  readonly accounts: AccountRepository
  readonly apiKeys: ApiKeyRepository
  /** People, their memberships, sessions and one-time links (issue #41). */
  readonly users: UserRepository
  readonly members: MemberRepository
  readonly sessions: SessionRepository
  readonly invitations: InvitationRepository
  readonly webhooks: WebhookRepository
  /** Destination health: the target URLs' checks and the codes' verdicts (issue #44). */
  readonly targetHealth: TargetHealthRepository
  /** The accounts' events for GET /events (issue #44); written by the outbox. */
  readonly events: EventLogRepository
  /** Custom domains (issue #42). */
  readonly domains: DomainRepository
  readonly idempotency: IdempotencyRepository
  /** Uploaded logos (issue #30). */
  readonly assets: AssetRepository
  /** Style templates, and the copies of their options in the codes that use them (issue #30). */
  readonly styles: StyleRepository
  /** The brand of the public pages a scanner sees (issue #45). */
  readonly brands: BrandRepository
  /** Who changed what and when (issue #41). */
  readonly audit: AuditRepository
  /** Rate-limit windows: in this process, or shared by every instance on PostgreSQL. */
  readonly rateLimits: RateLimitCounters
  /** Resolves when the store answers a query; rejects otherwise. */
  ping(): Promise<void>
  close(): Promise<void>
}
