import type { Drawing } from '@dynqr/render'
import { LRUCache } from 'lru-cache'
import { DomainError } from '../domain-error.js'
import { drawingCost, type QrCodeImage } from './qr-code-image.js'
import type { DrawingDecoder, DrawScope } from './scan-guard.js'

/** Whose work a task on the image workers is, and whether its request is still there. */
export interface RenderJob {
  accountId: string
  signal?: AbortSignal
}

/**
 * Turns a code's drawing into PNG bytes somewhere that is not the event loop (src/images/png-pool.ts).
 * With a job, the task waits its account's turn and is dropped when the job's signal aborts first.
 */
export interface PngRasteriser {
  rasterise(drawing: Drawing, job?: RenderJob): Promise<Uint8Array>
  close(): Promise<void>
}

/** Writes a code's drawing as a one-page vector PDF `mm` wide, off the event loop (src/images/png-pool.ts). */
export interface PdfWriter {
  pdf(drawing: Drawing, job?: RenderJob, mm?: number): Promise<Uint8Array>
}

/** A `429 RATE_LIMITED` with the seconds to wait, sent as `Retry-After` (http/error-reply.ts). */
export class RetryLaterError extends DomainError {
  readonly retryAfterSeconds: number

  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** The account's render budget (IMAGE_RENDER_MEGAPIXELS_PER_MINUTE) is spent. */
export const budgetSpent = (seconds: number) =>
  new RetryLaterError(`This account's image render budget is spent; retry after ${seconds} seconds`, seconds)

/** A task dropped because its request's client had gone (nobody reads the answer). */
export class RequestGoneError extends RetryLaterError {
  /** Whether it had started on a worker (then cancelled): its charge stands. */
  readonly started: boolean

  constructor(started: boolean) {
    super(`The request was cancelled ${started ? 'while' : 'before'} its image was rendered`, 1)
    this.started = started
  }
}
export const requestGone = (started = false) => new RequestGoneError(started)

/**
 * How many pixels of PNG one account may have rasterised. `charge` answers `null` when the
 * render may go ahead, or the seconds to wait when the account's budget is spent.
 */
export interface RenderBudget {
  charge(accountId: string, pixels: number): Promise<number | null>
  /** Gives back a charge whose draw never ran (its account's queue was full, its client gone). */
  refund?(accountId: string, pixels: number): Promise<void>
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

  /**
   * `signal`: the request's; while the render waits for a worker, its abort drops it (a
   * `RequestGoneError`), and a running one is cancelled.
   */
  async render(image: QrCodeImage, accountId: string, signal?: AbortSignal): Promise<RenderedImage> {
    if (image.format === 'svg') return { bytes: image.svg }
    const cached = this.#cache?.get(image.etag)
    if (cached) return { bytes: cached }
    const pending = this.#inFlight.get(image.etag)
    if (pending) {
      const joined = await pending.catch((error: unknown) => {
        // Dropped with the request that started it: this one is still there.
        if (error instanceof RequestGoneError && !signal?.aborted) return null
        throw error
      })
      // Refused on another key's budget (or dropped): this key may still have some.
      return joined && 'bytes' in joined ? joined : this.render(image, accountId, signal)
    }
    const job = { accountId, ...(signal && { signal }) }
    const started = this.#rasterise(image, job).finally(() => this.#inFlight.delete(image.etag))
    this.#inFlight.set(image.etag, started)
    return started
  }

  /**
   * Charges `pixels` to the account's render budget for a draw paid in one go (a print run,
   * issue #45); a spent budget is a `429` (`RetryLaterError`) and nothing is charged.
   */
  async charge(accountId: string, pixels: number): Promise<void> {
    const retryAfterSeconds = await this.#budget.charge(accountId, pixels)
    if (retryAfterSeconds !== null) throw budgetSpent(retryAfterSeconds)
  }

  /** The image's bytes, drawn on the workers (or from the cache) without charging: `charge` paid for it. */
  async paid(image: QrCodeImage, job: RenderJob): Promise<Uint8Array | string> {
    if (image.format === 'svg') return image.svg
    const cached = this.#cache?.get(image.etag)
    if (cached) return cached
    const bytes = await (image.format === 'pdf'
      ? this.#writePdf(image, job)
      : this.#rasteriser.rasterise(image.drawing, job))
    this.#cache?.set(image.etag, bytes)
    return bytes
  }

  /** Closes the rasteriser's workers; renders in flight finish first. */
  async close(): Promise<void> {
    await this.#rasteriser.close()
    for (const other of this.#others) await other.close()
  }

  /**
   * Whether a QR decoder reads `text` from the drawing (the scan guard), on the image workers.
   * With a scope, the draw is first charged to its account's render budget at its real pixels
   * (logo included): a spent budget is a `429` (`RetryLaterError`), and nothing is drawn.
   */
  async decodes(drawing: Drawing, text: string, scope?: DrawScope): Promise<boolean> {
    if (!this.#decoder) throw new Error('This image renderer has no decoder')
    if (scope) {
      if (scope.signal?.aborted) throw requestGone()
      const pixels = drawingCost(drawing)
      const retryAfterSeconds = await this.#budget.charge(scope.accountId, pixels)
      if (retryAfterSeconds !== null) throw budgetSpent(retryAfterSeconds)
      return this.#refundIfNotRun(scope.accountId, pixels, this.#decoder.decodes(drawing, text, scope))
    }
    return this.#decoder.decodes(drawing, text, scope)
  }

  /**
   * The draw's result; its charge is given back when it never ran (a full queue, a client gone
   * while it waited), not when it was cancelled on a worker: leaving mid-render buys nothing.
   */
  async #refundIfNotRun<T>(accountId: string, pixels: number, draw: Promise<T>): Promise<T> {
    try {
      return await draw
    } catch (error) {
      const ran = error instanceof RequestGoneError && error.started
      if (error instanceof RetryLaterError && !ran) await this.#budget.refund?.(accountId, pixels)
      throw error
    }
  }

  async #writePdf(image: QrCodeImage, job: RenderJob): Promise<Uint8Array> {
    if (!this.#pdf) throw new Error('This image renderer has no PDF writer')
    return this.#pdf.pdf(image.drawing, job, image.mm)
  }

  async #rasterise(image: QrCodeImage, job: RenderJob): Promise<RenderedImage> {
    const retryAfterSeconds = await this.#budget.charge(job.accountId, image.pixels)
    if (retryAfterSeconds !== null) return { retryAfterSeconds }
    const bytes = await this.#refundIfNotRun(
      job.accountId,
      image.pixels,
      image.format === 'pdf' ? this.#writePdf(image, job) : this.#rasteriser.rasterise(image.drawing, job),
    )
    this.#cache?.set(image.etag, bytes)
    return { bytes }
  }
}
