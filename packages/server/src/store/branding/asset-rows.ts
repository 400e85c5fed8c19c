import type { AssetContentType } from '@dynqr/contract'
import type { AssetRecord, AssetSummary } from '../../domain/branding/asset-repository.js'

/** The assets table of both SQL engines. */
export const ASSET_SUMMARY_COLUMNS = 'id, account_id, content_type, width, height, length(data) AS bytes, created_at'

export interface AssetSummaryRow {
  id: string
  account_id: string
  content_type: string
  width: number
  height: number
  bytes: number
  created_at: number
}

export type AssetRow = Omit<AssetSummaryRow, 'bytes'> & { data: Uint8Array }

export const assetSummaryFromRow = (row: AssetSummaryRow): AssetSummary => ({
  id: row.id,
  accountId: row.account_id,
  contentType: row.content_type as AssetContentType,
  width: row.width,
  height: row.height,
  bytes: Number(row.bytes),
  createdAt: row.created_at,
})

export const assetFromRow = (row: AssetRow): AssetRecord => ({
  id: row.id,
  accountId: row.account_id,
  contentType: row.content_type as AssetContentType,
  width: row.width,
  height: row.height,
  data: new Uint8Array(row.data),
  createdAt: row.created_at,
})
