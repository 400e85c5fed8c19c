import type { ResolvedQrCodeOptions } from '@dynqr/contract'
import { type Drawing, type Logo, qrDrawing, symbolSize } from '@dynqr/render'

/**
 * One request's draws: the account whose render budget pays for them, how many more this request
 * may make (the guard stops looking for the option to blame at 0), and the request's signal, so
 * draws still queued when its client has gone are dropped (images/fair-queue.ts).
 */
export interface DrawScope {
  readonly accountId: string
  drawsLeft: number
  readonly signal?: AbortSignal
}

/** Guard draws one request may make by default (SCAN_GUARD_DRAWS_PER_REQUEST). */
export const DEFAULT_GUARD_DRAWS_PER_REQUEST = 200
/** The fewest: one draw for each of a bulk create's 100 items (openapi.yaml, BulkCreateRequest). */
export const MIN_GUARD_DRAWS_PER_REQUEST = 100

/**
 * Decodes a drawing's pixels with a real QR decoder, off the event loop (images/png-pool.ts).
 * With a scope, the draw is charged to its account's render budget first (image-renderer.ts).
 */
export interface DrawingDecoder {
  decodes(drawing: Drawing, text: string, scope?: DrawScope): Promise<boolean>
}

export interface ScanProblem {
  field: string
  message: string
}

/** The guard renders at most this many pixels a side; a larger code only has larger modules. */
export const GUARD_MAX_SIDE = 1024

/** How many passing verdicts of logo-free styles the guard keeps (least recently used go first). */
const VERDICTS_KEPT = 1_000

/**
 * How many symbol sizes the guard keeps, by the shape of their text (then forgets them at once):
 * enough for every shape of a generated 8-character id after one site URL (3⁸ = 6,561).
 */
const SIZES_KEPT = 10_000

/**
 * The text with each character replaced by one of its class: a digit, another character of the
 * alphanumeric set, another ASCII character (one byte). The encoder's segments — which runs are
 * numeric, alphanumeric or bytes, and their lengths — depend on nothing else, so the shape has
 * the text's symbol size; the links of generated ids share a few thousand shapes where each link
 * is new, and finding the segments costs ≈ 0.17 ms when the site URL has digits (an address, a port).
 */
export const shapeOf = (text: string) =>
  text.replace(/[0-9]|[A-Z $%*+\-./:]|[\x00-\x7f]/g, (c) =>
    c >= '0' && c <= '9' ? '0' : /[A-Z $%*+\-./:]/.test(c) ? 'A' : 'a',
  )

/** Options with some branding taken away: how the guard finds which option broke the scan. */
type Variant = [field: string, advice: string, change: (o: ResolvedQrCodeOptions) => ResolvedQrCodeOptions]

const without = <K extends 'dotsOptions' | 'cornersSquareOptions' | 'cornersDotOptions' | 'backgroundOptions'>(
  part: K,
): Variant => [
  `qrCodeOptions.${part}.gradient`,
  `choose ${part} gradient stops with more contrast, or no gradient`,
  (o) => ({ ...o, [part]: { ...o[part], gradient: undefined } }),
]

const VARIANTS: Variant[] = [
  [
    'qrCodeOptions.imageOptions.imageSize',
    'lower imageOptions.imageSize or use errorCorrectionLevel H',
    (o) => ({ ...o, image: undefined }),
  ],
  without('dotsOptions'),
  without('cornersSquareOptions'),
  without('cornersDotOptions'),
  without('backgroundOptions'),
  ['qrCodeOptions.frameOptions', 'use a larger image or no frame', (o) => ({ ...o, frameOptions: undefined })],
  [
    'qrCodeOptions.dotsOptions.type',
    'choose square dots or a larger image',
    (o) => ({ ...o, dotsOptions: { ...o.dotsOptions, type: 'square' } }),
  ],
]

/** The options as the guard renders them: at their own size, or scaled down to GUARD_MAX_SIDE. */
function atGuardSize(options: ResolvedQrCodeOptions): ResolvedQrCodeOptions {
  const factor = Math.min(1, GUARD_MAX_SIDE / Math.max(options.width, options.height))
  if (factor === 1) return options
  const scale = (n: number) => Math.max(0, Math.floor(n * factor))
  return {
    ...options,
    width: Math.max(64, scale(options.width)),
    height: Math.max(64, scale(options.height)),
    margin: scale(options.margin),
    ...(options.imageOptions && {
      imageOptions: { ...options.imageOptions, margin: scale(options.imageOptions.margin) },
    }),
  }
}

