import type { ListPage, ListQuery, QrCodeChanges, QrCodeRecord, ScanKind, ScanResult } from './records.js'

/**
 * The QR codes of every account. Every read and write but `recordScan` is scoped to one
 * account: another account's code behaves exactly like a missing one (`null` / `false`).
 * Deleted codes stay as tombstones: their ids are never given out again.
 */
export interface QrCodeRepository {
  /** Inserts a new code; `'taken'` when the id is in use or was ever used (tombstones too). */
  create(record: QrCodeRecord): Promise<'created' | 'taken'>
  /** Inserts many codes at once (bulk loads for benchmarks and imports); ids must be new. */
  createMany(records: readonly QrCodeRecord[]): Promise<void>
  findById(accountId: string, shortId: string): Promise<QrCodeRecord | null>
  /**
   * Applies the changes atomically and returns the code as now stored. `updatedAt` becomes
   * `now` only when a stored value actually changed.
   */
  update(accountId: string, shortId: string, changes: QrCodeChanges, now: number): Promise<QrCodeRecord | null>
  /** Turns the code into a tombstone; `false` when there was no live code to delete. */
  delete(accountId: string, shortId: string, now: number): Promise<boolean>
  /** One page in the requested order, ties broken by shortId; `total` counts live codes. */
  list(accountId: string, query: ListQuery): Promise<ListPage>
  /**
   * The short-link hot path: counts the scan and reads the target in one atomic step,
   * committed before it returns.
   */
  recordScan(shortId: string, kind: ScanKind): Promise<ScanResult>
}
