import { SCOPES, type Scope } from '@dynqr/contract'
import type { ApiKeyRecord, QrCodeRecord, SortField } from '../domain/records.js'
import { optionsToJson } from './options-json.js'

/** The columns both SQL engines share, and how rows and records map to each other. */
export interface CodeRow {
  short_id: string
  account_id: string
  target_url: string
  options: string
  views: number
  bot_hits: number
  created_at: number
  updated_at: number
}

/**
 * The one column list of qr_codes: every column a record fills, in the order each INSERT and
 * SELECT names them, with the kind of value it holds (PostgreSQL's bulk insert needs the types).
 */
export const CODE_COLUMN_KINDS: Readonly<Record<keyof CodeRow, 'text' | 'integer'>> = {
  short_id: 'text',
  account_id: 'text',
  target_url: 'text',
  options: 'text',
  views: 'integer',
  bot_hits: 'integer',
  created_at: 'integer',
  updated_at: 'integer',
}
export const CODE_COLUMN_NAMES = Object.keys(CODE_COLUMN_KINDS) as readonly (keyof CodeRow)[]
export const CODE_COLUMNS = CODE_COLUMN_NAMES.join(', ')
export const SORT_COLUMNS: Record<SortField, string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  views: 'views',
}

export const codeToRow = (record: QrCodeRecord): CodeRow => ({
  short_id: record.shortId,
  account_id: record.accountId,
  target_url: record.targetUrl,
  options: optionsToJson(record.options),
  views: record.views,
  bot_hits: record.botHits,
  created_at: record.createdAt,
  updated_at: record.updatedAt,
})

export const codeFromRow = (row: CodeRow): QrCodeRecord => ({
  shortId: row.short_id,
  accountId: row.account_id,
  targetUrl: row.target_url,
  options: JSON.parse(row.options),
  views: row.views,
  botHits: row.bot_hits,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
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
}

export const KEY_COLUMNS =
  'id, account_id, name, prefix, scopes, hash, created_at, last_used_at, expires_at, revoked_at'

/** The api_keys columns a new key writes, in the order of `keyValues`. */
export const KEY_INSERT_COLUMNS = 'id, account_id, name, prefix, scopes, hash, created_at, expires_at'

export type KeyValues = [string, string, string | null, string, string, string, number, number | null]

export const keyValues = (key: ApiKeyRecord): KeyValues => [
  key.id,
  key.accountId,
  key.name,
  key.prefix,
  key.scopes.join(' '),
  key.hash,
  key.createdAt,
  key.expiresAt,
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
})

export interface AccountRow {
  id: string
  name: string
  created_at: number
}

export const accountFromRow = (row: AccountRow) => ({ id: row.id, name: row.name, createdAt: row.created_at })
