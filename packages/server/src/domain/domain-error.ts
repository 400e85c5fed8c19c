import type { ErrorCode, ErrorDetail } from '@dynqr/contract'

/**
 * The one error type of the domain: a contract error code, a message for people and, for
 * validation errors, the problems by field. The HTTP layer maps the code to a status.
 */
export class DomainError extends Error {
  readonly code: ErrorCode
  readonly details: ErrorDetail[] | undefined

  constructor(code: ErrorCode, message: string, details?: ErrorDetail[], options?: ErrorOptions) {
    super(message, options)
    this.name = 'DomainError'
    this.code = code
    this.details = details
  }

  /** An `INVALID_REQUEST` about one field, with that field in `details`. */
  static invalidField(field: string, message: string): DomainError {
    return new DomainError('INVALID_REQUEST', message, [{ field, message }])
  }
}

/** The document's exact words for an unknown code. */
export const NOT_FOUND_MESSAGE = 'QR code not found'

/** Seconds a client is asked to wait (`Retry-After`) when the store cannot commit. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 1

/**
 * The store could not commit or read in time (full disk, a lock held too long, the database
 * unreachable): nothing was stored, and the client is told so rather than answered a success.
 */
export function storeUnavailable(cause: unknown): DomainError {
  return new DomainError(
    'SERVICE_UNAVAILABLE',
    `The service is temporarily unavailable; retry after ${UNAVAILABLE_RETRY_AFTER_SECONDS} second`,
    undefined,
    { cause },
  )
}
