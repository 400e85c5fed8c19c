/**
 * @dynqr/contract — what the SDK and the server share: the types, validators and document
 * generated from openapi.yaml, and the rules the contract states in words.
 */
import type { components, operations, paths } from './generated/openapi.js'

export {
  colourPairProblem,
  contrastRatio,
  MIN_CONTRAST_RATIO,
  optionsContrastProblem,
  relativeLuminance,
} from './colour-contrast.js'
export { DATE_TIME_MESSAGE, parseDateTime } from './date-time.js'
// Every enum of the contract (DOT_TYPES, SORT_FIELDS, ERROR_CODES, …) with its type, labels where the
// contract gives them, and ERROR_STATUS: a new enum in openapi.yaml is exported with no edit here.
export * from './generated/contract-constants.js'
export { openapiDocument } from './generated/document.js'
export type { components, operations, paths } from './generated/openapi.js'
export { OPERATIONS } from './generated/operations.js'
export type { OperationSpec, RequestPart } from './operation-spec.js'
export {
  DEFAULT_FRAME_TEXT,
  DEFAULT_IMAGE_OPTIONS,
  DEFAULT_QR_CODE_OPTIONS,
  resolveQrCodeOptions,
} from './qr-code-options.js'
export {
  GENERATED_SHORT_ID_LENGTH,
  generateShortId,
  isReservedWord,
  isWellFormedShortId,
  SHORT_ID_ALPHABET,
} from './short-id.js'
export type { TargetUrlResult, TargetUrlRules } from './target-url.js'
export { MAX_TARGET_URL_LENGTH, parseTargetUrl } from './target-url.js'
export type { ValidateFunction } from './validate-function.js'
export type { ValidationProblem } from './validation.js'
export { describeErrors, requestChecker, requestValidator, validateRequest } from './validation.js'

type Schemas = components['schemas']
/** A dynamic QR code, as every response carries it. */
export type QrCode = Schemas['QrCode']
export type QrCodeResponse = Schemas['QrCodeResponse']
export type QrCodeList = Schemas['QrCodeList']
export type Pagination = Schemas['Pagination']
export type QrCodeOptions = Schemas['QrCodeOptions']
export type ResolvedQrCodeOptions = Schemas['ResolvedQrCodeOptions']
export type CreateQrCodeRequest = Schemas['CreateQrCodeRequest']
export type UpdateQrCodeRequest = Schemas['UpdateQrCodeRequest']
export type QrCodeDraftRequest = Schemas['QrCodeDraftRequest']
/** A style template: named options an account's codes share by `styleId` (issue #30). */
export type Style = Schemas['Style']
export type StyleList = Schemas['StyleList']
export type CreateStyleRequest = Schemas['CreateStyleRequest']
export type UpdateStyleRequest = Schemas['UpdateStyleRequest']
export type ErrorBody = Schemas['Error']
export type ErrorDetail = Schemas['ErrorDetail']
/** An API key as its account holder sees it (never the secret). */
export type ApiKey = Schemas['ApiKey']
export type ApiKeyList = Schemas['ApiKeyList']
export type CreateApiKeyRequest = Schemas['CreateApiKeyRequest']
export type CreatedApiKeyResponse = Schemas['CreatedApiKeyResponse']
/** Who is asking (`GET /me`), and people, members and invitations (issue #41). */
export type Me = Schemas['Me']
export type User = Schemas['User']
export type Member = Schemas['Member']
export type MemberResponse = Schemas['MemberResponse']
export type MemberList = Schemas['MemberList']
export type Invitation = Schemas['Invitation']
export type CreatedInvitation = Schemas['CreatedInvitation']
export type InvitationList = Schemas['InvitationList']
export type SignInRequest = Schemas['SignInRequest']
export type SwitchAccountRequest = Schemas['SwitchAccountRequest']
export type UpdateMemberRequest = Schemas['UpdateMemberRequest']
export type CreateInvitationRequest = Schemas['CreateInvitationRequest']
export type AcceptInvitationRequest = Schemas['AcceptInvitationRequest']
export type ResetPasswordRequest = Schemas['ResetPasswordRequest']
/** One entry of the audit log (`GET /audit`). */
export type AuditEvent = Schemas['AuditEvent']
export type AuditEventList = Schemas['AuditEventList']
export type ListQrCodesQuery = NonNullable<operations['listQrCodes']['parameters']['query']>
export type BulkCreateRequest = Schemas['BulkCreateRequest']
export type BulkCreateResponse = Schemas['BulkCreateResponse']
export type BulkCreateResult = Schemas['BulkCreateResult']
export type BulkUpdateRequest = Schemas['BulkUpdateRequest']
export type BulkChangeResponse = Schemas['BulkChangeResponse']
export type BulkChangeResult = Schemas['BulkChangeResult']
export type ExportQrCodesQuery = NonNullable<operations['exportQrCodes']['parameters']['query']>
export type QrCodeStats = Schemas['QrCodeStats']
export type ScanCounts = Schemas['ScanCounts']
export type StatsBucket = Schemas['StatsBucket']
export type QrCodeStatsQuery = NonNullable<operations['getQrCodeStats']['parameters']['query']>
export type OperationId = keyof operations
export type Paths = paths
export type AccountStats = Schemas['AccountStats']
export type StatsBreakdownItem = Schemas['StatsBreakdownItem']
export type AccountStatsQuery = NonNullable<operations['getAccountStats']['parameters']['query']>
