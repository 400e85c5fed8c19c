// File generated from openapi.yaml by `npm run generate`. Do not edit.

/** Words no custom short id may be, compared case-insensitively (CustomShortId x-reserved-words). */
export const RESERVED_WORDS: readonly string[] = ["api","qrcode","docs","health","healthz","readyz","metrics","static","assets","keys","dashboard","login","admin","favicon.ico","robots.txt",".well-known","openapi.json","openapi.yaml","bulk","export"]

/** What a value that fails a pattern of the contract must be, by pattern (x-pattern-message). */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  "^[A-Za-z0-9_-]+$": "must contain only the characters A–Z, a–z, 0–9, _ and -",
  "^[Hh][Tt][Tt][Pp][Ss]?://": "must be an absolute http: or https: URL",
  "^#[0-9A-Fa-f]{6}$": "must be a colour in #RRGGBB form",
  "^[ -~\\u00A0-\\u00FF]*$": "must be printable Latin-1 characters",
  "^[^\\u0000-\\u001F\\u007F]+$": "must not contain control characters",
  "^[^,\\u0000-\\u001F\\u007F]+$": "must not contain commas or control characters",
  "^[A-Z]{2}$": "must be an ISO 3166-1 alpha-2 country code in upper case, e.g. DE",
  "^[a-z]{2,3}$": "must be a primary language subtag in lower case, e.g. de",
  "^([01][0-9]|2[0-3]):[0-5][0-9]$": "must be a time of day as HH:MM, 00:00 to 23:59",
  "^[A-Za-z][A-Za-z0-9_+\\-]*(/[A-Za-z0-9_+\\-]+)*$": "must be an IANA time zone name, e.g. Europe/Berlin"
}

/** Role: A member's role in an account. `viewer`: `qrcodes:read`. `editor`: `qrcodes:write` (codes, styles, assets). `admin`: `qrcodes:write` and `keys:manage` (keys, members, invitations, webhooks). `owner`: what `admin` may, and granting or taking `owner`. */
export const ROLES = ["owner","admin","editor","viewer"] as const
export type Role = (typeof ROLES)[number]
/** Each Role as people read it (x-enum-labels; a value it leaves out, in words). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {"owner":"Owner","admin":"Admin","editor":"Editor","viewer":"Viewer"}

/** AuditActorType: Who made a change. `user`, a signed-in person; `key`, an API key; `system`, dynqr itself or the command line. */
export const AUDIT_ACTOR_TYPES = ["user","key","system"] as const
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number]

/** WebhookEventType: What happened to a QR code: created, updated (target or options changed), deleted, or deactivated (its expiry passed or its scan limit was reached); `qrcode.scanned`: its scans since the last such event, at most one per code per `SCAN_EVENT_INTERVAL` (60 s by default; `data` is a `ScanReport`); `qrcode.milestone`: its views reached 100, 1,000, 10,000, … (`data` is a `ViewMilestone`); `qrcode.target_failing` when its target failed three health checks in a row, `qrcode.target_recovered` when it answers again after failing (the code's `targetHealth` says when and why). */
export const WEBHOOK_EVENT_TYPES = ["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated","qrcode.target_failing","qrcode.target_recovered","qrcode.scanned","qrcode.milestone"] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

/** WebhookDeliveryStatus: pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled). */
export const WEBHOOK_DELIVERY_STATUSES = ["pending","delivered","failed"] as const
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number]

/** DotType: The shape of the dots, as the qr-code-styling library names them. */
export const DOT_TYPES = ["square","dots","rounded","extra-rounded","classy","classy-rounded"] as const
export type DotType = (typeof DOT_TYPES)[number]
/** Each DotType as people read it (x-enum-labels; a value it leaves out, in words). */
export const DOT_TYPE_LABELS: Readonly<Record<DotType, string>> = {"square":"Square","dots":"Dots","rounded":"Rounded","extra-rounded":"Extra rounded","classy":"Classy","classy-rounded":"Classy rounded"}

