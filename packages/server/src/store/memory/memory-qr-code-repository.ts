import type { QrCodeRepository } from '../../domain/qr-code-repository.js'
import type { ListPage, ListQuery, QrCodeChanges, QrCodeRecord, ScanKind, ScanResult } from '../../domain/records.js'
import { updateChanged } from '../../domain/webhook-events.js'
import { optionsToJson } from '../options-json.js'
import type { MemoryWebhookRepository } from './memory-webhook-repository.js'

interface StoredCode extends QrCodeRecord {
  deleted: boolean
}

const copy = (record: StoredCode): QrCodeRecord => {
  const { deleted: _deleted, ...rest } = record
  return structuredClone(rest)
}

/** The list order of the contract: the sort field in the given order, then shortId the same way. */
function compareForList(query: ListQuery): (a: QrCodeRecord, b: QrCodeRecord) => number {
  const direction = query.order === 'asc' ? 1 : -1
  return (a, b) => {
    const byField = a[query.sort] - b[query.sort]
    if (byField !== 0) return byField * direction
    return (a.shortId < b.shortId ? -1 : a.shortId > b.shortId ? 1 : 0) * direction
  }
}

export class MemoryQrCodeRepository implements QrCodeRepository {
  readonly #codes = new Map<string, StoredCode>()
  /** The outbox: events are recorded synchronously with the change, as a transaction would. */
  readonly #events: Pick<MemoryWebhookRepository, 'recordEvent'>

  constructor(events: Pick<MemoryWebhookRepository, 'recordEvent'>) {
    this.#events = events
  }

  async create(record: QrCodeRecord): Promise<'created' | 'taken'> {
    if (this.#codes.has(record.shortId)) return 'taken'
    this.#codes.set(record.shortId, { ...structuredClone(record), deleted: false })
    this.#events.recordEvent('qrcode.created', record, record.createdAt)
    return 'created'
  }

  async createMany(records: readonly QrCodeRecord[]): Promise<void> {
    for (const record of records) {
      if ((await this.create(record)) === 'taken') throw new Error(`shortId ${record.shortId} is taken`)
    }
  }

  #live(accountId: string, shortId: string): StoredCode | undefined {
    const code = this.#codes.get(shortId)
    return code && !code.deleted && code.accountId === accountId ? code : undefined
  }

  async findById(accountId: string, shortId: string): Promise<QrCodeRecord | null> {
    const code = this.#live(accountId, shortId)
    return code ? copy(code) : null
  }

  async update(accountId: string, shortId: string, changes: QrCodeChanges, now: number) {
    const code = this.#live(accountId, shortId)
    if (!code) return null
    const targetUrl = changes.targetUrl ?? code.targetUrl
    const options = changes.options ?? code.options
    if (targetUrl !== code.targetUrl || optionsToJson(options) !== optionsToJson(code.options)) {
      code.targetUrl = targetUrl
      code.options = structuredClone(options)
      code.updatedAt = now
    }
    if (updateChanged(code.updatedAt, now)) this.#events.recordEvent('qrcode.updated', copy(code), now)
    return copy(code)
  }

  async delete(accountId: string, shortId: string, now: number): Promise<boolean> {
    const code = this.#live(accountId, shortId)
    if (!code) return false
    code.deleted = true
    this.#events.recordEvent('qrcode.deleted', copy(code), now)
    return true
  }

  async list(accountId: string, query: ListQuery): Promise<ListPage> {
    const needle = query.q?.toLowerCase()
    const matches = (c: QrCodeRecord) =>
      needle === undefined || c.targetUrl.toLowerCase().includes(needle) || c.shortId.toLowerCase().includes(needle)
    const mine = [...this.#codes.values()].filter((c) => c.accountId === accountId && !c.deleted && matches(c))
    mine.sort(compareForList(query))
    return { items: mine.slice(query.offset, query.offset + query.limit).map(copy), total: mine.length }
  }

  async recordScan(shortId: string, kind: ScanKind): Promise<ScanResult> {
    const code = this.#codes.get(shortId)
    if (!code) return { state: 'missing' }
    if (code.deleted) return { state: 'deleted' }
    if (kind === 'view') code.views += 1
    else code.botHits += 1
    return { state: 'live', targetUrl: code.targetUrl }
  }
}
