import type pg from 'pg'
import type { AssetRecord, AssetRepository } from '../../domain/asset-repository.js'
import {
  ASSET_SUMMARY_COLUMNS,
  type AssetRow,
  type AssetSummaryRow,
  assetFromRow,
  assetSummaryFromRow,
} from '../asset-rows.js'

export class PostgresAssetRepository implements AssetRepository {
  readonly #pool: pg.Pool

  constructor(pool: pg.Pool) {
    this.#pool = pool
  }

  async create(asset: AssetRecord) {
    await this.#pool.query(
      `INSERT INTO assets (id, account_id, content_type, width, height, data, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        asset.id,
        asset.accountId,
        asset.contentType,
        asset.width,
        asset.height,
        Buffer.from(asset.data),
        asset.createdAt,
      ],
    )
  }

  async list(accountId: string) {
    const { rows } = await this.#pool.query<AssetSummaryRow>(
      `SELECT ${ASSET_SUMMARY_COLUMNS} FROM assets WHERE account_id = $1 ORDER BY created_at DESC, id DESC`,
      [accountId],
    )
    return rows.map(assetSummaryFromRow)
  }

  async find(accountId: string, id: string) {
    const { rows } = await this.#pool.query<AssetRow>(
      'SELECT id, account_id, content_type, width, height, data, created_at FROM assets WHERE id = $1 AND account_id = $2',
      [id, accountId],
    )
    return rows[0] ? assetFromRow(rows[0]) : null
  }

  /** One statement: found, shown by a live code or a style template, deleted — no window between the check and the delete. */
  async delete(accountId: string, id: string) {
    const { rows } = await this.#pool.query<{ found: boolean; deleted: boolean }>(
      `WITH target AS (SELECT id FROM assets WHERE id = $1 AND account_id = $2 FOR UPDATE),
         used AS (SELECT 1 FROM qr_codes WHERE account_id = $2 AND deleted_at IS NULL
                    AND options::jsonb ->> 'image' = $1
                  UNION ALL
                  SELECT 1 FROM styles WHERE account_id = $2 AND options::jsonb ->> 'image' = $1 LIMIT 1),
         gone AS (DELETE FROM assets WHERE id IN (SELECT id FROM target) AND NOT EXISTS (SELECT 1 FROM used) RETURNING id)
       SELECT EXISTS (SELECT 1 FROM target) AS found, EXISTS (SELECT 1 FROM gone) AS deleted`,
      [id, accountId],
    )
    const row = rows[0]
    return !row?.found ? 'missing' : row.deleted ? 'deleted' : 'in-use'
  }
}
