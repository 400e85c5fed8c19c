import { type QrCode, resolveQrCodeOptions } from '@dynqr/contract'
import type { QrCodeRecord } from '../records.js'

/** The API shape of a stored code, its links on `siteUrl` (no trailing slash). */
export function presentQrCode(record: QrCodeRecord, siteUrl: string): QrCode {
  return {
    shortId: record.shortId,
    qrCodeUrl: `${siteUrl}/${record.shortId}`,
    editUrl: `${siteUrl}/qrcode/edit/${record.shortId}`,
    targetUrl: record.targetUrl,
    views: record.views,
    // Options stored before the contract grew new ones get those defaults on the way out.
    qrCodeOptions: resolveQrCodeOptions(record.options),
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
    expiresAt: record.expiresAt === null ? null : new Date(record.expiresAt).toISOString(),
    maxScans: record.maxScans,
    fallbackUrl: record.fallbackUrl,
    active: record.active,
    title: record.title,
    styleId: record.styleId,
    scanLimitCounts: record.scanLimitCounts,
  }
}
