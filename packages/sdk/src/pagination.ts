import { APIPromise } from './api-promise.js'
import { DynqrError } from './errors.js'
import type { Schema } from './schema.js'

/** A page that knows whether another follows and how to fetch it. */
interface Pager<Self> {
  hasNextPage(): boolean
  getNextPage(): PromiseLike<Self>
}

/** A page and every page after it, each fetched when the loop asks for it. */
async function* pagesFrom<P extends Pager<P>>(first: P): AsyncGenerator<P, void, undefined> {
  for (let page = first; ; page = await page.getNextPage()) {
    yield page
    if (!page.hasNextPage()) return
  }
}

/**
 * Where a page is in the whole list: `total`, `limit`, `offset`, `hasMore`.
 * @category Models
 */
export interface Pagination extends Schema<'Pagination'> {}

/**
 * One page of a list: `data`, `pagination`, and the way to the next page. `for await` over a
 * page walks its items and every page after it.
 * @category Pagination
 */
export class Page<Item, Params extends { offset?: number; limit?: number }> implements AsyncIterable<Item> {
  readonly data: Item[]
  readonly pagination: Pagination
  readonly #params: Params
  readonly #fetch: (params: Params) => APIPromise<Page<Item, Params>>

  /** @internal */
  constructor(
    body: { data: Item[]; pagination: Pagination },
    params: Params,
    fetchPage: (params: Params) => APIPromise<Page<Item, Params>>,
  ) {
    this.data = body.data
    this.pagination = body.pagination
    this.#params = params
    this.#fetch = fetchPage
  }

  /** Whether a page follows this one. */
  hasNextPage(): boolean {
    return this.pagination.hasMore && this.data.length > 0
  }

  /** The parameters of the next page, or null on the last page. */
  nextPageParams(): Params | null {
    if (!this.hasNextPage()) return null
    return { ...this.#params, offset: this.pagination.offset + this.data.length }
  }

  /** Fetches the next page, with the same options; throws on the last page (check `hasNextPage()`). */
  getNextPage(): APIPromise<Page<Item, Params>> {
    const params = this.nextPageParams()
    if (!params) throw new DynqrError('No next page: check hasNextPage() first')
    return this.#fetch(params)
  }

  /** This page and every page after it. */
  iterPages(): AsyncGenerator<Page<Item, Params>, void, undefined> {
    return pagesFrom<Page<Item, Params>>(this)
  }

  /** `for await` over a page: its items, then every following page's, fetched as the loop goes. */
  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.iterPages()) yield* page.data
  }
}

/**
 * What `list()` returns: await it for the first page, or `for await` over it for every item of
 * every page, fetched as the loop goes.
 * @category Pagination
 */
export class PagePromise<Item, Params extends { offset?: number; limit?: number }>
  extends APIPromise<Page<Item, Params>>
  implements AsyncIterable<Item>
{
  /** `for await` over `list()`: every item of every page, fetched as the loop goes. */
  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    yield* await this
  }
}

/**
 * One page of a list paged by cursor (the audit log): `data`, `nextCursor`, and the way to the
 * next page. `for await` over a page walks its items and every page after it.
 * @category Pagination
 */
export class CursorPage<Item, Params extends { cursor?: string }> implements AsyncIterable<Item> {
  readonly data: Item[]
  /** Where the next page starts; `null` on the last page. */
  readonly nextCursor: string | null
  readonly #params: Params
  readonly #fetch: (params: Params) => APIPromise<CursorPage<Item, Params>>

  /** @internal */
  constructor(
    body: { data: Item[]; nextCursor: string | null },
    params: Params,
    fetchPage: (params: Params) => APIPromise<CursorPage<Item, Params>>,
  ) {
    this.data = body.data
    this.nextCursor = body.nextCursor
    this.#params = params
    this.#fetch = fetchPage
  }

  /** Whether a page follows this one. */
  hasNextPage(): boolean {
    return this.nextCursor !== null
  }

  /** Fetches the next page, with the same filters and options; throws on the last page (check `hasNextPage()`). */
  getNextPage(): APIPromise<CursorPage<Item, Params>> {
    if (this.nextCursor === null) throw new DynqrError('No next page: check hasNextPage() first')
    return this.#fetch({ ...this.#params, cursor: this.nextCursor })
  }

  /** This page and every page after it. */
  iterPages(): AsyncGenerator<CursorPage<Item, Params>, void, undefined> {
    return pagesFrom<CursorPage<Item, Params>>(this)
  }

  /** `for await` over a page: its items, then every following page's, fetched as the loop goes. */
  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.iterPages()) yield* page.data
  }
}

/**
 * What a cursor-paged `list()` returns: await it for the first page, or `for await` over it for
 * every item of every page, fetched as the loop goes.
 * @category Pagination
 */
export class CursorPagePromise<Item, Params extends { cursor?: string }>
  extends APIPromise<CursorPage<Item, Params>>
  implements AsyncIterable<Item>
{
  /** `for await` over `list()`: every item of every page, fetched as the loop goes. */
  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    yield* await this
  }
}
