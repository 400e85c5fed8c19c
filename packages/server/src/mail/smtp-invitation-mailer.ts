import type { Role } from '@dynqr/contract'
import type * as Nodemailer from 'nodemailer'
import { lazyDependency } from '../lazy-dependency.js'
import { escapeHtml } from '../web/html-page.js'

/** Where invitation e-mail goes out: SMTP_URL and MAIL_FROM (config.ts). */
export interface MailSettings {
  /**
   * `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…:465` (TLS from
   * the start); nodemailer's options may follow as a query (`?requireTLS=true`).
   */
  smtpUrl: string
  /** The From header, `dynqr <qr@example.com>` or a bare address. */
  from: string
}

/** What a role may do, in the words of the e-mail. */
function roleWords(role: Role): string {
  switch (role) {
    case 'owner':
      return 'an owner (everything, including ownership)'
    case 'admin':
      return 'an admin (codes, API keys, members and webhooks)'
    case 'editor':
      return 'an editor (create and change codes)'
    case 'viewer':
      return 'a viewer (see codes and their scans)'
  }
}

/**
 * A whole exchange with the mail server stays bounded: the invitation's request waits for it
 * (nodemailer's own defaults are two minutes to connect and ten of silence).
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/** Line breaks and other control characters never reach a header or a line of their own. */
const oneLine = (text: string): string => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim()

/** The invitation's subject, plain text and HTML: what an invited person reads. */
export function invitationMessage(link: string, accountName: string, role: Role) {
  const account = oneLine(accountName)
  const subject = `You are invited to ${account} on dynqr`
  const text = [
    `You have been invited to join "${account}" on dynqr as ${roleWords(role)}.`,
    '',
    'Open this link to accept. It works once and for 7 days:',
    link,
    '',
    'If you did not expect this invitation, ignore this e-mail: nothing happens without the link.',
    '',
  ].join('\n')
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5">',
    `<p>You have been invited to join <strong>${escapeHtml(account)}</strong> on dynqr as ${escapeHtml(roleWords(role))}.</p>`,
    `<p><a href="${escapeHtml(link)}">Accept the invitation</a> (the link works once and for 7 days).</p>`,
    `<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    '<p>If you did not expect this invitation, ignore this e-mail: nothing happens without the link.</p>',
    '</body></html>',
  ].join('\n')
  return { subject, text, html }
}

/**
 * Sends invitations through an SMTP server (nodemailer, MIT-0): the domain's InvitationMailer.
 * One transport, one connection per message: invitations are rare, and a pooled connection would
 * outlive a mail server's idle timeout between them.
 */
/** nodemailer, loaded when a mailer is configured (lazy-dependency.ts). */
const nodemailer = lazyDependency<typeof Nodemailer>('nodemailer')

export class SmtpInvitationMailer {
  readonly #transport: Nodemailer.Transporter
  readonly #from: string

  constructor(settings: MailSettings) {
    this.#transport = nodemailer().createTransport({ url: settings.smtpUrl, ...TIMEOUTS })
    this.#from = settings.from
  }

  async sendInvitation(to: string, link: string, accountName: string, role: Role): Promise<void> {
    const { subject, text, html } = invitationMessage(link, accountName, role)
    await this.#transport.sendMail({ from: this.#from, to, subject, text, html })
  }

  /** Closes the transport's connections, if any are left. */
  close(): void {
    this.#transport.close()
  }
}
