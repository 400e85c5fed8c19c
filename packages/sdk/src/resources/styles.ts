import { APIPromise } from '../api-promise.js'
import { type Core, type RequestOptions, strip } from '../core.js'
import type { paths } from '../generated/openapi.js'
import type { Schema } from '../schema.js'
import { Page, PagePromise } from '../pagination.js'

/**
 * A style template: named styling options the account's codes share by `styleId`.
 * @category Models
 */
export interface Style extends Schema<'Style'> {}
/**
 * What `styles.create` takes: a name and the styling options.
 * @category Models
 */
export interface CreateStyleParams extends Schema<'CreateStyleRequest'> {}
/**
 * What `styles.update` takes: the template's name and styling options.
 * @category Models
 */
export interface UpdateStyleParams extends Schema<'UpdateStyleRequest'> {}
/**
 * What `styles.list` takes: paging (`limit`, `offset`).
 * @category Models
 */
export interface ListStylesParams extends NonNullable<paths['/styles']['get']['parameters']['query']> {}
/**
 * A page of style templates.
 * @category Models
 */
export type StylePage = Page<Style, ListStylesParams>

/**
 * The account's style templates. A code takes one with `styleId` on create or update (instead
 * of `qrCodeOptions`); changing a template changes every code that uses it, its images and its
 * ETag. `styleId: null` on update detaches a code, keeping the template's options as its own.
 * @category Resources
 */
export class Styles {
  readonly #core: Core

  /** @internal */
  constructor(core: Core) {
    this.#core = core
  }

  /**
   * Creates a template. Its options are checked as a code's are and decoded by the server's scan
   * guard: one that would not scan is an `UnscannableError` naming the
   * option to change. Not retried on 5xx or lost connections (the operation takes no
   * `Idempotency-Key`).
   *
   * @example
   * const style = await dynqr.styles.create({ name: 'Spring campaign', qrCodeOptions: { dotsOptions: { type: 'rounded', color: '#1a2b3c' } } })
   * await dynqr.qrcodes.create({ targetUrl: 'https://example.com/', styleId: style.id })
   */
  create(params: CreateStyleParams, options: RequestOptions = {}): APIPromise<Style> {
    const raw = this.#core.raw
    return new APIPromise(
      this.#core.call(
        (init) => raw.POST('/styles', { body: params, ...init }),
        options,
        {},
        strip as (data: unknown) => Style,
      ),
    )
  }

  /**
   * One template; a `NotFoundError` for an id that is not the account's.
   *
   * @example
   * const style = await dynqr.styles.get('sty_5c1e9a7b3d2f4e80')
   */
  get(styleId: string, options: RequestOptions = {}): APIPromise<Style> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.GET('/styles/{styleId}', { params: { path: { styleId } }, ...init }),
      options,
      {},
      strip as (data: unknown) => Style,
    )
    return new APIPromise(answer)
  }

  /**
   * A page of the account's templates, oldest first. Await it for one page, or `for await` over
   * it for every template, pages fetched as the loop goes.
   *
   * @example
   * for await (const style of dynqr.styles.list()) console.log(style.name)
   */
  list(params: ListStylesParams = {}, options: RequestOptions = {}): PagePromise<Style, ListStylesParams> {
    const raw = this.#core.raw
    const fetchPage = (query: ListStylesParams) => this.list(query, options)
    const answer = this.#core.call(
      (init) => raw.GET('/styles', { params: { query: params }, ...init }),
      options,
      {},
      (data) => new Page(data as { data: Style[]; pagination: StylePage['pagination'] }, params, fetchPage),
    )
    return new PagePromise(answer)
  }

  /**
   * Replaces the template's name and options (checked and decoded as on create); every code that
   * uses it is drawn with the new options from then on.
   *
   * @example
   * await dynqr.styles.update('sty_5c1e9a7b3d2f4e80', { name: 'Spring campaign', qrCodeOptions: { dotsOptions: { color: '#0b4f2e' } } })
   */
  update(styleId: string, params: UpdateStyleParams, options: RequestOptions = {}): APIPromise<Style> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.PUT('/styles/{styleId}', { params: { path: { styleId } }, body: params, ...init }),
      options,
      {},
      strip as (data: unknown) => Style,
    )
    return new APIPromise(answer)
  }

  /**
   * Removes a template; a `ConflictError` while a code uses it (detach those with `styleId: null`).
   *
   * @example
   * await dynqr.styles.delete('sty_5c1e9a7b3d2f4e80')
   */
  delete(styleId: string, options: RequestOptions = {}): APIPromise<void> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.DELETE('/styles/{styleId}', { params: { path: { styleId } }, ...init }),
      options,
      {},
      () => undefined,
    )
    return new APIPromise(answer)
  }
}
