import type { StyleRecord } from '../domain/branding/style-repository.js'
import { optionsToJson } from './options-json.js'

/** The styles table of both SQL engines. */
export const STYLE_COLUMNS = 'id, account_id, name, options, created_at, updated_at'

export interface StyleRow {
  id: string
  account_id: string
  name: string
  options: string
  created_at: number
  updated_at: number
}

export const styleToRow = (style: StyleRecord): StyleRow => ({
  id: style.id,
  account_id: style.accountId,
  name: style.name,
  options: optionsToJson(style.options),
  created_at: style.createdAt,
  updated_at: style.updatedAt,
})

export const styleFromRow = (row: StyleRow): StyleRecord => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  options: JSON.parse(row.options),
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
})
