import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import { ASSET_CONTENT_TYPES, type AssetContentType, type components } from '@dynqr/contract'
import type { Logo } from '@dynqr/render'
import { LRUCache } from 'lru-cache'
import { DomainError } from '../domain-error.js'
import type { ScanGuard } from '../images/scan-guard.js'
import { ASSET_MAX_BYTES, type AssetReader, AssetRefused, MAX_STORED_SIDE, type ReadAsset } from './asset-image.js'
import type { AssetRecord, AssetRepository, AssetSummary } from './asset-repository.js'
import type { LogoSource } from './style-check.js'

export type Asset = components['schemas']['Asset']

export const ASSET_NOT_FOUND_MESSAGE = 'Asset not found'
export const ASSET_IN_USE_MESSAGE = 'The asset is used by a QR code or a style template'
/** What a client is told to send to POST /assets: the contract's types, `a, b or c`. */
export const ASSET_TYPES_MESSAGE = ASSET_CONTENT_TYPES.join(', ').replace(/, ([^,]*)$/, ' or $1')

/** The body's field in error details: the upload is the whole body. */
const BODY = 'body'

/** Assets one account may hold unless configured otherwise (MAX_ASSETS_PER_ACCOUNT). */
export const DEFAULT_MAX_ASSETS_PER_ACCOUNT = 200
/** The cap's upper end: every account's list stays within the contract's AssetList maxItems. */
export const MAX_ASSETS_PER_ACCOUNT_LIMIT = 1000

/** Logos as data: URLs, held per process: an asset never changes, so its id names it for good. */
const LOGO_CACHE_BYTES = 32 * 1024 * 1024

/**
 * An account's uploaded images (issue #30): upload (read off the event loop by the reader: an
 * SVG sanitised, a PNG or JPEG re-encoded), list, read and delete; and the logos codes show,
 * looked up by asset id within the account. An account holds at most `maxAssets` (issue #38).
 */
