import type { AuditActorType } from '@dynqr/contract'

export type { AuditActorType }

/** What one field of a resource was and became. */
export interface AuditChange {
  old: unknown
  new: unknown
}

/** `{field: {old, new}}`: the fields a change touched. */
export type AuditChanges = Record<string, AuditChange>

/** One entry of the audit log as the store keeps it (issue #41). Times are milliseconds since the epoch. */
export interface AuditEventRecord {
  id: string
  accountId: string
  at: number
  actorType: AuditActorType
  /** The user's or the key's id; `null` for the server itself. */
  actorId: string | null
  /** The user's email or the key's name / prefix, as it was then. */
  actorLabel: string | null
  /** The client's network (address-class.ts), never a whole address; `null` when unknown. */
  addressClass: string | null
  /** `qrcode.updated`, `key.revoked`, … */
  action: string
  /** `qrcode`, `key`, `webhook`, `style`, `asset`, `member`, … */
  resourceType: string
  resourceId: string | null
  changes: AuditChanges | null
}

/** Where a page of the log starts after: the last entry of the previous page. */
export interface AuditPosition {
  at: number
  id: string
}

/** A page request of the log, newest first. */
export interface AuditQuery {
  /** Only entries about this one resource. */
  resource?: { type: string; id: string }
  /** Only entries about these kinds of resources (`undefined`: every kind). */
  resourceTypes?: readonly string[]
  /** `from <= at < to`. */
  from?: number
  to?: number
  after?: AuditPosition
  limit: number
}

/** The audit log of every account: appended to, read a page at a time, pruned by age. */
export interface AuditRepository {
  /** Appends entries, all in one commit. */
  append(events: readonly AuditEventRecord[]): Promise<void>
  /** One page, newest first (ties by id, descending): at most `limit` entries after `after`. */
  list(accountId: string, query: AuditQuery): Promise<AuditEventRecord[]>
  /** Deletes the entries older than `before` (at most `limit` of them); how many it deleted. */
  prune(before: number, limit: number): Promise<number>
}