/** GradientType: A linear gradient along `rotation`, or a radial one from the centre. Default `linear`. */
export const GRADIENT_TYPES = ["linear","radial"] as const
export type GradientType = (typeof GRADIENT_TYPES)[number]
/** Each GradientType as people read it (x-enum-labels; a value it leaves out, in words). */
export const GRADIENT_TYPE_LABELS: Readonly<Record<GradientType, string>> = {"linear":"Linear","radial":"Radial"}

/** FrameType: `box`: a border with the text under the code; `banner`: a border and a band of the frame's colour under the code with the text on it. Default `none`. */
export const FRAME_TYPES = ["none","box","banner"] as const
export type FrameType = (typeof FRAME_TYPES)[number]
/** Each FrameType as people read it (x-enum-labels; a value it leaves out, in words). */
export const FRAME_TYPE_LABELS: Readonly<Record<FrameType, string>> = {"none":"No frame","box":"Box","banner":"Banner"}

/** AssetContentType: The type of an uploaded image. */
export const ASSET_CONTENT_TYPES = ["image/png","image/jpeg","image/svg+xml"] as const
export type AssetContentType = (typeof ASSET_CONTENT_TYPES)[number]

/** CornerSquareType: The shape of the corner squares, as qr-code-styling names them. Default `square`. qr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in our scan tests at several sizes, and every image dynqr serves must scan. */
export const CORNER_SQUARE_TYPES = ["square","extra-rounded"] as const
export type CornerSquareType = (typeof CORNER_SQUARE_TYPES)[number]
/** Each CornerSquareType as people read it (x-enum-labels; a value it leaves out, in words). */
export const CORNER_SQUARE_TYPE_LABELS: Readonly<Record<CornerSquareType, string>> = {"square":"Square","extra-rounded":"Extra rounded"}

/** CornerDotType: The shape of the dots inside the corner squares. Default `square`. */
export const CORNER_DOT_TYPES = ["square","dot"] as const
export type CornerDotType = (typeof CORNER_DOT_TYPES)[number]
/** Each CornerDotType as people read it (x-enum-labels; a value it leaves out, in words). */
export const CORNER_DOT_TYPE_LABELS: Readonly<Record<CornerDotType, string>> = {"square":"Square","dot":"Dot"}

/** ErrorCorrectionLevel: How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as in qr-code-styling), H 30 %. Higher levels make denser codes. */
export const ERROR_CORRECTION_LEVELS = ["L","M","Q","H"] as const
export type ErrorCorrectionLevel = (typeof ERROR_CORRECTION_LEVELS)[number]
/** Each ErrorCorrectionLevel as people read it (x-enum-labels; a value it leaves out, in words). */
export const ERROR_CORRECTION_LEVEL_LABELS: Readonly<Record<ErrorCorrectionLevel, string>> = {"L":"L (7 %)","M":"M (15 %)","Q":"Q (25 %)","H":"H (30 %)"}

/** DomainStatus: `pending` until its TXT record was seen, then `verified`. */
export const DOMAIN_STATUSES = ["pending","verified"] as const
export type DomainStatus = (typeof DOMAIN_STATUSES)[number]
/** Each DomainStatus as people read it (x-enum-labels; a value it leaves out, in words). */
export const DOMAIN_STATUS_LABELS: Readonly<Record<DomainStatus, string>> = {"pending":"Pending","verified":"Verified"}

/** PrintLabel: The text under each code on a sheet; `title` falls back to the short id for a code without one. */
export const PRINT_LABELS = ["title","shortId","none"] as const
export type PrintLabel = (typeof PRINT_LABELS)[number]

/** LabelSheet: `avery-l7160`: A4, 3 × 7 labels of 63.5 × 38.1 mm. `avery-5160`: US Letter, 3 × 10 labels of 66.7 × 25.4 mm. */
export const LABEL_SHEETS = ["avery-l7160","avery-5160"] as const
export type LabelSheet = (typeof LABEL_SHEETS)[number]

