import { randomBytes } from 'node:crypto'
import type { QrCodeOptions, ResolvedQrCodeOptions, Style, StyleList } from '@dynqr/contract'
import { DomainError } from '../domain-error.js'
import type { DrawScope } from '../images/scan-guard.js'
import { checkedOptions, logoOf, type StyleCheckDeps } from './style-check.js'
import type { StyleRecord, StyleRepository } from './style-repository.js'

export const STYLE_NOT_FOUND_MESSAGE = 'Style not found'
export const STYLE_IN_USE_MESSAGE = 'The style is used by a QR code'
export const UNKNOWN_STYLE_MESSAGE = 'styleId is not a style template of this account'

/**
 * The text the scan guard draws a template with: the longest short link the service makes (a
 * custom id of 64 characters), the most modules any code using it can have.
 */
const LONGEST_ID = 'x'.repeat(64)

/** Style templates one account may hold by default (MAX_STYLES_PER_ACCOUNT). */
export const DEFAULT_MAX_STYLES_PER_ACCOUNT = 200

/** Codes a template change rewrites per commit (security review #11). */
export const TEMPLATE_CHUNK = 500

export interface StyleServiceOptions {
  /** `{site_url}`, without a trailing slash. */
  siteUrl: string
  now?: () => number
  /** The scan guard and the account's logos (style-check.ts). */
  checks?: StyleCheckDeps
  /** Style templates one account may hold; 200 when missing. */
  maxStylesPerAccount?: number
  /** Codes a template change rewrites per commit; TEMPLATE_CHUNK when missing. */
  chunk?: number
}

/** Named styling options that an account's codes share by `styleId` (issue #30). */
export class StyleService {
  readonly #styles: StyleRepository
  readonly #now: () => number
  readonly #checks: StyleCheckDeps
  readonly #siteUrl: string
  readonly #guardText: string
  readonly #maxStyles: number
  readonly #chunk: number

  constructor(styles: StyleRepository, options: StyleServiceOptions) {
    this.#styles = styles
    this.#now = options.now ?? Date.now
    this.#checks = options.checks ?? {}
    this.#siteUrl = options.siteUrl.replace(/\/+$/, '')
    this.#guardText = `${this.#siteUrl}/${LONGEST_ID}`
    this.#maxStyles = options.maxStylesPerAccount ?? DEFAULT_MAX_STYLES_PER_ACCOUNT
    this.#chunk = Math.max(1, options.chunk ?? TEMPLATE_CHUNK)
  }

  present(style: StyleRecord): Style {
    return {
      id: style.id,
      name: style.name,
      qrCodeOptions: style.options,
      createdAt: new Date(style.createdAt).toISOString(),
      updatedAt: new Date(style.updatedAt).toISOString(),
    }
  }

  #checked(accountId: string, options: QrCodeOptions, scope: DrawScope | undefined): Promise<ResolvedQrCodeOptions> {
    return checkedOptions(accountId, options, this.#guardText, this.#checks, scope)
  }

