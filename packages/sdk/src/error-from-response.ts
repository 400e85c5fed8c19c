import {
  ConflictError,
  DynqrApiError,
  type ErrorCode,
  type ErrorDetail,
  ForbiddenError,
  IdempotencyKeyReusedError,
  InternalServerError,
  InvalidRequestError,
  LimitReachedError,
  NotFoundError,
  PayloadTooLargeError,
  PreconditionFailedError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnscannableError,
  UnsupportedMediaTypeError,
} from './errors.js'
import { ERROR_STATUS } from './generated/error-codes.js'

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
  // Issue #42's domains: its own class comes with the SDK's domains (a later session).
  DOMAIN_NOT_VERIFIED: DynqrApiError,
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
