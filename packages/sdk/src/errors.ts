import { ERROR_STATUS } from './generated/error-codes.js'
import type { components } from './generated/openapi.js'

/** A stable error code of the contract. */
export type ErrorCode = components['schemas']['ErrorCode']
/** One validation problem, by field. */
export type ErrorDetail = components['schemas']['ErrorDetail']

/** Every error the SDK throws is a DynqrError. */
export class DynqrError extends Error {
  override name = 'DynqrError'
}

/** The API answered with an error status. `code` is one of the contract's error codes. */
export class DynqrApiError extends DynqrError {
  override name = 'DynqrApiError'
  /** HTTP status. */
  readonly status: number
  /** The contract's error code; for an answer without one, the code its status stands for. */
  readonly code: ErrorCode
  /** Problems by field, on validation errors. */
  readonly details: ErrorDetail[]
  /** The request id (also the `x-request-id` header): quote it when reporting a problem. */
  readonly requestId: string | undefined
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

export class InvalidRequestError extends DynqrApiError {
  override name = 'InvalidRequestError'
}
export class UnauthorizedError extends DynqrApiError {
  override name = 'UnauthorizedError'
}
export class ForbiddenError extends DynqrApiError {
  override name = 'ForbiddenError'
}
export class NotFoundError extends DynqrApiError {
  override name = 'NotFoundError'
}
export class ConflictError extends DynqrApiError {
  override name = 'ConflictError'
}
/** `If-Match` named a version that is no longer current: someone changed the code since you read it. */
/**
 * The account holds as many codes, assets, style templates, API keys or webhook endpoints as its
 * cap allows; `message` names the cap's variable. A `ConflictError` too, so code written before
 * the cap had its own class still catches it. Delete one first; retrying does not help.
 */
export class LimitReachedError extends ConflictError {
  override name = 'LimitReachedError'
}
export class PreconditionFailedError extends DynqrApiError {
  override name = 'PreconditionFailedError'
}
/** The `Idempotency-Key` was already used with a different request body. */
export class IdempotencyKeyReusedError extends DynqrApiError {
  override name = 'IdempotencyKeyReusedError'
}
/**
 * The styling would not scan: the server rendered it and a QR decoder could not read it.
 * `details[0].field` names the option to change.
 */
export class UnscannableError extends DynqrApiError {
  override name = 'UnscannableError'
}
export class PayloadTooLargeError extends DynqrApiError {
  override name = 'PayloadTooLargeError'
}
export class UnsupportedMediaTypeError extends DynqrApiError {
  override name = 'UnsupportedMediaTypeError'
}
export class RateLimitedError extends DynqrApiError {
  override name = 'RateLimitedError'
  /** Seconds the API asked to wait (`Retry-After`), when it said. */
  get retryAfterSeconds(): number | undefined {
    return parseRetryAfter(this.headers.get('retry-after'), Date.now()) / 1000 || undefined
  }
}
export class InternalServerError extends DynqrApiError {
  override name = 'InternalServerError'
}
/**
 * The service could not commit or read in time (full disk, a held lock, an unreachable
 * database); nothing was changed. Safe to repeat after `retryAfterSeconds`.
 */
export class ServiceUnavailableError extends DynqrApiError {
  override name = 'ServiceUnavailableError'
  /** Seconds the API asked to wait (`Retry-After`), when it said. */
  get retryAfterSeconds(): number | undefined {
    return parseRetryAfter(this.headers.get('retry-after'), Date.now()) / 1000 || undefined
  }
}

/** The request never got an answer: DNS, refused or reset connection, offline browser. */
export class DynqrConnectionError extends DynqrError {
  override name = 'DynqrConnectionError'
}

/**
 * The caller's `AbortSignal` aborted the request (or the wait before a retry); `cause` is the
 * signal's reason. A DynqrError too, so `catch (e) { if (e instanceof DynqrError) … }` sees it.
 */
export class DynqrAbortError extends DynqrError {
  override name = 'DynqrAbortError'
}

/** The abort error for a signal's reason, its message carried over. */
export function abortError(reason: unknown): DynqrAbortError {
  const why = reason instanceof Error ? reason.message : reason === undefined ? '' : String(reason)
  return new DynqrAbortError(`The request was aborted${why ? `: ${why}` : ''}`, { cause: reason })
}

/** No answer came within `timeout`. */
export class DynqrTimeoutError extends DynqrError {
  override name = 'DynqrTimeoutError'
}

const CLASSES: Record<ErrorCode, typeof DynqrApiError> = {
  INVALID_REQUEST: InvalidRequestError,
  UNAUTHORIZED: UnauthorizedError,
  FORBIDDEN: ForbiddenError,
  NOT_FOUND: NotFoundError,
  CONFLICT: ConflictError,
  LIMIT_REACHED: LimitReachedError,
  PRECONDITION_FAILED: PreconditionFailedError,
  IDEMPOTENCY_KEY_REUSED: IdempotencyKeyReusedError,
  UNSCANNABLE: UnscannableError,
  PAYLOAD_TOO_LARGE: PayloadTooLargeError,
  UNSUPPORTED_MEDIA_TYPE: UnsupportedMediaTypeError,
  RATE_LIMITED: RateLimitedError,
  INTERNAL_ERROR: InternalServerError,
  SERVICE_UNAVAILABLE: ServiceUnavailableError,
}

/** The code a status stands for, from the contract's ErrorCode x-error-status (the first code of a status). */
const STATUS_OF: Readonly<Record<ErrorCode, number>> = ERROR_STATUS
const CODE_OF_STATUS = new Map<number, ErrorCode>()
for (const [code, status] of Object.entries(STATUS_OF) as [ErrorCode, number][])
  if (!CODE_OF_STATUS.has(status) && status !== 422) CODE_OF_STATUS.set(status, code)

const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(STATUS_OF, value)

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

/**
 * The error for an error answer: the subclass of its contract code. An answer that carries no
 * known code (a proxy's HTML page, an empty body, a code from a newer server) gets the code its
 * status stands for, and a message that says what came back.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  headers: Headers = new Headers(),
  hint = '',
): DynqrApiError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const fallback: ErrorCode = CODE_OF_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST')
  const code = isErrorCode(fields.error) ? fields.error : fallback
  const text = typeof body === 'string' ? body.trim() : ''
  const message =
    typeof fields.message === 'string'
      ? fields.message
      : `HTTP ${status}${text ? `: ${text.length > 200 ? `${text.slice(0, 200)}…` : text}` : ' with no error body'}${hint}`
  const ErrorClass = CLASSES[code]
  return new ErrorClass({
    status,
    code,
    message,
    serverCode: typeof fields.error === 'string' ? fields.error : undefined,
    raw: body,
    details: Array.isArray(fields.details) ? (fields.details as ErrorDetail[]) : [],
    requestId: typeof fields.requestId === 'string' ? fields.requestId : (headers.get('x-request-id') ?? undefined),
    headers,
  })
}