  #limitReached(): DomainError {
    const max = this.#maxStyles
    return new DomainError(
      'LIMIT_REACHED',
      `This account has ${max} style templates, the most it may hold (MAX_STYLES_PER_ACCOUNT is ${max}); delete one first`,
    )
  }

  /** `signal`: the request's; its guard draws are dropped when it aborts. */
  async create(
    accountId: string,
    input: { name: string; qrCodeOptions: QrCodeOptions },
    signal?: AbortSignal,
  ): Promise<Style> {
    // Counted before the guard draws (a full account spends nothing), and again in the insert.
    if ((await this.#styles.list(accountId, 1, 0)).total >= this.#maxStyles) throw this.#limitReached()
    const options = await this.#checked(accountId, input.qrCodeOptions, this.#checks.guard?.scope(accountId, signal))
    const now = this.#now()
    const record: StyleRecord = {
      id: `sty_${randomBytes(8).toString('hex')}`,
      accountId,
      name: input.name,
      options,
      createdAt: now,
      updatedAt: now,
    }
    if ((await this.#styles.create(record, this.#maxStyles)) === 'limit-reached') throw this.#limitReached()
    return this.present(record)
  }

  async list(accountId: string, limit: number, offset: number): Promise<StyleList> {
    const page = await this.#styles.list(accountId, limit, offset)
    return {
      success: true,
      data: page.items.map((style) => this.present(style)),
      pagination: { total: page.total, limit, offset, hasMore: offset + page.items.length < page.total },
    }
  }

  async get(accountId: string, id: string): Promise<Style> {
    return this.present(await this.record(accountId, id))
  }

  /** The stored template; `404` when the account has none with this id. */
  async record(accountId: string, id: string): Promise<StyleRecord> {
    const style = await this.#styles.find(accountId, id)
    if (!style) throw new DomainError('NOT_FOUND', STYLE_NOT_FOUND_MESSAGE)
    return style
  }

  /** A code's `styleId`: the template, or a `400` naming `styleId` when it is not the account's. */
  async forCode(accountId: string, id: string): Promise<StyleRecord> {
    const style = await this.#styles.find(accountId, id)
    if (!style) throw DomainError.invalidField('styleId', UNKNOWN_STYLE_MESSAGE)
    return style
  }

  /**
   * Replaces the template, then the codes that use it take the new options a chunk per commit
   * (security review #11): the writer is never held for all of them, and each chunk's
   * `qrcode.updated` events are recorded with it. New options with a logo are drawn with each
   * attached code's own link first (security review #8): a code that would not scan is a `422`
   * naming it, and more attached codes than the request may draw is `409 LIMIT_REACHED`.
   */
  async update(
    accountId: string,
    id: string,
    input: { name: string; qrCodeOptions: QrCodeOptions },
    signal?: AbortSignal,
  ): Promise<Style> {
    const current = await this.record(accountId, id)
    const scope = this.#checks.guard?.scope(accountId, signal)
    const options = await this.#checked(accountId, input.qrCodeOptions, scope)
    if (options.image !== undefined && JSON.stringify(options) !== JSON.stringify(current.options)) {
      await this.#checkAttached(accountId, id, options, scope)
    }
    const style = await this.#styles.replace(accountId, id, { name: input.name, options }, this.#now())
    if (!style) throw new DomainError('NOT_FOUND', STYLE_NOT_FOUND_MESSAGE)
    for (;;) {
      const changed = await this.#styles.applyChunk(accountId, id, this.#now(), this.#chunk)
      if (changed < this.#chunk) break
    }
    return this.present(style)
  }

  /** Draws options with a logo with the link of every live code that uses the template. */
  async #checkAttached(
    accountId: string,
    id: string,
    options: ResolvedQrCodeOptions,
    scope: DrawScope | undefined,
  ): Promise<void> {
    const guard = this.#checks.guard
    if (!guard || !scope) return
    const allowed = scope.drawsLeft
    const shortIds = await this.#styles.attachedShortIds(accountId, id, allowed + 1)
    if (shortIds.length > allowed) {
      throw new DomainError(
        'LIMIT_REACHED',
        `More than ${allowed} codes use this template, and options with a logo are drawn with each code's link: more than one request may draw (SCAN_GUARD_DRAWS_PER_REQUEST is ${guard.drawsPerRequest}). Detach some codes, or change the template without a logo`,
      )
    }
    const logo = await logoOf(accountId, options, this.#checks.logos)
    for (const shortId of shortIds) {
      const problem = await guard.problem(`${this.#siteUrl}/${shortId}`, options, logo, scope)
      if (problem) {
        const message = `The code "${shortId}" that uses this template would not scan: ${problem.message}`
        throw new DomainError('UNSCANNABLE', message, [{ field: problem.field, message }])
      }
    }
  }

  async delete(accountId: string, id: string): Promise<void> {
    const outcome = await this.#styles.delete(accountId, id)
    if (outcome === 'missing') throw new DomainError('NOT_FOUND', STYLE_NOT_FOUND_MESSAGE)
    if (outcome === 'in-use') throw new DomainError('CONFLICT', STYLE_IN_USE_MESSAGE)
  }
}