/** PageSize: A4 (210 × 297 mm) or US Letter (215.9 × 279.4 mm), portrait. */
export const PAGE_SIZES = ["A4","Letter"] as const
export type PageSize = (typeof PAGE_SIZES)[number]

/** OnTargetFailing: What the short link does while the code's target is failing its health checks (`targetHealth.status` is `failing`): `fallback` sends scanners to `fallbackUrl` (when the code has one) until the target answers again; `null` (the default) keeps sending them to the target. Answers always carry it (`null` where unset). */
export const ON_TARGET_FAILINGS = ["fallback","null"] as const
export type OnTargetFailing = (typeof ON_TARGET_FAILINGS)[number]

/** TargetHealthStatus: `ok`: the last check succeeded; `failing`: three or more checks failed in a row; `unknown`: not checked yet. One or two failures in a row leave the status as it was (with the last check's `error`). */
export const TARGET_HEALTH_STATUSES = ["ok","failing","unknown"] as const
export type TargetHealthStatus = (typeof TARGET_HEALTH_STATUSES)[number]

/** ScanLimitCounts: What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's unique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so that one person reloading the code does not use it up; the code is used up when they reach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page. Exact under concurrent scans. */
export const SCAN_LIMIT_COUNTSES = ["views","uniqueViews"] as const
export type ScanLimitCounts = (typeof SCAN_LIMIT_COUNTSES)[number]
/** Each ScanLimitCounts as people read it (x-enum-labels; a value it leaves out, in words). */
export const SCAN_LIMIT_COUNTS_LABELS: Readonly<Record<ScanLimitCounts, string>> = {"views":"Views","uniqueViews":"Unique views"}

/** ScanDevice: A kind of device, as the scan analytics classify a scan's User-Agent. */
export const SCAN_DEVICES = ["mobile","tablet","desktop","other"] as const
export type ScanDevice = (typeof SCAN_DEVICES)[number]
/** Each ScanDevice as people read it (x-enum-labels; a value it leaves out, in words). */
export const SCAN_DEVICE_LABELS: Readonly<Record<ScanDevice, string>> = {"mobile":"Phone","tablet":"Tablet","desktop":"Desktop","other":"Other"}

/** ScanOs: An operating system, as the scan analytics classify a scan's User-Agent. */
export const SCAN_OSES = ["iOS","Android","Windows","macOS","Linux","ChromeOS","other"] as const
export type ScanOs = (typeof SCAN_OSES)[number]
/** Each ScanOs as people read it (x-enum-labels; a value it leaves out, in words). */
export const SCAN_OS_LABELS: Readonly<Record<ScanOs, string>> = {"iOS":"iOS","Android":"Android","Windows":"Windows","macOS":"macOS","Linux":"Linux","ChromeOS":"ChromeOS","other":"Other"}

/** Weekday: A day of the week. */
export const WEEKDAYS = ["mon","tue","wed","thu","fri","sat","sun"] as const
export type Weekday = (typeof WEEKDAYS)[number]
/** Each Weekday as people read it (x-enum-labels; a value it leaves out, in words). */
export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {"mon":"Monday","tue":"Tuesday","wed":"Wednesday","thu":"Thursday","fri":"Friday","sat":"Saturday","sun":"Sunday"}

/** StatsInterval: The width of a stats bucket, in UTC. */
export const STATS_INTERVALS = ["hour","day"] as const
export type StatsInterval = (typeof STATS_INTERVALS)[number]
/** Each StatsInterval as people read it (x-enum-labels; a value it leaves out, in words). */
export const STATS_INTERVAL_LABELS: Readonly<Record<StatsInterval, string>> = {"hour":"By hour","day":"By day"}

/** StatsDimension: A dimension a code's views are grouped by. */
export const STATS_DIMENSIONS = ["country","device","os","browser","referrer","language","route"] as const
export type StatsDimension = (typeof STATS_DIMENSIONS)[number]
/** Each StatsDimension as people read it (x-enum-labels; a value it leaves out, in words). */
export const STATS_DIMENSION_LABELS: Readonly<Record<StatsDimension, string>> = {"country":"Country","device":"Device","os":"Operating system","browser":"Browser","referrer":"Referrer","language":"Language","route":"Route"}

