import type { ResolvedQrCodeOptions } from '@dynqr/contract'

/** A style template as the store keeps it. Times are milliseconds since the epoch. */
export interface StyleRecord {
  id: string
  accountId: string
  name: string
  options: ResolvedQrCodeOptions
  createdAt: number
  updatedAt: number
}

export interface StylePage {
  items: StyleRecord[]
  total: number
}

/**
 * The account's style templates (issue #30). Account-scoped: another account's id is answered
 * as a missing one by every method.
 *
 * A code that uses a template keeps a copy of the template's options in its own `options`
 * (docs/decisions/0021-style-templates.md): every read of a code — get, list, image, export, the
 * ETag — sees the template's options without a second lookup. A template change reaches those
 * copies a chunk of codes per commit (`applyChunk`), so a template of 100,000 codes never holds
 * the writer for all of them at once (security review #11).
 */
export interface StyleRepository {
  /** Stores the template unless the account already holds `max` of them (`limit-reached`); no cap without one. */
  create(style: StyleRecord, max?: number): Promise<'created' | 'limit-reached'>
  /** A page of the account's templates, oldest first (ties by id). */
  list(accountId: string, limit: number, offset: number): Promise<StylePage>
  find(accountId: string, id: string): Promise<StyleRecord | null>
  /**
   * Replaces the template's name and options. The codes that use it take the new options
   * afterwards, through `applyChunk`. `null` when the account has no such template.
   */
  replace(
    accountId: string,
    id: string,
    changes: Pick<StyleRecord, 'name' | 'options'>,
    now: number,
  ): Promise<StyleRecord | null>
  /**
   * In one commit, up to `limit` live codes of the account that use the template and whose
   * options differ from the template's (as stored at that commit, so concurrent changes end on
   * the last) take them, `updatedAt` moving to `now`, each announced (`qrcode.updated`) in that
   * same commit. Answers how many changed: fewer than `limit` means none is left.
   */
  applyChunk(accountId: string, id: string, now: number, limit: number): Promise<number>
  /** The short ids of up to `limit` live codes of the account that use the template. */
  attachedShortIds(accountId: string, id: string, limit: number): Promise<string[]>
  /** Removes the template unless a live code of the account uses it (`in-use`). */
  delete(accountId: string, id: string): Promise<'deleted' | 'in-use' | 'missing'>
}
