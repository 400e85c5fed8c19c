import type { AssetContentType } from '@dynqr/contract'

/** An uploaded image as the store keeps it. Times are milliseconds since the epoch. */
export interface AssetRecord {
  id: string
  accountId: string
  contentType: AssetContentType
  width: number
  height: number
  /** The image as stored (an SVG after sanitising). */
  data: Uint8Array
  createdAt: number
}

/** An asset without its bytes: what the list shows. */
export type AssetSummary = Omit<AssetRecord, 'data'> & { bytes: number }

/**
 * The account's uploaded images (issue #30). Account-scoped: another account's id is answered
 * as a missing one by every method.
 */
export interface AssetRepository {
  create(asset: AssetRecord): Promise<void>
  /** The account's assets, newest first. */
  list(accountId: string): Promise<AssetSummary[]>
  find(accountId: string, id: string): Promise<AssetRecord | null>
  /**
   * Removes the asset unless a live QR code or a style template of the account shows it
   * (`in-use`); `missing` when the account has no such asset.
   */
  delete(accountId: string, id: string): Promise<'deleted' | 'in-use' | 'missing'>
}