/** AccountStatsDimension: A dimension the account's views are grouped by; `shortId` gives the top codes, `domain` the views of each custom domain (`null`: the codes on the site's own address), `tag` the views of each tag (a campaign; `null`: the codes without tags; a code with several tags counts in each of their rows, so the rows may add up to more than `totals.views`, and the answer says so with `breakdownOverlaps: true`). */
export const ACCOUNT_STATS_DIMENSIONS = ["country","device","os","browser","referrer","language","shortId","domain","tag"] as const
export type AccountStatsDimension = (typeof ACCOUNT_STATS_DIMENSIONS)[number]
/** Each AccountStatsDimension as people read it (x-enum-labels; a value it leaves out, in words). */
export const ACCOUNT_STATS_DIMENSION_LABELS: Readonly<Record<AccountStatsDimension, string>> = {"country":"Country","device":"Device","os":"Operating system","browser":"Browser","referrer":"Referrer","language":"Language","shortId":"Code","domain":"Domain","tag":"Tag"}

/** SortField: A field QR codes can be listed by. Ties are ordered by `shortId`. */
export const SORT_FIELDS = ["createdAt","updatedAt","views"] as const
export type SortField = (typeof SORT_FIELDS)[number]
/** Each SortField as people read it (x-enum-labels; a value it leaves out, in words). */
export const SORT_FIELD_LABELS: Readonly<Record<SortField, string>> = {"createdAt":"Created","updatedAt":"Updated","views":"Views"}

/** SortOrder: The direction of an order. */
export const SORT_ORDERS = ["asc","desc"] as const
export type SortOrder = (typeof SORT_ORDERS)[number]
/** Each SortOrder as people read it (x-enum-labels; a value it leaves out, in words). */
export const SORT_ORDER_LABELS: Readonly<Record<SortOrder, string>> = {"asc":"Ascending","desc":"Descending"}

/** ImageFormat: The format of a QR code image. */
export const IMAGE_FORMATS = ["svg","png","pdf"] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

/** Scope: What an API key may do. `qrcodes:read`: read codes, lists and images. `qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes. `keys:manage`: list, create and revoke the account's keys. */
export const SCOPES = ["qrcodes:read","qrcodes:write","keys:manage"] as const
export type Scope = (typeof SCOPES)[number]
/** Each Scope as people read it (x-enum-labels; a value it leaves out, in words). */
export const SCOPE_LABELS: Readonly<Record<Scope, string>> = {"qrcodes:read":"Read QR codes","qrcodes:write":"Create and edit QR codes","keys:manage":"Manage API keys"}

/** ErrorCode: A stable, machine-readable error code: */
export const ERROR_CODES = ["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","LIMIT_REACHED","PRECONDITION_FAILED","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","IDEMPOTENCY_KEY_REUSED","UNSCANNABLE","DOMAIN_NOT_VERIFIED","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/** HealthStatus: `ok` when up (and, for readiness, when the store answers). */
export const HEALTH_STATUSES = ["ok","unavailable"] as const
export type HealthStatus = (typeof HEALTH_STATUSES)[number]

/** StoreKind: The kind of store, on the readiness probe. */
export const STORE_KINDS = ["sqlite","memory","postgres"] as const
export type StoreKind = (typeof STORE_KINDS)[number]

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

/** The scopes each role grants (Role x-role-scopes). */
export const ROLE_SCOPES: Readonly<Record<Role, readonly Scope[]>> = {
  "owner": [
    "qrcodes:write",
    "keys:manage"
  ],
  "admin": [
    "qrcodes:write",
    "keys:manage"
  ],
  "editor": [
    "qrcodes:write"
  ],
  "viewer": [
    "qrcodes:read"
  ]
}
