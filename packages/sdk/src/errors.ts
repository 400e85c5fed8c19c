import { isBranded } from './brand.js'
import type { Schema } from './schema.js'

/**
 * A stable error code of the contract; each has its error class (see {@link DynqrApiError}).
 * @category Errors
 */
export type ErrorCode = Schema<'ErrorCode'>
/**
 * One validation problem, by field.
 * @category Errors
 */
export interface ErrorDetail extends Schema<'ErrorDetail'> {}

/**
 * Every error the SDK throws is a DynqrError: {@link DynqrApiError} (the API answered with an
 * error; one subclass per code), {@link DynqrConnectionError}, {@link DynqrTimeoutError},
 * {@link DynqrAbortError}.
 *
 * `instanceof` works across copies of the SDK: an error thrown by the CommonJS build is an
 * instance of the ESM build's class and the other way round (the classes carry a brand that
 * `instanceof` checks, not their identity).
 *
 * @example
 * try {
 *   await dynqr.qrcodes.create({ targetUrl, customShortId: 'menu' })
 * } catch (error) {
 *   if (error instanceof ConflictError) console.log('taken: pick another id')
 *   else if (error instanceof InvalidRequestError) console.log(error.details)
 *   else throw error
 * }
 * @category Errors
 */
export class DynqrError extends Error {
  override name = 'DynqrError'
  /** @internal */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class on the right of instanceof (a subclass too)
    return isBranded(this, value)
  }
  /** @internal */
  get '@dynqr/sdk:brand'(): string {
    return 'DynqrError'
  }
}

/**
 * The API answered with an error status. `code` is one of the contract's error codes, and the
 * class is the code's subclass: {@link InvalidRequestError} (`INVALID_REQUEST`, 400),
 * {@link UnauthorizedError} (`UNAUTHORIZED`, 401), {@link ForbiddenError} (`FORBIDDEN`, 403),
 * {@link NotFoundError} (`NOT_FOUND`, 404), {@link ConflictError} (`CONFLICT`, 409),
 * {@link LimitReachedError} (`LIMIT_REACHED`, 409), {@link PreconditionFailedError}
 * (`PRECONDITION_FAILED`, 412), {@link PayloadTooLargeError} (`PAYLOAD_TOO_LARGE`, 413),
 * {@link UnsupportedMediaTypeError} (`UNSUPPORTED_MEDIA_TYPE`, 415),
 * {@link IdempotencyKeyReusedError} (`IDEMPOTENCY_KEY_REUSED`, 422), {@link UnscannableError}
 * (`UNSCANNABLE`, 422), {@link RateLimitedError} (`RATE_LIMITED`, 429),
 * {@link InternalServerError} (`INTERNAL_ERROR`, 500), {@link ServiceUnavailableError}
 * (`SERVICE_UNAVAILABLE`, 503).
 *
 * @example
 * catch (error) {
 *   if (error instanceof DynqrApiError) console.error(error.status, error.code, error.requestId)
 * }
 * @category Errors
 */
export class DynqrApiError extends DynqrError {
  override name = 'DynqrApiError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'DynqrApiError'
  }
  /** HTTP status. */
  readonly status: number
  /** The contract's error code; for an answer without one, the code its status stands for. */
  readonly code: ErrorCode
  /** Problems by field, on validation errors. */
  readonly details: ErrorDetail[]
  /** The request id (also the `x-request-id` header): quote it when reporting a problem. */
  readonly requestId: string | undefined
  /** The answer's headers. */
  readonly headers: Headers
  /**
   * The code exactly as the server sent it: a code from a newer server that this SDK does not
   * know yet is kept here (and `code` is the one its status stands for); undefined with no code.
   */
  readonly serverCode: string | undefined
  /** The error answer's body as it came (parsed JSON, or text), for what this SDK does not model. */
  readonly raw: unknown

  constructor(init: {
    status: number
    code: ErrorCode
    message: string
    details?: ErrorDetail[]
    requestId?: string | undefined
    headers?: Headers
    serverCode?: string | undefined
    raw?: unknown
  }) {
    super(init.message)
    this.status = init.status
    this.code = init.code
    this.details = init.details ?? []
    this.requestId = init.requestId
    this.headers = init.headers ?? new Headers()
    this.serverCode = init.serverCode ?? init.code
    this.raw = init.raw
  }
}

