import { Readable } from 'node:stream'
import type { BulkUpdateRequest, ExportQrCodesQuery, OperationId } from '@dynqr/contract'
import { bulkDelete, bulkUpdate } from '../domain/qr-code-bulk-changes.js'
import type { QrCodeService } from '../domain/qr-code-service.js'
import { EXPORT_CONTENT_TYPES, exportFormatFromAccept, exportLines } from '../moving/export-rows.js'
import { principalOf } from './authenticate.js'
import type { Handler } from './qr-code-handlers.js'

/**
 * Bulk change, bulk delete and export (issue 31): thin handlers over the domain, kept apart from
 * qr-code-handlers.ts. The request is already authenticated and validated against the contract.
 */
export function bulkChangeHandlers(codes: QrCodeService): Partial<Record<OperationId, Handler>> {
  return {
    bulkUpdateQrCodes: async (request) =>
      bulkUpdate(
        codes,
        principalOf(request).accountId,
        (request.body as BulkUpdateRequest).items as Record<string, unknown>[],
      ),
    bulkDeleteQrCodes: async (request) => {
      const { shortIds } = request.query as { shortIds: string }
      return bulkDelete(codes, principalOf(request).accountId, shortIds.split(','))
    },
    exportQrCodes: async (request, reply) => {
      const { q, active } = request.query as ExportQrCodesQuery
      const format = exportFormatFromAccept(request.headers.accept)
      const lines = exportLines(codes.walk(principalOf(request).accountId, { q, active }), format)
      // The first page is read before the status is sent: a store that is down is still a 503.
      const first = await lines.next()
      async function* all() {
        if (!first.done) yield first.value
        yield* lines
      }
      return reply
        .type(EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="qrcodes.${format}"`)
        .send(Readable.from(all()))
    },
  }
}
