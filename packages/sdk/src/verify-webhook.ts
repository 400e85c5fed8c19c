import type { components } from './generated/openapi.js'

/** The body dynqr POSTs to a webhook endpoint. */
export type WebhookEvent = components['schemas']['WebhookEvent']

/** A delivery that is not signed by the secret, or too old or too new to accept. */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WebhookVerificationError'
  }
}

export interface VerifyWebhookOptions {
  /** How far `webhook-timestamp` may be from now, either way, in seconds. Default 300 (5 minutes). */
  toleranceSeconds?: number
  /** Milliseconds since the epoch; tests pass a fixed one. */
  now?: () => number
}

/** Request headers: a `Headers` object or a Node-style record. */
export type HeaderBag = Headers | Record<string, string | string[] | undefined>

function header(headers: HeaderBag, name: string): string {
  const value =
    typeof (headers as Headers).get === 'function'
      ? (headers as Headers).get(name)
      : (Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? null)
  const text = Array.isArray(value) ? value[0] : value
  if (!text) throw new WebhookVerificationError(`The ${name} header is missing`)
  return text
}

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const toBase64 = (bytes: ArrayBuffer): string => btoa(String.fromCharCode(...new Uint8Array(bytes)))

/** Compares without stopping at the first difference, so timing tells nothing about the signature. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/**
 * Checks a webhook delivery the way the Standard Webhooks specification says, and returns the
 * event. `body` must be the raw request body, exactly as received. Throws
 * WebhookVerificationError when a header is missing, the timestamp is outside the tolerance
 * (replays), or no `v1` signature matches HMAC-SHA256(`id.timestamp.body`) keyed with the
 * secret's decoded bytes. Uses Web Crypto: Node 22+, Deno, Bun, workers and browsers.
 *
 * @example
 * import { verifyWebhook } from '@dynqr/sdk/webhooks'
 * const event = await verifyWebhook(rawBody, request.headers, process.env.DYNQR_WEBHOOK_SECRET!)
 * if (seen.has(event.id)) return // delivered at least once: de-duplicate on the id
 */
export async function verifyWebhook(
  body: string,
  headers: HeaderBag,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  const id = header(headers, 'webhook-id')
  const timestamp = header(headers, 'webhook-timestamp')
  const signatures = header(headers, 'webhook-signature')
  const seconds = Number(timestamp)
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError('The webhook-timestamp header is not a number')
  const tolerance = options.toleranceSeconds ?? 300
  const now = Math.floor((options.now ?? Date.now)() / 1000)
  if (Math.abs(now - seconds) > tolerance) {
    throw new WebhookVerificationError(`The webhook-timestamp is more than ${tolerance} s from now`)
  }
  const keyBytes = fromBase64(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret)
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`))
  const expected = toBase64(mac)
  const matches = signatures
    .split(' ')
    .map((entry) => entry.split(','))
    .some(([version, signature]) => version === 'v1' && signature !== undefined && sameText(signature, expected))
  if (!matches) throw new WebhookVerificationError('No webhook-signature matches the body and the secret')
  return JSON.parse(body) as WebhookEvent
}
