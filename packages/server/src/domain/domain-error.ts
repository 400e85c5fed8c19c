import type { ErrorCode, ErrorDetail } from '@dynqr/contract'

/**
 * The one error type of the domain: a contract error code, a message for people and, for
 * validation errors, the problems by field. The HTTP layer maps the code to a status.
 */
export class DomainError extends Error {
  readonly code: ErrorCode
  readonly details: ErrorDetail[] | undefined

  constructor(code: ErrorCode, message: string, details?: ErrorDetail[]) {
    super(message)
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
