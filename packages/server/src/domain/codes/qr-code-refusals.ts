import { DomainError } from '../domain-error.js'

/** A request may style a code with a template or with options of its own, not both. */
export const STYLE_AND_OPTIONS_MESSAGE = 'Send styleId or qrCodeOptions, not both'

/** The answer to a change whose `If-Match` no longer matches (openapi.yaml: PreconditionFailed). */
export const STALE_MESSAGE = 'The QR code has changed since the ETag in If-Match'

/** The 409 of a custom id in use (or ever used). */
export function takenError(shortId: string): DomainError {
  const message = `customShortId "${shortId}" is already taken`
  return new DomainError('CONFLICT', message, [{ field: 'customShortId', message }])
}

/** A refusal as a bulk item's `error`. */
export const errorBody = (error: DomainError) => ({
  error: error.code,
  message: error.message,
  ...(error.details && { details: error.details }),
})
