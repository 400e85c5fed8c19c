import type { OperationId } from '@dynqr/contract'
import type {
  CreateDomainRequest,
  Domain,
  DomainService,
  UpdateDomainRequest,
} from '../../domain/domains/domain-service.js'
import { hostOfHeader } from '../../domain/domains/hostname-rules.js'
import type { VerifiedDomains } from '../../domain/domains/verified-domains.js'
import { principalOf } from '../authenticate.js'
import { sendError } from '../error-reply.js'
import type { Handler } from '../handler.js'

type IdParams = { id: string }

/**
 * Whether a socket's peer is this machine: the proxy beside the server. The socket's own address,
 * never `request.ip`, which TRUST_PROXY may take from `X-Forwarded-For` (client-address.ts).
 */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  return v4.startsWith('127.') || address === '::1'
}

/** The redirects an update changed, old and new, for the audit log. */
function redirectChanges(before: Domain, after: Domain): Record<string, { old: unknown; new: unknown }> {
  const changes: Record<string, { old: unknown; new: unknown }> = {}
  for (const field of ['rootRedirectUrl', 'notFoundUrl'] as const) {
    if (before[field] !== after[field]) changes[field] = { old: before[field], new: after[field] }
  }
  return changes
}

/** Thin handlers for the custom domains (scopes in openapi.yaml) and the proxy's TLS permission. */
export function domainHandlers(
  domains: DomainService,
  verified: VerifiedDomains,
): Partial<Record<OperationId, Handler>> {
  const accountOf = (request: Parameters<Handler>[0]) => principalOf(request).accountId
  const idOf = (request: Parameters<Handler>[0]) => (request.params as IdParams).id
  return {
    createDomain: async (request, reply) => {
      const created = await domains.create(accountOf(request), request.body as CreateDomainRequest)
      await request.audit({
        action: 'domain.created',
        resource: { type: 'domain', id: created.id },
        changes: { hostname: { old: null, new: created.hostname } },
      })
      return reply.code(201).send({ success: true, ...created })
    },
    listDomains: async (request) => ({ success: true, data: await domains.list(accountOf(request)) }),
    getDomain: async (request) => ({ success: true, ...(await domains.get(accountOf(request), idOf(request))) }),
    updateDomain: async (request) => {
      const before = await domains.get(accountOf(request), idOf(request))
      const after = await domains.update(accountOf(request), idOf(request), request.body as UpdateDomainRequest)
      await request.audit({
        action: 'domain.updated',
        resource: { type: 'domain', id: after.id },
        changes: redirectChanges(before, after),
      })
      return { success: true, ...after }
    },
    verifyDomain: async (request) => {
      const before = await domains.get(accountOf(request), idOf(request))
      const after = await domains.verify(accountOf(request), idOf(request))
      // Only the check that verified it is a change; asking again of a verified domain is not.
      if (before.status !== after.status) {
        await request.audit({
          action: 'domain.verified',
          resource: { type: 'domain', id: after.id },
          changes: { status: { old: before.status, new: after.status } },
        })
      }
      return { success: true, ...after }
    },
    deleteDomain: async (request, reply) => {
      const before = await domains.get(accountOf(request), idOf(request))
      await domains.delete(accountOf(request), before.id)
      await request.audit({
        action: 'domain.deleted',
        resource: { type: 'domain', id: before.id },
        changes: { hostname: { old: before.hostname, new: null } },
      })
      return reply.code(204).send()
    },
    // Asked by the proxy on every handshake of an unknown name: memory only, loopback only.
    getTlsAllowed: async (request, reply) => {
      if (!isLoopbackPeer(request.raw.socket.remoteAddress)) {
        return sendError(request, reply, 'FORBIDDEN', 'Only the proxy on this machine may ask')
      }
      const name = hostOfHeader((request.query as { domain: string }).domain)
      if (!verified.get(name)) return sendError(request, reply, 'NOT_FOUND', 'Not a verified custom domain')
      return { domain: name, allowed: true }
    },
  }
}
