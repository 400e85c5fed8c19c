import { Remembered } from '../sql/remembered.js'

/** The sort key of a row: its value in the sort column, then its id (the tie-breaker). */
export interface PageCursor {
  sortValue: number
  shortId: string
}

/** Positions remembered; more are forgotten all at once. */
const KEPT = 2_000

/**
 * Where pages of a list start, remembered: for a list (account, order, filters) and an offset,
 * the sort key of the row just before that offset. With it the page is a seek in the list's
 * index (`(created_at, short_id) < (?, ?)`) instead of stepping over `offset` entries, so a page
 * deep in a long list costs what the first one does (docs/performance.md). Serving a page
 * remembers where the next one starts, so paging through a list seeks all the way.
 *
 * Anything that could move a row or change which rows a list holds forgets the account's
 * positions: every create, update and delete of its codes (a version per account is part of
 * every key), and any commit of another connection (`version`: `SqlEngine.dataVersion`). Lists
 * sorted by views are never remembered: every scan reorders them. Only an engine that can tell
 * another connection's commits apart keeps them (SQLite; PostgreSQL's other instances commit
 * unseen).
 */
export class PageCursors {
  readonly #positions: Remembered<PageCursor>
  readonly #versions = new Map<string, number>()

  constructor(version: () => unknown) {
    this.#positions = new Remembered(version, KEPT)
  }

  /** Forgets every position when another connection committed since the last call. */
  check(): void {
    if (this.#positions.check()) this.#versions.clear()
  }

  /** The key of one position; `list` names the order and the filters with their values. */
  key(accountId: string, list: string, offset: number): string {
    return `${accountId}\u0000${this.#versions.get(accountId) ?? 0}\u0000${list}\u0000${offset}`
  }

  get(key: string): PageCursor | undefined {
    return this.#positions.get(key)
  }

  remember(key: string, cursor: PageCursor): void {
    this.#positions.set(key, cursor)
  }

  /** The account's lists may have changed: none of their positions is used again. */
  forgetAccount(accountId: string): void {
    this.#versions.set(accountId, (this.#versions.get(accountId) ?? 0) + 1)
  }
}
