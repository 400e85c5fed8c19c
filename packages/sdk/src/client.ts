import createClient, { type Client } from 'openapi-fetch'
import { DynqrError, errorFromResponse } from './errors.js'
import type { components, paths } from './generated/openapi.js'
import { ApiKeys } from './keys.js'
import { type Clock, realClock, retryingFetch } from './retry.js'
import { Webhooks } from './webhooks.js'

type Schemas = components['schemas']
/** A dynamic QR code. */
export type QrCode = Schemas['QrCode']
/** Styling options of a request; every field optional. */
export type QrCodeOptions = Schemas['QrCodeOptions']
export type CreateQrCodeParams = Schemas['CreateQrCodeRequest']
export type UpdateQrCodeParams = Schemas['UpdateQrCodeRequest']
export type ListQrCodesParams = NonNullable<paths['/qrcode']['get']['parameters']['query']>
export type Pagination = Schemas['Pagination']
export type QrCodeStatsParams = NonNullable<paths['/qrcode/{shortId}/stats']['get']['parameters']['query']>
/** A code's scans over a range, bucket by bucket (`success` left out). */
export type QrCodeStats = Omit<Schemas['QrCodeStats'], 'success'>
/** One result of a bulk create: `qrCode` when `status` is 201, `error` otherwise. */
export type BulkCreateResult = Schemas['BulkCreateResult']
/** A page of QR codes. */
export interface QrCodePage {
  data: QrCode[]
  pagination: Pagination
}

export interface DynqrOptions {
  /** An API key, `dqr_…`. */
  apiKey: string
  /** `{base_url}`, ending in `/api/v1`. Default: `http://localhost:3000/api/v1`. */
  baseUrl?: string
  /** A fetch to use instead of the global one (proxies, tests). */
  fetch?: typeof fetch
  /** Time allowed for each attempt, in ms. Default 30 000. */
  timeoutMs?: number
  /** Retries after the first attempt for 429, 5xx, timeouts and connection errors. Default 2. */
  maxRetries?: number
  /** Headers sent with every request. */
  headers?: Record<string, string>
  /** Timers and randomness; tests pass a fake. */
  clock?: Clock
}

export interface RequestOptions {
  /** Aborts the request, and any wait before a retry. */
  signal?: AbortSignal
  /** Headers for this request only. */
  headers?: Record<string, string>
}

export const strip = <T extends { success?: boolean }>({ success: _success, ...rest }: T): Omit<T, 'success'> => rest

/** The raw openapi-fetch client, typed from the contract. */
export type RawClient = Client<paths>

export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call
  if (!response.ok) throw errorFromResponse(response.status, error, response.headers)
  return data as T
}

/** The QR codes of the key's account. */
export class QrCodes {
  readonly #raw: RawClient

  constructor(raw: RawClient) {
    this.#raw = raw
  }

