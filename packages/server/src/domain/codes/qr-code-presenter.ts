import { type QrCode, resolveQrCodeOptions } from '@dynqr/contract'
import type { QrCodeRecord } from '../records.js'
import { presentTargetHealth } from './target-health-answer.js'

/** The short link of a code: on its custom domain (always https: the proxy's TLS), else on `siteUrl`. */
export const linkOf = (siteUrl: string, shortId: string, domain: string | null) =>
  domain === null ? `${siteUrl}/${shortId}` : `https://${domain}/${shortId}`

/** The API shape of a stored code, its links on `siteUrl` (no trailing slash) or its custom domain. */
export function presentQrCode(record: QrCodeRecord, siteUrl: string): QrCode {
  return {
    shortId: record.shortId,
    qrCodeUrl: linkOf(siteUrl, record.shortId, record.domain),
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
    rules: record.rules,
    variants: record.variants,
    // The password itself (its hash) never leaves the store.
    hasPassword: record.passwordHash !== null,
    forwardQuery: record.forwardQuery,
    utm: record.utm,
    tags: record.tags,
    // Only on a code that has one: every other code's shape is as it was before custom domains.
    ...(record.domain !== null && { domain: record.domain }),
    onTargetFailing: record.onTargetFailing,
    targetHealth: presentTargetHealth(record),
  }
}
