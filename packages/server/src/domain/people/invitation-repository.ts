import type { InvitationRecord } from './people-records.js'

/** One-time links: invitations, setup links and reset links, by the SHA-256 of their token. */
export interface InvitationRepository {
  create(invitation: InvitationRecord): Promise<void>
  findByTokenHash(tokenHash: string): Promise<InvitationRecord | null>
  /** The account's invitations and setup links neither used, withdrawn nor expired at `now`, newest first. */
  listPending(accountId: string, now: number): Promise<InvitationRecord[]>
  /** The newest pending invitation (not a setup or reset link) to `email`, in any account. */
  findPendingByEmail(email: string, now: number): Promise<InvitationRecord | null>
  /** Marks a pending link used (or withdrawn); `false` when it was not pending (a second use loses). */
  use(id: string, now: number, accountId?: string): Promise<boolean>
}
