import { type CreateQrCodeRequest, parseTargetUrl, type QrCode, validateRequest } from '@dynqr/contract'
import type { QrCodeService } from '../domain/codes/qr-code-service.js'
import { DomainError } from '../domain/domain-error.js'
import { createBodyOf, IMPORT_ALIASES, mapRow } from './import-columns.js'
import type { ImportRecord } from './import-reader.js'

/** What a short id held by another code does: the row is skipped (reported), or the import stops there. */
export const ON_CONFLICTS = ['skip', 'fail'] as const
export type OnConflict = (typeof ON_CONFLICTS)[number]

export interface ImportRunOptions {
  /** The account's codes: every create goes through the service, with the API's validation. */
  codes: QrCodeService
  accountId: string
  /** A dry run: creates go to this service instead (one over an empty memory store), so nothing is written. */
  dryRunCodes?: QrCodeService
  /** A short id that another code holds: report the row and go on, or stop the import. */
  onConflict: OnConflict
  /** Told after each row (the progress bar). */
  onRow?: (summary: ImportSummary) => void
  /** Told of each code created for real (not in a dry run): the audit log's entry. */
  onCreated?: (code: QrCode) => Promise<void>
}

export interface RefusedRow {
  where: string
  reason: string
}

export interface ImportSummary {
  read: number
  created: number
  /** Already in the account: same short id and target, or (rows without an id) same target and title. */
  skipped: number
  refused: RefusedRow[]
  /** Where a conflict (`--on-conflict fail`) or the account's cap on codes stopped the import. */
  stoppedAt?: string
}

type Outcome = 'created' | 'skipped' | { refused: string } | { conflict: string } | { limit: string }

const NO_TARGET = `it has no target URL (looked for a column named ${(IMPORT_ALIASES.targetUrl ?? []).join(', ')})`

/** The stored form of a target, to compare a row with a code already there. */
const normalTarget = (raw: string) => {
  const parsed = parseTargetUrl(raw, { ownHosts: [] })
  return parsed.ok ? parsed.url : raw
}
const sameKey = (targetUrl: string, title: string | null | undefined) => `${targetUrl}\n${title ?? ''}`

/**
 * Imports records one by one through the domain's QrCodeService (docs/import-export.md). Each row
 * is created on its own, so a failure never leaves a half-written code, and a second run skips
 * what the first one created: a row with a short id when the account has that code with the same
 * target; a row without one when the account has a code with the same target and title (rows of
 * the file itself included).
 */
export async function importRecords(records: AsyncIterable<ImportRecord>, options: ImportRunOptions) {
  const { codes, accountId, dryRunCodes } = options
  const summary: ImportSummary = { read: 0, created: 0, skipped: 0, refused: [] }
  let present: Set<string> | undefined
  const presentKeys = async () => {
    if (!present) {
      present = new Set()
      for await (const code of codes.walk(accountId)) present.add(sameKey(code.targetUrl, code.title))
    }
    return present
  }
  const find = async (shortId: string): Promise<QrCode | null> => {
    for (const service of dryRunCodes ? [codes, dryRunCodes] : [codes]) {
      try {
        return await service.get(accountId, shortId)
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== 'NOT_FOUND') throw error
      }
    }
    return null
  }
  const create = async (body: CreateQrCodeRequest): Promise<Outcome> => {
    try {
      const code = await (dryRunCodes ?? codes).create(accountId, body)
      if (!dryRunCodes) await options.onCreated?.(code)
      return 'created'
    } catch (error) {
      if (!(error instanceof DomainError) || error.code === 'SERVICE_UNAVAILABLE') throw error
      // At the account's cap (MAX_CODES_PER_ACCOUNT) every later row would be refused too: stop.
      if (error.code === 'LIMIT_REACHED') return { limit: error.message }
      return error.code === 'CONFLICT' ? { conflict: error.message } : { refused: error.message }
    }
  }
  const importOne = async ({ record, problem }: ImportRecord): Promise<Outcome> => {
    if (problem) return { refused: problem }
    const body = createBodyOf(mapRow(record))
    if (body.targetUrl === undefined) return { refused: NO_TARGET }
    const problems = validateRequest('createQrCode', 'body', body)
    if (problems.length > 0) return { refused: problems.map((p) => p.message).join('; ') }
    const request = body as unknown as CreateQrCodeRequest
    const target = normalTarget(request.targetUrl)
    if (request.customShortId !== undefined) {
      const existing = await find(request.customShortId)
      if (existing?.targetUrl === target) return 'skipped'
      if (existing)
        return { conflict: `short id "${request.customShortId}" is already a code for ${existing.targetUrl}` }
      return create(request)
    }
    const keys = await presentKeys()
    const key = sameKey(target, request.title)
    if (keys.has(key)) return 'skipped'
    const outcome = await create(request)
    if (outcome === 'created') keys.add(key)
    return outcome
  }

  for await (const item of records) {
    summary.read += 1
    const outcome = await importOne(item)
    if (outcome === 'created') summary.created += 1
    else if (outcome === 'skipped') summary.skipped += 1
    else if ('refused' in outcome) summary.refused.push({ where: item.where, reason: outcome.refused })
    else if ('limit' in outcome) {
      summary.refused.push({ where: item.where, reason: outcome.limit })
      summary.stoppedAt = item.where
      options.onRow?.(summary)
      return summary
    } else {
      summary.refused.push({ where: item.where, reason: outcome.conflict })
      if (options.onConflict === 'fail') {
        summary.stoppedAt = item.where
        options.onRow?.(summary)
        return summary
      }
    }
    options.onRow?.(summary)
  }
  return summary
}
