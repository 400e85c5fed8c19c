import { APIPromise, type WithResponse } from '../api-promise.js'
import type { RawClient, RequestOptions } from '../core.js'
import { errorFromResponse } from '../error-from-response.js'
import { DynqrApiError } from '../errors.js'
import type { Schema } from '../schema.js'

/**
 * A custom domain of the account: `pending` until its TXT record (`verification`) was seen, then
 * `verified`; codes created with `domain` are served on it.
 * @category Models
 */
export interface Domain extends Schema<'Domain'> {}
/**
 * What `domains.create` takes: the hostname.
 * @category Models
 */
export interface CreateDomainParams extends Schema<'CreateDomainRequest'> {}
/**
 * What `domains.update` takes: where `/` (`rootRedirectUrl`) and unknown ids (`notFoundUrl`) go
 * on the domain; `null` answers `404`.
 * @category Models
 */
export interface UpdateDomainParams extends Schema<'UpdateDomainRequest'> {}

/**
 * The domain's TXT record was not found, or holds another value (`domains.verify`); or a code was
 * created on a domain still pending. The message says what the DNS answered.
 *
 * Code `DOMAIN_NOT_VERIFIED`, HTTP 422.
 * @category Errors
 */
export class DomainNotVerifiedError extends DynqrApiError {
  override name = 'DomainNotVerifiedError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'DomainNotVerifiedError'
  }
}

/**
 * The error of an error answer, `DomainNotVerifiedError` for `DOMAIN_NOT_VERIFIED`. It lives here,
 * not in the main error factory, so that a client that never touches domains does not carry it
 * (the main entry's size budget): elsewhere that code is a `DynqrApiError` whose `code` says so.
 */
function domainError(response: Response, body: unknown): DynqrApiError {
  const error = errorFromResponse(response.status, body, response.headers)
  if (error.code !== 'DOMAIN_NOT_VERIFIED') return error
  return new DomainNotVerifiedError({
    status: error.status,
    code: error.code,
    message: error.message,
    details: error.details,
    requestId: error.requestId,
    headers: error.headers,
    serverCode: error.serverCode,
    raw: error.raw,
  })
}

/**
 * Per-call options of the domains: a `signal` and extra `headers`. Timeouts and retries are the
 * client's own (its `raw` client carries them).
 * @category Client
 */
export type DomainRequestOptions = Pick<RequestOptions, 'signal' | 'headers'>

type RawAnswer = { data?: unknown; error?: unknown; response: Response }
type Init = { signal?: AbortSignal; headers: Record<string, string> }

const strip = (data: unknown) => {
  const { success: _success, ...rest } = data as { success?: boolean }
  return rest as unknown as Domain
}

/**
 * The account's custom domains (issue #42). Kept out of the `Dynqr` class so that the client's
 * main entry stays within its size budget: make it from a client when you need it.
 * Reading needs `qrcodes:read`; adding, verifying, changing and deleting need `keys:manage`.
 *
 * @example
 * import { Dynqr, Domains } from '@dynqr/sdk'
 * const domains = new Domains(new Dynqr({ apiKey: 'dqr_…' }))
 * const menu = await domains.create({ hostname: 'menu.example.com' })
 * console.log(menu.verification.name, menu.verification.value) // publish this TXT record, then:
 * await domains.verify(menu.id)
 * @category Resources
 */
export class Domains {
  readonly #raw: RawClient

  /** `client`: a `Dynqr` (its `raw` client, with its key or session, retries and timeouts). */
  constructor(client: { raw: RawClient }) {
    this.#raw = client.raw
  }

  #send<T>(
    request: (init: Init) => Promise<RawAnswer>,
    options: DomainRequestOptions,
    map: (data: unknown) => T,
  ): APIPromise<T> {
    const init: Init = { headers: { ...options.headers } }
    if (options.signal) init.signal = options.signal
    const answer = request(init).then(({ data, error, response }): WithResponse<T> => {
      if (!response.ok) throw domainError(response, error)
      return {
        data: map(data),
        response,
        requestId: response.headers.get('x-request-id') ?? undefined,
        etag: undefined,
      }
    })
    return new APIPromise(answer)
  }

  /**
   * Adds a hostname, `pending` until verified. `ConflictError` when another account holds it;
   * `LimitReachedError` past the account's cap; `InvalidRequestError` for an IP address,
   * `localhost` or the server's own host.
   *
   * @example
   * const { id, verification } = await domains.create({ hostname: 'menu.example.com' })
   */
  create(params: CreateDomainParams, options: DomainRequestOptions = {}): APIPromise<Domain> {
    return this.#send((init) => this.#raw.POST('/domains', { body: params, ...init }), options, strip)
  }

  /**
   * The account's domains, oldest first.
   *
   * @example
   * const verified = (await domains.list()).filter((d) => d.status === 'verified')
   */
  list(options: DomainRequestOptions = {}): APIPromise<Domain[]> {
    return this.#send(
      (init) => this.#raw.GET('/domains', init),
      options,
      (data) => (data as { data: Domain[] }).data,
    )
  }

  /**
   * One domain; `NotFoundError` for an id the account does not have.
   *
   * @example
   * const { status } = await domains.get('dom_4f9c2a7d1e8b3c60')
   */
  get(id: string, options: DomainRequestOptions = {}): APIPromise<Domain> {
    return this.#send((init) => this.#raw.GET('/domains/{id}', { params: { path: { id } }, ...init }), options, strip)
  }

  /**
   * Changes where `/` and unknown ids go on the domain (`null`: a `404`). The hostname never changes.
   *
   * @example
   * await domains.update(id, { rootRedirectUrl: 'https://example.com/', notFoundUrl: null })
   */
  update(id: string, params: UpdateDomainParams, options: DomainRequestOptions = {}): APIPromise<Domain> {
    return this.#send(
      (init) => this.#raw.PATCH('/domains/{id}', { params: { path: { id } }, body: params, ...init }),
      options,
      strip,
    )
  }

  /**
   * Looks the TXT record up now: the domain, `verified`; or `DomainNotVerifiedError` saying what
   * the DNS answered. Verifying a verified domain changes nothing.
   *
   * @example
   * try {
   *   await domains.verify(id)
   * } catch (error) {
   *   if (error instanceof DomainNotVerifiedError) console.log(error.message) // "No TXT record at _dynqr.…"
   * }
   */
  verify(id: string, options: DomainRequestOptions = {}): APIPromise<Domain> {
    return this.#send(
      (init) => this.#raw.POST('/domains/{id}/verify', { params: { path: { id } }, ...init }),
      options,
      strip,
    )
  }

  /**
   * Deletes the domain; `ConflictError` while codes use it (deleted codes too: their links stay theirs).
   *
   * @example
   * await domains.delete(id)
   */
  delete(id: string, options: DomainRequestOptions = {}): APIPromise<void> {
    return this.#send(
      (init) => this.#raw.DELETE('/domains/{id}', { params: { path: { id } }, ...init }),
      options,
      () => undefined,
    )
  }
}
