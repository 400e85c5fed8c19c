import { ApiKeyService } from './api-keys.js'
import { QrCodeService } from './qr-code-service.js'
import { checkReadiness, type Health } from './readiness.js'
import { ShortLinkService } from './short-link-service.js'
import type { ScanGuard } from './scan-guard.js'
import type { Store } from './store.js'

/** What the HTTP layer calls: every use of the store goes through one of these. */
export interface Services {
  keys: ApiKeyService
  codes: QrCodeService
  shortLinks: ShortLinkService
  readiness: () => Promise<Health>
}

export interface ServicesOptions {
  /** `{site_url}`, without a trailing slash. */
  siteUrl: string
  now?: () => number
  /** Told when a batched write of API key uses fails (it is tried again with the next batch). */
  onKeyUseWriteError?: (error: unknown) => void
  /** Decodes every style before it is stored (PRODUCT.md, "Branded, print-ready codes"). */
  scanGuard?: ScanGuard
}

/** The domain's services over one store. */
export function createServices(
  store: Store,
  { siteUrl, now, onKeyUseWriteError, scanGuard }: ServicesOptions,
): Services {
  return {
    keys: new ApiKeyService(store, now, onKeyUseWriteError),
    codes: new QrCodeService(store.qrCodes, { siteUrl, now, styles: { ...(scanGuard && { guard: scanGuard }) } }),
    shortLinks: new ShortLinkService(store.qrCodes, now),
    readiness: () => checkReadiness(store),
  }
}
