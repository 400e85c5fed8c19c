import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DAY_MS } from '../../../src/domain/records.js'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

const T0 = Date.parse('2026-11-22T09:00:00.000Z')

interface Page {
  success: true
  data: {
    id: string
    at: string
    actor: { type: string; id: string | null; label: string | null }
    action: string
    resource: { type: string; id: string }
    changes: Record<string, { old: unknown; new: unknown }>
    addressClass: string | null
  }[]
  nextCursor: string | null
}

describe.each(ENGINES)('the audit log (GET /audit) on $name', (engine) => {
  let t: TestApp
  let now = T0
  beforeEach(async () => {
    now = T0
    t = await startTestApp(engine, () => now, { auditRetentionDays: 30 })
  })
  afterEach(async () => {
    await t.close()
  })

  const call = async (
    key: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...t.auth(key), 'x-forwarded-for': '203.0.113.77' },
      remoteAddress: '198.51.100.23',
      ...(payload && { payload }),
    })
    return response
  }
  const audit = async (key: string, query = '') => {
    const response = await call(key, 'GET', `/audit${query}`)
    expect(response.statusCode).toBe(200)
    return response.json<Page>()
  }

  /** A key of alice's account that may only write codes, named so the log can label it. */
  const editorKey = async () => {
    const created = await call(t.alice, 'POST', '/keys', { name: 'print shop', scopes: ['qrcodes:write'] })
    expect(created.statusCode).toBe(201)
    return created.json<{ key: string; id: string; prefix: string }>()
  }

  it("names a code update's author and its old and new target, from the address's network only", async () => {
    const editor = await editorKey()
    expect(
      (await call(editor.key, 'POST', '/qrcode', { targetUrl: 'https://example.com/spring', customShortId: 'menu' }))
        .statusCode,
    ).toBe(201)
    now += 60_000
    const updated = await call(editor.key, 'PUT', '/qrcode/menu', {
      targetUrl: 'https://example.com/summer',
      title: 'Menu',
    })
    expect(updated.statusCode).toBe(200)
    // A change that changes nothing stored is no entry.
    expect(
      (await call(editor.key, 'PUT', '/qrcode/menu', { targetUrl: 'https://example.com/summer' })).statusCode,
    ).toBe(200)

    const { data, nextCursor } = await audit(editor.key, '?shortId=menu')
    expect(nextCursor).toBeNull()
    expect(data).toHaveLength(2)
    const [update, create] = data
    expect(update).toMatchObject({
      at: new Date(T0 + 60_000).toISOString(),
      actor: { type: 'key', id: editor.id, label: 'print shop' },
      action: 'qrcode.updated',
      resource: { type: 'qrcode', id: 'menu' },
      changes: {
        targetUrl: { old: 'https://example.com/spring', new: 'https://example.com/summer' },
        title: { old: null, new: 'Menu' },
      },
    })
    expect(Object.keys(update?.changes ?? {}).sort()).toEqual(['targetUrl', 'title'])
    expect(update?.id).toMatch(/^aud_[0-9A-Za-z]{16}$/)
    // No proxy is trusted here: the socket's address, as a /24, never whole.
    expect(update?.addressClass).toBe('ipv4:198.51.100.0/24')
    expect(JSON.stringify(data)).not.toContain('198.51.100.23')
    expect(create).toMatchObject({
      action: 'qrcode.created',
      changes: { targetUrl: { old: null, new: 'https://example.com/spring' } },
    })
  })

  it('records deletes and bulk changes with their old targets, each code its own entry', async () => {
    for (const id of ['code-a1', 'code-a2']) {
      await call(t.alice, 'POST', '/qrcode', { targetUrl: `https://example.com/${id}`, customShortId: id })
    }
    now += 1000
    const bulk = await call(t.alice, 'PATCH', '/qrcode/bulk', {
      items: [
        { shortId: 'code-a1', targetUrl: 'https://example.com/b1' },
        { shortId: 'code-a2', active: false },
      ],
    })
    expect(bulk.statusCode).toBe(200)
    now += 1000
    expect((await call(t.alice, 'DELETE', '/qrcode/code-a2')).statusCode).toBe(204)
    const { data } = await audit(t.alice)
    expect(data.map((event) => [event.action, event.resource.id, event.changes])).toEqual([
      ['qrcode.deleted', 'code-a2', {}],
      ['qrcode.updated', 'code-a2', { active: { old: true, new: false } }],
      [
        'qrcode.updated',
        'code-a1',
        { targetUrl: { old: 'https://example.com/code-a1', new: 'https://example.com/b1' } },
      ],
      ['qrcode.created', 'code-a2', { targetUrl: { old: null, new: 'https://example.com/code-a2' } }],
      ['qrcode.created', 'code-a1', { targetUrl: { old: null, new: 'https://example.com/code-a1' } }],
    ])
  })

  it('lists entries about keys and webhooks only to a caller holding keys:manage, and one account only', async () => {
    const editor = await editorKey()
    await call(editor.key, 'POST', '/qrcode', { targetUrl: 'https://example.com/x', customShortId: 'code-x1' })
    now += 1000
    const revoked = await call(t.alice, 'DELETE', `/keys/${editor.id}`)
    expect(revoked.statusCode).toBe(204)
    const reader = await call(t.alice, 'POST', '/keys', { name: 'reader', scopes: ['qrcodes:read'] })
    const readerKey = reader.json<{ key: string }>().key

    const admin = await audit(t.alice)
    expect(admin.data.map((event) => event.action)).toEqual([
      'key.created',
      'key.revoked',
      'qrcode.created',
      'key.created',
    ])
    expect(admin.data[3]?.changes).toMatchObject({
      name: { old: null, new: 'print shop' },
      scopes: { new: ['qrcodes:write'] },
    })
    const limited = await audit(readerKey)
    expect(limited.data.map((event) => event.action)).toEqual(['qrcode.created'])
    // Bob's account has its own log.
    expect((await audit(t.bob)).data).toEqual([])
  })

  it('pages by cursor and filters by time; refuses a cursor it did not give and needs a key', async () => {
    for (let i = 0; i < 5; i += 1) {
      now += 1000
      await call(t.alice, 'POST', '/qrcode', { targetUrl: `https://example.com/${i}`, customShortId: `page${i}` })
    }
    const first = await audit(t.alice, '?limit=2')
    expect(first.data.map((event) => event.resource.id)).toEqual(['page4', 'page3'])
    const second = await audit(t.alice, `?limit=2&cursor=${first.nextCursor}`)
    expect(second.data.map((event) => event.resource.id)).toEqual(['page2', 'page1'])
    const third = await audit(t.alice, `?limit=2&cursor=${second.nextCursor}`)
    expect([third.data.map((event) => event.resource.id), third.nextCursor]).toEqual([['page0'], null])
    const from = new Date(T0 + 2000).toISOString()
    const to = new Date(T0 + 4000).toISOString()
    const window = await audit(t.alice, `?from=${from}&to=${to}`)
    expect(window.data.map((event) => event.resource.id)).toEqual(['page2', 'page1'])
    const bad = await call(t.alice, 'GET', '/audit?cursor=bm9wZQ')
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'INVALID_REQUEST'])
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/audit' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('prunes entries past AUDIT_RETENTION_DAYS', async () => {
    await call(t.alice, 'POST', '/qrcode', { targetUrl: 'https://example.com/old', customShortId: 'old' })
    now += 31 * DAY_MS
    await call(t.alice, 'POST', '/qrcode', { targetUrl: 'https://example.com/new', customShortId: 'new' })
    // An app's first prune runs at its start (then hourly): start another at this instant.
    const again = await startTestApp({ name: engine.name, open: async () => t.store }, () => now, {
      auditRetentionDays: 30,
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const page = await again.app.inject({ method: 'GET', url: '/api/v1/audit', headers: again.auth(t.alice) })
    expect(page.json<Page>().data.map((event) => event.resource.id)).toEqual(['new'])
    await again.app.close()
  })

  it('records members and invitations: a role change names its author and the old and new role', async () => {
    const invited = await call(t.alice, 'POST', '/invitations', { email: 'grace@example.com', role: 'viewer' })
    expect(invited.statusCode).toBe(201)
    const { id, link } = invited.json<{ id: string; link: string }>()
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations/accept',
      payload: { token: link.split('#')[1], name: 'Grace', password: 'a long enough password' },
    })
    expect(joined.statusCode).toBe(200)
    const userId = joined.json<{ user: { id: string } }>().user.id
    now += 1_000
    expect((await call(t.alice, 'PATCH', `/members/${userId}`, { role: 'editor' })).statusCode).toBe(200)
    now += 1_000
    expect((await call(t.alice, 'DELETE', `/members/${userId}`)).statusCode).toBe(204)

    const { data } = await audit(t.alice)
    const about = data.filter((event) => ['member', 'invitation'].includes(event.resource.type))
    expect(about.map((event) => [event.action, event.resource.id])).toEqual([
      ['member.removed', userId],
      ['member.updated', userId],
      ['invitation.created', id],
    ])
    expect(about[1]).toMatchObject({
      actor: { type: 'key' },
      changes: { role: { old: 'viewer', new: 'editor' } },
    })
  })
})
