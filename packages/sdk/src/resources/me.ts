import { APIPromise } from '../api-promise.js'
import { type Core, type RequestOptions, strip } from '../core.js'
import type { Schema } from '../schema.js'

/**
 * A member's role in an account: `owner`, `admin`, `editor` or `viewer`.
 * @category Models
 */
export type Role = Schema<'Role'>
/**
 * A person: id, email and name.
 * @category Models
 */
export interface User extends Schema<'User'> {}
/**
 * An account the person belongs to, with their role there (an entry of `Me.accounts`).
 * @category Models
 */
export interface Membership extends Schema<'Membership'> {}
/**
 * Who is asking: the person (`user`) or the API key (`key`), the account the requests act on,
 * the person's `role` there, the `scopes` the requests hold, and the person's other `accounts`.
 * @category Models
 */
export interface Me extends Omit<Schema<'Me'>, 'success'> {}

/** `GET /me`: the client's `me()`. */
export function getMe(core: Core, options: RequestOptions): APIPromise<Me> {
  const raw = core.raw
  return new APIPromise(core.call((init) => raw.GET('/me', init), options, {}, strip as (data: unknown) => Me))
}
