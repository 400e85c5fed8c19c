import Fastify from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sendUnavailable } from '../../src/http/error-reply.js'
import { PAGE_CSP } from '../../src/web/html-page.js'
import { MEMORY } from '../helpers/engines.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

/** The site's own error pages are pages: the same Content-Security-Policy (review 2026-11, finding 21). */
describe.each([MEMORY])('site error pages on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine)
  })
  afterEach(async () => {
    await t.close()
  })

  it('sends the not-found page, for an unknown address and an unknown short link, with the pages’ CSP', async () => {
    for (const url of ['/no/such/page', '/nosuchcode']) {
      const page = await t.app.inject({ method: 'GET', url })
      expect(page.statusCode).toBe(404)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(page.headers['content-security-policy']).toBe(PAGE_CSP)
    }
  })
})

describe('the site’s busy page', () => {
  it('carries the pages’ CSP too', async () => {
    const app = Fastify()
    app.get('/busy', (request, reply) => sendUnavailable(request, reply, 'the store cannot commit'))
    const page = await app.inject({ method: 'GET', url: '/busy' })
    expect(page.statusCode).toBe(503)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['content-security-policy']).toBe(PAGE_CSP)
    await app.close()
  })
})
