import { APIPromise } from '../api-promise.js'
import { type Core, type CreateRequestOptions, type RequestOptions, strip } from '../core.js'
import type { Schema } from '../schema.js'
import { uuid } from '../platform.js'

/**
 * An API key as its account holder sees it: never the key itself.
 * @category Models
 */
export interface ApiKey extends Schema<'ApiKey'> {}
/**
 * What an API key may do.
 * @category Models
 */
export type Scope = Schema<'Scope'>
/**
 * What `keys.create` takes: a name, its scopes and an optional expiry.
 * @category Models
 */
export interface CreateApiKeyParams extends Schema<'CreateApiKeyRequest'> {}
/**
 * A new key, with the secret `key` that is shown this once.
 * @category Models
 */
export interface CreatedApiKey extends Omit<Schema<'CreatedApiKeyResponse'>, 'success'> {}

/**
 * The API keys of the caller's account; needs a key with the `keys:manage` scope.
 * @category Resources
 */
export class ApiKeys {
  readonly #core: Core

  /** @internal */
  constructor(core: Core) {
    this.#core = core
  }

  /**
   * The account's keys, newest first, revoked and expired ones included.
   *
   * @example
   * const keys = await dynqr.keys.list()
   */
  list(options: RequestOptions = {}): APIPromise<ApiKey[]> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.GET('/keys', init),
      options,
      {},
      (data) => (data as { data: ApiKey[] }).data,
    )
    return new APIPromise(answer)
  }

  /**
   * Creates a key; `key` in the result is the secret, shown only this once. Sends an
   * `Idempotency-Key` (the same on each retry), so a retried create never makes two keys. The
   * server never stores the secret: a retry after a create whose answer was lost throws
   * `ConflictError` naming the key's id (revoke it and create another).
   *
   * @example
   * const { key } = await dynqr.keys.create({ name: 'dashboard', scopes: ['qrcodes:read'] })
   */
  create(params: CreateApiKeyParams, options: CreateRequestOptions = {}): APIPromise<CreatedApiKey> {
    const { idempotencyKey = uuid(), ...rest } = options
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.POST('/keys', { body: params, ...init }),
      rest,
      { 'Idempotency-Key': idempotencyKey },
      strip as (data: unknown) => CreatedApiKey,
    )
    return new APIPromise(answer)
  }

  /**
   * Revokes a key: it fails with 401 on its very next request. Throws NotFoundError for an
   * unknown, already revoked or other account's key.
   *
   * @example
   * await dynqr.keys.revoke('key_8fKq2LmZ0aBc')
   */
  revoke(keyId: string, options: RequestOptions = {}): APIPromise<void> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.DELETE('/keys/{keyId}', { params: { path: { keyId } }, ...init }),
      options,
      {},
      () => undefined,
    )
    return new APIPromise(answer)
  }
}
