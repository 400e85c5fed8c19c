import { type components, contrastRatio } from '@dynqr/contract'
import { LRUCache } from 'lru-cache'
import { DomainError } from '../domain-error.js'
import type { AssetRepository } from './asset-repository.js'
import type { BrandRecord, BrandRepository } from './brand-repository.js'

export type Brand = components['schemas']['Brand']
export type PutBrandRequest = components['schemas']['PutBrandRequest']

/** The colour colours text and links on white: it must reach WCAG AA for normal text. */
export const BRAND_MIN_CONTRAST = 4.5

/** What a public page shows of a brand: the name, the colour and the logo as a `data:` URI. */
export interface PublicBrand {
  name: string | null
  color: string | null
  logo: string | null
}

/** How long a public page's brand is kept in this instance before it is read again. */
const PUBLIC_BRAND_TTL_MS = 10_000

const NO_BRAND: Brand = { name: null, logoAssetId: null, color: null, updatedAt: null }

const present = (record: BrandRecord | null): Brand =>
  record
    ? {
        name: record.name,
        logoAssetId: record.logoAssetId,
        color: record.color,
        updatedAt: new Date(record.updatedAt).toISOString(),
      }
    : NO_BRAND

/**
 * The brand of the pages a scanner sees when a code is paused, expired, at its limit or unknown
 * (PRODUCT.md, "Campaigns and print production"): set by the account's admins, read on those
 * pages. The public read is cached for a few seconds per code, since a paused flyer may be
 * scanned in bursts and each page would otherwise read the brand and its logo again.
 */
export class BrandService {
  readonly #brands: BrandRepository
  readonly #assets: AssetRepository
  readonly #now: () => number
  readonly #public = new LRUCache<string, { brand: PublicBrand | null }>({ max: 1_000, ttl: PUBLIC_BRAND_TTL_MS })

  constructor(brands: BrandRepository, assets: AssetRepository, now: () => number = Date.now) {
    this.#brands = brands
    this.#assets = assets
    this.#now = now
  }

  async get(accountId: string): Promise<Brand> {
    return present(await this.#brands.get(accountId))
  }

  /** Replaces the brand; the brand before and after, for the audit log. */
  async put(accountId: string, input: PutBrandRequest): Promise<{ before: Brand; after: Brand }> {
    const color = input.color?.toLowerCase() ?? null
    if (color !== null) {
      const ratio = contrastRatio(color, '#ffffff')
      if (ratio < BRAND_MIN_CONTRAST) {
        const message = `color ${color} has a contrast of ${ratio.toFixed(1)}:1 on white; the pages need at least ${BRAND_MIN_CONTRAST}:1`
        throw DomainError.invalidField('color', message)
      }
    }
    const logoAssetId = input.logoAssetId ?? null
    if (logoAssetId !== null && !(await this.#assets.find(accountId, logoAssetId))) {
      throw DomainError.invalidField('logoAssetId', `logoAssetId ${logoAssetId} is not an image of this account`)
    }
    const before = present(await this.#brands.get(accountId))
    const record = { accountId, name: input.name?.trim() || null, logoAssetId, color, updatedAt: this.#now() }
    await this.#brands.put(record)
    return { before, after: present(record) }
  }

  /** The brand of the account holding `shortId`, for its public pages; `null` when it set none. */
  publicForCode(shortId: string): Promise<PublicBrand | null> {
    return this.#cached(`code:${shortId}`, () => this.#brands.forCode(shortId))
  }

  async #cached(key: string, read: () => Promise<BrandRecord | null>): Promise<PublicBrand | null> {
    const known = this.#public.get(key)
    if (known) return known.brand
    const record = await read()
    const brand = record && (await this.#publicOf(record))
    this.#public.set(key, { brand })
    return brand
  }

  async #publicOf(record: BrandRecord): Promise<PublicBrand | null> {
    if (record.name === null && record.color === null && record.logoAssetId === null) return null
    const asset = record.logoAssetId ? await this.#assets.find(record.accountId, record.logoAssetId) : null
    const logo = asset ? `data:${asset.contentType};base64,${Buffer.from(asset.data).toString('base64')}` : null
    return { name: record.name, color: record.color, logo }
  }
}
