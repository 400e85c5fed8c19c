/**
 * The stateful MSW handlers' audit log (issue #41): each change the handlers make (codes,
 * members, invitations) with its author — the key (any key is the demo key) or the signed-in
 * person — answered by `GET /audit` newest first, paged by cursor, as the server does.
 */
import type { AuditActorType, components, Scope } from '@dynqr/contract'
import { HttpResponse } from 'msw'

type AuditEvent = components['schemas']['AuditEvent']

/** Who made a request: the key, or the signed-in person with their role's scopes. */
export interface Principal {
  /** A key or a person: the handlers make no `system` changes. */
  type: Exclude<AuditActorType, 'system'>
  /** The key's or the person's id. */
  id: string
  /** The key's name and prefix, or the person's email. */
  label: string
  scopes: readonly Scope[]
  userId: string | null
  /** The session's cookie value, for a signed-in person. */
  session?: string
}

const alphanumeric = (length: number) => {
  const letters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => letters[b % 62]).join('')
}

/** The fields whose values differ, each with its old and new value. */
export function changesOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { old: unknown; new: unknown }> = {}
  for (const field of Object.keys(after)) {
    const [old, next] = [before[field] ?? null, after[field] ?? null]
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[field] = { old, new: next }
  }
  return changes
}

/** Entries only a caller holding `keys:manage` sees (everything but codes). */
const managed = (event: AuditEvent) => event.resource.type !== 'qrcode'

export function auditLog() {
  const events: AuditEvent[] = []
  return {
    clear: () => {
      events.length = 0
    },
    /** Records a change by `who`; `changes` as the server writes them (`{field: {old, new}}`). */
    record: (
      who: Principal,
      action: string,
      resource: { type: string; id: string },
      changes: Record<string, { old: unknown; new: unknown }> = {},
    ) => {
      events.push({
        id: `aud_${alphanumeric(16)}`,
        at: new Date(Math.max(Date.now(), Date.parse(events.at(-1)?.at ?? '') + 1 || 0)).toISOString(),
        actor: { type: who.type, id: who.id, label: who.label },
        action,
        resource,
        changes,
        addressClass: 'ipv4:127.0.0.0/24',
      })
    },
    /** `listAuditEvents`: newest first, narrowed by `shortId`, `from`, `to`; `cursor` is the last id seen. */
    list: (request: Request, who: Principal) => {
      const query = new URL(request.url).searchParams
      const limit = Number(query.get('limit') ?? 50)
      const [shortId, from, to, cursor] = ['shortId', 'from', 'to', 'cursor'].map((name) => query.get(name))
      const all = [...events]
        .reverse()
        .filter((e) => who.scopes.includes('keys:manage') || !managed(e))
        .filter((e) => !shortId || (e.resource.type === 'qrcode' && e.resource.id === shortId))
        .filter((e) => (!from || e.at >= from) && (!to || e.at < to))
      const start = cursor ? all.findIndex((e) => e.id === cursor) + 1 : 0
      const data = all.slice(start, start + limit)
      const more = start + limit < all.length
      return HttpResponse.json({ success: true, data, nextCursor: more ? (data.at(-1)?.id ?? null) : null })
    },
  }
}

export type AuditLog = ReturnType<typeof auditLog>

type Answer = (request: Request, params: Record<string, string>) => Promise<Response>
type Code = Record<string, unknown> & { shortId: string; targetUrl: string }

/**
 * The code answers with each change they make recorded in the log, by who asked for it: a
 * create (its target), an update (the fields it changed, old and new), a delete. A replayed
 * create changes nothing and records nothing.
 */
export function auditedCodeAnswers(
  answers: Record<string, Answer>,
  codeOf: (shortId: string) => Code | undefined,
  log: AuditLog,
  whoAsked: (request: Request) => Principal,
): Record<string, Answer> {
  const record = (request: Request, action: string, shortId: string, changes: ReturnType<typeof changesOf>) =>
    log.record(whoAsked(request), action, { type: 'qrcode', id: shortId }, changes)
  return {
    createQrCode: async (request, params) => {
      const answer = await (answers.createQrCode as Answer)(request, params)
      if (answer.status === 201 && !answer.headers.has('idempotent-replayed')) {
        const code = (await answer.clone().json()) as Code
        record(request, 'qrcode.created', code.shortId, { targetUrl: { old: null, new: code.targetUrl } })
      }
      return answer
    },
    updateQrCode: async (request, params) => {
      const shortId = params.shortId ?? ''
      const before = { ...codeOf(shortId) }
      const answer = await (answers.updateQrCode as Answer)(request, params)
      if (answer.status === 200) {
        const { updatedAt: _, ...changes } = changesOf(before, { ...codeOf(shortId) })
        record(request, 'qrcode.updated', shortId, changes)
      }
      return answer
    },
    deleteQrCode: async (request, params) => {
      const answer = await (answers.deleteQrCode as Answer)(request, params)
      if (answer.status === 204) record(request, 'qrcode.deleted', params.shortId ?? '', {})
      return answer
    },
  }
}
