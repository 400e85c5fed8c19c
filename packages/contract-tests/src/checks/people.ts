import { type Check, check, type FullRun, field, type Node } from '../check.js'

type Me = { key: { id: string; prefix: string } | null; account: { id: string }; scopes: string[] }
type AuditEvent = {
  id: string
  at: string
  actor: { type: string; id: string | null }
  action: string
  resource: { type: string; id: string }
  changes: Record<string, { old: unknown; new: unknown }>
}

/**
 * Who is asking, members, invitations and the audit log (issue #41), as a key sees them: the
 * kit signs no one in (it holds a key, never a password). The one invitation it makes is to an
 * address of its own run, withdrawn at once (and at the end of the run, whatever happened); the
 * code whose update it looks for in the audit log is its own, deleted at the end.
 */
export function peopleChecks({ kit, options, site, run }: FullRun): Check[] {
  const state: { keyId?: string; token?: string; invitationId?: string } = {}
  kit.onFinish(async () => {
    if (state.invitationId) await kit.call('deleteInvitation', { params: { id: state.invitationId } })
  })
  return [
    check('getMe', 'answers who the key is (200): the key itself, its account and scopes', async () => {
      const me = await kit.call('getMe')
      kit.require(me, me.status === 200, 'must answer 200')
      const body = me.json as Me
      kit.expect(me, body.key?.prefix === options.apiKey.slice(4, 12), "key.prefix must be the key's own prefix")
      kit.expect(me, body.scopes.includes('keys:manage'), 'the kit’s key must hold keys:manage')
      // A request without a key is request-errors.ts's to check (skipped behind Prism's proxy, which answers it itself).
      state.keyId = body.key?.id
    }),
    check('listMembers', "lists the account's members (200), each with a role", async () => {
      const list = await kit.call('listMembers')
      kit.expect(list, list.status === 200, 'must answer 200')
    }),
    check(
      'createInvitation',
      'invites (201) with a one-time link, lists it without the link, withdraws it (204), then 404',
      async () => {
        const email = `ct-${run}@example.com`
        const created = await kit.call('createInvitation', { body: { email, role: 'viewer' } })
        kit.require(created, created.status === 201, 'must answer 201')
        const link = String(field(created, 'link'))
        kit.expect(created, link.startsWith(`${site}/join#`), `link must be ${site}/join#<token>`)
        kit.expect(created, field(created, 'email') === email, 'email as asked')
        const id = String(field(created, 'id'))
        state.invitationId = id
        state.token = link.slice(link.indexOf('#') + 1)
        const listed = await kit.call('listInvitations')
        const pending = (field(listed, 'data') ?? []) as Node[]
        kit.expect(
          listed,
          pending.some((i) => i.id === id),
          'the list must hold the new invitation',
        )
        kit.expect(listed, !listed.text.includes(state.token), 'the list must never show a link’s token')
        const withdrawn = await kit.call('deleteInvitation', { params: { id } })
        kit.expect(withdrawn, withdrawn.status === 204, 'withdrawing must answer 204')
        if (withdrawn.status === 204) state.invitationId = undefined
        const after = await kit.call('listInvitations')
        kit.expect(
          after,
          !((field(after, 'data') ?? []) as Node[]).some((i) => i.id === id),
          'a withdrawn invitation must leave the list',
        )
        const again = await kit.call('deleteInvitation', { params: { id } })
        kit.expect(again, again.status === 404, 'withdrawing again must answer 404')
        kit.expect(again, field(again, 'message') === 'Invitation not found', 'message "Invitation not found"')
      },
    ),
    check('acceptInvitation', 'answers a withdrawn link with 404 "This link is no longer valid"', async () => {
      if (!state.token) throw new Error('an earlier step failed to create the invitation this one needs')
      const accepted = await kit.call('acceptInvitation', {
        body: { token: state.token, name: 'Contract Test', password: `ct-${run}-a long password` },
      })
      kit.expect(accepted, accepted.status === 404, 'a withdrawn link must get 404')
      kit.expect(
        accepted,
        field(accepted, 'message') === 'This link is no longer valid',
        'message "This link is no longer valid"',
      )
    }),
    check(
      'listAuditEvents',
      "records a code's update with the key as its author and the old and new target, newest first",
      async () => auditCheck(kit, run, state.keyId),
    ),
  ]
}

/** Makes a code of the run's own, changes its target, and looks for that change in its history. */
async function auditCheck(kit: FullRun['kit'], run: string, keyId: string | undefined): Promise<void> {
  const shortId = `ct-audit-${run}`
  const created = await kit.call('createQrCode', {
    body: { targetUrl: 'https://example.com/a', customShortId: shortId },
  })
  kit.require(created, created.status === 201, 'the code to change must be created (201)')
  const updated = await kit.call('updateQrCode', { params: { shortId }, body: { targetUrl: 'https://example.com/b' } })
  kit.require(updated, updated.status === 200, 'the code must be updated (200)')
  const history = await kit.call('listAuditEvents', { query: `shortId=${encodeURIComponent(shortId)}&limit=100` })
  kit.require(history, history.status === 200, 'must answer 200')
  const events = (field(history, 'data') ?? []) as AuditEvent[]
  kit.expect(
    history,
    events.every((e) => e.resource.id === shortId),
    'shortId must narrow the log to that code',
  )
  kit.expect(
    history,
    events.every((e, i) => i === 0 || e.at <= (events[i - 1] as AuditEvent).at),
    'entries must come newest first',
  )
  const change = events.find((e) => e.action === 'qrcode.updated')
  kit.require(history, change !== undefined, 'the update must be in the log as qrcode.updated')
  kit.expect(history, change?.actor.type === 'key', 'its author must be the key (actor.type "key")')
  if (keyId) kit.expect(history, change?.actor.id === keyId, "actor.id must be the key's id (GET /me)")
  const target = change?.changes.targetUrl
  kit.expect(
    history,
    target?.old === 'https://example.com/a' && target?.new === 'https://example.com/b',
    'changes.targetUrl must hold the old and the new target',
  )
  const first = await kit.call('listAuditEvents', { query: `shortId=${encodeURIComponent(shortId)}&limit=1` })
  const cursor = field(first, 'nextCursor')
  if (events.length > 1) {
    kit.require(first, typeof cursor === 'string', 'a page of 1 out of more must carry nextCursor')
    const next = await kit.call('listAuditEvents', {
      query: `shortId=${encodeURIComponent(shortId)}&limit=1&cursor=${encodeURIComponent(String(cursor))}`,
    })
    const [a] = (field(first, 'data') ?? []) as AuditEvent[]
    const [b] = (field(next, 'data') ?? []) as AuditEvent[]
    kit.expect(next, next.status === 200 && b !== undefined && b.id !== a?.id, 'the next page must hold the next entry')
  }
  await kit.call('deleteQrCode', { params: { shortId } })
}
