import type { FieldChanges } from './code-changes.js'
import {
  type BulkChangeResponse,
  type BulkChangeResult,
  ERROR_STATUS,
  type QrCode,
  type UpdateQrCodeRequest,
  validateRequest,
} from '@dynqr/contract'
import { DomainError } from '../domain-error.js'
import type { KeptAnswer } from '../idempotency-repository.js'
import { RetryLaterError } from '../images/image-renderer.js'
import type { DrawScope } from '../images/scan-guard.js'
import type { QrCodeChanges } from '../records.js'
import { retagged } from './code-tags.js'
import type { QrCodeService } from './qr-code-service.js'

/** At most this many codes per bulk change or delete (PRODUCT.md, "Migrating in and out"). */
export const BULK_CHANGE_LIMIT = 100

type Outcome = Omit<BulkChangeResult, 'index' | 'shortId'>

/**
 * A refusal of the domain as an item's result; anything else fails the request, nothing stored:
 * the store down, or a spent render budget (429 with Retry-After, as a bulk create's).
 */
function refused(error: unknown): Outcome {
  if (!(error instanceof DomainError) || error.code === 'SERVICE_UNAVAILABLE' || error instanceof RetryLaterError) {
    throw error
  }
  const body = { error: error.code, message: error.message, ...(error.details && { details: error.details }) }
  return { status: ERROR_STATUS[error.code], error: body }
}

const invalid = (field: string, message: string): Outcome => ({
  status: 400,
  error: { error: 'INVALID_REQUEST', message, details: [{ field, message }] },
})

/**
 * A result with its fields in the order the response's serialiser writes them (required ones
 * first): the answer kept for an `Idempotency-Key` is then replayed byte for byte.
 */
const inContractOrder = (
  index: number,
  status: number,
  shortId: string | undefined,
  rest: Pick<BulkChangeResult, 'qrCode' | 'error'>,
): BulkChangeResult => ({ index, status, ...(shortId !== undefined && { shortId }), ...rest }) as BulkChangeResult

/** A bulk item's `addTags` or `removeTags` checked as a `tags` list is (openapi.yaml, Tags). */
function tagListProblems(field: string, value: unknown) {
  if (value === undefined) return []
  return validateRequest('updateQrCode', 'body', { tags: value }).map((problem) => ({
    field,
    message: problem.message.replace(/^tags/, field),
  }))
}

/** A bulk-change item that passed every check, waiting for the commit. */
interface Checked {
  shortId: string
  changes: QrCodeChanges
  ifMatch?: string
}

/** One item of a bulk change (`shortId`, optional `ifMatch`, the rest an update body), checked. */
async function checkOne(
  codes: QrCodeService,
  accountId: string,
  item: Record<string, unknown>,
  scope: DrawScope | undefined,
): Promise<Outcome | Checked> {
  const { shortId, ifMatch, addTags, removeTags, ...changes } = item
  if (typeof shortId !== 'string' || shortId.length === 0 || shortId.length > 256) {
    return invalid('shortId', 'shortId is required: the id of the code to change')
  }
  if (ifMatch !== undefined && (typeof ifMatch !== 'string' || ifMatch.length === 0 || ifMatch.length > 1024)) {
    return invalid('ifMatch', 'ifMatch must be an ETag of the code (1–1024 characters)')
  }
  const problems = [
    ...validateRequest('updateQrCode', 'body', changes),
    ...tagListProblems('addTags', addTags),
    ...tagListProblems('removeTags', removeTags),
  ]
  if (problems.length === 0 && changes.tags !== undefined && (addTags !== undefined || removeTags !== undefined)) {
    problems.push({ field: 'tags', message: 'tags replaces the code’s tags: give it or addTags/removeTags, not both' })
  }
  if (problems.length > 0) {
    const message = problems[0]?.message ?? 'The item is invalid'
    return { status: 400, error: { error: 'INVALID_REQUEST', message, details: problems } }
  }
  try {
    if (addTags !== undefined || removeTags !== undefined) {
      // The code's tags as now stored, the asked ones added and removed (code-tags.ts).
      const current = await codes.get(accountId, shortId)
      changes.tags = retagged(current.tags, addTags as string[] | undefined, removeTags as string[] | undefined)
    }
    const checked = await codes.changesOf(accountId, shortId, changes as UpdateQrCodeRequest, scope)
    return { shortId, changes: checked, ...(ifMatch !== undefined && { ifMatch: ifMatch as string }) }
  } catch (error) {
    return refused(error)
  }
}

/**
 * Checks each item first, through the same service as a single update (the same validation and
 * scan guard): an invalid one gets its error. The valid ones are then changed, in order, all
 * together or not at all (review #13): one commit, in which an item whose code is missing (404)
 * or whose `ifMatch` no longer holds (412) gets that result and the others are changed; a store
 * that cannot commit changes none of them (503), so a retry finds no half-done bulk. `answer`,
 * when given, makes the kept answer of the request's `Idempotency-Key`, kept in that commit.
 */
export async function bulkUpdate(
  codes: QrCodeService,
  accountId: string,
  items: readonly Record<string, unknown>[],
  answer?: (response: BulkChangeResponse) => KeptAnswer,
  signal?: AbortSignal,
  onChanged?: (shortId: string, changes: FieldChanges) => void,
): Promise<BulkChangeResponse> {
  // One draw allowance for the whole request, as a bulk create has (SCAN_GUARD_DRAWS_PER_REQUEST).
  const scope = codes.drawScope(accountId, signal)
  const checked: (Outcome | Checked)[] = []
  for (const item of items) checked.push(await checkOne(codes, accountId, item, scope))
  const pending = checked.filter((result): result is Checked => 'changes' in result)
  const respond = (outcomes: (QrCode | DomainError)[]): BulkChangeResponse => ({
    success: true,
    data: checked.map((result, index) => {
      const shortId = items[index]?.shortId
      const outcome = 'changes' in result ? outcomes[pending.indexOf(result)] : undefined
      const { status, ...rest } =
        'changes' in result
          ? outcome instanceof DomainError || !outcome
            ? refused(outcome)
            : { status: 200, qrCode: outcome }
          : result
      return inContractOrder(index, status, typeof shortId === 'string' ? shortId : undefined, rest)
    }),
  })
  return respond(
    await codes.changeAll(accountId, pending, answer && ((outcomes) => answer(respond(outcomes))), onChanged),
  )
}

/**
 * Deletes the named codes all together or not at all, in one commit like bulkUpdate; an unknown
 * one is a 404 result, not a failure.
 */
export async function bulkDelete(
  codes: QrCodeService,
  accountId: string,
  shortIds: readonly string[],
  answer?: (response: BulkChangeResponse) => KeptAnswer,
): Promise<BulkChangeResponse> {
  if (shortIds.length > BULK_CHANGE_LIMIT) {
    throw DomainError.invalidField('shortIds', `shortIds must name at most ${BULK_CHANGE_LIMIT} codes`)
  }
  const respond = (outcomes: (DomainError | null)[]): BulkChangeResponse => ({
    success: true,
    data: shortIds.map((shortId, index) => {
      const outcome = outcomes[index]
      const { status, ...rest } = outcome ? refused(outcome) : { status: 204 }
      return inContractOrder(index, status, shortId, rest)
    }),
  })
  return respond(await codes.deleteAll(accountId, shortIds, answer && ((outcomes) => answer(respond(outcomes)))))
}
