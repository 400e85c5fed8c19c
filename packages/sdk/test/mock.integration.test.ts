import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Running, startPrism } from '../../../scripts/test-support/prism.js'
import {
  ConflictError,
  Dynqr,
  IdempotencyKeyReusedError,
  InvalidRequestError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
} from '../src/index.js'

const run = promisify(execFile)

describe('the SDK against the Prism mock', () => {
  let mock: Running
  let dynqr: Dynqr
  beforeAll(async () => {
    mock = await startPrism(['mock', 'openapi.yaml'])
    // Prism serves the contract's paths at its root.
    dynqr = new Dynqr({ apiKey: 'dqr_mock', baseUrl: mock.url, maxRetries: 0 })
  }, 90_000)
  afterAll(async () => {
    await mock?.stop()
  })

  it('gets typed data for every operation', async () => {
    const created = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/menu' })
    expect(created).toMatchObject({ shortId: expect.any(String), views: 0 })
    expect((await dynqr.qrcodes.get('spring-sale')).qrCodeOptions.dotsOptions.type).toBe('rounded')
    expect((await dynqr.qrcodes.update('spring-sale', { targetUrl: 'https://e.com/' })).shortId).toBe('spring-sale')
    const page = await dynqr.qrcodes.list({ limit: 20 })
    expect(page.pagination).toMatchObject({ limit: 20, offset: 0 })
    await expect(dynqr.qrcodes.delete('spring-sale')).resolves.toBeUndefined()
  })

  it('turns Prefer: code=404 on a get into NotFoundError', async () => {
    const call = dynqr.qrcodes.get('spring-sale', { headers: { prefer: 'code=404' } })
    await expect(call).rejects.toBeInstanceOf(NotFoundError)
    await expect(call).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'QR code not found' })
  })

  it.each([
    [409, ConflictError, 'customShortId "spring-sale" is already taken'],
    [401, UnauthorizedError, 'Invalid or missing API key'],
    [429, RateLimitedError, 'Too many requests; retry after 12 seconds'],
  ] as const)('turns Prefer: code=%i on a create into %o', async (status, ErrorClass, message) => {
    const call = dynqr.qrcodes.create(
      { targetUrl: 'https://example.com/', customShortId: 'spring-sale' },
      { headers: { prefer: `code=${status}` } },
    )
    await expect(call).rejects.toBeInstanceOf(ErrorClass)
    await expect(call).rejects.toMatchObject({ status, message })
  })

  it('gets the mock’s validation of a bad request as a typed 4xx error, not retried', async () => {
    // Prism answers its validation failures with the documented 422 when the operation has one
    // (createQrCode: a reused Idempotency-Key), so a mocked bad create is 422, a real one 400.
    const error = await dynqr.qrcodes.create({} as never).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(IdempotencyKeyReusedError)
    const list = await dynqr.qrcodes.list({ limit: 1000 } as never).catch((e: unknown) => e)
    expect(list).toBeInstanceOf(InvalidRequestError)
  })

  it('runs the quick-start example against it', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', join(import.meta.dirname, '../../../examples/quick-start.ts')],
      { env: { ...process.env, DYNQR_API_KEY: 'dqr_mock', DYNQR_BASE_URL: mock.url } },
    )
    expect(stdout).toContain('Print this as a QR code: http://localhost:3000/aZ3kP9qX')
  })
})
