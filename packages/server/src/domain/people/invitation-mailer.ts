import type { Role } from '@dynqr/contract'

/** Sends an invitation's link by e-mail (SMTP_URL); without one, the link is only shown to copy. */
export interface InvitationMailer {
  sendInvitation(to: string, link: string, accountName: string, role: Role): Promise<void>
}
