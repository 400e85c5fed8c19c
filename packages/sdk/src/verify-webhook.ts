/**
 * `@dynqr/sdk/webhooks`: check a webhook delivery's Standard Webhooks signature
 * ({@link verifyWebhook}) and sign test deliveries ({@link signWebhook}), without the client.
 * Also exported by `@dynqr/sdk`.
 * @module @dynqr/sdk/webhooks
 */
import { isBranded } from './brand.js'
import type { Schema } from './schema.js'

/**
 * The body dynqr POSTs to a webhook endpoint.
 * @category Webhooks
 */
export interface WebhookEvent extends Schema<'WebhookEvent'> {}

/**
 * A delivery that is not signed by the secret, or too old or too new to accept. `instanceof`
 * works across the SDK's ESM and CommonJS copies, as for the SDK's other errors.
 * @category Webhooks
 */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WebhookVerificationError'
  }
  /** @internal */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class on the right of instanceof (a subclass too)
    return isBranded(this, value)
  }
  /** @internal */
  get '@dynqr/sdk:brand'(): string {
    return 'WebhookVerificationError'
  }
}

/**
 * Options of {@link verifyWebhook}.
 * @category Webhooks
 */
export interface VerifyWebhookOptions {
  /** How far `webhook-timestamp` may be from now, either way, in seconds. Default 300 (5 minutes). */
  toleranceSeconds?: number
  /** Milliseconds since the epoch; tests pass a fixed one. */
  now?: () => number
}

/**
 * Request headers: a `Headers` object or a Node-style record.
 * @category Webhooks
 */
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
const toBase64 = (bytes: ArrayBuffer | Uint8Array): string =>
  btoa(String.fromCharCode(...(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))))

/**
 * The raw body: a string, or the bytes as received (a Node `Buffer` from Express's `raw()`,
 * a `Uint8Array`, an `ArrayBuffer`). Bytes are signed as they are, never re-encoded.
 * @category Webhooks
 */
export type WebhookBody = string | Uint8Array | ArrayBuffer

const encoder = new TextEncoder()
const bytesOf = (body: WebhookBody): Uint8Array =>
  typeof body === 'string' ? encoder.encode(body) : body instanceof Uint8Array ? body : new Uint8Array(body)

/** HMAC-SHA256 of `id.timestamp.body`, keyed with the secret's decoded bytes, in base64. */
async function sign(secret: string, id: string, timestamp: string, body: WebhookBody): Promise<string> {
  const keyBytes = fromBase64(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret)
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const prefix = encoder.encode(`${id}.${timestamp}.`)
  const payload = bytesOf(body)
  const message = new Uint8Array(prefix.length + payload.length)
  message.set(prefix)
  message.set(payload, prefix.length)
  return toBase64(await crypto.subtle.sign('HMAC', key, message))
}

/**
 * Options of {@link signWebhook}: fix the id and time a test expects.
 * @category Webhooks
 */
export interface SignWebhookOptions {
  /** The delivery's id (`webhook-id`); default a random `msg_…`. */
  id?: string
  /** Unix seconds (`webhook-timestamp`); default now. */
  timestamp?: number
}

/**
 * The Standard Webhooks headers of a delivery of `body` signed with `secret`, as dynqr sends
 * them: for a receiver's tests (Stripe's `generateTestHeaderString`), so they can POST a signed
 * event to their own handler and see `verifyWebhook` accept it.
 *
 * @example
 * const body = JSON.stringify(event)
 * const headers = await signWebhook(body, 'whsec_…')
 * await handler(new Request('http://localhost/hook', { method: 'POST', headers, body }))
 * @category Webhooks
 */
export async function signWebhook(
  body: WebhookBody,
  secret: string,
  options: SignWebhookOptions = {},
): Promise<{ 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string }> {
  const id = options.id ?? `msg_${toBase64(crypto.getRandomValues(new Uint8Array(18))).replace(/[+/=]/g, '')}`
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000))
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${await sign(secret, id, timestamp, body)}`,
  }
}

/** Compares without stopping at the first difference, so timing tells nothing about the signature. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/**
 * Checks a webhook delivery the way the Standard Webhooks specification says, and returns the
 * event. `body` must be the raw request body, exactly as received (a string or its bytes: a
 * Node `Buffer` works). Throws
 * WebhookVerificationError when a header is missing, the timestamp is outside the tolerance
 * (replays), or no `v1` signature matches HMAC-SHA256(`id.timestamp.body`) keyed with the
 * secret's decoded bytes. Uses Web Crypto: Node 22+, Deno, Bun, workers and browsers.
 *
 * @example
 * import { verifyWebhook } from '@dynqr/sdk/webhooks'
 * const event = await verifyWebhook(rawBody, request.headers, process.env.DYNQR_WEBHOOK_SECRET!)
 * if (seen.has(event.id)) return // delivered at least once: de-duplicate on the id
 * @category Webhooks
 */
export async function verifyWebhook(
  body: WebhookBody,
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
  const expected = await sign(secret, id, timestamp, body)
  const matches = signatures
    .split(' ')
    .map((entry) => entry.split(','))
    .some(([version, signature]) => version === 'v1' && signature !== undefined && sameText(signature, expected))
  if (!matches) throw new WebhookVerificationError('No webhook-signature matches the body and the secret')
  return JSON.parse(typeof body === 'string' ? body : new TextDecoder().decode(bytesOf(body))) as WebhookEvent
}