/**
 * The request is malformed or a field is invalid: `details` names each field and what is wrong.
 * Also what an answer without a known code gets for a 4xx status with no code of its own.
 *
 * Code `INVALID_REQUEST`, HTTP 400.
 * @category Errors
 */
export class InvalidRequestError extends DynqrApiError {
  override name = 'InvalidRequestError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'InvalidRequestError'
  }
}
/**
 * The API key is missing, unknown, revoked or expired (or the key's creator is no longer a
 * member), or the session has ended. From `invitations.accept`: an existing person's password
 * is wrong (`Wrong email or password`).
 *
 * Code `UNAUTHORIZED`, HTTP 401.
 * @category Errors
 */
export class UnauthorizedError extends DynqrApiError {
  override name = 'UnauthorizedError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'UnauthorizedError'
  }
}
/**
 * The API key lacks the scope the operation needs; `message` names it
 * (`This API key lacks the scope qrcodes:write`). Also: granting, taking or removing the `owner`
 * role with a key or as a non-owner (it needs a signed-in owner), and a signed-in page's write
 * from another origin (`Cross-origin request refused`).
 *
 * Code `FORBIDDEN`, HTTP 403.
 * @category Errors
 */
export class ForbiddenError extends DynqrApiError {
  override name = 'ForbiddenError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'ForbiddenError'
  }
}
/**
 * The account has no such QR code, asset, style template, key, webhook endpoint, member or
 * pending invitation; or an invitation's link is used, withdrawn or expired (`This link is no
 * longer valid`). A page's 404 from a `baseUrl` without `/api/v1` says so in `message`.
 *
 * Code `NOT_FOUND`, HTTP 404.
 * @category Errors
 */
export class NotFoundError extends DynqrApiError {
  override name = 'NotFoundError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'NotFoundError'
  }
}
/**
 * The request conflicts with what exists: a taken `customShortId`, a style template still in
 * use, a create whose `Idempotency-Key` is still running (retried for you), a change that would
 * leave an account without an owner (`An account keeps at least one owner`).
 *
 * Code `CONFLICT`, HTTP 409.
 * @category Errors
 */
export class ConflictError extends DynqrApiError {
  override name = 'ConflictError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'ConflictError'
  }
}
/**
 * The account holds as many codes, assets, style templates, API keys, webhook endpoints or
 * members and invitations as its cap allows; `message` names the cap's variable. A `ConflictError` too, so code written before
 * the cap had its own class still catches it. Delete one first; retrying does not help.
 *
 * Code `LIMIT_REACHED`, HTTP 409.
 * @category Errors
 */
export class LimitReachedError extends ConflictError {
  override name = 'LimitReachedError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'LimitReachedError'
  }
}
/**
 * `ifMatch` (`If-Match`) named a version that is no longer current: someone changed the code
 * since you read it. Read it again and decide.
 *
 * Code `PRECONDITION_FAILED`, HTTP 412.
 * @category Errors
 */
export class PreconditionFailedError extends DynqrApiError {
  override name = 'PreconditionFailedError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'PreconditionFailedError'
  }
}
/**
 * The `Idempotency-Key` was already used with a different request body.
 *
 * Code `IDEMPOTENCY_KEY_REUSED`, HTTP 422.
 * @category Errors
 */
export class IdempotencyKeyReusedError extends DynqrApiError {
  override name = 'IdempotencyKeyReusedError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'IdempotencyKeyReusedError'
  }
}
/**
 * The styling would not scan: the server rendered it and a QR decoder could not read it.
 * `details[0].field` names the option to change.
 *
 * Code `UNSCANNABLE`, HTTP 422.
 * @category Errors
 */
