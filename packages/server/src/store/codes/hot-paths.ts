import type { ScanView } from '../../domain/scans/scan-analyzer.js'
import type { QrCodeRecord, ScanKind, ScanResult } from '../../domain/records.js'

/** The engine-specific hot path of scans (sqlite-scans.ts, postgres-scans.ts). */
export interface ScanPath {
  /**
   * `host`: the custom domain the scan was asked on (`null`: the site's); `route`: the route that
   * sent a view (issue #43; `null`: `default`). See QrCodeRepository.recordScan.
   */
  record(
    shortId: string,
    kind: ScanKind,
    now: number,
    view: ScanView | undefined,
    host: string | null,
    route: string | null,
  ): Promise<ScanResult>
}

/** Creates without an idempotent answer, grouped (postgres-creates.ts): true when inserted. */
export interface GroupedCreates {
  create(record: QrCodeRecord): Promise<boolean>
}

export interface QrCodeHotPaths {
  scans: ScanPath
  /** The grouped creates, given how to insert a create alone (one its batch's statement could not decide). */
  creates?: (insertAlone: (record: QrCodeRecord) => Promise<boolean>) => GroupedCreates
}
