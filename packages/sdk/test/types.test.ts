import { describe, expectTypeOf, it } from 'vitest'
import type { Dynqr, DynqrApiError, ErrorCode, QrCode, QrCodePage, WithResponse } from '../src/index.js'

// These checks run in `npm run typecheck`: each @ts-expect-error fails the build if the line compiles.
declare const dynqr: Dynqr

describe('types', () => {
  it('types results exactly', () => {
    type Codes = Dynqr['qrcodes']
    expectTypeOf<Codes['create']>().returns.resolves.toEqualTypeOf<QrCode>()
    expectTypeOf<Codes['get']>().returns.resolves.toEqualTypeOf<QrCode>()
    expectTypeOf<Codes['list']>().returns.resolves.toEqualTypeOf<QrCodePage>()
    expectTypeOf<Codes['delete']>().returns.resolves.toBeVoid()
    expectTypeOf<Codes['image']>().returns.resolves.toEqualTypeOf<Blob>()
    expectTypeOf<QrCode['views']>().toEqualTypeOf<number>()
    expectTypeOf<QrCode['qrCodeOptions']['dotsOptions']['type']>().toEqualTypeOf<
      'square' | 'dots' | 'rounded' | 'extra-rounded' | 'classy' | 'classy-rounded'
    >()
    expectTypeOf<DynqrApiError['code']>().toEqualTypeOf<ErrorCode>()
    expectTypeOf<ErrorCode>().toEqualTypeOf<
      | 'INVALID_REQUEST'
      | 'UNAUTHORIZED'
      | 'FORBIDDEN'
      | 'NOT_FOUND'
      | 'CONFLICT'
      | 'LIMIT_REACHED'
      | 'PAYLOAD_TOO_LARGE'
      | 'UNSUPPORTED_MEDIA_TYPE'
      | 'UNSCANNABLE'
      | 'DOMAIN_NOT_VERIFIED'
      | 'RATE_LIMITED'
      | 'INTERNAL_ERROR'
      | 'SERVICE_UNAVAILABLE'
      | 'PRECONDITION_FAILED'
      | 'IDEMPOTENCY_KEY_REUSED'
    >()
    expectTypeOf<Awaited<ReturnType<ReturnType<Codes['get']>['withResponse']>>>().toEqualTypeOf<WithResponse<QrCode>>()
    expectTypeOf<QrCodePage['data']>().toEqualTypeOf<QrCode[]>()
    expectTypeOf<ReturnType<Codes['list']>>().toMatchTypeOf<AsyncIterable<QrCode>>()
  })

  it('refuses misspelt fields and wrong values at compile time', () => {
    const compileOnly = () => {
      // @ts-expect-error targetUrl is required
      void dynqr.qrcodes.create({})
      // @ts-expect-error misspelt field
      void dynqr.qrcodes.create({ targetURL: 'https://e.com' })
      // @ts-expect-error unknown dot type
      void dynqr.qrcodes.create({ targetUrl: 'https://e.com', qrCodeOptions: { dotsOptions: { type: 'hearts' } } })
      // @ts-expect-error wrong sort value
      void dynqr.qrcodes.list({ sort: 'name' })
      // @ts-expect-error views cannot be set
      void dynqr.qrcodes.update('abc', { views: 5 })
      // @ts-expect-error only svg and png
      void dynqr.qrcodes.image('abc', { format: 'gif' })
      // @ts-expect-error limit is a number
      void dynqr.qrcodes.list({ limit: '10' })
      // @ts-expect-error the test clock is not a public option
      void new (dynqr.constructor as typeof Dynqr)({ clock: {} })
      // @ts-expect-error ifMatch is for update and delete only
      void dynqr.qrcodes.get('abc', { ifMatch: '"v1"' })
    }
    expectTypeOf(compileOnly).toBeFunction()
  })
})
