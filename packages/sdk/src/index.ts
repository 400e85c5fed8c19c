/**
 * `@dynqr/sdk`: the TypeScript client of the dynqr API, for Node 22+, browsers and edge
 * runtimes, ESM and CommonJS.
 *
 * - **Client**: {@link Dynqr} and its {@link DynqrOptions}; every method returns an
 *   {@link APIPromise} (await it for the data, `.withResponse()` for the request id and ETag).
 * - **Resources**: `dynqr.qrcodes` ({@link QrCodes}), `dynqr.styles` ({@link Styles}),
 *   `dynqr.assets` ({@link Assets}), `dynqr.keys` ({@link ApiKeys}), `dynqr.webhooks`
 *   ({@link Webhooks}), `dynqr.members` ({@link Members}), `dynqr.invitations`
 *   ({@link Invitations}), `dynqr.audit` ({@link AuditLog}); `dynqr.me()` says who is asking
 *   ({@link Me}); custom domains are `new Domains(dynqr)` ({@link Domains}), apart so that a
 *   client without them stays small.
 * - **Routing** (where a scan goes): builders of rules ({@link rule}, {@link appStoreRules}), A/B
 *   splits ({@link split}) and the dry run {@link resolveScan}: plain functions, so an app that
 *   does not use them does not ship them.
 * - **Models**: what the methods take and give, with every field: {@link QrCode},
 *   {@link CreateQrCodeParams}, {@link Style} …
 * - **Errors**: every error is a {@link DynqrError}; an error answer is the
 *   {@link DynqrApiError} subclass of its code:
 *
 * | Code | HTTP | Class |
 * |---|---|---|
 * | `INVALID_REQUEST` | 400 | {@link InvalidRequestError} |
 * | `UNAUTHORIZED` | 401 | {@link UnauthorizedError} |
 * | `FORBIDDEN` | 403 | {@link ForbiddenError} |
 * | `NOT_FOUND` | 404 | {@link NotFoundError} |
 * | `CONFLICT` | 409 | {@link ConflictError} |
 * | `LIMIT_REACHED` | 409 | {@link LimitReachedError} (a `ConflictError` too) |
 * | `PRECONDITION_FAILED` | 412 | {@link PreconditionFailedError} |
 * | `PAYLOAD_TOO_LARGE` | 413 | {@link PayloadTooLargeError} |
 * | `UNSUPPORTED_MEDIA_TYPE` | 415 | {@link UnsupportedMediaTypeError} |
 * | `IDEMPOTENCY_KEY_REUSED` | 422 | {@link IdempotencyKeyReusedError} |
 * | `UNSCANNABLE` | 422 | {@link UnscannableError} |
 * | `DOMAIN_NOT_VERIFIED` | 422 | {@link DomainNotVerifiedError} from `Domains`; elsewhere a `DynqrApiError` with that `code` |
 * | `RATE_LIMITED` | 429 | {@link RateLimitedError} |
 * | `INTERNAL_ERROR` | 500 | {@link InternalServerError} |
 * | `SERVICE_UNAVAILABLE` | 503 | {@link ServiceUnavailableError} |
 * | (no answer) | | {@link DynqrConnectionError}, {@link DynqrTimeoutError}, {@link DynqrAbortError} |
 *
 * - **Webhooks**: `verifyWebhook` and `signWebhook`, also at `@dynqr/sdk/webhooks` (without the
 *   client).
 * - **Contract**: `paths` and `components`, the types generated from `openapi.yaml` that type
 *   `dynqr.raw`, are exported too; the server's `/docs` documents the HTTP API they describe.
 *
 * @example
 * import { Dynqr, NotFoundError } from '@dynqr/sdk'
 * const dynqr = new Dynqr({ apiKey: 'dqr_…', baseUrl: 'https://qr.example/api/v1' })
 * const code = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/menu' })
 * @module @dynqr/sdk
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
/** @hidden The contract's generated types: the server's /docs is their reference (a page each here would be megabytes). */
export type { components, paths } from './generated/openapi.js'
export type { Schema } from './schema.js'
export { CursorPage, CursorPagePromise, Page, PagePromise, type Pagination } from './pagination.js'
export { type Asset, type AssetContentType, Assets } from './resources/assets.js'
export {
  type AccountBrand,
  getBrand,
  type PrintRequest,
  print,
  type PutBrandRequest,
  putBrand,
} from './resources/print.js'
export { type AuditEvent, type AuditEventPage, AuditLog, type ListAuditEventsParams } from './resources/audit.js'
export {
  type AcceptInvitationParams,
  type CreatedInvitation,
  type CreateInvitationParams,
  type Invitation,
  Invitations,
} from './resources/invitations.js'
export {
  type CreateDomainParams,
  type Domain,
  DomainNotVerifiedError,
  type DomainRequestOptions,
  Domains,
  type UpdateDomainParams,
} from './resources/domains.js'
export type { Me, Membership, Role, User } from './resources/me.js'
export { type Member, Members, type UpdateMemberParams } from './resources/members.js'
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
  appStoreRules,
  type ResolvedScan,
  type ResolveScanParams,
  type RoutingRule,
  type RuleConditions,
  type RuleHours,
  resolveScan,
  rule,
  type ScanDevice,
  type ScanOs,
  split,
  type Variant,
  type Weekday,
} from './resources/routing.js'
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
export {
  type DynqrEvent,
  EventStreamError,
  type QrCodeChangeEvent,
  type QrCodeMilestoneEvent,
  type QrCodeScannedEvent,
  type StreamEventsOptions,
  streamEvents,
} from './events.js'
export { VERSION } from './version.js'
