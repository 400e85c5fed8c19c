import { describe, expect, it } from 'vitest'
import { composeApp, createMemoryStore } from '../../src/index.js'

describe('CORS for browser clients', () => {
  it('allows the headers the docs recommend in a preflight and exposes the ones clients read', async () => {
    const app = await composeApp({ store: createMemoryStore(), publicUrl: 'http://localhost:3000', corsOrigins: ['*'] })
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/qrcode',
      headers: {
        origin: 'http://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization,content-type,prefer,traceparent,tracestate,idempotency-key,if-match',
      },
    })
    expect(preflight.statusCode).toBe(204)
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)
    for (const header of [
      'authorization',
      'content-type',
      'prefer',
      'traceparent',
      'tracestate',
      'idempotency-key',
      'if-match',
    ]) {
      expect(allowed).toContain(header)
    }
    const get = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'http://app.example' } })
    const exposed = String(get.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/)
    for (const header of ['etag', 'ratelimit', 'ratelimit-policy', 'idempotent-replayed', 'location']) {
      expect(exposed).toContain(header)
    }
    await app.close()
  })
})
