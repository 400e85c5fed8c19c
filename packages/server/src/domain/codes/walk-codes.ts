import type { QrCode, QrCodeList } from '@dynqr/contract'
import type { ListFilters, ListPosition, ListQuery, QrCodeRecord } from '../records.js'
import type { QrCodeRepository } from './qr-code-repository.js'

type Present = (record: QrCodeRecord) => QrCode

/** The account's codes the filters let through, oldest first, read `pageSize` at a time as they are consumed. */
export async function* walkCodes(
  codes: QrCodeRepository,
  present: Present,
  accountId: string,
  filters: ListFilters,
  pageSize: number,
): AsyncGenerator<QrCode> {
  let after: ListPosition | null = null
  for (;;) {
    const page = await codes.listAfter(accountId, filters, after, pageSize)
    for (const record of page) yield present(record)
    const last = page.at(-1)
    if (!last || page.length < pageSize) return
    after = { createdAt: last.createdAt, shortId: last.shortId }
  }
}

/** One page of the account's list, as the API answers it. */
export async function listPage(
  codes: QrCodeRepository,
  present: Present,
  accountId: string,
  query: ListQuery,
): Promise<QrCodeList> {
  const page = await codes.list(accountId, query)
  return {
    success: true,
    data: page.items.map(present),
    pagination: {
      total: page.total,
      limit: query.limit,
      offset: query.offset,
      hasMore: query.offset + page.items.length < page.total,
    },
  }
}
