// File generated from openapi.yaml by `npm run generate`. Do not edit.

/** ErrorCode: A stable, machine-readable error code: */
export const ERROR_CODES = ["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","LIMIT_REACHED","PRECONDITION_FAILED","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","IDEMPOTENCY_KEY_REUSED","UNSCANNABLE","DOMAIN_NOT_VERIFIED","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/** The HTTP status of every error code (ErrorCode x-error-status). */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  "INVALID_REQUEST": 400,
  "UNAUTHORIZED": 401,
  "FORBIDDEN": 403,
  "NOT_FOUND": 404,
  "CONFLICT": 409,
  "LIMIT_REACHED": 409,
  "PRECONDITION_FAILED": 412,
  "PAYLOAD_TOO_LARGE": 413,
  "UNSUPPORTED_MEDIA_TYPE": 415,
  "IDEMPOTENCY_KEY_REUSED": 422,
  "UNSCANNABLE": 422,
  "DOMAIN_NOT_VERIFIED": 422,
  "RATE_LIMITED": 429,
  "INTERNAL_ERROR": 500,
  "SERVICE_UNAVAILABLE": 503
}