export class UnscannableError extends DynqrApiError {
  override name = 'UnscannableError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'UnscannableError'
  }
}
/**
 * The body (an upload, a bulk request) is larger than the server accepts.
 *
 * Code `PAYLOAD_TOO_LARGE`, HTTP 413.
 * @category Errors
 */
export class PayloadTooLargeError extends DynqrApiError {
  override name = 'PayloadTooLargeError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'PayloadTooLargeError'
  }
}
/**
 * The body's `Content-Type` is not one the operation accepts (an upload that is not PNG, JPEG,
 * WebP or SVG).
 *
 * Code `UNSUPPORTED_MEDIA_TYPE`, HTTP 415.
 * @category Errors
 */
export class UnsupportedMediaTypeError extends DynqrApiError {
  override name = 'UnsupportedMediaTypeError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'UnsupportedMediaTypeError'
  }
}
/**
 * Too many requests for the key: retried for you after `Retry-After` (when it asks for a minute
 * or less); thrown when the retries are spent.
 *
 * Code `RATE_LIMITED`, HTTP 429.
 * @category Errors
 */
export class RateLimitedError extends DynqrApiError {
  override name = 'RateLimitedError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'RateLimitedError'
  }
  /** Seconds the API asked to wait (`Retry-After`), when it said. */
  get retryAfterSeconds(): number | undefined {
    return parseRetryAfter(this.headers.get('retry-after'), Date.now()) / 1000 || undefined
  }
}
/**
 * The server failed; quote `requestId` when reporting it. Retried for you.
 *
 * Code `INTERNAL_ERROR`, HTTP 500.
 * @category Errors
 */
export class InternalServerError extends DynqrApiError {
  override name = 'InternalServerError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'InternalServerError'
  }
}
/**
 * The service could not commit or read in time (full disk, a held lock, an unreachable
 * database); nothing was changed. Safe to repeat after `retryAfterSeconds`.
 *
 * Code `SERVICE_UNAVAILABLE`, HTTP 503.
 * @category Errors
 */
export class ServiceUnavailableError extends DynqrApiError {
  override name = 'ServiceUnavailableError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'ServiceUnavailableError'
  }
  /** Seconds the API asked to wait (`Retry-After`), when it said. */
  get retryAfterSeconds(): number | undefined {
    return parseRetryAfter(this.headers.get('retry-after'), Date.now()) / 1000 || undefined
  }
}

/**
 * The request never got an answer: DNS, refused or reset connection, offline browser. `cause`
 * holds the original error. Retried for you.
 * @category Errors
 */
export class DynqrConnectionError extends DynqrError {
  override name = 'DynqrConnectionError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'DynqrConnectionError'
  }
}

/**
 * The caller's `AbortSignal` aborted the request (or the wait before a retry); `cause` is the
 * signal's reason. A DynqrError too, so `catch (e) { if (e instanceof DynqrError) … }` sees it.
 * @category Errors
 */
export class DynqrAbortError extends DynqrError {
  override name = 'DynqrAbortError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'DynqrAbortError'
  }
}

/** The abort error for a signal's reason, its message carried over. */
export function abortError(reason: unknown): DynqrAbortError {
  const why = reason instanceof Error ? reason.message : reason === undefined ? '' : String(reason)
  return new DynqrAbortError(`The request was aborted${why ? `: ${why}` : ''}`, { cause: reason })
}

/**
 * No answer came within `timeout` (per attempt). Retried for you.
 * @category Errors
 */
export class DynqrTimeoutError extends DynqrError {
  override name = 'DynqrTimeoutError'
  /** @internal */
  override get '@dynqr/sdk:brand'(): string {
    return 'DynqrTimeoutError'
  }
}

/**
 * Milliseconds a `Retry-After` value asks for (seconds or an HTTP date); 0 when absent or
 * unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number {
  if (!value) return 0
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? 0 : Math.max(0, date - now)
}
