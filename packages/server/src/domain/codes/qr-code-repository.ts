import type { KeptAnswer } from '../idempotency-repository.js'
import type {
  ListFilters,
  ListPage,
  ListPosition,
  ListQuery,
  QrCodeChanges,
  QrCodeRecord,
  ScanBucket,
  ScanKind,
  ScanResult,
} from '../records.js'
import type { Routing } from '../scans/routing.js'
import type { ScanView } from '../scans/scan-analyzer.js'

/**
 * A condition on the code as it is stored right before a change (`If-Match`): checked in the
 * same transaction as the change, with the row locked, so no other change can slip in between.
 * When it does not hold the change is not made and the call answers `'stale'`.
 */
export type Precondition = (current: QrCodeRecord) => boolean

/** An item of a bulk create: the code (its `shortId` unused) and the ids to try, in order. */
export interface NewCode {
  record: QrCodeRecord
  shortIds: readonly string[]
}

/** One code's change in a bulk change: its changes, and the condition (If-Match) it is made under. */
export interface CodeChange {
  shortId: string
  changes: QrCodeChanges
  expected?: Precondition
}

/** What one change came to: the code as now stored, `null` (no such live code), or `'stale'`. */
export type ChangeOutcome = QrCodeRecord | null | 'stale'

/**
 * The QR codes of every account. Every read and write but `recordScan` is scoped to one
 * account: another account's code behaves exactly like a missing one (`null` / `false`).
 * Deleted codes stay as tombstones: their ids are never given out again.
 */
export interface QrCodeRepository {
  /**
   * Inserts a new code; `'taken'` when the id is in use or was ever used (tombstones too).
   * `answer`, when given, is kept in the same commit as the code (never when it is taken).
   */
  create(record: QrCodeRecord, answer?: KeptAnswer): Promise<'created' | 'taken'>
  /**
   * A bulk create, all or nothing: each item is inserted under the first of its `shortIds` that
   * is free (its `qrcode.created` event with it), in ONE commit, with the answer `answer` makes of
   * the outcome; an item none of whose ids is free gets `null`. When anything fails (the store,
   * or `answer` throwing) nothing is stored.
   */
  createAll(items: readonly NewCode[], answer?: (shortIds: (string | null)[]) => KeptAnswer): Promise<(string | null)[]>
  /** Inserts many codes at once (bulk loads for benchmarks and imports); ids must be new. */
  createMany(records: readonly QrCodeRecord[]): Promise<void>
  findById(accountId: string, shortId: string): Promise<QrCodeRecord | null>
  /** How many live (not deleted) codes the account holds: cheap, for its cap (MAX_CODES_PER_ACCOUNT). */
  countLive(accountId: string): Promise<number>
  /** The code with this id whatever its account, unless deleted (a short link read without counting). */
  findLive(shortId: string): Promise<QrCodeRecord | null>
  /**
   * Applies the changes atomically and returns the code as now stored. `updatedAt` becomes
   * `now` only when a stored value actually changed.
   */
  update(
    accountId: string,
    shortId: string,
    changes: QrCodeChanges,
    now: number,
    expected?: Precondition,
  ): Promise<QrCodeRecord | null | 'stale'>
  /** Turns the code into a tombstone; `false` when there was no live code to delete. */
  delete(accountId: string, shortId: string, now: number, expected?: Precondition): Promise<boolean | 'stale'>
  /**
   * A bulk change, all or nothing (review #13): each item applied in order as `update` would
   * (its events with it), in ONE commit with the answer `answer` makes of the outcomes. When
   * anything fails (the store, a precondition or `answer` throwing) nothing is changed.
   */
  updateAll(
    accountId: string,
    items: readonly CodeChange[],
    now: number,
    answer?: (outcomes: ChangeOutcome[]) => KeptAnswer,
  ): Promise<ChangeOutcome[]>
  /** A bulk delete, all or nothing like `updateAll`: per id, whether a live code was deleted. */
  deleteAll(
    accountId: string,
    shortIds: readonly string[],
    now: number,
    answer?: (deleted: boolean[]) => KeptAnswer,
  ): Promise<boolean[]>
  /**
   * One page in the requested order, ties broken by shortId; `total` counts the live codes
   * the filters let through (`q`: case-insensitive substring of targetUrl or shortId).
   */
  list(accountId: string, query: ListQuery): Promise<ListPage>
  /**
   * The next `limit` live codes after `after` (from the first when `null`), oldest first, ties
   * by shortId, the list's filters applied: a keyset walk (exports), a seek in the list's index
   * whatever how far it has gone, that holds one page at a time and never repeats or skips a
   * code that stays put while it walks.
   */
  listAfter(accountId: string, filters: ListFilters, after: ListPosition | null, limit: number): Promise<QrCodeRecord[]>
  /**
   * The short-link hot path: decides where the scan goes and counts it, in one atomic step
   * committed before it returns. A person's scan of a code that is active, not expired at
   * `now` and below `maxScans` is a view (the limit holds exactly under concurrent scans, across
   * processes too); any other person's scan of a live code is a fallback hit. Bots are counted
   * as bot hits and sent where a person would be. The scan is added to the bucket of its hour
   * in the same commit as the counter, so a code's buckets always sum to its counters. The view
   * that reaches `maxScans` records `qrcode.deactivated` in that commit too.
   *
   * `view` (scan analytics): a view is then also appended to the scan events with its
   * dimensions, and its visitor's key decides, in the same commit, whether it is the day's first
   * view of the code by that visitor (a unique view, counted in the bucket's `uniqueViews`).
   *
   * `host` (issue #42): the verified custom domain the scan was asked on, `null` (the default)
   * for the site's own host. A code is served on its own domain only: asked on another host it
   * answers `missing` and counts nothing — no view, bot hit or fallback hit.
   *
   * `route` (issue #43): the route that sent a view (`rule:N`, `variant:N`; `default` when
   * absent), recorded with it for `groupBy=route`; a scan that is not a view is `fallback`.
   */
  recordScan(
    shortId: string,
    kind: ScanKind,
    now: number,
    view?: ScanView,
    host?: string | null,
    route?: string,
  ): Promise<ScanResult>
  /**
   * The code's routing (issue #43) when it has any, `null` when it has none or does not exist;
   * remembered, so that it is a value (no promise, no query) for a code scanned before.
   */
  routingOf(shortId: string): Routing | null | Promise<Routing | null>
  /**
   * Announces the expiries that have passed by `now` and were not announced yet: marks each
   * (once, also with several instances) and, for a code that was otherwise live, records
   * `qrcode.deactivated` in the same commit. At most a few hundred per call; the number marked.
   * A code whose `expiresAt` changes is announced again when the new one passes.
   */
  announceExpiries(now: number): Promise<number>
  /** The code's buckets with `from <= start < to`, in time order (any account: check first). */
  scanBuckets(shortId: string, from: number, to: number): Promise<ScanBucket[]>
  /**
   * Rolls the hourly buckets that start before `before` (a multiple of a day) up into one
   * bucket per code and day, at the day's first hour. Sums are unchanged.
   */
  rollUpBuckets(before: number): Promise<void>
}
