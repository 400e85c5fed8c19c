// File generated from openapi.yaml by `npm run generate`. Do not edit.

/** Every error code of the contract (ErrorCode), in its order. */
export const ERROR_CODES = ["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"] as const
