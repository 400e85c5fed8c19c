import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectContract } from '../helpers/contract.js'
import { MEMORY } from '../helpers/engines.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

const memory = MEMORY

describe('requests the router refuses, in the contract’s terms', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(memory)
  })
  afterEach(() => t.close())

  it.each([
    ['a short link 300 characters long', `/${'a'.repeat(300)}`],
    ['a short link that is not valid percent-encoding', '/%E0%A4%A'],
  ])('answers %s with the not-found page (404)', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('text/html')
    expectContract('followShortLink', response)
  })

  it.each([
    ['a short id 300 characters long', `/api/v1/qrcode/${'a'.repeat(300)}`],
    ['a short id that is not valid percent-encoding', '/api/v1/qrcode/%E0%A4%A'],
  ])('answers %s on the API like any unknown code (404)', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: t.auth(t.alice) })
    expect(response.statusCode).toBe(404)
    expect(expectContract('getQrCode', response)).toMatchObject({ error: 'NOT_FOUND', message: 'QR code not found' })
  })

  it('accepts a DELETE that says Content-Type: application/json but carries no body', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode',
      headers: t.auth(t.alice),
      payload: { targetUrl: 'https://example.com/', customShortId: 'menu' },
    })
    expect(created.statusCode).toBe(201)
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/qrcode/menu',
      headers: { ...t.auth(t.alice), 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(204)
  })
})

describe('a request that arrives while the app closes', () => {
  it('gets 503 SERVICE_UNAVAILABLE in the contract’s format', async () => {
    const t = await startTestApp(memory)
    const closing = t.app.close()
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: t.auth(t.alice) })
    await closing
    await t.store.close()
    expect(response.statusCode).toBe(503)
    expect(expectContract('listQrCodes', response)).toMatchObject({ error: 'SERVICE_UNAVAILABLE' })
  })
})
