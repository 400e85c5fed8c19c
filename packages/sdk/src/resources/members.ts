import { APIPromise } from '../api-promise.js'
import { type Core, type RequestOptions, strip } from '../core.js'
import type { Schema } from '../schema.js'

/**
 * A person of the account, with their role and when they joined.
 * @category Models
 */
export interface Member extends Schema<'Member'> {}
/**
 * What `members.update` takes: the member's new role.
 * @category Models
 */
export interface UpdateMemberParams extends Schema<'UpdateMemberRequest'> {}

/**
 * The people of the caller's account and their roles (needs `keys:manage`: an admin's or
 * owner's key or session). Granting, taking or removing `owner` needs a signed-in owner, never a
 * key (`ForbiddenError`); an account always keeps one owner (`ConflictError`).
 * @category Resources
 */
export class Members {
  readonly #core: Core

  /** @internal */
  constructor(core: Core) {
    this.#core = core
  }

  /**
   * The account's members, oldest first.
   *
   * @example
   * const members = await dynqr.members.list()
   * const editors = members.filter((m) => m.role === 'editor')
   */
  list(options: RequestOptions = {}): APIPromise<Member[]> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.GET('/members', init),
      options,
      {},
      (data) => (data as { data: Member[] }).data,
    )
    return new APIPromise(answer)
  }

  /**
   * Gives a member another role; keys they created hold at most the new role from their next
   * request. `NotFoundError` for a user who is not a member; `ConflictError` when it would leave
   * the account without an owner.
   *
   * @example
   * await dynqr.members.update('usr_7bN4cVd0eRf7gHj2', { role: 'admin' })
   */
  update(userId: string, params: UpdateMemberParams, options: RequestOptions = {}): APIPromise<Member> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.PATCH('/members/{userId}', { params: { path: { userId } }, body: params, ...init }),
      options,
      {},
      strip as (data: unknown) => Member,
    )
    return new APIPromise(answer)
  }

  /**
   * Removes a member: their sessions on the account end at once and the keys they created stop
   * working. A signed-in person may remove themselves (leave) without `keys:manage`; the last
   * owner cannot (`ConflictError`).
   *
   * @example
   * await dynqr.members.remove('usr_7bN4cVd0eRf7gHj2')
   */
  remove(userId: string, options: RequestOptions = {}): APIPromise<void> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.DELETE('/members/{userId}', { params: { path: { userId } }, ...init }),
      options,
      {},
      () => undefined,
    )
    return new APIPromise(answer)
  }
}
