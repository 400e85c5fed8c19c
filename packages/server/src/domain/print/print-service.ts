import type { Readable } from 'node:stream'
import type { components, QrCode } from '@dynqr/contract'
import { type Drawing, type Logo, qrDrawing } from '@dynqr/render'
import type { QrCodeService } from '../codes/qr-code-service.js'
import { DomainError } from '../domain-error.js'
import type { ImageRenderer } from '../images/image-renderer.js'
import { drawingCost, qrCodeImage } from '../images/qr-code-image.js'
import type { ScanGuard } from '../images/scan-guard.js'
import { checkFits, fileNames, MM, type PrintLabel, type SheetGrid, sheetGrid } from './print-layout.js'

const codeMmToPoints = (mm: number) => mm * MM

export type PrintRequest = components['schemas']['PrintRequest']

/** The most codes one print run holds (PRODUCT.md, "Campaigns and print production"). */
export const MAX_PRINT_CODES = 1000
/** A ZIP's PNG files are drawn at this many dots per inch of `codeMm`. */
export const PRINT_DPI = 300

/** One code of a print run: its drawing at print resolution and the text under it. */
export interface PrintItem {
  code: QrCode
  drawing: Drawing
  label: string | null
}

/** A sheet to write: the grid, each code's width in mm, whether to mark the cuts. */
export interface PrintSheet {
  grid: SheetGrid
  codeMm: number
  cropMarks: boolean
  items: PrintItem[]
}

/** One file of a ZIP. */
export interface ZipEntry {
  name: string
  bytes: () => Promise<Uint8Array | string>
}

/** Writes sheets and ZIPs as streams (src/images/print-sheet.ts, print-zip.ts). */
export interface PrintWriters {
  sheet(sheet: PrintSheet, signal?: AbortSignal): Readable
  zip(entries: readonly ZipEntry[], signal?: AbortSignal): Readable
}

const LIST_PAGE = 100

/** The stored options drawn `px` wide (and as tall as their shape): margin and logo margin scale with them. */
function atPixels(code: QrCode, px: number): QrCode {
  const o = code.qrCodeOptions
  const factor = px / Math.max(1, o.width)
  const scale = (n: number) => Math.round(n * factor)
  return {
    ...code,
    qrCodeOptions: {
      ...o,
      width: px,
      height: Math.max(1, scale(o.height)),
      margin: Math.min(512, scale(o.margin)),
      ...(o.imageOptions && { imageOptions: { ...o.imageOptions, margin: scale(o.imageOptions.margin) } }),
    },
  }
}

/**
 * Print runs (PRODUCT.md, "Campaigns and print production"): up to 1,000 of the account's codes,
 * each drawn at the printed size, proven to scan there by the scan guard and charged to the
 * account's render budget before a byte is written, then streamed as a sheet or a ZIP.
 */
export class PrintService {
  readonly #codes: QrCodeService
  readonly #guard: ScanGuard | undefined
  readonly #images: ImageRenderer
  readonly #writers: PrintWriters

  constructor(codes: QrCodeService, images: ImageRenderer, writers: PrintWriters, guard?: ScanGuard) {
    this.#codes = codes
    this.#images = images
    this.#writers = writers
    this.#guard = guard
  }

