// File generated from openapi.yaml by `npm run generate`. Do not edit.
import type { ValidateFunction } from '../validate-function.js'

export declare const validateListQrCodesQuery: ValidateFunction
export declare const validateBulkDeleteQrCodesQuery: ValidateFunction
export declare const validateExportQrCodesQuery: ValidateFunction
export declare const validateGetQrCodeParams: ValidateFunction
export declare const validateUpdateQrCodeParams: ValidateFunction
export declare const validateDeleteQrCodeParams: ValidateFunction
export declare const validateGetQrCodeStatsParams: ValidateFunction
export declare const validateGetQrCodeStatsQuery: ValidateFunction
export declare const validateGetQrCodeImageParams: ValidateFunction
export declare const validateGetQrCodeImageQuery: ValidateFunction
export declare const validateGetAccountStatsQuery: ValidateFunction
export declare const validateRevokeApiKeyParams: ValidateFunction
export declare const validateDeleteWebhookParams: ValidateFunction
export declare const validateListWebhookDeliveriesParams: ValidateFunction
export declare const validateGetAssetParams: ValidateFunction
export declare const validateDeleteAssetParams: ValidateFunction
export declare const validateListStylesQuery: ValidateFunction
export declare const validateGetStyleParams: ValidateFunction
export declare const validateUpdateStyleParams: ValidateFunction
export declare const validateDeleteStyleParams: ValidateFunction
export declare const validateRemoveMemberParams: ValidateFunction
export declare const validateUpdateMemberParams: ValidateFunction
export declare const validateDeleteInvitationParams: ValidateFunction
export declare const validateListAuditEventsQuery: ValidateFunction
export declare const validateGetDomainParams: ValidateFunction
export declare const validateDeleteDomainParams: ValidateFunction
export declare const validateUpdateDomainParams: ValidateFunction
export declare const validateVerifyDomainParams: ValidateFunction
export declare const validateGetTlsAllowedQuery: ValidateFunction
export declare const validateFollowShortLinkParams: ValidateFunction
export declare const validateGetEditPageParams: ValidateFunction
