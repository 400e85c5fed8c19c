import {
  type BulkCreateResponse,
  type BulkCreateResult,
  type CreateQrCodeRequest,
  ERROR_STATUS,
  generateShortId,
  isReservedWord,
  parseTargetUrl,
  type QrCode,
  type QrCodeList,
  type QrCodeStats,
  type QrCodeStatsQuery,
  type TargetUrlRules,
  type UpdateQrCodeRequest,
  validateRequest,
} from '@dynqr/contract'
import { checkedOptions, logoOf, type StyleCheckDeps } from '../branding/style-check.js'
import { DomainError, NOT_FOUND_MESSAGE } from '../domain-error.js'
import { etagOf, ifMatchAllows } from '../etag.js'
import type { KeptAnswer } from '../idempotency-repository.js'
import { RetryLaterError } from '../images/image-renderer.js'
import type { CodeForImage, ImageDraft } from '../images/qr-code-image.js'
import type { DrawScope } from '../images/scan-guard.js'
import type { ListFilters, ListQuery, QrCodeChanges, QrCodeRecord } from '../records.js'
import { newQrCodeRecord } from '../records.js'
import { AccountCodeCap, DEFAULT_MAX_CODES_PER_ACCOUNT } from './account-code-cap.js'
import { type FieldChanges, fieldChanges, remembering } from './code-changes.js'
import { codeDomain, stylingOf } from './code-styling.js'
import { normaliseTags } from './code-tags.js'
import { lifecycleChanges, newLifecycle } from './lifecycle.js'
import { linkOf, presentQrCode } from './qr-code-presenter.js'
import { errorBody, STALE_MESSAGE, takenError } from './qr-code-refusals.js'
import type { ChangeOutcome, Precondition, QrCodeRepository } from './qr-code-repository.js'
import type { QrCodeServiceOptions } from './qr-code-service-options.js'
import { statsRange, statsSeries } from './qr-code-stats.js'
import { routingChanges } from './routing-fields.js'
import { listPage, walkCodes } from './walk-codes.js'

export type { QrCodeServiceOptions }

/** A bulk item that passed every check, waiting for the commit. */
interface PendingItem {
  index: number
  record: QrCodeRecord
  shortIds: string[]
  custom: string | undefined
}

/** Generated ids collide with odds of about n / 62⁸; a few retries make a failure unheard of. */
const GENERATION_ATTEMPTS = 5

/** Create, read, change, list and delete the QR codes of an account. Knows neither HTTP nor SQL. */
export class QrCodeService {
  readonly #codes: QrCodeRepository
  readonly #siteUrl: string
  readonly #ownHosts: string[]
  readonly #loopbackOnOtherPorts: boolean
  readonly #now: () => number
  readonly #newShortId: () => string
  readonly #styles: StyleCheckDeps
  readonly #templates: QrCodeServiceOptions['templates']
  readonly #cap: AccountCodeCap
  readonly #domains: QrCodeServiceOptions['domains']

  constructor(codes: QrCodeRepository, options: QrCodeServiceOptions) {
    this.#codes = codes
    this.#siteUrl = options.siteUrl.replace(/\/+$/, '')
    this.#ownHosts = [new URL(this.#siteUrl).host]
    this.#loopbackOnOtherPorts = options.loopbackTargets ?? false
    this.#now = options.now ?? Date.now
    this.#newShortId = options.newShortId ?? (() => generateShortId())
    this.#styles = options.styles ?? {}
    this.#templates = options.templates
    this.#domains = options.domains
    const max = options.maxCodesPerAccount ?? DEFAULT_MAX_CODES_PER_ACCOUNT
    this.#cap = new AccountCodeCap((accountId) => codes.countLive(accountId), max, this.#now)
  }

