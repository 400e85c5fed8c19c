import { Readable } from 'node:stream'
import type { BulkUpdateRequest, ExportQrCodesQuery, OperationId } from '@dynqr/contract'
import { bulkDelete, bulkUpdate } from '../domain/qr-code-bulk-changes.js'
import type { QrCodeService } from '../domain/qr-code-service.js'
import { EXPORT_CONTENT_TYPES, exportFormatFromAccept, exportLines } from '../moving/export-rows.js'
import { principalOf } from './authenticate.js'
import { answerToKeep } from './idempotency.js'
import type { Handler } from './qr-code-handlers.js'

/**
 * Bulk change, bulk delete and export (issue 31): thin handlers over the domain, kept apart from
 * qr-code-handlers.ts. The request is already authenticated and validated against the contract.
 */
export function bulkChangeHandlers(codes: QrCodeService): Partial<Record<OperationId, Handler>> {
  return {
    // The 200 of each is kept for its Idempotency-Key in the same commit as the changes.
    bulkUpdateQrCodes: async (request) => {
      const keep = answerToKeep(request)
      return bulkUpdate(
        codes,
        principalOf(request).accountId,
        (request.body as BulkUpdateRequest).items as Record<string, unknown>[],
        keep && ((response) => keep(200, response, null)),
      )
    },
    bulkDeleteQrCodes: async (request) => {
      const { shortIds } = request.query as { shortIds: string }
      const keep = answerToKeep(request)
      return bulkDelete(
        codes,
        principalOf(request).accountId,
        shortIds.split(','),
        keep && ((response) => keep(200, response, null)),
      )
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
