import { DATE_TIME_MESSAGE, parseDateTime } from '@dynqr/contract'
import type { AuditLog } from '../../domain/audit/audit-log.js'
import { DomainError } from '../../domain/domain-error.js'
import { principalOf } from '../authenticate.js'
import type { Handler } from '../handler.js'

interface AuditQueryParams {
  shortId?: string
  from?: string
  to?: string
  limit?: number
  cursor?: string
}

function instantOf(field: 'from' | 'to', text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  const at = parseDateTime(text)
  if (at === null) throw DomainError.invalidField(field, `${field} ${DATE_TIME_MESSAGE}`)
  return at
}

/** `GET /audit`: a page of the caller's account's log, newest first (keys:manage sees every entry). */
export function auditListHandler(audit: AuditLog): Handler {
  return async (request) => {
    const { shortId, from, to, limit, cursor } = request.query as AuditQueryParams
    return audit.list(principalOf(request), {
      ...(shortId !== undefined && { shortId }),
      ...(from !== undefined && { from: instantOf('from', from) }),
      ...(to !== undefined && { to: instantOf('to', to) }),
      ...(limit !== undefined && { limit }),
      ...(cursor !== undefined && { cursor }),
    })
  }
}
