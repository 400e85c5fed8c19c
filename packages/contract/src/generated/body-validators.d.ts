// File generated from openapi.yaml by `npm run generate`. Do not edit.
import type { ValidateFunction } from '../validate-function.js'

export declare const validateCreateQrCodeBody: ValidateFunction
export declare const validateBulkCreateQrCodesBody: ValidateFunction
export declare const validateBulkUpdateQrCodesBody: ValidateFunction
export declare const validateUpdateQrCodeBody: ValidateFunction
export declare const validateResolveQrCodeBody: ValidateFunction
export declare const validateDrawQrCodeDraftBody: ValidateFunction
export declare const validateCreateApiKeyBody: ValidateFunction
export declare const validateCreateWebhookBody: ValidateFunction
export declare const validateCreateStyleBody: ValidateFunction
export declare const validateUpdateStyleBody: ValidateFunction
export declare const validateSignInBody: ValidateFunction
export declare const validateSwitchAccountBody: ValidateFunction
export declare const validateUpdateMemberBody: ValidateFunction
export declare const validateCreateInvitationBody: ValidateFunction
export declare const validateAcceptInvitationBody: ValidateFunction
export declare const validateResetPasswordBody: ValidateFunction
export declare const validateCreateDomainBody: ValidateFunction
export declare const validateUpdateDomainBody: ValidateFunction
export declare const validatePrintCodesBody: ValidateFunction
export declare const validatePutBrandBody: ValidateFunction
