import { Readable } from 'node:stream'
import type { BulkUpdateRequest, ExportQrCodesQuery, OperationId } from '@dynqr/contract'
import { bulkDelete, bulkUpdate } from '../../domain/codes/qr-code-bulk-changes.js'
import type { QrCodeService } from '../../domain/codes/qr-code-service.js'
import { EXPORT_CONTENT_TYPES, exportFormatFromAccept, exportLines } from '../../moving/export-rows.js'
import { principalOf } from '../authenticate.js'
import { sendError } from '../error-reply.js'
import { clientGone, type Handler } from '../handler.js'
import { answerToKeep } from '../idempotency.js'

/**
 * Exports one account may stream at once in this instance (review #20): each holds a page of
 * codes while a slow client reads, so thousands at once would add up to gigabytes.
 */
export const EXPORTS_PER_ACCOUNT = 2
const EXPORT_RETRY_AFTER_SECONDS = 5

/**
 * Bulk change, bulk delete and export (issue 31): thin handlers over the domain, kept apart from
 * qr-code-handlers.ts. The request is already authenticated and validated against the contract.
 */
export function bulkChangeHandlers(codes: QrCodeService): Partial<Record<OperationId, Handler>> {
  /** Exports streaming now, per account. */
  const streaming = new Map<string, number>()
  return {
    // The 200 of each is kept for its Idempotency-Key in the same commit as the changes.
    bulkUpdateQrCodes: async (request, reply) => {
      const keep = answerToKeep(request)
      const changed: { shortId: string; changes: Record<string, { old: unknown; new: unknown }> }[] = []
      const response = await bulkUpdate(
        codes,
        principalOf(request).accountId,
        (request.body as BulkUpdateRequest).items as Record<string, unknown>[],
        keep && ((response) => keep(200, response, null)),
        clientGone(reply),
        (shortId, changes) => changed.push({ shortId, changes }),
      )
      await request.audit(
        changed
          .filter(({ changes }) => Object.keys(changes).length > 0)
          .map(({ shortId, changes }) => ({
            action: 'qrcode.updated',
            resource: { type: 'qrcode', id: shortId },
            changes,
          })),
      )
      return response
    },
    bulkDeleteQrCodes: async (request) => {
      const { shortIds } = request.query as { shortIds: string }
      const keep = answerToKeep(request)
      const response = await bulkDelete(
        codes,
        principalOf(request).accountId,
        shortIds.split(','),
        keep && ((response) => keep(200, response, null)),
      )
      await request.audit(
        response.data
          .filter((result) => result.status === 204 && result.shortId !== undefined)
          .map((result) => ({ action: 'qrcode.deleted', resource: { type: 'qrcode', id: result.shortId ?? '' } })),
      )
      return response
    },
    exportQrCodes: async (request, reply) => {
      const { q, active, tag } = request.query as ExportQrCodesQuery
      const { accountId } = principalOf(request)
      const running = streaming.get(accountId) ?? 0
      if (running >= EXPORTS_PER_ACCOUNT) {
        reply.header('retry-after', String(EXPORT_RETRY_AFTER_SECONDS))
        const message = `This account is already streaming ${EXPORTS_PER_ACCOUNT} exports; retry after ${EXPORT_RETRY_AFTER_SECONDS} seconds`
        return sendError(request, reply, 'RATE_LIMITED', message)
      }
      streaming.set(accountId, running + 1)
      let ended = false
      // Once, whichever comes first: the stream's end, the connection's close, a failed first page.
      const end = () => {
        if (ended) return
        ended = true
        const left = (streaming.get(accountId) ?? 1) - 1
        if (left > 0) streaming.set(accountId, left)
        else streaming.delete(accountId)
      }
      reply.raw.once('close', end)
      const format = exportFormatFromAccept(request.headers.accept)
      const lines = exportLines(codes.walk(accountId, { q, active, tag }), format)
      // The first page is read before the status is sent: a store that is down is still a 503.
      const first = await lines.next().catch((error: unknown) => {
        end()
        throw error
      })
      async function* all() {
        try {
          if (!first.done) yield first.value
          yield* lines
        } finally {
          end()
        }
      }
      return reply
        .type(EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="qrcodes.${format}"`)
        .send(Readable.from(all()))
    },
  }
}
