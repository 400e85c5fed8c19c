/**
 * @dynqr/sdk — the TypeScript client of the dynqr API, for Node 20+ and browsers.
 *
 * @example
 * import { Dynqr, NotFoundError } from '@dynqr/sdk'
 * const dynqr = new Dynqr({ apiKey: 'dqr_…', baseUrl: 'https://qr.example/api/v1' })
 */
export {
  type BulkCreateResult,
  type CreateQrCodeParams,
  Dynqr,
  type DynqrOptions,
  type ListQrCodesParams,
  type Pagination,
  type QrCode,
  type QrCodeOptions,
  type QrCodePage,
  type QrCodeStats,
  type QrCodeStatsParams,
  QrCodes,
  type RawClient,
  type RequestOptions,
  type UpdateQrCodeParams,
} from './client.js'
export {
  ConflictError,
  DynqrApiError,
  DynqrConnectionError,
  DynqrError,
  DynqrTimeoutError,
  type ErrorCode,
  type ErrorDetail,
  errorFromResponse,
  ForbiddenError,
  InternalServerError,
  InvalidRequestError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
} from './errors.js'
export { ERROR_CODES } from './generated/error-codes.js'
export { type ApiKey, ApiKeys, type CreateApiKeyParams, type CreatedApiKey, type Scope } from './keys.js'
export type { components, paths } from './generated/openapi.js'
export type { Clock } from './retry.js'
export {
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookEvent,
  WebhookVerificationError,
} from './verify-webhook.js'
export {
  type CreatedWebhook,
  type CreateWebhookParams,
  type Webhook,
  type WebhookDelivery,
  Webhooks,
} from './webhooks.js'
