import { describe, expect, it } from 'vitest'
import {
  ConflictError,
  DynqrApiError,
  DynqrError,
  ERROR_CODES,
  ForbiddenError,
  IdempotencyKeyReusedError,
  InternalServerError,
  InvalidRequestError,
  LimitReachedError,
  NotFoundError,
  PayloadTooLargeError,
  PreconditionFailedError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
} from '../src/index.js'
import { errorFromResponse } from '../src/internal.js'
import { client, json } from './support/fake-fetch.js'

describe('errorFromResponse', () => {
  it.each([
    [400, 'INVALID_REQUEST', InvalidRequestError],
    [401, 'UNAUTHORIZED', UnauthorizedError],
    [403, 'FORBIDDEN', ForbiddenError],
    [404, 'NOT_FOUND', NotFoundError],
    [409, 'CONFLICT', ConflictError],
    [409, 'LIMIT_REACHED', LimitReachedError],
    [412, 'PRECONDITION_FAILED', PreconditionFailedError],
    [422, 'IDEMPOTENCY_KEY_REUSED', IdempotencyKeyReusedError],
    [413, 'PAYLOAD_TOO_LARGE', PayloadTooLargeError],
    [415, 'UNSUPPORTED_MEDIA_TYPE', UnsupportedMediaTypeError],
    [429, 'RATE_LIMITED', RateLimitedError],
    [500, 'INTERNAL_ERROR', InternalServerError],
    [503, 'SERVICE_UNAVAILABLE', ServiceUnavailableError],
  ] as const)('maps %i %s to %o', (status, code, ErrorClass) => {
    const body = {
      error: code,
      message: 'words',
      details: [{ field: 'targetUrl', message: 'targetUrl is required' }],
      requestId: 'req-1',
    }
    const error = errorFromResponse(status, body)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toBeInstanceOf(DynqrApiError)
    expect(error).toBeInstanceOf(DynqrError)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ status, code, message: 'words', details: body.details, requestId: 'req-1' })
    expect(error.name).toBe(ErrorClass.name)
  })

  it('has a class for every code of the contract', () => {
    for (const code of ERROR_CODES) {
      expect(errorFromResponse(418, { error: code, message: 'm' }).code).toBe(code)
    }
  })

  it.each([
    ['an unknown code from a newer server', 409, { error: 'SHINY_NEW', message: 'new' }, 'CONFLICT', 'new'],
    ['an unknown code on an unmapped 4xx', 422, { error: 'SHINY_NEW', message: 'new' }, 'INVALID_REQUEST', 'new'],
    ['a proxy HTML page', 502, '<html><body>Bad gateway</body></html>', 'INTERNAL_ERROR', 'HTTP 502: <html>'],
    ['an empty body', 503, undefined, 'SERVICE_UNAVAILABLE', 'HTTP 503 with no error body'],
    ['an empty body on an unmapped 5xx', 504, undefined, 'INTERNAL_ERROR', 'HTTP 504 with no error body'],
    ['an empty string', 404, '', 'NOT_FOUND', 'HTTP 404 with no error body'],
    ['JSON without a message', 401, { error: 'UNAUTHORIZED' }, 'UNAUTHORIZED', 'HTTP 401 with no error body'],
    ['a JSON array', 400, [1, 2], 'INVALID_REQUEST', 'HTTP 400 with no error body'],
  ])('falls back on the status for %s', (_name, status, body, code, message) => {
    const error = errorFromResponse(status, body)
    expect(error.code).toBe(code)
    expect(error.message).toContain(message)
    expect(error.details).toEqual([])
  })

  it('shortens a long non-JSON body', () => {
    expect(errorFromResponse(500, 'x'.repeat(1000)).message.length).toBeLessThan(230)
  })

  it('takes the request id from the header when the body has none', () => {
    const error = errorFromResponse(500, 'oops', new Headers({ 'x-request-id': 'hdr-7' }))
    expect(error.requestId).toBe('hdr-7')
  })

  it('reads Retry-After on a RateLimitedError', () => {
    const error = errorFromResponse(
      429,
      { error: 'RATE_LIMITED', message: 'slow' },
      new Headers({ 'retry-after': '12' }),
    )
    expect((error as RateLimitedError).retryAfterSeconds).toBe(12)
  })
})

