import type {
  components,
  ListQrCodesQuery,
  ResolvedQrCodeOptions,
  ScanLimitCounts,
  Scope,
  TargetHealthStatus,
} from '@dynqr/contract'
import type { EditableField, FieldName } from './qr-code-fields.js'

type RoutingRule = components['schemas']['RoutingRule']
type Variant = components['schemas']['Variant']
type Utm = components['schemas']['Utm']

/** A QR code as the store keeps it. Times are milliseconds since the epoch. */
export interface QrCodeRecord {
  shortId: string
  accountId: string
  targetUrl: string
  options: ResolvedQrCodeOptions
  views: number
  botHits: number
  /** Human scans of the code while it was inactive, expired or at its limit. */
  fallbackHits: number
  createdAt: number
  updatedAt: number
  /** From this instant on the code no longer sends scanners to its target; `null`: never. */
  expiresAt: number | null
  /** Human views after which the code stops sending scanners to its target; `null`: no limit. */
  maxScans: number | null
  fallbackUrl: string | null
  active: boolean
  /** What the owner calls the code; `null`: no title. */
  title: string | null
  /** The style template whose options `options` copies (kept in step by the store); `null`: none. */
  styleId: string | null
  /** What `maxScans` counts: every view, or the code's lifetime unique views. */
  scanLimitCounts: ScanLimitCounts
  /** Unique views over the code's life: the sum of its daily unique views (scan analytics). */
  uniqueViews: number
  /** The custom domain the code is served on, fixed at creation (issue #42); `null`: the site's own host. */
  domain: string | null
  /** Where scans of a kind go instead (issue #43): first match wins. */
  rules: RoutingRule[]
  /** An A/B test: 2–10 targets with weights adding up to 100, or none. */
  variants: Variant[]
  /** The scrypt hash of the password scanners must type; `null`: none. */
  passwordHash: string | null
  /** Whether the scanned address's query parameters are passed on. */
  forwardQuery: boolean
  /** UTM parameters added to the target when it lacks them; `null`: none. */
  utm: Utm | null
  /**
   * The code's tags (issue #45), at most 10, as first written; no two differ only in case
   * (domain/codes/code-tags.ts). `[]`: none.
   */
  tags: string[]
  /** `fallback`: scans go to `fallbackUrl` while the target is failing its health checks (issue #44). */
  onTargetFailing: 'fallback' | null
  /** The target URL the health below was found of; another than `targetUrl` means not checked yet. */
  healthUrl: string | null
  /** The health checks' verdict on `healthUrl`; `null`: not checked yet. */
  healthStatus: Exclude<TargetHealthStatus, 'unknown'> | null
  /** The last check, JSON `{checkedAt, httpStatus?, error?, failingSince?}` (domain/health/target-health.ts). */
  targetHealth: string | null
}

/** The fields of QrCodeRecord the field table (qr-code-fields.ts) lacks, and those it has beyond them. */
type UnlistedFields = Exclude<keyof QrCodeRecord, FieldName> | Exclude<FieldName, keyof QrCodeRecord>
type NoneOf<T extends never> = T
/** Every field of the record has its line in the field table, and no other: an error here names the field. */
export type FieldTableComplete = NoneOf<UnlistedFields>

/**
 * A page request of the list operation: the paging parameters given (the contract's defaults
 * filled in), the filters only when asked for.
 */
export type ListQuery = Required<Pick<ListQrCodesQuery, 'limit' | 'offset' | 'sort' | 'order'>> &
  Pick<ListQrCodesQuery, 'q' | 'active' | 'tag'>
/** The list's filters alone (q, active, tag): what an export walks with. */
export type ListFilters = Pick<ListQuery, 'q' | 'active' | 'tag'>

/** Where a keyset walk stands: the last code read, oldest first, ties by shortId. */
export interface ListPosition {
  createdAt: number
  shortId: string
}
export type SortField = ListQuery['sort']
export type SortOrder = ListQuery['order']

