import type { components } from '@dynqr/contract'
import { randomBase62 } from '../keys/api-keys.js'
import { DomainError } from '../domain-error.js'
import type { Principal } from '../keys/api-keys.js'
import { DAY_MS, HOUR_MS } from '../records.js'
import { addressClass } from './address-class.js'
import type { AuditChanges, AuditEventRecord, AuditPosition, AuditRepository } from './audit-repository.js'

/** Days the log keeps an entry unless configured otherwise (AUDIT_RETENTION_DAYS). */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365
/** The kinds of resources every reader of the log sees; the others need `keys:manage`. */
export const OPEN_RESOURCE_TYPES: readonly string[] = ['qrcode', 'asset']
const DEFAULT_LIMIT = 50
const MAX_LIMIT = 100
/** Entries one prune deletes at most per statement, so it never holds the writer for long. */
const PRUNE_CHUNK = 1000
/** Ids one process gives out within one millisecond before its sequence wraps (36³). */
const SEQUENCE_SPAN = 36 ** 3

/** Who is changing something, as the HTTP layer knows it: the caller and its address. */
export interface AuditSource {
  /** `null`: the server itself (upkeep, expiries). */
  principal: Principal | null
  /** The client address (TRUST_PROXY decides it); only its network is kept. */
  address?: string
  /** The server's own label for what it did (`dynqr import`); `dynqr` when missing. */
  label?: string
}

/** One change to record. */
export interface AuditEntry {
  action: string
  resource: { type: string; id: string }
  changes?: AuditChanges | null
}

/** An entry as the API shows it (openapi.yaml, AuditEvent). */
export type AuditEventView = components['schemas']['AuditEvent']
/** A page of the log (openapi.yaml, AuditEventList). */
export type AuditEventList = components['schemas']['AuditEventList']

/** What a reader asks for: `from`/`to` as instants (ISO strings in the API). */
export interface AuditListQuery {
  shortId?: string
  from?: number
  to?: number
  limit?: number
  cursor?: string
}

export interface AuditLogOptions {
  now?: () => number
  /** A key's label (its name, else `dqr_<prefix>…`), or `null` when unknown. */
  keyLabel?: (accountId: string, keyId: string) => Promise<string | null>
  /** A user's label (their email), or `null` when unknown. */
  userLabel?: (userId: string) => Promise<string | null>
}

/**
 * The fields of `before` and `after` that differ, as `{field: {old, new}}` (compared as JSON):
 * what an update's entry says it changed. Fields only in one of them count as changed.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): AuditChanges {
  const changes: AuditChanges = {}
  for (const field of fields) {
    const old = before[field] ?? null
    const now = after[field] ?? null
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[field] = { old, new: now }
  }
  return changes
}

const encodeCursor = (position: AuditPosition): string =>
  Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url')

function decodeCursor(cursor: string): AuditPosition {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[]
    if (typeof at === 'number' && Number.isSafeInteger(at) && typeof id === 'string') return { at, id }
  } catch {}
  throw DomainError.invalidField('cursor', 'cursor is not one this list gave out')
}

/**
 * The audit log (issue #41): who changed what, when and from which network. Every feature calls
 * `record` right after a change it made (or `system` for the server's own); readers page through
 * an account's entries newest first, and those without `keys:manage` see only the entries about
 * codes and assets. Entries past the retention are pruned (startAuditRetention).
 */
export class AuditLog {
  readonly #events: AuditRepository
  readonly #now: () => number
  readonly #keyLabel: AuditLogOptions['keyLabel']
  readonly #userLabel: AuditLogOptions['userLabel']
  /** Labels by actor id: a key's name and a user's email change rarely, and a stale one only labels. */
  readonly #labels = new Map<string, string | null>()
  #sequence = 0

  constructor(events: AuditRepository, options: AuditLogOptions = {}) {
    this.#events = events
    this.#now = options.now ?? Date.now
    this.#keyLabel = options.keyLabel
    this.#userLabel = options.userLabel
  }

  /** Records one change made by `source` in `accountId`. */
  record(accountId: string, source: AuditSource, entry: AuditEntry): Promise<void> {
    return this.recordAll(accountId, source, [entry])
  }

