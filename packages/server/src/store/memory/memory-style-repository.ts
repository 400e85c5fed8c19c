import type { ResolvedQrCodeOptions } from '@dynqr/contract'
import type { StyleRecord, StyleRepository } from '../../domain/style-repository.js'

/** What the templates need of the codes in this process (memory-qr-code-repository.ts). */
export interface StyledCodes {
  /** Whether a live code of the account uses the template. */
  usesStyle(accountId: string, styleId: string): boolean
  /** Copies the template's options into every live code of the account that uses it. */
  applyStyle(accountId: string, styleId: string, options: ResolvedQrCodeOptions, now: number): void
}

/** Style templates in this process; a change reaches the codes synchronously, as in one commit. */
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

  async create(style: StyleRecord) {
    this.#styles.set(style.id, structuredClone(style))
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
    this.#codes.applyStyle(accountId, id, changes.options, now)
    return structuredClone(replaced)
  }

  async delete(accountId: string, id: string) {
    const style = this.#styles.get(id)
    if (!style || style.accountId !== accountId) return 'missing' as const
    if (this.#codes.usesStyle(accountId, id)) return 'in-use' as const
    this.#styles.delete(id)
    return 'deleted' as const
  }
}
