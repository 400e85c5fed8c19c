import { AuditLog } from './audit/audit-log.js'
import { ScanStatsService } from './analytics/scan-stats-service.js'
import type { AssetReader } from './branding/asset-image.js'
import { AssetService, holdingDuring, holdingLogos } from './branding/asset-service.js'
import { BrandService } from './branding/brand-service.js'
import { StyleService } from './branding/style-service.js'
import { QrCodeService } from './codes/qr-code-service.js'
import { type ScanFailureMode, ShortLinkService } from './codes/short-link-service.js'
import { dnsTxtLookup, type TxtLookup } from './domains/dns-txt.js'
import { DomainService } from './domains/domain-service.js'
import { VerifiedDomains } from './domains/verified-domains.js'
import { FailingTargets } from './health/failing-targets.js'
import type { ScanGuard } from './images/scan-guard.js'
import { ApiKeyService } from './keys/api-keys.js'
import { createPeopleServices, type PeopleOptions, type PeopleServices } from './people/people-services.js'
import { checkReadiness, type Health } from './readiness.js'
import { ScanAnalyzer } from './scans/scan-analyzer.js'
import type { CountryLookup } from './scans/scan-dimensions.js'
import { VisitorKeys } from './scans/visitor-keys.js'
import type { Store } from './store.js'

/** What the HTTP layer calls: every use of the store goes through one of these. */
export interface Services {
  keys: ApiKeyService
  codes: QrCodeService
  assets: AssetService
  styles: StyleService
  /** The brand of the public pages a scanner sees (issue #45). */
  brands: BrandService
  shortLinks: ShortLinkService
  scanStats: ScanStatsService
  /** Custom domains (issue #42). */
  domains: DomainService
  /** The verified custom domains, in memory: `/tls/allowed` and the short links' hosts. */
  verifiedDomains: VerifiedDomains
  /** Sessions, members, invitations and sign-in (issue #41). */
  people: PeopleServices
  /** Who changed what (issue #41): the handlers record each change, the upkeep prunes it. */
  audit: AuditLog
  readiness: () => Promise<Health>
  /** The codes whose scans go to their fallback while their target fails (issue #44); the checker fills it. */
  failingTargets: FailingTargets
}

export interface ServicesOptions {
  /** `{site_url}`, without a trailing slash. */
  siteUrl: string
  now?: () => number
  /** Told when a batched write of API key uses fails (it is tried again with the next batch). */
  onKeyUseWriteError?: (error: unknown) => void
  /**
   * Scan analytics: people's views classified (the country from this lookup) and their unique
   * visitors counted. `null` counts views without them (only `npm run bench`, to measure the cost).
   * Default: on, with every country unknown.
   */
  countryOf?: CountryLookup | null
  /** VISITOR_KEY_SECRET, the visitor keys' pepper (visitor-keys.ts); the public development one when missing. */
  visitorKeySecret?: string
  /** What a short link does when its scan cannot be counted (SCAN_FAILURE_MODE); `closed` by default. */
  scanFailureMode?: ScanFailureMode
  /** Live API keys one account may hold; 100 when missing. */
  maxKeysPerAccount?: number
  /** Live QR codes one account may hold (MAX_CODES_PER_ACCOUNT); 100,000 when missing. */
  maxCodesPerAccount?: number
  /** Told of each scan redirected uncounted (`open` mode). */
  onUncountedScan?: (shortId: string, error: unknown) => void
  /** Reads uploads off the event loop (images/upload-pool.ts). */
  assetReader: AssetReader
  /** Assets one account may hold (MAX_ASSETS_PER_ACCOUNT); 200 when missing. */
  maxAssetsPerAccount?: number
  /** Decodes every style before it is stored (PRODUCT.md, "Branded, print-ready codes"). */
  scanGuard?: ScanGuard
  /** Style templates one account may hold; 200 when missing. */
  maxStylesPerAccount?: number
  /** Custom domains one account may hold (MAX_DOMAINS_PER_ACCOUNT); 20 when missing. */
  maxDomainsPerAccount?: number
  /** DNS_SERVERS: the resolvers a domain's TXT record is asked of; the system's when empty or missing. */
  dnsServers?: readonly string[]
  /** TXT lookups in place of node:dns's (tests). */
  txt?: TxtLookup
  /** How often the verified domains are checked for changes made elsewhere; 2 s when missing. */
  domainsPollMs?: number
  /** Told when that check fails (it is tried again at the next one). */
  onDomainsPollError?: (error: unknown) => void
  /** Loopback targets on another port than the site's (WEBHOOK_ALLOW_PRIVATE: health checks tried locally). */
  loopbackTargets?: boolean
  /** Sessions, members and invitations: their limits and the invitation mailer (siteUrl and now are these options'). */
  people?: Omit<PeopleOptions, 'siteUrl' | 'now'>
}