  /** Records many changes of one request (a bulk change, an import) in one commit. */
  async recordAll(accountId: string, source: AuditSource, entries: readonly AuditEntry[]): Promise<void> {
    if (entries.length === 0) return
    const actor = await this.#actorOf(accountId, source)
    const at = this.#now()
    const where = addressClass(source.address)
    await this.#events.append(
      entries.map((entry) => ({
        id: this.#newId(at),
        accountId,
        at,
        ...actor,
        addressClass: where,
        action: entry.action,
        resourceType: entry.resource.type,
        resourceId: entry.resource.id,
        changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
      })),
    )
  }

  /**
   * `aud_`, then the instant and this process's sequence in lower-case base 36 (equal length, so
   * they sort alike under every collation), then 4 random characters: entries of one instant
   * list newest first, ties broken by id.
   */
  #newId(at: number): string {
    this.#sequence = (this.#sequence + 1) % SEQUENCE_SPAN
    const sequence = this.#sequence.toString(36).padStart(3, '0')
    return `aud_${at.toString(36).padStart(9, '0')}${sequence}${randomBase62(4)}`
  }

  async #actorOf(
    accountId: string,
    { principal, label }: AuditSource,
  ): Promise<Pick<AuditEventRecord, 'actorType' | 'actorId' | 'actorLabel'>> {
    if (!principal) return { actorType: 'system', actorId: null, actorLabel: label ?? 'dynqr' }
    const { keyId, userId } = principal as { keyId: string | null; userId?: string | null }
    if (keyId === null && userId) {
      return {
        actorType: 'user',
        actorId: userId,
        actorLabel: await this.#label(userId, () => this.#userLabel?.(userId)),
      }
    }
    if (keyId === null) return { actorType: 'system', actorId: null, actorLabel: 'dynqr' }
    return {
      actorType: 'key',
      actorId: keyId,
      actorLabel: await this.#label(keyId, () => this.#keyLabel?.(accountId, keyId)),
    }
  }

  async #label(id: string, find: () => Promise<string | null> | undefined): Promise<string | null> {
    if (this.#labels.has(id)) return this.#labels.get(id) ?? null
    const label = (await find()) ?? null
    if (this.#labels.size > 10_000) this.#labels.clear()
    this.#labels.set(id, label)
    return label
  }

  /** A page of the account's log for a reader holding `scopes` (keys:manage sees every entry). */
  async list(principal: Pick<Principal, 'accountId' | 'scopes'>, query: AuditListQuery): Promise<AuditEventList> {
    const limit = Math.min(Math.max(query.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT)
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      throw DomainError.invalidField('from', 'from must not be after to')
    }
    const rows = await this.#events.list(principal.accountId, {
      ...(query.shortId !== undefined && { resource: { type: 'qrcode', id: query.shortId } }),
      ...(!principal.scopes.includes('keys:manage') && { resourceTypes: OPEN_RESOURCE_TYPES }),
      ...(query.from !== undefined && { from: query.from }),
      ...(query.to !== undefined && { to: query.to }),
      ...(query.cursor !== undefined && { after: decodeCursor(query.cursor) }),
      limit: limit + 1,
    })
    const page = rows.slice(0, limit)
    const last = page.at(-1)
    return {
      success: true,
      data: page.map(presentAuditEvent),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    }
  }

  /** Deletes the entries older than `retentionDays` days before now; how many. */
  async prune(retentionDays: number): Promise<number> {
    const before = this.#now() - retentionDays * DAY_MS
    let total = 0
    for (;;) {
      const deleted = await this.#events.prune(before, PRUNE_CHUNK)
      total += deleted
      if (deleted < PRUNE_CHUNK) return total
    }
  }
}

export function presentAuditEvent(event: AuditEventRecord): AuditEventView {
  return {
    id: event.id,
    at: new Date(event.at).toISOString(),
    actor: { type: event.actorType, id: event.actorId, label: event.actorLabel },
    action: event.action,
    resource: { type: event.resourceType, id: event.resourceId ?? '' },
    changes: event.changes ?? {},
    addressClass: event.addressClass,
  }
}

export interface AuditRetentionOptions {
  /** Entries older than this many days are deleted; 0 keeps them forever. */
  retentionDays: number
  /** How often; hourly by default. */
  everyMs?: number
  onError?: (error: unknown) => void
}

/**
 * Prunes the log once at start and then every hour, like the scan retention
 * (analytics/stats-retention.ts). Returns a stop function; the timer does not keep the process
 * alive, and a failed run is reported and tried again on the next tick.
 */
export function startAuditRetention(log: AuditLog, options: AuditRetentionOptions): () => Promise<void> {
  if (options.retentionDays <= 0) return async () => {}
  let running: Promise<unknown> = Promise.resolve()
  const run = () => {
    running = running.then(() => log.prune(options.retentionDays)).catch((error: unknown) => options.onError?.(error))
  }
  run()
  const timer = setInterval(run, options.everyMs ?? HOUR_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
