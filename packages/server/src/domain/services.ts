import { ApiKeyService } from './api-keys.js'
import { AssetService } from './asset-service.js'
import { QrCodeService } from './qr-code-service.js'
import { checkReadiness, type Health } from './readiness.js'
import { ShortLinkService } from './short-link-service.js'
import type { ScanGuard } from './scan-guard.js'
import type { Store } from './store.js'

/** What the HTTP layer calls: every use of the store goes through one of these. */
export interface Services {
  keys: ApiKeyService
  codes: QrCodeService
  assets: AssetService
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
  const assets = new AssetService(store.assets, now)
  return {
    keys: new ApiKeyService(store, now, onKeyUseWriteError),
    // A code's image is one of its account's assets (logos), decoded once and cached.
    codes: new QrCodeService(store.qrCodes, {
      siteUrl,
      now,
      styles: { logos: assets, ...(scanGuard && { guard: scanGuard }) },
    }),
    assets,
    shortLinks: new ShortLinkService(store.qrCodes, now),
    readiness: () => checkReadiness(store),
  }
}
