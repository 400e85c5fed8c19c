import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEMORY } from '../helpers/engines.js'
import { type SmtpReceiver, startSmtpReceiver } from '../helpers/smtp-receiver.js'
import { SITE, startTestApp, type TestApp } from '../helpers/test-app.js'

/** POST /api/v1/invitations with the key of account "alice". */
const invite = (test: TestApp, email: string, role: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/v1/invitations',
    headers: test.auth(test.alice),
    payload: { email, role },
  })

describe('an invitation e-mailed through SMTP_URL (a real SMTP server on loopback)', () => {
  let smtp: SmtpReceiver
  beforeAll(async () => {
    smtp = await startSmtpReceiver()
  })
  afterAll(async () => {
    await smtp.close()
  })

  it('sends the invitation’s own link to the invited address and says so', async () => {
    const test = await startTestApp(MEMORY, undefined, { mail: { smtpUrl: smtp.url, from: 'dynqr <qr@example.com>' } })
    try {
      const response = await invite(test, 'ada@example.com', 'editor')
      expect(response.statusCode).toBe(201)
      const invitation = JSON.parse(response.body)
      expect(invitation).toMatchObject({ email: 'ada@example.com', role: 'editor', emailed: true })
      expect(invitation.link).toMatch(new RegExp(`^${SITE}/join#`))
      const mail = smtp.received.at(-1)
      expect(mail?.to).toEqual(['ada@example.com'])
      expect(mail?.headers.subject).toBe('You are invited to alice on dynqr')
      expect(mail?.parts['text/plain']).toContain(invitation.link)
      expect(mail?.parts['text/html']).toContain(`href="${invitation.link}"`)
    } finally {
      await test.close()
    }
  })

  it('still makes the invitation when the mail server refuses, with the link to pass on by hand', async () => {
    const refused = smtp.url.replace('secret', 'wrong')
    const test = await startTestApp(MEMORY, undefined, { mail: { smtpUrl: refused, from: 'qr@example.com' } })
    const before = smtp.received.length
    try {
      const response = await invite(test, 'bob@example.com', 'viewer')
      expect(response.statusCode).toBe(201)
      expect(JSON.parse(response.body)).toMatchObject({ email: 'bob@example.com', emailed: false })
      expect(smtp.received.length).toBe(before)
    } finally {
      await test.close()
    }
  })
})