export interface ListPage {
  items: QrCodeRecord[]
  total: number
}

/**
 * What changes in an update: the editable fields of the field table (qr-code-fields.ts); a
 * missing field is left as stored, `null` clears a field that can be null.
 */
export type QrCodeChanges = Partial<Pick<QrCodeRecord, EditableField>>

/**
 * The outcome of a scan of a short link: sent to the target (`live`), to the fallback or a
 * 410 page (`ended`: inactive, expired or at its limit), or no code at all.
 */
export type ScanResult =
  | { state: 'live'; targetUrl: string; domain?: string | null }
  /** Live, with a password (issue #43): the scanner gets the password form, nothing is counted. */
  | { state: 'locked'; domain?: string | null }
  | { state: 'ended'; fallbackUrl: string | null; domain?: string | null }
  | { state: 'deleted' }
  | { state: 'missing' }

/**
 * A scan's answer for a live or ended code; `domain` only when the code is on a custom domain
 * (issue #42), so a code on the site's own host answers as it always did.
 */
export const liveScan = (targetUrl: string, domain: string | null): ScanResult =>
  domain === null ? { state: 'live', targetUrl } : { state: 'live', targetUrl, domain }
export const endedScan = (fallbackUrl: string | null, domain: string | null): ScanResult =>
  domain === null ? { state: 'ended', fallbackUrl } : { state: 'ended', fallbackUrl, domain }

/** The scans of one code in one hour (or, once rolled up, one day starting at `start`). */
export interface ScanBucket {
  /** Milliseconds since the epoch, a multiple of an hour. */
  start: number
  views: number
  /** Views whose visitor had not viewed the code earlier that UTC day. */
  uniqueViews: number
  botHits: number
  fallbackHits: number
}

export const HOUR_MS = 3_600_000
export const DAY_MS = 86_400_000

/** Whether a scan counts as a person's view or as a bot's hit. */
export type ScanKind = 'view' | 'bot'

export interface AccountRecord {
  id: string
  name: string
  createdAt: number
}

export interface ApiKeyRecord {
  id: string
  accountId: string
  name: string | null
  /** The first characters after `dqr_`, shown so a person can tell keys apart. */
  prefix: string
  /** What the key may do (`qrcodes:write` includes `qrcodes:read`). */
  scopes: Scope[]
  /** SHA-256 of the whole key, hex. */
  hash: string
  createdAt: number
  lastUsedAt: number | null
  /** From this instant the key is answered like an invalid one; `null`: never. */
  expiresAt: number | null
  revokedAt: number | null
  /**
   * The member who created the key through the API (issue #41): it holds at most their current
   * role and stops when they leave. `null` (or missing) for keys of the command line and older keys.
   */
  createdByUserId?: string | null
}

/** The fields a new code needs; everything else starts at its default. */
export type NewQrCode = Pick<QrCodeRecord, 'shortId' | 'accountId' | 'targetUrl' | 'options' | 'createdAt'> &
  Partial<QrCodeRecord>

/**
 * A new code as the store keeps it: no scans yet, live, no title, `updatedAt` equal to
 * `createdAt` — unless `fields` says otherwise. Every record made outside a store (the service,
 * the mock's seed, the bench's loader, the tests' fixtures) starts here, so a new field has one
 * default.
 */
export function newQrCodeRecord(fields: NewQrCode): QrCodeRecord {
  return {
    views: 0,
    botHits: 0,
    fallbackHits: 0,
    updatedAt: fields.createdAt,
    expiresAt: null,
    maxScans: null,
    fallbackUrl: null,
    active: true,
    title: null,
    styleId: null,
    scanLimitCounts: 'views',
    uniqueViews: 0,
    domain: null,
    rules: [],
    variants: [],
    passwordHash: null,
    forwardQuery: false,
    utm: null,
    tags: [],
    onTargetFailing: null,
    healthUrl: null,
    healthStatus: null,
    targetHealth: null,
    ...fields,
  }
}
