import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message as the SMTP server received it: the envelope, the raw text and its parts decoded. */
export interface ReceivedMail {
  /** MAIL FROM and RCPT TO of the envelope. */
  from: string
  to: string[]
  /** The user name the client authenticated with, if any. */
  user: string | null
  /** The message's header lines, unfolded, by lower-cased name (the first of each). */
  headers: Record<string, string>
  /** The decoded bodies of its parts, by content type (`text/plain`, `text/html`). */
  parts: Record<string, string>
}

export interface SmtpReceiver {
  /** `smtp://user:secret@127.0.0.1:<port>` */
  url: string
  received: ReceivedMail[]
  close: () => Promise<void>
}

/** Quoted-printable or base64 transfer encoding undone; anything else as it came. */
function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding !== 'quoted-printable') return body
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'))
}

/** Header lines unfolded into a map, lower-cased names. */
function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers[name] ??= line.slice(colon + 1).trim()
  }
  return headers
}

/** The leaf parts of a MIME message (nested multiparts followed), by content type. */
function partsOf(raw: string, into: Record<string, string> = {}): Record<string, string> {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = headersOf(raw.slice(0, split))
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const type = (headers['content-type'] ?? 'text/plain').split(';')[0]?.trim().toLowerCase() ?? ''
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
  if (type.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1, -1)
    for (const section of sections) partsOf(section.replace(/^\r?\n/, ''), into)
  } else {
    into[type] = decodeBody(body, (headers['content-transfer-encoding'] ?? '').toLowerCase())
  }
  return into
}

/** A real SMTP server on 127.0.0.1 (smtp-server) that takes user `user`, password `secret`, over plain SMTP. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'user' && auth.password === 'secret') return callback(null, { user: auth.username })
      callback(new Error('Wrong user or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const split = raw.search(/\r?\n\r?\n/)
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : null,
          headers: headersOf(raw.slice(0, split)),
          parts: partsOf(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://user:secret@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
