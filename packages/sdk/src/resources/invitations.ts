import { APIPromise } from '../api-promise.js'
import { type Core, type RequestOptions, strip } from '../core.js'
import type { Schema } from '../schema.js'
import type { Me } from './me.js'

/**
 * A pending invitation: whom it invites (`null` for a setup link), with which role, until when.
 * @category Models
 */
export interface Invitation extends Schema<'Invitation'> {}
/**
 * A new invitation, with its one-time `link` (shown this once) and whether it was e-mailed.
 * @category Models
 */
export interface CreatedInvitation extends Omit<Schema<'CreatedInvitation'>, 'success'> {}
/**
 * What `invitations.create` takes: the person's email and their role.
 * @category Models
 */
export interface CreateInvitationParams extends Schema<'CreateInvitationRequest'> {}
/**
 * What `invitations.accept` takes: the link's token and, for a new person, their name and
 * password (a setup link also their email); an existing person gives their own password.
 * @category Models
 */
export interface AcceptInvitationParams extends Schema<'AcceptInvitationRequest'> {}

/**
 * Invitations to the caller's account (create, list and revoke need `keys:manage`; inviting an
 * `owner` needs a signed-in owner). Members and pending invitations together are capped
 * (`LimitReachedError`).
 * @category Resources
 */
export class Invitations {
  readonly #core: Core

  /** @internal */
  constructor(core: Core) {
    this.#core = core
  }

  /**
   * Invites a person with a role. The answer's `link` (`{site_url}/join#<token>`, valid 7 days)
   * is shown only this once: pass it on, unless `emailed` says the server mailed it. Not retried
   * on 5xx or lost connections (the operation takes no `Idempotency-Key`).
   *
   * @example
   * const { link, emailed } = await dynqr.invitations.create({ email: 'grace@example.com', role: 'editor' })
   */
  create(params: CreateInvitationParams, options: RequestOptions = {}): APIPromise<CreatedInvitation> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.POST('/invitations', { body: params, ...init }),
      options,
      {},
      strip as (data: unknown) => CreatedInvitation,
    )
    return new APIPromise(answer)
  }

  /**
   * The pending invitations (not accepted, revoked or expired), newest first, without links.
   *
   * @example
   * const pending = await dynqr.invitations.list()
   */
  list(options: RequestOptions = {}): APIPromise<Invitation[]> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.GET('/invitations', init),
      options,
      {},
      (data) => (data as { data: Invitation[] }).data,
    )
    return new APIPromise(answer)
  }

  /**
   * Withdraws a pending invitation: its link stops working. `NotFoundError` for an unknown,
   * used, expired or other account's invitation.
   *
   * @example
   * await dynqr.invitations.revoke('inv_2mZx81LmQa4kT9vQ')
   */
  revoke(id: string, options: RequestOptions = {}): APIPromise<void> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.DELETE('/invitations/{id}', { params: { path: { id } }, ...init }),
      options,
      {},
      () => undefined,
    )
    return new APIPromise(answer)
  }

  /**
   * Accepts an invitation (or a setup link) with the token after `#` in its link, and answers
   * who the person now is, as `me()`. In a browser on the site's origin the answer also signs
   * the person in (the session cookie). `NotFoundError` ("This link is no longer valid") for a
   * used, withdrawn, expired or unknown token; `UnauthorizedError` for an existing person's
   * wrong password. Needs no key.
   *
   * @example
   * const token = location.hash.slice(1)
   * const me = await dynqr.invitations.accept({ token, name: 'Grace Hopper', password: 'a long and secret sentence' })
   */
  accept(params: AcceptInvitationParams, options: RequestOptions = {}): APIPromise<Me> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.POST('/invitations/accept', { body: params, ...init }),
      options,
      {},
      strip as (data: unknown) => Me,
    )
    return new APIPromise(answer)
  }
}
