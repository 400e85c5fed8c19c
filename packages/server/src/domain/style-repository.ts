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
 * A code that uses a template keeps a copy of the template's options in its own `options`, and
 * `replace` rewrites those copies in the template's commit (docs/decisions/0021-style-templates.md):
 * every read of a code — get, list, image, export, the ETag — sees the template's options without
 * a second lookup.
 */
export interface StyleRepository {
  create(style: StyleRecord): Promise<void>
  /** A page of the account's templates, oldest first (ties by id). */
  list(accountId: string, limit: number, offset: number): Promise<StylePage>
  find(accountId: string, id: string): Promise<StyleRecord | null>
  /**
   * Replaces the name and options and, in the same commit, the options of every live code of the
   * account that uses the template (their `updatedAt` moves to `now` when their options change).
   * `null` when the account has no such template.
   */
  replace(
    accountId: string,
    id: string,
    changes: Pick<StyleRecord, 'name' | 'options'>,
    now: number,
  ): Promise<StyleRecord | null>
  /** Removes the template unless a live code of the account uses it (`in-use`). */
  delete(accountId: string, id: string): Promise<'deleted' | 'in-use' | 'missing'>
}
