import type { Role } from '@dynqr/contract'
import type { MemberRecord, MembershipView, MemberView } from './people-records.js'

/** Who is a member of which account, with which role. */
export interface MemberRepository {
  /** Adds a membership, or changes nothing when the person is a member already (their role stays). */
  add(member: MemberRecord): Promise<void>
  find(accountId: string, userId: string): Promise<MemberRecord | null>
  /** The account's members with their emails and names, oldest first. */
  listByAccount(accountId: string): Promise<MemberView[]>
  /** The person's accounts, oldest membership first. */
  listByUser(userId: string): Promise<MembershipView[]>
  /**
   * Changes a role. Taking the account's last owner's role is refused in the same transaction
   * (`'last-owner'`), so two demotions racing cannot leave none; `false`: no such member.
   */
  setRole(accountId: string, userId: string, role: Role): Promise<boolean | 'last-owner'>
  /**
   * Removes a member and ends their sessions on the account, in one transaction; the last owner
   * is refused (`'last-owner'`); `false`: no such member.
   */
  remove(accountId: string, userId: string): Promise<boolean | 'last-owner'>
  /** How many members the account has. */
  count(accountId: string): Promise<number>
}