  /** The API shape of a stored code. */
  present(record: QrCodeRecord): QrCode {
    return presentQrCode(record, this.#siteUrl)
  }
  readonly #present = (record: QrCodeRecord) => this.present(record)

  /** How a target is checked, `targetUrl` and the rules' and variants' alike. */
  get #targetRules(): TargetUrlRules {
    return { ownHosts: this.#ownHosts, loopbackOnOtherPorts: this.#loopbackOnOtherPorts }
  }

  #targetUrl(raw: string): string {
    const result = parseTargetUrl(raw, this.#targetRules)
    if (!result.ok) throw DomainError.invalidField('targetUrl', result.message)
    return result.url
  }

  /**
   * Fills in defaults and refuses styling that would not scan (style-check.ts): the guard draws
   * the code's own link (a generated id is picked before the check), charged to the request's
   * `scope` (security review #8 and #2).
   */
  #options(accountId: string, input: CreateQrCodeRequest['qrCodeOptions'], link: string, scope?: DrawScope) {
    return checkedOptions(accountId, input, link, this.#styles, scope)
  }

  /** One request's guard draws (its account's budget, allowance, client's signal), shared by a bulk's items. */
  drawScope(accountId: string, signal?: AbortSignal): DrawScope | undefined {
    return this.#styles.guard?.scope(accountId, signal)
  }

  /** The styling a create or update asks for (code-styling.ts), checked with the code's own `link`. */
  #styling(
    accountId: string,
    input: Pick<UpdateQrCodeRequest, 'qrCodeOptions' | 'styleId'>,
    link: string,
    scope: DrawScope | undefined,
  ): Promise<Partial<Pick<QrCodeRecord, 'options' | 'styleId'>>> {
    const templates = this.#templates
    return stylingOf(input, templates && ((styleId) => templates.forCode(accountId, styleId)), (options) =>
      this.#options(accountId, options, link, scope),
    )
  }

  /**
   * `answer`, when given, makes the answer kept for the request's `Idempotency-Key` from the
   * code created; it is kept in the create's own commit. `signal`: the request's (its guard
   * draws are dropped when it aborts).
   */
  async create(
    accountId: string,
    input: CreateQrCodeRequest,
    answer?: (code: QrCode) => KeptAnswer,
    signal?: AbortSignal,
  ): Promise<QrCode> {
    // The cap first: an account at it is refused before any drawing is done for it.
    await this.#cap.check(accountId)
    const code = await this.#createChecked(accountId, input, answer, signal)
    this.#cap.created(accountId, 1)
    return code
  }