/**
 * The scan guard (PRODUCT.md, "Branded, print-ready codes"): a style is drawn as it would be
 * served and decoded with a real QR decoder before it is stored. When it does not decode, the
 * branding is taken away a part at a time to name the option to change.
 */
export class ScanGuard {
  readonly #decoder: DrawingDecoder
  /** Styles without a logo that decoded, by symbol size and options (see `problem`). */
  readonly #passed = new Set<string>()
  /**
   * Symbol sizes by level and text. Every code is checked with its own link (qr-code-service.ts
   * picks a generated id before the check), whose size costs ≈ 0.1 ms when its site URL has a
   * run of digits (an address, a port) that the encoder weighs as a segment of its own.
   */
  readonly #sizes = new Map<string, number>()

  readonly #drawsPerRequest: number

  /** `drawsPerRequest`: the draws one request may make (SCAN_GUARD_DRAWS_PER_REQUEST). */
  constructor(decoder: DrawingDecoder, drawsPerRequest = DEFAULT_GUARD_DRAWS_PER_REQUEST) {
    this.#decoder = decoder
    this.#drawsPerRequest = drawsPerRequest
  }

  /** The draws most one request may make. */
  get drawsPerRequest(): number {
    return this.#drawsPerRequest
  }

  /** A new request's draws, charged to `accountId`. */
  scope(accountId: string, signal?: AbortSignal): DrawScope {
    return { accountId, drawsLeft: this.#drawsPerRequest, ...(signal && { signal }) }
  }

  /**
   * `null` when `text` drawn with `options` (and `logo`) decodes; otherwise what to change.
   *
   * A style without a logo that decoded once is not drawn again for another link of the same
   * symbol size: such links share every part a style changes — module shapes and sizes, colours
   * and gradients, quiet zone, frame, the finder, timing, alignment and format areas — and differ
   * only in which data modules are dark, which no logo-free style hides. A style with a logo is
   * drawn with each link, since which of the modules under the logo are dark decides how much the
   * error correction must restore. This keeps bulk creates and imports of one style at the cost
   * of one check (docs/branded-codes.md).
   *
   * Every draw is charged to the scope's account (a spent budget throws `429`) and counted
   * against the request's draws: the first draw of a style is always made, the search for the
   * option that broke a refused one only while the request has draws left (then the refusal
   * names the size, the last resort).
   */
  async problem(
    text: string,
    resolved: ResolvedQrCodeOptions,
    logo?: Logo,
    scope?: DrawScope,
  ): Promise<ScanProblem | null> {
    const options = atGuardSize(resolved)
    const key =
      options.image === undefined
        ? `${this.#symbolSize(text, options.qrOptions.errorCorrectionLevel)} ${JSON.stringify(resolved)}`
        : undefined
    if (key !== undefined && this.#passed.delete(key)) {
      this.#passed.add(key) // now the most recently used
      return null
    }
    const decodes = (o: ResolvedQrCodeOptions) => {
      if (scope) scope.drawsLeft -= 1
      return this.#decoder.decodes(qrDrawing(text, o, o.image ? logo : undefined), text, scope)
    }
    if (await decodes(options)) {
      if (key !== undefined) this.#remember(key)
      return null
    }
    for (const [field, advice, change] of VARIANTS) {
      if (scope && scope.drawsLeft <= 0) break
      const changed = change(options)
      if (JSON.stringify(changed) === JSON.stringify(options)) continue
      if (await decodes(changed)) {
        return {
          field,
          message: `The code does not scan with these options at ${resolved.width} × ${resolved.height} px; ${advice}`,
        }
      }
    }
    return {
      field: 'qrCodeOptions.width',
      message: `The code does not scan with these options at ${resolved.width} × ${resolved.height} px; make it larger or plainer`,
    }
  }

  /** The size of `text`'s symbol, as the encoder would make it (a key of the kept verdicts). */
  #symbolSize(text: string, level: ResolvedQrCodeOptions['qrOptions']['errorCorrectionLevel']): number {
    const shape = shapeOf(text)
    const key = `${level}${shape}`
    const known = this.#sizes.get(key)
    if (known !== undefined) return known
    if (this.#sizes.size >= SIZES_KEPT) this.#sizes.clear()
    const size = symbolSize(shape, level)
    this.#sizes.set(key, size)
    return size
  }

  #remember(key: string): void {
    this.#passed.add(key)
    if (this.#passed.size > VERDICTS_KEPT) {
      const oldest = this.#passed.values().next().value
      if (oldest !== undefined) this.#passed.delete(oldest)
    }
  }
}
