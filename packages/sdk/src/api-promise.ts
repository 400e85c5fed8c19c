/**
 * A successful answer with what came with it.
 * @category Client
 */
export interface WithResponse<T> {
  data: T
  /** The HTTP response (its body already read). */
  response: Response
  /** The request id (`x-request-id`): quote it when reporting a problem. */
  requestId: string | undefined
  /** The code's version (`ETag`), on answers that carry one: pass it as `ifMatch` to update or delete. */
  etag: string | undefined
}

/**
 * The promise every method returns: await it for the data, or call `.withResponse()` for
 * `{ data, response, requestId, etag }`.
 *
 * @example
 * const { data, requestId, etag } = await dynqr.qrcodes.get('menu').withResponse()
 * @category Client
 */
export class APIPromise<T> extends Promise<T> {
  readonly #answer: Promise<WithResponse<T>>
  #data: Promise<T> | undefined

  /** @internal */
  constructor(answer: Promise<WithResponse<T>>) {
    super((resolve) => resolve(undefined as T))
    this.#answer = answer
  }

  // then/catch/finally build plain promises, not APIPromises.
  static override get [Symbol.species]() {
    return Promise
  }

  /** The data together with the HTTP response, the request id and the ETag. */
  withResponse(): Promise<WithResponse<T>> {
    return this.#answer
  }

  #parsed(): Promise<T> {
    this.#data ??= this.#answer.then((answer) => answer.data)
    return this.#data
  }

  // biome-ignore lint/suspicious/noThenProperty: an APIPromise is a Promise whose then gives the parsed data
  override then<A = T, B = never>(
    onfulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#parsed().then(onfulfilled, onrejected)
  }

  override catch<B = never>(onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<T | B> {
    return this.#parsed().catch(onrejected)
  }

  override finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#parsed().finally(onfinally)
  }
}
