// File generated from openapi.yaml by `npm run generate`. Do not edit.

/** Words no custom short id may be, compared case-insensitively (CustomShortId x-reserved-words). */
export const RESERVED_WORDS: readonly string[] = ["api","qrcode","docs","health","healthz","readyz","metrics","static","assets","keys","dashboard","login","admin","favicon.ico","robots.txt",".well-known","openapi.json","openapi.yaml"]

/** Every error code of the contract (ErrorCode). */
export const ERROR_CODES = ["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"] as const

/** What a value that fails a pattern of the contract must be, by pattern (x-pattern-message). */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  "^[A-Za-z0-9_-]+$": "must contain only the characters A–Z, a–z, 0–9, _ and -",
  "^[Hh][Tt][Tt][Pp][Ss]?://": "must be an absolute http: or https: URL",
  "^#[0-9A-Fa-f]{6}$": "must be a colour in #RRGGBB form"
}
