import type { AssetRecord, AssetRepository } from '../../domain/asset-repository.js'

/** Uploaded images in this process; `inUse` asks the codes (and styles) whether one is shown. */
export class MemoryAssetRepository implements AssetRepository {
  readonly #assets = new Map<string, AssetRecord>()
  readonly #inUse: (accountId: string, id: string) => boolean

  constructor(inUse: (accountId: string, id: string) => boolean) {
    this.#inUse = inUse
  }

  async create(asset: AssetRecord) {
    this.#assets.set(asset.id, { ...asset, data: asset.data.slice() })
  }

  async list(accountId: string) {
    return [...this.#assets.values()]
      .filter((asset) => asset.accountId === accountId)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
      .map(({ data, ...rest }) => ({ ...rest, bytes: data.byteLength }))
  }

  async find(accountId: string, id: string) {
    const asset = this.#assets.get(id)
    return asset && asset.accountId === accountId ? { ...asset, data: asset.data.slice() } : null
  }

  async delete(accountId: string, id: string) {
    const asset = this.#assets.get(id)
    if (!asset || asset.accountId !== accountId) return 'missing' as const
    if (this.#inUse(accountId, id)) return 'in-use' as const
    this.#assets.delete(id)
    return 'deleted' as const
  }
}
