import { describe, expect, it } from 'vitest'
import { newWebhookSecret, signWebhook } from '../../src/webhooks/signature.js'

describe('the Standard Webhooks signature', () => {
  it('matches the specification’s test vector', () => {
    const signature = signWebhook(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    )
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=')
  })

  it('makes secrets of 24 random bytes, whsec_-prefixed', () => {
    const secret = newWebhookSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24)
    expect(newWebhookSecret()).not.toBe(secret)
  })
})
