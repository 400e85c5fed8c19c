/**
 * A webhook receiver: verify each delivery with verifyWebhook (the raw body as the Buffer Node
 * gives it), answer 2xx fast, de-duplicate on the event id. When run, it also tests itself the way
 * a receiver's own tests can: signWebhook signs a delivery, which is POSTed to the receiver.
 *   DYNQR_WEBHOOK_SECRET=whsec_… npx tsx examples/webhook-receiver.ts
 * (Register it with dynqr.webhooks.create({ url: 'https://your.host/hooks/dynqr', events: [...] }),
 * which returns the secret once.)
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { signWebhook, verifyWebhook, WebhookVerificationError } from '@dynqr/sdk/webhooks'

const secret = process.env.DYNQR_WEBHOOK_SECRET ?? 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
const seen = new Set<string>()

const receiver = createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', async () => {
    try {
      // The raw bytes, exactly as received: never re-serialised JSON.
      const event = await verifyWebhook(Buffer.concat(chunks), request.headers, secret)
      response.writeHead(204).end()
      if (seen.has(event.id)) return // delivered at least once: handle each event once
      seen.add(event.id)
      console.log(`received ${event.type} for ${event.data.shortId}`)
    } catch (error) {
      const refused = error instanceof WebhookVerificationError
      response.writeHead(refused ? 400 : 500).end()
      console.log(`refused a delivery: ${(error as Error).message}`)
    }
  })
})
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/dynqr`

// A receiver's test: a signed delivery is accepted, a tampered one refused.
const body = JSON.stringify({
  id: 'evt_example',
  type: 'qrcode.updated',
  createdAt: new Date().toISOString(),
  data: { shortId: 'menu' },
})
const headers = await signWebhook(body, secret)
const accepted = await fetch(url, { method: 'POST', headers, body })
const tampered = await fetch(url, { method: 'POST', headers, body: body.replace('menu', 'other') })
console.log(`signed delivery → ${accepted.status}, tampered delivery → ${tampered.status}`)
receiver.close()
