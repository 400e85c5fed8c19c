import type Database from 'better-sqlite3'
import type { AssetRecord, AssetRepository } from '../../domain/asset-repository.js'
import {
  ASSET_SUMMARY_COLUMNS,
  type AssetRow,
  type AssetSummaryRow,
  assetFromRow,
  assetSummaryFromRow,
} from '../asset-rows.js'
import type { SqliteAccess } from './sqlite-access.js'

export class SqliteAssetRepository implements AssetRepository {
  readonly #db: Database.Database
  readonly #access: SqliteAccess
  readonly #insert
  readonly #list
  readonly #find
  readonly #used
  readonly #delete

  constructor(db: Database.Database, access: SqliteAccess) {
    this.#db = db
    this.#access = access
    this.#insert = db.prepare(
      `INSERT INTO assets (id, account_id, content_type, width, height, data, created_at)
       VALUES (@id, @account_id, @content_type, @width, @height, @data, @created_at)`,
    )
    this.#list = db.prepare<[string], AssetSummaryRow>(
      `SELECT ${ASSET_SUMMARY_COLUMNS} FROM assets WHERE account_id = ? ORDER BY created_at DESC, id DESC`,
    )
    this.#find = db.prepare<[string, string], AssetRow>(
      'SELECT id, account_id, content_type, width, height, data, created_at FROM assets WHERE id = ? AND account_id = ?',
    )
    this.#used = db.prepare<[{ account: string; asset: string }], { one: number }>(
      `SELECT 1 AS one FROM qr_codes WHERE account_id = @account AND deleted_at IS NULL
         AND json_extract(options, '$.image') = @asset
       UNION ALL
       SELECT 1 FROM styles WHERE account_id = @account AND json_extract(options, '$.image') = @asset LIMIT 1`,
    )
    this.#delete = db.prepare<[string, string]>('DELETE FROM assets WHERE id = ? AND account_id = ?')
  }

  create(asset: AssetRecord) {
    return this.#access.run(() => {
      this.#insert.run({
        id: asset.id,
        account_id: asset.accountId,
        content_type: asset.contentType,
        width: asset.width,
        height: asset.height,
        data: Buffer.from(asset.data),
        created_at: asset.createdAt,
      })
    })
  }

  list(accountId: string) {
    return this.#access.run(() => this.#list.all(accountId).map(assetSummaryFromRow))
  }

  find(accountId: string, id: string) {
    return this.#access.run(() => {
      const row = this.#find.get(id, accountId)
      return row ? assetFromRow(row) : null
    })
  }

  delete(accountId: string, id: string) {
    const remove = this.#db.transaction((): 'deleted' | 'in-use' | 'missing' => {
      if (!this.#find.get(id, accountId)) return 'missing'
      if (this.#used.get({ account: accountId, asset: id })) return 'in-use'
      this.#delete.run(id, accountId)
      return 'deleted'
    })
    return this.#access.run(() => remove.immediate())
  }
}
