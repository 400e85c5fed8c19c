import type { ResolvedQrCodeOptions, WebhookEventType } from '@dynqr/contract'
import type { KeptAnswer } from '../../domain/idempotency-repository.js'
import { EDITABLE_FIELDS, SEARCHABLE_FIELDS } from '../../domain/qr-code-fields.js'
import type {
  ChangeOutcome,
  CodeChange,
  NewCode,
  Precondition,
  QrCodeRepository,
} from '../../domain/qr-code-repository.js'
import {
  DAY_MS,
  HOUR_MS,
  type ListFilters,
  type ListPage,
  type ListPosition,
  type ListQuery,
  type QrCodeChanges,
  type QrCodeRecord,
  type ScanBucket,
  type ScanKind,
  type ScanResult,
} from '../../domain/records.js'
import type { ScanView } from '../../domain/scan-analyzer.js'
import { hasExpired, isLiveButForExpiry, scanCode } from '../../domain/scan-rule.js'
import { toColumn } from '../sql-rows.js'
import { MemoryScanAnalytics } from './memory-scan-analytics.js'
import type { MemoryWebhookRepository } from './memory-webhook-repository.js'

interface StoredCode extends QrCodeRecord {
  deleted: boolean
  /** When its expiry was announced (qrcode.deactivated); null until then. */
  expiryAnnouncedAt?: number | null
}

const copy = (record: StoredCode): QrCodeRecord => {
  const { deleted: _deleted, expiryAnnouncedAt: _announced, ...rest } = record
  return structuredClone(rest)
}

/** The list order of the contract: the sort field in the given order, then shortId the same way. */
function compareForList(query: Pick<ListQuery, 'sort' | 'order'>): (a: QrCodeRecord, b: QrCodeRecord) => number {
  const direction = query.order === 'asc' ? 1 : -1
  return (a, b) => {
    const byField = a[query.sort] - b[query.sort]
    if (byField !== 0) return byField * direction
    return (a.shortId < b.shortId ? -1 : a.shortId > b.shortId ? 1 : 0) * direction
  }
}

/** What a change in the memory engine's transaction sees (#atomically): copies, and its events. */
interface Stage {
  /** The account's live code, as changed so far by this transaction. */
  live(shortId: string): StoredCode | undefined
  event(type: WebhookEventType, code: StoredCode): void
}

export class MemoryQrCodeRepository implements QrCodeRepository {
  readonly #codes = new Map<string, StoredCode>()
  /** Live codes per account, kept with every insert and delete (countLive). */
  readonly #live = new Map<string, number>()
  /** The outbox: events are recorded synchronously with the change, as a transaction would. */
  readonly #events: Pick<MemoryWebhookRepository, 'recordEvent'>
  /** Per code, its buckets by start. */
  readonly #buckets = new Map<string, Map<number, ScanBucket>>()
  /** Scan analytics: its events and visitors are written with each view, as in one commit. */
  readonly analytics: MemoryScanAnalytics

  /** Where a create's idempotent answer is kept, synchronously with the create. */
  readonly #answers: { keep(answer: KeptAnswer): void } | undefined

