import type { ScanKind } from '../../domain/records.js'
import type { ScanView } from '../../domain/scans/scan-analyzer.js'

/*
 * Engine-specific hot path: the analytics parameters of PostgreSQL's scan batch
 * (postgres-scans.ts); the read side, roll-ups and upkeep are store/analytics/sql-scan-analytics.ts.
 */

interface ScanOfCode {
  kind: ScanKind
  now: number
  view: ScanView | undefined
  route: string | null
}

/**
 * SCAN_BATCH's analytics parameters ($7–$17, then the routes, $20) for the codes `ids`: every classified person scan
 * with its rank among its code's person scans (the first `granted` are views), whether its visit
 * may be new — the first of its visitor in this statement, and not one `visited` (a committed
 * batch counted it: its visitor row exists) —, and its instant.
 */
export function viewParams(
  ids: string[],
  codes: Map<string, ScanOfCode[]>,
  visited: (view: ScanView, shortId: string) => boolean,
): unknown[] {
  const columns: unknown[][] = Array.from({ length: 12 }, () => [])
  for (const id of ids) {
    let rank = 0
    const seen = new Set<string>()
    for (const scan of codes.get(id) ?? []) {
      if (scan.kind !== 'view') continue
      rank += 1
      if (!scan.view) continue
      // A visit counted before needs no key: its visitor row is there whatever this batch sends.
      const key = visited(scan.view, id) ? undefined : scan.view.visitor.toString('hex')
      const candidate = key !== undefined && !seen.has(key)
      if (key !== undefined) seen.add(key)
      const { country, device, os, browser, referrer, language } = scan.view.dimensions
      const row = [
        id,
        rank,
        scan.view.visitor,
        candidate,
        scan.now,
        country,
        device,
        os,
        browser,
        referrer,
        language,
        scan.route,
      ]
      for (const [index, value] of row.entries()) columns[index]?.push(value)
    }
  }
  return columns
}
