import type { Drawing } from '@dynqr/render'
import { LRUCache } from 'lru-cache'
import type { QrCodeImage } from './qr-code-image.js'
import type { DrawingDecoder } from './scan-guard.js'

/** Turns a code's drawing into PNG bytes somewhere that is not the event loop (src/images/png-pool.ts). */
export interface PngRasteriser {
  rasterise(drawing: Drawing): Promise<Uint8Array>
  close(): Promise<void>
}

/** Writes a code's drawing as a one-page vector PDF, off the event loop (src/images/png-pool.ts). */
export interface PdfWriter {
  pdf(drawing: Drawing): Promise<Uint8Array>
}

/**
 * How many pixels of PNG one account may have rasterised. `charge` answers `null` when the
 * render may go ahead, or the seconds to wait when the account's budget is spent.
 */
export interface RenderBudget {
  charge(accountId: string, pixels: number): Promise<number | null>
}

export type RenderedImage = { bytes: Uint8Array | string } | { retryAfterSeconds: number }

export interface ImageRendererOptions {
  rasteriser: PngRasteriser
  /** PDF writer; without one, PDF requests are written by the rasteriser's pool when it is one. */
  pdf?: PdfWriter & { close(): Promise<void> }
  /** The scan guard's decoder, on the same workers. */
  decoder?: DrawingDecoder
  budget: RenderBudget
  /** Most bytes of rendered PNG kept for repeat requests; 0 keeps none. */
  cacheBytes: number
}

/**
 * The bytes of an image: SVG as drawn, PNG from the cache or from the rasteriser. Only a real
 * rasterisation is charged to the key: cache hits, and requests that join a render already
 * under way for the same image, are free.
 */
export class ImageRenderer implements DrawingDecoder {
  readonly #rasteriser: PngRasteriser
  readonly #pdf: PdfWriter | undefined
  readonly #decoder: DrawingDecoder | undefined
  readonly #others: { close(): Promise<void> }[]
  readonly #budget: RenderBudget
  // Keyed by the ETag: a hash of the format and the whole SVG, which carries the size, the
  // styling and the short link, so equal keys are equal bytes.
  readonly #cache: LRUCache<string, Uint8Array> | undefined
  // Renders under way, so that requests for the same image wait for it instead of starting
  // another. One ends refused when the key that started it had no budget left.
  readonly #inFlight = new Map<string, Promise<RenderedImage>>()

  constructor(options: ImageRendererOptions) {
    this.#rasteriser = options.rasteriser
    this.#pdf = options.pdf ?? ('pdf' in options.rasteriser ? (options.rasteriser as unknown as PdfWriter) : undefined)
    this.#decoder = options.decoder
    this.#others = options.pdf && options.pdf !== (options.rasteriser as unknown) ? [options.pdf] : []
    this.#budget = options.budget
    this.#cache =
      options.cacheBytes > 0
        ? new LRUCache({ maxSize: options.cacheBytes, sizeCalculation: (bytes) => Math.max(1, bytes.byteLength) })
        : undefined
  }

  async render(image: QrCodeImage, accountId: string): Promise<RenderedImage> {
    if (image.format === 'svg') return { bytes: image.svg }
    const cached = this.#cache?.get(image.etag)
    if (cached) return { bytes: cached }
    const pending = this.#inFlight.get(image.etag)
    if (pending) {
      const joined = await pending
      // Refused on another key's budget: this key may still have some.
      return 'bytes' in joined ? joined : this.render(image, accountId)
    }
    const started = this.#rasterise(image, accountId).finally(() => this.#inFlight.delete(image.etag))
    this.#inFlight.set(image.etag, started)
    return started
  }

  /** Closes the rasteriser's workers; renders in flight finish first. */
  async close(): Promise<void> {
    await this.#rasteriser.close()
    for (const other of this.#others) await other.close()
  }

  /** Whether a QR decoder reads `text` from the drawing (the scan guard), on the image workers. */
  async decodes(drawing: Drawing, text: string): Promise<boolean> {
    if (!this.#decoder) throw new Error('This image renderer has no decoder')
    return this.#decoder.decodes(drawing, text)
  }

  async #writePdf(drawing: Drawing): Promise<Uint8Array> {
    if (!this.#pdf) throw new Error('This image renderer has no PDF writer')
    return this.#pdf.pdf(drawing)
  }

  async #rasterise(image: QrCodeImage, accountId: string): Promise<RenderedImage> {
    const retryAfterSeconds = await this.#budget.charge(accountId, image.pixels)
    if (retryAfterSeconds !== null) return { retryAfterSeconds }
    const bytes =
      image.format === 'pdf' ? await this.#writePdf(image.drawing) : await this.#rasteriser.rasterise(image.drawing)
    this.#cache?.set(image.etag, bytes)
    return { bytes }
  }
}
