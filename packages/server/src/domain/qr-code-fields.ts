import type { QrCode } from '@dynqr/contract'

/**
 * How a field is kept in a column: `text` and `integer` as they are, `boolean` as 1/0 (both SQL
 * engines keep flags as integers), `json` as the canonical JSON text of the options, `jsonValue`
 * as the JSON text of any other value (the routing rules, variants and UTM parameters), `list`
 * (tags) as a JSON array of strings.
 */
export type ColumnKind = 'text' | 'integer' | 'boolean' | 'json' | 'jsonValue' | 'list'

export interface FieldSpec {
  /** The column of qr_codes that holds it (both SQL engines). */
  column: string
  kind: ColumnKind
  /** A client can change it (it is in QrCodeChanges; the update statements set it). */
  editable: boolean
  /** Where the API shows it under another name (`options` → `qrCodeOptions`); the ETag reads it there. */
  api?: keyof QrCode
  /** It is part of the editable state the ETag hashes (PRODUCT.md, "Safe retries"). */
  etag: boolean
  /** The list's `q` matches it (case-insensitive substring). */
  searchable?: boolean
  /**
   * Its column in a CSV export, counted from 1 (openapi.yaml, exportQrCodes, lists them in order);
   * the import (moving/import-columns.ts) reads an editable one back. Without it the field is not
   * in the CSV, and moving/export-rows.ts says why (test/moving/export-columns.test.ts holds both to
   * the contract's QrCode).
   */
  csv?: number
}

type Extra = Pick<FieldSpec, 'api' | 'searchable' | 'csv'>
const fixed = <C extends string, K extends ColumnKind>(column: C, kind: K, more: Extra = {}) =>
  ({ column, kind, editable: false, etag: false, ...more }) as const
const editable = <C extends string, K extends ColumnKind>(column: C, kind: K, more: Extra = {}) =>
  ({ column, kind, editable: true, etag: true, ...more }) as const

/**
 * The one description of a QR code's fields. The SQL column lists, both engines' update
 * statements, the memory engine's change list, the list's `q`, `etagOf` and the CSV export's and
 * import's columns (moving/) are derived from it;
 * a new field is one line here (the compiler asks for it: records.ts holds the table to
 * QrCodeRecord) and one migration per SQL engine.
 * The order is the order of every INSERT and SELECT.
 */
export const QR_CODE_FIELDS = {
  shortId: fixed('short_id', 'text', { searchable: true, csv: 1 }),
  accountId: fixed('account_id', 'text'),
  targetUrl: editable('target_url', 'text', { searchable: true, csv: 2 }),
  options: editable('options', 'json', { api: 'qrCodeOptions' }),
  views: fixed('views', 'integer', { csv: 8 }),
  botHits: fixed('bot_hits', 'integer'),
  createdAt: fixed('created_at', 'integer', { csv: 9 }),
  updatedAt: fixed('updated_at', 'integer', { csv: 10 }),
  fallbackHits: fixed('fallback_hits', 'integer'),
  expiresAt: editable('expires_at', 'integer', { csv: 5 }),
  maxScans: editable('max_scans', 'integer', { csv: 6 }),
  fallbackUrl: editable('fallback_url', 'text', { csv: 7 }),
  active: editable('active', 'boolean', { csv: 4 }),
  title: editable('title', 'text', { searchable: true, csv: 3 }),
  styleId: editable('style_id', 'text'),
  scanLimitCounts: editable('scan_limit_counts', 'text'),
  uniqueViews: fixed('unique_views', 'integer'),
  domain: fixed('domain', 'text'),
  rules: editable('rules', 'jsonValue'),
  variants: editable('variants', 'jsonValue'),
  passwordHash: editable('password_hash', 'text', { api: 'hasPassword' }),
  forwardQuery: editable('forward_query', 'boolean'),
  utm: editable('utm', 'jsonValue'),
  tags: editable('tags', 'list', { csv: 12 }),
  onTargetFailing: editable('on_target_failing', 'text'),
  // Destination health (issue #44): written by the checker (store/health), never by a client.
  healthUrl: fixed('health_url', 'text'),
  healthStatus: fixed('health_status', 'text'),
  targetHealth: fixed('target_health', 'text'),
} satisfies Record<string, FieldSpec>

type Fields = typeof QR_CODE_FIELDS
export type FieldName = keyof Fields
/** The names of the fields a client can change: the keys of QrCodeChanges. */
export type EditableField = { [F in FieldName]: Fields[F]['editable'] extends true ? F : never }[FieldName]
/** The column of each field. */
export type ColumnOf<F extends FieldName> = Fields[F]['column']

/** Every field with its description, in column order. */
export const FIELD_ENTRIES = Object.entries(QR_CODE_FIELDS) as [FieldName, FieldSpec][]

/** The fields a client can change, in column order. */
export const EDITABLE_FIELDS = FIELD_ENTRIES.filter(([, spec]) => spec.editable) as [EditableField, FieldSpec][]

/** The API names of the fields the ETag hashes, in column order. */
export const ETAG_FIELDS: readonly (keyof QrCode)[] = FIELD_ENTRIES.filter(([, spec]) => spec.etag).map(
  ([name, spec]) => spec.api ?? (name as keyof QrCode),
)

/** The fields the list's `q` looks in. */
export const SEARCHABLE_FIELDS: readonly FieldName[] = FIELD_ENTRIES.filter(([, spec]) => spec.searchable).map(
  ([name]) => name,
)
