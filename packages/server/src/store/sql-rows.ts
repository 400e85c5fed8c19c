import { type ResolvedQrCodeOptions, SCOPES, type Scope } from '@dynqr/contract'
import { type ColumnKind, FIELD_ENTRIES, type FieldName, QR_CODE_FIELDS } from '../domain/qr-code-fields.js'
import type { ApiKeyRecord, QrCodeRecord, SortField } from '../domain/records.js'
import { optionsToJson } from './options-json.js'

/** What a column of each kind holds (null where the record's field can be null). */
type ColumnValue<K extends ColumnKind> = K extends 'integer' | 'boolean' ? number : string
type Fields = typeof QR_CODE_FIELDS

/**
 * A row of qr_codes as both SQL engines read it: one column per field of the field table
 * (domain/qr-code-fields.ts), typed from it.
 */
export type CodeRow = {
  [F in FieldName as Fields[F]['column']]:
    | ColumnValue<Fields[F]['kind']>
    | (null extends QrCodeRecord[F] ? null : never)
}
type Column = keyof CodeRow

/** The one column list of qr_codes, in the order each INSERT and SELECT names them. */
export const CODE_COLUMN_NAMES = FIELD_ENTRIES.map(([, spec]) => spec.column as Column)
export const CODE_COLUMNS = CODE_COLUMN_NAMES.join(', ')
/** The kind of SQL value each column holds (PostgreSQL's bulk insert and updates need the types). */
export const CODE_COLUMN_KINDS = Object.fromEntries(
  FIELD_ENTRIES.map(([, spec]) => [
    spec.column,
    spec.kind === 'integer' || spec.kind === 'boolean' ? 'integer' : 'text',
  ]),
) as Readonly<Record<Column, 'text' | 'integer'>>
export const SORT_COLUMNS: Record<SortField, string> = {
  createdAt: QR_CODE_FIELDS.createdAt.column,
  updatedAt: QR_CODE_FIELDS.updatedAt.column,
  views: QR_CODE_FIELDS.views.column,
}

type Value = string | number | boolean | ResolvedQrCodeOptions | string[] | object | null

/** A field's value as its column keeps it. */
export function toColumn(kind: ColumnKind, value: Value): string | number | null {
  if (value === null) return null
  if (kind === 'boolean') return value ? 1 : 0
  if (kind === 'json') return optionsToJson(value as ResolvedQrCodeOptions)
  if (kind === 'jsonValue' || kind === 'list') return JSON.stringify(value)
  return value as string | number
}

function fromColumn(kind: ColumnKind, value: string | number | null): Value {
  if (value === null) return null
  if (kind === 'boolean') return value === 1
  if (kind === 'json' || kind === 'jsonValue' || kind === 'list') return JSON.parse(value as string)
  return value
}

export const codeToRow = (record: QrCodeRecord): CodeRow => {
  const row: Record<string, string | number | null> = {}
  for (const [name, spec] of FIELD_ENTRIES) row[spec.column] = toColumn(spec.kind, record[name])
  return row as CodeRow
}

export const codeFromRow = (row: CodeRow): QrCodeRecord => {
  const columns = row as Record<string, string | number | null>
  const record: Record<string, Value> = {}
  // A column a row lacks (an outbox payload written before the column existed) reads as null.
  for (const [name, spec] of FIELD_ENTRIES) record[name] = fromColumn(spec.kind, columns[spec.column] ?? null)
  return record as unknown as QrCodeRecord
}

/** A row of scan_buckets. */
export interface BucketRow {
  start: number
  views: number
  unique_views: number
  bot_hits: number
  fallback_hits: number
}

export const bucketFromRow = (row: BucketRow) => ({
  start: row.start,
  views: row.views,
  uniqueViews: row.unique_views,
  botHits: row.bot_hits,
  fallbackHits: row.fallback_hits,
})

export interface KeyRow {
  id: string
  account_id: string
  name: string | null
  prefix: string
  /** Space-separated scopes. */
  scopes: string
  hash: string
  created_at: number
  last_used_at: number | null
  expires_at: number | null
  revoked_at: number | null
  created_by_user_id: string | null
}

export const KEY_COLUMNS =
  'id, account_id, name, prefix, scopes, hash, created_at, last_used_at, expires_at, revoked_at, created_by_user_id'

/** The api_keys columns a new key writes, in the order of `keyValues`. */
export const KEY_INSERT_COLUMNS =
  'id, account_id, name, prefix, scopes, hash, created_at, expires_at, created_by_user_id'

export type KeyValues = [string, string, string | null, string, string, string, number, number | null, string | null]

export const keyValues = (key: ApiKeyRecord): KeyValues => [
  key.id,
  key.accountId,
  key.name,
  key.prefix,
  key.scopes.join(' '),
  key.hash,
  key.createdAt,
  key.expiresAt,
  key.createdByUserId ?? null,
]

const scopesFromColumn = (column: string): Scope[] => SCOPES.filter((scope) => column.split(' ').includes(scope))

export const keyFromRow = (row: KeyRow): ApiKeyRecord => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  prefix: row.prefix,
  scopes: scopesFromColumn(row.scopes),
  hash: row.hash,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  createdByUserId: row.created_by_user_id,
})

export interface AccountRow {
  id: string
  name: string
  created_at: number
}

export const accountFromRow = (row: AccountRow) => ({ id: row.id, name: row.name, createdAt: row.created_at })
