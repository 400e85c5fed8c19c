import { APIPromise } from '../api-promise.js'
import { type Core, type RequestOptions, strip } from '../core.js'
import type { Schema } from '../schema.js'

/**
 * An uploaded image of the account, without its bytes.
 * @category Models
 */
export interface Asset extends Schema<'Asset'> {}
/**
 * The types an upload may have.
 * @category Models
 */
export type AssetContentType = Schema<'AssetContentType'>

/**
 * The account's logos for the centre of its codes (`qrCodeOptions.image`).
 * @category Resources
 */
export class Assets {
  readonly #core: Core

  /** @internal */
  constructor(core: Core) {
    this.#core = core
  }

  /**
   * Uploads a PNG, JPEG or SVG of at most 512 KiB; its type is the blob's (`type`), or
   * `contentType` when given. An SVG holding scripts, event attributes or outside references is
   * refused (`InvalidRequestError`). Not retried on 5xx or lost connections.
   *
   * @example
   * const logo = await dynqr.assets.upload(new Blob([svgText], { type: 'image/svg+xml' }))
   * await dynqr.qrcodes.create({ targetUrl: 'https://example.com/', qrCodeOptions: { image: logo.id } })
   */
  upload(blob: Blob, options: RequestOptions & { contentType?: AssetContentType } = {}): APIPromise<Asset> {
    const raw = this.#core.raw
    const contentType = options.contentType ?? blob.type
    const answer = this.#core.call(
      (init) =>
        raw.POST('/assets', {
          // The body is the image itself, sent as is.
          body: blob as unknown as string,
          bodySerializer: (body: unknown) => body as Blob,
          ...init,
          headers: { ...init.headers, 'content-type': contentType },
        }),
      options,
      {},
      strip as (data: unknown) => Asset,
    )
    return new APIPromise(answer)
  }

  /**
   * The account's uploaded images, newest first, without their bytes.
   *
   * @example
   * const logos = await dynqr.assets.list()
   */
  list(options: RequestOptions = {}): APIPromise<Asset[]> {
    const raw = this.#core.raw
    return new APIPromise(
      this.#core.call(
        (init) => raw.GET('/assets', init),
        options,
        {},
        (data) => (data as { data: Asset[] }).data,
      ),
    )
  }

  /**
   * The image as stored (an SVG as sanitised), with its content type as the blob's `type`.
   *
   * @example
   * const image = await dynqr.assets.get('ast_3f9a2c7d1e8b4c60')
   */
  get(assetId: string, options: RequestOptions = {}): APIPromise<Blob> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.GET('/assets/{assetId}', { params: { path: { assetId } }, parseAs: 'blob', ...init }),
      options,
      {},
      (data) => data as Blob,
    )
    return new APIPromise(answer)
  }

  /**
   * Removes an image; a `ConflictError` while a code shows it.
   *
   * @example
   * await dynqr.assets.delete('ast_3f9a2c7d1e8b4c60')
   */
  delete(assetId: string, options: RequestOptions = {}): APIPromise<void> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.DELETE('/assets/{assetId}', { params: { path: { assetId } }, ...init }),
      options,
      {},
      () => undefined,
    )
    return new APIPromise(answer)
  }
}