/** A key's label in the audit log: its name, else its prefix as the key list shows it. */
const keyLabelIn =
  (store: Store) =>
  async (accountId: string, keyId: string): Promise<string | null> => {
    const key = (await store.apiKeys.list(accountId)).find((record) => record.id === keyId)
    return key ? (key.name ?? `dqr_${key.prefix}…`) : null
  }

/** The domain's services over one store. */
export function createServices(store: Store, options: ServicesOptions): Services {
  const { siteUrl, now, onKeyUseWriteError, maxKeysPerAccount, scanGuard } = options
  const failingTargets = new FailingTargets()
  const countryOf = options.countryOf === undefined ? () => null : options.countryOf
  const analyzer =
    countryOf === null
      ? null
      : new ScanAnalyzer(countryOf, new VisitorKeys(store.scanAnalytics, options.visitorKeySecret))
  const assets = new AssetService(store.assets, options.assetReader, {
    ...(now && { now }),
    maxAssets: options.maxAssetsPerAccount,
  })
  // A code's image is one of its account's assets (logos), decoded once and cached.
  const checks = { logos: assets, ...(scanGuard && { guard: holdingLogos(scanGuard, assets) }) }
  // Creates and updates hold the logos they check until they settle (AssetService.delete).
  const styles = holdingDuring(
    new StyleService(store.styles, { siteUrl, now, checks, maxStylesPerAccount: options.maxStylesPerAccount }),
    assets,
  )
  const verifiedDomains = new VerifiedDomains(store.domains, {
    pollMs: options.domainsPollMs,
    onError: options.onDomainsPollError,
  })
  const domains = new DomainService(store.domains, {
    ownHosts: [new URL(siteUrl).hostname.replace(/^\[|\]$/g, '')],
    txt: options.txt ?? dnsTxtLookup(options.dnsServers),
    verified: verifiedDomains,
    now,
    maxDomainsPerAccount: options.maxDomainsPerAccount,
  })
  return {
    keys: new ApiKeyService(store, now, onKeyUseWriteError, maxKeysPerAccount),
    codes: holdingDuring(
      new QrCodeService(store.qrCodes, {
        siteUrl,
        now,
        loopbackTargets: options.loopbackTargets,
        styles: checks,
        templates: styles,
        maxCodesPerAccount: options.maxCodesPerAccount,
        domains,
      }),
      assets,
    ),
    assets,
    styles,
    failingTargets,
    brands: new BrandService(store.brands, store.assets, now),
    shortLinks: new ShortLinkService(store.qrCodes, {
      now,
      failureMode: options.scanFailureMode,
      onUncounted: options.onUncountedScan,
      analyzer,
      passwordTries: store.rateLimits,
      failingTargets,
    }),
    scanStats: new ScanStatsService(store.qrCodes, store.scanAnalytics, now),
    domains,
    verifiedDomains,
    people: createPeopleServices(store, { ...options.people, siteUrl, ...(now && { now }) }),
    audit: new AuditLog(store.audit, {
      ...(now && { now }),
      keyLabel: keyLabelIn(store),
      userLabel: async (userId) => (await store.users.findById(userId))?.email ?? null,
    }),
    readiness: () => checkReadiness(store),
  }
}
