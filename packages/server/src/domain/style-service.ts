import { randomBytes } from 'node:crypto'
import type { QrCodeOptions, ResolvedQrCodeOptions, Style, StyleList } from '@dynqr/contract'
import { DomainError } from './domain-error.js'
import type { StyleRecord, StyleRepository } from './style-repository.js'
import { checkedOptions, type StyleCheckDeps } from './style-check.js'

export const STYLE_NOT_FOUND_MESSAGE = 'Style not found'
export const STYLE_IN_USE_MESSAGE = 'The style is used by a QR code'
export const UNKNOWN_STYLE_MESSAGE = 'styleId is not a style template of this account'

/**
 * The text the scan guard draws a template with: the longest short link the service makes (a
 * custom id of 64 characters), the most modules any code using it can have.
 */
const LONGEST_ID = 'x'.repeat(64)

export interface StyleServiceOptions {
  /** `{site_url}`, without a trailing slash. */
  siteUrl: string
  now?: () => number
  /** The scan guard and the account's logos (style-check.ts). */
  checks?: StyleCheckDeps
}

/** Named styling options that an account's codes share by `styleId` (issue #30). */
export class StyleService {
  readonly #styles: StyleRepository
  readonly #now: () => number
  readonly #checks: StyleCheckDeps
  readonly #guardText: string

  constructor(styles: StyleRepository, options: StyleServiceOptions) {
    this.#styles = styles
    this.#now = options.now ?? Date.now
    this.#checks = options.checks ?? {}
    this.#guardText = `${options.siteUrl.replace(/\/+$/, '')}/${LONGEST_ID}`
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

  #checked(accountId: string, options: QrCodeOptions): Promise<ResolvedQrCodeOptions> {
    return checkedOptions(accountId, options, this.#guardText, this.#checks)
  }

  async create(accountId: string, input: { name: string; qrCodeOptions: QrCodeOptions }): Promise<Style> {
    const options = await this.#checked(accountId, input.qrCodeOptions)
    const now = this.#now()
    const record: StyleRecord = {
      id: `sty_${randomBytes(8).toString('hex')}`,
      accountId,
      name: input.name,
      options,
      createdAt: now,
      updatedAt: now,
    }
    await this.#styles.create(record)
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

  /** Replaces the template; the codes that use it change with it, in the same commit. */
  async update(accountId: string, id: string, input: { name: string; qrCodeOptions: QrCodeOptions }): Promise<Style> {
    await this.record(accountId, id)
    const options = await this.#checked(accountId, input.qrCodeOptions)
    const style = await this.#styles.replace(accountId, id, { name: input.name, options }, this.#now())
    if (!style) throw new DomainError('NOT_FOUND', STYLE_NOT_FOUND_MESSAGE)
    return this.present(style)
  }

  async delete(accountId: string, id: string): Promise<void> {
    const outcome = await this.#styles.delete(accountId, id)
    if (outcome === 'missing') throw new DomainError('NOT_FOUND', STYLE_NOT_FOUND_MESSAGE)
    if (outcome === 'in-use') throw new DomainError('CONFLICT', STYLE_IN_USE_MESSAGE)
  }
}
