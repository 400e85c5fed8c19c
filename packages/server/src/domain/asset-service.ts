import { randomBytes } from 'node:crypto'
import { ASSET_CONTENT_TYPES, type AssetContentType, type components } from '@dynqr/contract'
import type { Logo } from '@dynqr/render'
import { LRUCache } from 'lru-cache'
import { ASSET_MAX_BYTES, AssetRefused, readAsset } from './asset-image.js'
import type { AssetRecord, AssetRepository, AssetSummary } from './asset-repository.js'
import { DomainError } from './domain-error.js'
import type { LogoSource } from './style-check.js'

export type Asset = components['schemas']['Asset']

export const ASSET_NOT_FOUND_MESSAGE = 'Asset not found'
export const ASSET_IN_USE_MESSAGE = 'The asset is used by a QR code or a style template'

/** The body's field in error details: the upload is the whole body. */
const BODY = 'body'

/** Logos as data: URLs, held per process: an asset never changes, so its id names it for good. */
const LOGO_CACHE_BYTES = 32 * 1024 * 1024

/**
 * An account's uploaded images (issue #30): upload (sized and, for SVG, sanitised), list, read
 * and delete; and the logos codes show, looked up by asset id within the account.
 */
export class AssetService implements LogoSource {
  readonly #assets: AssetRepository
  readonly #now: () => number
  readonly #logos = new LRUCache<string, Logo>({
    maxSize: LOGO_CACHE_BYTES,
    sizeCalculation: (logo) => logo.href.length,
  })

  constructor(assets: AssetRepository, now: () => number = Date.now) {
    this.#assets = assets
    this.#now = now
  }

  present(asset: AssetSummary): Asset {
    return {
      id: asset.id,
      contentType: asset.contentType,
      width: asset.width,
      height: asset.height,
      bytes: asset.bytes,
      createdAt: new Date(asset.createdAt).toISOString(),
    }
  }

  /** Stores an upload; `contentType` is the request's (parameters such as charset left off). */
  async upload(accountId: string, contentType: string, body: Uint8Array): Promise<Asset> {
    const type = contentType.split(';')[0]?.trim().toLowerCase() as AssetContentType
    if (!ASSET_CONTENT_TYPES.includes(type)) {
      throw new DomainError(
        'UNSUPPORTED_MEDIA_TYPE',
        `Content-Type must be ${ASSET_CONTENT_TYPES.join(', ').replace(/, ([^,]*)$/, ' or $1')}, not ${contentType}`,
      )
    }
    if (body.byteLength > ASSET_MAX_BYTES) {
      throw new DomainError('PAYLOAD_TOO_LARGE', `The request body is larger than ${ASSET_MAX_BYTES} bytes`)
    }
    if (body.byteLength === 0) throw DomainError.invalidField(BODY, 'The body is empty: send the image')
    let read: ReturnType<typeof readAsset>
    try {
      read = readAsset(type, body)
    } catch (error) {
      if (error instanceof AssetRefused) throw DomainError.invalidField(BODY, error.message)
      throw error
    }
    const record: AssetRecord = {
      id: `ast_${randomBytes(8).toString('hex')}`,
      accountId,
      contentType: type,
      ...read,
      createdAt: this.#now(),
    }
    await this.#assets.create(record)
    return this.present({ ...record, bytes: record.data.byteLength })
  }

  async list(accountId: string): Promise<Asset[]> {
    return (await this.#assets.list(accountId)).map((asset) => this.present(asset))
  }

  async get(accountId: string, id: string): Promise<AssetRecord> {
    const asset = await this.#assets.find(accountId, id)
    if (!asset) throw new DomainError('NOT_FOUND', ASSET_NOT_FOUND_MESSAGE)
    return asset
  }

  async delete(accountId: string, id: string): Promise<void> {
    const outcome = await this.#assets.delete(accountId, id)
    if (outcome === 'missing') throw new DomainError('NOT_FOUND', ASSET_NOT_FOUND_MESSAGE)
    if (outcome === 'in-use') throw new DomainError('CONFLICT', ASSET_IN_USE_MESSAGE)
    this.#logos.delete(`${accountId}/${id}`)
  }

  /** The asset as a code's logo; `null` when the account has no such asset. Cached by account and id. */
  async logo(accountId: string, assetId: string): Promise<Logo | null> {
    const name = `${accountId}/${assetId}`
    const known = this.#logos.get(name)
    if (known) return known
    const asset = await this.#assets.find(accountId, assetId)
    if (!asset) return null
    const logo: Logo = {
      href: `data:${asset.contentType};base64,${Buffer.from(asset.data).toString('base64')}`,
      width: asset.width,
      height: asset.height,
      key: asset.id,
    }
    this.#logos.set(name, logo)
    return logo
  }
}
