import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomPort } from '../../../scripts/test-support/prism.js'
import { DEMO_KEY, type RunningMock, startStatefulMock } from '../src/index.js'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const headers = { authorization: `Bearer ${DEMO_KEY}`, 'content-type': 'application/json' }

/** The stateful mock is the server in memory: it serves routing (issue #43) as the server does. */
describe('routing on the stateful mock', () => {
  let mock: RunningMock
  beforeAll(async () => {
    mock = await startStatefulMock({ port: randomPort() })
  })
  afterAll(async () => {
    await mock?.close()
  })

  it('stores rules and a password, routes a scan by OS, holds a password at its form, and resolves', async () => {
    const created = await fetch(`${mock.url}/api/v1/qrcode`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        targetUrl: 'https://example.com/app',
        customShortId: 'mock-app',
        rules: [{ if: { os: 'iOS' }, targetUrl: 'https://apps.apple.com/app/id1' }],
      }),
    })
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({ rules: [{ if: { os: 'iOS' } }], hasPassword: false })
    const scan = await fetch(`${mock.url}/mock-app`, { redirect: 'manual', headers: { 'user-agent': IPHONE } })
    expect(scan.status).toBe(302)
    expect(scan.headers.get('location')).toBe('https://apps.apple.com/app/id1')

    const resolved = await fetch(`${mock.url}/api/v1/qrcode/mock-app/resolve`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ os: 'Android' }),
    })
    expect(await resolved.json()).toMatchObject({ route: 'default', targetUrl: 'https://example.com/app' })

    await fetch(`${mock.url}/api/v1/qrcode/mock-app`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ password: 'staff-only-2026' }),
    })
    const form = await fetch(`${mock.url}/mock-app`, { redirect: 'manual', headers: { 'user-agent': IPHONE } })
    expect(form.status).toBe(200)
    expect(await form.text()).not.toContain('apps.apple.com')
  })
})
