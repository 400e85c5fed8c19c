import { APIPromise } from '../api-promise.js'
import {
  type ConditionalRequestOptions,
  type Core,
  type CreateRequestOptions,
  type RequestOptions,
  strip,
} from '../core.js'
import type { components, paths } from '../generated/openapi.js'
import { Page, PagePromise } from '../pagination.js'
import { uuid } from '../platform.js'

/** A dynamic QR code. */
export type QrCode = components['schemas']['QrCode']
/** Styling options of a request; every field optional. */
export type QrCodeOptions = components['schemas']['QrCodeOptions']
export type CreateQrCodeParams = components['schemas']['CreateQrCodeRequest']
export type UpdateQrCodeParams = components['schemas']['UpdateQrCodeRequest']
export type ListQrCodesParams = NonNullable<paths['/qrcode']['get']['parameters']['query']>
/** A page of QR codes. */
export type QrCodePage = Page<QrCode, ListQrCodesParams>

/** The QR codes of the key's account. */
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
   * The QR code image, drawn by the server with the code's styling: SVG (default) or PNG.
   *
   * @example
   * const png = await dynqr.qrcodes.image('spring-sale', { format: 'png' })
   * await fs.writeFile('spring-sale.png', new Uint8Array(await png.arrayBuffer()))
   */
  image(
    shortId: string,
    params: { format?: components['schemas']['ImageFormat'] } = {},
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
