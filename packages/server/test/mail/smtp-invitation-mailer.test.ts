import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SmtpInvitationMailer } from '../../src/mail/smtp-invitation-mailer.js'
import { type SmtpReceiver, startSmtpReceiver } from '../helpers/smtp-receiver.js'

const LINK = 'http://127.0.0.1:3000/join#inv_Tok3n-with_url-safe.chars'

describe('invitation e-mail through a real SMTP server on loopback', () => {
  let smtp: SmtpReceiver
  beforeAll(async () => {
    smtp = await startSmtpReceiver()
  })
  afterAll(async () => {
    await smtp.close()
  })

  it('sends the invitation to the invited address, with the link in both bodies and the account escaped', async () => {
    const mailer = new SmtpInvitationMailer({ smtpUrl: smtp.url, from: 'dynqr <qr@example.com>' })
    await mailer.sendInvitation('ada@example.com', LINK, 'Acme <b>&</b> Co', 'editor')
    mailer.close()

    const mail = smtp.received.at(-1)
    expect(mail?.user).toBe('user')
    expect(mail?.from).toBe('qr@example.com')
    expect(mail?.to).toEqual(['ada@example.com'])
    expect(mail?.headers.to).toBe('ada@example.com')
    expect(mail?.headers.from).toBe('dynqr <qr@example.com>')
    expect(mail?.headers.subject).toBe('You are invited to Acme <b>&</b> Co on dynqr')
    const text = mail?.parts['text/plain'] ?? ''
    expect(text).toContain(LINK)
    expect(text).toContain('"Acme <b>&</b> Co" on dynqr as an editor')
    const html = mail?.parts['text/html'] ?? ''
    expect(html).toContain(`<a href="${LINK}">Accept the invitation</a>`)
    expect(html).toContain('<strong>Acme &lt;b&gt;&amp;&lt;/b&gt; Co</strong>')
    expect(html).not.toContain('<b>')
  })

  it('keeps a line break in the account name out of the headers', async () => {
    const mailer = new SmtpInvitationMailer({ smtpUrl: smtp.url, from: 'qr@example.com' })
    await mailer.sendInvitation('bob@example.com', LINK, 'Acme\r\nBcc: eve@example.com', 'viewer')
    mailer.close()

    const mail = smtp.received.at(-1)
    expect(mail?.to).toEqual(['bob@example.com'])
    expect(mail?.headers.bcc).toBeUndefined()
    expect(mail?.headers.subject).toBe('You are invited to Acme Bcc: eve@example.com on dynqr')
  })

  it('fails when the mail server refuses the credentials, so the caller can offer the link to copy', async () => {
    const mailer = new SmtpInvitationMailer({
      smtpUrl: smtp.url.replace('secret', 'wrong'),
      from: 'qr@example.com',
    })
    const before = smtp.received.length
    await expect(mailer.sendInvitation('cy@example.com', LINK, 'Acme', 'admin')).rejects.toThrow()
    mailer.close()
    expect(smtp.received.length).toBe(before)
  })
})
