import type { AssetRecord, AssetRepository } from '../../domain/branding/asset-repository.js'
import { raw, sql } from '../sql/sql.js'
import type { EngineName, SqlEngine } from '../sql/sql-engine.js'
import {
  ASSET_SUMMARY_COLUMNS,
  type AssetRow,
  type AssetSummaryRow,
  assetFromRow,
  assetSummaryFromRow,
} from './asset-rows.js'

/** The image an options column names (its JSON's `image`). */
const imageOf = (engine: EngineName) =>
  raw(engine === 'sqlite' ? "json_extract(options, '$.image')" : "CAST(options AS jsonb) ->> 'image'")

/** Uploaded logos, on SQLite and PostgreSQL alike. */
export class SqlAssetRepository implements AssetRepository {
  readonly #engine: SqlEngine

  constructor(engine: SqlEngine) {
    this.#engine = engine
  }

  async create(asset: AssetRecord) {
    await this.#engine.run(sql`INSERT INTO assets (id, account_id, content_type, width, height, data, created_at)
      VALUES (${asset.id}, ${asset.accountId}, ${asset.contentType}, ${asset.width}, ${asset.height},
        ${Buffer.from(asset.data)}, ${asset.createdAt})`)
  }

  async list(accountId: string) {
    const rows = await this.#engine.all<AssetSummaryRow>(
      sql`SELECT ${raw(ASSET_SUMMARY_COLUMNS)} FROM assets WHERE account_id = ${accountId} ORDER BY created_at DESC, id DESC`,
    )
    return rows.map(assetSummaryFromRow)
  }

  async find(accountId: string, id: string) {
    const row = await this.#engine.get<AssetRow>(
      sql`SELECT id, account_id, content_type, width, height, data, created_at FROM assets
        WHERE id = ${id} AND account_id = ${accountId}`,
    )
    return row ? assetFromRow(row) : null
  }

  /**
   * Found, shown by a live code or a style template, deleted — in one transaction, the asset's
   * row locked first on PostgreSQL (SQLite's transaction holds the write lock), so nothing comes
   * to use it between the check and the delete.
   */
  delete(accountId: string, id: string) {
    const engine = this.#engine.name
    const image = imageOf(engine)
    return this.#engine.transaction(async (tx): Promise<'deleted' | 'in-use' | 'missing'> => {
      const found = await tx.get(sql`SELECT id FROM assets WHERE id = ${id} AND account_id = ${accountId}
        ${raw(engine === 'postgres' ? 'FOR UPDATE' : '')}`)
      if (!found) return 'missing'
      const used = await tx.get(sql`SELECT 1 AS one FROM qr_codes WHERE account_id = ${accountId} AND deleted_at IS NULL
          AND ${image} = ${id}
        UNION ALL
        SELECT 1 FROM styles WHERE account_id = ${accountId} AND ${image} = ${id}
        UNION ALL
        SELECT 1 FROM account_brands WHERE account_id = ${accountId} AND logo_asset_id = ${id} LIMIT 1`)
      if (used) return 'in-use'
      await tx.run(sql`DELETE FROM assets WHERE id = ${id} AND account_id = ${accountId}`)
      return 'deleted'
    })
  }
}
