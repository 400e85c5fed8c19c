/**
 * The webhook receiver harness (`dynqr-contract webhooks`, issue #40) against the reference server
 * (the stateful mock: the server in memory, delivering to loopback receivers and retrying every
 * second), and against the same server seen through a forwarder that breaks the signatures. The
 * kit's per-request timeout is 30 s here: a bounded wait for a loaded machine, not a speed test.
 */
import { execFile } from 'node:child_process'
import { createServer, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { DEMO_KEY, type RunningMock, startStatefulMock } from '@dynqr/mock'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomPort } from '../../../scripts/test-support/ports.js'
import { ContractKit, summary } from '../src/index.js'

const run = promisify(execFile)
const root = join(import.meta.dirname, '../../..')

let mock: RunningMock
beforeAll(async () => {
  mock = await startStatefulMock({ port: 0 })
})
afterAll(async () => {
  await mock?.close()
})

describe('the webhook receiver harness', () => {
  it('passes against the reference server: every event, signed, in the contract’s shape, retried after a 503', async () => {
    const kit = new ContractKit({
      timeoutMs: 30_000,
      baseUrl: `${mock.url}/api/v1`,
      apiKey: DEMO_KEY,
      profile: 'webhooks',
    })
    const results = await kit.run()
    expect(
      results.filter((r) => !r.passed),
      summary(results, mock.url),
    ).toEqual([])
    expect(results.map((r) => `${r.operationId}: ${r.name}`)).toEqual([
      "createWebhook: registers the harness's receiver for every event (201, a whsec_ secret)",
      'receiveQrCodeEvent: delivers qrcode.created, qrcode.updated, qrcode.deactivated and qrcode.deleted for the changes the harness makes',
      "receiveQrCodeEvent: signs every delivery as Standard Webhooks do (webhook-id, webhook-timestamp, webhook-signature v1: HMAC-SHA256 of id.timestamp.body with the endpoint's secret)",
      "receiveQrCodeEvent: sends payloads that match the contract's webhooks (WebhookEvent), with id equal to webhook-id",
      'receiveQrCodeEvent: retries a delivery answered 503, with the same webhook-id, timestamp of the event and body',
      'listWebhookDeliveries: lists the deliveries: the refused one delivered after 2 attempts or more',
      'deleteWebhook: deletes the endpoint (204), then answers 404 for it',
    ])
    // Nothing is left registered.
    const left = await fetch(`${mock.url}/api/v1/webhooks`, { headers: { authorization: `Bearer ${DEMO_KEY}` } })
    expect(((await left.json()) as { data: unknown[] }).data).toEqual([])
  }, 120_000)

  it('fails naming the signature when the deliveries’ signatures are wrong', async () => {
    // The deployment delivers to this forwarder, which passes each delivery on with its
    // signature's bytes changed: what a server signing with the wrong key or body looks like.
    const receiverPort = randomPort()
    const forwarder: Server = createServer((incoming, outgoing) => {
      const signature = String(incoming.headers['webhook-signature'] ?? '')
      const broken = signature.replace(/v1,(.)/, (_m, first: string) => `v1,${first === 'A' ? 'B' : 'A'}`)
      const onward = forward(
        {
          host: '127.0.0.1',
          port: receiverPort,
          method: 'POST',
          path: incoming.url,
          headers: { ...incoming.headers, 'webhook-signature': broken },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502)
          answer.pipe(outgoing)
        },
      )
      incoming.pipe(onward)
    })
    await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve))
    try {
      const results = await new ContractKit({
        timeoutMs: 30_000,
        baseUrl: `${mock.url}/api/v1`,
        apiKey: DEMO_KEY,
        profile: 'webhooks',
        webhooks: {
          receiverPort,
          receiverUrl: `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}/hook`,
        },
      }).run()
      const failed = results.filter((r) => !r.passed)
      expect(failed.map((r) => r.name)).toEqual([expect.stringMatching(/^signs every delivery/)])
      expect(failed[0]?.failures[0]).toMatch(
        /^signature: delivery \S+ \(qrcode\.\w+\): webhook-signature ".+" does not match v1,/,
      )
    } finally {
      await new Promise((resolve) => forwarder.close(resolve))
    }
  }, 120_000)

  it('runs as `dynqr-contract webhooks` and exits 0', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        join(root, 'packages/contract-tests/src/cli.ts'),
        'webhooks',
        '--base-url',
        `${mock.url}/api/v1`,
        '--api-key',
        DEMO_KEY,
      ],
      { cwd: root, env: { ...process.env, GITHUB_ACTIONS: '' } },
    )
    expect(stdout).toMatch(/webhooks profile/)
    expect(stdout).toMatch(/7 passed, 0 failed, 0 skipped/)
  }, 120_000)
})
