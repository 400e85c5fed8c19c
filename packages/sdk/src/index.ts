/**
 * @dynqr/sdk — the TypeScript client of the dynqr API, for Node 22+, browsers and edge runtimes.
 *
 * @example
 * import { Dynqr, NotFoundError } from '@dynqr/sdk'
 * const dynqr = new Dynqr({ apiKey: 'dqr_…', baseUrl: 'https://qr.example/api/v1' })
 *
 * @packageDocumentation
 */
export { APIPromise, type WithResponse } from './api-promise.js'
export { Dynqr, type DynqrOptions } from './client.js'
export type { ConditionalRequestOptions, CreateRequestOptions, RawClient, RequestOptions } from './core.js'
export {
  ConflictError,
  LimitReachedError,
  DynqrAbortError,
  DynqrApiError,
  DynqrConnectionError,
  DynqrError,
  DynqrTimeoutError,
  type ErrorCode,
  type ErrorDetail,
  ForbiddenError,
  IdempotencyKeyReusedError,
  InternalServerError,
  InvalidRequestError,
  NotFoundError,
  PayloadTooLargeError,
  PreconditionFailedError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnscannableError,
  UnsupportedMediaTypeError,
} from './errors.js'
export { ERROR_CODES } from './generated/error-codes.js'
export type { components, paths } from './generated/openapi.js'
export { Page, PagePromise, type Pagination } from './pagination.js'
export { type Asset, type AssetContentType, Assets } from './resources/assets.js'
export {
  type CreateStyleParams,
  type ListStylesParams,
  type Style,
  type StylePage,
  Styles,
  type UpdateStyleParams,
} from './resources/styles.js'
export { type ApiKey, ApiKeys, type CreateApiKeyParams, type CreatedApiKey, type Scope } from './resources/keys.js'
export {
  type AccountStats,
  type AccountStatsParams,
  type BulkChangeResult,
  type BulkCreateResult,
  type BulkUpdateItem,
  type CreateQrCodeParams,
  type ExportQrCodesParams,
  type ListQrCodesParams,
  type QrCode,
  type QrCodeOptions,
  type QrCodePage,
  type QrCodeStats,
  type QrCodeStatsParams,
  QrCodes,
  type UpdateQrCodeParams,
} from './resources/qrcodes.js'
export {
  type CreatedWebhook,
  type CreateWebhookParams,
  type Webhook,
  type WebhookDelivery,
  Webhooks,
} from './resources/webhooks.js'
export type { Logger, RequestEvent, ResponseEvent } from './retry.js'
export {
  type SignWebhookOptions,
  signWebhook,
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookBody,
  type WebhookEvent,
  WebhookVerificationError,
} from './verify-webhook.js'
export { VERSION } from './version.js'