export class AssetService implements LogoSource {
  readonly #assets: AssetRepository
  readonly #reader: AssetReader
  readonly #now: () => number
  readonly #maxAssets: number
  /** Deletes so far: a logo read before a delete is not cached after it (the cache stays true). */
  #deletes = 0
  /**
   * Assets that creates and updates of codes and styles still running have checked, by id (ids
   * are unique across accounts), with how many hold each: the check comes long before the
   * commit, so the store's in-use check cannot see their code yet; a delete meanwhile is 409.
   */
  readonly #held = new Map<string, number>()
  /** The assets the create or update running in this async context holds. */
  readonly #holder = new AsyncLocalStorage<Set<string>>()
  /** Deletes running, by account and id, resolving to whether the asset went: logo() waits for them. */
  readonly #deleting = new Map<string, Promise<boolean>>()
  readonly #logos = new LRUCache<string, Logo>({
    maxSize: LOGO_CACHE_BYTES,
    sizeCalculation: (logo) => logo.href.length,
  })

  constructor(assets: AssetRepository, reader: AssetReader, options: { now?: () => number; maxAssets?: number } = {}) {
    this.#assets = assets
    this.#reader = reader
    this.#now = options.now ?? Date.now
    this.#maxAssets = options.maxAssets ?? DEFAULT_MAX_ASSETS_PER_ACCOUNT
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
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${ASSET_TYPES_MESSAGE}, not ${contentType}`)
    }
    if (body.byteLength > ASSET_MAX_BYTES) {
      throw new DomainError('PAYLOAD_TOO_LARGE', `The request body is larger than ${ASSET_MAX_BYTES} bytes`)
    }
    if (body.byteLength === 0) throw DomainError.invalidField(BODY, 'The body is empty: send the image')
    await this.#refuseOverCap(accountId)
    let read: ReadAsset
    try {
      read = await this.#reader.read(type, body)
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

  /**
   * A soft cap, checked before the upload is read (a full account costs no worker time): uploads
   * racing at the cap may pass it by as many as run at once.
   */
  async #refuseOverCap(accountId: string): Promise<void> {
    const held = (await this.#assets.list(accountId)).length
    if (held >= this.#maxAssets) {
      throw new DomainError(
        'LIMIT_REACHED',
        `This account has ${held} assets, the most it may hold (MAX_ASSETS_PER_ACCOUNT is ${this.#maxAssets}); delete one first`,
      )
    }
  }

  async list(accountId: string): Promise<Asset[]> {
    return (await this.#assets.list(accountId)).map((asset) => this.present(asset))
  }

  async get(accountId: string, id: string): Promise<AssetRecord> {
    const asset = await this.#assets.find(accountId, id)
    if (!asset) throw new DomainError('NOT_FOUND', ASSET_NOT_FOUND_MESSAGE)
    return asset
  }

  /**
   * Deletes an asset no code or style shows (409 otherwise), nor one a create or update of this
   * process still running has checked: its code may commit after the store's check. Lookups
   * while the delete runs wait for it, and find nothing once it is gone.
   */
  async delete(accountId: string, id: string): Promise<void> {
    const name = `${accountId}/${id}`
    while (this.#deleting.has(name)) await this.#deleting.get(name)
    let gone: (deleted: boolean) => void = () => {}
    const settled = new Promise<boolean>((resolve) => {
      gone = resolve
    })
    this.#deleting.set(name, settled)
    let deleted = false
    try {
      // Checks that had the logo before this delete began hold it by the next turn of the loop.
      await new Promise((resolve) => setImmediate(resolve))
      if (this.#held.has(id)) {
        throw new DomainError('CONFLICT', `${ASSET_IN_USE_MESSAGE} (one is being created or changed with it now)`)
      }
      const outcome = await this.#assets.delete(accountId, id)
      if (outcome === 'missing') throw new DomainError('NOT_FOUND', ASSET_NOT_FOUND_MESSAGE)
      if (outcome === 'in-use') throw new DomainError('CONFLICT', ASSET_IN_USE_MESSAGE)
      deleted = true
      this.#deletes += 1
      this.#logos.delete(name)
    } finally {
      this.#deleting.delete(name)
      gone(deleted)
    }
  }

  /** The asset as a code's logo; `null` when the account has no such asset. Cached by account and id. */
  async logo(accountId: string, assetId: string): Promise<Logo | null> {
    const name = `${accountId}/${assetId}`
    const deleting = this.#deleting.get(name)
    if (deleting && (await deleting)) return null
    const known = this.#logos.get(name)
    if (known) return known
    const deletes = this.#deletes
    const asset = await this.#assets.find(accountId, assetId)
    if (!asset) return null
    // A delete that began while the store answered decides: it does not wait for this lookup.
    const begun = this.#deleting.get(name)
    if (begun && (await begun)) return null
    const image = await this.#drawable(asset)
    const logo: Logo = {
      href: `data:${asset.contentType};base64,${Buffer.from(image.data).toString('base64')}`,
      width: image.width,
      height: image.height,
      key: asset.id,
    }
    // A delete that finished while this read ran may have removed this very entry: not put back.
    if (deletes === this.#deletes) this.#logos.set(name, logo)
    return logo
  }

  /**
   * Runs a create or update of codes or styles: the logos it checks (`hold`) count as in use
   * until it has settled, committed or not.
   */
  holding<T>(work: () => T): T {
    if (this.#holder.getStore()) return work()
    const holder = new Set<string>()
    const release = () => {
      for (const id of holder) {
        const left = (this.#held.get(id) ?? 1) - 1
        if (left > 0) this.#held.set(id, left)
        else this.#held.delete(id)
      }
    }
    let result: T
    try {
      result = this.#holder.run(holder, work)
    } catch (error) {
      release()
      throw error
    }
    if (result instanceof Promise) return result.finally(release) as T
    release()
    return result
  }

  /** Holds an asset the running create or update is about to store a code or style with (see delete). */
  hold(assetId: string): void {
    const holder = this.#holder.getStore()
    if (!holder || holder.has(assetId)) return
    holder.add(assetId)
    this.#held.set(assetId, (this.#held.get(assetId) ?? 0) + 1)
  }

  /**
   * The asset as drawings may decode it: a PNG or JPEG stored before uploads were re-encoded (and
   * so possibly huge) is scaled to MAX_STORED_SIDE on the upload workers first, never decoded
   * whole by a render (issue #38).
   */
  async #drawable(asset: AssetRecord): Promise<ReadAsset> {
    const small = asset.width <= MAX_STORED_SIDE && asset.height <= MAX_STORED_SIDE
    if (asset.contentType === 'image/svg+xml' || small) return asset
    try {
      return await this.#reader.fit(asset.contentType, asset.data)
    } catch (error) {
      if (!(error instanceof AssetRefused)) throw error
      throw DomainError.invalidField(
        'qrCodeOptions.image',
        `The asset ${asset.id} cannot be drawn (${error.message}); upload it again`,
      )
    }
  }
}

/**
 * The scan guard as creates and updates of codes and styles call it, right after they looked
 * their logo up: it holds that asset until they have settled (see `holdingDuring`), so a delete
 * racing them is 409 rather than leaving a code whose image is gone (issue #38). Renders look
 * logos up too but never call the guard: they hold nothing.
 */
export function holdingLogos(guard: ScanGuard, assets: AssetService): ScanGuard {
  const problem: ScanGuard['problem'] = (...args) => {
    const logo = args[2]
    if (logo?.key) assets.hold(logo.key)
    return guard.problem(...args)
  }
  // A proxy, not a copy: the guard's private state (its verdicts, its draw allowance) stays its own.
  return new Proxy(guard, {
    get(target, key) {
      if (key === 'problem') return problem
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** The service with every call run by `assets.holding`: what its creates and updates check is held while they run. */
export function holdingDuring<T extends object>(service: T, assets: AssetService): T {
  return new Proxy(service, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => assets.holding(() => value.apply(target, args))
    },
  })
}
