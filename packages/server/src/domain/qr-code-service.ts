import {
  type CreateQrCodeRequest,
  colourPairProblem,
  generateShortId,
  isReservedWord,
  parseTargetUrl,
  type QrCode,
  type QrCodeList,
  type QrCodeOptions,
  type ResolvedQrCodeOptions,
  resolveQrCodeOptions,
  type UpdateQrCodeRequest,
} from '@dynqr/contract'
import { DomainError, NOT_FOUND_MESSAGE } from './domain-error.js'
import type { QrCodeRepository } from './qr-code-repository.js'
import type { ListQuery, QrCodeRecord } from './records.js'

export interface QrCodeServiceOptions {
  /** `{site_url}`: where short links and edit pages are served, without a trailing slash. */
  siteUrl: string
  now?: () => number
  newShortId?: () => string
}

/** Generated ids collide with odds of about n / 62⁸; a few retries make a failure unheard of. */
const GENERATION_ATTEMPTS = 5

/** Create, read, change, list and delete the QR codes of an account. Knows neither HTTP nor SQL. */
export class QrCodeService {
  readonly #codes: QrCodeRepository
  readonly #siteUrl: string
  readonly #ownHosts: string[]
  readonly #now: () => number
  readonly #newShortId: () => string

  constructor(codes: QrCodeRepository, options: QrCodeServiceOptions) {
    this.#codes = codes
    this.#siteUrl = options.siteUrl.replace(/\/+$/, '')
    this.#ownHosts = [new URL(this.#siteUrl).host]
    this.#now = options.now ?? Date.now
    this.#newShortId = options.newShortId ?? (() => generateShortId())
  }

  /** The API shape of a stored code. */
  present(record: QrCodeRecord): QrCode {
    return {
      shortId: record.shortId,
      qrCodeUrl: `${this.#siteUrl}/${record.shortId}`,
      editUrl: `${this.#siteUrl}/qrcode/edit/${record.shortId}`,
      targetUrl: record.targetUrl,
      views: record.views,
      // Options stored before the contract grew new ones get those defaults on the way out.
      qrCodeOptions: resolveQrCodeOptions(record.options),
      createdAt: new Date(record.createdAt).toISOString(),
      updatedAt: new Date(record.updatedAt).toISOString(),
    }
  }

  #targetUrl(raw: string): string {
    const result = parseTargetUrl(raw, { ownHosts: this.#ownHosts })
    if (!result.ok) throw DomainError.invalidField('targetUrl', result.message)
    return result.url
  }

  /** Fills in defaults and refuses styling that would not scan. */
  #options(input: QrCodeOptions | undefined): ResolvedQrCodeOptions {
    const options = resolveQrCodeOptions(input)
    const background = options.backgroundOptions.color
    for (const [field, colour] of [
      ['qrCodeOptions.dotsOptions.color', options.dotsOptions.color],
      ['qrCodeOptions.cornersSquareOptions.color', options.cornersSquareOptions.color],
      ['qrCodeOptions.cornersDotOptions.color', options.cornersDotOptions.color],
    ] as const) {
      const problem = colourPairProblem(colour, background, field)
      if (problem) throw DomainError.invalidField(field, problem)
    }
    if (options.margin * 4 > Math.min(options.width, options.height)) {
      throw DomainError.invalidField(
        'qrCodeOptions.margin',
        `qrCodeOptions.margin must be at most a quarter of the smaller side (${Math.floor(Math.min(options.width, options.height) / 4)} px here), so the code keeps room to scan`,
      )
    }
    return options
  }

  async create(accountId: string, input: CreateQrCodeRequest): Promise<QrCode> {
    const now = this.#now()
    const record: QrCodeRecord = {
      shortId: '',
      accountId,
      targetUrl: this.#targetUrl(input.targetUrl),
      options: this.#options(input.qrCodeOptions),
      views: 0,
      botHits: 0,
      createdAt: now,
      updatedAt: now,
    }
    const custom = input.customShortId
    if (custom !== undefined) {
      if (isReservedWord(custom)) {
        throw DomainError.invalidField('customShortId', `customShortId "${custom}" is a reserved word`)
      }
      if ((await this.#codes.create({ ...record, shortId: custom })) === 'taken') {
        const message = `customShortId "${custom}" is already taken`
        throw new DomainError('CONFLICT', message, [{ field: 'customShortId', message }])
      }
      return this.present({ ...record, shortId: custom })
    }
    for (let attempt = 0; attempt < GENERATION_ATTEMPTS; attempt += 1) {
      const shortId = this.#newShortId()
      if ((await this.#codes.create({ ...record, shortId })) === 'created') return this.present({ ...record, shortId })
    }
    throw new Error(`No free short id after ${GENERATION_ATTEMPTS} attempts`)
  }

  async get(accountId: string, shortId: string): Promise<QrCode> {
    const record = await this.#codes.findById(accountId, shortId)
    if (!record) throw new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE)
    return this.present(record)
  }

  async update(accountId: string, shortId: string, input: UpdateQrCodeRequest): Promise<QrCode> {
    const changes = {
      ...(input.targetUrl !== undefined && { targetUrl: this.#targetUrl(input.targetUrl) }),
      ...(input.qrCodeOptions !== undefined && { options: this.#options(input.qrCodeOptions) }),
    }
    const record = await this.#codes.update(accountId, shortId, changes, this.#now())
    if (!record) throw new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE)
    return this.present(record)
  }

  async delete(accountId: string, shortId: string): Promise<void> {
    if (!(await this.#codes.delete(accountId, shortId, this.#now()))) {
      throw new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE)
    }
  }

  async list(accountId: string, query: ListQuery): Promise<QrCodeList> {
    const page = await this.#codes.list(accountId, query)
    return {
      success: true,
      data: page.items.map((record) => this.present(record)),
      pagination: {
        total: page.total,
        limit: query.limit,
        offset: query.offset,
        hasMore: query.offset + page.items.length < page.total,
      },
    }
  }
}
