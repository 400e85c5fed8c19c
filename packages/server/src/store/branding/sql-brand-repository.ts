import type { BrandRecord, BrandRepository } from '../../domain/branding/brand-repository.js'
import { sql } from '../sql/sql.js'
import type { SqlEngine } from '../sql/sql-engine.js'

interface BrandRow {
  account_id: string
  name: string | null
  logo_asset_id: string | null
  color: string | null
  updated_at: number
}

const brandFromRow = (row: BrandRow): BrandRecord => ({
  accountId: row.account_id,
  name: row.name,
  logoAssetId: row.logo_asset_id,
  color: row.color,
  updatedAt: Number(row.updated_at),
})

/** The brands of the public pages (issue #45), on SQLite and PostgreSQL alike. */
export class SqlBrandRepository implements BrandRepository {
  readonly #engine: SqlEngine

  constructor(engine: SqlEngine) {
    this.#engine = engine
  }

  async get(accountId: string) {
    const row = await this.#engine.get<BrandRow>(
      sql`SELECT account_id, name, logo_asset_id, color, updated_at FROM account_brands WHERE account_id = ${accountId}`,
    )
    return row ? brandFromRow(row) : null
  }

  async put(brand: BrandRecord) {
    // One statement both engines know: ON CONFLICT … DO UPDATE (SQLite 3.24+, PostgreSQL 9.5+).
    await this.#engine.run(
      sql`INSERT INTO account_brands (account_id, name, logo_asset_id, color, updated_at)
        VALUES (${brand.accountId}, ${brand.name}, ${brand.logoAssetId}, ${brand.color}, ${brand.updatedAt})
        ON CONFLICT (account_id) DO UPDATE SET name = excluded.name, logo_asset_id = excluded.logo_asset_id,
          color = excluded.color, updated_at = excluded.updated_at`,
    )
  }

  async forCode(shortId: string) {
    const row = await this.#engine.get<BrandRow>(
      sql`SELECT b.account_id, b.name, b.logo_asset_id, b.color, b.updated_at
        FROM account_brands b JOIN qr_codes q ON q.account_id = b.account_id WHERE q.short_id = ${shortId}`,
    )
    return row ? brandFromRow(row) : null
  }
}
