import type { StyleCheckDeps } from '../branding/style-check.js'
import type { StyleRecord } from '../branding/style-repository.js'
import type { DomainService } from '../domains/domain-service.js'

/** What a QrCodeService is made with besides its repository (services.ts). */
export interface QrCodeServiceOptions {
  /** `{site_url}`: where short links and edit pages are served, without a trailing slash. */
  siteUrl: string
  /** Loopback targets on another port than the site's (WEBHOOK_ALLOW_PRIVATE; development and tests). */
  loopbackTargets?: boolean
  now?: () => number
  newShortId?: () => string
  /** The scan guard and the account's logos (style-check.ts). */
  styles?: StyleCheckDeps
  /** The account's style templates a code's `styleId` names (style-service.ts); none without it. */
  templates?: { forCode(accountId: string, id: string): Promise<StyleRecord> }
  /** Live codes one account may hold (MAX_CODES_PER_ACCOUNT); 100,000 when missing. */
  maxCodesPerAccount?: number
  /** The account's verified custom domain a code's `domain` names (domain-service.ts); none without it. */
  domains?: Pick<DomainService, 'forCode'>
}