describe('LimitReachedError', () => {
  it('is a ConflictError, so code written before the caps had their own code still catches it', () => {
    const error = errorFromResponse(409, { error: 'LIMIT_REACHED', message: 'MAX_ASSETS_PER_ACCOUNT is 200' })
    expect(error).toBeInstanceOf(LimitReachedError)
    expect(error).toBeInstanceOf(ConflictError)
    expect(error.name).toBe('LimitReachedError')
  })
})

describe('what a newer server or a wrong baseUrl sends', () => {
  it('keeps an error code this SDK does not know yet, and the raw body', () => {
    const body = { error: 'SOME_FUTURE_CODE', message: 'new server error', requestId: 'r9', extra: 1 }
    const error = errorFromResponse(422, body)
    expect(error).toBeInstanceOf(InvalidRequestError)
    expect(error).toMatchObject({
      code: 'INVALID_REQUEST',
      serverCode: 'SOME_FUTURE_CODE',
      message: 'new server error',
    })
    expect(error.raw).toEqual(body)
    expect(errorFromResponse(404, { error: 'NOT_FOUND', message: 'x' }).serverCode).toBe('NOT_FOUND')
  })

  it('hints at /api/v1 when a base URL without it gets a page’s 404', async () => {
    const page = () =>
      Object.defineProperty(
        new Response('<!doctype html><html lang="en">…</html>', {
          status: 404,
          headers: { 'content-type': 'text/html' },
        }),
        'url',
        { value: 'http://qr.example/qrcode/menu' },
      )
    const { dynqr } = client([page()], { maxRetries: 0 })
    const error = await dynqr.qrcodes.get('menu').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NotFoundError)
    expect((error as Error).message).toMatch(/is baseUrl the API's\? It ends in \/api\/v1/)
    // The API's own 404 says nothing more.
    const api = client([json(404, { error: 'NOT_FOUND', message: 'QR code not found' })], { maxRetries: 0 })
    await expect(api.dynqr.qrcodes.get('menu')).rejects.toThrow(/^QR code not found$/)
  })
})

// A second copy of the module, as when one part of an app loads the SDK's CommonJS build and
// another its ESM one (the packed builds are checked in package.test.ts).
describe('one error class identity across copies of the SDK', () => {
  const other = async () =>
    (await import(/* @vite-ignore */ `${'../src/errors.js'}?copy`)) as typeof import('../src/errors.js')

  it('sees errors of the other copy as instances of its own classes, and only of the right ones', async () => {
    const copy = await other()
    expect(copy.NotFoundError).not.toBe(NotFoundError)
    const foreign = new copy.LimitReachedError({ status: 409, code: 'LIMIT_REACHED', message: 'cap' })
    expect(foreign).toBeInstanceOf(LimitReachedError)
    expect(foreign).toBeInstanceOf(ConflictError)
    expect(foreign).toBeInstanceOf(DynqrApiError)
    expect(foreign).toBeInstanceOf(DynqrError)
    expect(foreign).toBeInstanceOf(Error)
    expect(foreign).not.toBeInstanceOf(NotFoundError)
    expect(new ConflictError({ status: 409, code: 'CONFLICT', message: 'taken' })).not.toBeInstanceOf(
      copy.LimitReachedError,
    )
    expect(new copy.DynqrTimeoutError('late')).toBeInstanceOf(DynqrError)
    expect(new copy.DynqrTimeoutError('late')).not.toBeInstanceOf(DynqrApiError)
    for (const value of [null, undefined, 'NotFoundError', 404, {}, new Error('plain')])
      expect(value instanceof DynqrError).toBe(false)
  })

  it("keeps plain instanceof for an app's own subclasses", async () => {
    const copy = await other()
    class MyNotFound extends NotFoundError {}
    const mine = new MyNotFound({ status: 404, code: 'NOT_FOUND', message: 'gone' })
    expect(mine).toBeInstanceOf(copy.NotFoundError)
    expect(mine).toBeInstanceOf(MyNotFound)
    expect(new NotFoundError({ status: 404, code: 'NOT_FOUND', message: 'gone' })).not.toBeInstanceOf(MyNotFound)
  })
})
