import type { Store } from '../store.js'
import type { InvitationMailer } from './invitation-mailer.js'
import { InvitationService } from './invitation-service.js'
import { MemberService } from './member-service.js'
import { SessionService } from './session-service.js'
import { UserService } from './user-service.js'

/** People's services over one store (issue #41). */
export interface PeopleServices {
  sessions: SessionService
  members: MemberService
  invitations: InvitationService
  users: UserService
}

export interface PeopleOptions {
  siteUrl: string
  now?: () => number
  /** SESSION_IDLE_HOURS (168). */
  sessionIdleHours?: number
  /** SESSION_MAX_DAYS (30). */
  sessionMaxDays?: number
  /** MAX_MEMBERS_PER_ACCOUNT (100). */
  maxMembersPerAccount?: number
  /** Sends invitations by e-mail (SMTP_URL); none: links are shown to copy. */
  invitationMailer?: InvitationMailer
  onMailError?: (error: unknown) => void
}

export function createPeopleServices(store: Store, options: PeopleOptions): PeopleServices {
  const now = options.now ?? Date.now
  const sessions = new SessionService(store, {
    now,
    idleHours: options.sessionIdleHours,
    maxDays: options.sessionMaxDays,
  })
  return {
    sessions,
    members: new MemberService(store),
    invitations: new InvitationService(store, sessions, {
      siteUrl: options.siteUrl,
      now,
      maxMembers: options.maxMembersPerAccount,
      mailer: options.invitationMailer,
      onMailError: options.onMailError,
    }),
    users: new UserService(store, sessions, now),
  }
}
