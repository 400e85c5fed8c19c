import { errorFromResponse } from './errors.js'
import type { components } from './generated/openapi.js'
import type { RawClient, RequestOptions } from './client.js'

type Schemas = components['schemas']
/** An API key as its account holder sees it: never the key itself. */
export type ApiKey = Schemas['ApiKey']
/** What an API key may do. */
export type Scope = Schemas['Scope']
export type CreateApiKeyParams = Schemas['CreateApiKeyRequest']
/** A new key, with the secret `key` that is shown this once. */
export type CreatedApiKey = Omit<Schemas['CreatedApiKeyResponse'], 'success'>

async function answer<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call
  if (!response.ok) throw errorFromResponse(response.status, error, response.headers)
  return data as T
}

/** The API keys of the caller's account; needs a key with the `keys:manage` scope. */
export class ApiKeys {
  readonly #raw: RawClient

  constructor(raw: RawClient) {
    this.#raw = raw
  }

  /**
   * The account's keys, newest first, revoked and expired ones included.
   *
   * @example
   * const keys = await dynqr.keys.list()
   */
  async list(options: RequestOptions = {}): Promise<ApiKey[]> {
    return (await answer(this.#raw.GET('/keys', { ...options }))).data
  }

  /**
   * Creates a key; `key` in the result is the secret, shown only this once.
   *
   * @example
   * const { key } = await dynqr.keys.create({ name: 'dashboard', scopes: ['qrcodes:read'] })
   */
  async create(params: CreateApiKeyParams, options: RequestOptions = {}): Promise<CreatedApiKey> {
    const { success: _success, ...created } = await answer(this.#raw.POST('/keys', { body: params, ...options }))
    return created
  }

  /**
   * Revokes a key: it fails with 401 on its very next request. Throws NotFoundError for an
   * unknown, already revoked or other account's key.
   *
   * @example
   * await dynqr.keys.revoke('key_8fKq2LmZ0aBc')
   */
  async revoke(keyId: string, options: RequestOptions = {}): Promise<void> {
    await answer(this.#raw.DELETE('/keys/{keyId}', { params: { path: { keyId } }, ...options }))
  }
}
