/**
 * The scan rule's model (test/store/scan-rule-model.test.ts): its codes, what the real engine
 * side holds, and the model's update and expiry sweep.
 */
import type { Routing } from '../../src/domain/scans/routing.js'
import { hasExpired, isLiveButForExpiry, type ScanState } from '../../src/domain/scans/scan-rule.js'
import type { QrCodeChanges, ScanBucket, Store } from '../../src/index.js'

export type Counts = Pick<ScanBucket, 'views' | 'uniqueViews' | 'botHits' | 'fallbackHits'>

export interface ModelCode extends ScanState, Routing {
  expiryAnnounced: boolean
  /** Views by the route that sent them. */
  routes: Map<string, number>
  /** Per hour start, the scans counted in it. */
  buckets: Map<number, Counts>
  /** Scan analytics: the visitors seen, as `day visitor`; a view by a new one is unique. */
  visitors: Set<string>
}

export interface Model {
  now: number
  codes: Map<string, ModelCode>
  deactivations: Map<string, number>
}

export interface Real {
  store: Store
  /** Every run has its own ids, so runs share one store. */
  prefix: string
  deactivations: Map<string, number>
  /** qrcode.scanned (issue #44): per code, the views, unique views and bot hits reported so far. */
  reported: Map<string, { views: number; uniqueViews: number; botHits: number }>
}

/** The update as the model sees it; the same changes go to the engine. */
export function modelUpdate(model: Model, id: string, changes: QrCodeChanges) {
  const code = model.codes.get(id)
  if (!code || code.deleted) return null
  const next: ModelCode = {
    ...code,
    targetUrl: changes.targetUrl ?? code.targetUrl,
    expiresAt: changes.expiresAt === undefined ? code.expiresAt : changes.expiresAt,
    maxScans: changes.maxScans === undefined ? code.maxScans : changes.maxScans,
    scanLimitCounts: changes.scanLimitCounts ?? code.scanLimitCounts,
    fallbackUrl: changes.fallbackUrl === undefined ? code.fallbackUrl : changes.fallbackUrl,
    active: changes.active ?? code.active,
    rules: changes.rules ?? code.rules,
    variants: changes.variants ?? code.variants,
    passwordHash: changes.passwordHash === undefined ? code.passwordHash : changes.passwordHash,
  }
  // A new expiry is announced again when it passes.
  if (next.expiresAt !== code.expiresAt) next.expiryAnnounced = false
  if (code.active && !next.active) model.deactivations.set(id, (model.deactivations.get(id) ?? 0) + 1)
  model.codes.set(id, next)
  return next
}

/** The expiry sweep in the model: each passed expiry once; deactivating a code that was otherwise live. */
export function modelSweep(model: Model, now: number): number {
  let marked = 0
  for (const [id, code] of model.codes) {
    if (code.deleted || !hasExpired(code, now) || code.expiryAnnounced) continue
    marked += 1
    model.codes.set(id, { ...code, expiryAnnounced: true })
    if (isLiveButForExpiry(code)) model.deactivations.set(id, (model.deactivations.get(id) ?? 0) + 1)
  }
  return marked
}
