import type { Client } from 'openapi-fetch'
import type { WithResponse } from './api-promise.js'
import { errorFromResponse } from './error-from-response.js'
import type { paths } from './generated/openapi.js'
import { type Clock, type Hooks, retryingFetch } from './retry.js'

/**
 * The raw openapi-fetch client, typed from the contract.
 * @category Client
 */
export type RawClient = Client<paths>

/**
 * Options every method takes as its last argument.
 * @category Client
 */
export interface RequestOptions {
  /** Aborts the request, and any wait before a retry. */
  signal?: AbortSignal
  /** Headers for this request only. */
  headers?: Record<string, string>
  /** Time allowed for each attempt of this request, in ms. */
  timeout?: number
  /** Retries of this request after the first attempt. */
  maxRetries?: number
}

/**
 * Options of a create: an `idempotencyKey` of your own (default: a new UUID v4 per call).
 * @category Client
 */
export interface CreateRequestOptions extends RequestOptions {
  /** Sent as `Idempotency-Key`; the same key on every retry of the call. */
  idempotencyKey?: string
}

/**
 * Options of a change: `ifMatch` makes it conditional.
 * @category Client
 */
export interface ConditionalRequestOptions extends RequestOptions {
  /** An ETag from an earlier read: the change applies only if the code is still that version, else PreconditionFailedError. */
  ifMatch?: string
}

export interface Settings extends Hooks {
  fetch: typeof fetch
  timeout: number
  maxRetries: number
  clock: Clock
}

type RawAnswer = { data?: unknown; error?: unknown; response: Response }
/** What openapi-fetch gets per request: the fetch with this request's policy, signal, headers. */
export type CallInit = {
  fetch: (request: Request) => Promise<Response>
  signal?: AbortSignal
  headers: Record<string, string>
}

/** The transport the resources share: one file per resource builds on `call`. */
export class Core {
  readonly raw: RawClient
  readonly #settings: Settings

  constructor(raw: RawClient, settings: Settings) {
    this.raw = raw
    this.#settings = settings
  }

  /** Sends a request through openapi-fetch with this call's options; throws the typed error of an error answer. */
  async call<T>(
    send: (init: CallInit) => Promise<RawAnswer>,
    options: RequestOptions,
    headers: Record<string, string | undefined>,
    map: (data: unknown) => T,
  ): Promise<WithResponse<T>> {
    const settings = this.#settings
    const fetch = retryingFetch(settings.fetch, {
      ...settings,
      timeout: options.timeout ?? settings.timeout,
      maxRetries: options.maxRetries ?? settings.maxRetries,
    })
    const merged: Record<string, string> = {}
    for (const [name, value] of Object.entries({ ...headers, ...options.headers })) if (value) merged[name] = value
    const init: CallInit = { fetch, headers: merged }
    if (options.signal) init.signal = options.signal
    const { data, error, response } = await send(init)
    if (!response.ok) throw errorFromResponse(response.status, error, response.headers, baseUrlHint(response))
    return {
      data: map(data),
      response,
      requestId: response.headers.get('x-request-id') ?? undefined,
      etag: response.headers.get('etag') ?? undefined,
    }
  }
}

/**
 * A 404 that is not the API's JSON (a site's page, a proxy's) from a base URL that does not end
 * in `/api/v1` is most likely a misconfigured `baseUrl`: say so in the error.
 */
function baseUrlHint(response: Response): string {
  if (response.status !== 404 || !response.url || /json/.test(response.headers.get('content-type') ?? '')) return ''
  const path = new URL(response.url).pathname
  return path.includes('/api/v1/')
    ? ''
    : " (is baseUrl the API's? It ends in /api/v1, e.g. https://qr.example.com/api/v1)"
}

/** The body without the `success` flag. */
export const strip = (data: unknown) => {
  const { success: _success, ...rest } = data as { success?: boolean }
  return rest
}
