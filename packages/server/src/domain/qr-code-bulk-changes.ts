import {
  type BulkChangeResponse,
  type BulkChangeResult,
  ERROR_STATUS,
  type UpdateQrCodeRequest,
  validateRequest,
} from '@dynqr/contract'
import { DomainError } from './domain-error.js'
import type { QrCodeService } from './qr-code-service.js'

/** At most this many codes per bulk change or delete (PRODUCT.md, "Migrating in and out"). */
export const BULK_CHANGE_LIMIT = 100

type Outcome = Omit<BulkChangeResult, 'index' | 'shortId'>

/** A refusal of the domain as an item's result; anything else (the store down) fails the request. */
function refused(error: unknown): Outcome {
  if (!(error instanceof DomainError) || error.code === 'SERVICE_UNAVAILABLE') throw error
  const body = { error: error.code, message: error.message, ...(error.details && { details: error.details }) }
  return { status: ERROR_STATUS[error.code], error: body }
}

const invalid = (field: string, message: string): Outcome => ({
  status: 400,
  error: { error: 'INVALID_REQUEST', message, details: [{ field, message }] },
})

/** One item of a bulk change: `shortId`, optional `ifMatch`, the rest an update body. */
async function changeOne(codes: QrCodeService, accountId: string, item: Record<string, unknown>): Promise<Outcome> {
  const { shortId, ifMatch, ...changes } = item
  if (typeof shortId !== 'string' || shortId.length === 0 || shortId.length > 256) {
    return invalid('shortId', 'shortId is required: the id of the code to change')
  }
  if (ifMatch !== undefined && (typeof ifMatch !== 'string' || ifMatch.length === 0 || ifMatch.length > 1024)) {
    return invalid('ifMatch', 'ifMatch must be an ETag of the code (1–1024 characters)')
  }
  const problems = validateRequest('updateQrCode', 'body', changes)
  if (problems.length > 0) {
    const message = problems[0]?.message ?? 'The item is invalid'
    return { status: 400, error: { error: 'INVALID_REQUEST', message, details: problems } }
  }
  try {
    const code = await codes.update(accountId, shortId, changes as UpdateQrCodeRequest, ifMatch)
    return { status: 200, qrCode: code }
  } catch (error) {
    return refused(error)
  }
}

/**
 * Changes each item on its own, in order, through the same service as a single update (the
 * same validation, `If-Match` and webhooks): a refused item gets its error and the others go on.
 */
export async function bulkUpdate(
  codes: QrCodeService,
  accountId: string,
  items: readonly Record<string, unknown>[],
): Promise<BulkChangeResponse> {
  const data: BulkChangeResult[] = []
  for (const [index, item] of items.entries()) {
    const shortId = typeof item.shortId === 'string' ? { shortId: item.shortId } : {}
    data.push({ index, ...shortId, ...(await changeOne(codes, accountId, item)) })
  }
  return { success: true, data }
}

/** Deletes each named code on its own, in order; an unknown one is a 404 result, not a failure. */
export async function bulkDelete(
  codes: QrCodeService,
  accountId: string,
  shortIds: readonly string[],
): Promise<BulkChangeResponse> {
  if (shortIds.length > BULK_CHANGE_LIMIT) {
    throw DomainError.invalidField('shortIds', `shortIds must name at most ${BULK_CHANGE_LIMIT} codes`)
  }
  const data: BulkChangeResult[] = []
  for (const [index, shortId] of shortIds.entries()) {
    try {
      await codes.delete(accountId, shortId)
      data.push({ index, shortId, status: 204 })
    } catch (error) {
      data.push({ index, shortId, ...refused(error) })
    }
  }
  return { success: true, data }
}
