/** An account's brand as the store keeps it (issue #45). Times are milliseconds since the epoch. */
export interface BrandRecord {
  accountId: string
  name: string | null
  logoAssetId: string | null
  color: string | null
  updatedAt: number
}

/** The brands of the public pages a scanner sees: one per account that set one. */
export interface BrandRepository {
  get(accountId: string): Promise<BrandRecord | null>
  /** Replaces the account's brand (every field). */
  put(brand: BrandRecord): Promise<void>
  /** The brand of the account that holds the code `shortId` (deleted codes included); `null` when none. */
  forCode(shortId: string): Promise<BrandRecord | null>
}
