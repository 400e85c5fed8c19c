import type { ResolvedQrCodeOptions } from '@dynqr/contract'
import type { StyleRecord, StyleRepository } from '../../domain/style-repository.js'

/** What the templates need of the codes in this process (memory-qr-code-repository.ts). */
export interface StyledCodes {
  /** Whether a live code of the account uses the template. */
  usesStyle(accountId: string, styleId: string): boolean
  /** Copies the template's options into up to `limit` live codes of the account that use it and differ; how many. */
  applyStyle(accountId: string, styleId: string, options: ResolvedQrCodeOptions, now: number, limit: number): number
  /** Up to `limit` live codes of the account that use the template. */
  styledShortIds(accountId: string, styleId: string, limit: number): string[]
}

/** Style templates in this process; a change reaches the codes a chunk at a time, as the SQL engines'. */
export class MemoryStyleRepository implements StyleRepository {
  readonly #styles = new Map<string, StyleRecord>()
  readonly #codes: StyledCodes

  constructor(codes: StyledCodes) {
    this.#codes = codes
  }

  /** Whether a template of the account shows the asset (the assets' in-use rule). */
  showsImage(accountId: string, assetId: string): boolean {
    for (const style of this.#styles.values()) {
      if (style.accountId === accountId && style.options.image === assetId) return true
    }
    return false
  }

  async create(style: StyleRecord, max = Number.POSITIVE_INFINITY) {
    let held = 0
    for (const other of this.#styles.values()) if (other.accountId === style.accountId) held += 1
    if (held >= max) return 'limit-reached' as const
    this.#styles.set(style.id, structuredClone(style))
    return 'created' as const
  }

  async list(accountId: string, limit: number, offset: number) {
    const all = [...this.#styles.values()]
      .filter((style) => style.accountId === accountId)
      .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))
    return { items: all.slice(offset, offset + limit).map((style) => structuredClone(style)), total: all.length }
  }

  async find(accountId: string, id: string) {
    const style = this.#styles.get(id)
    return style && style.accountId === accountId ? structuredClone(style) : null
  }

  async replace(accountId: string, id: string, changes: Pick<StyleRecord, 'name' | 'options'>, now: number) {
    const style = this.#styles.get(id)
    if (!style || style.accountId !== accountId) return null
    const replaced = { ...style, ...structuredClone(changes), updatedAt: now }
    this.#styles.set(id, replaced)
    return structuredClone(replaced)
  }

  async applyChunk(accountId: string, id: string, now: number, limit: number) {
    const style = this.#styles.get(id)
    if (!style || style.accountId !== accountId) return 0
    return this.#codes.applyStyle(accountId, id, style.options, now, limit)
  }

  async attachedShortIds(accountId: string, id: string, limit: number) {
    return this.#codes.styledShortIds(accountId, id, limit)
  }

  async delete(accountId: string, id: string) {
    const style = this.#styles.get(id)
    if (!style || style.accountId !== accountId) return 'missing' as const
    if (this.#codes.usesStyle(accountId, id)) return 'in-use' as const
    this.#styles.delete(id)
    return 'deleted' as const
  }
}
