import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WebhookSettings } from '../../src/webhooks/dispatcher.js'

/** Small delays so retries happen within a test; never long sleeps. Loopback allowed. */
export const fastWebhookSettings = (overrides: Partial<WebhookSettings> = {}): WebhookSettings => ({
  pollMs: 20,
  timeoutMs: 2_000,
  retryBaseMs: 20,
  retryMaxMs: 80,
  retryWindowMs: 60_000,
  disableAfterMs: 60_000,
  allowPrivate: true,
  retentionMs: 7 * 86_400_000,
  ...overrides,
})

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders
  body: string
}

/** A real HTTP receiver on 127.0.0.1: records every request, answers what `answer` says. */
export interface WebhookReceiver {
  url: string
  received: ReceivedWebhook[]
  /** The status for the n-th request (0-based); 204 unless set. Return null to never answer. */
  answer: (n: number, request: ReceivedWebhook) => number | null
  /** How long each answer is held back, in ms. */
  delayMs: number
  /** Distinct webhook-id values received, in order of first arrival. */
  eventIds: () => string[]
  close: () => Promise<void>
}

export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const held: import('node:http').ServerResponse[] = []
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    answer: () => 204,
    delayMs: 0,
    eventIds: () => [...new Set(receiver.received.map((r) => String(r.headers['webhook-id'])))],
    close: async () => {
      for (const response of held) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const got = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') }
      const status = receiver.answer(receiver.received.length, got)
      receiver.received.push(got)
      if (status === null) {
        held.push(response)
        return
      }
      setTimeout(() => response.writeHead(status).end('ok'), receiver.delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
  return receiver
}

/**
 * An implementation of the Standard Webhooks check written from the specification, apart from
 * the SDK's: HMAC-SHA256 over `id.timestamp.body` keyed with the base64-decoded secret.
 */
export function independentlyVerified(received: ReceivedWebhook, secret: string): boolean {
  const id = String(received.headers['webhook-id'])
  const timestamp = String(received.headers['webhook-timestamp'])
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${received.body}`).digest('base64')
  return String(received.headers['webhook-signature'])
    .split(' ')
    .some((entry) => entry === `v1,${expected}`)
}
