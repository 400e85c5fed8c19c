import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addressProblem, webhookUrlProblem } from '../../src/webhooks/address-guard.js'
import { postWebhook } from '../../src/webhooks/post-webhook.js'
import { expectContract } from '../helpers/contract.js'
import { ENGINES } from '../helpers/engines.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js'

// Every host here resolves through node:dns without the network (literals, /etc/hosts), and is
// refused before any connection: no traffic is ever sent to them.
const REFUSED: [url: string, word: RegExp][] = [
  [
    'http://localhost:8080/hook',
    /^url's host is not allowed: webhooks may only call hosts that resolve to public addresses$/,
  ],
  ['http://127.0.0.1/hook', /127\.0\.0\.1, a loopback/],
  ['http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254, a link-local/],
  ['https://[::1]:8443/hook', /::1, a loopback/],
  ['http://10.0.0.7/hook', /10\.0\.0\.7, a private/],
  ['http://[::ffff:127.0.0.1]/hook', /127\.0\.0\.1, a loopback/],
  ['http://0.0.0.0/hook', /unspecified/],
  // IPv4-compatible (::/96, deprecated by RFC 4291): never a public unicast address (review #21).
  ['http://[::127.0.0.1]/hook', /::7f00:1, an IPv4-compatible/],
  ['http://[::8.8.8.8]/hook', /::808:808, an IPv4-compatible/],
]

describe('the SSRF guard', () => {
  it.each(REFUSED)('refuses %s by default', async (url, word) => {
    expect(await webhookUrlProblem(url, false)).toMatch(word)
  })

  it.each([
    ['ftp://files.example.com/hook', /http: or https:/],
    ['not a url', /http: or https:/],
    ['http://user:pw@example.com/', /user name or password/],
  ])('refuses %s for its form', async (url, word) => {
    expect(await webhookUrlProblem(url, false)).toMatch(word)
  })

  it('says of an internal name only that it is not allowed, never what it resolves to', async () => {
    // localhost resolves (/etc/hosts) to a loopback address; a name that does not resolve at all
    // gets the same words, so the answer is no oracle over the server's resolver.
    const internal = await webhookUrlProblem('http://localhost:8080/hook', false)
    const unknown = await webhookUrlProblem('http://no-such-host.invalid/hook', false)
    expect(internal).toBe(unknown)
    expect(internal).not.toMatch(/127\.0\.0\.1|::1|loopback|resolves to/)
  })

  it('lets the operator allow private addresses (development, tests)', async () => {
    expect(await webhookUrlProblem('http://127.0.0.1/hook', true)).toBeNull()
  })

  it.each([
    ['93.184.215.14', null],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', null],
    ['192.168.1.1', /private/],
    ['172.16.0.1', /private/],
    ['100.64.0.1', /private/],
    ['fd00:ec2::254', /private/],
    ['fe80::1', /link-local/],
    ['::7f00:1', /IPv4-compatible/],
    ['::a00:7', /IPv4-compatible/],
  ])('classifies %s', (address, want) => {
    const problem = addressProblem(address)
    if (want === null) expect(problem).toBeNull()
    else expect(problem).toMatch(want)
  })

  describe('at delivery time', () => {
    let receiver: WebhookReceiver
    beforeAll(async () => {
      receiver = await startWebhookReceiver()
    })
    afterAll(async () => {
      await receiver.close()
    })
    const options = { timeoutMs: 2_000, maxResponseBytes: 1024 }

    it('refuses a loopback address after resolution, before connecting', async () => {
      const local = receiver.url.replace('127.0.0.1', 'localhost')
      const result = await postWebhook(local, {}, '{}', { ...options, allowPrivate: false })
      expect(result).toEqual({
        status: null,
        error: 'refused: localhost is not allowed: webhooks may only call hosts that resolve to public addresses',
      })
      expect(receiver.received).toHaveLength(0)
      expect(await postWebhook(local, {}, '{}', { ...options, allowPrivate: true })).toEqual({
        status: 204,
        error: null,
      })
    })

    it('does not follow a redirect: a 3xx is a failed attempt', async () => {
      receiver.answer = () => 307
      const result = await postWebhook(receiver.url, {}, '{}', { ...options, allowPrivate: true })
      expect(result).toEqual({ status: 307, error: 'the endpoint answered 307' })
      receiver.answer = () => 204
    })
  })
})

describe.each(ENGINES.filter((e) => e.name !== 'postgres'))('registering webhooks on $name', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(engine)
  })
  afterAll(async () => {
    await t.close()
  })

  it.each(REFUSED)('answers 400 for %s by default', async (url, word) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: t.auth(t.alice),
      payload: { url, events: ['qrcode.created'] },
    })
    expect(response.statusCode).toBe(400)
    const body = expectContract<{ message: string; details: { field: string }[] }>('createWebhook', response)
    expect(body.message).toMatch(word)
    expect(body.details[0]?.field).toBe('url')
    expect((await t.store.webhooks.list((await t.store.accounts.findByName('alice'))?.id ?? '')).length).toBe(0)
  })

  it('refuses an unknown event type naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: t.auth(t.alice),
      payload: { url: 'https://hooks.example.com/x', events: ['qrcode.exploded'] },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().details[0].field).toMatch(/^events/)
  })
})
