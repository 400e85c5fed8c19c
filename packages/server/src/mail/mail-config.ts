import { ConfigError } from '../config-error.js'
import type { MailSettings } from './smtp-invitation-mailer.js'

/** `qr@example.com` or `Name <qr@example.com>`: what a From header holds. */
const MAILBOX = /^(?:[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+|[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>)$/

/**
 * SMTP_URL and MAIL_FROM, checked: null when SMTP_URL is unset (invitations are links to copy).
 * A bad SMTP_URL is never echoed, since it carries the mail server's password.
 */
export function mailSettings(env: NodeJS.ProcessEnv): MailSettings | null {
  const smtpUrl = env.SMTP_URL || ''
  const from = (env.MAIL_FROM || '').trim()
  if (smtpUrl === '') {
    if (from !== '') throw new ConfigError('MAIL_FROM', 'is set but SMTP_URL is not: invitation e-mail needs both')
    return null
  }
  let url: URL | null = null
  try {
    url = new URL(smtpUrl)
  } catch {}
  if (!url || !/^smtps?:$/.test(url.protocol) || url.hostname === '') {
    throw new ConfigError(
      'SMTP_URL',
      'must be smtp://user:password@host:587 or smtps://user:password@host:465 (user and password percent-encoded)',
    )
  }
  if (from === '') {
    throw new ConfigError(
      'MAIL_FROM',
      'must be set when SMTP_URL is: the sender of invitations, e.g. dynqr <qr@example.com>',
    )
  }
  if (!MAILBOX.test(from)) {
    throw new ConfigError('MAIL_FROM', `must be an address or "Name <address>", not ${JSON.stringify(from)}`)
  }
  return { smtpUrl, from }
}