  /** The vector PDF sheet, streamed. */
  async sheet(accountId: string, request: PrintRequest, signal?: AbortSignal): Promise<Readable> {
    const grid = sheetGrid(request.layout)
    const label: PrintLabel = request.label ?? 'title'
    const codes = await this.#select(accountId, request)
    const drawn = await this.#drawn(accountId, codes, request.codeMm, signal)
    const aspect = Math.max(...drawn.map(({ drawing }) => drawing.height / drawing.width))
    checkFits(grid, request.codeMm, aspect, label)
    await this.#images.charge(
      accountId,
      drawn.reduce((sum, { drawing }) => sum + drawingCost(drawing, true), 0),
    )
    const items = drawn.map(({ code, drawing }) => ({
      code,
      drawing,
      label: label === 'none' ? null : label === 'title' ? (code.title ?? code.shortId) : code.shortId,
    }))
    return this.#writers.sheet({ grid, codeMm: request.codeMm, cropMarks: request.cropMarks ?? false, items }, signal)
  }

  /** One file per code in `format`, named after its title (or id), as a streamed ZIP. */
  async zip(accountId: string, request: PrintRequest, signal?: AbortSignal): Promise<Readable> {
    const format = request.format ?? 'pdf'
    const codes = await this.#select(accountId, request)
    const drawn = await this.#drawn(accountId, codes, request.codeMm, signal)
    // A PDF file is written one point per pixel (drawing-pdf.ts): drawn at 72 dpi it is codeMm wide.
    const points = Math.round(codeMmToPoints(request.codeMm))
    const images = drawn.map(({ stored, code, logo }) =>
      format === 'pdf' ? qrCodeImage(atPixels(stored, points), 'pdf', logo) : qrCodeImage(code, format, logo),
    )
    if (format !== 'svg') {
      await this.#images.charge(
        accountId,
        images.reduce((sum, image) => sum + image.pixels, 0),
      )
    }
    const names = fileNames(
      drawn.map(({ code }) => code.title ?? code.shortId),
      format,
    )
    const job = { accountId, ...(signal && { signal }) }
    const entries = images.map((image, i) => ({
      name: names[i] as string,
      bytes: () => this.#images.paid(image, job),
    }))
    return this.#writers.zip(entries, signal)
  }

  /** The codes a request names, in its order (by `shortIds`) or oldest first (by `tag`). */
  async #select(accountId: string, request: PrintRequest): Promise<{ code: QrCode; logo?: Logo }[]> {
    if ((request.shortIds === undefined) === (request.tag === undefined)) {
      throw DomainError.invalidField('shortIds', 'Give shortIds or tag: the codes to print')
    }
    if (request.shortIds) {
      const found = []
      for (const [i, shortId] of request.shortIds.entries()) {
        try {
          found.push(await this.#codes.forImage(accountId, shortId))
        } catch (error) {
          if (!(error instanceof DomainError) || error.code !== 'NOT_FOUND') throw error
          const message = `No QR code ${shortId} in this account`
          throw new DomainError('NOT_FOUND', message, [{ field: `shortIds[${i}]`, message }])
        }
      }
      return found
    }
    const shortIds = await this.#tagged(accountId, request.tag as string)
    return Promise.all(shortIds.map((shortId) => this.#codes.forImage(accountId, shortId)))
  }

  /** The short ids of the account's codes carrying `tag` (case-insensitively), oldest first. */
  async #tagged(accountId: string, tag: string): Promise<string[]> {
    const wanted = tag.toLowerCase()
    const found: string[] = []
    for (let offset = 0; ; offset += LIST_PAGE) {
      const page = await this.#codes.list(accountId, {
        limit: LIST_PAGE,
        offset,
        sort: 'createdAt',
        order: 'asc',
        tag: [tag],
      })
      for (const code of page.data) {
        if (code.tags?.some((t) => t.toLowerCase() === wanted)) found.push(code.shortId)
      }
      if (found.length > MAX_PRINT_CODES) {
        const message = `The tag "${tag}" selects more than ${MAX_PRINT_CODES.toLocaleString('en')} codes; one print run holds at most ${MAX_PRINT_CODES.toLocaleString('en')}`
        throw DomainError.invalidField('tag', message)
      }
      if (!page.pagination.hasMore) break
    }
    if (found.length === 0) throw DomainError.invalidField('tag', `No code carries the tag "${tag}"`)
    return found
  }

  /**
   * Each code drawn at its printed size (300 dpi of `codeMm`) and proven to scan there: the scan
   * guard's verdict (its draws charged to the account), `422 UNSCANNABLE` naming the code when not.
   */
  async #drawn(accountId: string, codes: { code: QrCode; logo?: Logo }[], codeMm: number, signal?: AbortSignal) {
    const px = Math.min(4096, Math.max(64, Math.round((codeMm / 25.4) * PRINT_DPI)))
    const scope = this.#guard?.scope(accountId, signal)
    const drawn = []
    for (const { code: stored, logo } of codes) {
      const code = atPixels(stored, px)
      const problem = await this.#guard?.problem(code.qrCodeUrl, code.qrCodeOptions, logo, scope)
      if (problem) {
        const message = `${stored.shortId} does not scan at ${codeMm} mm: ${problem.message}`
        throw new DomainError('UNSCANNABLE', message, [{ field: problem.field, message }])
      }
      drawn.push({ stored, code, logo, drawing: qrDrawing(code.qrCodeUrl, code.qrCodeOptions, logo) })
    }
    return drawn
  }
}
