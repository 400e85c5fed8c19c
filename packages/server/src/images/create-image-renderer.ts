import { ImageRenderer, type PngRasteriser } from '../domain/images/image-renderer.js'
import { PixelBudget, UNLIMITED } from './pixel-budget.js'
import { PngPool } from './png-pool.js'

export const DEFAULT_IMAGE_CACHE_MB = 32
export const DEFAULT_IMAGE_MEGAPIXELS_PER_MINUTE = 200

export interface ImageOptions {
  /** Worker threads that rasterise PNG; by default the CPU count less one, at least 1. */
  workers?: number
  /** Bytes of rendered PNG kept for repeat requests; 0 turns the cache off. */
  cacheBytes?: number
  /** Megapixels one account may have drawn per minute (PNG, PDF, scan guard; cache hits are free); 0: no limit. */
  megapixelsPerMinute?: number
  /** Tasks one account may have waiting and running on the workers (IMAGE_QUEUE_PER_ACCOUNT). */
  queuePerAccount?: number
  /** Rasterises instead of a pool of `workers` threads (tests pass one in); closed with the app. */
  rasteriser?: PngRasteriser
}

/** The app's image renderer: a lazily started worker pool, an LRU cache and a per-account budget. */
export function createImageRenderer(options: ImageOptions = {}): ImageRenderer {
  const megapixels = options.megapixelsPerMinute ?? DEFAULT_IMAGE_MEGAPIXELS_PER_MINUTE
  // One pool rasterises PNG, writes PDF and decodes for the scan guard; its threads start with
  // the first task. A rasteriser passed in (tests) takes the PNG part only.
  const pool = new PngPool({
    ...(options.workers && { workers: options.workers }),
    ...(options.queuePerAccount && { queuePerAccount: options.queuePerAccount }),
  })
  return new ImageRenderer({
    rasteriser: options.rasteriser ?? pool,
    pdf: pool,
    decoder: pool,
    budget: megapixels > 0 ? new PixelBudget(megapixels) : UNLIMITED,
    cacheBytes: options.cacheBytes ?? DEFAULT_IMAGE_CACHE_MB * 1024 * 1024,
  })
}