  /**
   * Creates a QR code.
   *
   * @example
   * const code = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/menu' })
   * console.log(code.qrCodeUrl) // print this as the QR code
   */
  async create(params: CreateQrCodeParams, options: RequestOptions = {}): Promise<QrCode> {
    return strip(await unwrap(this.#raw.POST('/qrcode', { body: params, ...options })))
  }

  /**
   * Gets one QR code; throws NotFoundError when the account has no such code.
   *
   * @example
   * const { targetUrl, views } = await dynqr.qrcodes.get('spring-sale')
   */
  async get(shortId: string, options: RequestOptions = {}): Promise<QrCode> {
    return strip(await unwrap(this.#raw.GET('/qrcode/{shortId}', { params: { path: { shortId } }, ...options })))
  }

  /**
   * Changes the target and/or styling; fields left out stay as they are.
   *
   * @example
   * await dynqr.qrcodes.update('spring-sale', { targetUrl: 'https://example.com/summer' })
   */
  async update(shortId: string, params: UpdateQrCodeParams, options: RequestOptions = {}): Promise<QrCode> {
    const call = this.#raw.PUT('/qrcode/{shortId}', { params: { path: { shortId } }, body: params, ...options })
    return strip(await unwrap(call))
  }

  /**
   * Deletes a QR code; its short link answers 410 Gone from then on.
   *
   * @example
   * await dynqr.qrcodes.delete('spring-sale')
   */
  async delete(shortId: string, options: RequestOptions = {}): Promise<void> {
    await unwrap(this.#raw.DELETE('/qrcode/{shortId}', { params: { path: { shortId } }, ...options }))
  }

  /**
   * The QR code image, drawn by the server with the code's styling: SVG (default) or PNG.
   *
   * @example
   * const png = await dynqr.qrcodes.image('spring-sale', { format: 'png' })
   * await fs.writeFile('spring-sale.png', new Uint8Array(await png.arrayBuffer()))
   */
  async image(
    shortId: string,
    params: { format?: Schemas['ImageFormat'] } = {},
    options: RequestOptions = {},
  ): Promise<Blob> {
    const call = this.#raw.GET('/qrcode/{shortId}/image', {
      params: { path: { shortId }, query: params },
      parseAs: 'blob',
      ...options,
    })
    return (await unwrap(call)) as unknown as Blob
  }

  /**
   * A code's scans (views, bot hits, fallback hits) by hour or day, UTC, every bucket present.
   * Default: the last 30 days by day.
   *
   * @example
   * const { totals, series } = await dynqr.qrcodes.stats('spring-sale', { interval: 'hour', from: '2026-11-21T00:00:00Z' })
   */
  async stats(shortId: string, params: QrCodeStatsParams = {}, options: RequestOptions = {}): Promise<QrCodeStats> {
    const call = this.#raw.GET('/qrcode/{shortId}/stats', { params: { path: { shortId }, query: params }, ...options })
    return strip(await unwrap(call))
  }

  /**
   * Creates 1–100 codes; each item succeeds or fails on its own, so this resolves with one
   * result per item, in order, and throws only when the request as a whole fails.
   *
   * @example
   * const results = await dynqr.qrcodes.bulkCreate([{ targetUrl: 'https://example.com/a' }])
   * for (const r of results) if (r.error) console.warn(r.index, r.error.message)
   */
  async bulkCreate(items: CreateQrCodeParams[], options: RequestOptions = {}): Promise<BulkCreateResult[]> {
    return (await unwrap(this.#raw.POST('/qrcode/bulk', { body: { items }, ...options }))).data
  }

  /**
   * One page of the account's QR codes.
   *
   * @example
   * const { data, pagination } = await dynqr.qrcodes.list({ limit: 50, sort: 'views' })
   */
  async list(params: ListQrCodesParams = {}, options: RequestOptions = {}): Promise<QrCodePage> {
    return strip(await unwrap(this.#raw.GET('/qrcode', { params: { query: params }, ...options })))
  }

  /**
   * Every QR code of the account, fetching pages of `limit` (default 100) as it goes.
   *
   * @example
   * for await (const code of dynqr.qrcodes.listAll({ sort: 'views' })) console.log(code.shortId)
   */
  async *listAll(
    params: Omit<ListQrCodesParams, 'offset'> = {},
    options: RequestOptions = {},
  ): AsyncGenerator<QrCode, void, undefined> {
    let offset = 0
    for (;;) {
      const page = await this.list({ limit: 100, ...params, offset }, options)
      yield* page.data
      if (!page.pagination.hasMore || page.data.length === 0) return
      offset += page.data.length
    }
  }
}

/**
 * The dynqr API client.
 *
 * @example
 * import { Dynqr } from '@dynqr/sdk'
 * const dynqr = new Dynqr({ apiKey: process.env.DYNQR_KEY!, baseUrl: 'https://qr.example/api/v1' })
 * const code = await dynqr.qrcodes.create({ targetUrl: 'https://example.com' })
 */
export class Dynqr {
  /** The QR codes of the key's account. */
  readonly qrcodes: QrCodes
  /** The account's API keys (needs the `keys:manage` scope). */
  readonly keys: ApiKeys
  /** The account's webhook endpoints and their deliveries (needs `keys:manage`). */
  readonly webhooks: Webhooks
  /** The openapi-fetch client underneath, with the same key, retries and timeouts, for full control. */
  readonly raw: RawClient

  constructor(options: DynqrOptions) {
    if (!options?.apiKey) throw new DynqrError('An apiKey is required: new Dynqr({ apiKey: "dqr_…" })')
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis)
    const send = retryingFetch(fetchImpl, {
      maxRetries: options.maxRetries ?? 2,
      timeoutMs: options.timeoutMs ?? 30_000,
      clock: options.clock ?? realClock,
    })
    this.raw = createClient<paths>({
      baseUrl: (options.baseUrl ?? 'http://localhost:3000/api/v1').replace(/\/+$/, ''),
      fetch: send,
      headers: { ...options.headers, Authorization: `Bearer ${options.apiKey}` },
    })
    this.qrcodes = new QrCodes(this.raw)
    this.keys = new ApiKeys(this.raw)
    this.webhooks = new Webhooks(this.raw)
  }
}
