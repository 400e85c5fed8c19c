import { createHmac, randomBytes } from 'node:crypto'

const SECRET_PREFIX = 'whsec_'

/** A new endpoint secret: `whsec_` + base64 of 24 random bytes, as Standard Webhooks suggests. */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`

/**
 * The `webhook-signature` header of Standard Webhooks: `v1,` + base64 HMAC-SHA256 of
 * `id.timestamp.body`, keyed with the secret's base64-decoded bytes.
 */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64')
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')
  return `v1,${mac}`
}
