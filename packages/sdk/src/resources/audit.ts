import type { Core, RequestOptions } from '../core.js'
import type { paths } from '../generated/openapi.js'
import { CursorPage, CursorPagePromise } from '../pagination.js'
import type { Schema } from '../schema.js'

/**
 * One change in the audit log: when (`at`), who (`actor`: a person, a key or dynqr itself),
 * what (`action`, `resource`), the fields changed with their old and new values (`changes`),
 * and the class of the address it came from (never the address).
 * @category Models
 */
export interface AuditEvent extends Schema<'AuditEvent'> {}
/**
 * What `audit.list` takes: `shortId` (one code's history), `from` and `to` (a time range),
 * `limit` per page; `cursor` is the SDK's to fill in.
 * @category Models
 */
export interface ListAuditEventsParams extends NonNullable<paths['/audit']['get']['parameters']['query']> {}
/**
 * A page of the audit log.
 * @category Models
 */
export type AuditEventPage = CursorPage<AuditEvent, ListAuditEventsParams>

/**
 * The audit log of the caller's account: who changed what and when, newest first (needs
 * `qrcodes:read`; entries about keys, members, invitations, webhooks, styles and domains are
 * listed only to a caller holding `keys:manage`).
 * @category Resources
 */
export class AuditLog {
  readonly #core: Core

  /** @internal */
  constructor(core: Core) {
    this.#core = core
  }

  /**
   * A page of the log, newest first. Await it for one page (`hasNextPage()`, `getNextPage()`),
   * or `for await` over it for every entry, pages fetched as the loop goes.
   *
   * @example
   * for await (const event of dynqr.audit.list({ shortId: 'spring-sale' })) {
   *   console.log(event.at, event.actor.label, event.action, event.changes.targetUrl)
   * }
   */
  list(
    params: ListAuditEventsParams = {},
    options: RequestOptions = {},
  ): CursorPagePromise<AuditEvent, ListAuditEventsParams> {
    const raw = this.#core.raw
    const fetchPage = (query: ListAuditEventsParams) => this.list(query, options)
    const answer = this.#core.call(
      (init) => raw.GET('/audit', { params: { query: params }, ...init }),
      options,
      {},
      (data) => new CursorPage(data as { data: AuditEvent[]; nextCursor: string | null }, params, fetchPage),
    )
    return new CursorPagePromise(answer)
  }
}
