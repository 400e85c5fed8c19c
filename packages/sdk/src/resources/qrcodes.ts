import { APIPromise } from '../api-promise.js'
import {
  type ConditionalRequestOptions,
  type Core,
  type CreateRequestOptions,
  type RequestOptions,
  strip,
} from '../core.js'
import type { components, paths } from '../generated/openapi.js'
import type { Schema } from '../schema.js'
import { Page, PagePromise } from '../pagination.js'
import { uuid } from '../platform.js'

/**
 * A dynamic QR code.
 * @category Models
 */
export interface QrCode extends Schema<'QrCode'> {}
/**
 * Styling options of a request; every field optional.
 * @category Models
 */
export interface QrCodeOptions extends Schema<'QrCodeOptions'> {}
/**
 * What `qrcodes.create` takes: the target URL and, optionally, the code's id, title, limits and styling.
 * @category Models
 */
export interface CreateQrCodeParams extends Schema<'CreateQrCodeRequest'> {}
/**
 * What `qrcodes.update` takes: the fields to change (a partial update); `null` clears a nullable field.
 * @category Models
 */
export interface UpdateQrCodeParams extends Schema<'UpdateQrCodeRequest'> {}
/**
 * What `qrcodes.list` takes: paging (`limit`, `offset`), sorting and filters (`q`, `active`, and
 * `tag`: the codes that carry any of these tags, compared case-insensitively — a campaign).
 * @category Models
 */
export interface ListQrCodesParams extends NonNullable<paths['/qrcode']['get']['parameters']['query']> {}
/**
 * A page of QR codes.
 * @category Models
 */
export type QrCodePage = Page<QrCode, ListQrCodesParams>
/**
 * What `qrcodes.stats` takes: the time range, bucket `interval` and optional `groupBy`.
 * @category Models
 */
export interface QrCodeStatsParams
  extends NonNullable<paths['/qrcode/{shortId}/stats']['get']['parameters']['query']> {}
/**
 * A code's scans over a time range: totals and zero-filled buckets, UTC.
 * @category Models
 */
export interface QrCodeStats extends Omit<Schema<'QrCodeStats'>, 'success'> {}
/**
 * What `qrcodes.accountStats` takes: the time range, bucket `interval` and optional `groupBy`.
 * @category Models
 */
export interface AccountStatsParams extends NonNullable<paths['/stats']['get']['parameters']['query']> {}
/**
 * The scans of all the account's codes: series, totals and, with `groupBy`, the breakdown.
 * @category Models
 */
export interface AccountStats extends Omit<Schema<'AccountStats'>, 'success'> {}
/**
 * One item's outcome in a bulk create: a QR code or an error, by index.
 * @category Models
 */
export interface BulkCreateResult extends Schema<'BulkCreateResult'> {}
/**
 * One item of a bulk change: the code's `shortId`, optionally its `ifMatch` ETag, and the fields to
 * change; instead of `tags` (which replaces them), `addTags` and `removeTags` change the code's tags.
 * @category Models
 */
export interface BulkUpdateItem extends UpdateQrCodeParams {
  shortId: string
  ifMatch?: string
  /** Tags to add (one the code has in another case is kept as it was written). */
  addTags?: string[]
  /** Tags to remove, in any case. */
  removeTags?: string[]
}
/**
 * One item's outcome in a bulk change or delete: its status, and the code or an error.
 * @category Models
 */
export interface BulkChangeResult extends Schema<'BulkChangeResult'> {}
/**
 * What `qrcodes.export` takes: the filters of a list (`q`, `active`, `tag`).
 * @category Models
 */
export interface ExportQrCodesParams extends NonNullable<paths['/qrcode/export']['get']['parameters']['query']> {}

/**
 * The QR codes of the key's account.
 * @category Resources
 */
export class QrCodes {
  readonly #core: Core

  /** @internal */
  constructor(core: Core) {
    this.#core = core
  }