  constructor(events: Pick<MemoryWebhookRepository, 'recordEvent'>, answers?: { keep(answer: KeptAnswer): void }) {
    this.#events = events
    this.#answers = answers
    this.analytics = new MemoryScanAnalytics({
      shortIdsOf: (accountId) =>
        [...this.#codes.values()].filter((c) => c.accountId === accountId).map((c) => c.shortId),
      bucketsOf: (shortId, from, to) => this.#bucketsOf(shortId, from, to),
    })
  }

  /** Whether a live code of the account shows the asset in its centre. */
  showsImage(accountId: string, assetId: string): boolean {
    for (const code of this.#codes.values()) {
      if (!code.deleted && code.accountId === accountId && code.options.image === assetId) return true
    }
    return false
  }

  /** Whether a live code of the account uses the style template. */
  usesStyle(accountId: string, styleId: string): boolean {
    for (const code of this.#codes.values()) {
      if (!code.deleted && code.accountId === accountId && code.styleId === styleId) return true
    }
    return false
  }

  /**
   * A template's new options in up to `limit` live codes of the account that use it and differ
   * (as the SQL engines' chunked UPDATE); how many changed.
   */
  applyStyle(accountId: string, styleId: string, options: ResolvedQrCodeOptions, now: number, limit: number): number {
    const text = toColumn('json', options)
    let changed = 0
    for (const code of this.#codes.values()) {
      if (changed >= limit) break
      if (code.deleted || code.accountId !== accountId || code.styleId !== styleId) continue
      if (toColumn('json', code.options) === text) continue
      code.options = structuredClone(options)
      code.updatedAt = now
      this.#events.recordEvent('qrcode.updated', copy(code), now)
      changed += 1
    }
    return changed
  }

  /** Up to `limit` live codes of the account that use the template. */
  styledShortIds(accountId: string, styleId: string, limit: number): string[] {
    const ids: string[] = []
    for (const code of this.#codes.values()) {
      if (ids.length >= limit) break
      if (!code.deleted && code.accountId === accountId && code.styleId === styleId) ids.push(code.shortId)
    }
    return ids
  }

  async create(record: QrCodeRecord, answer?: KeptAnswer): Promise<'created' | 'taken'> {
    if (this.#codes.has(record.shortId)) return 'taken'
    this.#insert(record)
    if (answer) this.#answers?.keep(answer)
    return 'created'
  }

  #insert(record: QrCodeRecord) {
    this.#codes.set(record.shortId, { ...structuredClone(record), deleted: false })
    this.#live.set(record.accountId, (this.#live.get(record.accountId) ?? 0) + 1)
    this.#events.recordEvent('qrcode.created', record, record.createdAt)
  }

  async createAll(items: readonly NewCode[], answer?: (shortIds: (string | null)[]) => KeptAnswer) {
    // Decided before anything is stored, so a throwing `answer` leaves nothing behind.
    const taken = new Set<string>()
    const shortIds = items.map(({ shortIds: ids }) => {
      const free = ids.find((id) => !this.#codes.has(id) && !taken.has(id)) ?? null
      if (free !== null) taken.add(free)
      return free
    })
    const kept = answer?.(shortIds)
    for (const [index, { record }] of items.entries()) {
      const shortId = shortIds[index]
      if (shortId) this.#insert({ ...record, shortId })
    }
    if (kept) this.#answers?.keep(kept)
    return shortIds
  }

  async findLive(shortId: string) {
    const code = this.#codes.get(shortId)
    return code && !code.deleted ? copy(code) : null
  }

  async createMany(records: readonly QrCodeRecord[]): Promise<void> {
    for (const record of records) {
      if ((await this.create(record)) === 'taken') throw new Error(`shortId ${record.shortId} is taken`)
    }
  }

  async countLive(accountId: string): Promise<number> {
    return this.#live.get(accountId) ?? 0
  }

  #liveCode(accountId: string, shortId: string): StoredCode | undefined {
    const code = this.#codes.get(shortId)
    return code && !code.deleted && code.accountId === accountId ? code : undefined
  }

  async findById(accountId: string, shortId: string): Promise<QrCodeRecord | null> {
    const code = this.#liveCode(accountId, shortId)
    return code ? copy(code) : null
  }

  async update(accountId: string, shortId: string, changes: QrCodeChanges, now: number, expected?: Precondition) {
    return this.#atomically(accountId, now, (stage) => ({
      result: this.#updateOne(stage, { shortId, changes, expected }, now),
    }))
  }

  async updateAll(
    accountId: string,
    items: readonly CodeChange[],
    now: number,
    answer?: (outcomes: ChangeOutcome[]) => KeptAnswer,
  ) {
    return this.#atomically(accountId, now, (stage) => {
      const outcomes = items.map((item) => this.#updateOne(stage, item, now))
      return { result: outcomes, kept: answer?.(outcomes) }
    })
  }

  async deleteAll(
    accountId: string,
    shortIds: readonly string[],
    now: number,
    answer?: (deleted: boolean[]) => KeptAnswer,
  ) {
    return this.#atomically(accountId, now, (stage) => {
      const deleted = shortIds.map((shortId) => this.#deleteOne(stage, shortId) === true)
      return { result: deleted, kept: answer?.(deleted) }
    })
  }

  /**
   * The memory engine's transaction: `work` changes copies of the codes it touches and notes its
   * events; the copies replace the stored codes, the events are recorded and the answer kept only
   * once it has returned, so a throw leaves everything as it was (all or nothing).
   */
  #atomically<T>(
    accountId: string,
    now: number,
    work: (stage: Stage) => { result: T; kept?: KeptAnswer | undefined },
  ): T {
    const staged = new Map<string, StoredCode>()
    const events: [WebhookEventType, QrCodeRecord][] = []
    const stage: Stage = {
      live: (shortId) => {
        let code = staged.get(shortId)
        if (!code) {
          const stored = this.#codes.get(shortId)
          if (!stored) return undefined
          code = structuredClone(stored)
          staged.set(shortId, code)
        }
        return !code.deleted && code.accountId === accountId ? code : undefined
      },
      event: (type, code) => events.push([type, copy(code)]),
    }
    const { result, kept } = work(stage)
    for (const [shortId, code] of staged) {
      if (code.deleted && !this.#codes.get(shortId)?.deleted) {
        this.#live.set(code.accountId, (this.#live.get(code.accountId) ?? 1) - 1)
      }
      this.#codes.set(shortId, code)
    }
    for (const [type, code] of events) this.#events.recordEvent(type, code, now)
    if (kept) this.#answers?.keep(kept)
    return result
  }

  #updateOne(stage: Stage, { shortId, changes, expected }: CodeChange, now: number): ChangeOutcome {
    const code = stage.live(shortId)
    if (!code) return null
    if (expected && !expected(copy(code))) return 'stale'
    // The change list of the field table: the fields the request carries, compared as the SQL
    // engines compare their columns (the options as their canonical JSON).
    const next: QrCodeChanges = {}
    let changed = false
    for (const [name, spec] of EDITABLE_FIELDS) {
      const value = changes[name]
      if (value === undefined) continue
      Object.assign(next, { [name]: value })
      if (toColumn(spec.kind, value) !== toColumn(spec.kind, code[name])) changed = true
    }
    if (changed) {
      const wasActive = code.active
      if (next.expiresAt !== undefined && next.expiresAt !== code.expiresAt) code.expiryAnnouncedAt = null
      Object.assign(code, structuredClone(next), { updatedAt: now })
      stage.event('qrcode.updated', code)
      if (wasActive && !code.active) stage.event('qrcode.deactivated', code)
    }
    return copy(code)
  }

  async delete(accountId: string, shortId: string, now: number, expected?: Precondition): Promise<boolean | 'stale'> {
    return this.#atomically(accountId, now, (stage) => ({ result: this.#deleteOne(stage, shortId, expected) }))
  }

  #deleteOne(stage: Stage, shortId: string, expected?: Precondition): boolean | 'stale' {
    const code = stage.live(shortId)
    if (!code) return false
    if (expected && !expected(copy(code))) return 'stale'
    code.deleted = true
    stage.event('qrcode.deleted', code)
    return true
  }

  async list(accountId: string, query: ListQuery): Promise<ListPage> {
    const mine = this.#matching(accountId, query)
    mine.sort(compareForList(query))
    return { items: mine.slice(query.offset, query.offset + query.limit).map(copy), total: mine.length }
  }

  async listAfter(accountId: string, filters: ListFilters, after: ListPosition | null, limit: number) {
    const later = (c: QrCodeRecord) =>
      after === null || c.createdAt > after.createdAt || (c.createdAt === after.createdAt && c.shortId > after.shortId)
    const mine = this.#matching(accountId, filters).filter(later)
    mine.sort(compareForList({ sort: 'createdAt', order: 'asc' }))
    return mine.slice(0, limit).map(copy)
  }

  #matching(accountId: string, query: ListFilters): StoredCode[] {
    const q = query.q?.toLowerCase()
    return [...this.#codes.values()].filter(
      (c) =>
        c.accountId === accountId &&
        !c.deleted &&
        (query.active === undefined || c.active === query.active) &&
        (q === undefined ||
          SEARCHABLE_FIELDS.some((field) =>
            String(c[field] ?? '')
              .toLowerCase()
              .includes(q),
          )),
    )
  }

  async recordScan(shortId: string, kind: ScanKind, now: number, view?: ScanView): Promise<ScanResult> {
    const code = this.#codes.get(shortId)
    // Whether this view would be its visitor's first of the day: it may use up a uniqueViews limit.
    const unique = kind === 'view' && view !== undefined && this.analytics.isNewVisitor(shortId, view)
    const { result, next, counted, deactivates } = scanCode(code, kind, now, unique)
    if (!code || !next || !counted) return result
    Object.assign(code, next)
    if (deactivates) this.#events.recordEvent('qrcode.deactivated', copy(code), now)
    const bucket = this.#bucket(shortId, now - (now % HOUR_MS))
    bucket[counted] += 1
    if (counted === 'views' && view) bucket.uniqueViews += this.analytics.recordView(shortId, now, view)
    return result
  }

  async announceExpiries(now: number): Promise<number> {
    let marked = 0
    for (const code of this.#codes.values()) {
      if (code.deleted || !hasExpired(code, now) || code.expiryAnnouncedAt) continue
      code.expiryAnnouncedAt = now
      marked += 1
      if (isLiveButForExpiry(code)) this.#events.recordEvent('qrcode.deactivated', copy(code), now)
    }
    return marked
  }

  #bucket(shortId: string, start: number): ScanBucket {
    let buckets = this.#buckets.get(shortId)
    if (!buckets) {
      buckets = new Map()
      this.#buckets.set(shortId, buckets)
    }
    let bucket = buckets.get(start)
    if (!bucket) {
      bucket = { start, views: 0, uniqueViews: 0, botHits: 0, fallbackHits: 0 }
      buckets.set(start, bucket)
    }
    return bucket
  }

  async scanBuckets(shortId: string, from: number, to: number): Promise<ScanBucket[]> {
    return this.#bucketsOf(shortId, from, to)
  }

  #bucketsOf(shortId: string, from: number, to: number): ScanBucket[] {
    const buckets = [...(this.#buckets.get(shortId)?.values() ?? [])]
    return buckets
      .filter((b) => b.start >= from && b.start < to)
      .sort((a, b) => a.start - b.start)
      .map((b) => ({ ...b }))
  }

  async rollUpBuckets(before: number): Promise<void> {
    for (const [shortId, buckets] of this.#buckets) {
      for (const bucket of [...buckets.values()]) {
        const day = bucket.start - (bucket.start % DAY_MS)
        if (bucket.start >= before || day === bucket.start) continue
        buckets.delete(bucket.start)
        const into = this.#bucket(shortId, day)
        into.views += bucket.views
        into.uniqueViews += bucket.uniqueViews
        into.botHits += bucket.botHits
        into.fallbackHits += bucket.fallbackHits
      }
    }
    this.analytics.rollUpDays(before)
  }
}
