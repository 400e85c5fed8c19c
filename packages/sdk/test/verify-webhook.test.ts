import { describe, expect, it } from 'vitest'
import { signWebhook, verifyWebhook, WebhookVerificationError } from '../src/verify-webhook.js'

// The test vector of the Standard Webhooks specification's reference libraries.
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
const ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek'
const TIMESTAMP = 1614265330
const BODY = '{"test": 2432232314}'
const SIGNATURE = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE='
const at = (seconds: number) => () => seconds * 1000

const headers = (overrides: Record<string, string | undefined> = {}) => ({
  'webhook-id': ID,
  'webhook-timestamp': String(TIMESTAMP),
  'webhook-signature': SIGNATURE,
  ...overrides,
})

describe('verifyWebhook', () => {
  it('accepts the specification’s test vector and returns the parsed body', async () => {
    expect(await verifyWebhook(BODY, headers(), SECRET, { now: at(TIMESTAMP) })).toEqual({ test: 2432232314 })
  })

  it('reads a Headers object and finds the v1 signature among several', async () => {
    const bag = new Headers(headers({ 'webhook-signature': `v2,abc v1,bm90IGl0 ${SIGNATURE}` }))
    await expect(verifyWebhook(BODY, bag, SECRET, { now: at(TIMESTAMP) })).resolves.toEqual({ test: 2432232314 })
  })

  it.each([
    ['a changed body', BODY.replace('2432232314', '2432232315'), headers(), /No webhook-signature matches/],
    ['another id', BODY, headers({ 'webhook-id': 'msg_other' }), /No webhook-signature matches/],
    ['a v2-only signature', BODY, headers({ 'webhook-signature': SIGNATURE.replace('v1,', 'v2,') }), /No webhook/],
    ['no signature header', BODY, headers({ 'webhook-signature': undefined }), /webhook-signature header is missing/],
    ['no id header', BODY, headers({ 'webhook-id': undefined }), /webhook-id header is missing/],
    ['a timestamp in words', BODY, headers({ 'webhook-timestamp': 'yesterday' }), /not a number/],
  ])('refuses %s', async (_name, body, given, message) => {
    const call = verifyWebhook(body, given, SECRET, { now: at(TIMESTAMP) })
    await expect(call).rejects.toThrow(WebhookVerificationError)
    await expect(call).rejects.toThrow(message)
  })

  it('refuses a timestamp outside the tolerance, either way, and accepts one at its edge', async () => {
    await expect(verifyWebhook(BODY, headers(), SECRET, { now: at(TIMESTAMP + 301) })).rejects.toThrow(/300 s/)
    await expect(verifyWebhook(BODY, headers(), SECRET, { now: at(TIMESTAMP - 301) })).rejects.toThrow(/300 s/)
    await expect(verifyWebhook(BODY, headers(), SECRET, { now: at(TIMESTAMP + 300) })).resolves.toBeTruthy()
    const wide = { now: at(TIMESTAMP + 3_600), toleranceSeconds: 3_600 }
    await expect(verifyWebhook(BODY, headers(), SECRET, wide)).resolves.toBeTruthy()
  })

  it('refuses a wrong secret', async () => {
    const call = verifyWebhook(BODY, headers(), 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { now: at(TIMESTAMP) })
    await expect(call).rejects.toThrow(/No webhook-signature matches/)
  })
})

describe('signWebhook', () => {
  it('signs as the specification’s test vector, for a receiver’s own tests', async () => {
    expect(await signWebhook(BODY, SECRET, { id: ID, timestamp: TIMESTAMP })).toEqual(headers())
  })

  it('makes headers verifyWebhook accepts (a fresh id, now), and a Request a handler can take', async () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'qrcode.created' })
    const signed = await signWebhook(body, SECRET)
    expect(signed['webhook-id']).toMatch(/^msg_[A-Za-z0-9]{20,}$/)
    const request = new Request('http://localhost/hook', { method: 'POST', headers: signed, body })
    expect(await verifyWebhook(await request.text(), request.headers, SECRET)).toEqual({
      id: 'evt_1',
      type: 'qrcode.created',
    })
  })
})

describe('verifyWebhook with bytes', () => {
  it('takes a Buffer, a Uint8Array or an ArrayBuffer body, as raw-body middleware gives it', async () => {
    const bytes = new TextEncoder().encode(BODY)
    for (const body of [Buffer.from(BODY), bytes, bytes.buffer]) {
      expect(await verifyWebhook(body, headers(), SECRET, { now: at(TIMESTAMP) })).toEqual({ test: 2432232314 })
    }
    await expect(
      verifyWebhook(Buffer.from(`${BODY} `), headers(), SECRET, { now: at(TIMESTAMP) }),
    ).rejects.toBeInstanceOf(WebhookVerificationError)
  })
})
