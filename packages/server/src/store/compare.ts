import type { ResolvedQrCodeOptions } from '@dynqr/contract'
import type { ListQuery, QrCodeRecord } from '../domain/records.js'

/** Options in one canonical JSON text (fixed key order), so equal options compare equal. */
export function optionsToJson(options: ResolvedQrCodeOptions): string {
  return JSON.stringify({
    width: options.width,
    height: options.height,
    dotsOptions: { type: options.dotsOptions.type, color: options.dotsOptions.color },
    backgroundOptions: { color: options.backgroundOptions.color },
    cornersSquareOptions: { type: options.cornersSquareOptions.type, color: options.cornersSquareOptions.color },
    cornersDotOptions: { type: options.cornersDotOptions.type, color: options.cornersDotOptions.color },
    margin: options.margin,
    qrOptions: { errorCorrectionLevel: options.qrOptions.errorCorrectionLevel },
  })
}

/** The list order of the contract: the sort field in the given order, then shortId the same way. */
export function compareForList(query: ListQuery): (a: QrCodeRecord, b: QrCodeRecord) => number {
  const direction = query.order === 'asc' ? 1 : -1
  return (a, b) => {
    const byField = a[query.sort] - b[query.sort]
    if (byField !== 0) return byField * direction
    return (a.shortId < b.shortId ? -1 : a.shortId > b.shortId ? 1 : 0) * direction
  }
}
