import type { Role } from '@dynqr/contract'
import { DomainError } from '../domain-error.js'
import type { Principal } from '../keys/api-keys.js'
import { grants } from '../keys/role-scopes.js'
import type { Store } from '../store.js'
import type { MemberView } from './people-records.js'

export const MEMBER_NOT_FOUND_MESSAGE = 'Member not found'
export const LAST_OWNER_MESSAGE = 'An account keeps at least one owner'
export const OWNER_ONLY_MESSAGE = 'Only a signed-in owner may grant, take or remove the owner role'

/**
 * Granting or taking `owner` (and removing an owner) needs a signed-in owner: a session, never a
 * key, whatever the key holds (issue #41).
 */
export async function requireSignedInOwner(store: Store, principal: Principal): Promise<void> {
  const member =
    principal.sessionId === undefined || principal.userId === null
      ? null
      : await store.members.find(principal.accountId, principal.userId)
  if (member?.role !== 'owner') throw new DomainError('FORBIDDEN', OWNER_ONLY_MESSAGE)
}

/** The members of an account and their roles; an account always keeps at least one owner. */
export class MemberService {
  readonly #store: Store

  constructor(store: Store) {
    this.#store = store
  }

  list(accountId: string): Promise<MemberView[]> {
    return this.#store.members.listByAccount(accountId)
  }

  /** Gives a member another role (keys:manage is the route's; owner changes need a signed-in owner). */
  /** Gives a member another role; answers the member as they are now and the role they had (for the audit log). */
  async updateRole(
    principal: Principal,
    userId: string,
    role: Role,
  ): Promise<{ member: MemberView; previousRole: Role }> {
    const member = await this.#member(principal.accountId, userId)
    if (role === 'owner' || member.role === 'owner') await requireSignedInOwner(this.#store, principal)
    refused(await this.#store.members.setRole(principal.accountId, userId, role))
    return { member: { ...member, role }, previousRole: member.role }
  }

  /**
   * Removes a member: their sessions on the account end in the same commit, and the keys they
   * created stop (authentication finds no member). Anyone signed in may remove themselves (leave);
   * others need keys:manage, and a signed-in owner to remove an owner.
   */
  async remove(principal: Principal, userId: string): Promise<void> {
    const leaving = principal.sessionId !== undefined && principal.userId === userId
    if (!leaving && !grants(principal.scopes, 'keys:manage')) {
      throw new DomainError('FORBIDDEN', 'This API key lacks the scope keys:manage')
    }
    const member = await this.#member(principal.accountId, userId)
    if (!leaving && member.role === 'owner') await requireSignedInOwner(this.#store, principal)
    refused(await this.#store.members.remove(principal.accountId, userId))
  }

  async #member(accountId: string, userId: string): Promise<MemberView> {
    const member = (await this.#store.members.listByAccount(accountId)).find((m) => m.userId === userId)
    if (!member) throw new DomainError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE)
    return member
  }
}

function refused(result: boolean | 'last-owner'): void {
  if (result === 'last-owner') throw new DomainError('CONFLICT', LAST_OWNER_MESSAGE)
  if (!result) throw new DomainError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE)
}
