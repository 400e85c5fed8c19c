import { createMemoryStore } from '@dynqr/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckResult, ContractKit, summary } from '../src/index.js'
import { type RunningServer, startServer } from './helpers.js'

const generatedOnly = (results: CheckResult[]) => results.filter((r) => r.name.startsWith('generated: '))

describe('the generated checks against the reference server', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(createMemoryStore())
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('pass: every invalid request is refused, valid bodies are kept, the links lead where they say', async () => {
    const results = await new ContractKit({
      baseUrl: `${server.url}/api/v1`,
      apiKey: server.apiKey,
      profile: 'full',
      generated: true,
      only: ['generated: '],
    }).run()
    expect(
      results.filter((r) => !r.passed),
      summary(results, server.url),
    ).toEqual([])
    expect(generatedOnly(results).filter((r) => !r.skipped).length).toBeGreaterThanOrEqual(7)
  }, 120_000)
})

describe('the generated checks against a server with a planted bug', () => {
  let server: RunningServer
  beforeAll(async () => {
    // The bug: an error-correction level the contract does not know is silently dropped (the
    // default used) and the code created, instead of refused with 400. No hand-written check
    // sends one.
    server = await startServer(createMemoryStore(), undefined, (app) =>
      app.addHook('preValidation', async (request) => {
        const body = request.body as { qrCodeOptions?: { qrOptions?: { errorCorrectionLevel?: unknown } } } | undefined
        const qrOptions = body?.qrCodeOptions?.qrOptions
        if (qrOptions && !['L', 'M', 'Q', 'H'].includes(String(qrOptions.errorCorrectionLevel))) {
          delete qrOptions.errorCorrectionLevel
        }
      }),
    )
  })
  afterAll(async () => {
    await server?.stop()
  })

  const kit = (generated: boolean) =>
    new ContractKit({ baseUrl: `${server.url}/api/v1`, apiKey: server.apiKey, profile: 'full', generated })

  it('is missed by the hand-written checks', async () => {
    const results = await kit(false).run()
    expect(
      results.filter((r) => !r.passed && !r.name.startsWith('answers another account')),
      summary(results, server.url),
    ).toEqual([])
  }, 60_000)

  it('is found by a generated negative case, which names the field, the broken rule and the request', async () => {
    const results = await kit(true).run()
    const failed = results.filter((r) => !r.passed)
    // the bug is in the shared options, so both the create and the update cases reach it
    expect(failed.map((r) => `${r.operationId}: ${r.name}`)).toEqual([
      'createQrCode: generated: refuses every body its schema forbids, one broken rule at a time',
      'updateQrCode: generated: refuses every body its schema forbids, one broken rule at a time',
    ])
    expect(failed[0]?.failures).toContainEqual(
      expect.stringMatching(
        /^POST http:\/\/127\.0\.0\.1:\d+\/api\/v1\/qrcode .*"errorCorrectionLevel":"not-a-choice".* → 201 \(requestId [^)]+\): qrCodeOptions\.qrOptions\.errorCorrectionLevel not one of L, M, Q, H must be refused with 400\/404\/413\/415 in the error format; got: \{.*$/,
      ),
    )
    for (const failure of failed.flatMap((r) => r.failures)) {
      expect(failure).toContain('qrCodeOptions.qrOptions.errorCorrectionLevel')
    }
  }, 120_000)
})