  /**
   * Creates a QR code. Sends an `Idempotency-Key` (a new UUID unless you give `idempotencyKey`)
   * and the same key on each retry, so a retried create never makes two codes.
   *
   * @example
   * const code = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/menu' })
   * console.log(code.qrCodeUrl) // print this as the QR code
   */
  create(params: CreateQrCodeParams, options: CreateRequestOptions = {}): APIPromise<QrCode> {
    const { idempotencyKey = uuid(), ...rest } = options
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.POST('/qrcode', { body: params, ...init }),
      rest,
      { 'Idempotency-Key': idempotencyKey },
      strip,
    )
    return new APIPromise(answer as Promise<{ data: QrCode } & Awaited<typeof answer>>)
  }

  /**
   * Gets one QR code; throws NotFoundError when the account has no such code.
   *
   * @example
   * const { targetUrl, views } = await dynqr.qrcodes.get('spring-sale')
   */
  get(shortId: string, options: RequestOptions = {}): APIPromise<QrCode> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.GET('/qrcode/{shortId}', { params: { path: { shortId } }, ...init }),
      options,
      {},
      strip as (data: unknown) => QrCode,
    )
    return new APIPromise(answer)
  }

  /**
   * Changes the target and/or styling; fields left out stay as they are. With `ifMatch` (an
   * ETag from `withResponse()`), only if nobody changed the code since: else PreconditionFailedError.
   *
   * @example
   * await dynqr.qrcodes.update('spring-sale', { targetUrl: 'https://example.com/summer' })
   */
  update(shortId: string, params: UpdateQrCodeParams, options: ConditionalRequestOptions = {}): APIPromise<QrCode> {
    const { ifMatch, ...rest } = options
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.PUT('/qrcode/{shortId}', { params: { path: { shortId } }, body: params, ...init }),
      rest,
      { 'If-Match': ifMatch },
      strip as (data: unknown) => QrCode,
    )
    return new APIPromise(answer)
  }

  /**
   * Deletes a QR code; its short link answers 410 Gone from then on. `ifMatch` as for update.
   *
   * @example
   * await dynqr.qrcodes.delete('spring-sale')
   */
  delete(shortId: string, options: ConditionalRequestOptions = {}): APIPromise<void> {
    const { ifMatch, ...rest } = options
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.DELETE('/qrcode/{shortId}', { params: { path: { shortId } }, ...init }),
      rest,
      { 'If-Match': ifMatch },
      () => undefined,
    )
    return new APIPromise(answer)
  }

  /**
   * The QR code image, drawn by the server with the code's styling: SVG (default), PNG or PDF, at
   * the stored size or at `size` px (64–4096) for this download only; a PDF `mm` millimetres wide
   * (10–1000; 50 without it).
   *
   * @example
   * const png = await dynqr.qrcodes.image('spring-sale', { format: 'png', size: 1200 })
   * await fs.writeFile('spring-sale.png', new Uint8Array(await png.arrayBuffer()))
   * const pdf = await dynqr.qrcodes.image('spring-sale', { format: 'pdf', mm: 30 })
   */
  image(
    shortId: string,
    params: { format?: components['schemas']['ImageFormat']; size?: number; mm?: number } = {},
    options: RequestOptions = {},
  ): APIPromise<Blob> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) =>
        raw.GET('/qrcode/{shortId}/image', { params: { path: { shortId }, query: params }, parseAs: 'blob', ...init }),
      options,
      {},
      (data) => data as Blob,
    )
    return new APIPromise(answer)
  }

  /**
   * A page of the account's QR codes. Await it for one page (`hasNextPage()`, `getNextPage()`),
   * or `for await` over it for every code, pages fetched as the loop goes.
   *
   * @example
   * const page = await dynqr.qrcodes.list({ limit: 50, sort: 'views' })
   * const campaign = await dynqr.qrcodes.list({ tag: ['spring-2026'] })
   * for await (const code of dynqr.qrcodes.list({ sort: 'views' })) console.log(code.shortId)
   */
  list(params: ListQrCodesParams = {}, options: RequestOptions = {}): PagePromise<QrCode, ListQrCodesParams> {
    const raw = this.#core.raw
    const fetchPage = (query: ListQrCodesParams) => this.list(query, options)
    const answer = this.#core.call(
      (init) => raw.GET('/qrcode', { params: { query: params }, ...init }),
      options,
      {},
      (data) => new Page(data as { data: QrCode[]; pagination: QrCodePage['pagination'] }, params, fetchPage),
    )
    return new PagePromise(answer)
  }

  /**
   * A code's scans (views, unique views, bot hits, fallback hits) by hour or day, UTC, every
   * bucket present; with `groupBy` also a `breakdown` whose views add up to `totals.views`.
   * Default: the last 30 days by day.
   *
   * @example
   * const { totals, series } = await dynqr.qrcodes.stats('spring-sale', { interval: 'hour', from: '2026-11-21T00:00:00Z' })
   */
  stats(shortId: string, params: QrCodeStatsParams = {}, options: RequestOptions = {}): APIPromise<QrCodeStats> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.GET('/qrcode/{shortId}/stats', { params: { path: { shortId }, query: params }, ...init }),
      options,
      {},
      strip as (data: unknown) => QrCodeStats,
    )
    return new APIPromise(answer)
  }

  /**
   * The scans of all the account's codes by hour or day, with `uniqueViews`; with `groupBy` a
   * `breakdown` (country, device, os, browser, referrer, language, or `shortId` for the top codes).
   *
   * @example
   * const { totals, breakdown } = await dynqr.qrcodes.accountStats({ groupBy: 'shortId' })
   */
  accountStats(params: AccountStatsParams = {}, options: RequestOptions = {}): APIPromise<AccountStats> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.GET('/stats', { params: { query: params }, ...init }),
      options,
      {},
      strip as (data: unknown) => AccountStats,
    )
    return new APIPromise(answer)
  }

  /**
   * Creates 1–100 codes in one request, results in order: the items that pass validation are
   * created together or, if the server cannot commit, none of them; an invalid or taken item gets
   * its own error. Sends an `Idempotency-Key` (a new UUID unless you give one), so a retry after a
   * 5xx or a dropped connection never creates the codes twice.
   *
   * @example
   * const results = await dynqr.qrcodes.bulkCreate([{ targetUrl: 'https://example.com/a' }])
   */
  bulkCreate(items: CreateQrCodeParams[], options: CreateRequestOptions = {}): APIPromise<BulkCreateResult[]> {
    const { idempotencyKey = uuid(), ...rest } = options
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.POST('/qrcode/bulk', { body: { items }, ...init }),
      rest,
      { 'Idempotency-Key': idempotencyKey },
      (data) => (data as { data: BulkCreateResult[] }).data,
    )
    return new APIPromise(answer)
  }

  /**
   * Changes 1–100 codes in one request (retarget, pause, rename); each item succeeds or fails on
   * its own (`200`, or `400`/`404`/`412` with an error), results in order. Sends an
   * `Idempotency-Key` (a new UUID unless you give one), so a retry never applies it twice.
   *
   * @example
   * const results = await dynqr.qrcodes.bulkUpdate([{ shortId: 'menu', active: false }])
   */
  bulkUpdate(items: BulkUpdateItem[], options: CreateRequestOptions = {}): APIPromise<BulkChangeResult[]> {
    const { idempotencyKey = uuid(), ...rest } = options
    const raw = this.#core.raw
    const answer = this.#core.call(
      // The contract types a bulk item as any object (its fields are a change's); an interface
      // has no index signature, so it is given as what the contract says.
      (init) =>
        raw.PATCH('/qrcode/bulk', {
          body: { items: items as unknown as Schema<'BulkUpdateRequest'>['items'] },
          ...init,
        }),
      rest,
      { 'Idempotency-Key': idempotencyKey },
      (data) => (data as { data: BulkChangeResult[] }).data,
    )
    return new APIPromise(answer)
  }

  /**
   * Deletes 1–100 codes in one request; each id on its own (`204`, or `404` with an error),
   * results in order. Sends an `Idempotency-Key` like `bulkUpdate`.
   *
   * @example
   * const results = await dynqr.qrcodes.bulkDelete(['menu', 'poster'])
   */
  bulkDelete(shortIds: string[], options: CreateRequestOptions = {}): APIPromise<BulkChangeResult[]> {
    const { idempotencyKey = uuid(), ...rest } = options
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.DELETE('/qrcode/bulk', { params: { query: { shortIds: shortIds.join(',') } }, ...init }),
      rest,
      { 'Idempotency-Key': idempotencyKey },
      (data) => (data as { data: BulkChangeResult[] }).data,
    )
    return new APIPromise(answer)
  }

  /**
   * Every code of the account (oldest first, `q` and `active` as the list's), read from one
   * streamed NDJSON answer a line at a time: any number of codes in little memory.
   *
   * @example
   * for await (const code of dynqr.qrcodes.export({ active: true })) console.log(code.shortId)
   */
  async *export(params: ExportQrCodesParams = {}, options: RequestOptions = {}): AsyncGenerator<QrCode> {
    const raw = this.#core.raw
    const { data: body } = await this.#core.call(
      (init) => raw.GET('/qrcode/export', { params: { query: params }, parseAs: 'stream', ...init }),
      options,
      { Accept: 'application/x-ndjson' },
      (data) => data as ReadableStream<Uint8Array> | null,
    )
    if (!body) return
    const decoder = new TextDecoder()
    let pending = ''
    const reader = body.getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        pending += done ? decoder.decode() : decoder.decode(value, { stream: true })
        const lines = pending.split('\n')
        pending = done ? '' : (lines.pop() ?? '')
        for (const line of lines) if (line.trim() !== '') yield JSON.parse(line) as QrCode
        if (done) return
      }
    } finally {
      reader.releaseLock()
    }
  }

  /**
   * Every QR code of the account, in pages of `limit` (default 100). Same as `for await` over
   * `list()`, with 100 a page unless you say.
   *
   * @example
   * for await (const code of dynqr.qrcodes.listAll({ sort: 'views' })) console.log(code.shortId)
   */
  listAll(params: Omit<ListQrCodesParams, 'offset'> = {}, options: RequestOptions = {}): AsyncIterable<QrCode> {
    return this.list({ limit: 100, ...params, offset: 0 }, options)
  }
}