  async #createChecked(
    accountId: string,
    input: CreateQrCodeRequest,
    answer: ((code: QrCode) => KeptAnswer) | undefined,
    signal: AbortSignal | undefined,
  ): Promise<QrCode> {
    const scope = this.drawScope(accountId, signal)
    const firstId = input.customShortId ?? this.#newShortId()
    let record = await this.#newRecord(accountId, input, firstId, scope)
    const create = (shortId: string) => {
      const stored = { ...record, shortId }
      return this.#codes.create(stored, answer?.(this.present(stored)))
    }
    const custom = input.customShortId
    if (custom !== undefined) {
      if ((await create(custom)) === 'taken') throw takenError(custom)
      return this.present({ ...record, shortId: custom })
    }
    for (let attempt = 0; attempt < GENERATION_ATTEMPTS; attempt += 1) {
      const shortId = attempt === 0 ? firstId : this.#newShortId()
      // A logo is drawn with each link: the id that replaces a taken one is checked again.
      if (attempt > 0 && record.options.image !== undefined) {
        record = await this.#newRecord(accountId, input, shortId, scope)
      }
      if ((await create(shortId)) === 'created') return this.present({ ...record, shortId })
    }
    throw new Error(`No free short id after ${GENERATION_ATTEMPTS} attempts`)
  }

  /** The code a create makes with `shortId`, every field checked (its shortId still empty). */
  async #newRecord(
    accountId: string,
    input: CreateQrCodeRequest,
    shortId: string,
    scope: DrawScope | undefined,
  ): Promise<QrCodeRecord> {
    const now = this.#now()
    const targetUrl = this.#targetUrl(input.targetUrl)
    const domain = await codeDomain(this.#domains, accountId, input.domain)
    const link = linkOf(this.#siteUrl, shortId, domain)
    const styling = await this.#styling(accountId, input, link, scope)
    const record = newQrCodeRecord({
      ...(await routingChanges(input, this.#targetRules)),
      shortId: '',
      accountId,
      targetUrl,
      options: styling.options ?? (await this.#options(accountId, undefined, link, scope)),
      domain,
      styleId: styling.styleId ?? null,
      createdAt: now,
      title: input.title ?? null,
      scanLimitCounts: input.scanLimitCounts ?? 'views',
      tags: normaliseTags(input.tags ?? []),
      onTargetFailing: input.onTargetFailing ?? null,
      ...newLifecycle(input, this.#ownHosts),
    })
    if (input.customShortId !== undefined && isReservedWord(input.customShortId)) {
      throw DomainError.invalidField('customShortId', `customShortId "${input.customShortId}" is a reserved word`)
    }
    return record
  }

  async get(accountId: string, shortId: string): Promise<QrCode> {
    const record = await this.#codes.findById(accountId, shortId)
    if (!record) throw new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE)
    return this.present(record)
  }

  /** A code with the logo its image is drawn with; with `draft`, those options (checked as an update's) instead. */
  async forImage(accountId: string, shortId: string, draft?: ImageDraft): Promise<CodeForImage> {
    const stored = await this.get(accountId, shortId)
    const scope = this.drawScope(accountId, draft?.signal)
    const options = draft
      ? await this.#options(accountId, draft.options, stored.qrCodeUrl, scope)
      : stored.qrCodeOptions
    const code = { ...stored, qrCodeOptions: options }
    const logo = await logoOf(accountId, options, this.#styles.logos)
    return logo ? { code, logo } : { code }
  }

  /** Made only while the code matches `ifMatch`; the code as now stored, and what changed (code-changes.ts). */
  async update(
    accountId: string,
    shortId: string,
    input: UpdateQrCodeRequest,
    ifMatch?: string,
    signal?: AbortSignal,
  ): Promise<{ code: QrCode; changes: FieldChanges }> {
    const changes = await this.changesOf(accountId, shortId, input, this.drawScope(accountId, signal))
    const seen = remembering(this.#expected(ifMatch), this.#present)
    const record = await this.#codes.update(accountId, shortId, changes, this.#now(), seen.expected)
    if (record === 'stale') throw new DomainError('PRECONDITION_FAILED', STALE_MESSAGE)
    if (!record) throw new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE)
    const code = this.present(record)
    return { code, changes: fieldChanges(seen.before(), code) }
  }

  /** The stored changes an update body asks for, every field checked (a `DomainError` when one is wrong). */
  async changesOf(
    accountId: string,
    shortId: string,
    input: UpdateQrCodeRequest,
    scope?: DrawScope,
  ): Promise<QrCodeChanges> {
    const targetUrl = input.targetUrl !== undefined ? this.#targetUrl(input.targetUrl) : undefined
    // New styling is checked with the code's own link, on its custom domain if it has one.
    const restyled = input.qrCodeOptions !== undefined || input.styleId != null
    const domain = restyled ? ((await this.#codes.findById(accountId, shortId))?.domain ?? null) : null
    return {
      ...(targetUrl !== undefined && { targetUrl }),
      ...(await this.#styling(accountId, input, linkOf(this.#siteUrl, shortId, domain), scope)),
      ...(input.title !== undefined && { title: input.title }),
      ...(input.scanLimitCounts !== undefined && { scanLimitCounts: input.scanLimitCounts }),
      ...(input.tags !== undefined && { tags: normaliseTags(input.tags) }),
      ...(input.onTargetFailing !== undefined && { onTargetFailing: input.onTargetFailing }),
      ...lifecycleChanges(input, this.#ownHosts),
      ...(await routingChanges(input, this.#targetRules)),
    }
  }

  /**
   * Checked changes of many codes (qr-code-bulk-changes.ts) made all together or not at all, in
   * one commit with the answer `answer` keeps (review #13); per item the code as now stored, or
   * the refusal a single update would get (404, 412).
   */
  async changeAll(
    accountId: string,
    items: readonly { shortId: string; changes: QrCodeChanges; ifMatch?: string }[],
    answer?: (outcomes: (QrCode | DomainError)[]) => KeptAnswer,
    onChanged?: (shortId: string, changes: FieldChanges) => void,
  ): Promise<(QrCode | DomainError)[]> {
    const seen = items.map((item) => remembering(this.#expected(item.ifMatch), this.#present))
    const changes = items.map((item, index) => ({ ...item, expected: seen[index]?.expected }))
    const shown = (outcomes: ChangeOutcome[]) =>
      outcomes.map((outcome) =>
        outcome === 'stale'
          ? new DomainError('PRECONDITION_FAILED', STALE_MESSAGE)
          : outcome
            ? this.present(outcome)
            : new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE),
      )
    const outcomes = shown(
      await this.#codes.updateAll(accountId, changes, this.#now(), answer && ((o) => answer(shown(o)))),
    )
    for (const [i, code] of outcomes.entries()) {
      if (!(code instanceof DomainError)) onChanged?.(code.shortId, fieldChanges(seen[i]?.before() ?? null, code))
    }
    return outcomes
  }

  /** Many codes deleted all together or not at all, in one commit like changeAll; per id, `null` or its 404. */
  async deleteAll(
    accountId: string,
    shortIds: readonly string[],
    answer?: (outcomes: (DomainError | null)[]) => KeptAnswer,
  ): Promise<(DomainError | null)[]> {
    const shown = (deleted: boolean[]) =>
      deleted.map((done) => (done ? null : new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE)))
    return shown(await this.#codes.deleteAll(accountId, shortIds, this.#now(), answer && ((d) => answer(shown(d)))))
  }

  async delete(accountId: string, shortId: string, ifMatch?: string): Promise<void> {
    const deleted = await this.#codes.delete(accountId, shortId, this.#now(), this.#expected(ifMatch))
    if (deleted === 'stale') throw new DomainError('PRECONDITION_FAILED', STALE_MESSAGE)
    if (!deleted) throw new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE)
  }

  #expected(ifMatch: string | undefined): Precondition | undefined {
    return ifMatch === undefined ? undefined : (current) => ifMatchAllows(ifMatch, etagOf(this.present(current)))
  }

  /**
   * Checks every item first: an invalid one gets its error. The valid ones are then created all
   * together or not at all (issue 27): one commit, in which an item whose custom id is taken gets
   * its 409 and the others are stored; a store that cannot commit stores none of them.
   * `answer`, when given, makes the kept answer of the request's `Idempotency-Key` from the
   * response, kept in that same commit. The scan guard's draws of every item share the request's
   * allowance, and a spent render budget is the whole request's `429` (nothing stored).
   */
  async bulkCreate(
    accountId: string,
    items: readonly unknown[],
    answer?: (response: BulkCreateResponse) => KeptAnswer,
    signal?: AbortSignal,
  ): Promise<BulkCreateResponse> {
    const scope = this.drawScope(accountId, signal)
    const results: (BulkCreateResult | PendingItem)[] = []
    // The cap first (MAX_CODES_PER_ACCOUNT): items past it get their 409 before any drawing.
    const room = await this.#cap.room(accountId, items.length)
    let granted = 0
    for (const [index, item] of items.entries()) {
      const problems = validateRequest('createQrCode', 'body', item)
      if (problems.length > 0) {
        const message = problems[0]?.message ?? 'The item is invalid'
        results.push({ index, status: 400, error: { error: 'INVALID_REQUEST', message, details: problems } })
        continue
      }
      if (granted >= room.granted) {
        const error = this.#cap.error()
        results.push({ index, status: ERROR_STATUS[error.code], error: errorBody(error) })
        continue
      }
      const input = item as CreateQrCodeRequest
      try {
        const custom = input.customShortId
        const firstId = custom ?? this.#newShortId()
        const record = await this.#newRecord(accountId, input, firstId, scope)
        // A logo was checked with this one link alone: no other id may stand in for it (a taken
        // one, at odds of about n / 62⁸, fails the request as a whole, storing nothing).
        const others = custom !== undefined || record.options.image !== undefined ? 0 : GENERATION_ATTEMPTS - 1
        const shortIds = [firstId, ...Array.from({ length: others }, () => this.#newShortId())]
        results.push({ index, record, shortIds, custom })
        granted += 1
      } catch (error) {
        if (!(error instanceof DomainError) || error instanceof RetryLaterError) throw error
        results.push({ index, status: ERROR_STATUS[error.code], error: errorBody(error) })
      }
    }
    const toCreate = results.flatMap((result) => ('record' in result ? [result] : []))
    const respond = (shortIds: (string | null)[]): BulkCreateResponse => ({
      success: true,
      data: results.map((result) => {
        if (!('record' in result)) return result
        const shortId = shortIds[toCreate.indexOf(result)]
        if (shortId) return { index: result.index, status: 201, qrCode: this.present({ ...result.record, shortId }) }
        // Throwing here, inside the commit, stores nothing.
        if (result.custom === undefined) throw new Error(`No free short id after ${GENERATION_ATTEMPTS} attempts`)
        return { index: result.index, status: 409, error: errorBody(takenError(result.custom)) }
      }),
    })
    const shortIds = await this.#codes.createAll(
      toCreate.map(({ record, shortIds: ids }) => ({ record, shortIds: ids })),
      answer && ((created) => answer(respond(created))),
    )
    this.#cap.created(accountId, shortIds.filter((id) => id !== null).length)
    return respond(shortIds)
  }

  /** A code's scans by hour or day over a range, every bucket present. */
  async stats(accountId: string, shortId: string, query: QrCodeStatsQuery): Promise<QrCodeStats> {
    const range = statsRange(query, this.#now())
    if (!(await this.#codes.findById(accountId, shortId))) throw new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE)
    return statsSeries(shortId, range, await this.#codes.scanBuckets(shortId, range.from, range.to))
  }

  /**
   * Every code of the account the filters let through, oldest first, read from the store a page
   * at a time as the caller consumes them (exports of any size in flat memory).
   */
  walk(accountId: string, filters: ListFilters = {}, pageSize = 500): AsyncGenerator<QrCode> {
    return walkCodes(this.#codes, this.#present, accountId, filters, pageSize)
  }

  list(accountId: string, query: ListQuery): Promise<QrCodeList> {
    return listPage(this.#codes, this.#present, accountId, query)
  }
}
