import type { Invitation, Me, Member } from '@dynqr/contract'
import type { InvitationRecord, MemberView } from '../../domain/people/people-records.js'
import type { WhoIsAsking } from '../../domain/people/session-service.js'

const iso = (ms: number) => new Date(ms).toISOString()

/** `GET /me`'s answer. */
export function meView(who: WhoIsAsking): Me {
  return {
    success: true,
    user: who.user && { id: who.user.id, email: who.user.email, name: who.user.name },
    key: who.key && { id: who.key.id, name: who.key.name, prefix: who.key.prefix },
    account: { id: who.account.id, name: who.account.name },
    role: who.role,
    scopes: [...who.scopes],
    accounts: who.memberships.map((m) => ({ id: m.accountId, name: m.accountName, role: m.role })),
  }
}

export const memberView = (member: MemberView): Member => ({
  userId: member.userId,
  email: member.email,
  name: member.name,
  role: member.role,
  createdAt: iso(member.createdAt),
})

/** A pending invitation, never its token. */
export const invitationView = (invitation: InvitationRecord): Invitation => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role ?? 'viewer',
  createdAt: iso(invitation.createdAt),
  expiresAt: iso(invitation.expiresAt),
})
