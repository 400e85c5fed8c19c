import type { ApiKeyRecord, QrCodeRecord, SortField } from '../domain/records.js'

/** The columns both SQL engines share, and how their rows become records. */
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

export const CODE_COLUMNS = 'short_id, account_id, target_url, options, views, bot_hits, created_at, updated_at'
export const SORT_COLUMNS: Record<SortField, string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  views: 'views',
}

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
  hash: string
  created_at: number
  last_used_at: number | null
  revoked_at: number | null
}

export const KEY_COLUMNS = 'id, account_id, name, prefix, hash, created_at, last_used_at, revoked_at'

export const keyFromRow = (row: KeyRow): ApiKeyRecord => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  prefix: row.prefix,
  hash: row.hash,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
})

export interface AccountRow {
  id: string
  name: string
  created_at: number
}

export const accountFromRow = (row: AccountRow) => ({ id: row.id, name: row.name, createdAt: row.created_at })
